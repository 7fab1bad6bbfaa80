package judge

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Reason names why an order had its outcome, in the words the rules and the
// DATC use. The zero Reason means nothing needs saying: an order that did
// what it said.
type Reason int

const (
	NoReason Reason = iota

	// A move that failed.
	Bounced          // a standoff: another move into the same province was as strong or stronger
	HeldOff          // the unit in the destination did not move away and held as strong or stronger
	NotVacated       // the unit in the destination tried to move away and could not
	HeadToHeadLost   // the unit coming the other way was as strong or stronger
	SelfDislodgement // the attack would have dislodged a unit of the same power: one that stays, one that could not get away (DATC 6.D.11), or one met head to head (6.E.2); rule IX.3
	NoConvoyRoute    // a convoyed army with no chain of convoying fleets left
	ConvoyParadox    // a convoy paradox, resolved by Szykman's rule: the convoys fail, the army stays

	// A hold, support or convoy that failed.
	SupportCut // a foreign attack on the supporter
	Dislodged  // the unit was dislodged (a support cut so, a convoy disrupted so)

	// Named successes.
	CircularMovement    // every move in a circle succeeds (DATC 6.C.1)
	Swap                // two units swap places, by convoy (DATC 6.G.1)
	BeleagueredGarrison // two attacks stronger than the defender stood each other off

	// Orders that had no effect.
	Unreachable  // the unit cannot get there (or, supporting, into the province it supports)
	NoSupport    // a support across a crossing the map lets units move across but not support across
	OwnProvince  // a move to the province the unit is in
	NotThere     // the supported or convoyed unit is not on the board
	Unmatched    // the supported or convoyed unit did not order what the support or convoy says
	WrongCoast   // a support naming a coast the fleet does not move to (DATC 6.B.9)
	NotAtSea     // a convoy by a unit that is not a fleet at sea
	Overland     // a convoy of an army that goes overland
	NotThisPhase // an order of another phase (a build, a retreat) in a movement phase

	// Retreats.
	RetreatStandoff  // two or more units retreated to one province: all are disbanded
	RetreatBlocked   // the retreat was not allowed (see the cause's Note)
	NoRetreatOrdered // disbanded, as no retreat was ordered

	// Adjustments.
	AdjustmentRefused // the build or removal was not allowed (see the cause's Note)
	CountReached      // the power's builds or removals due were already used
	CivilDisorder     // a removal the power did not order, chosen by the civil-disorder rule
)

var reasonNames = [...]string{
	NoReason: "", Bounced: "bounced", HeldOff: "held off", NotVacated: "not vacated", HeadToHeadLost: "head-to-head lost",
	SelfDislodgement: "self-dislodgement not allowed", NoConvoyRoute: "no convoy route",
	ConvoyParadox: "convoy paradox", SupportCut: "support cut", Dislodged: "dislodged",
	CircularMovement: "circular movement", Swap: "swap", BeleagueredGarrison: "beleaguered garrison",
	Unreachable: "unreachable", NoSupport: "no support across", OwnProvince: "own province", NotThere: "no such unit",
	Unmatched: "unmatched", WrongCoast: "wrong coast", NotAtSea: "not at sea", Overland: "goes overland",
	NotThisPhase: "not this phase", RetreatStandoff: "retreat standoff", RetreatBlocked: "retreat not allowed",
	NoRetreatOrdered: "no retreat ordered", AdjustmentRefused: "not allowed", CountReached: "count reached",
	CivilDisorder: "civil disorder",
}

// String is the reason's short name, for tools and for tests.
func (r Reason) String() string {
	if r < 0 || int(r) >= len(reasonNames) {
		return "unknown"
	}
	return reasonNames[r]
}

