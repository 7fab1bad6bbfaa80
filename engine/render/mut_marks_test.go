package render

import (
	"bytes"
	"math"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Where the cross of a failed order, or the badge of a removed unit, goes:
// at the first of a few places around its drawing that covers no label
// and no unit's middle, else at the first of them. The places, by the
// drawing's design:
//   - a hold: on its ring (radius ringRadius) at the eight compass
//     points, clockwise from the upper right;
//   - a convoy: beside its triangle (corners ringRadius+8 from the fleet),
//     upper right, upper left, then below;
//   - a removal or disband: beside its ring, upper right, upper left, then
//     lower right, on the ring's diagonals at 0.72 of its radius;
//   - a support to hold: along its line from the supporter to the ring
//     round the supported unit, the middle first, then fifths of the way
//     out to either side, then 1.6 times the cross's size beside it at
//     the middle and at about a third from either end.
// "Covers" is decided here on the drawn picture: a label is covered when
// the cross's square overlaps the label's box (an independent separating
// axis test), a unit's middle when the cross's centre is nearer than its
// half-size plus symbolCore.

// blocked reports whether a cross of half-size r at q covers a label or a
// unit's middle.
func blocked(g *drawing, units []geom.Vec, q geom.Vec, r float64) bool {
	b := geom.Around(q, r)
	sq := geom.Quad{geom.Pt(b.X0, b.Y1), geom.Pt(b.X1, b.Y1), geom.Pt(b.X1, b.Y0), geom.Pt(b.X0, b.Y0)}
	for _, l := range g.labels {
		if quadsOverlap(l, sq) {
			return true
		}
	}
	for _, u := range units {
		if u.Sub(q).Len() < r+symbolCore {
			return true
		}
	}
	return false
}

func firstClear(g *drawing, units []geom.Vec, r float64, places []geom.Vec) geom.Vec {
	for _, q := range places {
		if !blocked(g, units, q, r) {
			return q
		}
	}
	return places[0]
}

func holdPlaces(at geom.Vec) []geom.Vec {
	var out []geom.Vec
	for _, deg := range []float64{-45, 0, 45, 90, 135, 180, 225, 270} {
		rad := deg * math.Pi / 180
		out = append(out, geom.Pt(at.X+ringRadius*math.Cos(rad), at.Y+ringRadius*math.Sin(rad)))
	}
	return out
}

func convoyPlaces(at geom.Vec) []geom.Vec {
	r := float64(ringRadius + 8)
	return []geom.Vec{geom.Pt(at.X+.8*r, at.Y-.4*r), geom.Pt(at.X-.8*r, at.Y-.4*r), geom.Pt(at.X, at.Y+.6*r)}
}

func removalPlaces(at geom.Vec) []geom.Vec {
	d := ringRadius * .72
	return []geom.Vec{geom.Pt(at.X+d, at.Y-d), geom.Pt(at.X-d, at.Y-d), geom.Pt(at.X+d, at.Y+d)}
}

func supportPlaces(from, target geom.Vec) []geom.Vec {
	v := from.Sub(target)
	end := target.Add(v.Mul(ringRadius / v.Len()))
	w := end.Sub(from)
	var out []geom.Vec
	for _, t := range []float64{.5, .4, .6, .3, .7, .2, .8} {
		out = append(out, from.Add(w.Mul(t)))
	}
	// Beside the line: a right angle to it, 1.6 crosses away.
	side := geom.Pt(-w.Y, w.X).Mul(failSize * 1.6 / w.Len())
	for _, t := range []float64{.5, .35, .65} {
		q := from.Add(w.Mul(t))
		out = append(out, q.Add(side), q.Sub(side))
	}
	return out
}

// drawnMarks are the crosses on the map by order, and the drawn units.
func drawnMarks(t *testing.T, doc string) (map[string]geom.Vec, []geom.Vec) {
	t.Helper()
	marks := map[string]geom.Vec{}
	var units []geom.Vec
	for _, e := range elements(t, doc) {
		if e.name != "g" {
			continue
		}
		if o := e.attrs["data-mark"]; o != "" && o != "key" {
			if _, dup := marks[o]; dup {
				t.Errorf("%s is marked twice", o)
			}
			marks[o] = readAt(t, e.attrs["data-at"])
		}
		if e.attrs["data-unit"] != "" {
			units = append(units, readAt(t, e.attrs["data-at"]))
		}
	}
	return marks, units
}

// crowdScene puts a unit in every province of the board (an army where
// one may stand, else a fleet; a fleet wherever one may stand when fleets
// is set, on the first coast of a split one) and gives each the order made
// by ord.
func crowdScene(m *board.Map, fleets bool, ord func(u orders.Unit, i int) judge.Result) Scene {
	s := Scene{Title: "Crowd", Owners: homeOwners(m)}
	for i, pr := range m.Provinces {
		u := orders.Unit{Type: board.Army, Loc: board.Loc(pr.ID)}
		if fleets && len(pr.Coasts) > 0 {
			u = orders.Unit{Type: board.Fleet, Loc: board.Loc(pr.ID + "/" + pr.Coasts[0])}
		} else if fleets && m.CanHold(board.Fleet, u.Loc) == nil {
			u.Type = board.Fleet
		}
		if m.CanHold(u.Type, u.Loc) != nil {
			u.Type = board.Fleet
			if m.CanHold(board.Fleet, u.Loc) != nil {
				continue // Switzerland
			}
		}
		s.Units = append(s.Units, orders.Placed{Power: m.Powers[i%len(m.Powers)].Name, Unit: u})
		r := ord(u, i)
		r.Power = m.Powers[i%len(m.Powers)].Name
		s.Orders = append(s.Orders, r)
	}
	return s
}

func checkMarks(t *testing.T, name string, g *drawing, s Scene, places func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64)) int {
	t.Helper()
	marks, units := drawnMarks(t, mustRender(t, s))
	standing := map[board.Loc]geom.Vec{}
	for _, u := range s.Units {
		standing[u.Unit.Loc] = spotOf(g, string(u.Unit.Loc))
	}
	waiting := map[board.Loc]geom.Vec{}
	for _, d := range s.Dislodged {
		prov, coast, _ := cutLoc(d.Unit.Loc)
		sp := g.Provinces[prov].Spot
		if coast != "" {
			sp = g.Provinces[prov].Coasts[coast]
		}
		waiting[d.Unit.Loc] = sp.Dislodged.Vec()
	}
	checked, moved := 0, 0
	for _, o := range s.Orders {
		at := func(u orders.Unit) geom.Vec {
			if o.Order.Kind == orders.Disband {
				if w, ok := waiting[u.Loc]; ok {
					return w
				}
			}
			return standing[u.Loc]
		}
		ps, r := places(o.Order, at)
		if ps == nil {
			continue
		}
		text := o.Order.String()
		got, ok := marks[text]
		if !ok {
			t.Errorf("%s: %s has no mark", name, text)
			continue
		}
		want := firstClear(g, units, r, ps)
		if !near(got, want, 1) {
			t.Errorf("%s: %s marked at %v, want %v (first clear of %v)", name, text, got, want, ps)
		}
		if want != ps[0] {
			moved++
		}
		checked++
	}
	if moved == 0 {
		t.Errorf("%s: every mark is at its first place; the scene tests no choice", name)
	}
	return checked
}

