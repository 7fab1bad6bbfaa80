package orders

import (
	"sort"

	"github.com/payola-gm/payola/engine/board"
)

// Legal lists every order the unit in u's province may be given on this
// position in a movement phase, as an offer may name it (rule 3.1: an offer
// is for a legal order): hold, every move, every support (to hold, and of
// every move another unit could make there) and, for a fleet at sea, every
// convoy. Legal means what Check accepts, decided by Check itself for every
// order listed; a convoyed move (or a support or convoy of one) is listed
// only where fleets now at sea could form the chain, as Check has it, not
// wherever the map has water.
//
// Each order appears once, in the one form offers pool under: an army's
// move that only a convoy makes possible is the plain move (payola-rules
// §10.12), where a land route exists too "VIA CONVOY" is listed beside the
// plain move as a different order (DATC 6.G), and a support names a
// province, never a coast (§10.9). Convoy routes written out are not
// listed: they refine "VIA CONVOY" and their number grows with the paths
// between the fleets.
//
// The order is fixed: hold, moves by destination (the plain move before
// its "VIA CONVOY"), supports by the unit supported (to hold first, then
// its moves by destination), convoys by the army, then destination. u may
// leave out its type or coast; the unit listed is the one that stands
// there. A province without a unit is an error, as in Complete.
func Legal(m *board.Map, pos Position, u Unit) ([]Order, error) {
	u, err := findUnit(m, pos, u, "")
	if err != nil {
		return nil, err
	}
	// One Checker: the convoy chains are worked out once for all the
	// candidates, not once per order.
	c := NewChecker(m, pos)
	check := func(o Order) bool { return c.Check(o) == nil }
	out := []Order{{Unit: u, Kind: Hold}}

	// Moves. A fleet only steps to where it is adjacent; an army steps to a
	// neighbour or is convoyed between two coasts.
	if u.Type == board.Fleet {
		for _, d := range sortedLocs(m.FleetAdj[u.Loc]) {
			if o := (Order{Unit: u, Kind: Move, Dest: d}); check(o) {
				out = append(out, o)
			}
		}
	} else {
		coastal := m.IsCoastal(u.Province())
		for _, p := range m.Provinces {
			adjacent := m.Adjacent(board.Army, u.Loc, board.Loc(p.ID))
			if !adjacent && !(coastal && m.IsCoastal(p.ID)) {
				continue
			}
			plain := Order{Unit: u, Kind: Move, Dest: board.Loc(p.ID)}
			if check(plain) {
				out = append(out, plain)
			}
			via := plain
			via.ViaConvoy = true
			// Without a land route "VIA CONVOY" is the plain move again.
			if adjacent && check(via) {
				out = append(out, via)
			}
		}
	}

	// Supports: the supporter must reach the province itself, so only the
	// provinces it touches are candidates.
	// The supported unit must reach it too: a fleet by some coast, an army
	// by land or between two coasts; Check decides the rest.
	reach := touched(m, u)
	for _, t := range pos.Sorted() {
		tu := t.Unit
		if tu.Province() == u.Province() {
			continue
		}
		if o := (Order{Unit: u, Kind: Support, Target: tu}); m.Touches(u.Type, u.Loc, tu.Province()) && check(o) {
			out = append(out, o)
		}
		for _, to := range reach {
			if tu.Type == board.Fleet && !m.Touches(board.Fleet, tu.Loc, to) ||
				tu.Type == board.Army && !m.Adjacent(board.Army, tu.Loc, board.Loc(to)) && !(m.IsCoastal(tu.Province()) && m.IsCoastal(to)) {
				continue
			}
			if o := (Order{Unit: u, Kind: Support, Target: tu, To: to}); check(o) {
				out = append(out, o)
			}
		}
	}

	// Convoys: a fleet at sea carries an army between two coasts.
	if u.Type == board.Fleet && m.ConvoysAt(u.Province()) {
		for _, t := range pos.Sorted() {
			if t.Unit.Type != board.Army || !m.IsCoastal(t.Unit.Province()) {
				continue
			}
			for _, p := range m.Provinces {
				if o := (Order{Unit: u, Kind: Convoy, Target: t.Unit, To: p.ID}); m.IsCoastal(p.ID) && check(o) {
					out = append(out, o)
				}
			}
		}
	}
	sortLegal(out)
	return out, nil
}

// touched lists, once each, the provinces unit u could move into by some
// coast: where it could support.
func touched(m *board.Map, u Unit) []string {
	var out []string
	if u.Type == board.Army {
		out = append(out, m.ArmyAdj[u.Province()]...)
	} else {
		for _, l := range m.FleetAdj[u.Loc] {
			out = append(out, l.Province())
		}
	}
	sort.Strings(out)
	uniq := out[:0]
	for i, p := range out {
		if i == 0 || p != out[i-1] {
			uniq = append(uniq, p)
		}
	}
	return uniq
}

func sortedLocs(ls []board.Loc) []board.Loc {
	out := append([]board.Loc(nil), ls...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// sortLegal puts the list in Legal's order, whatever order the map's
// provinces come in.
func sortLegal(os []Order) {
	sort.SliceStable(os, func(i, j int) bool {
		a, b := os[i], os[j]
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		if a.Target.Loc != b.Target.Loc {
			return a.Target.Loc < b.Target.Loc
		}
		if a.To != b.To {
			return a.To < b.To
		}
		if a.Dest != b.Dest {
			return a.Dest < b.Dest
		}
		return !a.ViaConvoy && b.ViaConvoy
	})
}
