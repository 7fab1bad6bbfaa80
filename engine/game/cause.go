package game

import (
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// voidOrder is an order issued void before the judge saw it, and why.
type voidOrder struct {
	order orders.Order
	why   error
}

// voidGrounds is what an order issued void rests on (the "void" reason):
// the provinces the order names, as the check of the order looked at what
// stands there (no unit to support, the unit there of another type or on
// another coast); and when the check looked for fleets to carry an army
// (no chain of fleets, a route through an empty sea, a supported army that
// could not be carried), every sea of the map, wherever a chain could run.
// The reason alone, that the order could not be carried out, is the
// verdict's.
func voidGrounds(m *board.Map, o orders.Order, why error) []string {
	all := []string{}
	for _, p := range append([]string{o.Unit.Province(), o.Dest.Province(), o.Target.Province(), board.Loc(o.To).Province()}, o.Route...) {
		if p != "" {
			all = append(all, p)
		}
	}
	if oe, ok := why.(*orders.Error); !ok || int(oe.Why) >= len(namedOnly) || !namedOnly[oe.Why] {
		for _, p := range m.Provinces {
			if p.Terrain == board.Sea {
				all = append(all, p.ID)
			}
		}
	}
	sort.Strings(all)
	n := 0 // each once: a route's sea is a sea too
	for _, p := range all {
		if n == 0 || p != all[n-1] {
			all[n] = p
			n++
		}
	}
	return all[:n]
}

// namedOnly are the problems of an order that the places it names decide
// (with the map): any other may rest on fleets anywhere at sea (voidGrounds).
var namedOnly = [...]bool{orders.NoSuchPlace: true, orders.NoSuchUnit: true, orders.NoType: true, orders.Inland: true,
	orders.AtSea: true, orders.Impassable: true, orders.CannotStand: true, orders.WrongCoast: true, orders.SamePlace: true,
	orders.NotConvoyable: true, orders.CannotConvoy: true, orders.SelfSupport: true, orders.OwnProvince: true,
	orders.SupporterCannotReach: true, orders.NotCenter: true, orders.NoSupportAcross: true}

// unnamed says a cause by its reason alone ("" for none), without the units or strengths
// it names, for a Tin Cup power that sees what the reason alone rests on
// (Grounds.Reason) but not all of the cause (payola-rules §10.23). Each
// entry was read against §10.23: the words may imply only what the
// reason's grounds hold. A reason missing here is told by its verdict
// alone: its reason alone rests on all the cause does (a swap, a unit not
// there, a support or convoy that did not match, an army going overland,
// a retreat standoff, a count of adjustments, civil disorder, a paradox, a
// circle of moves), so the full cause is told whenever these words could be.
var unnamed = [...]string{
	judge.Bounced:          "bounced",                                    // another move into the destination: the destination and the units bounced with
	judge.HeldOff:          "held off: the unit there did not move away", // a unit in the destination
	judge.NotVacated:       "the unit there tried to move away but could not",
	judge.HeadToHeadLost:   "lost a head-to-head battle",    // the unit in the destination came the other way
	judge.SelfDislodgement: "self-dislodgement not allowed", // the destination's occupant is of the same power
	// Not "the convoy was disrupted", which says a fleet carried it.
	judge.NoConvoyRoute:       "no convoy route",
	judge.SupportCut:          "support cut", // the verdict's: a support fails only by an attack
	judge.Dislodged:           "dislodged",
	judge.BeleagueredGarrison: "a beleaguered garrison: the attacks on it stood each other off", // the attackers
	judge.RetreatBlocked:      "the retreat was not allowed there",
	judge.AdjustmentRefused:   "the order was not allowed",
	judge.CivilDisorder:       "", // the last reason: every reason has its place
}

// voidUnnamed is a void order's reason alone.
const voidUnnamed = "the order could not be carried out"

// hasCause says whether the order has a cause to tell: the judge's, or
// why it was issued void.
func (o Issued) hasCause() bool { return o.Void != nil || o.Cause.Reason != judge.NoReason }

// tell is how much of the order's cause a Tin Cup power is told
// (payola-rules §10.23), from what it rests on: in full (all) when the
// power knows every province of it (known: what it saw before the phase)
// and, for a cause resting on a power's count of adjustments, is that
// power; by its reason alone (reason, in its words) when it knows those the
// reason alone rests on; else the verdict alone (neither).
func tell(o Issued, power string, known map[string]bool) (all bool, reason string) {
	if o.Void != nil {
		if knowsAll(known, o.VoidRestsOn) {
			return true, ""
		}
		return false, voidUnnamed // the reason alone rests on nothing
	}
	c := o.Cause
	switch {
	case c.Reason == judge.NoReason:
		return false, ""
	case knowsAll(known, c.RestsOn) && (c.Count == "" || c.Count == power):
		return true, ""
	case !knowsAll(known, c.ReasonRestsOn) || int(c.Reason) >= len(unnamed):
		return false, ""
	}
	return false, unnamed[c.Reason]
}
