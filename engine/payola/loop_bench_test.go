package payola

import (
	"fmt"
	"testing"
)

// BenchmarkOverspendingLoop times rule 5.5's loop alone (not reading the
// offers nor writing the outcome) on the phases of BenchmarkHeavyPhase,
// cutting calm rounds together (run) and round by round (runStepwise).
func BenchmarkOverspendingLoop(b *testing.B) {
	for _, lines := range []int{300, 1200} {
		for _, ebay := range []bool{false, true} {
			m, purses, sheets := heavyPhase(b, lines)
			pos := startPosition(m)
			rules := Rules{EBayola: ebay}
			for _, way := range []string{"stepwise", "jumping"} {
				b.Run(fmt.Sprintf("lines=%d/ebayola=%v/%s", lines, ebay, way), func(b *testing.B) {
					steps := 0
					for b.Loop() {
						b.StopTimer()
						a, err := newAuction(m, pos, purses, sheets, 1, rules)
						if err != nil {
							b.Fatal(err)
						}
						b.StartTimer()
						if way == "stepwise" {
							a.runStepwise()
						} else {
							a.run()
						}
						steps = a.rounds - a.saved
					}
					b.ReportMetric(float64(steps), "decides")
				})
			}
		}
	}
}
