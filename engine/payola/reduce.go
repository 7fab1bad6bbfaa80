package payola

import (
	"math/bits"
	"slices"
)

// reducer applies overspending reductions (5.5) without touching every
// offer every round. All of a power's offers above their plateau lose 1 AgP
// together, so they are kept in buckets of offers whose money goes to the
// same place (one candidate's direct money, or one unit's wildcards of one
// kind): a cut (of one round, or of several calm rounds at once) moves each
// bucket's sum once, and an offer is looked at again only when it reaches
// its plateau. Amounts of offers still moving are worked out from the
// power's reduction count (settle).
type reducer struct {
	bucketOf []int32   // offer -> bucket
	rep      []int32   // bucket -> one of its offers (where its money goes)
	into     []target  // bucket -> where its money goes, precomputed
	count    []int32   // bucket -> offers in it still above their plateau
	live     [][]int32 // power -> buckets with a count
	queue    [][]int32 // power -> its moving offers, soonest at its plateau first
	next     []int     // power -> first offer of queue not yet at its plateau
	soon     []int     // power -> first offer of queue not in a.slow (soon >= next)
	start    []int32   // offer -> amount when it started moving
	base     []int32   // power -> reductions when its offers started moving
	done     []int32   // power -> reductions so far
	keys     []uint64  // scratch for sorting a queue
}

