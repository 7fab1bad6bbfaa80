package render

import (
	"fmt"
	"math"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
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
		// A unit waiting to retreat whose attacker's province is known
		// stands beside its spot on that side (checkBeside); else at the
		// drawing's offset spot.
		beside := map[string]judge.Dislodgement{}
		for _, d := range s.Dislodged {
			sp, _ := g.spot(d.Unit.Loc)
			at := spotText(sp.Dislodged)
			if _, ok := g.Provinces[d.AttackedFrom]; ok {
				at, beside[d.Unit.String()] = "beside", d
			}
			want[d.Unit.String()] = append(want[d.Unit.String()], drawnUnit{at, "retreating", d.Power})
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
					if d, ok := beside[u]; ok && x.at == "beside" && y.state == "retreating" {
						var at geom.Vec
						fmt.Sscanf(y.at, "%g %g", &at.X, &at.Y)
						checkBeside(t, name, g, d, at)
						y.at = "beside"
					}
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

// checkBeside checks where a unit waiting to retreat is drawn: inside its
// own province, beside the unit that took its place (its ring off that
// unit's middle, near enough to read as one place), on the side of the
// province it was attacked from.
func checkBeside(t *testing.T, name string, g *drawing, d judge.Dislodgement, at geom.Vec) {
	t.Helper()
	sp, _ := g.spot(d.Unit.Loc)
	home := sp.Unit.Vec()
	off := at.Sub(home)
	if l := off.Len(); l < retreatRing-.5 || l > 56.5 {
		t.Errorf("%s: %s waiting to retreat is drawn %.1f from its spot, want %d to 56", name, d.Unit, l, retreatRing)
	}
	if a := g.areas[d.Unit.Loc.Province()]; !a.Contains(at) {
		t.Errorf("%s: %s waiting to retreat is drawn at %v, outside its province", name, d.Unit, at)
	}
	way := g.Provinces[d.AttackedFrom].Spot.Unit.Vec().Sub(home)
	if off.X*way.X+off.Y*way.Y <= 0 && roomBeside(g, d, way) {
		t.Errorf("%s: %s, attacked from %s, is drawn on the other side (offset %v, attack from %v)", name, d.Unit, d.AttackedFrom, off, way)
	}
}

// roomBeside reports whether the province has room for a unit waiting to
// retreat on the side of way: a middle inside it, 24 to 56 from the unit
// spot, whose symbol, grown by 1 as fitsBeside grows it, covers no label
// (way zero: on any side).
func roomBeside(g *drawing, d judge.Dislodgement, way geom.Vec) bool {
	sp, _ := g.spot(d.Unit.Loc)
	home, area := sp.Unit.Vec(), g.areas[d.Unit.Loc.Province()]
	for a := 0; a < 360; a += 2 {
		dir := geom.Pt(math.Cos(float64(a)*math.Pi/180), math.Sin(float64(a)*math.Pi/180))
		if dir.X*way.X+dir.Y*way.Y < 0.01*way.Len() {
			continue
		}
	next:
		for r := 24.0; r <= 56; r += 2 {
			q := home.Add(dir.Mul(r))
			if !area.Contains(q) {
				continue
			}
			for _, l := range g.labels {
				for _, b := range geom.SymbolBoxes(d.Unit.Type, q, dislodgedScale) {
					if l.OverlapsBox(b.Grow(1)) {
						continue next
					}
				}
			}
			return true
		}
	}
	return false
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
