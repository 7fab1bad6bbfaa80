package judge

import (
	"fmt"
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
	NoStrength       // a move across a strait ("~") with no support that counted, into a province nothing holds: it has no strength to enter

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
	ConvoyParadox: "convoy paradox", NoStrength: "no strength", SupportCut: "support cut", Dislodged: "dislodged",
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
	// beat or matched it (Bounced, HeldOff, HeadToHeadLost); in half points
	// when Halves is set, as a move across a map's half-strength crossing
	// ("*", board.HalfStrengthCrossing) makes them.
	Strength, Against int
	Halves            bool
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
	s, a := c.points(c.Strength), c.points(c.Against)
	strength := func() string {
		if c.Against == c.Strength {
			return fmt.Sprintf("equal strength, %s against %s", s, a)
		}
		return fmt.Sprintf("%s against %s", s, a)
	}
	switch c.Reason {
	case Bounced:
		if c.Against == c.Strength {
			return fmt.Sprintf("bounced with %s (a standoff of equal strength, %s against %s)", by, s, a)
		}
		return fmt.Sprintf("bounced: %s moved in with more strength (%s against %s)", by, s, a)
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
	case NoStrength:
		return fmt.Sprintf("a move across a strait has no strength of its own, and no support counted (%s)", strength())
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
	case RetreatBlocked:
		// The refused retreat disbands the unit, as no order would: said,
		// or the reader looks for it on the board.
		return c.Note + ", so it is disbanded"
	case AdjustmentRefused:
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

// points writes a strength of the cause: "1", or "1.5" counted in halves.
func (c Cause) points(n int) string {
	if !c.Halves {
		return fmt.Sprint(n)
	}
	if n%2 == 0 {
		return fmt.Sprint(n / 2)
	}
	return fmt.Sprintf("%d.5", n/2)
}

// contested is a cause with the strengths met, given in halves as the
// resolver counts them: in whole points when both are whole.
func contested(why Reason, by []orders.Unit, strength, against int) Cause {
	c := Cause{Reason: why, By: by, Strength: strength, Against: against, Halves: true}
	if strength%2 == 0 && against%2 == 0 {
		c.Strength, c.Against, c.Halves = strength/2, against/2, false
	}
	return c
}

// verdict is a cause as the resolver keeps it while deciding: the deciding
// unit by its index (or -1), so that deciding allocates nothing
// (BenchmarkDATC guards it).
type verdict struct {
	reason            Reason
	by                int
	strength, against int // in halves (resolver.base)
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
		*c = contested(v.reason, nil, v.strength, v.against)
		if v.by >= 0 {
			c.By = []orders.Unit{r.units[v.by].unit}
		}
		switch v.reason {
		case Dislodged:
			c.From = r.units[v.by].prov
		case HeldOff, SelfDislodgement:
			full := r.base(i) + 2*r.support(i, "") // the attack as if the defender were foreign
			switch {
			case v.by == u.partner:
				// A head-to-head battle with a unit of one's own (DATC
				// 6.B.13, 6.E.2): self-dislodgement only when the attack
				// would have won it against a foreign unit; otherwise the
				// battle was lost as any other.
				if d := r.defendStrength(v.by); full <= d {
					*c = contested(HeadToHeadLost, c.By, full, d)
				}
			case r.units[v.by].kind == orders.Move:
				// A defender that tried to leave and could not is often stuck
				// only because this move bounced: the standoff is the reason.
				// Otherwise it is stuck itself; if it is one's own and the
				// attack would have dislodged it (1 against its 1: DATC 6.D.11,
				// no self-dislodgement of a returning unit), the rule against
				// self-dislodgement is the reason.
				if by := r.bouncedWith(i, full); len(by) > 0 {
					*c = contested(Bounced, by, full, r.strongestOther(i))
				} else if v.reason != SelfDislodgement || full <= 2 {
					c.Reason = NotVacated
				}
			}
		case Bounced:
			*c = contested(Bounced, r.bouncedWith(i, v.strength), v.strength, r.strongestOther(i))
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

// part is one kind of thing a cause rests on (groundsOf).
type part uint16

const (
	onDest      part = 1 << iota // the destination, the reason alone too
	onNamed                      // the units the cause names (By), where they stood, and the fleets of a convoyed one
	onNamedFull                  // named, for the cause in full only
	onOwnHelp                    // the supports of this order that counted (its strength)
	onDestHelp                   // the supports of the unit in the destination (the strength it met)
	onOthersIn                   // every other move into the destination, its fleets and supports (the strongest is the one met)
	onOwnFleets                  // the fleets ordered to carry this army, for the cause in full only
	onCycle                      // the cycle of decisions the backup rule settled, the reason alone too
	onTarget                     // the province the order names as its target, the reason alone too
	onSiegeHelp                  // the supports of every move into this unit's province
)

// groundsOf is what each reason rests on (payola-rules §10.23), read
// reason by reason against its words, named and implied. A reason absent
// rests on nothing on the board: the order alone and the map decide
// (unreachable, no support across, own province, not at sea, not this
// phase), or it is not a movement reason (retreats and adjustments give
// their own grounds).
var groundsOf = [...]part{
	// "bounced with A MUN (1 against 1)": the destination and the units
	// bounced with (the reason alone still says another unit moved in);
	// the strengths count the supports of this move and of every other
	// move into the destination.
	Bounced: onDest | onNamed | onOwnHelp | onOthersIn,
	// "A VEN did not move away and held (1 against 2)": the unit in the
	// destination (alone: "the unit there did not move away") and the
	// supports on both sides, the defender's own among this move's when
	// they do not count (the Note names them).
	HeldOff: onDest | onDestHelp | onOwnHelp,
	// The unit in the destination tried to leave and could not (alone, a
	// unit stood there); the strengths, when given (not for one's own
	// unit), count this move's supports.
	NotVacated: onDest | onOwnHelp,
	// "lost the head-to-head battle with A VEN (1 against 2)": the unit
	// that came the other way, from the destination, and both sides'
	// supports.
	HeadToHeadLost: onDest | onDestHelp | onOwnHelp,
	// The occupant of the destination, of the same power, makes it a
	// self-dislodgement (rule IX.3): the reason alone says it is there.
	// When the occupant tried to leave, the reason also says this attack
	// was strong enough to dislodge it: its supports.
	SelfDislodgement: onDest | onOwnHelp,
	// "no convoy route: the convoy was disrupted, F NTH dislodged": the
	// fleets ordered to carry the army, the dislodged ones named. Alone,
	// "no convoy route" says only what the order's failure says.
	NoConvoyRoute: onNamedFull | onOwnFleets,
	// A paradox or a circle is a cycle of decisions: its units (the
	// convoying fleets, the army, the attack on a fleet and the support
	// it would cut; every move of the circle) are what the reason asserts.
	ConvoyParadox:    onCycle,
	CircularMovement: onCycle,
	// "a move across a strait has no strength of its own, and no support
	// counted (0 against 0)": nothing held the destination (the reason
	// alone says as much), and the supports of this move, none of which
	// counted.
	NoStrength: onDest | onOwnHelp,
	// "support cut by A PIE", "dislodged by A BUR from Burgundy": the
	// cutter or the dislodger and where it came from (From), with the
	// fleets that carried it. The reason alone is the verdict: a support
	// fails, a unit is dislodged, only by an attack.
	SupportCut: onNamedFull,
	Dislodged:  onNamedFull,
	// The unit in the destination went the other way.
	Swap: onDest,
	// "the attacks of A BUR and A BOH stood each other off": the attackers
	// (the reason alone says they were there), each stronger than the
	// garrison's hold, so the supports of every attack and of the garrison.
	BeleagueredGarrison: onNamed | onSiegeHelp | onOwnHelp,
	// The order names a province where no such unit stands: that
	// emptiness is the cause.
	NotThere: onTarget,
	// The unit supported or convoyed, and what it was ordered: the reason
	// alone says a unit stands there and did something else.
	Unmatched:       onNamed,
	WrongCoast:      onNamed,
	Overland:        onNamed,
	RetreatStandoff: 0, AdjustmentRefused: 0, CivilDisorder: 0, // given where they are decided
}

// grounds fills in what unit i's cause rests on (Cause.RestsOn and
// ReasonRestsOn), as groundsOf says for its reason, from the settled
// decisions.
func (r *resolver) grounds(i int, c *Cause) {
	u := &r.units[i]
	if r.arena == nil {
		r.arena, r.scratch = make([]string, 0, 2*len(r.units)), make([]groundItem, 0, 16)
	}
	g := ground{r: r, items: r.scratch[:0]}
	var p part
	if int(c.Reason) < len(groundsOf) {
		p = groundsOf[c.Reason]
	}
	to := u.dest.Province()
	k, occupied := r.at[to]
	if c.Reason == NotVacated && c.Strength == 0 || c.Reason == SelfDislodgement && (!occupied || r.units[k].kind != orders.Move) {
		p &^= onOwnHelp // no strength said or implied
	}
	if p&onDest != 0 {
		g.add(true, to)
	}
	if p&(onNamed|onNamedFull) != 0 {
		for _, b := range c.By {
			if j, ok := r.at[b.Province()]; ok {
				g.unit(p&onNamed != 0, j)
			}
		}
	}
	if p&onOwnHelp != 0 {
		g.help(i)
	}
	if p&onDestHelp != 0 && occupied {
		g.help(k)
	}
	if p&(onOthersIn|onSiegeHelp) != 0 {
		into := to
		if p&onSiegeHelp != 0 {
			into = u.prov
		}
		for _, j := range r.movesInto[into] {
			if j != i && p&onOthersIn != 0 {
				g.unit(false, j)
			}
			g.help(j)
		}
	}
	if p&(onOwnFleets|onCycle) != 0 {
		for _, f := range r.convoys[i] {
			g.add(p&onCycle != 0, r.units[f].prov)
		}
	}
	if p&onCycle != 0 {
		for _, j := range r.circleOf(i) {
			g.add(true, r.units[j].prov)
		}
		if u.kind == orders.Convoy && u.target >= 0 {
			g.add(true, r.units[u.target].prov)
		}
	}
	if p&onTarget != 0 {
		g.add(true, u.order.Target.Loc.Province())
	}
	c.RestsOn, c.ReasonRestsOn = r.keep(g.items, false), r.keep(g.items, true)
	r.scratch = g.items
}

// ground gathers one cause's grounds: each province, and whether its
// reason alone rests on it too.
type ground struct {
	r     *resolver
	items []groundItem
}

type groundItem struct {
	prov  string
	alone bool
}

// add adds a province to the grounds; alone: the reason alone rests on it.
//
//go:noinline
func (g *ground) add(alone bool, prov string) {
	g.items = append(g.items, groundItem{prov, alone})
}

// unit adds unit k's province and, for an army that went by convoy, the
// fleets ordered to carry it: an army bounces, cuts or dislodges across
// water only with a route, so a cause that names it implies them.
//
//go:noinline
func (g *ground) unit(alone bool, k int) {
	u := &g.r.units[k]
	g.add(alone, u.prov)
	if u.kind == orders.Move && u.convoyed {
		for _, f := range g.r.convoys[k] {
			g.add(alone, g.r.units[f].prov)
		}
	}
}

// help adds the supports of unit k's order that counted: a strength the
// words give ("1 against 2") counts them without naming them.
//
//go:noinline
func (g *ground) help(k int) {
	for _, s := range g.r.supporters[k] {
		if g.r.result[s] {
			g.add(false, g.r.units[s].prov)
		}
	}
}

// keep is a set of the provinces gathered (those the reason alone rests
// on, or all), sorted, each once, in the resolver's arena: the causes of a
// phase share one backing array (BenchmarkDATC), each a slice of it capped
// at its end so that nobody appends into another's.
func (r *resolver) keep(items []groundItem, alone bool) []string {
	start := len(r.arena)
	for _, it := range items {
		if it.alone || !alone {
			r.arena = append(r.arena, it.prov)
		}
	}
	set := r.arena[start:]
	if len(set) == 0 {
		return nil
	}
	sort.Strings(set)
	n := 1
	for _, p := range set[1:] {
		if p != set[n-1] {
			set[n] = p
			n++
		}
	}
	r.arena = r.arena[:start+n]
	return r.arena[start : start+n : start+n]
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
