package payola

import (
	"math/rand/v2"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// Rule 5.5 read plainly (naive) against the auction that cuts calm rounds
// together, on phases built to overspend for many rounds: many lines, big
// amounts with plateaus and repetitions, small purses, savings, dummies.
func TestOverspendingMatchesPlainReading(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(5, 5))
	n := 50
	if testing.Short() {
		n = 60
	}
	var saved, rounds int
	for i := range n {
		purses, sheets := randomPhase(r, m, pos, mn, 3+r.IntN(10), 5+r.IntN(40), r.IntN(25))
		a, err := newAuction(m, pos, purses, sheets, int64(i), Rules{})
		if err != nil {
			t.Fatal(err)
		}
		a.run()
		o := a.outcome()
		saved += a.saved
		rounds += o.Rounds
		matchesNaive(t, i, m, pos, purses, sheets, o)
	}
	t.Logf("%d phases, %d rounds, %d of them cut together with an earlier one", n, rounds, saved)
	if rounds < 10*n || saved < rounds/20 {
		t.Errorf("phases too tame: %d rounds, %d taken together", rounds, saved)
	}
}
