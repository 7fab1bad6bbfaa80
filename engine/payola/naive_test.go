package payola

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// naive is the auction written as plainly as the rules read (payola-rules
// §3-5), slow on purpose, to check the fast one against.
type naiveResult struct {
	order      map[string]string // province -> issued order
	total      map[string]int
	paid       map[string]int
	reductions map[string]int
	rounds     []naiveRound // every determination pass, for the explanation (issue 21)
}

// naiveRound is one determination pass of the plain reading.
type naiveRound struct {
	order  map[string]string // province -> order issued in this pass
	totals map[string]int    // candidate order -> its total in this pass
	cut    []string          // the powers cut after it, sorted
}

func naive(m *board.Map, pos orders.Position, purses []Purse, sheets map[string]*Sheet, lists map[string]string, ebay bool) naiveResult {
	type off struct {
		Offer
		power   string
		plateau int
	}
	var offs []*off
	units := pos.Sorted()
	avail := map[string]int{}
	for _, pu := range purses {
		bal := pu.Balance
		s := sheets[pu.Power]
		if s != nil {
			for _, t := range s.Transfers {
				bal -= t.Amount
			}
		}
		for _, q := range sheets {
			for _, t := range q.Transfers {
				if t.To == pu.Power {
					bal += t.Amount
				}
			}
		}
		if s != nil {
			bal -= s.Savings
		}
		avail[pu.Power] = max(0, bal)
		seq := 0
		direct := map[orders.Unit]bool{}
		if s != nil {
			for _, o := range expandedOffers(s) {
				offs = append(offs, &off{Offer: o, power: pu.Power, plateau: o.Plateau})
				if o.Type == Direct {
					direct[o.Unit] = true
				}
				seq = o.Seq + 1
			}
		}
		for _, u := range units {
			if u.Power == pu.Power && !direct[u.Unit] {
				offs = append(offs, &off{Offer: Offer{Seq: seq, Type: Direct, Unit: u.Unit, Order: orders.Order{Unit: u.Unit, Kind: orders.Hold}}, power: pu.Power})
				seq++
			}
		}
	}
	dummy := map[string]bool{}
	for _, pu := range purses {
		dummy[pu.Power] = pu.Dummy
	}
	res := naiveResult{reductions: map[string]int{}}
	for {
		res.order, res.total, res.paid = map[string]string{}, map[string]int{}, map[string]int{}
		pass := naiveRound{order: res.order, totals: map[string]int{}}
		for _, u := range units {
			var cands []string
			byKey := map[string]orders.Order{}
			for _, o := range offs {
				if o.Unit == u.Unit && o.Type == Direct {
					if _, ok := byKey[o.Order.String()]; !ok {
						cands = append(cands, o.Order.String())
						byKey[o.Order.String()] = o.Order
					}
				}
			}
			payers := func(c string) []*off {
				var out []*off
				for _, o := range offs {
					if o.Unit == u.Unit && (o.Type == Direct && o.Order.String() == c || o.Type != Direct && pays(o.Offer, byKey[c])) {
						out = append(out, o)
					}
				}
				return out
			}
			total := func(c string) int {
				t := 0
				for _, o := range payers(c) {
					t += o.Amount
				}
				return t
			}
			list := lists[u.Power]
			key := func(c string, directOnly bool) []int {
				k := make([]int, len(list))
				for i := range k {
					k[i] = 1 << 30
				}
				for _, o := range payers(c) {
					if directOnly && o.Type != Direct {
						continue
					}
					i := 0
					for list[i] != m.Power(o.power).Letter[0] {
						i++
					}
					k[i] = min(k[i], o.Seq)
				}
				return k
			}
			less := func(x, y string) bool {
				if tx, ty := total(x), total(y); tx != ty {
					return tx > ty
				}
				for _, d := range []bool{false, true} {
					kx, ky := key(x, d), key(y, d)
					for i := range kx {
						if kx[i] != ky[i] {
							return kx[i] < ky[i]
						}
					}
				}
				return false
			}
			sort.SliceStable(cands, func(i, j int) bool { return less(cands[i], cands[j]) })
			for _, c := range cands {
				pass.totals[c] = total(c)
			}
			win := cands[0]
			who := func(c string) map[string]bool {
				w := map[string]bool{}
				for _, o := range payers(c) {
					w[o.power] = true
				}
				return w
			}
			tie := false
			if dummy[u.Power] {
				for _, c := range cands[1:] {
					if total(c) == total(win) && len(who(c)) != len(who(win)) {
						tie = true
					}
					if total(c) == total(win) {
						for p := range who(c) {
							tie = tie || !who(win)[p]
						}
					}
				}
			}
			if tie {
				res.order[u.Unit.Province()] = u.Unit.String() + " H"
				res.total[u.Unit.Province()] = total(win) + 1
				continue
			}
			res.order[u.Unit.Province()] = win
			res.total[u.Unit.Province()] = total(win)
			paid, kept := map[string]int{}, map[string]int{}
			for _, o := range payers(win) {
				paid[o.power] += o.Amount
				kept[o.power] += o.plateau
			}
			if ebay {
				// eBayola (6.4, §10.6): the winner pays at most one more
				// than the best losing bid (a lone bid costs 1); the rest
				// goes back down the owner's list, never below plateaus.
				runner := 0
				for _, c := range cands[1:] {
					runner = max(runner, total(c))
				}
				back := total(win) - min(total(win), runner+1)
				for _, letter := range list {
					p := m.PowerByLetter(string(letter)).Name
					if give := min(back, paid[p]-kept[p]); give > 0 && back > 0 {
						paid[p] -= give
						back -= give
						res.total[u.Unit.Province()] -= give
					}
				}
			}
			for p, amount := range paid {
				res.paid[p] += amount
			}
		}
		over := false
		for p, c := range res.paid {
			if c <= avail[p] {
				continue
			}
			over = true
			pass.cut = append(pass.cut, p)
			res.reductions[p]++
			cut := false
			for _, o := range offs {
				if o.power == p && o.Amount > o.plateau {
					o.Amount--
					cut = true
				}
			}
			if !cut {
				for _, o := range offs {
					if o.power == p {
						o.plateau = 0
						o.Amount = max(0, o.Amount-1)
					}
				}
			}
		}
		sort.Strings(pass.cut)
		res.rounds = append(res.rounds, pass)
		if !over {
			return res
		}
	}
}

