package game

import (
	"fmt"
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

// Sees is the Blind rule: the provinces a power sees with units standing
// in the provinces given (coasts ignored). Each unit, each of the power's
// home centers (whoever owns it) and each place where one of its units
// stood at the start of the game sees itself and every province next to it
// (§10.22, as the reference judge computes it).
func Sees(m *board.Map, power string, units []string) map[string]bool {
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
// before, what it sees after, its results text and the pieces of its map.
type View struct {
	Power  string
	Before map[string]bool // provinces in sight before the phase
	After  map[string]bool // provinces in sight after it
	// The map: the board before the phase as the power saw it, and the
	// orders it sees in full with their outcomes.
	Units     []orders.Placed
	Dislodged []judge.Dislodgement
	Owners    map[string]string
	Orders    []judge.Result
	Results   string // the power's results text
}

// boardOf is a game's board as placed units: standing, then dislodged.
func boardOf(g *Game) (orders.Position, []judge.Dislodgement) {
	return g.Pos, g.Dislodged
}

// BoardView is what the power sees of the board as it stands (its map
// between phases): no orders, the units and owners in sight.
func (g *Game) BoardView(power string) *View {
	pos, dis := boardOf(g)
	sees := Sees(g.Map, power, spottersOf(power, pos, dis))
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

// sighted is one unit's part of the phase as one power sees it.
type sighted struct {
	power string // the unit's owner
	unit  orders.Unit
	how   Sighting
	line  string // Fully: the order and its result
}

// blindViews cuts the phase for every power (rule 6.3). The GM keeps r.Public.
func (g *Game) blindViews(r *Result, run *phaseRun) map[string]*View {
	pos, dis := boardOf(g)
	// Every unit dislodged in the phase sees for its results, destroyed or
	// not (§10.22).
	afterDis := run.dislodged
	beaten := map[string]bool{} // provinces whose unit was dislodged
	for _, d := range run.dislodged {
		beaten[d.Unit.Province()] = true
	}
	out := map[string]*View{}
	for _, p := range r.Next.Powers {
		name := p.Name
		v := &View{
			Power:  name,
			Before: Sees(g.Map, name, spottersOf(name, pos, dis)),
			After:  Sees(g.Map, name, spottersOf(name, run.after, afterDis)),
		}
		v.Units, v.Dislodged, v.Owners = cutBoard(name, v.Before, pos, dis, g.Owners)
		var seen []sighted
		for i, res := range run.results {
			d := r.Results[i]
			if res.Order.Kind == orders.Waive {
				if res.Power == name {
					seen = append(seen, sighted{power: res.Power, how: Fully, line: orderLine(r.Orders[i])})
				}
				continue
			}
			from, to, toUnit := whereabouts(res, g.Phase.Kind)
			how := Fully
			if res.Power != name {
				how = sighting(v.Before, v.After, from, to, to != "" && to != from && beaten[to] && g.Phase.Kind == 'M')
			}
			if how == Unseen {
				continue
			}
			s := sighted{power: res.Power, unit: res.Order.Unit, how: how}
			switch how {
			case Fully:
				s.line = orderLine(r.Orders[i])
				v.Orders = append(v.Orders, d)
			case Arriving, Appearing:
				s.unit = toUnit
			}
			seen = append(seen, s)
		}
		v.Results = g.blindResults(r, run, v, seen)
		out[name] = v
	}
	return out
}

// isDestroyed says whether a dislodged unit had nowhere to go.
func isDestroyed(run *phaseRun, d judge.Dislodgement) bool {
	for _, x := range run.destroyed {
		if x.Unit == d.Unit && x.Power == d.Power {
			return true
		}
	}
	return false
}

// whereabouts is where a unit stood before the phase and where it stands
// after (province, "" for none), and the unit as it stands after.
func whereabouts(res judge.Result, kind byte) (from, to string, after orders.Unit) {
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
		case kind == 'R':
			to = "" // a retreat that fails disbands the unit
		}
	default:
		if kind == 'R' { // an unordered dislodged unit, or a void order: disbanded
			to = ""
		}
	}
	return from, to, after
}

func orderLine(o IssuedOrder) string {
	note := o.Result
	if o.Dislodged {
		note += ", dislodged"
	}
	return fmt.Sprintf("%-28s %s", o.Order, note)
}

// blindResults writes one power's results: the orders it sees in full,
// the units it sees arrive, appear, leave or vanish, the dislodgements,
// standoffs and center changes in its sight, and the board as it sees it.
func (g *Game) blindResults(r *Result, run *phaseRun, v *View, seen []sighted) string {
	var b strings.Builder
	underline(&b, fmt.Sprintf("%s: %s results for %s", g.File.Name, g.Phase.Long(), v.Power), "=")
	b.WriteString("Tin Cup (rule 6.3): what " + v.Power + " can see.\n")
	for _, p := range r.Next.Powers {
		first := true
		for _, s := range seen {
			if s.power != p.Name || s.how != Fully {
				continue
			}
			if first {
				fmt.Fprintf(&b, "\n%s\n", p.Name)
				first = false
			}
			b.WriteString("  " + s.line + "\n")
		}
	}
	for _, kind := range []struct {
		how   Sighting
		title string
	}{
		{Arriving, "Seen arriving:"},
		{Appearing, "Come into sight:"},
		{Leaving, "Seen leaving:"},
		{Vanishing, "Gone out of sight:"},
	} {
		var items []string
		for _, s := range seen {
			if s.how == kind.how {
				items = append(items, s.power+" "+s.unit.String())
			}
		}
		list(&b, "\n"+kind.title, items, func(s string) string { return s })
	}
	var dislodged, destroyed []string
	for _, d := range run.dislodged {
		if d.Power != v.Power && !v.After[d.Unit.Province()] {
			continue
		}
		if isDestroyed(run, d) {
			destroyed = append(destroyed, d.Power+" "+d.Unit.String())
			continue
		}
		from := "from out of sight"
		if v.Before[d.AttackedFrom] {
			from = "from " + d.AttackedFrom
		}
		dislodged = append(dislodged, fmt.Sprintf("%s %s, attacked %s", d.Power, d.Unit, from))
	}
	id := func(s string) string { return s }
	list(&b, "\nDislodged units (must retreat):", dislodged, id)
	list(&b, "\nDislodged with no retreat possible, destroyed:", destroyed, id)
	var standoffs []string
	for _, c := range run.contested {
		if v.After[c] {
			standoffs = append(standoffs, c)
		}
	}
	if len(standoffs) > 0 {
		fmt.Fprintf(&b, "\nLeft empty by a standoff (no retreat there): %s\n", strings.Join(standoffs, " "))
	}
	was, now := ownersOf(g.File), ownersOf(r.Next)
	var changes []string
	for _, c := range g.Map.Centers() {
		if was[c] == now[c] || !(v.After[c] || was[c] == v.Power || now[c] == v.Power) {
			continue
		}
		changes = append(changes, fmt.Sprintf("%s: %s -> %s", c, nobody(was[c]), nobody(now[c])))
	}
	list(&b, "\nSupply centers changing hands:", changes, id)
	fmt.Fprintf(&b, "\nThe board as %s sees it now:\n", v.Power)
	afterUnits := map[string][]string{}
	for _, u := range run.after.Sorted() {
		if u.Power == v.Power || v.After[u.Unit.Province()] {
			afterUnits[u.Power] = append(afterUnits[u.Power], u.Unit.String())
		}
	}
	for _, d := range run.dislodged {
		if !isDestroyed(run, d) && (d.Power == v.Power || v.After[d.Unit.Province()]) {
			afterUnits[d.Power] = append(afterUnits[d.Power], d.Unit.String()+" (dislodged)")
		}
	}
	for _, p := range r.Next.Powers {
		var centers []string
		for _, c := range p.Centers {
			if p.Name == v.Power || v.After[c] {
				centers = append(centers, c)
			}
		}
		units := afterUnits[p.Name]
		switch {
		case p.Name == v.Power:
			fmt.Fprintf(&b, "  %-8s %2d centers: %-40s units: %s\n", p.Name, len(p.Centers), strings.Join(p.Centers, " "), strings.Join(units, ", "))
		case len(centers) > 0 || len(units) > 0:
			fmt.Fprintf(&b, "  %-8s centers seen: %-36s units seen: %s\n", p.Name, strings.Join(centers, " "), strings.Join(units, ", "))
		}
	}
	if r.Next.Winner != "" {
		fmt.Fprintf(&b, "\n%s has reached %d supply centers and wins the game.\n", r.Next.Winner, g.Map.Victory)
	}
	fmt.Fprintf(&b, "\nNext phase: %s\n", phaseLong(r.NextPhase))
	return b.String()
}

func nobody(p string) string {
	if p == "" {
		return "nobody"
	}
	return p
}
