package main

import (
	"math"
	"sort"
	"strconv"

	"github.com/payola-gm/payola/engine/board"
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

type vec struct{ x, y float64 }

// obstacle is a disc that labels and markers keep out of.
type obstacle struct {
	at vec
	r  float64
}

// clearPlaces moves labels and markers off the unit spots, in province
// order so that the result is the same every run.
func clearPlaces(g *Geometry, m *board.Map) error {
	ids := make([]string, 0, len(g.Provinces))
	for id := range g.Provinces {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	outlines := map[string][][]vec{}
	for _, id := range ids {
		polys, err := flatten(g.Provinces[id].Outline)
		if err != nil {
			return err
		}
		outlines[id] = polys
	}
	moveSpotsInside(g, ids, outlines)
	var units []obstacle
	for _, id := range ids {
		sh := g.Provinces[id]
		spots := []Spot{sh.Spot}
		for _, c := range sortedCoasts(sh.Coasts) {
			spots = append(spots, sh.Coasts[c])
		}
		for _, s := range spots {
			units = append(units, obstacle{vec{float64(s.Unit[0]), float64(s.Unit[1])}, unitClear})
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
		at := vec{float64(sh.Center[0]), float64(sh.Center[1])}
		disc := func(p vec) []vec { return []vec{p} }
		if p, ok := nearestClear(at, outlines[id], units, centerClear, disc, disc); ok {
			at = p
		}
		c := Point{int(math.Round(at.x)), int(math.Round(at.y))}
		sh.Center = &c
		g.Provinces[id] = sh
		centers = append(centers, obstacle{at, centerClear})
		tight = append(tight, obstacle{at, centerClear})
	}
	for _, id := range ids {
		sh := g.Provinces[id]
		l := sh.Label
		font := 21.0
		if l.Small {
			font = 17
		}
		halfW, halfH := 0.72*font*float64(len(id))/2, 0.38*font
		// Text runs along its rotation from the anchor (its middle) and
		// stands above its baseline; sample the box along its centre line.
		rad := float64(l.Rotate) * math.Pi / 180
		along := vec{math.Cos(rad), math.Sin(rad)}
		up := vec{math.Sin(rad), -math.Cos(rad)}
		box := func(p vec) []vec {
			c := vec{p.x + up.x*halfH, p.y + up.y*halfH}
			out := []vec{c}
			for _, k := range []float64{-1, -0.5, 0.5, 1} {
				for _, h := range []float64{-1, 1} {
					out = append(out, vec{c.x + along.x*k*halfW + up.x*h*halfH, c.y + along.y*k*halfW + up.y*h*halfH})
				}
			}
			return out
		}
		at := vec{float64(l.At[0]), float64(l.At[1])}
		obstacles := append(append([]obstacle{}, units...), centers...)
		centre := func(p vec) []vec { return box(p)[:1] }
		// Discs keep labels roughly clear of units; the symbols' own
		// outlines (a fleet is wider than a disc) decide.
		free := func(margin float64) func(vec) bool {
			return func(p vec) bool {
				q := labelBox(id, Label{At: Point{int(math.Round(p.x)), int(math.Round(p.y))}, Rotate: l.Rotate, Small: l.Small})
				for _, r := range symbols {
					if quadHitsRect(q, r.grow(margin)) {
						return false
					}
				}
				// Nor another label, where it stands now.
				for _, other := range ids {
					if other != id && rectsHit(q, labelBox(other, g.Provinces[other].Label)) {
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
			// Narrower still (Rome): the label may touch a symbol's edge.
		}
		sh.Label.At = Point{int(math.Round(at.x)), int(math.Round(at.y))}
		g.Provinces[id] = sh
	}
	placeDislodged(g, ids, outlines, units, centers)
	return nil
}

// spotMargin is how far inside its province a unit spot must lie.
const spotMargin = 8

// moveSpotsInside moves the few jDip unit spots that lie on or over their
// province's border (ALB, CLY, LON) to the nearest place well inside it.
func moveSpotsInside(g *Geometry, ids []string, outlines map[string][][]vec) {
	disc := func(p vec) []vec {
		out := []vec{p}
		for a := 0; a < 360; a += 45 {
			rad := float64(a) * math.Pi / 180
			out = append(out, vec{p.x + spotMargin*math.Cos(rad), p.y + spotMargin*math.Sin(rad)})
		}
		return out
	}
	fix := func(s Spot, polys [][]vec) Spot {
		at := vec{float64(s.Unit[0]), float64(s.Unit[1])}
		if p, ok := nearestClear(at, polys, nil, 0, disc, disc); ok {
			d := Point{int(math.Round(p.x)) - s.Unit[0], int(math.Round(p.y)) - s.Unit[1]}
			s.Unit = Point{s.Unit[0] + d[0], s.Unit[1] + d[1]}
			s.Dislodged = Point{s.Dislodged[0] + d[0], s.Dislodged[1] + d[1]}
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
func placeDislodged(g *Geometry, ids []string, outlines map[string][][]vec, units, centers []obstacle) {
	var labels [][]vec
	for _, id := range ids {
		labels = append(labels, labelBox(id, g.Provinces[id].Label))
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
func dislodgedSpot(s Spot, polys [][]vec, labels [][]vec, own int, units, centers []obstacle) Spot {
	home := vec{float64(s.Unit[0]), float64(s.Unit[1])}
	want := math.Atan2(float64(s.Dislodged[1]-s.Unit[1]), float64(s.Dislodged[0]-s.Unit[0]))
	body := func(p vec, r float64) []vec {
		out := []vec{p}
		for a := 0; a < 360; a += 30 {
			rad := float64(a) * math.Pi / 180
			out = append(out, vec{p.x + r*math.Cos(rad), p.y + r*math.Sin(rad)})
		}
		return out
	}
	// Three tries, each less strict: the whole body inside and clear of
	// markers and labels; the middle inside and clear of labels; the middle
	// inside.
	fits := func(p vec, strictness int, overOwnLabel bool) bool {
		r := float64(dislodgedBody)
		if strictness < 2 {
			r = 3
		}
		for _, q := range body(p, r) {
			if !inside(polys, q) {
				return false
			}
		}
		for _, o := range units {
			if o.at != home && math.Hypot(p.x-o.at.x, p.y-o.at.y) < o.r+unitBare {
				return false
			}
		}
		if strictness == 0 {
			return true
		}
		for _, o := range centers {
			if strictness == 2 && math.Hypot(p.x-o.at.x, p.y-o.at.y) < o.r+dislodgedBody {
				return false
			}
		}
		for i, box := range labels {
			if overOwnLabel && i == own {
				continue
			}
			for _, t := range []board.UnitType{board.Army, board.Fleet} {
				for _, r := range unitRects(t, p, dislodgedScale) {
					if quadHitsRect(box, r.grow(float64(strictness)+.5)) {
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
					p := vec{home.x + r*math.Cos(a), home.y + r*math.Sin(a)}
					if fits(p, st.strict, st.overOwnLabel) {
						s.Dislodged = Point{int(math.Round(p.x)), int(math.Round(p.y))}
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

// labelBox is the corners of a label's text box, as the renderer writes it
// (the same estimate of the text's size as clearPlaces uses).
func labelBox(id string, l Label) []vec {
	font := 21.0
	if l.Small {
		font = 17
	}
	halfW, h := 0.72*font*float64(len(id))/2, 0.76*font
	rad := float64(l.Rotate) * math.Pi / 180
	along := vec{math.Cos(rad), math.Sin(rad)}
	up := vec{math.Sin(rad), -math.Cos(rad)}
	at := vec{float64(l.At[0]), float64(l.At[1])}
	var out []vec
	for _, c := range [][2]float64{{-1, 0}, {1, 0}, {1, 1}, {-1, 1}} {
		out = append(out, vec{at.x + along.x*c[0]*halfW + up.x*c[1]*h, at.y + along.y*c[0]*halfW + up.y*c[1]*h})
	}
	return out
}

// rect is an axis-aligned rectangle.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) grow(d float64) rect { return rect{r.x0 - d, r.y0 - d, r.x1 + d, r.y1 + d} }

// unitRects are the rectangles a unit symbol covers at a scale, as the
// renderer draws it: an army's token, a fleet's hull and sail.
func unitRects(t board.UnitType, at vec, scale float64) []rect {
	sized := func(x0, y0, x1, y1 float64) rect {
		return rect{at.x + x0*scale, at.y + y0*scale, at.x + x1*scale, at.y + y1*scale}
	}
	if t == board.Fleet {
		return []rect{sized(-26, 4, 26, 19), sized(-5, -22, 18, 4)}
	}
	return []rect{sized(-18, -18, 18, 18)}
}

// symbolRects are the rectangles of every unit that may stand anywhere.
func symbolRects(g *Geometry, m *board.Map, ids []string) []rect {
	var out []rect
	for _, id := range ids {
		sh := g.Provinces[id]
		for _, t := range []board.UnitType{board.Army, board.Fleet} {
			if m.CanHold(t, board.Loc(id)) == nil {
				out = append(out, unitRects(t, vec{float64(sh.Spot.Unit[0]), float64(sh.Spot.Unit[1])}, 1)...)
			}
		}
		for _, c := range sortedCoasts(sh.Coasts) {
			s := sh.Coasts[c]
			out = append(out, unitRects(board.Fleet, vec{float64(s.Unit[0]), float64(s.Unit[1])}, 1)...)
		}
	}
	return out
}

// quadHitsRect reports whether a turned rectangle (corners in order) and
// an axis-aligned one share area: the separating axis theorem, as the
// renderer's quad.overlaps.
func quadHitsRect(q []vec, r rect) bool {
	return rectsHit(q, []vec{{r.x0, r.y0}, {r.x1, r.y0}, {r.x1, r.y1}, {r.x0, r.y1}})
}

// rectsHit reports whether two turned rectangles (corners in order) share
// area.
func rectsHit(q, corners []vec) bool {
	axes := []vec{
		{q[1].x - q[0].x, q[1].y - q[0].y}, {q[3].x - q[0].x, q[3].y - q[0].y},
		{corners[1].x - corners[0].x, corners[1].y - corners[0].y}, {corners[3].x - corners[0].x, corners[3].y - corners[0].y},
	}
	for _, ax := range axes {
		qlo, qhi := math.Inf(1), math.Inf(-1)
		for _, c := range q {
			d := c.x*ax.x + c.y*ax.y
			qlo, qhi = math.Min(qlo, d), math.Max(qhi, d)
		}
		rlo, rhi := math.Inf(1), math.Inf(-1)
		for _, c := range corners {
			d := c.x*ax.x + c.y*ax.y
			rlo, rhi = math.Min(rlo, d), math.Max(rhi, d)
		}
		if qhi <= rlo || rhi <= qlo {
			return false
		}
	}
	return true
}

func both(a, b func(vec) bool) func(vec) bool { return func(p vec) bool { return a(p) && b(p) } }

// clearOf is nearestClear's test as a predicate.
func clearOf(polys [][]vec, obstacles []obstacle, within, shape func(vec) []vec) func(vec) bool {
	return func(p vec) bool {
		for _, q := range within(p) {
			if !inside(polys, q) {
				return false
			}
		}
		for _, q := range shape(p) {
			for _, o := range obstacles {
				if math.Hypot(q.x-o.at.x, q.y-o.at.y) < o.r {
					return false
				}
			}
		}
		return true
	}
}

// nearestWhere searches outward from start, as nearestClear does, for the
// first place where ok holds, and stores it in at.
func nearestWhere(start vec, ok func(vec) bool, at *vec) bool {
	if ok(start) {
		*at = start
		return true
	}
	for r := float64(searchStep); r <= searchMax; r += searchStep {
		for a := 0; a < 360; a += 10 {
			rad := float64(a) * math.Pi / 180
			p := vec{start.x + r*math.Cos(rad), start.y + r*math.Sin(rad)}
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
func nearestClear(start vec, polys [][]vec, obstacles []obstacle, pad float64, within, shape func(vec) []vec) (vec, bool) {
	clear := func(p vec) bool {
		for _, q := range within(p) {
			if !inside(polys, q) {
				return false
			}
		}
		for _, q := range shape(p) {
			for _, o := range obstacles {
				if math.Hypot(q.x-o.at.x, q.y-o.at.y) < o.r+pad {
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
			p := vec{start.x + r*math.Cos(rad), start.y + r*math.Sin(rad)}
			if clear(p) {
				return p, true
			}
		}
	}
	return start, false
}

// inside is the even-odd rule over all sub-paths of a province.
func inside(polys [][]vec, p vec) bool {
	in := false
	for _, poly := range polys {
		for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
			a, b := poly[i], poly[j]
			if (a.y > p.y) != (b.y > p.y) && p.x < (b.x-a.x)*(p.y-a.y)/(b.y-a.y)+a.x {
				in = !in
			}
		}
	}
	return in
}

// flatten turns the generator's own path data (M, m, l, c, z with relative
// coordinates) into polygons, sampling each curve.
func flatten(d string) ([][]vec, error) {
	toks := pathTokens(d)
	var polys [][]vec
	var cur []vec
	var pos, start vec
	cmd := byte(0)
	nums := func(i, n int) ([]float64, error) {
		out := make([]float64, n)
		for k := range out {
			if i+k >= len(toks) {
				return nil, strconv.ErrSyntax
			}
			v, err := strconv.ParseFloat(toks[i+k], 64)
			if err != nil {
				return nil, err
			}
			out[k] = v
		}
		return out, nil
	}
	for i := 0; i < len(toks); {
		if c := toks[i][0]; (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') {
			cmd = c
			i++
			if cmd == 'z' {
				if len(cur) > 0 {
					polys = append(polys, cur)
				}
				cur, pos = nil, start
			}
			continue
		}
		switch cmd {
		case 'M', 'm':
			v, err := nums(i, 2)
			if err != nil {
				return nil, err
			}
			if cmd == 'M' {
				pos = vec{v[0], v[1]}
			} else {
				pos = vec{pos.x + v[0], pos.y + v[1]}
			}
			start, cur = pos, []vec{pos}
			cmd = 'l'
			i += 2
		case 'l':
			v, err := nums(i, 2)
			if err != nil {
				return nil, err
			}
			pos = vec{pos.x + v[0], pos.y + v[1]}
			cur = append(cur, pos)
			i += 2
		case 'c':
			v, err := nums(i, 6)
			if err != nil {
				return nil, err
			}
			p0 := pos
			c1 := vec{p0.x + v[0], p0.y + v[1]}
			c2 := vec{p0.x + v[2], p0.y + v[3]}
			p3 := vec{p0.x + v[4], p0.y + v[5]}
			for _, t := range []float64{0.25, 0.5, 0.75, 1} {
				u := 1 - t
				cur = append(cur, vec{
					u*u*u*p0.x + 3*u*u*t*c1.x + 3*u*t*t*c2.x + t*t*t*p3.x,
					u*u*u*p0.y + 3*u*u*t*c1.y + 3*u*t*t*c2.y + t*t*t*p3.y,
				})
			}
			pos = p3
			i += 6
		default:
			return nil, strconv.ErrSyntax
		}
	}
	if len(cur) > 0 {
		polys = append(polys, cur)
	}
	return polys, nil
}

func sortedCoasts(m map[string]Spot) []string {
	out := make([]string, 0, len(m))
	for c := range m {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}
