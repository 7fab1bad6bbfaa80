package render

import (
	"math"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
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

// outlinedMap is a board and its drawing of outlines.
type outlinedMap struct {
	m *board.Map
	g *drawing
}

// eachOutlined runs f on every drawing of outlines: the standard map's own
// and those engine/maps carries (scripts/geomgen's, from the MILA SVGs),
// each as a subtest named by its map.
func eachOutlined(t *testing.T, f func(t *testing.T, m *board.Map, g *drawing)) {
	t.Helper()
	all := []outlinedMap{{board.Standard(), standardDrawing(t)}}
	for _, name := range maps.Names() {
		if _, no := maps.NoDrawing[name]; no {
			continue
		}
		_, pic, err := maps.Drawing(name)
		if err != nil {
			t.Fatal(err)
		}
		if pic != nil {
			continue // a DPjudge picture (maps_test.go)
		}
		m, d := loadArt(t, name)
		all = append(all, outlinedMap{m, d.g})
	}
	if len(all) < 4 {
		t.Fatalf("only %d drawings of outlines (standard, ancmed, modern, pure)", len(all))
	}
	for _, o := range all {
		t.Run(o.m.ID, func(t *testing.T) { f(t, o.m, o.g) })
	}
}

func inside(g *drawing, p geom.Point) bool {
	return p[0] > 0 && p[1] > 0 && p[0] < g.Width && p[1] < g.Height
}

func TestEveryProvinceOfTheBoardHasADrawing(t *testing.T) {
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
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
	})
}

func TestEveryDrawingIsAProvinceOfTheBoard(t *testing.T) {
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
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
	})
}

// Every place a unit may legally stand, as the board says, has a spot.
func TestEveryLegalUnitPlaceHasASpot(t *testing.T) {
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
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
		// Every province but the impassable ones holds a unit, and on the
		// standard map (75 provinces less Switzerland, both types on
		// coasts, three split coasts) more than 100 places.
		if n < len(m.Provinces)-1 || m.ID == "standard" && n < 100 {
			t.Errorf("only %d legal unit places checked; the board's CanHold changed?", n)
		}
	})
}

