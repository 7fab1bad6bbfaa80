package payola

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// Issue 33, money shown to a player held against the auction: the cost
// panel (Sheet.Cost) and every line of the private report are worked out
// again here from the sheet as written and the auction's typed result
// (AuctionResult.Ledgers), and compared.

// writtenLine is one offer line as the test writes it, with what it
// offers as written: each atomic offer's parts (repetition, amount).
type writtenLine struct {
	text  string
	parts [][2]int // repetition, amount
}

// written is what one atomic offer of the line is worth as written.
func (w writtenLine) written() int {
	n := 0
	for _, p := range w.parts {
		n += p[0] * p[1]
	}
	return n
}

// after is what it is worth after rounds of rule 5.5 at plateau 0: each
// copy loses 1 AgP a round, never below 0.
func (w writtenLine) after(rounds int) int {
	n := 0
	for _, p := range w.parts {
		n += p[0] * max(0, p[1]-rounds)
	}
	return n
}

// amountField writes a random amount field with repetitions ("2*5") and
// augmentations ("5+2*3"), and its parts.
func amountField(rng *rand.Rand) (string, [][2]int) {
	var terms []string
	var parts [][2]int
	for range 1 + rng.IntN(2) {
		rep, amount := 1, 1+rng.IntN(9)
		term := fmt.Sprint(amount)
		if rng.IntN(2) == 0 {
			rep = 2 + rng.IntN(3)
			term = fmt.Sprintf("%d*%d", rep, amount)
		}
		terms = append(terms, term)
		parts = append(parts, [2]int{rep, amount})
	}
	return strings.Join(terms, "+"), parts
}

// The cost panel against the auction, for sheets with every line kind
// that can all be accepted at once: gifts ('&', also with '|' lists of
// orders), negative offers ('!', for a move nobody pays for, so the unit
// does something else), repetitions and augmentations, plateaus, savings
// ('$') and TRANSFER lines. Every offer is accepted, so the panel's
// schedule is the auction's: what is available, the transfers, the most
// the sheet offers, the rounds of cuts and what it costs after them.
func TestCostPanelAgainstTheAuctionEveryLineKind(t *testing.T) {
	units := []struct{ unit, move string }{
		{"A PAR", "- BUR"}, {"A MAR", "- PIE"}, {"F BRE", "- MAO"},
		{"A MUN", "- RUH"}, {"F LON", "- NTH"}, {"A VEN", "- TYR"}, {"F TRI", "- ADR"},
	}
	rng := rand.New(rand.NewPCG(33, 33))
	kinds := map[string]int{}
	over := 0
	for n := range 300 {
		var lines []string
		for _, u := range units[:1+rng.IntN(len(units))] {
			field, parts := amountField(rng)
			if last := parts[len(parts)-1]; rng.IntN(3) == 0 {
				field += fmt.Sprintf("#%d", rng.IntN(last[1]+1))
			}
			switch rng.IntN(3) {
			case 0:
				lines = append(lines, field+" & "+u.unit+" H")
				kinds["gift"]++
			case 1:
				lines = append(lines, field+" & "+u.unit+" H | "+u.move)
				kinds["gift |"]++
			case 2:
				lines = append(lines, field+" ! "+u.unit+" "+u.move)
				kinds["negative"]++
			}
		}
		balance := rng.IntN(40)
		if rng.IntN(3) == 0 {
			lines = append(lines, fmt.Sprintf("%d$", rng.IntN(8)))
			kinds["savings"]++
		}
		if give := rng.IntN(3); give > 0 && balance >= 3 {
			for range give {
				lines = append(lines, fmt.Sprintf("TRANSFER %d TO %s", 1+rng.IntN(max(1, balance/3)), []string{"ENGLAND", "ITALY"}[rng.IntN(2)]))
			}
			kinds["transfer"]++
		}
		rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
		text := strings.Join(lines, "\n")
		ph := phase{balance: map[string]int{"FRANCE": balance}, sheets: map[string]string{"FRANCE": text}}
		m, pos := ph.board()
		c := ph.parse(t, m, pos)["FRANCE"].Cost(balance)
		o := ph.run(t)
		l := o.Ledgers["FRANCE"]
		if l.Reductions > 0 {
			over++
		}
		offered := 0
		for _, a := range l.Accepted {
			offered += a.Offered
		}
		if c.Available != l.Available || c.Transfers != l.TransferOut || c.Savings != l.Savings || c.Most != offered || c.Rounds != l.Reductions || c.After != l.Paid {
			t.Errorf("sheet %d (balance %d):\n%s\npanel: %d available (%d transferred, %d saved), %d offered, %d rounds, costs %d\nauction: %d available (%d transferred, %d saved), %d offered, %d rounds, paid %d\n%s",
				n, balance, text, c.Available, c.Transfers, c.Savings, c.Most, c.Rounds, c.After,
				l.Available, l.TransferOut, l.Savings, offered, l.Reductions, l.Paid, strings.Join(c.Words, "\n"))
		}
		// The panel's words give the same numbers.
		words := strings.Join(c.Words, " ")
		if !strings.Contains(words, fmt.Sprintf("you may spend %d AgP", l.Available)) || (l.TransferOut > 0 && !strings.Contains(words, fmt.Sprintf("%d AgP transferred", l.TransferOut))) {
			t.Errorf("sheet %d: the panel says %q; the auction had %d available, %d transferred", n, words, l.Available, l.TransferOut)
		}
	}
	for _, k := range []string{"gift", "gift |", "negative", "savings", "transfer"} {
		if kinds[k] < 20 {
			t.Errorf("only %d sheets with a %s line", kinds[k], k)
		}
	}
	if over < 100 {
		t.Errorf("only %d sheets overspent", over)
	}
	t.Logf("line kinds %v; %d sheets overspent", kinds, over)
}

