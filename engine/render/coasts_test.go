package render

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Issue 33, coasts in every rule, drawn: on every split-coast province of
// every map with a drawing, each kind of mark for a fleet on one coast
// goes by that coast's spot, never the other coast's: the cross of a
// failed hold (on its ring), the badge of a removal (beside its ring), the
// badge of a disbanded dislodged fleet (beside it, where it is drawn),
// a build's ring (on the coast's spot) and a refused build's grey ghost
// (on the coast's spot, or beside it when a fleet stands on the other
// coast, so that it hides no unit).

// xy reads a data-at or a circle's centre.
func xy(t *testing.T, s string) geom.Vec {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 2 {
		t.Fatalf("position %q", s)
	}
	x, _ := strconv.ParseFloat(f[0], 64)
	y, _ := strconv.ParseFloat(f[1], 64)
	return geom.Pt(x, y)
}

// markAt is where the mark of the order is drawn.
func markAt(t *testing.T, els []*element, order string) (geom.Vec, bool) {
	for _, e := range els {
		if e.attrs["data-mark"] == order {
			return xy(t, e.attrs["data-at"]), true
		}
	}
	return geom.Vec{}, false
}

// circleAt is the centre of the first circle of the class.
func circleAt(t *testing.T, els []*element, class string) (geom.Vec, bool) {
	for _, e := range els {
		if e.name == "circle" && e.attrs["class"] == class {
			return xy(t, e.attrs["cx"]+" "+e.attrs["cy"]), true
		}
	}
	return geom.Vec{}, false
}

// unitDrawnAt is where the unit is drawn (a retreating one when asked).
func unitDrawnAt(t *testing.T, els []*element, unit string, retreating bool) (geom.Vec, bool) {
	for _, e := range els {
		if e.attrs["data-unit"] == unit && (e.attrs["data-state"] == "retreating") == retreating && e.attrs["data-at"] != "" {
			return xy(t, e.attrs["data-at"]), true
		}
	}
	return geom.Vec{}, false
}

