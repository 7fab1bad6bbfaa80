package gamefile

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
