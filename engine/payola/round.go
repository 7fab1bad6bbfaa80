package payola

import (
	"fmt"
	"slices"
)

// run decides every unit, cuts every overspender's offers at once, and
// repeats until nobody overspends (5.5). A round decides again only the
// units whose money a cut touched: the others would decide as before.
// Optimised; be careful when changing it; guarded by
// TestTugDecidesOnlyTouchedUnits and TestOverspendingMatchesPlainReading.
//
// Every round but the last takes at least 1 AgP off the offers (an
// overspender pays something, so it has an offer above 0), so there are
// at most as many rounds as AgP offered, plus one: past that the loop is
// broken, and run says so rather than hang.
func (a *auction) run() error {
	limit := money(1)
	for i := range a.terms {
		limit += a.terms[i].rep * a.terms[i].amount
	}
	a.stale = a.stale[:0]
	for ui := range a.units {
		a.units[ui].stale = true
		a.stale = append(a.stale, &a.units[ui])
	}
	a.back = make([]money, len(a.m.Powers))
	var over []int
	for {
		a.rounds++
		if money(a.rounds) > limit {
			return fmt.Errorf("the overspending rounds (rule 5.5) did not end after %d rounds, more than the %d AgP offered allow: this is a bug in Payola GM", limit, limit-1)
		}
		a.decisions += len(a.stale)
		for _, u := range a.stale {
			u.stale = false
			a.decide(u)
		}
		a.stale = a.stale[:0]
		over = over[:0]
		for p := range a.bidders {
			if a.bidders[p].cost > a.bidders[p].avail {
				over = append(over, p)
			}
		}
		if len(over) == 0 {
			return nil
		}
		for _, p := range over {
			a.cut(p)
		}
		a.over = over // for the explanation of the next round's changes (why.go)
	}
}

// decide picks the unit's order from this round's money (5.1-5.4, 4.4)
// and charges its contributors, taking back what they were charged for
// the unit before.
func (a *auction) decide(u *unitBids) {
	for _, ch := range u.charges {
		a.bidders[ch.power].cost -= ch.amount
	}
	u.charges, u.rebates = u.charges[:0], u.rebates[:0]
	was, wasTie := u.winner, u.topTie
	best := 0
	for i := range u.cands {
		c := &u.cands[i]
		c.prev, c.total = c.total, u.total(c)
		if b := &u.cands[best]; c.total > b.total || c.total == b.total && c.rank < b.rank {
			best = i
		}
	}
	if a.purses[u.owner].Dummy && u.dummyTie(best) {
		u.winner, u.topTie = -1, u.cands[best].total
		if a.rounds > 1 && was != -1 {
			a.changed(u, was, wasTie)
		}
		return // the dummy takes only its own 0 hold: nobody pays (4.4)
	}
	u.winner = best
	if a.rounds > 1 && was != best {
		if len(u.changes) < maxRounds || was < 0 {
			a.changed(u, was, wasTie)
		} else {
			u.more, u.lastPass = u.more+1, a.rounds // past maxRounds, only counted (why.go)
		}
	}
	c := &u.cands[best]
	back := a.back
	clear(back)
	if a.rules.EBayola {
		a.price(u, c)
	}
	for _, p := range c.contributors {
		amount := u.paid(c, p).amount
		if back[p] > 0 {
			amount -= back[p]
			u.rebates = append(u.rebates, charge{p, back[p]})
		}
		u.charges = append(u.charges, charge{p, amount})
		a.bidders[p].cost += amount
	}
}

// dummyTie says whether a dummy's unit has a tie at the top between orders
// backed by different sets of powers (rule 4.4, payola-rules §10.5).
func (u *unitBids) dummyTie(best int) bool {
	b := &u.cands[best]
	for i := range u.cands {
		if c := &u.cands[i]; c.total == b.total && !slices.Equal(c.contributors, b.contributors) {
			return true
		}
	}
	return false
}

// price is eBayola's step (rule 6.4, payola-rules §10.6): the winning bid
// costs at most one more than the best losing bid (a lone candidate costs
// 1), never more than was bid. The saving goes back to the winner's
// contributors in the owner's expanded acceptance list order, each one at
// most down to the plateaus of its offers (plateau money is not refunded).
// It writes the rebates into a.back.
func (a *auction) price(u *unitBids, win *candidate) {
	runner := money(0)
	for i := range u.cands {
		if c := &u.cands[i]; c != win {
			runner = max(runner, c.total)
		}
	}
	pool := win.total - runner - 1
	for _, p := range a.expand[u.owner] {
		if pool <= 0 {
			return
		}
		if !win.contributes(p) {
			continue
		}
		sh := u.paid(win, p)
		give := min(sh.amount-sh.plateau, pool)
		if give > 0 {
			a.back[p] = give
			pool -= give
		}
	}
}
