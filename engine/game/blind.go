package game

import (
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// Tin Cup (rule 6.3) plays Payola blind: "the usual rules of the Blind
// variant apply and govern which portions of the board each player can see
// in the results of a game phase". We follow the reference judge's Blind
// rules (README, "Tin Cup"): a power sees a province when one of its units,
// home centers or starting places is there or next to it (next to as for a
// support: a unit of either kind there could move into it), and it always
// sees its own units. It sees with the board before the phase and with the board
// after it; what it saw before and sees after decides what it is told.

// sightOf is the Blind rule: the provinces a power sees with units standing
// in the provinces given (coasts ignored). Each unit, each of the power's
// home centers (whoever owns it) and each place where one of its units
// stood at the start of the game sees itself and every province next to it
// (§10.22, as the reference judge computes it).
func sightOf(m *board.Map, power string, units []string) map[string]bool {
	seen := map[string]bool{}
	look := func(p string) {
		seen[p] = true
		for _, n := range m.Neighbours(p) {
			seen[n] = true
		}
	}
	for _, p := range units {
		look(board.Loc(p).Province())
	}
	for _, pr := range m.Provinces {
		if pr.Home != "" && strings.EqualFold(pr.Home, power) {
			look(pr.ID)
		}
	}
	for _, u := range m.Start {
		if strings.EqualFold(u.Power, power) {
			look(u.Loc.Province())
		}
	}
	return seen
}

// spottersOf lists the provinces where the power has a unit, standing or
// waiting to retreat.
func spottersOf(power string, pos orders.Position, dislodged []judge.Dislodgement) []string {
	var out []string
	for prov, u := range pos {
		if u.Power == power {
			out = append(out, prov)
		}
	}
	for _, d := range dislodged {
		if d.Power == power {
			out = append(out, d.Unit.Province())
		}
	}
	return out
}

// Sighting is how much a power sees of what one unit did in a phase.
type Sighting int

// The sightings, after the reference judge's Blind results.
const (
	Unseen    Sighting = iota
	Fully              // seen where it was and where it is: its order and result
	Arriving           // not seen where it was, seen moving in where it is now
	Appearing          // comes into sight where it is, without being seen to move
	Leaving            // seen where it was, seen moving out of sight
	Vanishing          // seen where it was; that place is out of sight now
)

// sighting classifies one unit for a power that is not its owner. from is
// the province it stood in before the phase ("" for a build), to where it
// stands after ("" when it is gone: disbanded, removed, destroyed).
// dislodging says it moved into a province whose unit it dislodged: whoever
// sees that province after saw the move coming, so it shows arriving rather
// than appearing next to the unit it beat.
func sighting(before, after map[string]bool, from, to string, dislodging bool) Sighting {
	if from == "" || to == "" {
		// Built or gone: the order is news to whoever sees the place.
		if from != "" && (before[from] || after[from]) || to != "" && after[to] {
			return Fully
		}
		return Unseen
	}
	sawFrom, seesFrom := before[from], after[from]
	sawTo, seesTo := before[to] || dislodging && after[to], after[to]
	switch {
	case seesTo && sawFrom:
		return Fully
	case seesTo && sawTo && from != to:
		return Arriving
	case seesTo:
		return Appearing
	case sawFrom && seesFrom:
		return Leaving
	case sawFrom:
		return Vanishing
	}
	return Unseen
}

// View is one power's part of one phase in a Tin Cup game: what it saw
// before, what it sees after, what it saw of each unit (engine/publish
// writes its results from that) and the pieces of its map.
type View struct {
	Power  string
	Before map[string]bool // provinces in sight before the phase
	After  map[string]bool // provinces in sight after it
	// The map: the board before the phase as the power saw it, and the
	// orders it sees in full with their outcomes.
	Units     []orders.Placed
	Dislodged []judge.Dislodgement
	Owners    map[string]string
	Orders    []judge.OrderResult
	Seen      []Sighted // what it saw of each unit, in the order of the results
}

// boardOf is a game's board as placed units: standing, then dislodged.
func boardOf(g *State) (orders.Position, []judge.Dislodgement) {
	return g.Pos, g.Dislodged
}

// BoardView is what the power sees of the board as it stands (its map
// between phases): no orders, the units and owners in sight.
func (g *State) BoardView(power string) *View {
	pos, dis := boardOf(g)
	sees := sightOf(g.Map, power, spottersOf(power, pos, dis))
	v := &View{Power: power, Before: sees, After: sees}
	v.Units, v.Dislodged, v.Owners = cutBoard(power, sees, pos, dis, g.Owners)
	return v
}

// cutBoard keeps the units standing in sight (and the power's own), and the
// owners of centers in sight (and the power's own centers).
func cutBoard(power string, sees map[string]bool, pos orders.Position, dis []judge.Dislodgement, owners map[string]string) ([]orders.Placed, []judge.Dislodgement, map[string]string) {
	var units []orders.Placed
	var dislodged []judge.Dislodgement
	for _, u := range pos.Sorted() {
		if u.Power == power || sees[u.Unit.Province()] {
			units = append(units, u)
		}
	}
	for _, d := range dis {
		if d.Power == power || sees[d.Unit.Province()] {
			if !sees[d.AttackedFrom] {
				// An attack from out of sight: its map does not say where
				// from (as the power's position file does not).
				d.AttackedFrom, d.ByConvoy = "", false
			}
			dislodged = append(dislodged, d)
		}
	}
	own := map[string]string{}
	for c, p := range owners {
		if p == power || sees[c] {
			own[c] = p
		}
	}
	return units, dislodged, own
}

// Sighted is one unit's part of the phase as one power sees it.
type Sighted struct {
	Power string      // the unit's owner
	Unit  orders.Unit // where it was, or for Arriving and Appearing where it is
	How   Sighting
	// Fully: the order and its result (the dislodging unit left out when
	// the power is not told it), and how much of its cause it is told
	// (payola-rules §10.23): in full (ToldAll), by its reason alone in
	// words that name nothing the reason does not rest on (ToldReason), or,
	// neither, the verdict alone.
	Order      Issued
	ToldAll    bool
	ToldReason string
}

// blindViews cuts the phase for every power (rule 6.3). The GM keeps the
// full results.
func (g *State) blindViews(r *Outcome) map[string]*View {
	run := &r.Play
	pos, dis := boardOf(g)
	// Every unit dislodged in the phase sees for its results, destroyed or
	// not (§10.22).
	afterDis := run.Dislodged
	beaten := map[string]bool{} // provinces whose unit was dislodged
	for _, d := range run.Dislodged {
		beaten[d.Unit.Province()] = true
	}
	out := map[string]*View{}
	for _, p := range r.State.Powers {
		name := p.Name
		after := spottersOf(name, run.After, afterDis)
		if g.Phase.Kind == orders.Adjustments {
			// A unit removed or disbanded in the Winter sees for the
			// phase's results, as it stood there when the phase began
			// (§10.25, like a dislodged unit in §10.22).
			after = append(after, spottersOf(name, pos, nil)...)
		}
		v := &View{
			Power:  name,
			Before: sightOf(g.Map, name, spottersOf(name, pos, dis)),
			After:  sightOf(g.Map, name, after),
		}
		v.Units, v.Dislodged, v.Owners = cutBoard(name, v.Before, pos, dis, g.Owners)
		for i, o := range r.Orders {
			res := o.OrderResult
			if res.Order.Kind == orders.Waive {
				if res.Power == name {
					v.Seen = append(v.Seen, Sighted{Power: res.Power, How: Fully, Order: o, ToldAll: true})
				}
				continue
			}
			from, to, toUnit := whereabouts(res, g.Phase.Kind)
			how := Fully
			if res.Power != name {
				how = sighting(v.Before, v.After, from, to, to != "" && to != from && beaten[to] && g.Phase.Kind == orders.Movement)
			}
			if how == Unseen {
				continue
			}
			s := Sighted{Power: res.Power, Unit: res.Order.Unit, How: how}
			switch how {
			case Fully:
				// Tin Cup (6.3, §10.23): the cause is told as far as what
				// it rests on is known to the power.
				s.Order = o
				s.ToldAll, s.ToldReason = tell(o, name, v.Before)
				if (o.hasCause() && !s.ToldAll) || !knowsAll(v.Before, res.Cause.RestsOn) || res.Cause.Count != "" && res.Cause.Count != name {
					// Its map gives the outcome alone (a void order's map
					// cause is the judge's of its hold: cut by its own).
					res.Cause = judge.Cause{}
				}
				if res.Dislodged && !dislodgerTold(r.Orders[i].OrderResult, v.Before, r.Play.Dislodged) {
					s.Order.DislodgedBy, res.DislodgedBy = orders.Unit{}, orders.Unit{}
				}
				v.Orders = append(v.Orders, res)
			case Arriving, Appearing:
				s.Unit = toUnit
			}
			v.Seen = append(v.Seen, s)
		}
		out[name] = v
	}
	return out
}

// dislodgerTold says whether a power that saw the dislodged unit is told
// which unit dislodged it: when it saw where the attack came from and, for
// an attack by convoy (which says that fleets carried it), when the unit's
// cause, dislodged, rests on nothing it did not see (its grounds hold the
// fleets: payola-rules §10.23).
func dislodgerTold(res judge.OrderResult, before map[string]bool, dis []judge.Dislodgement) bool {
	if !before[res.DislodgedBy.Province()] {
		return false
	}
	for _, d := range dis {
		if d.Unit == res.Order.Unit && d.ByConvoy {
			return res.Cause.Reason == judge.Dislodged && knowsAll(before, res.Cause.RestsOn)
		}
	}
	return true
}

// knowsAll says whether every province given is known.
func knowsAll(known map[string]bool, provs []string) bool {
	for _, p := range provs {
		if !known[p] {
			return false
		}
	}
	return true
}

// whereabouts is where a unit stood before the phase and where it stands
// after (province, "" for none), and the unit as it stands after.
func whereabouts(res judge.OrderResult, kind orders.PhaseKind) (from, to string, after orders.Unit) {
	o := res.Order
	from, to, after = o.Unit.Province(), o.Unit.Province(), o.Unit
	switch o.Kind {
	case orders.Build:
		from = ""
		if res.Outcome != judge.Succeeds {
			to = ""
		}
	case orders.Remove, orders.Disband:
		if res.Outcome == judge.Succeeds {
			to = ""
		}
	case orders.Move, orders.Retreat:
		switch {
		case res.Outcome == judge.Succeeds:
			to, after = o.Dest.Province(), orders.Unit{Type: o.Unit.Type, Loc: o.Dest}
		case kind == orders.Retreats:
			to = "" // a retreat that fails disbands the unit
		}
	default:
		if kind == orders.Retreats { // an unordered dislodged unit, or a void order: disbanded
			to = ""
		}
	}
	return from, to, after
}