// TestCoastMarksGoByTheirCoast draws, map by map, every split-coast
// province's fleets on their first coast in one scene of each kind, then
// on their second, and so on.
func TestCoastMarksGoByTheirCoast(t *testing.T) {
	counts := map[string]int{}
	near := func(a, b geom.Vec, r float64) bool { return a.Sub(b).Len() <= r+1 }
	for _, name := range maps.Names() {
		var m *board.Map
		var d *Drawing
		var g *drawing
		switch _, no := maps.NoDrawing[name]; {
		case name == "standard":
			m = board.Standard()
			var err error
			if g, err = drawingFor(name); err != nil {
				t.Fatal(err)
			}
		case no:
			continue
		default:
			m, d = loadArt(t, name)
			g = d.g
		}
		power, rival := m.Powers[0].Name, m.Powers[1].Name
		for k := 0; ; k++ {
			type coastCase struct {
				prov              string
				here, there       board.Loc
				spot              geom.Spot
				at                geom.Vec
				fleet, onOther    orders.Unit
				hold, rm, dis, bd orders.Order
			}
			var cases []coastCase
			for _, p := range m.Provinces {
				if len(p.Coasts) < 2 || k >= len(p.Coasts) {
					continue
				}
				here, there := board.Loc(p.ID+"/"+p.Coasts[k]), board.Loc(p.ID+"/"+p.Coasts[(k+1)%len(p.Coasts)])
				sc, ok1 := g.spot(here)
				so, ok2 := g.spot(there)
				if !ok1 || !ok2 {
					t.Errorf("%s: no spot for %s or %s", name, here, there)
					continue
				}
				if sc.Unit.Vec().Sub(so.Unit.Vec()).Len() > 2*ringRadius+4 {
					counts["apart"]++ // a mark near one coast cannot be as near the other
				}
				fleet := orders.Unit{Type: board.Fleet, Loc: here}
				cases = append(cases, coastCase{prov: p.ID, here: here, there: there, spot: sc, at: sc.Unit.Vec(), fleet: fleet,
					onOther: orders.Unit{Type: board.Fleet, Loc: there},
					hold:    orders.Order{Unit: fleet, Kind: orders.Hold}, rm: orders.Order{Unit: fleet, Kind: orders.Remove},
					dis: orders.Order{Unit: fleet, Kind: orders.Disband}, bd: orders.Order{Unit: fleet, Kind: orders.Build}})
			}
			if len(cases) == 0 {
				break
			}
			title := fmt.Sprintf("%s, coast %d", name, k+1)
			scene := func(units func(coastCase) []orders.Placed, ord func(coastCase) judge.OrderResult, dislodged bool) string {
				s := Scene{Title: title}
				for _, c := range cases {
					s.Units = append(s.Units, units(c)...)
					s.Orders = append(s.Orders, ord(c))
					if dislodged {
						s.Dislodged = append(s.Dislodged, judge.Dislodgement{Power: power, Unit: c.fleet, AttackedFrom: m.Neighbours(c.prov)[0]})
					}
				}
				var out bytes.Buffer
				if err := MapOn(&out, m, d, s); err != nil {
					t.Fatalf("%s: %v", s.Title, err)
				}
				return out.String()
			}
			fleets := func(c coastCase) []orders.Placed { return []orders.Placed{{Power: power, Unit: c.fleet}} }
			none := func(coastCase) []orders.Placed { return nil }

			// A failed hold: the cross on the ring round the fleet on its coast.
			els := elements(t, scene(fleets, func(c coastCase) judge.OrderResult {
				return judge.OrderResult{Power: power, Order: c.hold, Outcome: judge.Fails}
			}, false))
			for _, c := range cases {
				if drawn, ok := unitDrawnAt(t, els, c.fleet.String(), false); !ok || !near(drawn, c.at, 0) {
					t.Errorf("%s: %s drawn at %v (%v), its coast's spot is %v", title, c.fleet, drawn, ok, c.at)
				}
				if q, ok := markAt(t, els, c.hold.String()); !ok || !near(q, c.at, ringRadius) {
					t.Errorf("%s: the cross of %s at %v (%v), not on its ring round %v", title, c.hold, q, ok, c.at)
				}
				counts["hold"]++
			}
			// A removal: the badge beside the fleet's ring.
			els = elements(t, scene(fleets, func(c coastCase) judge.OrderResult {
				return judge.OrderResult{Power: power, Order: c.rm, Outcome: judge.Succeeds}
			}, false))
			for _, c := range cases {
				if q, ok := markAt(t, els, c.rm.String()); !ok || !near(q, c.at, ringRadius) {
					t.Errorf("%s: the badge of %s at %v (%v), not beside %v", title, c.rm, q, ok, c.at)
				}
				counts["removal"]++
			}
			// A dislodged fleet disbanded: the badge beside it, where it is
			// drawn beside the army that took its place.
			els = elements(t, scene(func(c coastCase) []orders.Placed {
				return []orders.Placed{{Power: rival, Unit: orders.Unit{Type: board.Army, Loc: board.Loc(c.prov)}}}
			}, func(c coastCase) judge.OrderResult {
				return judge.OrderResult{Power: power, Order: c.dis, Outcome: judge.Succeeds}
			}, true))
			for _, c := range cases {
				beside, ok := unitDrawnAt(t, els, c.fleet.String(), true)
				if !ok {
					t.Errorf("%s: the dislodged %s is not drawn", title, c.fleet)
				} else if q, ok := markAt(t, els, c.dis.String()); !ok || !near(q, beside, besideRing) {
					t.Errorf("%s: the badge of %s at %v (%v), not beside the dislodged fleet at %v", title, c.dis, q, ok, beside)
				}
				counts["disband"]++
			}
			// Builds: the ring on the coast's spot; refused, the ghost there;
			// refused while a fleet stands on the other coast, the ghost on
			// the coast's offset spot, off the standing fleet.
			circle := func(doc map[string][]*element, c coastCase, class string) (geom.Vec, bool) {
				return circleAt(t, doc[c.bd.String()], class)
			}
			doc := groups(t, scene(none, func(c coastCase) judge.OrderResult {
				return judge.OrderResult{Power: power, Order: c.bd, Outcome: judge.Succeeds}
			}, false), "data-order")
			refused := groups(t, scene(none, func(c coastCase) judge.OrderResult {
				return judge.OrderResult{Power: power, Order: c.bd, Outcome: judge.Void}
			}, false), "data-order")
			besideDoc := scene(func(c coastCase) []orders.Placed { return []orders.Placed{{Power: power, Unit: c.onOther}} }, func(c coastCase) judge.OrderResult {
				return judge.OrderResult{Power: power, Order: c.bd, Outcome: judge.Void}
			}, false)
			besideEls, beside := elements(t, besideDoc), groups(t, besideDoc, "data-order")
			for _, c := range cases {
				if q, ok := circle(doc, c, "bld"); !ok || !near(q, c.at, 0) {
					t.Errorf("%s: %s drawn at %v (%v), its coast's spot is %v", title, c.bd, q, ok, c.at)
				}
				if q, ok := circle(refused, c, "nob"); !ok || !near(q, c.at, 0) {
					t.Errorf("%s: refused %s drawn at %v (%v), its coast's spot is %v", title, c.bd, q, ok, c.at)
				}
				unit, _ := unitDrawnAt(t, besideEls, c.onOther.String(), false)
				if q, ok := circle(beside, c, "nob"); !ok || !near(q, c.spot.Dislodged.Vec(), 0) || near(q, unit, 0) {
					t.Errorf("%s: refused %s beside %s drawn at %v (%v); want the offset spot %v, off the fleet at %v", title, c.bd, c.onOther, q, ok, c.spot.Dislodged.Vec(), unit)
				}
				counts["build"]++
			}
		}
	}
	if counts["hold"] < 60 || counts["apart"] < 20 {
		t.Fatalf("too few coasts drawn: %v", counts)
	}
	t.Logf("coasts drawn: %v", counts)
}

// besideRing is how far a removal's badge may stand from its unit: on the
// ring (drawRemoval sets it at 0.72 of the ring's radius on each axis,
// 1.02 radii out) from where the unit is drawn, which on a map drawn at
// its own scale is a pixel or two off the unit's spot. A coast's other
// spot is further than this on every map, so a badge placed by the
// province instead of the coast still fails.
const besideRing = 1.25 * ringRadius
