package render

import (
	"fmt"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// unitGroups are the drawn units by their text, each with where it is
// drawn and its state.
type drawnUnit struct{ at, state, power string }

func unitGroups(els []*element) map[string][]drawnUnit {
	out := map[string][]drawnUnit{}
	for _, e := range els {
		if u, ok := e.attrs["data-unit"]; ok && e.name == "g" {
			out[u] = append(out[u], drawnUnit{e.attrs["data-at"], e.attrs["data-state"], e.attrs["data-power"]})
		}
	}
	return out
}

func spotText(p geom.Point) string { return fmt.Sprintf("%d %d", p[0], p[1]) }

// Derived from the scene and the geometry file, not from the renderer:
// every unit is drawn exactly once, at its spot (a unit waiting to retreat
// at its dislodged spot), and nothing else is drawn as a unit.
func TestEveryUnitIsDrawnOnceAtItsSpot(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for name, s := range samples(m) {
		checkUnits(t, name, s, g, mustRender(t, s))
	}
}

func checkUnits(t *testing.T, name string, s Scene, g *drawing, doc string) {
	t.Helper()
	{
		drawn := unitGroups(elements(t, doc))
		want := map[string][]drawnUnit{}
		for _, u := range s.Units {
			sp, _ := g.spot(u.Unit.Loc)
			state := ""
			for _, o := range s.Orders {
				if o.Dislodged && o.Order.Unit.Loc == u.Unit.Loc {
					state = "dislodged"
				}
			}
			want[u.Unit.String()] = append(want[u.Unit.String()], drawnUnit{spotText(sp.Unit), state, u.Power})
		}
		for _, d := range s.Dislodged {
			sp, _ := g.spot(d.Unit.Loc)
			want[d.Unit.String()] = append(want[d.Unit.String()], drawnUnit{spotText(sp.Dislodged), "retreating", d.Power})
		}
		for u, w := range want {
			got := drawn[u]
			if len(got) != len(w) {
				t.Errorf("%s: %s drawn %d times, want %d", name, u, len(got), len(w))
				continue
			}
			for _, x := range w {
				found := false
				for _, y := range got {
					found = found || x == y
				}
				if !found {
					t.Errorf("%s: %s drawn as %+v, want %+v", name, u, got, x)
				}
			}
		}
		for u := range drawn {
			if _, ok := want[u]; !ok {
				t.Errorf("%s: %s is drawn but not in the scene", name, u)
			}
		}
	}
}

// Every supply center is drawn once, at its marker, in its owner's colour,
// or white when no one owns it.
func TestEveryCenterIsDrawnAtItsMarker(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := midGameScene(m)
	want := map[geom.Vec]string{}
	for _, pr := range m.Provinces {
		if pr.Center {
			fill := "#ffffff"
			if owner := s.Owners[pr.ID]; owner != "" {
				fill = m.Power(owner).Colour
			}
			want[(*g.Provinces[pr.ID].Center).Vec()] = fill
		}
	}
	got := map[geom.Vec]string{}
	n := 0
	for _, e := range elements(t, mustRender(t, s)) {
		if e.name == "circle" && e.attrs["class"] == "sc" {
			got[num2(t, e, "cx", "cy")] = e.attrs["fill"]
			n++
		}
	}
	if n != 34 || len(want) != 34 {
		t.Errorf("%d center markers drawn, %d centers on the board, want 34", n, len(want))
	}
	for at, fill := range want {
		if got[at] != fill {
			t.Errorf("the center at %v is filled %q, want %q", at, got[at], fill)
		}
	}
}

// Every supply center of the board has its marker at the drawing's spot,
// white when neutral and in its owner's colour when owned; nothing else is
// marked as a center.
func TestEverySupplyCenterIsMarkedInItsOwnersColour(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := openingScene(m)
	s.Owners["BEL"] = "ENGLAND"
	s.Owners["TUN"] = "ITALY"
	markers := circlesOf(elements(t, mustRender(t, s)), "sc")
	n := 0
	for _, pr := range m.Provinces {
		if !pr.Center {
			continue
		}
		n++
		at := g.Provinces[pr.ID].Center
		e := markers[spotText(*at)]
		if e == nil {
			t.Errorf("%s: no supply-center marker at %v", pr.ID, *at)
			continue
		}
		want := "#ffffff"
		if owner := s.Owners[pr.ID]; owner != "" {
			want = m.Power(owner).Colour
		}
		if e.attrs["fill"] != want {
			t.Errorf("%s (owner %q): marker filled %s, want %s", pr.ID, s.Owners[pr.ID], e.attrs["fill"], want)
		}
	}
	if n != 34 || len(markers) != n {
		t.Errorf("%d supply-center markers for %d centers, want 34", len(markers), n)
	}
}