func cutLoc(l board.Loc) (string, string, bool) {
	return l.Province(), l.Coast(), l.Coast() != ""
}

func TestFailedHoldIsMarkedOnItsRingAtTheFirstClearPoint(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := crowdScene(m, false, func(u orders.Unit, _ int) judge.Result {
		return judge.Result{Outcome: judge.Fails, Order: orders.Order{Kind: orders.Hold, Unit: u}}
	})
	n := checkMarks(t, "holds", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		return holdPlaces(at(o.Unit)), failSize
	})
	if n < 70 {
		t.Errorf("%d holds checked", n)
	}
}

func TestRemovedUnitIsBadgedAtTheFirstClearCorner(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := crowdScene(m, false, func(u orders.Unit, _ int) judge.Result {
		return judge.Result{Outcome: judge.Succeeds, Order: orders.Order{Kind: orders.Remove, Unit: u}}
	})
	n := checkMarks(t, "removals", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		return removalPlaces(at(o.Unit)), badgeSize
	})
	if n < 70 {
		t.Errorf("%d removals checked", n)
	}
	// Units waiting to retreat, disbanded, are badged where they wait, clear
	// of the unit that beat them and of the others waiting: one waits in
	// every province.
	r := crowdScene(m, false, func(u orders.Unit, _ int) judge.Result {
		return judge.Result{Outcome: judge.Succeeds, Order: orders.Order{Kind: orders.Disband, Unit: u}}
	})
	for _, u := range r.Units {
		r.Dislodged = append(r.Dislodged, judge.Dislodgement{Power: u.Power, Unit: u.Unit})
	}
	checkMarks(t, "disbands", g, r, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		return removalPlaces(at(o.Unit)), badgeSize
	})
}

