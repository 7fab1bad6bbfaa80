package judge

import (
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Dislodgement is a unit dislodged in a movement phase and where its
// attacker came from: the one place it may not retreat to, unless the attack
// came by convoy.
type Dislodgement struct {
	Power        string
	Unit         orders.Unit
	AttackedFrom string // province
	ByConvoy     bool   // the attacker was convoyed, so AttackedFrom stays open for the retreat
}

// MovementResult is an adjudicated movement phase.
type MovementResult struct {
	Results   []OrderResult   // one per unit, by power then province; units without an order appear holding
	After     orders.Position // the units not dislodged, at their new places
	Dislodged []Dislodgement  // by power then province
	Contested []string        // provinces left empty by a standoff: no retreat there (sorted)
}

// Movement adjudicates one movement phase. ords maps the province of an
// ordered unit to its order; units without an order hold, and orders for
// provinces without a unit are ignored. Orders should already be legal
// (orders.Check); what still does not fit — a support or convoy that does not
// match what the other unit does, a move the unit cannot make — is Void and
// the unit holds. Movement never panics and is deterministic.
func Movement(m *board.Map, pos orders.Position, ords map[string]orders.Order) MovementResult {
	r := newResolver(m, pos, ords)
	for i := range r.units {
		r.resolve(i)
	}
	return r.outcome()
}

// outcome reads the settled decisions off the resolver.
func (r *resolver) outcome() MovementResult {
	causes := r.settleCauses()
	res := MovementResult{Results: make([]OrderResult, 0, len(r.units)), After: make(orders.Position, len(r.units))}
	for i, u := range r.units {
		out := Succeeds
		switch {
		case u.void:
			out = Void
		case !r.result[i]:
			out = Fails
		}
		by, dislodged := r.dislodger(i)
		if u.kind == orders.Move && out == Succeeds {
			dislodged = false
		}
		res.Results = append(res.Results, OrderResult{Power: u.power, Order: u.order, Outcome: out, Dislodged: dislodged, Cause: causes[i]})
		if dislodged {
			res.Results[len(res.Results)-1].DislodgedBy = r.units[by].unit
		}
		switch {
		case dislodged:
			res.Dislodged = append(res.Dislodged, Dislodgement{
				Power: u.power, Unit: u.unit, AttackedFrom: r.units[by].prov, ByConvoy: r.units[by].convoyed,
			})
		case u.kind == orders.Move && out == Succeeds:
			res.After[u.dest.Province()] = orders.Placed{Power: u.power, Unit: orders.Unit{Type: u.unit.Type, Loc: u.dest}}
		default:
			res.After[u.prov] = orders.Placed{Power: u.power, Unit: u.unit}
		}
	}
	res.Contested = r.contested(res.After)
	return res
}

// dislodger returns the move that succeeded into unit i's province, if any.
func (r *resolver) dislodger(i int) (int, bool) {
	for _, j := range r.movesInto[r.units[i].prov] {
		if r.result[j] {
			return j, true
		}
	}
	return 0, false
}

// contested lists the provinces left empty where a real attack bounced: a
// move with a convoy path that did not lose a head-to-head battle.
func (r *resolver) contested(after orders.Position) []string {
	var out []string
	for prov, moves := range r.movesInto {
		if _, taken := after[prov]; taken {
			continue
		}
		for _, j := range moves {
			if !r.result[j] && r.preventStrength(j) > 0 {
				out = append(out, prov)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}
