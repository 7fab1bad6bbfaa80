package payola

// money is AgP as the auction adds them up: wide enough that no sheet can
// overflow it (9999 AgP × 99 repetitions × any number of lines).
type money = int64

// sums keeps the money of the current round aggregated the way decide reads
// it, and is moved by the reductions (5.5) as they happen: deciding a round
// then costs O(candidates + units × powers), whatever the number of offers.
type sums struct {
	np     int     // powers
	unitOf []int32 // offer -> unit
	candOf []int32 // offer -> candidate for direct offers, -1 for wildcards
	kindOf []int8  // offer -> 0 gift, 1 move, 2 hold, 3 negative; -1 direct
	neg0   []int32 // negative offer -> its excluded candidates in negC
	neg1   []int32
	negC   []int32

	direct []money // candidate -> direct money
	excl   []money // candidate -> money of the negatives that do not pay for it
	kind   []money // unit*4 + kind -> wildcard money
	pd     []money // candidate*np + power -> the power's direct money
	px     []money // candidate*np + power -> the power's excluded negative money
	pk     []money // (unit*np + power)*4 + kind -> the power's wildcard money
}

func (a *auction) initSums() {
	n, np := len(a.atoms), len(a.m.Powers)
	s := &a.sums
	*s = sums{np: np,
		unitOf: make([]int32, n), candOf: make([]int32, n), kindOf: make([]int8, n),
		neg0: make([]int32, n), neg1: make([]int32, n),
		direct: make([]money, len(a.cands)), excl: make([]money, len(a.cands)),
		kind: make([]money, 4*len(a.units)),
		pd:   make([]money, np*len(a.cands)), px: make([]money, np*len(a.cands)),
		pk: make([]money, 4*np*len(a.units)),
	}
	for i := range s.candOf {
		s.candOf[i] = -1
	}
	var negs [][]int32 = make([][]int32, n)
	for ui := range a.units {
		u := &a.units[ui]
		for k := range 4 {
			for _, oi := range a.wild[u.w[k]:u.w[k+1]] {
				s.unitOf[oi], s.kindOf[oi] = int32(ui), int8(k)
			}
		}
		for ci := u.c0; ci < u.c1; ci++ {
			c := &a.cands[ci]
			for _, oi := range a.direct[c.d0:c.d1] {
				s.unitOf[oi], s.candOf[oi], s.kindOf[oi] = int32(ui), ci, -1
			}
			for _, oi := range a.excl[c.x0:c.x1] {
				negs[oi] = append(negs[oi], ci)
			}
		}
	}
	for i := range negs {
		s.neg0[i] = int32(len(s.negC))
		s.negC = append(s.negC, negs[i]...)
		s.neg1[i] = int32(len(s.negC))
	}
	for i := range a.atoms {
		s.add(i, a.power[i], money(a.amount[i]))
	}
	a.rate, a.slow = s.empty(), s.empty()
}

// empty is a sums with the same offers and no money.
func (s *sums) empty() sums {
	e := *s
	e.direct, e.excl = make([]money, len(s.direct)), make([]money, len(s.excl))
	e.kind, e.pd = make([]money, len(s.kind)), make([]money, len(s.pd))
	e.px, e.pk = make([]money, len(s.px)), make([]money, len(s.pk))
	return e
}

// lin is money as the coming rounds of a calm jump see it (calmRounds):
// now in this round, and j rounds later (j < jumpMax) somewhere between
// now - j*most and now - j*least.
type lin struct{ now, most, least money }

func (x lin) plus(y lin) lin { return lin{x.now + y.now, x.most + y.most, x.least + y.least} }

func (x lin) minus(y lin) lin { return lin{x.now - y.now, x.most - y.least, x.least - y.most} }

// add moves offer i's money by d (its power is p).
func (s *sums) add(i int, p int32, d money) {
	t := s.target(i, p)
	s.move(&t, d)
}

// target is where an offer's money goes in the sums.
type target struct {
	direct     bool
	one, per   int32 // index in direct and pd, or in kind and pk
	neg0, neg1 int32 // a negative's excluded candidates in negC
	p          int32
}

func (s *sums) target(i int, p int32) target {
	if c := s.candOf[i]; c >= 0 {
		return target{direct: true, one: c, per: c*int32(s.np) + p, p: p}
	}
	u, k := s.unitOf[i], int32(s.kindOf[i])
	return target{one: u*4 + k, per: (u*int32(s.np)+p)*4 + k, neg0: s.neg0[i], neg1: s.neg1[i], p: p}
}

// move adds d to the money going to t.
func (s *sums) move(t *target, d money) {
	if t.direct {
		s.direct[t.one] += d
		s.pd[t.per] += d
		return
	}
	s.kind[t.one] += d
	s.pk[t.per] += d
	for _, c := range s.negC[t.neg0:t.neg1] {
		s.excl[c] += d
		s.px[c*int32(s.np)+t.p] += d
	}
}

// total is a candidate's money this round (5.1).
func (s *sums) total(ui int, ci int32, move bool) money {
	k := s.kind[ui*4 : ui*4+4]
	t := s.direct[ci] + k[kGift] + k[kNegative] - s.excl[ci]
	if move {
		return t + k[kMove]
	}
	return t + k[kHold]
}

// paid is what power p pays if candidate ci of unit ui is issued.
func (s *sums) paid(ui int, ci int32, move bool, p int) money {
	k := s.pk[(ui*s.np+p)*4 : (ui*s.np+p)*4+4]
	t := s.pd[int(ci)*s.np+p] + k[kGift] + k[kNegative] - s.px[int(ci)*s.np+p]
	if move {
		return t + k[kMove]
	}
	return t + k[kHold]
}
