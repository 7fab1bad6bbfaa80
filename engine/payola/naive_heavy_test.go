package payola

import (
	"math/rand/v2"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// Rule 5.5 read plainly (naive) against the auction, on phases built to
// overspend for many rounds: many lines, big amounts with plateaus and
// repetitions, small purses, savings, dummies; every other one under
// eBayola (6.4).
func TestOverspendingMatchesPlainReading(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(5, 5))
	n := 50
	if testing.Short() {
		n = 10
	}
	rounds := 0
	for i := range n {
		purses, sheets := randomPhase(r, m, pos, mn, 3+r.IntN(10), 5+r.IntN(40), r.IntN(25))
		rules := Rules{EBayola: i%2 == 1}
		o, err := Auction(m, pos, purses, sheets, int64(i), rules)
		if err != nil {
			t.Fatal(err)
		}
		rounds += o.Rounds
		matchesNaive(t, i, m, pos, purses, sheets, int64(i), rules, o)
	}
	t.Logf("%d phases, %d rounds", n, rounds)
	if rounds < 10*n {
		t.Errorf("phases too tame: %d rounds in %d phases", rounds, n)
	}
}
