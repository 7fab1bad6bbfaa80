package payola

import (
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
	o.Issued = make([]Issued, 0, len(a.units))
	o.Decisions = make([]Decision, 0, len(a.units))
	for ui := range a.units {
		is, order := a.issued(&a.units[ui])
		o.Issued = append(o.Issued, is)
		o.Decisions = append(o.Decisions, a.decision(&a.units[ui], &is, order))
	}
	for p := range a.ledgers {
		l := &a.ledgers[p]
		l.Paid = int(a.bidders[p].cost)
		l.After = l.Before + l.TransferIn - l.TransferOut - l.Paid
	}
	for ui, is := range o.Issued {
		if is.DummyTie {
			continue
		}
		lines, offered := a.lines(&a.units[ui])
		for _, ch := range a.units[ui].charges {
			a.ledgers[ch.power].Accepted = append(a.ledgers[ch.power].Accepted, Accepted{Owner: is.Owner, Order: is.Order, Amount: int(ch.amount), Offered: int(offered[ch.power]), Lines: lines[ch.power]})
		}
	}
	for p, pu := range a.purses {
		if pu.Power == "" {
			continue
		}
		l := a.ledgers[p]
		o.Ledgers[pu.Power] = &l
		o.purses = append(o.purses, pu)
		o.Expanded[pu.Power] = a.letters(p)
		o.Written[pu.Power] = a.written[p]
	}
	return o
}

// lines lists, per power index, the sheet lines of the offers that pay for
// the unit's issued order, each once and in order (0 = a default hold),
// and what those offers were worth as written, before any cut (5.5).
func (a *auction) lines(u *unitBids) ([][]int, []money) {
	out := make([][]int, len(a.m.Powers))
	offered := make([]money, len(a.m.Powers))
	c := &u.cands[u.winner]
	add := func(i int) {
		o := &a.offers[i]
		out[o.power] = append(out[o.power], o.number())
		if o.paid {
			for _, pt := range o.line.Parts {
				offered[o.power] += money(pt.Rep) * money(pt.Amount)
			}
		}
	}
	for _, i := range c.directs {
		add(i)
	}
	kind := kHold
	if c.kind == u.wild[kMove] {
		kind = kMove
	}
	for _, k := range [...]int{kGift, kind} {
		for _, i := range u.wilds[k] {
			add(i)
		}
	}
	for _, i := range u.wilds[kNegative] {
		if _, listed := slices.BinarySearch(c.excepts, i); !listed {
			add(i)
		}
	}
	for p := range out {
		slices.Sort(out[p])
		out[p] = slices.Compact(out[p])
	}
	return out, offered
}

// contributions is each power's money in a candidate, in map order
// (a power whose offers were all reduced to 0 still contributes 0).
func (a *auction) contributions(u *unitBids, c *candidate) []Contribution {
	var out []Contribution
	for _, p := range c.contributors {
		out = append(out, Contribution{Power: a.m.Powers[p].Name, Amount: int(u.paid(c, p).amount)})
	}
	return out
}

// issued is the unit's decision as the outcome shows it, and its
// candidates (indices) in the order of Issued.Candidates.
func (a *auction) issued(u *unitBids) (Issued, []int) {
	owner := a.m.Powers[u.owner].Name
	is := Issued{Owner: owner, Unit: u.unit, Loyal: a.purses[u.owner].Loyal}
	// Candidates as the unit saw them in the last round: by total, then rank.
	idx := make([]int, len(u.cands))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(i, j int) bool {
		ci, cj := &u.cands[idx[i]], &u.cands[idx[j]]
		if ci.total != cj.total {
			return ci.total > cj.total
		}
		return ci.rank < cj.rank
	})
	for _, i := range idx {
		c := &u.cands[i]
		is.Candidates = append(is.Candidates, Candidate{Order: c.order, Total: int(c.total), Contributions: a.contributions(u, c)})
	}
	if u.winner < 0 {
		// A dummy's tie: it holds on its own offer, shown as the tied total
		// + 1, and nobody pays (4.4).
		is.Order = orders.Order{Unit: u.unit, Kind: orders.Hold}
		is.Total = int(u.topTie) + 1
		is.Bid = is.Total
		is.DummyTie, is.OwnerPaid = true, true
		return is, idx
	}
	w := &u.cands[u.winner]
	is.Order = w.order
	is.Bid = int(w.total)
	is.Total = is.Bid
	for _, ch := range u.charges {
		is.Contributions = append(is.Contributions, Contribution{Power: a.m.Powers[ch.power].Name, Amount: int(ch.amount)})
	}
	for _, r := range u.rebates {
		is.Total -= int(r.amount)
		is.Rebates = append(is.Rebates, Contribution{Power: a.m.Powers[r.power].Name, Amount: int(r.amount)})
	}
	is.OwnerPaid = w.contributes(u.owner)
	return is, idx
}