// initReduce sorts every power's offers into buckets.
func (a *auction) initReduce() {
	r := &a.red
	n, np := len(a.atoms), len(a.m.Powers)
	*r = reducer{bucketOf: make([]int32, n), start: make([]int32, n),
		live: make([][]int32, np), queue: make([][]int32, np), next: make([]int, np), soon: make([]int, np),
		base: make([]int32, np), done: make([]int32, np)}
	// A power's direct offers share a bucket by candidate, its wildcards by
	// unit and kind; negatives share their exclusions only within a line,
	// whose offers are next to each other.
	byCand := make([]int32, len(a.cands))
	byKind := make([]int32, 4*len(a.units))
	s := &a.sums
	for p := range np {
		for i := range byCand {
			byCand[i] = -1
		}
		for i := range byKind {
			byKind[i] = -1
		}
		for i := a.first[p]; i < a.end[p]; i++ {
			var slot *int32
			switch c, k := s.candOf[i], s.kindOf[i]; {
			case c >= 0:
				slot = &byCand[c]
			case k == kNegative:
				if i > a.first[p] && s.kindOf[i-1] == kNegative && a.atoms[i-1].line == a.atoms[i].line {
					r.bucketOf[i] = r.bucketOf[i-1]
					continue
				}
				fresh := int32(-1)
				slot = &fresh
			default:
				slot = &byKind[s.unitOf[i]*4+int32(k)]
			}
			if *slot < 0 {
				*slot = int32(len(r.rep))
				r.rep = append(r.rep, i)
			}
			r.bucketOf[i] = *slot
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
	if a.cut(p) {
		for _, b := range live {
			a.rate.move(&r.into[b], money(r.count[b]))
			a.slow.move(&r.into[b], money(r.count[b]))
		}
	}
	// Soonest at its plateau first: sorted as (distance, offer) in one word.
	keys := r.keys[:0]
	for _, i := range q {
		keys = append(keys, uint64(a.amount[i]-a.plateau[i])<<32|uint64(i))
	}
	slices.Sort(keys)
	for j, k := range keys {
		q[j] = int32(uint32(k))
	}
	r.keys = keys
	r.queue[p], r.live[p], r.next[p], r.soon[p] = q, live, 0, 0
	a.leaveSlow(p)
}

// leaveSlow takes out of a.slow the power's offers that could reach their
// plateau within a jump: a.slow then counts only offers sure to lose 1 AgP
// in each of the next jumpMax-1 rounds the power is cut.
func (a *auction) leaveSlow(p int) {
	r := &a.red
	q := r.queue[p]
	for r.soon[p] < len(q) {
		i := q[r.soon[p]]
		if a.untilPlateauOf(p, i) >= jumpMax-1 {
			return
		}
		if a.cut(p) {
			a.slow.move(&r.into[r.bucketOf[i]], -1)
		}
		r.soon[p]++
	}
}

// cut says whether the power's moving offers count in a.rate and a.slow:
// only the powers cut last round do (the falls assume they are cut again).
func (a *auction) cut(p int) bool { return a.cutting&(1<<p) != 0 }

// setCutting makes over the powers whose offers fall in a.rate and a.slow.
func (a *auction) setCutting(over uint64) {
	r := &a.red
	for p := range a.m.Powers {
		var sign money
		switch was, now := a.cut(p), over&(1<<p) != 0; {
		case was && !now:
			sign = -1
		case now && !was:
			sign = 1
		default:
			continue
		}
		for _, b := range r.live[p] {
			a.rate.move(&r.into[b], sign*money(r.count[b]))
		}
		for _, i := range r.queue[p][r.soon[p]:] {
			a.slow.move(&r.into[r.bucketOf[i]], sign)
		}
	}
	a.cutting = over
}

// untilPlateauOf is how many more cuts offer i (moving, of power p) takes
// before it reaches its plateau.
func (a *auction) untilPlateauOf(p int, i int32) int32 {
	r := &a.red
	return r.start[i] - (r.done[p] - r.base[p]) - a.plateau[i]
}

// reduce takes up to k AgP off each of the power's offers above its
// plateau, as k rounds in a row would: an offer that reaches its plateau
// on the way stops there. When every offer is at its plateau, every offer
// loses 1 (not below 0) and the plateaus are gone for good; calmRounds
// makes k 1 then (5.5, payola-rules §5.3).
func (a *auction) reduce(p int, k int32) {
	r := &a.red
	a.ledgers[p].Reductions += int(k)
	r.done[p] += k
	if r.next[p] == len(r.queue[p]) {
		a.flat(p)
		return
	}
	// Every moving offer loses k; buckets emptied last time are dropped.
	live := r.live[p][:0]
	for _, b := range r.live[p] {
		if n := r.count[b]; n > 0 {
			a.sums.move(&r.into[b], -money(n)*money(k))
			live = append(live, b)
		}
	}
	r.live[p] = live
	a.leaveSlow(p)
	// Offers reaching their plateau stop moving, and get back what they
	// lost below it. They left a.slow already (soon > next).
	q := r.queue[p]
	for r.next[p] < len(q) {
		i := q[r.next[p]]
		below := -a.untilPlateauOf(p, i)
		if below < 0 {
			break
		}
		a.amount[i] = a.plateau[i]
		b := r.bucketOf[i]
		a.sums.move(&r.into[b], money(below))
		r.count[b]--
		if a.cut(p) {
			a.rate.move(&r.into[b], -1)
		}
		r.next[p]++
	}
}

// untilFlat is how many more cuts the power takes before all its offers
// are at their plateau; 0 when they are (a flat round is next).
func (a *auction) untilFlat(p int) int32 {
	r := &a.red
	q := r.queue[p]
	if r.next[p] == len(q) {
		return 0
	}
	return a.untilPlateauOf(p, q[len(q)-1])
}

// calmRounds is how many rounds, this one included, can be cut at once.
//
// Why a jump is safe: while the same powers overspend, a round changes
// nothing but the amounts: each offer of an overspender above its plateau
// loses 1 AgP. Within jumpMax rounds, and before any overspender gets all
// its offers to their plateaus (untilFlat), every total, payment, rebate
// and cost therefore falls by at most `most` (its offers above their
// plateau) and at least `least` (those of them that stay above it) AgP a
// round: lin. decide's choices (winners, dummies' ties, eBayola's runner-up
// and rebates) and who overspends depend only on comparisons between such
// sums, and all of them go through above, which keeps a.calm to the rounds
// through which every answer is sure to stay the same, given those bounds.
// Those rounds would decide exactly like this one, so their cuts can be
// made together (reduce stops each offer at its plateau); the round after
// them is decided afresh. The falls assume the powers cut last round are
// cut again: when the overspenders change it is one round.
func (a *auction) calmRounds(over uint64) int32 {
	if over != a.cutting {
		return 1
	}
	for p := range a.cost {
		a.above(a.costs[p], lin{now: a.avail[p]})
	}
	k := min(a.calm+1, jumpMax)
	for w := over; w != 0; w &= w - 1 {
		k = min(k, money(a.untilFlat(bits.TrailingZeros64(w))))
	}
	return int32(max(k, 1))
}

// jumpMax is the most rounds cut at once (at least 2). Longer jumps need
// fewer decides but loosen the bounds on the falls (a.slow leaves out more
// offers); 8 did best on BenchmarkOverspendingLoop.
const jumpMax = 8

// maxCalm stands for "no end in sight"; jumpMax bounds a jump anyway.
const maxCalm = money(1) << 40

// above says whether x > y in this round, and shortens the calm to the
// rounds through which the answer is sure to stay the same.
func (a *auction) above(x, y lin) bool {
	d := x.minus(y) // j rounds later: between d.now - j*d.most and d.now - j*d.least
	if d.now > 0 {
		if d.most > 0 {
			a.calm = min(a.calm, (d.now-1)/d.most)
		}
		return true
	}
	if d.least < 0 {
		a.calm = min(a.calm, d.now/d.least) // (-now)/(-least)
	}
	return false
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
