package render

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

func standardGeometry(t *testing.T) *Geometry {
	t.Helper()
	g, err := geometryFor("standard")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func inside(g *Geometry, p Point) bool {
	return p[0] > 0 && p[1] > 0 && p[0] < g.Width && p[1] < g.Height
}

func TestEveryProvinceOfTheBoardHasADrawing(t *testing.T) {
	m, g := board.Standard(), standardGeometry(t)
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
	m, g := board.Standard(), standardGeometry(t)
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
	m, g := board.Standard(), standardGeometry(t)
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
	g := standardGeometry(t)
	type named struct {
		loc string
		at  Point
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
