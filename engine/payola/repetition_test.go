package payola

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// repeatedAmount writes an amount field heavy with what rule 3.1 items 1-4
// allow: up to six '+' terms, repetition counts up to 99, plateaus (bare
// '#' too), and some 0 terms.
func repeatedAmount(r *rand.Rand, big int) string {
	var parts []string
	for n := 1 + r.IntN(6); n > 0; n-- {
		v := r.IntN(big + 1)
		if r.IntN(6) > 0 && v == 0 {
			v = 1
		}
		p := fmt.Sprint(v)
		switch r.IntN(3) {
		case 0:
			p = fmt.Sprintf("%d*%s", 2+r.IntN(98), p)
		case 1:
			p = fmt.Sprintf("%d*%s", 1+r.IntN(4), p)
		}
		switch r.IntN(5) {
		case 0:
			p += fmt.Sprintf("#%d", r.IntN(v+1))
		case 1:
			p += "#"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, "+")
}

// repeatedPhase is randomPhase with repeated, augmented offers of every
// type with up to four alternatives, and small balances, so that the
// overspending rounds (5.5) cut repeated offers round after round.
func repeatedPhase(r *rand.Rand, m *board.Map, pos orders.Position, mn *menu) ([]Purse, map[string]*Sheet) {
	var purses []Purse
	sheets := map[string]*Sheet{}
	big := 1 + r.IntN(12)
	for _, p := range m.Powers {
		pu := Purse{Power: p.Name, Balance: r.IntN(60), Dummy: r.IntN(8) == 0}
		purses = append(purses, pu)
		if r.IntN(6) == 0 {
			continue
		}
		var text []string
		for n := r.IntN(8); n > 0; n-- {
			k := r.IntN(len(mn.units))
			acts := mn.acts[k]
			var alts []string
			used := map[string]bool{}
			for range 1 + r.IntN(4) {
				if a := acts[r.IntN(len(acts))]; !used[a] {
					used[a] = true
					alts = append(alts, a)
				}
			}
			types := "::!>@&"
			text = append(text, fmt.Sprintf("%s %c %s %s", repeatedAmount(r, big), types[r.IntN(len(types))], mn.units[k].Unit, strings.Join(alts, " | ")))
		}
		s, _ := ParseSheet(m, pos, p.Name, text, 1, AuctionRules{})
		sheets[p.Name] = s
	}
	return purses, sheets
}

// Repeated offers (3.1 items 1 and 4: `N*amount`, `+`) and alternatives
// (item 8) are many offers, each cut on its own by the overspending rounds
// (5.5). Their outcome over many random phases, in the bytes of the chart
// and of every power's report, is the one recorded in
// testdata/repetition.golden from the auction that expanded every
// repetition into copies (before issue 19): keeping repetitions as written
// changes no result. go test -run TestRepeatedOffersAsExpanded -update
// rewrites the file; only do so knowingly.
func TestRepeatedOffersAsExpanded(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(19, 55))
	n := 800
	var got strings.Builder
	var rounds, offers int
	for i := range n {
		purses, sheets := repeatedPhase(r, m, pos, mn)
		for _, s := range sheets {
			offers += len(s.Lines)
		}
		for _, rules := range []AuctionRules{{}, {EBayola: true}} {
			o, err := Auction(m, pos, purses, sheets, int64(i), rules)
			if err != nil {
				t.Fatalf("phase %d: %v", i, err)
			}
			rounds += o.Rounds
			h := sha256.New()
			h.Write([]byte(withoutWhy(o.Chart())))
			for _, p := range purses {
				h.Write([]byte(withoutWhy(o.Report(p.Power))))
			}
			fmt.Fprintf(&got, "phase %d ebayola=%v rounds=%d %x\n", i, rules.EBayola, o.Rounds, h.Sum(nil)[:12])
		}
	}
	t.Logf("%d phases, %d offer lines, %d rounds", n, offers, rounds)
	if rounds < 20*n {
		t.Errorf("random phases too tame: %d rounds in %d phases", rounds, n)
	}
	golden := filepath.Join("testdata", "repetition.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		g, w := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(g), len(w)) {
			if g[i] != w[i] {
				t.Fatalf("first difference at line %d:\n got %s\nwant %s", i+1, g[i], w[i])
			}
		}
		t.Fatalf("%d lines, want %d", len(g), len(w))
	}
}

// withoutWhy is a chart or report without its "Why" section (issue 21),
// which came after the golden file: the rest must stay byte for byte.
func withoutWhy(text string) string {
	var out []string
	skip := false
	for _, l := range strings.SplitAfter(text, "\n") {
		switch {
		case strings.HasPrefix(l, "Why "):
			skip = true
			out = out[:len(out)-1] // the blank line before it
		case skip && l == "\n":
			skip = false
		}
		if !skip {
			out = append(out, l)
		}
	}
	return strings.Join(out, "")
}

// What the live check says of a sheet comes from its lines as written:
// Tally counts the atomic offers and their AgP as the expansion of every
// repetition does (rule 3.1 items 1 and 4), and Explain lists them in
// sequence (5.3), writing out a term repeated at most explainReps times
// and, for one repeated more, its first repetition and where its copies
// end.
func TestRepeatedOffersCountedAndExplainedAsExpanded(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(19, 56))
	summed := 0
	for range 200 {
		_, sheets := repeatedPhase(r, m, pos, mn)
		for _, s := range sheets {
			all := expandedOffers(s)
			n, agp := s.Tally()
			sum := 0
			for _, o := range all {
				sum += o.Amount
			}
			if n != len(all) || agp != sum {
				t.Fatalf("Tally says %d offers of %d AgP in all; expanded, %d of %d\n%s", n, agp, len(all), sum, strings.Join(explained(s), "\n"))
			}
			var want []string
			for _, l := range s.Lines {
				var mine []Offer
				for _, o := range all {
					if o.Line == l.Number {
						mine = append(mine, o)
					}
				}
				blocks := 0
				for _, p := range l.Parts {
					blocks += p.reps()
				}
				size := len(mine) / blocks
				text := "line " + fmt.Sprint(l.Number) + ": " + l.Echo
				for _, p := range l.Parts {
					these := mine[:p.reps()*size]
					mine = mine[len(these):]
					if p.reps() > explainReps {
						summed++
						for _, o := range these[:size] {
							text += "\n    " + o.String()
						}
						what := "this offer"
						if size > 1 {
							what = fmt.Sprintf("these %d offers", size)
						}
						text += fmt.Sprintf("\n    … %s %d times in all (#%d to #%d), each cut on its own when overspending (rule 5.5)", what, p.reps(), these[0].Seq, these[len(these)-1].Seq)
						continue
					}
					for _, o := range these {
						text += "\n    " + o.String()
					}
				}
				want = append(want, text)
			}
			if got := explained(s); strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Fatalf("Explain:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
	}
	if summed < 100 {
		t.Errorf("only %d terms repeated more than %d times", summed, explainReps)
	}
}

// The plain reading of rules 3-5 (naive_test.go), which cuts every copy
// of a repeated offer one by one, agrees with the auction on phases of
// repeated offers.
func TestRepeatedOffersMatchPlainReading(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(19, 57))
	for i := range 8 {
		purses, sheets := repeatedPhase(r, m, pos, mn)
		for _, rules := range []AuctionRules{{}, {EBayola: true}} {
			o, err := Auction(m, pos, purses, sheets, int64(i), rules)
			if err != nil {
				t.Fatal(err)
			}
			matchesNaive(t, i, m, pos, purses, sheets, int64(i), rules, o)
		}
	}
}