// The fast auction agrees with the plain one on random phases, with and
// without eBayola: same orders, totals, payments and reduction counts.
func TestAuctionMatchesPlainReading(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(3, 4))
	n := 100
	if testing.Short() {
		n = 20
	}
	for i := range n {
		purses, sheets := randomPhase(r, m, pos, mn, r.IntN(10), 1+r.IntN(20), r.IntN(40))
		for _, rules := range []AuctionRules{{}, {EBayola: true}} {
			o, err := Auction(m, pos, purses, sheets, int64(i), rules)
			if err != nil {
				t.Fatal(err)
			}
			matchesNaive(t, i, m, pos, purses, sheets, int64(i), rules, o)
		}
	}
}

// pays says, as plainly as rule 3.1 reads, whether a wildcard's money goes
// to a candidate order.
func pays(o Offer, c orders.Order) bool {
	switch o.Type {
	case Negative:
		for _, e := range o.Except {
			if e.String() == c.String() {
				return false
			}
		}
		return true
	case MoveType:
		return c.IsMove()
	case HoldType:
		return !c.IsMove()
	case Gift:
		return true
	}
	return false
}

// naiveLists expands every power's acceptance list the way Auction's
// documentation says: powers in map order, each list's '?' replaced by the
// powers it does not name, in map order, shuffled by rand.Shuffle from a
// PCG seeded with (seed, 0x5061796f6c61). A sheet's ACCEPT line comes
// first, then the purse's list, then the default: own letter and '?', a
// dummy '?' alone (4.1, 4.2).
func naiveLists(m *board.Map, purses []Purse, sheets map[string]*Sheet, seed int64) map[string]string {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x5061796f6c61))
	out := map[string]string{}
	for _, p := range m.Powers {
		var pu *Purse
		for i := range purses {
			if purses[i].Power == p.Name {
				pu = &purses[i]
			}
		}
		if pu == nil {
			continue
		}
		written := ""
		if pu.Accept != nil {
			written = pu.Accept.Letters
		}
		if s := sheets[p.Name]; s != nil && s.Accept != nil {
			written = s.Accept.Letters
		}
		if written == "" {
			written = p.Letter + "?"
			if pu.Dummy {
				written = "?"
			}
		}
		var rest []string
		for _, q := range m.Powers {
			if !strings.Contains(written, q.Letter) {
				rest = append(rest, q.Letter)
			}
		}
		rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
		written = strings.NewReplacer(" ", "", ",", "").Replace(written)
		if !strings.Contains(written, "?") {
			out[p.Name] = written
			continue
		}
		out[p.Name] = strings.Replace(written, "?", strings.Join(rest, ""), 1)
	}
	return out
}

