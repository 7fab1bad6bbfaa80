package payola

import "slices"

// reducer applies overspending reductions (5.5) without touching every
// offer every round. All of a power's offers above their plateau lose 1 AgP
// together, so they are kept in buckets of offers whose money goes to the
// same place (one candidate's direct money, or one unit's wildcards of one
// kind): a round moves each bucket's sum once, and an offer is looked at
// again only when it reaches its plateau. Amounts of offers still moving are
// worked out from the power's reduction count (settle).
type reducer struct {
	bucketOf []int32   // offer -> bucket
	rep      []int32   // bucket -> one of its offers (where its money goes)
	into     []target  // bucket -> where its money goes, precomputed
	count    []int32   // bucket -> offers in it still above their plateau
	live     [][]int32 // power -> buckets with a count
	queue    [][]int32 // power -> its moving offers, soonest at its plateau first
	next     []int     // power -> first offer of queue not yet at its plateau
	start    []int32   // offer -> amount when it started moving
	base     []int32   // power -> reductions when its offers started moving
	done     []int32   // power -> reductions so far
}

// initReduce sorts every power's offers into buckets.
func (a *auction) initReduce() {
	r := &a.red
	n, np := len(a.atoms), len(a.m.Powers)
	*r = reducer{bucketOf: make([]int32, n), start: make([]int32, n),
		live: make([][]int32, np), queue: make([][]int32, np), next: make([]int, np),
		base: make([]int32, np), done: make([]int32, np)}
	// Negatives of one line share their exclusions, so they may share a bucket.
	type where struct {
		cand, unit int32
		kind       int8
		line       int
	}
	for p := range np {
		ids := map[where]int32{}
		for i := a.first[p]; i < a.end[p]; i++ {
			s := &a.sums
			key := where{cand: s.candOf[i], unit: s.unitOf[i], kind: s.kindOf[i]}
			if key.kind == kNegative {
				key.line = a.atoms[i].number()
			}
			b, ok := ids[key]
			if !ok {
				b = int32(len(r.rep))
				ids[key] = b
				r.rep = append(r.rep, i)
			}
			r.bucketOf[i] = b
		}
	}
	r.count = make([]int32, len(r.rep))
	r.into = make([]target, len(r.rep))
	for b, i := range r.rep {
		r.into[b] = a.sums.target(int(i), a.power[i])
	}
	for p := range np {
		a.startMoving(p)
	}
}

// startMoving puts the power's offers above their plateau in motion.
func (a *auction) startMoving(p int) {
	r := &a.red
	r.base[p] = r.done[p]
	q := r.queue[p][:0]
	live := r.live[p][:0]
	for i := a.first[p]; i < a.end[p]; i++ {
		if a.amount[i] > a.plateau[i] {
			q = append(q, i)
			r.start[i] = a.amount[i]
			b := r.bucketOf[i]
			if r.count[b] == 0 {
				live = append(live, b)
			}
			r.count[b]++
		}
	}
	slices.SortFunc(q, func(x, y int32) int {
		return int(a.amount[x]-a.plateau[x]) - int(a.amount[y]-a.plateau[y])
	})
	r.queue[p], r.live[p], r.next[p] = q, live, 0
}

// reduce takes 1 AgP off each of the power's offers above its plateau; when
// every offer is at its plateau, every offer loses 1 (not below 0) and the
// plateaus are gone for good (5.5, payola-rules §5.3).
func (a *auction) reduce(p int) {
	r := &a.red
	a.ledgers[p].Reductions++
	r.done[p]++
	if r.next[p] == len(r.queue[p]) {
		a.flat(p)
		return
	}
	// Every moving offer loses 1; buckets emptied last round are dropped.
	live := r.live[p][:0]
	for _, b := range r.live[p] {
		if n := r.count[b]; n > 0 {
			a.sums.move(&r.into[b], -money(n))
			live = append(live, b)
		}
	}
	r.live[p] = live
	// Offers reaching their plateau stop moving.
	moved := r.done[p] - r.base[p]
	q := r.queue[p]
	for r.next[p] < len(q) {
		i := q[r.next[p]]
		if r.start[i]-moved > a.plateau[i] {
			break
		}
		a.amount[i] = a.plateau[i]
		r.count[r.bucketOf[i]]--
		r.next[p]++
	}
}

// flat is the round where every offer of the power is at its plateau.
func (a *auction) flat(p int) {
	for i := a.first[p]; i < a.end[p]; i++ {
		a.plateau[i] = 0
		if a.amount[i] > 0 {
			a.amount[i]--
			a.sums.add(int(i), int32(p), -1)
		}
	}
	a.startMoving(p)
}

// settle writes the amounts of the offers still moving.
func (a *auction) settle() {
	r := &a.red
	for p := range r.queue {
		moved := r.done[p] - r.base[p]
		for _, i := range r.queue[p][r.next[p]:] {
			a.amount[i] = r.start[i] - moved
		}
	}
}
