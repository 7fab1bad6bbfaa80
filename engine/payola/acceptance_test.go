package payola

import (
	"math/rand/v2"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// The '?' stands for every unlisted power, each once, where it is written.
func TestAcceptanceExpand(t *testing.T) {
	m := board.Standard()
	l, _ := ParseAcceptance(m, "FRANCE", "F?I")
	rng := rand.New(rand.NewPCG(1, 1))
	for range 20 {
		got := l.expand(m, rng)
		if len(got) != 7 || got[0] != "FRANCE" || got[6] != "ITALY" {
			t.Fatalf("F?I expanded to %v", got)
		}
		seen := map[string]bool{}
		for _, p := range got {
			seen[p] = true
		}
		if len(seen) != 7 {
			t.Fatalf("F?I expanded to %v", got)
		}
	}
}
