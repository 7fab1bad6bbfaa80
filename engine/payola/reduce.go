package payola

import "slices"

// Rule 5.5's cuts. All of a power's offers above their plateau lose 1 AgP
// together, so its offers are kept in stakes, one per set of places their
// money goes: a cut moves each stake's money once, and a term (all the
// copies of a line's offers that a '+' term makes, auction.go) is looked
// at again only when it reaches its plateau. Optimised; be careful when
// changing it; guarded by TestAuctionMatchesPlainReading,
// TestOverspendingMatchesPlainReading and TestRepeatedOffersAsExpanded.

// stake is one power's money that goes to the same pots: the terms of its
// lines that pay into them. A line pays its terms' money into one pot for
// each of its paid offers: the direct pot of each candidate it pays for
// directly, its wildcards' pot, and for a negative the pot of each
// candidate it lists, which the line does not pay for.
type stake struct {
	power  int
	unit   *unitBids
	pots   []*pot
	moving money   // the copies of its terms' offers still above their plateau, per pot
	one    [1]*pot // room for pots when there is only one
}

// bidder is a power as the overspending rounds see it.
type bidder struct {
	avail  money  // what it may spend (balance after transfers, less savings)
	cost   money  // what the current decisions charge it
	terms  []term // its terms, a window of auction.terms
	stakes []*stake
	moving []*term // its terms above their plateau, the nearest to it first
	next   int     // moving[next:] are still above their plateau
	cuts   money   // cuts since they started going down: each is at start - cuts
}

// linePots lists the pots an offer line pays its terms' money into.
func (a *auction) linePots(lb lineBids, dst []*pot) []*pot {
	for i := lb.offers; i < lb.end; i++ {
		o := &a.offers[i]
		if !o.paid {
			continue
		}
		u := &a.units[o.unit]
		if o.typ == Direct {
			dst = append(dst, u.cands[o.cand].direct)
			continue
		}
		dst = append(dst, u.wild[wildKind(o.typ)])
		if o.typ == Negative {
			for _, c := range u.listed[o.line] {
				dst = append(dst, u.cands[c].except)
			}
		}
	}
	return dst
}

// placeStakes puts every term's money in its stake's pots, and sets every
// power's offers going down. Lines of one power paying into the same pots
// share a stake; stakes and shares are carved out of a few large blocks.
func (a *auction) placeStakes() {
	np := len(a.m.Powers)
	n := 0
	for _, lb := range a.bids {
		if lb.termTo > lb.terms {
			n++
		}
	}
	arena := make([]stake, 0, n) // never more stakes than lines with money: never moved
	var shares []share
	open := func(pt *pot) {
		if pt.shares == nil {
			if len(shares) < np {
				shares = make([]share, 256*np)
			}
			pt.shares, shares = shares[:np:np], shares[np:]
		}
	}
	byPots := map[string]*stake{} // stakes of more than one pot, by power and pots
	var pots []*pot
	var key []byte
	for _, lb := range a.bids {
		if lb.termTo == lb.terms {
			continue
		}
		p := a.offers[lb.offers].power
		pots = a.linePots(lb, pots[:0])
		var s *stake
		if len(pots) == 1 {
			s = pots[0].placing // a power's lines are placed one power after another
		} else {
			key = append(key[:0], byte(p))
			for _, pt := range pots {
				key = append(key, byte(pt.id), byte(pt.id>>8), byte(pt.id>>16), byte(pt.id>>24))
			}
			s = byPots[string(key)]
		}
		if s == nil || s.power != p {
			arena = append(arena, stake{power: p, unit: &a.units[a.offers[lb.offers].unit]})
			s = &arena[len(arena)-1]
			s.pots = s.one[:0]
			if len(pots) > 1 {
				s.pots = make([]*pot, 0, len(pots))
				byPots[string(key)] = s
			} else {
				pots[0].placing = s
			}
			s.pots = append(s.pots, pots...)
			for _, pt := range s.pots {
				open(pt)
			}
		}
		for i := lb.terms; i < lb.termTo; i++ {
			t := &a.terms[i]
			t.stake = s
			a.move(s, t.rep*t.amount, t.rep*t.plateau)
		}
	}
	for p := range a.bidders {
		a.startMoving(&a.bidders[p])
	}
}

// move adds amount and plateau to the stake's share of each of its pots,
// and has the stake's unit decide again.
func (a *auction) move(s *stake, amount, plateau money) {
	for _, pt := range s.pots {
		pt.sum += amount
		sh := &pt.shares[s.power]
		sh.amount += amount
		sh.plateau += plateau
	}
	if !s.unit.stale {
		s.unit.stale = true
		a.stale = append(a.stale, s.unit)
	}
}

// startMoving sets the power's offers above their plateau going down.
func (a *auction) startMoving(b *bidder) {
	b.stakes, b.next, b.cuts = b.stakes[:0], 0, 0
	// Nearest to its plateau first, as (distance, index) in one word: a
	// sort of words is much faster than one of pointers.
	keys := a.keys[:0]
	for i := range b.terms {
		t := &b.terms[i]
		if t.amount > t.plateau {
			t.start = t.amount
			if t.stake.moving == 0 {
				b.stakes = append(b.stakes, t.stake)
			}
			t.stake.moving += t.rep
			keys = append(keys, uint64(t.amount-t.plateau)<<32|uint64(i))
		}
	}
	slices.Sort(keys)
	b.moving = b.moving[:0]
	for _, k := range keys {
		b.moving = append(b.moving, &b.terms[uint32(k)])
	}
	a.keys = keys
}

// cut takes 1 AgP off each of power p's offers above its plateau. When
// every offer is at its plateau, every offer loses 1 (not below 0) and the
// plateaus are gone for good (5.5, payola-rules §5.3).
func (a *auction) cut(p int) {
	b := &a.bidders[p]
	a.ledgers[p].Reductions++
	if b.next == len(b.moving) {
		a.flat(b)
		return
	}
	b.cuts++
	live := 0 // stakes with nothing moving are dropped, writing only when one was
	for _, s := range b.stakes {
		if s.moving > 0 {
			a.move(s, -s.moving, 0)
			if b.stakes[live] != s {
				b.stakes[live] = s
			}
			live++
		}
	}
	b.stakes = b.stakes[:live]
	for ; b.next < len(b.moving); b.next++ {
		t := b.moving[b.next]
		if t.start-b.cuts > t.plateau {
			break
		}
		t.amount = t.plateau
		t.stake.moving -= t.rep
	}
}

// flat is the cut when every offer of the power is at its plateau.
func (a *auction) flat(b *bidder) {
	for i := range b.terms {
		t := &b.terms[i]
		var d money
		if t.amount > 0 {
			t.amount, d = t.amount-1, -1
		}
		if d != 0 || t.plateau != 0 {
			a.move(t.stake, d*t.rep, -t.plateau*t.rep)
		}
		t.plateau = 0
	}
	a.startMoving(b)
}