// matchesNaive fails the test unless the outcome's acceptance lists,
// orders, totals, payments and reduction counts are those of the plain
// reading of the rules.
func matchesNaive(t *testing.T, phase int, m *board.Map, pos orders.Position, purses []Purse, sheets map[string]*Sheet, seed int64, rules AuctionRules, o *AuctionResult) {
	t.Helper()
	lists := naiveLists(m, purses, sheets, seed)
	for power, list := range lists {
		if o.Expanded[power] != list {
			t.Fatalf("phase %d: %s's list expanded to %q; drawn plainly from seed %d it is %q", phase, power, o.Expanded[power], seed, list)
		}
	}
	want := naive(m, pos, purses, sheets, lists, rules.EBayola)
	if len(o.Issued) != len(pos) || len(want.order) != len(pos) {
		t.Fatalf("phase %d: %d orders issued, the plain reading has %d, for %d units", phase, len(o.Issued), len(want.order), len(pos))
	}
	for _, is := range o.Issued {
		p := is.Unit.Province()
		if is.Order.String() != want.order[p] || is.Total != want.total[p] {
			t.Fatalf("phase %d (%+v): %s issues %s for %d; the plain reading says %s for %d\n%s", phase, rules, is.Unit, is.Order, is.Total, want.order[p], want.total[p], o.Chart())
		}
	}
	for _, pu := range purses {
		l := o.Ledgers[pu.Power]
		if l.Paid != want.paid[pu.Power] || l.Reductions != want.reductions[pu.Power] {
			t.Fatalf("phase %d (%+v): %s pays %d after %d reductions; the plain reading says %d after %d\n%s", phase, rules, pu.Power, l.Paid, l.Reductions, want.paid[pu.Power], want.reductions[pu.Power], o.Chart())
		}
	}
}

// expandedOffers is every atomic offer of the sheet, each repetition a copy,
// numbered as rule 5.3 and payola-rules §3 read (the default holds left
// out): the plain reading of rule 3.1, as the auction made them before it
// kept repetitions as written (issue 19).
func expandedOffers(s *Sheet) []Offer {
	var out []Offer
	seq := 0
	for i := range s.Lines {
		l := &s.Lines[i]
		if !l.counts() {
			continue
		}
		plainAtoms(l, func(t OfferType, alt, amount, plateau int) {
			o := Offer{Seq: seq, Line: l.Number, Type: t, Unit: l.Unit, Amount: amount, Plateau: plateau}
			switch {
			case alt >= 0:
				o.Order = l.Orders[alt]
			case alt == altHold:
				o.Order = orders.Order{Unit: l.Unit, Kind: orders.Hold}
			case t == Negative:
				o.Except = l.Orders
			}
			seq++
			out = append(out, o)
		})
	}
	return out
}

// plainAtoms calls emit for each atomic offer of an offer line, in
// sequence order: every repetition of every term, each order in turn.
func plainAtoms(l *SheetLine, emit func(t OfferType, alt, amount, plateau int)) {
	// A generated 0 offer has no plateau: there is nothing to keep.
	direct := func(alt, amount, plateau int) {
		if amount == 0 {
			plateau = 0
		}
		emit(Direct, alt, amount, plateau)
	}
	for _, p := range l.Parts {
		rep := p.Rep
		if p.Amount == 0 {
			rep = 1 // repeating nothing changes nothing
		}
		for range rep {
			switch l.Type {
			case Direct:
				for i := range l.Orders {
					direct(i, p.Amount, p.Plateau)
				}
			case Negative:
				// The built HOLD comes right before the wildcard (5.3).
				if !hasHold(l.Orders) {
					direct(altHold, 0, 0)
				}
				emit(Negative, altWildcard, p.Amount, p.Plateau)
			case MoveType, HoldType, Gift:
				for i, o := range l.Orders {
					amt := 0
					if l.Type == MoveType && !o.IsMove() || l.Type == HoldType && o.IsMove() {
						amt = p.Amount
					}
					direct(i, amt, p.Plateau)
				}
				emit(l.Type, altWildcard, p.Amount, p.Plateau)
			}
		}
	}
}

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
		rules := AuctionRules{EBayola: i%2 == 1}
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
