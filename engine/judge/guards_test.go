package judge

import (
	"errors"
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

// Issue 33, the fast path against its slow twin: the order checker
// (orders.Check) refuses a support across a crossing the map lets units
// move across but not support across (DPjudge's "~" and "*"), so a
// support the judge must void there never reaches it through a sheet. The
// judge keeps the same guard of its own (placeSupport), for supports to
// hold as for supports to move; here it is called directly, below the
// checker, and held against the checker's refusal support by support.

// supportPlacements are the places a unit of either type may stand in the
// province, each as a unit.
func supportPlacements(m *board.Map, prov string) []orders.Unit {
	var out []orders.Unit
	if m.CanHold(board.Army, board.Loc(prov)) == nil {
		out = append(out, orders.Unit{Type: board.Army, Loc: board.Loc(prov)})
	}
	for l := range m.FleetAdj {
		if l.Province() == prov && m.CanHold(board.Fleet, l) == nil {
			out = append(out, orders.Unit{Type: board.Fleet, Loc: l})
		}
	}
	slices.SortFunc(out, func(a, b orders.Unit) int {
		if a.Loc < b.Loc {
			return -1
		}
		if a.Loc > b.Loc {
			return 1
		}
		return 0
	})
	return out
}

// mover is a unit, outside the provinces given, that can step into prov.
func mover(m *board.Map, prov string, not ...string) (orders.Unit, bool) {
	for _, p := range m.Provinces {
		if p.ID == prov || slices.Contains(not, p.ID) {
			continue
		}
		for _, u := range supportPlacements(m, p.ID) {
			if u.Type == board.Army && m.Adjacent(board.Army, u.Loc, board.Loc(prov)) && m.CanHold(board.Army, board.Loc(prov)) == nil {
				return u, true
			}
			if u.Type == board.Fleet && len(m.FleetCoastsTowards(u.Loc, prov)) == 1 {
				return u, true
			}
		}
	}
	return orders.Unit{}, false
}

// TestNoSupportAcrossGuardMatchesTheChecker tries, on every map with
// crossings of no support, every supporter next to every such crossing
// (and every other province it touches, where the guard must stay
// quiet): a support to hold of a unit there, and a support of a move
// into it. The judge voids it with "no support across" exactly when the
// checker refuses it for that reason, and otherwise lets it count.
func TestNoSupportAcrossGuardMatchesTheChecker(t *testing.T) {
	counts := map[string]int{}
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.NoSupport) == 0 {
			continue
		}
		froms := map[string]bool{}
		for _, pair := range m.NoSupport {
			froms[string(pair[0])] = true
		}
		for from := range froms {
			for _, sup := range supportPlacements(m, from) {
				for _, into := range m.Neighbours(from) {
					if !m.Touches(sup.Type, sup.Loc, into) {
						continue
					}
					across := m.NoSupportAcross(from, into)
					held := supportPlacements(m, into)
					if len(held) == 0 {
						continue
					}
					// A support to hold.
					target := held[0]
					pos := orders.Position{from: {Power: "ONE", Unit: sup}, into: {Power: "ONE", Unit: target}}
					o := orders.Order{Unit: sup, Kind: orders.Support, Target: target}
					checkGuard(t, m, pos, o, across, map[string]orders.Order{from: o}, "hold")
					counts["hold"]++
					// A support of a move into the province, by a unit from
					// elsewhere.
					mv, ok := mover(m, into, from)
					if !ok {
						continue
					}
					dest := board.Loc(into)
					if mv.Type == board.Fleet {
						dest = m.FleetCoastsTowards(mv.Loc, into)[0]
					}
					pos = orders.Position{from: {Power: "ONE", Unit: sup}, mv.Province(): {Power: "ONE", Unit: mv}}
					o = orders.Order{Unit: sup, Kind: orders.Support, Target: mv, To: into}
					checkGuard(t, m, pos, o, across, map[string]orders.Order{from: o, mv.Province(): {Unit: mv, Kind: orders.Move, Dest: dest}}, "move")
					counts["move"]++
					if across {
						counts["across"]++
					}
				}
			}
		}
	}
	if counts["across"] < 4 || counts["hold"] < 20 || counts["move"] < 20 {
		t.Fatalf("too few supports tried: %v", counts)
	}
	t.Logf("supports tried: %v", counts)
}

// checkGuard holds the judge's verdict on support o against the checker's.
func checkGuard(t *testing.T, m *board.Map, pos orders.Position, o orders.Order, across bool, ords map[string]orders.Order, kind string) {
	t.Helper()
	err := orders.Check(m, pos, o)
	var oe *orders.Error
	refused := errors.As(err, &oe) && oe.Why == orders.NoSupportAcross
	if refused != across {
		t.Errorf("%s: %s: the checker says %v; the map says no support across: %v", m.ID, o, err, across)
	}
	r := resultAt(Movement(m, pos, ords), o.Unit.Province())
	switch {
	case refused && (r.Outcome != Void || r.Cause.Reason != NoSupport):
		t.Errorf("%s: support to %s %s: the checker refuses it (%v); the judge says %v %q", m.ID, kind, o, err, r.Outcome, r.Cause.Reason)
	case err == nil && (r.Outcome != Succeeds || r.Cause.Reason != NoReason):
		t.Errorf("%s: support to %s %s: the checker takes it; the judge says %v %q", m.ID, kind, o, r.Outcome, r.Cause.Reason)
	}
}
