package payola

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// Rule 5.5 as the player's cost panel tells it: the schedule of cuts of
// a sheet whose every offer is accepted is the auction's. Gifts ('&', rule
// 3.1) pay whatever their unit does, so every one of them is accepted; on
// random sheets of gifts with plateaus and repetitions, and a balance
// below what they offer, the auction's rounds of cuts for France and what
// France pays are the schedule's.
func TestCostScheduleMatchesTheAuction(t *testing.T) {
	units := []string{"A PAR", "A MAR", "F BRE", "A MUN", "F LON", "A VEN", "F TRI"}
	rng := rand.New(rand.NewPCG(5, 5))
	for n := range 60 {
		var lines []string
		for _, u := range units[:1+rng.IntN(len(units))] {
			amount := 1 + rng.IntN(12)
			field := fmt.Sprint(amount)
			if rng.IntN(2) == 0 {
				field += fmt.Sprintf("#%d", rng.IntN(amount+1))
			}
			if rng.IntN(3) == 0 {
				field = fmt.Sprintf("%d*%s", 2+rng.IntN(3), field)
			}
			lines = append(lines, field+" & "+u+" H")
		}
		if rng.IntN(3) == 0 {
			lines = append(lines, fmt.Sprintf("%d$", rng.IntN(5)))
		}
		text := strings.Join(lines, "\n")
		balance := rng.IntN(30)
		ph := phase{balance: map[string]int{"FRANCE": balance}, sheets: map[string]string{"FRANCE": text}}
		m, pos := ph.board()
		c := ph.parse(t, m, pos)["FRANCE"].Cost(balance)
		l := ph.run(t).Ledgers["FRANCE"]
		if c.Rounds != l.Reductions || c.After != l.Paid || c.Available != l.Available {
			t.Errorf("sheet %d (balance %d):\n%s\nschedule: %d rounds, costs %d of %d available; auction: %d rounds, paid %d of %d\n%s",
				n, balance, text, c.Rounds, c.After, c.Available, l.Reductions, l.Paid, l.Available, strings.Join(c.Words, "\n"))
		}
	}
}

// The schedule in words, on the sheet of TestRoundsDecideOnlyMovedUnits
// as if its every offer were accepted: 8 AgP offered with 2 to spend.
func TestCostScheduleInWords(t *testing.T) {
	m, pos := phase{}.board()
	ph := phase{sheets: map[string]string{"FRANCE": "5#3 : A PAR - BUR\n3 : A MAR - PIE\n0 : F BRE - MAO"}}
	c := ph.parse(t, m, pos)["FRANCE"].Cost(2)
	want := []string{
		"If every offer is accepted you overspend by 6 AgP: your offers come to 8 AgP and you may spend 2 AgP. Rule 5.5 then cuts your offers round by round:",
		"In rounds 1 to 2, 2 offers above their plateau lose 1 AgP each round (the sheet then costs 4 AgP).",
		"In round 3, 1 offer above its plateau loses 1 AgP each round (the sheet then costs 3 AgP).",
		"In round 4 every offer is at its plateau: all 1 offers still above 0 AgP lose 1 AgP and have no plateau from then on (the sheet then costs 2 AgP).",
		"After 4 rounds every offer accepted costs 2 AgP, within the 2 AgP you may spend.",
	}
	if got := strings.Join(c.Words, "\n"); got != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
	if c.Rounds != 4 || c.Most != 8 {
		t.Errorf("%d rounds from %d AgP; want 4 from 8 (rule 5.5)", c.Rounds, c.Most)
	}
}
