package payola

import "slices"

// Rule 5.5's cuts. All of a power's offers above their plateau lose 1 AgP
// together, so its offers are kept in stakes, one per place their money
// goes: a cut moves each stake's money once, and an offer is looked at
// again only when it reaches its plateau. Optimised; be careful when
// changing it; guarded by TestAuctionMatchesPlainReading and
// TestOverspendingMatchesPlainReading.

// stake is one power's offers whose money goes to the same pots: its
// direct offers for one candidate, its wildcards of one kind to one unit,
// or the offers of one of its negative lines (the unit's negative pot, and
// the pot of each candidate the line lists, which they do not pay for).
type stake struct {
	power  int
	unit   *unitBids
	pots   []*pot
	moving money   // its offers still above their plateau
	one    [1]*pot // room for pots when there is only one
}

// bidder is a power as the overspending rounds see it.
type bidder struct {
	avail  money   // what it may spend (balance after transfers, less savings)
	cost   money   // what the current decisions charge it
	offers []offer // its offers, a window of auction.offers
	stakes []*stake
	moving []*offer // its offers above their plateau, the nearest to it first
	next   int      // moving[next:] are still above their plateau
	cuts   money    // cuts since they started going down: each is at start - cuts
}

// placeStakes puts every offer's money in its stake's pots, and sets every
// power's offers going down. Stakes and shares are carved out of a few
// large blocks: there is one per place a power's money goes.
func (a *auction) placeStakes() {
	np := len(a.m.Powers)
	arena := make([]stake, 0, len(a.offers)) // never more stakes than offers: never moved
	var shares []share
	open := func(pt *pot) {
		if pt.shares == nil {
			if len(shares) < np {
				shares = make([]share, 256*np)
			}
			pt.shares, shares = shares[:np:np], shares[np:]
		}
	}
	for p := range a.bidders {
		b := &a.bidders[p]
		var negLine *Line // the negative line of the latest stake made for one
		var negStake *stake
		for i := range b.offers {
			o := &b.offers[i]
			u := &a.units[o.unit]
			pt := u.wild[wildKind(o.typ)]
			if o.typ == Direct {
				pt = u.cands[o.cand].direct
			}
			s := pt.placing // a power's offers are placed one power after another
			if o.typ == Negative {
				s = nil
				if o.line == negLine {
					s = negStake
				}
			}
			if s == nil || s.power != p {
				arena = append(arena, stake{power: p, unit: u})
				s = &arena[len(arena)-1]
				s.pots = s.one[:0]
				s.pots = append(s.pots, pt)
				if o.typ == Negative {
					for _, c := range u.listed[o.line] {
						s.pots = append(s.pots, u.cands[c].except)
					}
					negLine, negStake = o.line, s
				} else {
					pt.placing = s
				}
				for _, pt := range s.pots {
					open(pt)
				}
			}
			o.stake = s
			a.move(s, o.amount, o.plateau)
		}
		a.startMoving(b)
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
	for i := range b.offers {
		o := &b.offers[i]
		if o.amount > o.plateau {
			o.start = o.amount
			if o.stake.moving == 0 {
				b.stakes = append(b.stakes, o.stake)
			}
			o.stake.moving++
			keys = append(keys, uint64(o.amount-o.plateau)<<32|uint64(i))
		}
	}
	slices.Sort(keys)
	b.moving = b.moving[:0]
	for _, k := range keys {
		b.moving = append(b.moving, &b.offers[uint32(k)])
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
		o := b.moving[b.next]
		if o.start-b.cuts > o.plateau {
			break
		}
		o.amount = o.plateau
		o.stake.moving--
	}
}

// flat is the cut when every offer of the power is at its plateau.
func (a *auction) flat(b *bidder) {
	for i := range b.offers {
		o := &b.offers[i]
		var d money
		if o.amount > 0 {
			o.amount, d = o.amount-1, -1
		}
		if d != 0 || o.plateau != 0 {
			a.move(o.stake, d, -o.plateau)
		}
		o.plateau = 0
	}
	a.startMoving(b)
}
