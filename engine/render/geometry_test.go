package render

import (
	"math"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

func standardDrawing(t *testing.T) *drawing {
	t.Helper()
	g, err := drawingFor("standard")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func inside(g *drawing, p geom.Point) bool {
	return p[0] > 0 && p[1] > 0 && p[0] < g.Width && p[1] < g.Height
}

func TestEveryProvinceOfTheBoardHasADrawing(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for _, p := range m.Provinces {
		sh, ok := g.Provinces[p.ID]
		if !ok {
			t.Errorf("%s (%s) has no drawing", p.ID, p.Name)
			continue
		}
		if !strings.HasPrefix(sh.Outline, "M") || !strings.HasSuffix(sh.Outline, "z") {
			t.Errorf("%s: outline %.20q is not a closed path", p.ID, sh.Outline)
		}
		if !inside(g, sh.Label.At) {
			t.Errorf("%s: label at %v is off the map", p.ID, sh.Label.At)
		}
		if !inside(g, sh.Spot.Unit) || !inside(g, sh.Spot.Dislodged) {
			t.Errorf("%s: unit spot %+v is off the map", p.ID, sh.Spot)
		}
		if p.Center != (sh.Center != nil) {
			t.Errorf("%s: supply center %v but marker %v", p.ID, p.Center, sh.Center)
		}
		if sh.Center != nil && !inside(g, *sh.Center) {
			t.Errorf("%s: marker %v is off the map", p.ID, *sh.Center)
		}
		for _, c := range p.Coasts {
			s, ok := sh.Coasts[c]
			if !ok || !inside(g, s.Unit) {
				t.Errorf("%s/%s: no fleet spot", p.ID, c)
			}
		}
	}
}

func TestEveryDrawingIsAProvinceOfTheBoard(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for id, sh := range g.Provinces {
		p := m.Province(id)
		if p == nil {
			t.Errorf("drawing %s is no province of the board", id)
			continue
		}
		for c := range sh.Coasts {
			if !m.ValidLoc(board.Loc(id + "/" + c)) {
				t.Errorf("drawing has a coast %s/%s the board does not", id, c)
			}
		}
	}
	if len(g.Provinces) != len(m.Provinces) {
		t.Errorf("%d drawings for %d provinces", len(g.Provinces), len(m.Provinces))
	}
}

// Every place a unit may legally stand, as the board says, has a spot.
func TestEveryLegalUnitPlaceHasASpot(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	n := 0
	for _, p := range m.Provinces {
		locs := []board.Loc{board.Loc(p.ID)}
		for _, c := range p.Coasts {
			locs = append(locs, board.Loc(p.ID+"/"+c))
		}
		for _, loc := range locs {
			for _, t0 := range []board.UnitType{board.Army, board.Fleet} {
				if m.CanHold(t0, loc) != nil {
					continue
				}
				n++
				if _, ok := g.spot(loc); !ok {
					t.Errorf("%s %s is legal but has no spot", t0, loc)
				}
			}
		}
	}
	// 75 provinces less Switzerland, both types on coasts, three split coasts.
	if n < 100 {
		t.Errorf("only %d legal unit places checked; the board's CanHold changed?", n)
	}
}

// Units in different places must not be drawn on top of each other.
func TestUnitSpotsAreApart(t *testing.T) {
	g := standardDrawing(t)
	type named struct {
		loc string
		at  geom.Point
	}
	var all []named
	for id, sh := range g.Provinces {
		all = append(all, named{id, sh.Spot.Unit})
		for c, s := range sh.Coasts {
			all = append(all, named{id + "/" + c, s.Unit})
		}
	}
	for i, a := range all {
		for _, b := range all[i+1:] {
			dx, dy := a.at[0]-b.at[0], a.at[1]-b.at[1]
			if dx*dx+dy*dy < 20*20 {
				t.Errorf("%s and %s are drawn %v and %v apart", a.loc, b.loc, a.at, b.at)
			}
		}
	}
}

// places is every place a unit may stand on the board, with its drawing.
func places(m *board.Map, g *drawing) map[board.Loc]geom.Spot {
	out := map[board.Loc]geom.Spot{}
	for id, sh := range g.Provinces {
		if m.CanHold(board.Army, board.Loc(id)) == nil || m.CanHold(board.Fleet, board.Loc(id)) == nil {
			out[board.Loc(id)] = sh.Spot
		}
		for c, s := range sh.Coasts {
			out[board.Loc(id+"/"+c)] = s
		}
	}
	return out
}

// provincesAt is every province whose outline holds the point.
func provincesAt(g *drawing, q geom.Vec) []string {
	var in []string
	for id, a := range g.areas {
		if a.Contains(q) {
			in = append(in, id)
		}
	}
	sort.Strings(in)
	return in
}

// Every unit spot, dislodged spot and build spot (a build is drawn on the
// unit spot, or on the dislodged spot when a unit stands there) lies inside
// its own province and no other; a coast's spots lie in the province of the
// coast. Supply-center markers too.
func TestEverySpotLiesInItsOwnProvince(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	n := 0
	for loc, s := range places(m, g) {
		for what, at := range map[string]geom.Point{"unit": s.Unit, "dislodged": s.Dislodged} {
			n++
			if got := provincesAt(g, at.Vec()); len(got) != 1 || got[0] != loc.Province() {
				t.Errorf("%s: %s spot %v lies in %v", loc, what, at, got)
			}
		}
	}
	for id, sh := range g.Provinces {
		if sh.Center != nil {
			if got := provincesAt(g, (*sh.Center).Vec()); len(got) != 1 || got[0] != id {
				t.Errorf("%s: supply center %v lies in %v", id, *sh.Center, got)
			}
		}
	}
	if n < 2*80 {
		t.Errorf("only %d spots checked", n)
	}
}

// The point-in-polygon test itself: the middle of a province's label box
// is not a test of it, so known places are.
func TestPointInProvince(t *testing.T) {
	g := standardDrawing(t)
	for _, c := range []struct {
		at   geom.Vec
		want string
	}{
		{g.Provinces["PAR"].Spot.Unit.Vec(), "PAR"},
		{g.Provinces["BOH"].Spot.Unit.Vec(), "BOH"},
		{g.Provinces["NTH"].Spot.Unit.Vec(), "NTH"},
		{g.Provinces["STP"].Coasts["NC"].Unit.Vec(), "STP"},
	} {
		if got := provincesAt(g, c.at); len(got) != 1 || got[0] != c.want {
			t.Errorf("%v lies in %v, want %s", c.at, got, c.want)
		}
	}
	if got := provincesAt(g, geom.Pt(-10, -10)); len(got) != 0 {
		t.Errorf("a point off the map lies in %v", got)
	}
}

// The boxes the generator keeps labels off, and the tests below check, are
// the symbols as drawn: their outlines grown by 1 of the stroke's half
// width of 1.25.
func TestSymbolBoxesAreTheSymbolsDrawn(t *testing.T) {
	outline := func(d string) geom.Box {
		a, err := geom.Flatten(d)
		if err != nil {
			t.Fatal(err)
		}
		return a.Bound.Grow(1)
	}
	for ut, want := range map[board.UnitType][]geom.Box{
		board.Army:  {geom.Around(geom.Vec{}, armyRadius+1)},
		board.Fleet: {outline(fleetHull), outline(fleetSail)},
	} {
		if got := geom.SymbolBoxes(ut, geom.Vec{}, 1); !slices.Equal(got, want) {
			t.Errorf("%s: boxes %v, the symbol drawn covers %v", ut, got, want)
		}
	}
}

// No unit, standing or dislodged, covers another province's label.
func TestNoUnitCoversAnotherProvincesLabel(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for loc, s := range places(m, g) {
		for _, ut := range []board.UnitType{board.Army, board.Fleet} {
			if m.CanHold(ut, loc) != nil {
				continue
			}
			boxes := map[string][]geom.Box{
				"unit":      geom.SymbolBoxes(ut, s.Unit.Vec(), 1),
				"dislodged": geom.SymbolBoxes(ut, s.Dislodged.Vec(), dislodgedScale),
			}
			for what, bs := range boxes {
				for id, l := range g.labels {
					for _, b := range bs {
						if id != loc.Province() && l.OverlapsBox(b) {
							t.Errorf("%s %s: the %s symbol covers %s's label", ut, loc, what, id)
							break
						}
					}
				}
			}
		}
	}
}

// No label covers another.
func TestLabelsAreApart(t *testing.T) {
	g := standardDrawing(t)
	for a, qa := range g.labels {
		for b, qb := range g.labels {
			if a < b && quadsOverlap(qa, qb) {
				t.Errorf("the labels of %s and %s overlap", a, b)
			}
		}
	}
}

// quadsOverlap is the separating axis theorem for two turned rectangles.
func quadsOverlap(a, b geom.Quad) bool {
	for _, ax := range []geom.Vec{a[1].Sub(a[0]), a[3].Sub(a[0]), b[1].Sub(b[0]), b[3].Sub(b[0])} {
		alo, ahi, blo, bhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for i := range a {
			da, db := a[i].X*ax.X+a[i].Y*ax.Y, b[i].X*ax.X+b[i].Y*ax.Y
			alo, ahi = math.Min(alo, da), math.Max(ahi, da)
			blo, bhi = math.Min(blo, db), math.Max(bhi, db)
		}
		if ahi <= blo || bhi <= alo {
			return false
		}
	}
	return true
}

func TestTurnedLabelBoxOverlap(t *testing.T) {
	// "ROM" turned 45 degrees clockwise at (100, 100): the text runs down to
	// the right, its letters stand up to the right of that line.
	q := geom.LabelBox("ROM", geom.Label{At: geom.Point{100, 100}, Rotate: 45, Small: true})
	for _, c := range []struct {
		b    geom.Box
		want bool
	}{
		{geom.Around(geom.Pt(100, 100), 3), true},           // on the anchor
		{geom.Around(geom.Pt(112, 100), 3), true},           // along the text, inside
		{geom.Around(geom.Pt(80, 80), 3), false},            // inside the upright bounding box, off the turned text
		{geom.Around(geom.Pt(125, 125), 3), false},          // beyond its end
		{geom.Box{X0: 0, Y0: 0, X1: 200, Y1: 200}, true},    // a box around it all
		{geom.Box{X0: 130, Y0: 60, X1: 140, Y1: 70}, false}, // a corner of the bounding box
		{geom.Around(geom.Pt(100, 90), 2), true},            // above the baseline, under the letters
	} {
		if got := q.OverlapsBox(c.b); got != c.want {
			t.Errorf("box %+v: overlaps %v, want %v (label %v)", c.b, got, c.want, q)
		}
	}
}

// On a retreat map the unit waiting to retreat is drawn beside the unit that
// took its place: its ring may touch that unit's symbol but never its middle,
// so both units can be read. Rome and Yorkshire are too narrow for that: there
// the ring may cover part of the middle, never the standing unit's centre.
func TestRetreatingUnitLeavesTheStandingUnitReadable(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	narrow := map[board.Loc]bool{"ROM": true, "YOR": true}
	for loc, s := range places(m, g) {
		d := math.Hypot(float64(s.Dislodged[0]-s.Unit[0]), float64(s.Dislodged[1]-s.Unit[1]))
		want := float64(retreatRing + symbolCore)
		if narrow[loc] {
			want = retreatRing
		}
		if d < want {
			t.Errorf("%s: the unit waiting to retreat is drawn %.1f from the standing unit; its ring covers that unit's middle (want at least %.0f)", loc, d, want)
		}
	}
}