// Units in different places must not be drawn on top of each other.
func TestUnitSpotsAreApart(t *testing.T) {
	eachOutlined(t, func(t *testing.T, _ *board.Map, g *drawing) {
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
	})
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
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
		// An island narrower than a unit (loeb9's Corsica, from jDip's
		// drawing) holds its unit; the unit waiting to retreat stands
		// offshore beside it, in a sea it borders.
		islet := map[string]map[board.Loc]bool{"loeb9": {"CRS": true}}[m.ID]
		n := 0
		for loc, s := range places(m, g) {
			for what, at := range map[string]geom.Point{"unit": s.Unit, "dislodged": s.Dislodged} {
				n++
				got := provincesAt(g, at.Vec())
				if islet[loc] && what == "dislodged" && len(got) == 1 && m.IsSea(got[0]) && m.Adjacent(board.Fleet, loc, board.Loc(got[0])) {
					continue
				}
				if len(got) != 1 || got[0] != loc.Province() {
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
		if n < 2*(len(m.Provinces)-1) {
			t.Errorf("only %d spots checked", n)
		}
	})
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

// The tiny drawing's four main provinces are rectangles that tile the map
// (testdata/tiny.geo.json): NOR [0,200)x[0,150), SOU [0,200)x[150,300),
// HUB [200,300)x[0,300), BAY [300,400)x[0,300). So every point of the map,
// on the borders between them too, lies in exactly one of them, and the
// one that holds it can be read off the rectangles.
func TestTinyProvincesTileTheMap(t *testing.T) {
	_, g := tiny(t)
	type rect struct {
		id             string
		x0, y0, x1, y1 float64
	}
	rects := []rect{{"NOR", 0, 0, 200, 150}, {"SOU", 0, 150, 200, 300}, {"HUB", 200, 0, 300, 300}, {"BAY", 300, 0, 400, 300}}
	n := 0
	for y := 0.0; y < 300; y += 10 {
		for x := 0.0; x < 400; x += 10 {
			q := geom.Pt(x, y)
			var in []string
			for _, r := range rects {
				a := g.areas[r.id]
				if a.Contains(q) {
					in = append(in, r.id)
				}
			}
			if len(in) != 1 {
				t.Errorf("%v lies in %v, want exactly one province", q, in)
				continue
			}
			// The one whose rectangle, closed on its top and left sides,
			// holds the point: a border belongs to one side only.
			for _, r := range rects {
				if x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 && in[0] != r.id {
					t.Errorf("%v lies in %s, want %s", q, in[0], r.id)
				}
			}
			n++
		}
	}
	if n != 40*30 {
		t.Errorf("%d points checked", n)
	}
	// Off the map, in no province.
	for _, q := range []geom.Vec{geom.Pt(400, 10), geom.Pt(10, 300), geom.Pt(-1, 10), geom.Pt(10, -1), geom.Pt(410, 310)} {
		for _, r := range rects {
			if a := g.areas[r.id]; a.Contains(q) {
				t.Errorf("%v, off the map, lies in %s", q, r.id)
			}
		}
	}
	// The rock: a rectangle [60,120)x[130,170) over NOR and SOU.
	roc := g.areas["ROC"]
	for _, c := range []struct {
		q    geom.Vec
		want bool
	}{{geom.Pt(60, 130), true}, {geom.Pt(90, 150), true}, {geom.Pt(119, 169), true}, {geom.Pt(120, 150), false}, {geom.Pt(90, 170), false}, {geom.Pt(59, 150), false}, {geom.Pt(90, 129), false}} {
		if got := roc.Contains(c.q); got != c.want {
			t.Errorf("ROC holds %v: %v, want %v", c.q, got, c.want)
		}
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
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
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
	})
}

// No label covers another.
func TestLabelsAreApart(t *testing.T) {
	eachOutlined(t, func(t *testing.T, _ *board.Map, g *drawing) {
		for a, qa := range g.labels {
			for b, qb := range g.labels {
				if a < b && quadsOverlap(qa, qb) {
					t.Errorf("the labels of %s and %s overlap", a, b)
				}
			}
		}
	})
}

// The upright box kept around a label, to rule most marks out cheaply, is
// the tightest one around the turned label: it holds every corner and each
// of its sides passes through one.
func TestLabelBoundsAreTheTightestUprightBox(t *testing.T) {
	for _, rotate := range []int{0, 45, 90, -10, 180} {
		l := labelMarks(t, rotate)
		b := l.bound
		touches := [4]bool{}
		for _, c := range l.q {
			if c.X < b.X0 || c.X > b.X1 || c.Y < b.Y0 || c.Y > b.Y1 {
				t.Errorf("label turned %d: corner %v lies outside its bounds %+v", rotate, c, b)
			}
			touches[0] = touches[0] || c.X == b.X0
			touches[1] = touches[1] || c.Y == b.Y0
			touches[2] = touches[2] || c.X == b.X1
			touches[3] = touches[3] || c.Y == b.Y1
		}
		if touches != [4]bool{true, true, true, true} {
			t.Errorf("label turned %d: bounds %+v are wider than its corners %v", rotate, b, l.q)
		}
	}
}

// On a retreat map the unit waiting to retreat is drawn beside the unit that
// took its place: its ring may touch that unit's symbol but never its middle,
// so both units can be read. Rome, Yorkshire and Clyde (whose unit stands
// clear of Edinburgh's), Milan and Livonia on modern, Corsica on loeb9,
// are too narrow for that: there
// the ring may cover part of the middle, never the standing unit's centre.
func TestRetreatingUnitLeavesTheStandingUnitReadable(t *testing.T) {
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
		narrow := map[string]map[board.Loc]bool{"standard": {"ROM": true, "YOR": true, "CLY": true}, "modern": {"MIL": true, "LIV": true}, "loeb9": {"CRS": true}}[m.ID]
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
	})
}
