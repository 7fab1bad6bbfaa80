package main

import (
	"math"
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// jDip places some labels and supply-center markers where units stand
// (LVP, EDI, ROM...), so a unit would cover them or they the unit. The
// generator moves each such label or marker to the nearest place inside its
// province that is clear of every unit spot.

// Sizes, in map units, of what must not overlap (as the renderer draws it).
const (
	unitClear   = 24 // a unit symbol's radius, with a margin
	centerClear = 11 // a supply-center marker's radius, with a margin
	unitBare    = 19 // a unit symbol's radius, without margin
	searchStep  = 2
	searchMax   = 80
)

// obstacle is a disc that labels and markers keep out of.
type obstacle struct {
	at geom.Vec
	r  float64
}

// clearPlaces moves labels and markers off the unit spots, in province
// order so that the result is the same every run.
func clearPlaces(g *geom.Drawing, m *board.Map) error {
	ids := make([]string, 0, len(g.Provinces))
	for id := range g.Provinces {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	outlines := map[string]geom.Area{}
	for _, id := range ids {
		polys, err := geom.Flatten(g.Provinces[id].Outline)
		if err != nil {
			return err
		}
		outlines[id] = polys
	}
	moveSpotsInside(g, ids, outlines)
	partUnits(g, m, ids, outlines)
	var units []obstacle
	for _, id := range ids {
		sh := g.Provinces[id]
		spots := []geom.Spot{sh.Spot}
		for _, c := range sortedCoasts(sh.Coasts) {
			spots = append(spots, sh.Coasts[c])
		}
		for _, s := range spots {
			units = append(units, obstacle{geom.Pt(float64(s.Unit[0]), float64(s.Unit[1])), unitClear})
		}
	}
	var tight []obstacle
	for _, u := range units {
		tight = append(tight, obstacle{u.at, unitBare})
	}
	symbols := symbolRects(g, m, ids)
	// Markers first: labels then keep clear of the markers' new places.
	var centers []obstacle
	for _, id := range ids {
		sh := g.Provinces[id]
		if sh.Center == nil {
			continue
		}
		at := geom.Pt(float64(sh.Center[0]), float64(sh.Center[1]))
		disc := func(p geom.Vec) []geom.Vec { return []geom.Vec{p} }
		if p, ok := nearestClear(at, outlines[id], units, centerClear, disc, disc); ok {
			at = p
		}
		c := geom.Point{int(math.Round(at.X)), int(math.Round(at.Y))}
		sh.Center = &c
		g.Provinces[id] = sh
		centers = append(centers, obstacle{at, centerClear})
		tight = append(tight, obstacle{at, centerClear})
	}
	for _, id := range ids {
		sh := g.Provinces[id]
		l := sh.Label
		font := float64(geom.LabelFont)
		if l.Small {
			font = geom.LabelFontSmall
		}
		halfW, halfH := 0.72*font*float64(len(id))/2, 0.38*font
		// Text runs along its rotation from the anchor (its middle) and
		// stands above its baseline; sample the box along its centre line.
		rad := float64(l.Rotate) * math.Pi / 180
		along := geom.Pt(math.Cos(rad), math.Sin(rad))
		up := geom.Pt(math.Sin(rad), -math.Cos(rad))
		box := func(p geom.Vec) []geom.Vec {
			c := geom.Pt(p.X+up.X*halfH, p.Y+up.Y*halfH)
			out := []geom.Vec{c}
			for _, k := range []float64{-1, -0.5, 0.5, 1} {
				for _, h := range []float64{-1, 1} {
					out = append(out, geom.Pt(c.X+along.X*k*halfW+up.X*h*halfH, c.Y+along.Y*k*halfW+up.Y*h*halfH))
				}
			}
			return out
		}
		at := geom.Pt(float64(l.At[0]), float64(l.At[1]))
		obstacles := append(append([]obstacle{}, units...), centers...)
		centre := func(p geom.Vec) []geom.Vec { return box(p)[:1] }
		// Discs keep labels roughly clear of units; the symbols' own
		// outlines (a fleet is wider than a disc) decide.
		free := func(margin float64) func(geom.Vec) bool {
			return func(p geom.Vec) bool {
				q := geom.LabelBox(id, geom.Label{At: geom.Point{int(math.Round(p.X)), int(math.Round(p.Y))}, Rotate: l.Rotate, Small: l.Small})
				for _, r := range symbols {
					if q.OverlapsBox(r.Grow(margin)) {
						return false
					}
				}
				// Nor another label, where it stands now.
				for _, other := range ids {
					if other != id && q.Overlaps(geom.LabelBox(other, g.Provinces[other].Label)) {
						return false
					}
				}
				return true
			}
		}
		switch {
		case nearestWhere(at, both(clearOf(outlines[id], obstacles, box, box), free(2)), &at):
		case nearestWhere(at, both(clearOf(outlines[id], obstacles, centre, box), free(2)), &at):
			// A narrow province: the label may overlap its border, not a unit.
		case nearestWhere(at, both(clearOf(outlines[id], tight, centre, box), free(0)), &at):
			// Narrower still: the label may touch a symbol's edge.
		case nearestWhere(at, both(offshore(id, outlines, m, obstacles, box), free(2)), &at):
			// Too small to hold its unit and its label (Rome): the label
			// stands offshore beside it, on no other land.
		}
		sh.Label.At = geom.Point{int(math.Round(at.X)), int(math.Round(at.Y))}
		g.Provinces[id] = sh
	}
	placeDislodged(g, ids, outlines, units, centers)
	return nil
}

// spotMargin is how far inside its province a unit spot must lie.
const spotMargin = 8

// moveSpotsInside moves the few jDip unit spots that lie on or over their
// province's border (ALB, CLY, LON) to the nearest place well inside it.
func moveSpotsInside(g *geom.Drawing, ids []string, outlines map[string]geom.Area) {
	disc := func(p geom.Vec) []geom.Vec {
		out := []geom.Vec{p}
		for a := 0; a < 360; a += 45 {
			rad := float64(a) * math.Pi / 180
			out = append(out, geom.Pt(p.X+spotMargin*math.Cos(rad), p.Y+spotMargin*math.Sin(rad)))
		}
		return out
	}
	fix := func(s geom.Spot, polys geom.Area) geom.Spot {
		at := geom.Pt(float64(s.Unit[0]), float64(s.Unit[1]))
		if p, ok := nearestClear(at, polys, nil, 0, disc, disc); ok {
			d := geom.Point{int(math.Round(p.X)) - s.Unit[0], int(math.Round(p.Y)) - s.Unit[1]}
			s.Unit = geom.Point{s.Unit[0] + d[0], s.Unit[1] + d[1]}
			s.Dislodged = geom.Point{s.Dislodged[0] + d[0], s.Dislodged[1] + d[1]}
		}
		return s
	}
	for _, id := range ids {
		sh := g.Provinces[id]
		sh.Spot = fix(sh.Spot, outlines[id])
		for _, c := range sortedCoasts(sh.Coasts) {
			sh.Coasts[c] = fix(sh.Coasts[c], outlines[id])
		}
		g.Provinces[id] = sh
	}
}

// Two units of any kind stand at least this far apart, across and down,
// or their symbols overlap: the union of an army's and a fleet's
// geom.SymbolBoxes (52 by 41) and a gap of 2, as engine/render's fitScale
// has it for DPjudge's pictures.
const (
	unitsApartX = 54
	unitsApartY = 43
)

// partUnits moves the few unit spots whose units would overlap a
// neighbour's (standard's Clyde and Edinburgh, Belgium and Holland;
// modern's Apulia and Naples) to the nearest place in their province,
// spotMargin inside it, clear of every other province's units. The first
// of a pair in the order of ids moves (moving the second instead crowds
// Piedmont's and Tyrolia's moves on the standard map), and its dislodged spot with it
// (placeDislodged places that again).
func partUnits(g *geom.Drawing, m *board.Map, ids []string, outlines map[string]geom.Area) {
	type ref struct{ id, coast string }
	var refs []ref
	for _, id := range ids {
		if p := m.Province(id); p == nil || p.Terrain == board.Shut {
			continue // no unit stands in Switzerland
		}
		refs = append(refs, ref{id, ""})
		for _, c := range sortedCoasts(g.Provinces[id].Coasts) {
			refs = append(refs, ref{id, c})
		}
	}
	spotOf := func(r ref) geom.Spot {
		if r.coast == "" {
			return g.Provinces[r.id].Spot
		}
		return g.Provinces[r.id].Coasts[r.coast]
	}
	apart := func(a, b geom.Vec) bool {
		return math.Abs(a.X-b.X) >= unitsApartX || math.Abs(a.Y-b.Y) >= unitsApartY
	}
	clearOfOthers := func(r ref, q geom.Vec) bool {
		for _, o := range refs {
			if o.id != r.id && !apart(q, spotOf(o).Unit.Vec()) {
				return false
			}
		}
		return true
	}
	for _, r := range refs {
		s := spotOf(r)
		at := s.Unit.Vec()
		if clearOfOthers(r, at) {
			continue
		}
		polys := outlines[r.id]
		fits := func(q geom.Vec) bool {
			for a := 0; a < 360; a += 45 {
				rad := float64(a) * math.Pi / 180
				if !polys.Contains(geom.Pt(q.X+spotMargin*math.Cos(rad), q.Y+spotMargin*math.Sin(rad))) {
					return false
				}
			}
			return polys.Contains(q) && clearOfOthers(r, q)
		}
		if !nearestWhere(at, fits, &at) {
			continue // no room: the renderer's test names the pair
		}
		d := geom.Point{int(math.Round(at.X)) - s.Unit[0], int(math.Round(at.Y)) - s.Unit[1]}
		s.Unit = geom.Point{s.Unit[0] + d[0], s.Unit[1] + d[1]}
		s.Dislodged = geom.Point{s.Dislodged[0] + d[0], s.Dislodged[1] + d[1]}
		sh := g.Provinces[r.id]
		if r.coast == "" {
			sh.Spot = s
		} else {
			sh.Coasts[r.coast] = s
		}
		g.Provinces[r.id] = sh
	}
}

// Where a dislodged unit is drawn, relative to the unit that dislodged it.
const (
	dislodgedNear  = 37 // closest to its own spot: its ring may touch the standing unit, never that unit's middle
	dislodgedFar   = 50 // farthest: it must still read as standing in its province
	dislodgedBest  = 40
	dislodgedScale = .8 // the renderer draws a unit waiting to retreat smaller
	dislodgedBody  = 13 // radius of the part of the symbol that must lie in the province
)

// dislodgedRadii are the distances tried, best first: far enough that both
// symbols show, near enough that they read as one place.
var dislodgedRadii = func() []float64 {
	out := []float64{dislodgedBest}
	for d := 2.0; dislodgedBest-d >= dislodgedNear || dislodgedBest+d <= dislodgedFar; d += 2 {
		if dislodgedBest-d >= dislodgedNear {
			out = append(out, dislodgedBest-d)
		}
		if dislodgedBest+d <= dislodgedFar {
			out = append(out, dislodgedBest+d)
		}
	}
	return out
}()

// placeDislodged moves every dislodged-unit spot into its own province. jDip
// offsets a dislodged unit by about 11 units up and left of its spot; drawn
// at our unit size that is mostly hidden, and farther in that direction it
// lands in a neighbour. The spot chosen is the one nearest jDip's direction,
// between dislodgedNear and dislodgedFar from the unit spot, whose body lies
// inside the province and covers no label, marker or other unit spot.
func placeDislodged(g *geom.Drawing, ids []string, outlines map[string]geom.Area, units, centers []obstacle) {
	var labels []geom.Quad
	for _, id := range ids {
		labels = append(labels, geom.LabelBox(id, g.Provinces[id].Label))
	}
	for i, id := range ids {
		sh := g.Provinces[id]
		sh.Spot = dislodgedSpot(sh.Spot, outlines[id], labels, i, units, centers)
		for _, c := range sortedCoasts(sh.Coasts) {
			sh.Coasts[c] = dislodgedSpot(sh.Coasts[c], outlines[id], labels, i, units, centers)
		}
		g.Provinces[id] = sh
	}
}

// own is the index in labels of the province's own label: a unit over its
// own province's name is still read as standing there, so that is eased
// before the unit is drawn nearer the one that took its place.
func dislodgedSpot(s geom.Spot, polys geom.Area, labels []geom.Quad, own int, units, centers []obstacle) geom.Spot {
	home := geom.Pt(float64(s.Unit[0]), float64(s.Unit[1]))
	want := math.Atan2(float64(s.Dislodged[1]-s.Unit[1]), float64(s.Dislodged[0]-s.Unit[0]))
	body := func(p geom.Vec, r float64) []geom.Vec {
		out := []geom.Vec{p}
		for a := 0; a < 360; a += 30 {
			rad := float64(a) * math.Pi / 180
			out = append(out, geom.Pt(p.X+r*math.Cos(rad), p.Y+r*math.Sin(rad)))
		}
		return out
	}
	// Three tries, each less strict: the whole body inside and clear of
	// markers and labels; the middle inside and clear of labels; the middle
	// inside.
	fits := func(p geom.Vec, strictness int, overOwnLabel bool) bool {
		r := float64(dislodgedBody)
		if strictness < 2 {
			r = 3
		}
		for _, q := range body(p, r) {
			if !polys.Contains(q) {
				return false
			}
		}
		for _, o := range units {
			if o.at != home && math.Hypot(p.X-o.at.X, p.Y-o.at.Y) < o.r+unitBare {
				return false
			}
		}
		if strictness == 0 {
			return true
		}
		for _, o := range centers {
			if strictness == 2 && math.Hypot(p.X-o.at.X, p.Y-o.at.Y) < o.r+dislodgedBody {
				return false
			}
		}
		for i, box := range labels {
			if overOwnLabel && i == own {
				continue
			}
			for _, t := range []board.UnitType{board.Army, board.Fleet} {
				for _, r := range geom.SymbolBoxes(t, p, dislodgedScale) {
					if box.OverlapsBox(r.Grow(float64(strictness) + .5)) {
						return false
					}
				}
			}
		}
		return true
	}
	// Each stage is less strict than the one before: a narrow province
	// (Rome) takes its unit farther, then nearer, before the checks ease.
	farther := append(append([]float64{}, dislodgedRadii...), 52, 54, 56)
	nearer := []float64{34, 32, 30, 28, 26, 24}
	stages := []struct {
		strict       int
		overOwnLabel bool
		radii        []float64
	}{{2, false, dislodgedRadii}, {1, false, farther}, {1, true, farther}, {1, false, nearer}, {1, true, nearer}, {0, true, append(farther, nearer...)}}
	for _, st := range stages {
		for turn := 0; turn <= 180; turn += 10 {
			for _, sign := range []float64{1, -1} {
				a := want + sign*float64(turn)*math.Pi/180
				for _, r := range st.radii {
					p := geom.Pt(home.X+r*math.Cos(a), home.Y+r*math.Sin(a))
					if fits(p, st.strict, st.overOwnLabel) {
						s.Dislodged = geom.Point{int(math.Round(p.X)), int(math.Round(p.Y))}
						return s
					}
				}
				if turn == 0 || turn == 180 {
					break
				}
			}
		}
	}
	return s
}

// symbolRects are the rectangles of every unit that may stand anywhere.
func symbolRects(g *geom.Drawing, m *board.Map, ids []string) []geom.Box {
	var out []geom.Box
	for _, id := range ids {
		sh := g.Provinces[id]
		for _, t := range []board.UnitType{board.Army, board.Fleet} {
			if m.CanHold(t, board.Loc(id)) == nil {
				out = append(out, geom.SymbolBoxes(t, geom.Pt(float64(sh.Spot.Unit[0]), float64(sh.Spot.Unit[1])), 1)...)
			}
		}
		for _, c := range sortedCoasts(sh.Coasts) {
			s := sh.Coasts[c]
			out = append(out, geom.SymbolBoxes(board.Fleet, geom.Pt(float64(s.Unit[0]), float64(s.Unit[1])), 1)...)
		}
	}
	return out
}

// offshore is the test for a label that leaves its province: every point
// of its box on the sea or in its own province, none near a unit or marker.
func offshore(id string, outlines map[string]geom.Area, m *board.Map, obstacles []obstacle, box func(geom.Vec) []geom.Vec) func(geom.Vec) bool {
	return func(p geom.Vec) bool {
		for _, q := range box(p) {
			for other, a := range outlines {
				if other == id {
					continue
				}
				if pr := m.Province(other); (pr == nil || pr.Terrain != board.Sea) && a.Contains(q) {
					return false
				}
			}
			for _, o := range obstacles {
				if math.Hypot(q.X-o.at.X, q.Y-o.at.Y) < o.r {
					return false
				}
			}
		}
		return true
	}
}

func both(a, b func(geom.Vec) bool) func(geom.Vec) bool {
	return func(p geom.Vec) bool { return a(p) && b(p) }
}

// clearOf is nearestClear's test as a predicate.
func clearOf(polys geom.Area, obstacles []obstacle, within, shape func(geom.Vec) []geom.Vec) func(geom.Vec) bool {
	return func(p geom.Vec) bool {
		for _, q := range within(p) {
			if !polys.Contains(q) {
				return false
			}
		}
		for _, q := range shape(p) {
			for _, o := range obstacles {
				if math.Hypot(q.X-o.at.X, q.Y-o.at.Y) < o.r {
					return false
				}
			}
		}
		return true
	}
}

// nearestWhere searches outward from start, as nearestClear does, for the
// first place where ok holds, and stores it in at.
func nearestWhere(start geom.Vec, ok func(geom.Vec) bool, at *geom.Vec) bool {
	if ok(start) {
		*at = start
		return true
	}
	for r := float64(searchStep); r <= searchMax; r += searchStep {
		for a := 0; a < 360; a += 10 {
			rad := float64(a) * math.Pi / 180
			p := geom.Pt(start.X+r*math.Cos(rad), start.Y+r*math.Sin(rad))
			if ok(p) {
				*at = p
				return true
			}
		}
	}
	return false
}

// nearestClear searches outward from start for the first place whose shape
// (points given by shape, grown by pad) is clear of every obstacle and
// whose points given by within lie inside the province. It keeps start when start is clear, and reports false
// when nothing near is.
func nearestClear(start geom.Vec, polys geom.Area, obstacles []obstacle, pad float64, within, shape func(geom.Vec) []geom.Vec) (geom.Vec, bool) {
	clear := func(p geom.Vec) bool {
		for _, q := range within(p) {
			if !polys.Contains(q) {
				return false
			}
		}
		for _, q := range shape(p) {
			for _, o := range obstacles {
				if math.Hypot(q.X-o.at.X, q.Y-o.at.Y) < o.r+pad {
					return false
				}
			}
		}
		return true
	}
	if clear(start) {
		return start, true
	}
	for r := float64(searchStep); r <= searchMax; r += searchStep {
		for a := 0; a < 360; a += 10 {
			rad := float64(a) * math.Pi / 180
			p := geom.Pt(start.X+r*math.Cos(rad), start.Y+r*math.Sin(rad))
			if clear(p) {
				return p, true
			}
		}
	}
	return start, false
}

func sortedCoasts(m map[string]geom.Spot) []string {
	out := make([]string, 0, len(m))
	for c := range m {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}