// Cause is why an order had its outcome: the reason, the units that decided
// it and, for a contest of strength, the strengths met.
type Cause struct {
	Reason Reason
	// By are the other units that decided the outcome: the units bounced
	// with, the defender, the cutter, the dislodger, the dislodged fleets of
	// a convoy, the units retreating to the same province; in the board's
	// order (by power, then province).
	By []orders.Unit
	// From is where the dislodging unit came from (Dislodged).
	From string
	// Strength and Against are the order's strength and the strength that
	// beat or matched it (Bounced, HeldOff, HeadToHeadLost).
	Strength, Against int
	// Note says in words what has no structure: why a retreat, build or
	// removal was not allowed.
	Note string
	// RestsOn are the provinces whose units (or emptiness) the cause rests
	// on, named or implied without naming (payola-rules §10.23): the units
	// it names and where they stand, the destination's occupant that makes
	// a move a self-dislodgement, the supports its strengths count (the
	// owner of a support that does not count among them), the fleets that
	// carry a convoyed army, the units in a standoff. Sorted, each once;
	// the judge fills it where it decides, reason by reason (grounds), so
	// that a Tin Cup power is told the cause in full only when it sees all
	// of them. The order's own unit is not among them: whoever reads the
	// cause reads the order.
	RestsOn []string
	// ReasonRestsOn are those of RestsOn that the reason alone implies,
	// told without names or strengths ("held off: the unit there did not
	// move away" implies a unit in the destination): a power that does not
	// see all of RestsOn is told the reason alone when it sees these, and
	// the verdict alone otherwise.
	ReasonRestsOn []string
	// Count is the power whose count of adjustments the cause rests on
	// (how many centers and units it has, wherever they are): a builds or
	// removals count used up, civil disorder. Only that power is told such
	// a cause in full; "" for every other cause.
	Count string
}

// Words says the cause in a player's words, naming places as the map does;
// "" when there is nothing to say.
func (c Cause) Words(m *board.Map) string {
	by := unitList(c.By)
	strength := func() string {
		if c.Against == c.Strength {
			return fmt.Sprintf("equal strength, %d against %d", c.Strength, c.Against)
		}
		return fmt.Sprintf("%d against %d", c.Strength, c.Against)
	}
	switch c.Reason {
	case Bounced:
		if c.Against == c.Strength {
			return fmt.Sprintf("bounced with %s (a standoff of equal strength, %d against %d)", by, c.Strength, c.Against)
		}
		return fmt.Sprintf("bounced: %s moved in with more strength (%d against %d)", by, c.Strength, c.Against)
	case HeldOff:
		if c.Note != "" {
			return fmt.Sprintf("%s did not move away and held (%s): %s", by, strength(), c.Note)
		}
		return fmt.Sprintf("%s did not move away and held (%s)", by, strength())
	case NotVacated:
		if c.Strength == 0 { // a unit of the mover's own power: no contest of strength
			return fmt.Sprintf("%s, of the same power, tried to move away but could not", by)
		}
		return fmt.Sprintf("%s tried to move away but could not, and held (%s)", by, strength())
	case HeadToHeadLost:
		return fmt.Sprintf("lost the head-to-head battle with %s (%s)", by, strength())
	case SelfDislodgement:
		return fmt.Sprintf("self-dislodgement is not allowed: %s, of the same power, did not move away", by)
	case NoConvoyRoute:
		if len(c.By) > 0 {
			return fmt.Sprintf("no convoy route: the convoy was disrupted, %s dislodged", by)
		}
		return "no convoy route: no chain of fleets convoyed it"
	case ConvoyParadox:
		return "convoy paradox, resolved by Szykman's rule: the convoy fails and the army stays"
	case SupportCut:
		return fmt.Sprintf("support cut by %s", by)
	case Dislodged:
		return fmt.Sprintf("dislodged by %s from %s", by, placeName(m, c.From))
	case CircularMovement:
		return "circular movement: every move in the circle succeeds"
	case Swap:
		return "the two units swap places, by convoy"
	case BeleagueredGarrison:
		return fmt.Sprintf("a beleaguered garrison: the attacks of %s stood each other off", by)
	case Unreachable:
		return "the unit cannot reach that place"
	case NoSupport:
		return "the map lets units move across there but not support across"
	case OwnProvince:
		return "a unit cannot move to the province it is in"
	case NotThere:
		return "there is no such unit on the board"
	case Unmatched:
		return fmt.Sprintf("%s did not order what this order says", by)
	case WrongCoast:
		return fmt.Sprintf("%s moves to another coast than the one named", by)
	case NotAtSea:
		return "only a fleet at sea can convoy"
	case Overland:
		return fmt.Sprintf("%s goes overland: there is nothing to carry", by)
	case NotThisPhase:
		return "not an order of a movement phase: the unit holds"
	case RetreatStandoff:
		return fmt.Sprintf("retreated to the same province as %s: both are disbanded", by)
	case RetreatBlocked, AdjustmentRefused:
		return c.Note
	case NoRetreatOrdered:
		return "disbanded, as no retreat was ordered"
	case CountReached:
		return "the power's adjustments due were already used"
	case CivilDisorder:
		return "civil disorder: the power ordered too few removals, so the unit farthest from its home centers goes"
	}
	return ""
}

