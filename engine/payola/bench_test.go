package payola

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
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
			if _, diags := ParseSheet(m, pos, p.Name, []string{l}, 1, AuctionRules{}); len(diags) == 0 {
				text = append(text, l)
			}
		}
		s, diags := ParseSheet(m, pos, p.Name, text, 1, AuctionRules{})
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
		rules, name := AuctionRules{}, fmt.Sprintf("lines=%d", lines)
		if scale < 0 {
			lines, rules, name = -lines, AuctionRules{EBayola: true}, fmt.Sprintf("ebayola/lines=%d", -lines)
		}
		b.Run(name, func(b *testing.B) {
			m, purses, sheets := heavyPhase(b, lines)
			pos := startPosition(m)
			offers := 0
			for _, s := range sheets {
				offers += len(expandedOffers(s))
			}
			var o *AuctionResult
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

// adversarial is a phase written to make the auction slow, with the size
// of its sheets in bytes.
type adversarial struct {
	m      *board.Map
	pos    orders.Position
	purses []Purse
	sheets map[string]*Sheet
	bytes  int
}

// readPhase parses every power's text, failing on any diagnostic.
func readPhase(tb testing.TB, m *board.Map, pos orders.Position, purses []Purse, texts map[string][]string) adversarial {
	tb.Helper()
	ph := adversarial{m: m, pos: pos, purses: purses, sheets: map[string]*Sheet{}}
	for power, text := range texts {
		s, diags := ParseSheet(m, pos, power, text, 1, AuctionRules{})
		if len(diags) > 0 {
			tb.Fatalf("%s: %v", power, diags[0])
		}
		ph.sheets[power] = s
		for _, l := range text {
			ph.bytes += len(l) + 1
		}
	}
	return ph
}

// tugPhase is issue 9's "tug": every power bids 9999 on its own order for
// one unit with a balance of 1, so the top bid changes hands for about
// 7 × 9999 rounds, and every power also makes 0 AgP offers to its own units
// for every order they could take, which makes many candidates that no
// round changes. kb is the size of the sheets.
func tugPhase(tb testing.TB, kb int) adversarial {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	target := mn.units[0] // the tugged unit
	texts := map[string][]string{}
	var purses []Purse
	for i, p := range m.Powers {
		purses = append(purses, Purse{Power: p.Name, Balance: 1})
		texts[p.Name] = []string{fmt.Sprintf("9999 : %s %s", target.Unit, mn.acts[0][i%len(mn.acts[0])])}
	}
	size := 0
	for size < kb*1024 {
		for k, u := range mn.units {
			for _, act := range mn.acts[k] {
				l := fmt.Sprintf("0 : %s %s", u.Unit, act)
				if _, diags := ParseSheet(m, pos, u.Power, []string{l}, 1, AuctionRules{}); len(diags) > 0 {
					continue
				}
				texts[u.Power] = append(texts[u.Power], l)
				size += len(l) + 1
			}
		}
	}
	return readPhase(tb, m, pos, purses, texts)
}

// longSheetPhase is n lines of one sheet paying into one order, with a
// balance far below them: the lines that paid for the order are listed in
// the report once each.
func longSheetPhase(tb testing.TB, n int) adversarial {
	m := board.Standard()
	pos := startPosition(m)
	var purses []Purse
	for _, p := range m.Powers {
		purses = append(purses, Purse{Power: p.Name, Balance: 10})
	}
	text := make([]string, 0, n)
	for i := range n {
		text = append(text, fmt.Sprintf("%d#1 & A PAR - BUR %% gift number %d", 1+i%9, i))
	}
	return readPhase(tb, m, pos, purses, map[string][]string{"GERMANY": text})
}

// oneUnitPhase is n offer lines of every type, by every power, all to the
// unit with the most orders to choose from, with small balances.
func oneUnitPhase(tb testing.TB, n int) adversarial {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	k := 0
	for i := range mn.acts {
		if len(mn.acts[i]) > len(mn.acts[k]) {
			k = i
		}
	}
	one := &menu{units: mn.units[k : k+1], acts: mn.acts[k : k+1]}
	r := rand.New(rand.NewPCG(11, uint64(n)))
	texts := map[string][]string{}
	var purses []Purse
	for i, p := range m.Powers {
		purses = append(purses, Purse{Power: p.Name, Balance: 5 + 3*i})
	}
	for lines := 0; lines < n; {
		p := m.Powers[lines%len(m.Powers)].Name
		l := randomLine(r, one, p, 150)
		if strings.Contains(l, "$") {
			continue
		}
		if _, diags := ParseSheet(m, pos, p, []string{l}, 1, AuctionRules{}); len(diags) > 0 {
			continue
		}
		texts[p] = append(texts[p], l)
		lines++
	}
	return readPhase(tb, m, pos, purses, texts)
}

// ordinaryPhase is heavyPhase grown to at least kb kilobytes of sheets.
func ordinaryPhase(tb testing.TB, kb int) adversarial {
	m := board.Standard()
	pos := startPosition(m)
	for lines := 100; ; lines += lines / 4 {
		_, purses, sheets := heavyPhase(tb, lines)
		ph := adversarial{m: m, pos: pos, purses: purses, sheets: sheets}
		for _, s := range sheets {
			for _, l := range s.Lines {
				ph.bytes += len(l.Text) + 1
			}
		}
		if ph.bytes >= kb*1024 {
			return ph
		}
	}
}

// BenchmarkAdversarial runs the inputs of issue 9 §8 written to stall the
// auction, each next to an ordinary phase of about the same size (goal:
// at most 5× its time): the tug, 20,000 lines paying into one order, and
// one unit offered 1,000 orders.
func BenchmarkAdversarial(b *testing.B) {
	cases := []struct {
		name string
		make func(testing.TB) adversarial
	}{
		{"tug", func(tb testing.TB) adversarial { return tugPhase(tb, 100) }},
		{"lines=20000", func(tb testing.TB) adversarial { return longSheetPhase(tb, 20000) }},
		{"one_unit_orders=1000", func(tb testing.TB) adversarial { return oneUnitPhase(tb, 1000) }},
	}
	for _, c := range cases {
		ph := c.make(b)
		kb := (ph.bytes + 1023) / 1024
		b.Run(fmt.Sprintf("%s/KB=%d", c.name, kb), func(b *testing.B) { benchAuction(b, ph) })
		b.Run(fmt.Sprintf("%s/ordinary/KB=%d", c.name, kb), func(b *testing.B) { benchAuction(b, ordinaryPhase(b, kb)) })
	}
}

func benchAuction(b *testing.B, ph adversarial) {
	var o *AuctionResult
	for b.Loop() {
		var err error
		if o, err = Auction(ph.m, ph.pos, ph.purses, ph.sheets, 1, AuctionRules{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(o.Rounds), "rounds")
	b.ReportMetric(float64(ph.bytes)/1024, "KB")
}

// amplifierLine is issue 19's amplifier: one line of 8,000 `99*1` terms
// (40 KB) for ten orders of A MUN (nine '|'), of type typ. As direct
// offers it promises 7,920,000 AgP; as a gift 792,000 AgP in 7,920,000
// offers (the listed orders' 0 AgP ones included).
func amplifierLine(typ OfferType) string {
	return strings.Repeat("99*1+", 7999) + "99*1 " + typ.String() + " A MUN H | - BUR | - RUH | - KIE | - BER | - SIL | - BOH | - TYR | S F KIE | S A BER"
}

// boundedPhase is a phase whose sheets are texts, read as a lenient
// adjudication reads them (lines with a diagnostic are left out).
type boundedPhase struct {
	m      *board.Map
	pos    orders.Position
	purses []Purse
	texts  map[string][]string
}

func (ph boundedPhase) read() map[string]*Sheet {
	sheets := map[string]*Sheet{}
	for power, text := range ph.texts {
		sheets[power], _ = ParseSheet(ph.m, ph.pos, power, text, 1, AuctionRules{})
	}
	return sheets
}

func boundedPhases(tb testing.TB) []struct {
	name string
	ph   boundedPhase
} {
	m := board.Standard()
	pos := startPosition(m)
	var purses []Purse
	for _, p := range m.Powers {
		purses = append(purses, Purse{Power: p.Name, Balance: 30})
	}
	lines := make([]string, 20000)
	for i := range lines {
		lines[i] = "99*100 : A MUN - BUR"
	}
	accepted := make([]string, 10000)
	for i := range accepted {
		accepted[i] = "99*1 : A MUN - BUR"
	}
	tug := tugPhase(tb, 100)
	tugTexts := map[string][]string{}
	for power, s := range tug.sheets {
		for _, l := range s.Lines {
			tugTexts[power] = append(tugTexts[power], l.Text)
		}
	}
	return []struct {
		name string
		ph   boundedPhase
	}{
		{"amplifier_direct", boundedPhase{m, pos, purses, map[string][]string{"GERMANY": {amplifierLine(Direct)}}}},
		{"amplifier_gift", boundedPhase{m, pos, purses, map[string][]string{"GERMANY": {amplifierLine(Gift)}}}},
		{"lines=20000_99x100", boundedPhase{m, pos, purses, map[string][]string{"GERMANY": lines}}},
		{"lines=10000_99x1", boundedPhase{m, pos, purses, map[string][]string{"GERMANY": accepted}}},
		{"tug", boundedPhase{m, pos, tug.purses, tugTexts}},
	}
}

// BenchmarkBounded reads issue 19's inputs as a lenient adjudication does
// and runs the auction ("adjudicate"), or reads them and explains every
// sheet as the live check does ("check"): cost must follow the text's
// size, not what its repetition counts expand to.
func BenchmarkBounded(b *testing.B) {
	for _, c := range boundedPhases(b) {
		b.Run(c.name+"/adjudicate", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Auction(c.ph.m, c.ph.pos, c.ph.purses, c.ph.read(), 1, AuctionRules{}); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/check", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range c.ph.read() {
					_ = s.Explain()
				}
			}
		})
	}
}

// What BenchmarkHeavyPhase and BenchmarkAdversarial rely on: sheets read
// without a diagnostic (heavyPhase and readPhase fail otherwise) and at
// least 100 overspending rounds, with and without eBayola.
func TestBenchmarkPhasesAreHeavy(t *testing.T) {
	m, purses, sheets := heavyPhase(t, 300)
	for _, rules := range []AuctionRules{{}, {EBayola: true}} {
		o, err := Auction(m, startPosition(m), purses, sheets, 1, rules)
		if err != nil {
			t.Fatal(err)
		}
		if o.Rounds < 100 {
			t.Errorf("%+v: only %d rounds", rules, o.Rounds)
		}
	}
	for _, ph := range []adversarial{longSheetPhase(t, 2000), oneUnitPhase(t, 300)} {
		o, err := Auction(ph.m, ph.pos, ph.purses, ph.sheets, 1, AuctionRules{})
		if err != nil {
			t.Fatal(err)
		}
		if o.Rounds < 5 {
			t.Errorf("only %d rounds", o.Rounds)
		}
	}
}
