package judge

import (
	"fmt"
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// AdjustResult is an adjudicated adjustment phase.
type AdjustResult struct {
	Results []OrderResult   // the orders by power in the order given, then removals chosen by civil disorder
	After   orders.Position // the position with builds added and removals taken away
}

// Adjustment tells how many units a power builds (positive) or removes
// (negative): its supply centers less its units.
func Adjustment(pos orders.Position, owners map[string]string, power string) int {
	return Counts(nil).due(pos, owners, power)
}

// Counts are adjustment counts the game sets, by power, in place of the
// centers-less-units rule: DPjudge's MOBILIZE gives every power one build
// in its opening Winter, when it owns no center yet. A power not listed
// counts as Adjustment says; a nil Counts sets none.
type Counts map[string]int

// due is the power's count: the game's when it sets one, else its centers
// less its units.
func (c Counts) due(pos orders.Position, owners map[string]string, power string) int {
	if n, ok := c[power]; ok {
		return n
	}
	n := 0
	for _, owner := range owners {
		if owner == power {
			n++
		}
	}
	for _, u := range pos {
		if u.Power == power {
			n--
		}
	}
	return n
}

// CheckAdjustment says whether o is a legal adjustment order for the power,
// with the reason in a player's words if not. owners maps each supply center
// to its owner ("" or absent for none) after the Fall captures.
func CheckAdjustment(m *board.Map, pos orders.Position, owners map[string]string, power string, o orders.Order) error {
	return CheckAdjustmentCounted(m, pos, owners, nil, power, o)
}

// CheckAdjustmentCounted is CheckAdjustment with the counts the game sets.
func CheckAdjustmentCounted(m *board.Map, pos orders.Position, owners map[string]string, counts Counts, power string, o orders.Order) error {
	n := counts.due(pos, owners, power)
	switch o.Kind {
	case orders.Build, orders.Waive:
		if n <= 0 {
			return fmt.Errorf("%s has no builds to make", power)
		}
		if o.Kind == orders.Waive {
			return nil
		}
		return checkBuild(m, pos, owners, power, o.Unit)
	case orders.Remove, orders.Disband:
		if n >= 0 {
			return fmt.Errorf("%s has no units to remove", power)
		}
		return checkRemove(m, pos, power, o.Unit)
	}
	return fmt.Errorf("only builds, removals and waives are ordered in an adjustment phase")
}

// checkBuild: a new unit goes only in an owned, unoccupied home center of
// the builder, where its type can stand.
func checkBuild(m *board.Map, pos orders.Position, owners map[string]string, power string, u orders.Unit) error {
	prov := u.Loc.Province()
	name := placeName(m, prov)
	switch {
	case m.Province(prov) == nil:
		return fmt.Errorf("%s is not a place on this map", u.Loc)
	case u.Type != board.Army && u.Type != board.Fleet:
		return fmt.Errorf("say whether to build an army (A) or a fleet (F) in %s", name)
	case m.HomePower(prov) != power:
		return fmt.Errorf("%s is not a home supply center of %s", name, power)
	case owners[prov] != power:
		return fmt.Errorf("%s does not own %s at the moment", power, name)
	}
	if p, ok := pos[prov]; ok {
		return fmt.Errorf("%s is occupied by %s", name, p.Unit)
	}
	return m.CanHold(u.Type, u.Loc)
}

// checkRemove: the unit removed must be the power's own.
func checkRemove(m *board.Map, pos orders.Position, power string, u orders.Unit) error {
	p, ok := pos[u.Loc.Province()]
	switch {
	case !ok:
		return fmt.Errorf("there is no unit in %s to remove", placeName(m, u.Loc.Province()))
	case p.Power != power:
		return fmt.Errorf("%s belongs to %s, not %s", p.Unit, p.Power, power)
	}
	return nil
}

// Adjustments adjudicates the adjustment phase after a Fall. owners maps each
// supply center to its owner after the captures. Builds that are illegal are
// void; builds and removals beyond what the power is due fail; WAIVE uses up
// a build. Removals a power did not order are chosen by the civil-disorder
// rule: farthest from its home centers first (distance in moves through any
// province, whatever the unit's type), fleets before armies, then
// alphabetically by province.
func Adjustments(m *board.Map, pos orders.Position, owners map[string]string, ords map[string][]orders.Order) AdjustResult {
	return AdjustmentsCounted(m, pos, owners, nil, ords)
}

// AdjustmentsCounted is Adjustments with the counts the game sets (Counts):
// a power builds or removes as many units as its count says, in the sites
// owners gives it.
func AdjustmentsCounted(m *board.Map, pos orders.Position, owners map[string]string, counts Counts, ords map[string][]orders.Order) AdjustResult {
	res := AdjustResult{After: orders.Position{}}
	for p, u := range pos {
		res.After[p] = u
	}
	powers := make([]string, 0, len(m.Powers))
	for _, p := range m.Powers {
		powers = append(powers, p.Name)
	}
	for p := range ords {
		if m.Power(p) == nil {
			powers = append(powers, p) // unknown names still get their orders voided
		}
	}
	sort.Strings(powers)
	for _, power := range powers {
		due := counts.due(pos, owners, power)
		for _, o := range ords[power] {
			r := OrderResult{Power: power, Order: o, Outcome: Void}
			switch {
			case due > 0 && o.Kind == orders.Waive:
				r.Outcome, due = Succeeds, due-1
			case due > 0 && o.Kind == orders.Build && checkBuild(m, pos, owners, power, o.Unit) == nil && !occupied(res.After, o.Unit):
				res.After[o.Unit.Loc.Province()] = orders.Placed{Power: power, Unit: o.Unit}
				r.Outcome, due = Succeeds, due-1
			case due < 0 && (o.Kind == orders.Remove || o.Kind == orders.Disband) && checkRemove(m, res.After, power, o.Unit) == nil:
				r.Order.Unit = res.After[o.Unit.Loc.Province()].Unit
				delete(res.After, o.Unit.Loc.Province())
				r.Outcome, due = Succeeds, due+1
			case CheckAdjustmentCounted(m, pos, owners, counts, power, o) == nil:
				r.Outcome = Fails // legal on its own, but the power's count is already made
				// The count: how many centers and units the power has,
				// wherever they are; the reason alone says as much.
				r.Cause = Cause{Reason: CountReached, Count: power}
				if due != 0 { // or the board has changed under it: a center built in, a unit removed
					r.Cause = refused(m, res.After, pos, owners, counts, power, o)
				}
			default:
				r.Cause = refused(m, res.After, pos, owners, counts, power, o)
			}
			res.Results = append(res.Results, r)
		}
		for _, u := range civilDisorder(m, res.After, power, -due) {
			delete(res.After, u.Loc.Province())
			res.Results = append(res.Results, OrderResult{
				Power: power, Order: orders.Order{Unit: u, Kind: orders.Remove}, Outcome: Succeeds, CivilDisorder: true,
				// Too few removals (the count) and the unit farthest from
				// home among the power's units: its centers and units,
				// which the reason alone implies too.
				Cause: Cause{Reason: CivilDisorder, Count: power},
			})
		}
	}
	return res
}

// occupied says whether a unit stands in the unit's province now: one built
// there earlier in the phase (a center takes one build, whatever the coast).
// Builds are checked against the board at the start of the phase, so a
// removal made earlier in the phase never frees a center for a build.
func occupied(pos orders.Position, u orders.Unit) bool {
	_, ok := pos[u.Loc.Province()]
	return ok
}

// civilDisorder picks n of the power's units to remove.
func civilDisorder(m *board.Map, pos orders.Position, power string, n int) []orders.Unit {
	if n <= 0 {
		return nil
	}
	dist := homeDistance(m, power)
	var units []orders.Unit
	for _, p := range pos.Sorted() {
		if p.Power == power {
			units = append(units, p.Unit)
		}
	}
	far := func(u orders.Unit) int {
		if d, ok := dist[u.Loc.Province()]; ok {
			return d
		}
		return len(m.Provinces) + 1 // cut off from home: farthest of all
	}
	sort.SliceStable(units, func(i, j int) bool {
		a, b := units[i], units[j]
		if far(a) != far(b) {
			return far(a) > far(b)
		}
		if a.Type != b.Type {
			return a.Type == board.Fleet
		}
		return a.Loc.Province() < b.Loc.Province()
	})
	if n > len(units) {
		n = len(units)
	}
	return units[:n]
}

// homeDistance is, for each province, the fewest moves from it to one of the
// power's home centers, stepping through any province.
func homeDistance(m *board.Map, power string) map[string]int {
	g := geometryOf(m)
	dist := map[string]int{}
	var queue []string
	if p := m.Power(power); p != nil {
		for _, h := range p.Homes {
			dist[h] = 0
			queue = append(queue, h)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, n := range g.sorted(p) {
			if _, seen := dist[n]; !seen {
				dist[n] = dist[p] + 1
				queue = append(queue, n)
			}
		}
	}
	return dist
}

// refused is the cause of an adjustment order the board or the count
// refused (AdjustmentRefused): the note says which, and it may rest on the
// order's own province (who owns it, who stands there) or on the power's
// count; the judge keeps both. The reason alone, that the order was not
// allowed, is the verdict's.
func refused(m *board.Map, now, before orders.Position, owners map[string]string, counts Counts, power string, o orders.Order) Cause {
	c := Cause{Reason: AdjustmentRefused, Note: refusal(m, now, before, owners, counts, power, o), Count: power}
	if p := o.Unit.Loc.Province(); p != "" {
		c.RestsOn = []string{p}
	}
	return c
}

// refusal says why an adjustment order was refused: as on the board it met
// (a second build in a center just built in finds it occupied; a unit already
// removed is not there), else as CheckAdjustment says on the board before.
func refusal(m *board.Map, now, before orders.Position, owners map[string]string, counts Counts, power string, o orders.Order) string {
	var err error
	switch o.Kind {
	case orders.Build:
		err = checkBuild(m, now, owners, power, o.Unit)
	case orders.Remove, orders.Disband:
		err = checkRemove(m, now, power, o.Unit)
	}
	if err == nil {
		err = CheckAdjustmentCounted(m, before, owners, counts, power, o)
	}
	if err == nil {
		return ""
	}
	return err.Error()
}
