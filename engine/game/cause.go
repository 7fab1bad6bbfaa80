package game

import (
	"fmt"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// CauseFile is why an issued order had its result (judge.Cause), as
// adjudicate --json prints it and the history keeps it, so that a past
// phase's texts can be written again and its map can say why. It is
// optional: files written before it load as they were.
type CauseFile struct {
	// Reason is the judge's short name for it ("bounced", "support cut",
	// "civil disorder", ...), or "void" for an order the sheet already
	// could not carry out (Note says why).
	Reason string `json:"reason"`
	// By are the units that decided it, as they stood before the phase
	// ("A MUN"); From is where a dislodging unit came from.
	By   []string `json:"by,omitempty"`
	From string   `json:"from,omitempty"`
	// Strength and Against are the strengths met in a contest, in half
	// points when Halves (a move across a map's half-strength crossing).
	Strength int    `json:"strength,omitempty"`
	Against  int    `json:"against,omitempty"`
	Halves   bool   `json:"halves,omitempty"`
	Note     string `json:"note,omitempty"`
	// Words says it in a player's words, naming the units.
	Words string `json:"words"`
	// RestsOn is what the cause rests on, in a Tin Cup game only (the
	// only one whose powers are told less than the whole cause), so that a
	// past phase is cut as its own phase was (payola-rules §10.23). A cause
	// without it (another game's, or a file written before it) is told to
	// a Tin Cup power by its verdict alone.
	RestsOn *Grounds `json:"restsOn,omitempty"`
}

// Grounds are the provinces a cause rests on (judge.Cause.RestsOn and
// ReasonRestsOn): All for the cause in full, Reason for its reason alone.
type Grounds struct {
	All    []string `json:"all"`
	Reason []string `json:"reason"`
	// Count is the power whose count of adjustments the cause rests on
	// (judge.Cause.Count): told in full to that power alone.
	Count string `json:"count,omitempty"`
}

// VoidReason is the reason of an order void before the judge saw it.
const VoidReason = "void"

// causeFile is the judge's cause as a file keeps it; nil when nothing
// needs saying. blind keeps what it rests on.
func causeFile(m *board.Map, c judge.Cause, blind bool) *CauseFile {
	if c.Reason == judge.NoReason {
		return nil
	}
	f := &CauseFile{Reason: c.Reason.String(), From: c.From, Strength: c.Strength, Against: c.Against, Halves: c.Halves, Note: c.Note, Words: c.Words(m)}
	for _, u := range c.By {
		f.By = append(f.By, u.String())
	}
	if blind {
		f.RestsOn = &Grounds{All: nonNil(c.RestsOn), Reason: nonNil(c.ReasonRestsOn), Count: c.Count}
	}
	return f
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// reasons is the judge's reasons by name.
var reasons = func() map[string]judge.Reason {
	out := map[string]judge.Reason{}
	for r := judge.NoReason + 1; r.String() != "unknown"; r++ {
		out[r.String()] = r
	}
	return out
}()

// Judge reads the cause back as the judge's, for drawing it: a void
// order's cause has no reason of the judge's.
func (c *CauseFile) Judge(m *board.Map) (judge.Cause, error) {
	out := judge.Cause{From: c.From, Strength: c.Strength, Against: c.Against, Halves: c.Halves, Note: c.Note}
	if c.Reason != VoidReason {
		r, ok := reasons[c.Reason]
		if !ok {
			return judge.Cause{}, fmt.Errorf("reason %q is not one the judge gives", c.Reason)
		}
		out.Reason = r
	}
	for _, s := range c.By {
		u, err := orders.ParseUnit(m, s)
		if err != nil {
			return judge.Cause{}, fmt.Errorf("by %q: %v", s, err)
		}
		out.By = append(out.By, u)
	}
	return out, nil
}

// checkCause checks a history entry's cause as strictly as the rest.
func checkCause(c *CauseFile, at string, fail func(string, ...any)) {
	if _, ok := reasons[c.Reason]; !ok && c.Reason != VoidReason {
		fail("%s.reason: %q is not a reason the judge gives", at, c.Reason)
	}
	for _, f := range [...]struct{ key, text string }{{"from", c.From}, {"note", c.Note}, {"words", c.Words}} {
		if err := freeText(f.text, false); err != nil {
			fail("%s.%s: %v", at, f.key, err)
		}
	}
	for j, s := range c.By {
		if err := freeText(s, false); err != nil {
			fail("%s.by[%d]: %v", at, j, err)
		}
	}
	if g := c.RestsOn; g != nil {
		// Names of provinces and of a power, in one line: no character
		// freeText refuses in any of them.
		if err := freeText(g.Count+" "+strings.Join(g.All, " ")+" "+strings.Join(g.Reason, " "), false); err != nil {
			fail("%s.restsOn: %v", at, err)
		}
	}
	if c.Strength < 0 || c.Against < 0 {
		fail("%s: a strength is never negative", at)
	}
}

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
func voidGrounds(m *board.Map, o orders.Order, why error) *Grounds {
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
	return &Grounds{All: all[:n], Reason: []string{}}
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

// seenCause is the cause as a Tin Cup power is told it (payola-rules
// §10.23), from what it rests on: in full when the power knows every
// province of it (known: what it saw before the phase) and, for a cause
// resting on a power's count of adjustments, is that power; by its reason
// alone when it knows those the reason alone rests on; else nil, the
// verdict alone. A cause that does not say what it rests on (a file
// written before it was kept) is the verdict alone.
func seenCause(c *CauseFile, power string, known map[string]bool) *CauseFile {
	if c == nil || c.RestsOn == nil {
		return nil
	}
	if knowsAll(known, c.RestsOn.All) && (c.RestsOn.Count == "" || c.RestsOn.Count == power) {
		return c
	}
	if !knowsAll(known, c.RestsOn.Reason) {
		return nil
	}
	words := voidUnnamed
	if r := reasons[c.Reason]; c.Reason != VoidReason {
		words = ""
		if int(r) < len(unnamed) {
			words = unnamed[r]
		}
	}
	if words == "" {
		return nil
	}
	return &CauseFile{Reason: c.Reason, Words: words}
}
