package judge

import (
	"fmt"
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// RetreatResult is an adjudicated retreat phase.
type RetreatResult struct {
	Results []OrderResult   // one per dislodged unit, by power then province
	After   orders.Position // the position with the retreated units added
}

// RetreatOptions lists where a dislodged unit may retreat: a place it could
// move to, not occupied, not left empty by a standoff, and not the province
// its attacker came from unless that attack came by convoy (DATC 6.H.11).
func RetreatOptions(m *board.Map, pos orders.Position, d Dislodgement, contested []string) []board.Loc {
	var out []board.Loc
	var near []board.Loc
	if d.Unit.Type == board.Army {
		for _, p := range m.ArmyAdj[d.Unit.Loc.Province()] {
			near = append(near, board.Loc(p))
		}
	} else {
		near = m.FleetAdj[d.Unit.Loc]
	}
	for _, to := range near {
		if retreatBlock(m, pos, d, contested, to) == nil {
			out = append(out, to)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// retreatBlock says why the unit may not retreat to the location (already
// known to be next to it), or nil. (A fleet's coast names the province: a
// retreat to either coast of the attacker's province is blocked alike.)
func retreatBlock(m *board.Map, pos orders.Position, d Dislodgement, contested []string, to board.Loc) error {
	prov := to.Province()
	if err := m.CanHold(d.Unit.Type, to); err != nil {
		return err
	}
	if p, ok := pos[prov]; ok {
		return fmt.Errorf("%s cannot retreat to %s: %s is there", d.Unit, placeName(m, prov), p.Unit)
	}
	if prov == d.AttackedFrom && !d.ByConvoy {
		return fmt.Errorf("%s cannot retreat to %s: that is where its attacker came from", d.Unit, placeName(m, prov))
	}
	for _, c := range contested {
		if c == prov {
			return fmt.Errorf("%s cannot retreat to %s: it was left empty by a standoff", d.Unit, placeName(m, prov))
		}
	}
	return nil
}

// CheckRetreat says whether o is a legal retreat-phase order, with the
// reason in a player's words if not. pos is the position after movement.
func CheckRetreat(m *board.Map, pos orders.Position, dislodged []Dislodgement, contested []string, o orders.Order) error {
	d, ok := findDislodged(dislodged, o.Unit.Loc.Province())
	if !ok {
		return fmt.Errorf("there is no dislodged unit in %s", placeName(m, o.Unit.Loc.Province()))
	}
	if o.Unit.Type != 0 && o.Unit.Type != d.Unit.Type {
		return fmt.Errorf("the dislodged unit in %s is %s", placeName(m, o.Unit.Loc.Province()), d.Unit)
	}
	switch o.Kind {
	case orders.Disband:
		return nil
	case orders.Retreat, orders.Move:
	default:
		return fmt.Errorf("%s is dislodged: it can only retreat or disband", d.Unit)
	}
	to, ok := retreatTarget(m, d.Unit, o.Dest)
	if !ok {
		return fmt.Errorf("%s cannot reach %s in one move", d.Unit, placeName(m, o.Dest.Province()))
	}
	return retreatBlock(m, pos, d, contested, to)
}

// retreatTarget is where a retreat order sends the unit, with the fleet's
// coast filled in when only one is reachable; ok is false when not adjacent.
func retreatTarget(m *board.Map, u orders.Unit, dest board.Loc) (board.Loc, bool) {
	if !m.ValidLoc(u.Loc) || !m.ValidLoc(dest) {
		return dest, false
	}
	return moveTarget(m, u.Type, u.Loc, dest)
}

func findDislodged(dislodged []Dislodgement, prov string) (Dislodgement, bool) {
	for _, d := range dislodged {
		if d.Unit.Loc.Province() == prov {
			return d, true
		}
	}
	return Dislodgement{}, false
}

// Retreats adjudicates a retreat phase. ords maps the province a dislodged
// unit was dislodged from to its order. A unit without an order, or with an
// illegal one, is disbanded; two or more retreats to one province all fail
// and those units are disbanded too, except that retreats across a map's
// special crossing give way to one that is not.
func Retreats(m *board.Map, pos orders.Position, dislodged []Dislodgement, contested []string, ords map[string]orders.Order) RetreatResult {
	list := append([]Dislodgement(nil), dislodged...)
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].Power != list[j].Power {
			return list[i].Power < list[j].Power
		}
		return list[i].Unit.Loc < list[j].Unit.Loc
	})
	res := RetreatResult{After: orders.Position{}}
	for p, u := range pos {
		res.After[p] = u
	}
	type retreat struct {
		at int
		to board.Loc
	}
	var going []retreat
	count := map[string]int{}
	for _, d := range list {
		prov := d.Unit.Loc.Province()
		o, given := ords[prov]
		o.Unit = d.Unit
		if !given {
			o = orders.Order{Unit: d.Unit, Kind: orders.Disband}
		}
		r := OrderResult{Power: d.Power, Order: o, Outcome: Succeeds}
		if !given {
			// The power's own silence: nothing on the board.
			r.Cause = Cause{Reason: NoRetreatOrdered}
		}
		if o.Kind != orders.Disband {
			if err := CheckRetreat(m, pos, []Dislodgement{d}, contested, o); err != nil {
				r.Outcome = Void
				r.Cause = Cause{Reason: RetreatBlocked, Note: err.Error(), RestsOn: retreatGrounds(m, d, o)}
			} else {
				to, _ := retreatTarget(m, d.Unit, o.Dest)
				going = append(going, retreat{at: len(res.Results), to: to})
				count[to.Province()]++
			}
		}
		res.Results = append(res.Results, r)
	}
	// In a conflict, a retreat across a special crossing ("*" or "~") gives
	// way first (DPjudge's map format): those are disbanded, and a single
	// unit left retreats.
	special := func(g retreat) bool {
		return m.CrossingFrom(res.Results[g.at].Order.Unit.Loc.Province(), g.to.Province()) != board.PlainCrossing
	}
	plain := map[string]int{}
	for _, g := range going {
		if !special(g) {
			plain[g.to.Province()]++
		}
	}
	for _, g := range going {
		r := &res.Results[g.at]
		if n := count[g.to.Province()]; n > 1 && (special(g) || plain[g.to.Province()] > 1) {
			r.Outcome = Fails
			r.Cause = Cause{Reason: RetreatStandoff}
			var by []string
			for _, h := range going {
				if h.at != g.at && h.to.Province() == g.to.Province() {
					r.Cause.By = append(r.Cause.By, res.Results[h.at].Order.Unit)
					by = append(by, res.Results[h.at].Order.Unit.Province())
				}
			}
			// The other units retreating there, where they were beaten:
			// the reason alone ("as another unit") still says they were.
			sort.Strings(by) // each dislodged unit stands in a province of its own
			r.Cause.RestsOn, r.Cause.ReasonRestsOn = by, by
			continue
		}
		res.After[g.to.Province()] = orders.Placed{Power: r.Power, Unit: orders.Unit{Type: r.Order.Unit.Type, Loc: g.to}}
	}
	return res
}

// retreatGrounds is what a refused retreat rests on (RetreatBlocked): the
// province it was to go to when the board refused it (a unit there, the
// attacker's origin, a standoff there: all about that province), nothing
// when the map alone did (not next to it, a place the unit cannot stand
// in). The reason alone, that the retreat was not allowed, is the
// verdict's.
func retreatGrounds(m *board.Map, d Dislodgement, o orders.Order) []string {
	to, ok := retreatTarget(m, d.Unit, o.Dest)
	if !ok || m.CanHold(d.Unit.Type, to) != nil {
		return nil
	}
	return []string{to.Province()}
}

// placeName is the province's name for messages, or its id.
func placeName(m *board.Map, id string) string {
	if p := m.Province(id); p != nil {
		return p.Name
	}
	return id
}
