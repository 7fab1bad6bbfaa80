package payola

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/payola-gm/payola/engine/orders"
)

// outcome turns the final round into issued orders and settled ledgers
// (5.6): each power pays the sum of its offers in the issued orders.
func (a *auction) outcome() *Outcome {
	o := &Outcome{
		Seed:     a.seed,
		Ledgers:  map[string]*Ledger{},
		Expanded: map[string]string{},
		Written:  map[string]string{},
		Rounds:   a.rounds,
		m:        a.m,
		sheets:   a.sheets,
		rules:    a.rules,
	}
	for ui := range a.units {
		o.Issued = append(o.Issued, a.issued(ui))
	}
	for p := range a.ledgers {
		l := &a.ledgers[p]
		l.Paid = int(a.cost[p])
		l.After = l.Before + l.TransferIn - l.TransferOut - l.Paid
	}
	for ui, is := range o.Issued {
		if is.DummyTie {
			continue
		}
		lines := a.lines(ui)
		for _, c := range is.Contributions {
			p := a.powerIndex(c.Power)
			a.ledgers[p].Accepted = append(a.ledgers[p].Accepted, Accepted{Owner: is.Owner, Order: is.Order, Amount: c.Amount, Lines: lines[p]})
		}
	}
	for p, pu := range a.purses {
		if pu.Power == "" {
			continue
		}
		l := a.ledgers[p]
		o.Ledgers[pu.Power] = &l
		o.purses = append(o.purses, pu)
		var b []byte
		for _, name := range a.expand[p] {
			b = append(b, letterOf(a.m, name)...)
		}
		o.Expanded[pu.Power] = string(b)
		o.Written[pu.Power] = a.written[p]
	}
	return o
}

// lines lists, per power index, the sheet lines of the offers that pay for
// unit ui's issued order (0 = a default hold).
func (a *auction) lines(ui int) [][]int {
	out := make([][]int, len(a.m.Powers))
	w := a.winner[ui]
	if w < 0 {
		return out
	}
	a.eachPayer(&a.units[ui], &a.cands[w], func(oi int32) {
		p, l := a.power[oi], a.atoms[oi].number()
		if !slices.Contains(out[p], l) {
			out[p] = append(out[p], l)
		}
	})
	for _, ls := range out {
		sort.Ints(ls)
	}
	return out
}

// contributions is each power's money in a candidate, in map order
// (a power whose offers were all reduced to 0 still contributes 0).
func (a *auction) contributions(ui int, ci int32) []Contribution {
	c := &a.cands[ci]
	var out []Contribution
	for w := c.who; w != 0; w &= w - 1 {
		p := bits.TrailingZeros64(w)
		out = append(out, Contribution{Power: a.m.Powers[p].Name, Amount: int(a.sums.paid(ui, ci, c.move, p))})
	}
	return out
}

func (a *auction) issued(ui int) Issued {
	u := &a.units[ui]
	owner := a.m.Powers[u.owner].Name
	is := Issued{Owner: owner, Unit: u.unit, Loyal: a.purses[u.owner].Loyal}
	// Candidates as the unit saw them in the last round: by total, then rank.
	idx := make([]int32, 0, u.c1-u.c0)
	for ci := u.c0; ci < u.c1; ci++ {
		idx = append(idx, ci)
	}
	sort.Slice(idx, func(i, j int) bool {
		ti, tj := a.total[idx[i]], a.total[idx[j]]
		if ti != tj {
			return ti > tj
		}
		return a.cands[idx[i]].rank < a.cands[idx[j]].rank
	})
	for _, ci := range idx {
		is.Candidates = append(is.Candidates, Candidate{Order: a.cands[ci].order, Total: int(a.total[ci]), Contributions: a.contributions(ui, ci)})
	}
	w := a.winner[ui]
	if w < 0 {
		// A dummy's tie: it holds on its own offer, shown as the tied total
		// + 1, and nobody pays (4.4).
		is.Order = orders.Order{Unit: u.unit, Kind: orders.Hold}
		is.Total = int(a.topTie[ui]) + 1
		is.Bid = is.Total
		is.DummyTie, is.OwnerPaid = true, true
		return is
	}
	is.Order = a.cands[w].order
	is.Bid = int(a.total[w])
	is.Total = is.Bid
	is.Contributions = a.contributions(ui, w)
	for i, c := range is.Contributions {
		if r := int(a.rebated(ui, a.powerIndex(c.Power)).now); r > 0 {
			is.Contributions[i].Amount -= r
			is.Total -= r
			is.Rebates = append(is.Rebates, Contribution{Power: c.Power, Amount: r})
		}
	}
	is.OwnerPaid = a.cands[w].who&(1<<u.owner) != 0
	return is
}
