package payola

import (
	"math/rand/v2"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Properties over many random phases: money is conserved and never negative,
// savings are honoured, every unit issues exactly one legal order that is a
// best candidate, costs are the accepted contributions, and a fixed seed
// gives the same bytes.
func TestRandomPhases(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(1, 2))
	n := 1000
	if testing.Short() {
		n = 50
	}
	var reduced, dummyTies, offers, foreign int
	for i := range n {
		purses, sheets := randomPhase(r, m, pos, mn, r.IntN(12), 1+r.IntN(30), r.IntN(60))
		for _, s := range sheets {
			offers += len(expandedOffers(s))
		}
		seed := r.Int64()
		o, err := Auction(m, pos, purses, sheets, seed, Rules{})
		if err != nil {
			t.Fatalf("phase %d: %v", i, err)
		}
		checkOutcome(t, i, m, pos, purses, o)
		if o.Rounds > 1 {
			reduced++
		}
		for _, is := range o.Issued {
			if is.DummyTie {
				dummyTies++
			}
			if !is.OwnerPaid {
				foreign++
			}
		}
		again, _ := Auction(m, pos, purses, sheets, seed, Rules{})
		if again.Chart() != o.Chart() {
			t.Fatalf("phase %d: same seed, different chart", i)
		}
		for _, p := range purses {
			if again.Report(p.Power) != o.Report(p.Power) {
				t.Fatalf("phase %d: same seed, different report for %s", i, p.Power)
			}
		}
	}
	// The generator must reach the interesting paths, or the test proves little.
	t.Logf("%d phases: %d with reductions, %d dummy ties, %d units bought by others, %d offers", n, reduced, dummyTies, foreign, offers)
	if reduced < n/10 || dummyTies == 0 || foreign < n/10 || offers < n*10 {
		t.Errorf("random phases too tame: %d reduced, %d dummy ties, %d bought, %d offers", reduced, dummyTies, foreign, offers)
	}
}

func checkOutcome(t *testing.T, i int, m *board.Map, pos orders.Position, purses []Purse, o *Outcome) {
	t.Helper()
	// rule 5.6 and 2.3: money moves only between purses and the units.
	before, after, paid := 0, 0, 0
	for _, p := range purses {
		l := o.Ledgers[p.Power]
		before += l.Before
		after += l.After
		paid += l.Paid
		if l.After < 0 || l.Paid < 0 || l.Paid > l.Available {
			t.Fatalf("phase %d: %s ledger %+v", i, p.Power, *l)
		}
		// rule 3.4: savings are the guaranteed minimum balance, when affordable.
		if kept := l.Before + l.TransferIn - l.TransferOut; l.After < min(l.Savings, kept) {
			t.Fatalf("phase %d: %s saved %d but ends with %d", i, p.Power, l.Savings, l.After)
		}
	}
	if before != after+paid {
		t.Fatalf("phase %d: %d before, %d after + %d paid", i, before, after, paid)
	}
	// One legal order per unit, the best paid (5.1), costs as contributed.
	if len(o.Issued) != len(pos) || len(o.Orders()) != len(pos) {
		t.Fatalf("phase %d: %d orders for %d units", i, len(o.Issued), len(pos))
	}
	seen := map[string]bool{}
	cost := map[string]int{}
	for _, is := range o.Issued {
		if seen[is.Unit.Province()] || pos[is.Unit.Province()].Unit != is.Unit || is.Order.Unit != is.Unit {
			t.Fatalf("phase %d: unit %s issued twice or not on the board", i, is.Unit)
		}
		seen[is.Unit.Province()] = true
		if err := orders.Check(m, pos, is.Order); err != nil {
			t.Fatalf("phase %d: illegal order %s: %v", i, is.Order, err)
		}
		top := 0
		for _, c := range is.Candidates {
			top = max(top, c.Total)
		}
		if is.DummyTie {
			if is.Total != top+1 || len(is.Contributions) != 0 {
				t.Fatalf("phase %d: dummy tie %+v", i, is)
			}
			continue
		}
		if is.Bid != top {
			t.Fatalf("phase %d: %s issued for a bid of %d while a candidate had %d", i, is.Order, is.Bid, top)
		}
		if !o.rules.EBayola && is.Total != top {
			t.Fatalf("phase %d: %s issued for %d while a candidate had %d", i, is.Order, is.Total, top)
		}
		sum := 0
		for _, c := range is.Contributions {
			cost[c.Power] += c.Amount
			sum += c.Amount
		}
		if sum != is.Total {
			t.Fatalf("phase %d: %s total %d but contributions add to %d", i, is.Order, is.Total, sum)
		}
	}
	for _, p := range purses {
		if cost[p.Power] != o.Ledgers[p.Power].Paid {
			t.Fatalf("phase %d: %s paid %d, contributed %d", i, p.Power, o.Ledgers[p.Power].Paid, cost[p.Power])
		}
	}
}
