package payola

import (
	"slices"
	"sort"
)

// buildCandidates makes each unit's candidates from the direct offers (5.1),
// in the order their first offers come, and sorts the wildcards by kind:
// wildcard money is added to candidates, it never makes one (payola-rules
// §3). Then it fixes who contributes to each candidate and its tie rank.
func (a *auction) buildCandidates() {
	holdKeys := make([]string, len(a.units))
	for i := range a.offers {
		o := &a.offers[i]
		u := &a.units[o.unit]
		if o.typ != Direct {
			k := wildKind(o.typ)
			u.wilds[k] = append(u.wilds[k], i)
			continue
		}
		if u.byKey == nil {
			u.byKey = map[string]int{}
		}
		var key string
		if o.alt == altHold {
			if holdKeys[o.unit] == "" {
				holdKeys[o.unit] = a.order(o).String()
			}
			key = holdKeys[o.unit]
		} else {
			key = o.line.key(o.alt)
		}
		c, ok := u.byKey[key]
		if !ok {
			c = len(u.cands)
			u.byKey[key] = c
			u.cands = append(u.cands, candidate{order: a.order(o), key: key})
		}
		u.cands[c].directs = append(u.cands[c].directs, i)
		o.cand = c
	}
	a.openPots()
	for ui := range a.units {
		u := &a.units[ui]
		// A negative pays for every candidate but those its line lists.
		for _, i := range u.wilds[kNegative] {
			l := a.offers[i].line
			listed, ok := u.listed[l]
			if !ok {
				seen := map[int]bool{}
				for alt := range l.Orders {
					c, ok := u.byKey[l.key(alt)]
					if ok && !seen[c] { // not a candidate if nobody offered for it directly
						seen[c] = true
						listed = append(listed, c)
					}
				}
				if u.listed == nil {
					u.listed = map[*Line][]int{}
				}
				u.listed[l] = listed
			}
			for _, c := range listed {
				u.cands[c].excepts = append(u.cands[c].excepts, i)
			}
		}
		for c := range u.cands {
			cd := &u.cands[c]
			cd.kind = u.wild[kHold]
			if cd.order.IsMove() {
				cd.kind = u.wild[kMove]
			}
		}
		a.rank(u)
	}
}

// openPots gives every candidate and unit its pots, all in one block:
// the rounds read and move them over and over, so they are kept close
// together, apart from the rest of the candidates (optimised; be careful
// when changing it; guarded by BenchmarkHeavyPhase).
func (a *auction) openPots() {
	n := 0
	for ui := range a.units {
		n += 4 + 2*len(a.units[ui].cands)
	}
	pots := make([]pot, n)
	id := int32(0)
	next := func() *pot {
		p := &pots[0]
		p.id, id = id, id+1
		pots = pots[1:]
		return p
	}
	for ui := range a.units {
		u := &a.units[ui]
		for k := range u.wild {
			u.wild[k] = next()
		}
		for c := range u.cands {
			u.cands[c].direct, u.cands[c].except = next(), next()
		}
	}
}

// rank fixes who contributes to each of the unit's candidates and orders
// them for ties (5.2-5.4): for each power of the owner's expanded list, the
// lowest sequence number among its offers paying for the candidate (absent
// = last), then, as a last resort, the same with direct offers only
// (payola-rules §4, §10.1, §10.2). Ranks read who offered, never how much,
// so they hold through every round (5.5 "intent", §10.3).
func (a *auction) rank(u *unitBids) {
	w := a.wildFirsts(u)
	list := a.expand[u.owner]
	keys := make([][]int, len(u.cands))
	for c := range u.cands {
		cd := &u.cands[c]
		anyOf, directOf := a.firsts(u, cd, w)
		for p, seq := range anyOf {
			if seq < none {
				cd.contributors = append(cd.contributors, p)
			}
		}
		k := make([]int, 0, 2*len(list))
		for _, p := range list {
			k = append(k, anyOf[p])
		}
		for _, p := range list {
			k = append(k, directOf[p])
		}
		keys[c] = k
		cd.tie = k
	}
	idx := make([]int, len(u.cands))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(x, y int) bool { return slices.Compare(keys[idx[x]], keys[idx[y]]) < 0 })
	for r, i := range idx {
		u.cands[i].rank = r
	}
}

// none is the sequence number of an offer not made: after all others.
const none = int(^uint(0) >> 1)

// wildFirsts is a unit's wildcards as rank reads them.
type wildFirsts struct {
	earliest [kNegative][]int // by kind and power: the earliest gift, move and hold wildcard
	next     []int            // by place in the unit's negatives: the next power's first
}

func (a *auction) wildFirsts(u *unitBids) wildFirsts {
	var w wildFirsts
	for k := range w.earliest {
		w.earliest[k] = make([]int, len(a.m.Powers))
		for p := range w.earliest[k] {
			w.earliest[k][p] = none
		}
		for _, i := range u.wilds[k] {
			o := &a.offers[i]
			w.earliest[k][o.power] = min(w.earliest[k][o.power], o.seq)
		}
	}
	negs := u.wilds[kNegative] // power by power, in sequence order
	w.next = make([]int, len(negs))
	for j := len(negs) - 1; j >= 0; j-- {
		switch {
		case j+1 == len(negs):
			w.next[j] = len(negs)
		case a.offers[negs[j+1]].power == a.offers[negs[j]].power:
			w.next[j] = w.next[j+1]
		default:
			w.next[j] = j + 1
		}
	}
	return w
}

// firsts is, by power, the sequence number of its earliest offer paying
// for candidate c, and of its earliest direct offer for it.
func (a *auction) firsts(u *unitBids, c *candidate, w wildFirsts) (anyOf, directOf []int) {
	np := len(a.m.Powers)
	anyOf, directOf = make([]int, np), make([]int, np)
	kind := kHold
	if c.order.IsMove() {
		kind = kMove
	}
	for p := range np {
		anyOf[p] = min(w.earliest[kGift][p], w.earliest[kind][p])
		directOf[p] = none
	}
	for _, i := range c.directs {
		o := &a.offers[i]
		anyOf[o.power] = min(anyOf[o.power], o.seq)
		directOf[o.power] = min(directOf[o.power], o.seq)
	}
	// Each power's first negative that does not list the candidate,
	// skipping its later ones. Optimised; be careful when changing it;
	// guarded by TestTieBreak and TestAuctionMatchesPlainReading.
	negs := u.wilds[kNegative]
	for j := 0; j < len(negs); {
		if _, listed := slices.BinarySearch(c.excepts, negs[j]); listed {
			j++
			continue
		}
		o := &a.offers[negs[j]]
		anyOf[o.power] = min(anyOf[o.power], o.seq)
		j = w.next[j]
	}
	return anyOf, directOf
}
