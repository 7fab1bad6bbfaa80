package gamefile

import (
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"
)

// Zero Sum's year end (rule 6.7, payola-rules §10.7), after a Fall in which
// France takes neutral Belgium (10 AgP) and Germany's Munich (Germany's 40
// AgP over its 3 centers at the start of the year: 13 AgP). Every capture
// is paid and stated, however many there are and in whatever order; money
// is only moved, never made, but for the neutral bonus. Nobody's units were
// paid (every power is loyal), so no report states bribe profits.
func TestZeroSumCapturesNeutralAndForeign(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE":  {strs("A PIC", "A BUR", "A PAR"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A KIE", "A BER"), strs("MUN", "KIE", "BER")},
	}, nil, `{"zeroSum": true}`)
	r := mustAdjudicate(t, g, "FRANCE:\nA PIC - BEL\nA BUR - MUN\n", game.Options{})
	for _, c := range []struct {
		power          string
		income, after  int
		lines, missing []string
	}{
		{"FRANCE", 23, 63, []string{"Capture of neutral BEL (rule 6.7)", "Capture of MUN from GERMANY (rule 6.7)"}, []string{"Loss of"}},
		{"GERMANY", -13, 27, []string{"Loss of MUN to FRANCE (rule 6.7)"}, []string{"Capture of"}},
	} {
		l := r.Ledgers[c.power]
		if l.Income != c.income || l.After != c.after || balanceOf(r.Next, c.power) != c.after {
			t.Errorf("%s: ledger %+v, balance %d; want year-end money %+d and %d AgP", c.power, l, balanceOf(r.Next, c.power), c.income, c.after)
		}
		var rep []string
		for _, l := range r.Play.Account[c.power] {
			rep = append(rep, l.Label)
		}
		account := strings.Join(rep, "\n")
		for _, w := range c.lines {
			if !strings.Contains(account, w) {
				t.Errorf("%s's account lacks %q:\n%s", c.power, w, account)
			}
		}
		for _, w := range append(c.missing, "Bribe profits") {
			if strings.Contains(account, w) {
				t.Errorf("%s's account states %q:\n%s", c.power, w, account)
			}
		}
	}
	var caps []string
	for _, c := range r.Next.History.At(r.Next.History.Len() - 1).Captures {
		caps = append(caps, c.Center+":"+c.From+">"+c.To)
	}
	if strings.Join(caps, " ") != "BEL:>FRANCE MUN:GERMANY>FRANCE" {
		t.Errorf("captures in the history: %v", caps)
	}
}

// Zero Sum (6.7): the money paid to a power's units in the Fall movement
// is credited after a Fall retreat phase, with the Spring's.
func TestZeroSumFallMoneySurvivesRetreats(t *testing.T) {
	_, results := playYear(t, `{"zeroSum": true}`)
	fall, retreat := results[1], results[2]
	if fall.NextPhase != "F1901R" {
		t.Fatalf("the fall leads to %s", fall.NextPhase)
	}
	if e := fall.Next.History.At(1).Earned["GERMANY"]; e != 13 {
		t.Errorf("earned by Germany's units in F1901M: %d, want 6 + 4 + 3", e)
	}
	// Spring 4 + 3 + 3, Fall 6 + 4 + 3, and 10 for neutral HOL.
	if l := retreat.Ledgers["GERMANY"]; l.Income != 23+10 {
		t.Errorf("Germany's ledger after the retreats %+v, want income 33", l)
	}
	if got, ok := accountOf(retreat, "GERMANY", "Bribe profits for 1901, paid to your units (rule 6.7)"); !ok || got != 23 {
		t.Errorf("Germany's account %v", retreat.Play.Account["GERMANY"])
	}
}
