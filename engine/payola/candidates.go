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
	for ui := range a.units {
		u := &a.units[ui]
		// A negative pays for every candidate but those its line lists.
		for _, i := range u.wilds[kNegative] {
			o := &a.offers[i]
			for alt := range o.line.Orders {
				c, ok := u.byKey[o.line.key(alt)]
				if !ok {
					continue // nobody offered for it directly: not a candidate
				}
				ex := u.cands[c].excepts
				if n := len(ex); n == 0 || ex[n-1] != i { // a line listing an order twice excepts it once
					u.cands[c].excepts = append(ex, i)
				}
			}
		}
		for c := range u.cands {
			cd := &u.cands[c]
			cd.kind = &u.wild[kHold]
			if cd.order.IsMove() {
				cd.kind = &u.wild[kMove]
			}
		}
		a.rank(u)
	}
}

// rank fixes who contributes to each of the unit's candidates and orders
// them for ties (5.2-5.4): for each power of the owner's expanded list, the
// lowest sequence number among its offers paying for the candidate (absent
// = last), then, as a last resort, the same with direct offers only
// (payola-rules §4, §10.1, §10.2). Ranks read who offered, never how much,
// so they hold through every round (5.5 "intent", §10.3).
func (a *auction) rank(u *unitBids) {
	np := len(a.m.Powers)
	const none = int(^uint(0) >> 1)
	// The earliest wildcard of each kind by power. Negatives are taken
	// power by power in sequence order, as they are stored.
	var earliest [kNegative][]int
	for k := range earliest {
		earliest[k] = make([]int, np)
		for p := range earliest[k] {
			earliest[k][p] = none
		}
		for _, i := range u.wilds[k] {
			o := &a.offers[i]
			earliest[k][o.power] = min(earliest[k][o.power], o.seq)
		}
	}
	negs := u.wilds[kNegative]
	next := make([]int, len(negs)) // the next power's first negative
	for j := len(negs) - 1; j >= 0; j-- {
		next[j] = len(negs)
		if j+1 < len(negs) && a.offers[negs[j+1]].power == a.offers[negs[j]].power {
			next[j] = next[j+1]
		} else if j+1 < len(negs) {
			next[j] = j + 1
		}
	}
	listed := map[int]bool{}
	keys := make([][]int, len(u.cands))
	for c := range u.cands {
		cd := &u.cands[c]
		anyOf, directOf := make([]int, np), make([]int, np) // by power
		kind := kHold
		if cd.order.IsMove() {
			kind = kMove
		}
		for p := range np {
			anyOf[p] = min(earliest[kGift][p], earliest[kind][p])
			directOf[p] = none
		}
		for _, i := range cd.directs {
			o := &a.offers[i]
			anyOf[o.power] = min(anyOf[o.power], o.seq)
			directOf[o.power] = min(directOf[o.power], o.seq)
		}
		clear(listed)
		for _, i := range cd.excepts {
			listed[i] = true
		}
		// Each power's first negative that does not list the candidate,
		// skipping its later ones. Optimised; be careful when changing it;
		// guarded by TestTieBreak and TestAuctionMatchesPlainReading.
		for j := 0; j < len(negs); {
			if listed[negs[j]] {
				j++
				continue
			}
			o := &a.offers[negs[j]]
			anyOf[o.power] = min(anyOf[o.power], o.seq)
			j = next[j]
		}
		for p := range np {
			if anyOf[p] < none {
				cd.contributors = append(cd.contributors, p)
			}
		}
		list := a.expand[u.owner]
		k := make([]int, 0, 2*len(list))
		for _, p := range list {
			k = append(k, anyOf[p])
		}
		for _, p := range list {
			k = append(k, directOf[p])
		}
		keys[c] = k
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