// A sheet whose offers cannot all be accepted ('|' between direct offers:
// a unit issues one order) costs at most what the panel says.
func TestCostPanelBoundsTheAuction(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 33))
	for n := range 100 {
		var lines []string
		for _, l := range []string{" : A PAR H | - BUR | - PIC", " : A MAR - PIE | - GAS", " : F BRE - MAO | H", " > A MUN - RUH | H"} {
			if rng.IntN(2) == 0 {
				field, _ := amountField(rng)
				lines = append(lines, field+l)
			}
		}
		if rng.IntN(2) == 0 {
			lines = append(lines, fmt.Sprintf("TRANSFER %d TO ENGLAND", 1+rng.IntN(5)))
		}
		balance := 5 + rng.IntN(30)
		text := strings.Join(lines, "\n")
		ph := phase{balance: map[string]int{"FRANCE": balance}, sheets: map[string]string{"FRANCE": text}}
		m, pos := ph.board()
		c := ph.parse(t, m, pos)["FRANCE"].Cost(balance)
		l := ph.run(t).Ledgers["FRANCE"]
		if c.Available != l.Available || c.Transfers != l.TransferOut || l.Paid > c.Most || l.Paid > c.Available {
			t.Errorf("sheet %d (balance %d):\n%s\npanel: %d available, %d transferred, at most %d; auction: %d available, %d transferred, paid %d",
				n, balance, text, c.Available, c.Transfers, c.Most, l.Available, l.TransferOut, l.Paid)
		}
	}
}

