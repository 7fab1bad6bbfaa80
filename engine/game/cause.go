package game

import (
	"fmt"
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
}

// VoidReason is the reason of an order void before the judge saw it.
const VoidReason = "void"

// causeFile is the judge's cause as a file keeps it; nil when nothing
// needs saying.
func causeFile(m *board.Map, c judge.Cause) *CauseFile {
	if c.Reason == judge.NoReason {
		return nil
	}
	f := &CauseFile{Reason: c.Reason.String(), From: c.From, Strength: c.Strength, Against: c.Against, Halves: c.Halves, Note: c.Note, Words: c.Words(m)}
	for _, u := range c.By {
		f.By = append(f.By, u.String())
	}
	return f
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

// ByProvinces are the provinces of the units the cause names and the
// province an attack came from: what a Tin Cup power must have seen to be
// told the cause in full (README, rule 6.3). ok is false when a unit does
// not read.
func (c *CauseFile) ByProvinces(m *board.Map) (provs []string, ok bool) {
	for _, s := range c.By {
		u, err := orders.ParseUnit(m, s)
		if err != nil {
			return nil, false
		}
		provs = append(provs, u.Province())
	}
	if c.From != "" {
		provs = append(provs, c.From)
	}
	// A note in words (a retreat or build refused, an order void) may
	// name a unit too: "F BEL is there".
	fields := strings.Fields(c.Words)
	for i := 0; i+1 < len(fields); i++ {
		if fields[i] != "A" && fields[i] != "F" {
			continue
		}
		if u, err := orders.ParseUnit(m, fields[i]+" "+strings.Trim(fields[i+1], ":,.;()")); err == nil {
			provs = append(provs, u.Province())
		}
	}
	return provs, true
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
	if c.Strength < 0 || c.Against < 0 {
		fail("%s: a strength is never negative", at)
	}
}

// voidOrder is an order issued void before the judge saw it, and why.
type voidOrder struct {
	order orders.Order
	why   string
}

// unnamed says a cause without the units or strengths it names, for a Tin
// Cup power that did not see them all (README, rule 6.3).
var unnamed = map[string]string{
	"bounced":              "bounced",
	"held off":             "held off: the unit there did not move away",
	"head-to-head lost":    "lost a head-to-head battle",
	"no convoy route":      "no convoy route: the convoy was disrupted",
	"support cut":          "support cut",
	"dislodged":            "dislodged",
	"beleaguered garrison": "a beleaguered garrison: the attacks on it stood each other off",
	"unmatched":            "the unit it names did not order what this order says",
	"wrong coast":          "the unit it names moves to another coast than the one named",
	"goes overland":        "the army goes overland: there is nothing to carry",
	"retreat standoff":     "retreated to the same province as another unit: both are disbanded",
	"retreat not allowed":  "the retreat was not allowed there",
	"not allowed":          "the order was not allowed",
	VoidReason:             "the order could not be carried out",
}

// seenCause is the cause as a Tin Cup power is told it (README, rule 6.3):
// in full when it saw, before the phase, the province of every unit the
// cause names and the province an attack came from; otherwise by its
// reason alone, naming no unit and no strength.
func seenCause(m *board.Map, c *CauseFile, before map[string]bool) *CauseFile {
	if c == nil {
		return nil
	}
	provs, ok := c.ByProvinces(m)
	if ok {
		for _, p := range provs {
			ok = ok && before[p]
		}
	}
	if ok {
		return c
	}
	words, named := unnamed[c.Reason]
	if !named {
		words = c.Reason
	}
	return &CauseFile{Reason: c.Reason, Words: words}
}
