package payola

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// heavyPhase gives every power lines valid offer lines mixing all five types,
// repetitions, plateaus and augmentation, with balances far below the
// offers so that the overspending loop runs for many rounds.
func heavyPhase(tb testing.TB, lines int) (*board.Map, []Purse, map[string]*Sheet) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(7, uint64(lines)))
	var purses []Purse
	sheets := map[string]*Sheet{}
	for i, p := range m.Powers {
		purses = append(purses, Purse{Power: p.Name, Balance: 5 + 3*i})
		var text []string
		for len(text) < lines {
			l := randomLine(r, mn, p.Name, 150)
			if strings.Contains(l, "$") {
				continue
			}
			if _, diags := ParseSheet(m, pos, p.Name, []string{l}, 1, Rules{}); len(diags) == 0 {
				text = append(text, l)
			}
		}
		s, diags := ParseSheet(m, pos, p.Name, text, 1, Rules{})
		if len(diags) > 0 {
			tb.Fatal(diags)
		}
		sheets[p.Name] = s
	}
	return m, purses, sheets
}

// BenchmarkHeavyPhase: the standard board, 7 powers × 300 offer lines (and
// 4× and 16× that), at least 100 reduction rounds. Reported per op: the
// atomic offers, the rounds, and ns per offer-round (flat when the cost is
// linear in offers × rounds).
// eBayola (rule 6.4) adds a pricing step per unit per round.
func BenchmarkHeavyPhase(b *testing.B) {
	for _, scale := range []int{1, 4, 16, -4} {
		lines := 300 * scale
		rules, name := Rules{}, fmt.Sprintf("lines=%d", lines)
		if scale < 0 {
			lines, rules, name = -lines, Rules{EBayola: true}, fmt.Sprintf("ebayola/lines=%d", -lines)
		}
		b.Run(name, func(b *testing.B) {
			m, purses, sheets := heavyPhase(b, lines)
			pos := startPosition(m)
			offers := 0
			for _, s := range sheets {
				offers += len(expandedOffers(s))
			}
			var o *Outcome
			b.ResetTimer()
			for b.Loop() {
				var err error
				if o, err = Auction(m, pos, purses, sheets, 1, rules); err != nil {
					b.Fatal(err)
				}
			}
			if o.Rounds < 100 {
				b.Fatalf("only %d rounds", o.Rounds)
			}
			b.ReportMetric(float64(offers), "offers")
			b.ReportMetric(float64(o.Rounds), "rounds")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(offers*o.Rounds), "ns/offer-round")
		})
	}
}
