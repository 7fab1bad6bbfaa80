package payola

import (
	"fmt"
	"maps"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Auction runs order determination (rules 5.1-5.4) and overspending (5.5)
// for one movement phase, then debits the accounts (5.6). Powers without a
// sheet in sheets only get their default holds (3.3). seed draws the
// expansion of every '?' once for the whole adjudication (payola-rules
// §10.4); the same inputs and seed give the same outcome.
//
// Every power owning a unit in pos needs a purse. The sheets must have been
// read against pos: an offer to a unit that is not there is an error.
func Auction(m *board.Map, pos orders.Position, purses []Purse, sheets map[string]*Sheet, seed int64, r Rules) (*Outcome, error) {
	a, err := newAuction(m, pos, purses, sheets, seed, r)
	if err != nil {
		return nil, err
	}
	a.run()
	return a.outcome(), nil
}

// auction holds one phase's offers in flat arrays. Candidates and tie ranks
// are fixed once (ranks depend on who offered, never on how much: rule 5.5
// "intent"); an overspending round then only reads sums that the reductions
// keep up to date.
type auction struct {
	m       *board.Map
	seed    int64
	rules   Rules
	purses  []Purse // by map power index; Power "" for a power without a purse
	sheets  map[string]*Sheet
	expand  [][]string // expanded acceptance list per power index
	listIdx [][]int    // the same lists as power indices
	written []string

	units []slot
	cands []cand

	atoms   []atom  // every atomic offer; a power's offers are contiguous
	power   []int32 // offer -> power index
	amount  []int32 // current amounts, reduced round by round
	plateau []int32
	first   []int32 // power -> its first offer
	end     []int32 // power -> one past its last offer
	red     reducer // the offers still above their plateau, by power
	direct  []int32 // direct offers, candidate by candidate
	excl    []int32 // negatives listing the candidate, candidate by candidate
	wild    []int32 // wildcards, unit by unit and kind by kind
	sums    sums    // the round's money, kept up to date by reduce

	ledgers []Ledger
	avail   []money
	cost    []money
	total   []money // per candidate, this round
	winner  []int32 // per unit: candidate index, or -1 for a dummy's hold (4.4)
	topTie  []money // per unit: the tied total when a dummy held
	rebate  []lin   // eBayola: unit*powers + power -> money given back this round (6.4)
	platBuf []money // eBayola: scratch, per power
	rounds  int

	// The calm (reduce.go): how fast the round's money falls if the same
	// powers are cut again, and for how many more rounds nothing else would
	// change.
	rate    sums   // like sums, counting the offers still above their plateau
	slow    sums   // the same, without those reaching it within a jump
	cutting uint64 // the powers cut last round, as bits of map index
	costs   []lin  // per power: its cost, with how fast it falls
	calm    money  // rounds after this one that would decide the same way
	saved   int    // rounds cut together with an earlier one (tests measure it)
}

// The kinds of wildcard, as a unit keeps them apart (payola-rules §3).
const (
	kGift     = iota // '&' pays for every candidate
	kMove            // '>' pays for every move
	kHold            // '@' pays for every hold, support or convoy
	kNegative        // '!' pays for every candidate it does not list
)

func wildKind(t OfferType) int {
	switch t {
	case MoveType:
		return kMove
	case HoldType:
		return kHold
	case Negative:
		return kNegative
	}
	return kGift
}

type slot struct {
	owner  int
	unit   orders.Unit
	c0, c1 int32    // its candidates
	w      [5]int32 // its wildcards in wild, kind k at w[k]:w[k+1]
}

// cand is a candidate order. Its total is its direct offers, plus the
// unit's gift, move or hold wildcards by kind, plus the unit's negatives
// minus those that list it: a round costs O(offers), not O(offers × candidates).
type cand struct {
	order  orders.Order
	move   bool
	d0, d1 int32  // its direct offers, in direct
	x0, x1 int32  // the negatives that do not pay for it, in excl
	rank   int32  // tie order within its unit, 0 first (5.2-5.4, payola-rules §4, §10.1-2)
	who    uint64 // the powers contributing, as bits of map index (dummy rule 4.4)
}

func newAuction(m *board.Map, pos orders.Position, purses []Purse, sheets map[string]*Sheet, seed int64, r Rules) (*auction, error) {
	n := len(m.Powers)
	if n > 64 {
		return nil, fmt.Errorf("the map has %d powers; the auction handles at most 64", n)
	}
	a := &auction{m: m, seed: seed, rules: r, purses: make([]Purse, n), sheets: map[string]*Sheet{}}
	index := map[string]int{}
	for i, p := range m.Powers {
		index[p.Name] = i
	}
	for _, p := range purses {
		p.Power = strings.ToUpper(p.Power)
		i, ok := index[p.Power]
		if !ok {
			return nil, fmt.Errorf("purse for %q: no such power on this map", p.Power)
		}
		if a.purses[i].Power != "" {
			return nil, fmt.Errorf("two purses for %s", p.Power)
		}
		if p.Balance < 0 {
			return nil, fmt.Errorf("%s has a negative balance (%d AgP)", p.Power, p.Balance)
		}
		a.purses[i] = p
	}
	for _, name := range slices.Sorted(maps.Keys(sheets)) {
		s := sheets[name]
		if _, ok := index[strings.ToUpper(name)]; !ok {
			return nil, fmt.Errorf("sheet for %q: no such power on this map", name)
		}
		if s != nil {
			a.sheets[strings.ToUpper(name)] = s
		}
	}

	// Units by owner (map order), then location: the order of default holds.
	placed := pos.Sorted()
	sort.SliceStable(placed, func(i, j int) bool {
		return index[strings.ToUpper(placed[i].Power)] < index[strings.ToUpper(placed[j].Power)]
	})
	unitAt := map[string]int{}
	for _, pl := range placed {
		o, ok := index[strings.ToUpper(pl.Power)]
		if !ok {
			return nil, fmt.Errorf("the unit %s belongs to %q, which is not a power of this map", pl.Unit, pl.Power)
		}
		if a.purses[o].Power == "" {
			return nil, fmt.Errorf("%s owns %s but has no purse", pl.Power, pl.Unit)
		}
		unitAt[pl.Unit.Province()] = len(a.units)
		a.units = append(a.units, slot{owner: o, unit: pl.Unit})
	}

	if err := a.collectOffers(unitAt); err != nil {
		return nil, err
	}
	if err := a.expandLists(); err != nil {
		return nil, err
	}
	a.buildCandidates()
	if err := a.openLedgers(index); err != nil {
		return nil, err
	}
	return a, nil
}

// collectOffers numbers every power's atomic offers (3.1, 5.3) and adds the
// default holds after each sheet (3.3).
func (a *auction) collectOffers(unitAt map[string]int) error {
	n := len(a.m.Powers)
	a.first = make([]int32, n)
	a.end = make([]int32, n)
	size := len(a.units)
	for p := range n {
		if s := a.sheets[a.m.Powers[p].Name]; s != nil {
			for i := range s.Lines {
				if s.Lines[i].counts() {
					size += s.Lines[i].count()
				}
			}
		}
	}
	a.atoms = make([]atom, 0, size)
	a.power = make([]int32, 0, size)
	a.amount = make([]int32, 0, size)
	a.plateau = make([]int32, 0, size)
	for p := range n {
		a.first[p] = int32(len(a.atoms))
		name := a.m.Powers[p].Name
		seq := int32(0)
		direct := map[int]bool{} // units this power made a direct offer to
		add := func(at atom, amount, plateau int) {
			at.seq = seq
			seq++
			a.atoms = append(a.atoms, at)
			a.power = append(a.power, int32(p))
			a.amount = append(a.amount, int32(amount))
			a.plateau = append(a.plateau, int32(plateau))
		}
		if s := a.sheets[name]; s != nil {
			for li := range s.Lines {
				l := &s.Lines[li]
				if !l.counts() {
					continue
				}
				ui, ok := unitAt[l.Unit.Province()]
				if !ok || a.units[ui].unit != l.Unit {
					return lineError(name, l.Number, "there is no %s on the board", l.Unit)
				}
				owner := a.units[ui].owner
				bribe := false
				l.atoms(func(t OfferType, alt, amount, plateau int) {
					if t == Direct {
						direct[ui] = true
					}
					bribe = bribe || owner != p || amount > 0 || t != Direct
					add(atom{line: l, unit: int32(ui), alt: int16(alt), typ: t}, amount, plateau)
				})
				if bribe && a.purses[owner].Loyal {
					return lineError(name, l.Number, "%s belongs to %s, whose units are loyal and take no money (rule 6.5)", l.Unit, a.m.Powers[owner].Name)
				}
			}
		}
		for ui, u := range a.units {
			if u.owner == p && !direct[ui] {
				add(atom{unit: int32(ui), alt: altHold, typ: Direct}, 0, 0)
			}
		}
		a.end[p] = int32(len(a.atoms))
	}
	return nil
}

// atom is an atomic offer as the auction keeps it: where it came from
// rather than a copy of its order.
type atom struct {
	line *Line // nil for a default hold (3.3)
	seq  int32 // the power's sequence number (5.3)
	unit int32
	alt  int16 // index in line.Orders, or altWildcard, or altHold
	typ  OfferType
}

// order is a direct atom's order.
func (a *auction) order(at *atom) orders.Order {
	if at.alt >= 0 {
		return at.line.Orders[at.alt]
	}
	return orders.Order{Unit: a.units[at.unit].unit, Kind: orders.Hold}
}

// number is the sheet line an atom came from, 0 for a default hold.
func (at *atom) number() int {
	if at.line == nil {
		return 0
	}
	return at.line.Number
}

// expandLists draws every '?' once, powers in map order, from the seed.
func (a *auction) expandLists() error {
	rng := rand.New(rand.NewPCG(uint64(a.seed), 0x5061796f6c61)) // "Payola"
	n := len(a.m.Powers)
	a.expand = make([][]string, n)
	a.listIdx = make([][]int, n)
	a.written = make([]string, n)
	for p := range n {
		pu := a.purses[p]
		if pu.Power == "" {
			continue
		}
		text := pu.Accept
		if s := a.sheets[pu.Power]; s != nil && s.Accept != nil {
			text = *s.Accept // an ACCEPT line in this phase's sheet applies now (4.3)
		}
		if text == "" {
			text = DefaultAcceptance(a.m, pu.Power, pu.Dummy)
		}
		l, err := ParseAcceptance(a.m, pu.Power, text)
		if err != nil {
			return fmt.Errorf("acceptance list %q of %s: %v", text, pu.Power, err)
		}
		a.written[p] = l.String()
		a.expand[p] = l.expand(a.m, rng)
		for _, name := range a.expand[p] {
			a.listIdx[p] = append(a.listIdx[p], a.powerIndex(name))
		}
	}
	return nil
}

// buildCandidates makes each unit's candidates from the direct offers (5.1),
// adds the wildcards that pay for them, and fixes their tie ranks.
func (a *auction) buildCandidates() {
	type draft struct {
		order   orders.Order
		key     string
		directs []int32
		excl    []int32
	}
	drafts := make([][]draft, len(a.units))
	keys := make([]map[string]int, len(a.units))
	wilds := make([][4][]int32, len(a.units))
	holdKeys := make([]string, len(a.units))
	for i := range a.atoms {
		at := &a.atoms[i]
		ui := at.unit
		if at.typ != Direct {
			k := wildKind(at.typ)
			wilds[ui][k] = append(wilds[ui][k], int32(i))
			continue
		}
		if keys[ui] == nil {
			keys[ui] = map[string]int{}
		}
		var k string
		if at.alt == altHold {
			if holdKeys[ui] == "" {
				holdKeys[ui] = a.order(at).String()
			}
			k = holdKeys[ui]
		} else {
			k = at.line.key(int(at.alt))
		}
		c, ok := keys[ui][k]
		if !ok {
			c = len(drafts[ui])
			keys[ui][k] = c
			drafts[ui] = append(drafts[ui], draft{order: a.order(at), key: k})
		}
		drafts[ui][c].directs = append(drafts[ui][c].directs, int32(i))
	}
	// Wildcard money is added to candidates; it never makes one (payola-rules §3).
	for ui := range a.units {
		except := make([][]string, len(wilds[ui][kNegative]))
		for k, oi := range wilds[ui][kNegative] {
			at := &a.atoms[oi]
			for alt := range at.line.Orders {
				except[k] = append(except[k], at.line.key(alt))
			}
		}
		for c := range drafts[ui] {
			d := &drafts[ui][c]
			for k, oi := range wilds[ui][kNegative] {
				if slices.Contains(except[k], d.key) {
					d.excl = append(d.excl, oi)
				}
			}
		}
	}
	for ui := range a.units {
		u := &a.units[ui]
		u.w[0] = int32(len(a.wild))
		for k, kind := range wilds[ui] {
			a.wild = append(a.wild, kind...)
			u.w[k+1] = int32(len(a.wild))
		}
		u.c0 = int32(len(a.cands))
		for _, d := range drafts[ui] {
			c := cand{order: d.order, move: d.order.IsMove()}
			c.d0 = int32(len(a.direct))
			a.direct = append(a.direct, d.directs...)
			c.d1 = int32(len(a.direct))
			c.x0 = int32(len(a.excl))
			a.excl = append(a.excl, d.excl...)
			c.x1 = int32(len(a.excl))
			a.eachPayer(u, &c, func(oi int32) { c.who |= 1 << a.power[oi] })
			a.cands = append(a.cands, c)
		}
		u.c1 = int32(len(a.cands))
		a.rank(u)
	}
	a.total = make([]money, len(a.cands))
}

// eachPayer calls fn for every offer whose money goes to the candidate:
// its direct offers, the unit's gifts, its move or hold wildcards by the
// order's kind, and the negatives that do not list it (payola-rules §3).
func (a *auction) eachPayer(u *slot, c *cand, fn func(oi int32)) {
	for _, oi := range a.direct[c.d0:c.d1] {
		fn(oi)
	}
	kind := kHold
	if c.move {
		kind = kMove
	}
	for _, k := range [...]int{kGift, kind} {
		for _, oi := range a.wild[u.w[k]:u.w[k+1]] {
			fn(oi)
		}
	}
	for _, oi := range a.wild[u.w[kNegative]:u.w[kNegative+1]] {
		if !slices.Contains(a.excl[c.x0:c.x1], oi) {
			fn(oi)
		}
	}
}

// rank orders a unit's candidates for ties (5.2-5.4): for each power of the
// owner's expanded list, the lowest sequence number among its offers paying
// into the candidate (absent = last), then, as a last resort, the same with
// direct offers only (payola-rules §4, §10.1, §10.2).
func (a *auction) rank(u *slot) {
	list := a.expand[u.owner]
	at := make([]int, len(a.m.Powers))
	for i, name := range list {
		at[a.powerIndex(name)] = i
	}
	n := int(u.c1 - u.c0)
	if n == 0 {
		return
	}
	const none = int(^uint(0) >> 1)
	keys := make([][]int, n)
	for i := range n {
		c := &a.cands[int(u.c0)+i]
		k := make([]int, 2*len(list))
		for j := range k {
			k[j] = none
		}
		a.eachPayer(u, c, func(oi int32) {
			o := &a.atoms[oi]
			s := at[a.power[oi]]
			k[s] = min(k[s], int(o.seq))
			if o.typ == Direct {
				k[len(list)+s] = min(k[len(list)+s], int(o.seq))
			}
		})
		keys[i] = k
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(x, y int) bool {
		kx, ky := keys[idx[x]], keys[idx[y]]
		for j := range kx {
			if kx[j] != ky[j] {
				return kx[j] < ky[j]
			}
		}
		return false
	})
	for r, i := range idx {
		a.cands[int(u.c0)+i].rank = int32(r)
	}
}

func (a *auction) powerIndex(name string) int {
	for i, p := range a.m.Powers {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// openLedgers applies the transfers (2.3, before determination) and the
// savings (3.4) to find what each power may spend.
func (a *auction) openLedgers(index map[string]int) error {
	n := len(a.m.Powers)
	a.ledgers = make([]Ledger, n)
	a.avail = make([]money, n)
	a.cost = make([]money, n)
	for p := range n {
		a.ledgers[p] = Ledger{Power: a.m.Powers[p].Name, Before: a.purses[p].Balance}
	}
	for p := range n {
		s := a.sheets[a.m.Powers[p].Name]
		if s == nil {
			continue
		}
		if a.purses[p].Power == "" && len(s.Lines) > 0 {
			return fmt.Errorf("%s has a sheet but no purse", a.m.Powers[p].Name)
		}
		for _, t := range s.Transfers {
			to, ok := index[t.To]
			if !ok || a.purses[to].Power == "" {
				return lineError(s.Power, t.Line, "cannot transfer to %s: no such power in the game", orders.Quote(t.To))
			}
			if t.Amount <= 0 {
				return lineError(s.Power, t.Line, "a transfer must be at least 1 AgP")
			}
			a.ledgers[p].TransferOut += t.Amount
			a.ledgers[to].TransferIn += t.Amount
			rec := TransferRecord{From: a.m.Powers[p].Name, To: t.To, Amount: t.Amount}
			a.ledgers[p].Transfers = append(a.ledgers[p].Transfers, rec)
			a.ledgers[to].Transfers = append(a.ledgers[to].Transfers, rec)
		}
		if out := a.ledgers[p].TransferOut; out > a.purses[p].Balance {
			return fmt.Errorf("%s transfers %d AgP but has only %d AgP (rule 2.3)", s.Power, out, a.purses[p].Balance)
		}
		a.ledgers[p].Savings = s.Savings
	}
	for p := range n {
		l := &a.ledgers[p]
		l.Available = max(0, l.Before+l.TransferIn-l.TransferOut-l.Savings)
		a.avail[p] = money(l.Available)
	}
	return nil
}

// run decides every unit, reduces every overspender at once, and repeats
// until nobody overspends (5.5). Rounds that would decide exactly like the
// current one are taken together (calmRounds, reduce.go).
func (a *auction) run() {
	a.initSums()
	a.initReduce()
	a.winner = make([]int32, len(a.units))
	a.topTie = make([]money, len(a.units))
	a.costs = make([]lin, len(a.m.Powers))
	if a.rules.EBayola {
		a.rebate = make([]lin, len(a.units)*len(a.m.Powers))
		a.platBuf = make([]money, len(a.m.Powers))
	}
	for {
		a.decide()
		over := a.overspenders()
		if over == 0 {
			a.rounds++
			a.settle()
			return
		}
		k := a.calmRounds(over)
		a.rounds += int(k)
		a.saved += int(k) - 1
		for w := over; w != 0; w &= w - 1 {
			a.reduce(bits.TrailingZeros64(w), k)
		}
		a.setCutting(over)
	}
}

// overspenders are the powers whose cost exceeds their available money.
func (a *auction) overspenders() uint64 {
	var over uint64
	for p := range a.cost {
		if a.cost[p] > a.avail[p] {
			over |= 1 << p
		}
	}
	return over
}

// decide picks every unit's order from the current amounts (5.1-5.4, 4.4)
// and sums each power's cost. Along the way it works out how many more
// rounds would decide the same way if the powers cut last round go on
// being cut (a.calm, a.costs; see calmRounds).
func (a *auction) decide() {
	clear(a.cost)
	clear(a.costs)
	a.calm = maxCalm
	for ui := range a.units {
		u := &a.units[ui]
		best, top := int32(-1), money(-1)
		for ci := u.c0; ci < u.c1; ci++ {
			c := &a.cands[ci]
			t := a.sums.total(ui, ci, c.move)
			a.total[ci] = t
			if t > top || t == top && c.rank < a.cands[best].rank {
				best, top = ci, t
			}
		}
		dummy := a.purses[u.owner].Dummy
		a.keepWinner(ui, best, dummy)
		if dummy && a.dummyTie(u, best, top) {
			a.winner[ui], a.topTie[ui] = -1, top
			continue // the dummy takes only its own 0 hold: nobody pays (4.4)
		}
		a.winner[ui] = best
		if a.rules.EBayola {
			a.price(ui, best)
		}
		for w := a.cands[best].who; w != 0; w &= w - 1 {
			p := bits.TrailingZeros64(w)
			a.costs[p] = a.costs[p].plus(a.paid(ui, best, p).minus(a.rebated(ui, p)))
			a.cost[p] = a.costs[p].now
		}
	}
}

// totalOf is a candidate's total this round and how fast it falls.
func (a *auction) totalOf(ui int, ci int32) lin {
	move := a.cands[ci].move
	return lin{now: a.total[ci], most: a.rate.total(ui, ci, move), least: a.slow.total(ui, ci, move)}
}

// gap is how far candidate w's total is ahead of c's (same unit), with
// the money paying into both (gifts, negatives listing neither, wildcards
// of a kind paying for both) left out of the falls, where it cancels.
func (a *auction) gap(ui int, w, c int32) lin {
	falls := func(of func(s *sums) money) lin { return lin{most: of(&a.rate), least: of(&a.slow)} }
	d := lin{now: a.total[w] - a.total[c]}
	d = d.plus(falls(func(s *sums) money { return s.direct[w] }))
	d = d.minus(falls(func(s *sums) money { return s.direct[c] }))
	d = d.minus(falls(func(s *sums) money { return s.excl[w] }))
	d = d.plus(falls(func(s *sums) money { return s.excl[c] }))
	if mw, mc := a.cands[w].move, a.cands[c].move; mw != mc {
		kw, kc := ui*4+kHold, ui*4+kMove
		if mw {
			kw, kc = kc, kw
		}
		d = d.plus(falls(func(s *sums) money { return s.kind[kw] }))
		d = d.minus(falls(func(s *sums) money { return s.kind[kc] }))
	}
	return d
}

// paid is what power p pays into candidate ci of unit ui and how fast
// that falls.
func (a *auction) paid(ui int, ci int32, p int) lin {
	move := a.cands[ci].move
	return lin{now: a.sums.paid(ui, ci, move, p), most: a.rate.paid(ui, ci, move, p), least: a.slow.paid(ui, ci, move, p)}
}

// keepWinner keeps the calm to the rounds through which best stays ahead
// of every rival: the unit's choice is the one candidate that beats all
// others by (total, rank), so it stands while each of these pairs does.
// A dummy's unit also keeps every tie and every non-tie with the winner,
// which is all its tie rule reads (4.4).
func (a *auction) keepWinner(ui int, best int32, dummy bool) {
	u := &a.units[ui]
	if a.cutting == 0 || u.c1-u.c0 < 2 {
		return // nothing falls, or nobody to overtake
	}
	for ci := u.c0; ci < u.c1; ci++ {
		if ci == best {
			continue
		}
		d := a.gap(ui, best, ci)
		if dummy || a.cands[best].rank < a.cands[ci].rank {
			a.above(lin{}, d) // a tie still goes to best: ci must not get ahead
		}
		if dummy || a.cands[best].rank > a.cands[ci].rank {
			a.above(d, lin{}) // a tie would go to ci: best must stay ahead
		}
	}
}

// price is eBayola's step (rule 6.4, payola-rules §10.6): the winning bid
// costs at most one more than the best losing bid (a lone candidate costs
// 1), never more than was bid. The saving goes back to the winner's
// contributors in the owner's expanded acceptance list order, each one at
// most down to the plateaus of its offers (plateau money is not refunded).
// Every comparison goes through above, so that the calm also covers the
// rebates.
func (a *auction) price(ui int, best int32) {
	np := len(a.m.Powers)
	reb := a.rebate[ui*np : ui*np+np]
	clear(reb)
	u := &a.units[ui]
	ri := int32(-1) // the runner-up; none for a lone candidate (runner 0)
	for ci := u.c0; ci < u.c1; ci++ {
		if ci != best && (ri < 0 || a.total[ci] > a.total[ri]) {
			ri = ci
		}
	}
	// pool = top - min(top, runner+1)
	pool := a.totalOf(ui, best).minus(lin{now: 1})
	if ri >= 0 {
		for ci := u.c0; ci < u.c1; ci++ {
			if ci != best && ci != ri {
				a.above(a.gap(ui, ci, ri), lin{}) // ri stays the runner-up
			}
		}
		pool = a.gap(ui, best, ri).minus(lin{now: 1})
	}
	if !a.above(pool, lin{}) {
		return
	}
	c := &a.cands[best]
	plat := a.platBuf
	clear(plat)
	a.eachPayer(u, c, func(oi int32) { plat[a.power[oi]] += money(a.plateau[oi]) })
	for _, p := range a.listIdx[u.owner] {
		if c.who&(1<<p) == 0 {
			continue
		}
		give := a.paid(ui, best, p).minus(lin{now: plat[p]})
		if a.above(give, pool) {
			reb[p] = pool // all that is left: exactly nothing remains
			return
		}
		if a.above(give, lin{}) {
			reb[p] = give
			pool = pool.minus(give)
		}
		if !a.above(pool, lin{}) {
			return
		}
	}
}

// rebated is what eBayola gives back to power p for unit ui this round.
func (a *auction) rebated(ui, p int) lin {
	if a.rebate == nil {
		return lin{}
	}
	return a.rebate[ui*len(a.m.Powers)+p]
}

// dummyTie says whether a dummy's unit has a tie at the top between orders
// backed by different sets of powers (rule 4.4, payola-rules §10.5).
func (a *auction) dummyTie(u *slot, best int32, top money) bool {
	for ci := u.c0; ci < u.c1; ci++ {
		if a.total[ci] == top && a.cands[ci].who != a.cands[best].who {
			return true
		}
	}
	return false
}