// Every report line against the ledger: random phases in which three
// powers bribe their own and each other's units with repeated lines
// ("2*5"), augmentations, '|' lists, savings and transfers, on balances
// low enough to overspend. Each power's private report is read back and
// every figure compared with one worked out again from the sheet as
// written and the auction's typed result: the account (balance,
// transfers each way, savings, available, reduction rounds, total paid,
// new balance), each accepted offer's amount and lines, and the note on
// each offer cut by overspending (what it offered as written, the rounds).
func TestReportLinesAgainstTheLedger(t *testing.T) {
	powers := []string{"FRANCE", "ENGLAND", "GERMANY"}
	offers := [][]string{ // a unit and orders it may be offered
		{"A PAR", "- BUR", "- PIC", "H"}, {"A MAR", "- PIE", "H"}, {"F BRE", "- MAO", "- ENG"},
		{"F LON", "- NTH", "- ENG"}, {"A LVP", "- YOR", "H"}, {"F EDI", "- NWG", "- NTH"},
		{"A BER", "- KIE", "H"}, {"A MUN", "- BUR", "H"}, {"F KIE", "- DEN", "- HOL"},
	}
	others := func(p string) []string {
		var out []string
		for _, q := range powers {
			if q != p {
				out = append(out, q)
			}
		}
		return out
	}
	rng := rand.New(rand.NewPCG(33, 5))
	cut, read, accepted := 0, 0, 0
	for n := range 200 {
		sheets := map[string]string{}
		lines := map[string][]writtenLine{}
		balance := map[string]int{}
		for _, p := range powers {
			var text []string
			for range 1 + rng.IntN(5) {
				field, parts := amountField(rng)
				u := offers[rng.IntN(len(offers))]
				first := 1 + rng.IntN(len(u)-1)
				o := u[0] + " " + u[first]
				if rng.IntN(3) == 0 {
					o += " | " + u[1+(first%(len(u)-1))] // another of its orders
				}
				text = append(text, field+" : "+o)
				lines[p] = append(lines[p], writtenLine{text: text[len(text)-1], parts: parts})
			}
			balance[p] = rng.IntN(25)
			if rng.IntN(4) == 0 {
				text = append(text, fmt.Sprintf("%d$", rng.IntN(6)))
				lines[p] = append(lines[p], writtenLine{})
			}
			if rng.IntN(3) == 0 && balance[p] > 1 {
				text = append(text, fmt.Sprintf("TRANSFER %d TO %s", 1+rng.IntN(balance[p]/2), others(p)[rng.IntN(2)]))
				lines[p] = append(lines[p], writtenLine{})
			}
			sheets[p] = strings.Join(text, "\n")
		}
		ph := phase{balance: balance, sheets: sheets, seed: int64(n)}
		o := ph.runLenient(t)
		if o == nil {
			continue // a transfer to itself, or a list the parser refused
		}
		read++
		for _, p := range powers {
			l := o.Ledgers[p]
			rep := o.Report(p)
			bad := func(format string, args ...any) {
				t.Errorf("phase %d, %s: %s\nsheets: %q\n%s", n, p, fmt.Sprintf(format, args...), sheets, rep)
			}
			// The account, from the ledger's parts.
			in, out := 0, 0
			for _, tr := range l.Transfers {
				if tr.From == p {
					out += tr.Amount
				} else {
					in += tr.Amount
				}
				if tr.From == p && tr.To == p {
					bad("a transfer to itself")
				}
			}
			paid := 0
			for _, a := range l.Accepted {
				paid += a.Amount
			}
			if in != l.TransferIn || out != l.TransferOut || paid != l.Paid || l.After != l.Before+in-out-paid || l.Available != max(0, l.Before+in-out-l.Savings) {
				bad("ledger: before %d, in %d (%d), out %d (%d), saved %d, available %d, paid %d (%d), after %d", l.Before, l.TransferIn, in, l.TransferOut, out, l.Savings, l.Available, l.Paid, paid, l.After)
			}
			row := func(label string, v int) string { return fmt.Sprintf("   %-34s %6d AgP", label, v) }
			want := []string{row("Previous balance", balance[p]), row("Total paid", paid), row("New balance", balance[p]+in-out-paid)}
			if l.Savings > 0 || len(l.Transfers) > 0 {
				want = append(want, row("Available to spend", max(0, balance[p]+in-out-l.Savings)))
			}
			for _, tr := range l.Transfers {
				if tr.From == p {
					want = append(want, row("Transfer to "+tr.To, -tr.Amount))
				} else {
					want = append(want, row("Transfer from "+tr.From, tr.Amount))
				}
			}
			if l.Reductions > 0 {
				want = append(want, fmt.Sprintf("   %-34s %6d ", "Reduction rounds", l.Reductions))
			}
			for _, w := range want {
				if !strings.Contains(rep, w) {
					bad("the account lacks %q", w)
				}
			}
			// Each accepted offer: its amount is what its lines offered as
			// written, cut by the power's rounds; the note says so.
			for _, a := range l.Accepted {
				if a.Lines[0] == 0 {
					continue // a default hold costs nothing
				}
				accepted++
				offered, after := 0, 0
				var names []string
				for _, ln := range a.Lines {
					w := lines[p][ln-1]
					offered += w.written()
					after += w.after(l.Reductions)
					names = append(names, fmt.Sprint(ln))
				}
				list := "line " + names[0]
				if len(names) > 1 {
					list = "lines " + strings.Join(names, ", ")
				}
				if a.Offered != offered || a.Amount != after {
					bad("%s from %s: offered %d, paid %d; the lines as written offer %d, %d after %d rounds", a.Order, list, a.Offered, a.Amount, offered, after, l.Reductions)
				}
				if !strings.Contains(rep, fmt.Sprintf("   %-28s %5d AgP   (%s)\n", a.Order, after, list)) {
					bad("no accepted line for %s at %d AgP (%s)", a.Order, after, list)
				}
				note := ""
				if after < offered {
					note = fmt.Sprintf("; you offered %d AgP, cut by %d overspending round%s (rule 5.5)", offered, l.Reductions, plural(l.Reductions, "s"))
					cut++
				}
				pays := fmt.Sprintf("your offer (%s) pays %d AgP of it (rule 5.6)%s\n", list, after, note)
				if a.Owner != p {
					pays = fmt.Sprintf("%s: your offer (%s) paid for the order the unit issued: you pay %d AgP (rule 5.6)%s\n", a.Order, list, after, note)
				}
				if !strings.Contains(rep, pays) {
					bad("the why list lacks %q", pays)
				}
			}
		}
	}
	if cut < 30 || read < 150 {
		t.Errorf("only %d accepted offers cut by overspending in %d phases: the property met too few", cut, read)
	}
	t.Logf("%d phases read, %d accepted offers, %d of them cut", read, accepted, cut)
}

// runLenient is run for random sheets: nil when the sheets or the
// auction refuse the phase (a transfer to oneself).
func (ph phase) runLenient(t testing.TB) *AuctionResult {
	t.Helper()
	m, pos := ph.board()
	sheets := map[string]*Sheet{}
	for power, text := range ph.sheets {
		s, diags := ParseSheet(m, pos, power, strings.Split(text, "\n"), 1, ph.rules)
		if len(diags) > 0 {
			return nil
		}
		sheets[power] = s
	}
	o, err := Auction(m, pos, ph.purses(m), sheets, ph.seed, ph.rules)
	if err != nil {
		return nil
	}
	return o
}