func TestFailedConvoyIsMarkedBesideItsTriangle(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := crowdScene(m, true, func(u orders.Unit, _ int) judge.Result {
		if u.Type != board.Fleet {
			return judge.Result{Outcome: judge.Succeeds, Order: orders.Order{Kind: orders.Hold, Unit: u}}
		}
		// Any army and any place: the mark depends on the fleet only.
		return judge.Result{Outcome: judge.Fails, Order: orders.Order{Kind: orders.Convoy, Unit: u, Target: unit("A PAR"), To: "BUR"}}
	})
	n := checkMarks(t, "convoys", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		if o.Kind != orders.Convoy {
			return nil, 0
		}
		return convoyPlaces(at(o.Unit)), failSize
	})
	if n < 50 {
		t.Errorf("%d convoys checked", n)
	}
}

func TestFailedSupportIsMarkedOnOrBesideItsLine(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	// Each unit supports to hold the unit of the province next to it that
	// comes first on the board, if any.
	holder := map[string]board.Loc{}
	s := crowdScene(m, false, func(u orders.Unit, _ int) judge.Result {
		return judge.Result{Outcome: judge.Fails, Order: orders.Order{Kind: orders.Hold, Unit: u}}
	})
	for _, p := range s.Units {
		holder[p.Unit.Loc.Province()] = p.Unit.Loc
	}
	types := map[board.Loc]board.UnitType{}
	for _, p := range s.Units {
		types[p.Unit.Loc] = p.Unit.Type
	}
	for i, o := range s.Orders {
		for _, pr := range m.Provinces {
			loc, ok := holder[pr.ID]
			if ok && pr.ID != o.Order.Unit.Loc.Province() && m.ProvinceAdjacent(o.Order.Unit.Loc.Province(), pr.ID) {
				s.Orders[i].Order = orders.Order{Kind: orders.Support, Unit: o.Order.Unit, Target: orders.Unit{Type: types[loc], Loc: loc}}
				break
			}
		}
	}
	n := checkMarks(t, "supports", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		if o.Kind != orders.Support {
			return holdPlaces(at(o.Unit)), failSize
		}
		return supportPlaces(at(o.Unit), at(o.Target)), failSize
	})
	if n < 70 {
		t.Errorf("%d supports checked", n)
	}
}

// A cross whose edge only reaches the edge of a unit's middle (its centre
// exactly failSize+symbolCore from the unit's) covers nothing: it goes at
// the first place offered. Two armies 50 apart on a hand-made board: the
// failed hold of the first is crossed on the right of its ring, at
// (128, 100), 22 from the other army, its upper right place being under
// its own label; likewise when the other army is waiting to retreat.
func TestMarkMayTouchAUnitsMiddle(t *testing.T) {
	const bj = `{
 "id": "touch", "victory": 1, "startPhase": "S1901M",
 "powers": [{"name": "RED", "letter": "R", "adjective": "RED", "colour": "#c0392b", "homes": ["AAA"]}],
 "provinces": [
  {"id": "AAA", "name": "A", "terrain": "land", "center": true, "home": "RED"},
  {"id": "BBB", "name": "B", "terrain": "land"}
 ],
 "armyAdj": {"AAA": ["BBB"], "BBB": ["AAA"]},
 "fleetAdj": {},
 "start": [{"power": "RED", "type": "A", "loc": "AAA"}]
}`
	const geo = `{"width": 300, "height": 200, "provinces": {
"AAA": {"d": "M50 50h80v100h-80z", "label": {"at": [120, 85], "small": true}, "sc": [60, 60], "spot": {"unit": [100, 100], "dislodged": [90, 140]}},
"BBB": {"d": "M130 50h80v100h-80z", "label": {"at": [200, 180], "small": true}, "spot": {"unit": [150, 100], "dislodged": [150, 100]}}
}}`
	m, g := madeBoard(t, bj, geo)
	fails := []judge.Result{hold("RED", "A AAA", judge.Fails)}
	for name, s := range map[string]Scene{
		"standing": {Units: placed("RED", "A AAA", "A BBB"), Orders: fails},
		"waiting":  {Units: placed("RED", "A AAA"), Dislodged: dislodged("RED", "AAA", "A BBB"), Orders: fails},
	} {
		var buf bytes.Buffer
		if _, err := draw(&buf, m, g, s); err != nil {
			t.Fatal(err)
		}
		marks, _ := drawnMarks(t, buf.String())
		if got := marks["A AAA H"]; got != (geom.Pt(128, 100)) {
			t.Errorf("%s: the failed hold is crossed at %v, want (128, 100)", name, got)
		}
	}
}