func unitList(us []orders.Unit) string {
	s := make([]string, len(us))
	for i, u := range us {
		s[i] = u.String()
	}
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// verdict is a cause as the resolver keeps it while deciding: the deciding
// unit by its index (or -1), so that deciding allocates nothing
// (BenchmarkDATC guards it).
type verdict struct {
	reason            Reason
	by                int
	strength, against int
}

// settleCauses runs each unit's own rule once more on the settled decisions
// (every resolve now returns a stored answer, so nothing changes), so that
// each cause names the strengths as they finally stood rather than under a
// guess; the rule that decided is the one that says why. Causes the rules
// leave for the whole board are added after: everyone a move bounced with,
// the fleets whose dislodgement broke a convoy, a beleaguered garrison.
func (r *resolver) settleCauses() []Cause {
	for i, u := range r.units {
		if !u.void && !r.byRule[i] && r.adjudicate(i) != r.result[i] {
			// Only a cycle no rule settles (resolve keeps the failing guess)
			// gets here: there is no rule to name.
			r.cause[i] = verdict{by: -1}
		}
	}
	causes := make([]Cause, len(r.units))
	for i, u := range r.units {
		v := r.cause[i]
		c := &causes[i]
		*c = Cause{Reason: v.reason, Strength: v.strength, Against: v.against}
		if v.by >= 0 {
			c.By = []orders.Unit{r.units[v.by].unit}
		}
		switch v.reason {
		case Dislodged:
			c.From = r.units[v.by].prov
		case HeldOff, SelfDislodgement:
			full := 1 + r.support(i, "") // the attack as if the defender were foreign
			switch {
			case v.by == u.partner:
				// A head-to-head battle with a unit of one's own (DATC
				// 6.B.13, 6.E.2): self-dislodgement only when the attack
				// would have won it against a foreign unit; otherwise the
				// battle was lost as any other.
				if d := r.defendStrength(v.by); full <= d {
					*c = Cause{Reason: HeadToHeadLost, By: c.By, Strength: full, Against: d}
				}
			case r.units[v.by].kind == orders.Move:
				// A defender that tried to leave and could not is often stuck
				// only because this move bounced: the standoff is the reason.
				// Otherwise it is stuck itself; if it is one's own and the
				// attack would have dislodged it (1 against its 1: DATC 6.D.11,
				// no self-dislodgement of a returning unit), the rule against
				// self-dislodgement is the reason.
				if by := r.bouncedWith(i, full); len(by) > 0 {
					*c = Cause{Reason: Bounced, By: by, Strength: full, Against: r.strongestOther(i)}
				} else if v.reason != SelfDislodgement || full <= 1 {
					c.Reason = NotVacated
				}
			}
		case Bounced:
			c.By, c.Against = r.bouncedWith(i, c.Strength), r.strongestOther(i)
		}
		if c.Reason == HeldOff {
			c.Note = r.unhelped(i, v.by)
		}
		switch c.Reason {
		case NoConvoyRoute:
			for _, f := range r.convoys[i] {
				if r.cause[f].reason == ConvoyParadox {
					*c = Cause{Reason: ConvoyParadox}
					break
				}
				if !r.result[f] {
					c.By = append(c.By, r.units[f].unit)
				}
			}
		case NoReason, CircularMovement:
			// Two moves into each other's provinces that both went are a
			// swap, which the DATC calls so (6.G.1): one went by convoy.
			if u.kind == orders.Move && r.result[i] {
				if k, ok := r.at[u.dest.Province()]; ok && r.units[k].kind == orders.Move && r.units[k].dest.Province() == u.prov && r.result[k] {
					*c = Cause{Reason: Swap}
				}
			}
			if u.kind != orders.Move && !u.void && r.besieged(i) {
				*c = Cause{Reason: BeleagueredGarrison, By: r.attackers(i)}
			}
		}
		r.grounds(i, c)
	}
	return causes
}

// grounds fills in what unit i's cause rests on (Cause.RestsOn and
// ReasonRestsOn, payola-rules §10.23), reason by reason, from the settled
// decisions: what each reason's words name, and what they imply without
// naming it.
func (r *resolver) grounds(i int, c *Cause) {
	u := &r.units[i]
	if r.scratch[0] == nil {
		r.scratch = [2][]string{r.buf[0][:0], r.buf[1][:0]}
		r.arena = make([]string, 0, 2*len(r.units))
	}
	all, reason := r.scratch[0][:0], r.scratch[1][:0]
	// unit adds unit k's province and, for an army that went by convoy,
	// the fleets ordered to carry it: an army bounces, cuts or dislodges
	// across water only with a route, so a cause that names it implies them.
	unit := func(to *[]string, k int) {
		*to = append(*to, r.units[k].prov)
		if r.units[k].kind == orders.Move && r.units[k].convoyed {
			for _, f := range r.convoys[k] {
				*to = append(*to, r.units[f].prov)
			}
		}
	}
	// help adds the supports of unit k's order that counted: a strength
	// the words give ("1 against 2") counts them without naming them.
	help := func(k int) {
		for _, s := range r.supporters[k] {
			if r.result[s] {
				all = append(all, r.units[s].prov)
			}
		}
	}
	byUnits := func(to *[]string) {
		for _, b := range c.By {
			if k, ok := r.at[b.Province()]; ok {
				unit(to, k)
			}
		}
	}
	dest := u.dest.Province()
	switch c.Reason {
	case NoReason, Unreachable, NoSupport, OwnProvince, NotAtSea, NotThisPhase:
		// The order alone and the map decide: nothing on the board.
	case Bounced:
		// "bounced with A MUN (1 against 1)": the destination, the units
		// bounced with; the strengths count the supports of this move and
		// of every other move into the destination (the strongest of them
		// is the one met). The reason alone ("bounced") still says that
		// another unit moved in.
		reason = append(reason, dest)
		byUnits(&reason)
		all = append(all, reason...)
		help(i)
		for _, j := range r.movesInto[dest] {
			if j != i {
				unit(&all, j)
				help(j)
			}
		}
	case HeldOff:
		// "A VEN did not move away and held (1 against 2)": the unit in
		// the destination and its supports; this move's supports, the
		// defender's own among them when they do not count (the Note
		// names them). Alone: "the unit there did not move away".
		reason = append(reason, dest)
		all = append(all, dest)
		if k, ok := r.at[dest]; ok {
			help(k)
		}
		help(i)
	case NotVacated:
		// The unit in the destination tried to leave and could not; the
		// strengths (when given: not for one's own unit) count this move's
		// supports. Alone it still says a unit stood there.
		reason = append(reason, dest)
		all = append(all, dest)
		if c.Strength > 0 {
			help(i)
		}
	case HeadToHeadLost:
		// The unit coming the other way (from the destination) and the
		// supports of both sides.
		reason = append(reason, dest)
		all = append(all, dest)
		if k, ok := r.at[dest]; ok {
			help(k)
		}
		help(i)
	case SelfDislodgement:
		// The occupant of the destination, of the same power, makes it a
		// self-dislodgement (rule IX.3): the reason alone names it. When
		// the occupant tried to leave, the reason also says this attack
		// was strong enough to dislodge it: its supports.
		reason = append(reason, dest)
		all = append(all, dest)
		if k, ok := r.at[dest]; ok && r.units[k].kind == orders.Move {
			help(i)
		}
	case NoConvoyRoute:
		// The fleets ordered to carry the army, the dislodged ones named
		// ("F NTH dislodged"). Alone, "no convoy route" says only what
		// the order's failure says: the army did not cross.
		byUnits(&all)
		for _, f := range r.convoys[i] {
			all = append(all, r.units[f].prov)
		}
	case ConvoyParadox:
		// A paradox is a cycle of decisions: its units (the convoying
		// fleets, the army, the attack on a fleet and the support that
		// attack would cut) are what the reason itself asserts.
		for _, k := range r.circleOf(i) {
			reason = append(reason, r.units[k].prov)
		}
		if u.kind == orders.Convoy && u.target >= 0 {
			reason = append(reason, r.units[u.target].prov)
		}
		for _, f := range r.convoys[i] {
			reason = append(reason, r.units[f].prov)
		}
		all = append(all, reason...)
	case SupportCut, Dislodged:
		// The cutter or the dislodger, and where it came from (From). The
		// reason alone is the verdict: a support fails, a unit is
		// dislodged, only by an attack.
		byUnits(&all)
	case CircularMovement:
		// Every unit of the circle moved on: the reason asserts them all.
		for _, k := range r.circleOf(i) {
			reason = append(reason, r.units[k].prov)
		}
		all = append(all, reason...)
	case Swap:
		// The unit in the destination went the other way.
		reason = append(reason, dest)
		all = append(all, dest)
	case BeleagueredGarrison:
		// The attacks (each stronger than the garrison's hold, so the
		// supports of every one of them and of the garrison count) stood
		// each other off; the reason alone still says they were there.
		byUnits(&reason)
		all = append(all, reason...)
		for _, j := range r.movesInto[u.prov] {
			help(j)
		}
		help(i)
	case NotThere:
		// The order names a province where no such unit stands: that
		// emptiness is the cause.
		t := u.order.Target.Loc.Province()
		reason, all = append(reason, t), append(all, t)
	case Unmatched, WrongCoast, Overland:
		// The unit supported or convoyed, and what it was ordered: the
		// reason alone says a unit stands there and did something else.
		byUnits(&reason)
		all = append(all, reason...)
	}
	c.RestsOn, c.ReasonRestsOn = r.keep(all), r.keep(reason)
	r.scratch[0], r.scratch[1] = all, reason
}

// keep is a set of provinces sorted, each once, in the resolver's arena:
// the causes of a phase share one backing array (BenchmarkDATC), each a
// slice of it capped at its end so that nobody appends into another's.
func (r *resolver) keep(provs []string) []string {
	if len(provs) == 0 {
		return []string{}
	}
	sort.Strings(provs)
	provs = slices.Compact(provs)
	start := len(r.arena)
	r.arena = append(r.arena, provs...)
	return r.arena[start:len(r.arena):len(r.arena)]
}

// circleOf is the cycle of decisions the backup rule settled for unit i
// (ConvoyParadox, CircularMovement); for an army whose convoy a paradox
// broke, its fleets' cycle.
func (r *resolver) circleOf(i int) []int {
	if r.circle == nil {
		return nil
	}
	if c := r.circle[i]; c != nil {
		return c
	}
	for _, f := range r.convoys[i] {
		if c := r.circle[f]; c != nil {
			return c
		}
	}
	return nil
}

// provinceSet is the provinces given, sorted, each once; never nil, so
// that "rests on nothing" is told from "not known" (an old file).
func provinceSet(provs []string) []string {
	out := make([]string, 0, len(provs))
	out = append(out, provs...)
	sort.Strings(out)
	return slices.Compact(out)
}

// bouncedWith lists the other moves into unit i's destination at least as
// strong as its attack.
func (r *resolver) bouncedWith(i, attack int) []orders.Unit {
	var by []orders.Unit
	for _, j := range r.movesInto[r.units[i].dest.Province()] {
		if j != i && r.preventStrength(j) >= attack {
			by = append(by, r.units[j].unit)
		}
	}
	return by
}

// besieged says whether some move into unit i's province was stronger than
// its hold and still failed: only a standoff with another move stops one, so
// the unit stands as a beleaguered garrison.
func (r *resolver) besieged(i int) bool {
	hold := r.holdStrength(r.units[i].prov)
	for _, j := range r.movesInto[r.units[i].prov] {
		if !r.result[j] && r.attackStrength(j) > hold {
			return true
		}
	}
	return false
}

// attackers lists the moves into unit i's province.
func (r *resolver) attackers(i int) []orders.Unit {
	var by []orders.Unit
	for _, j := range r.movesInto[r.units[i].prov] {
		by = append(by, r.units[j].unit)
	}
	return by
}

// strongestOther is the greatest prevent strength of the other moves into
// unit i's destination.
func (r *resolver) strongestOther(i int) int {
	most := 0
	for _, j := range r.movesInto[r.units[i].dest.Province()] {
		if j != i {
			most = max(most, r.preventStrength(j))
		}
	}
	return most
}

// unhelped says which supports of unit i's move did not count because they
// came from the power of the unit attacked (DATC 6.D.x: no power helps
// dislodge its own unit), or "".
func (r *resolver) unhelped(i, defender int) string {
	power := r.units[defender].power
	if power == r.units[i].power {
		return ""
	}
	var own []orders.Unit
	for _, s := range r.supporters[i] {
		if r.units[s].power == power && r.result[s] {
			own = append(own, r.units[s].unit)
		}
	}
	if len(own) == 0 {
		return ""
	}
	return fmt.Sprintf("the support of %s does not count, since no power helps dislodge its own unit", unitList(own))
}
