package payola

import (
	"fmt"
	"maps"
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
// §10.4): a PCG generator seeded with (seed, 0x5061796f6c61) shuffles, with
// rand.Shuffle, each power's unlisted powers (taken in map order), power
// after power in map order. The same inputs and seed give the same outcome.
//
// Every power owning a unit in pos needs a purse. The sheets must have been
// read against pos: an offer to a unit that is not there is an error.
func Auction(m *board.Map, pos orders.Position, purses []Purse, sheets map[string]*Sheet, seed int64, r AuctionRules) (*AuctionResult, error) {
	a, err := newAuction(m, pos, purses, sheets, seed, r)
	if err != nil {
		return nil, err
	}
	if err := a.run(); err != nil {
		return nil, err
	}
	return a.outcome(), nil
}

// auction is one phase's offers, pooled by unit and candidate (pots.go),
// and each power's purse as the overspending rounds cut its offers
// (reduce.go).
type auction struct {
	m       *board.Map
	seed    int64
	rules   AuctionRules
	purses  []Purse // by map power index; Power "" for a power without a purse
	sheets  map[string]*Sheet
	expand  [][]int // each power's expanded acceptance list, as power indices
	written []string

	units   []unitBids
	offers  []offer    // every offer of every block, and the default holds; a power's are contiguous
	terms   []term     // every term with money; a power's are contiguous
	bids    []lineBids // the offer lines, power after power
	bidders []bidder   // by power index
	ledgers []Ledger

	stale     []*unitBids // the units to decide again this round
	rounds    int
	decisions int      // units decided, over all rounds (TestTugDecidesOnlyTouchedUnits)
	back      []money  // eBayola's rebates for the unit being decided, by power
	over      []int    // the powers cut after the last round (5.5)
	lists     []string // each power's expanded acceptance list as letters, once made (letters)
	keys      []uint64 // scratch for startMoving
}

// offer is one atomic offer of a line's block (offer.go) with all its
// copies in the line's other blocks, or a default hold (3.3). Ties read
// only the lowest sequence number of a power's offers (5.3), which is its
// first copy's; its money is in the line's terms.
type offer struct {
	line  *SheetLine // nil for a default hold (3.3)
	seq   int        // its first copy's sequence number (5.3)
	power int
	unit  int
	cand  int // a direct offer's candidate, index in its unit's cands
	alt   int // index in line.Orders, or altWildcard, or altHold
	typ   OfferType
	paid  bool // it offers its line's terms' amounts; otherwise 0
}

// term is a '+' term of an offer line with an amount above 0 (rule 3.1
// item 4): rep copies of every paid offer of the line's block. 5.5 cuts
// each copy alike, so all of them hold the same amount at every round and
// are kept once, with their multiplicity: the line's text, not what it
// expands to, sets the auction's size.
type term struct {
	rep     money  // its repetition count (3.1 item 1)
	amount  money  // each copy's amount, kept up to date only when it stops at its plateau (reduce.go)
	plateau money  // each copy's plateau; 0 once its power's plateaus are dropped (5.5)
	start   money  // its amount when it last started going down
	stake   *stake // where its money goes
}

// lineBids is an offer line's offers and terms in the auction.
type lineBids struct {
	offers, end   int // a.offers[offers:end]
	terms, termTo int // a.terms[terms:termTo]
}

// order is a direct offer's order.
func (a *auction) order(o *offer) orders.Order {
	if o.alt >= 0 {
		return o.line.Orders[o.alt]
	}
	return orders.Order{Unit: a.units[o.unit].unit, Kind: orders.Hold}
}

// number is the sheet line an offer came from, 0 for a default hold.
func (o *offer) number() int {
	if o.line == nil {
		return 0
	}
	return o.line.Number
}

func newAuction(m *board.Map, pos orders.Position, purses []Purse, sheets map[string]*Sheet, seed int64, r AuctionRules) (*auction, error) {
	n := len(m.Powers)
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
	a.units = make([]unitBids, 0, len(placed))
	for _, pl := range placed {
		o, ok := index[strings.ToUpper(pl.Power)]
		if !ok {
			return nil, fmt.Errorf("the unit %s belongs to %q, which is not a power of this map", pl.Unit, pl.Power)
		}
		if a.purses[o].Power == "" {
			return nil, fmt.Errorf("%s owns %s but has no purse", pl.Power, pl.Unit)
		}
		unitAt[pl.Unit.Province()] = len(a.units)
		a.units = append(a.units, unitBids{owner: o, unit: pl.Unit})
	}

	if err := a.collectOffers(unitAt); err != nil {
		return nil, err
	}
	if err := a.expandLists(); err != nil {
		return nil, err
	}
	a.buildCandidates()
	a.placeStakes()
	if err := a.openLedgers(index); err != nil {
		return nil, err
	}
	return a, nil
}

// collectOffers numbers every power's offers (3.1, 5.3), one block per
// line and its terms, and adds the default holds after each sheet (3.3).
func (a *auction) collectOffers(unitAt map[string]int) error {
	n := len(a.m.Powers)
	a.bidders = make([]bidder, n)
	size, terms := len(a.units), 0
	for p := range n {
		if s := a.sheets[a.m.Powers[p].Name]; s != nil {
			for i := range s.Lines {
				if l := &s.Lines[i]; l.counts() {
					k, _ := l.Shape()
					size += int(k)
					terms += len(l.Parts)
				}
			}
		}
	}
	a.offers = make([]offer, 0, size)
	a.terms = make([]term, 0, terms)
	a.bids = make([]lineBids, 0, size-len(a.units)) // at least one offer a line
	var buf [8]slot
	firstTerm := make([]int, n+1)
	for p := range n {
		firstTerm[p] = len(a.terms)
		name := a.m.Powers[p].Name
		seq := 0
		direct := map[int]bool{} // units this power made a direct offer to
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
				if l.blocks() == 0 {
					continue // a line built by hand may repeat nothing
				}
				owner := a.units[ui].owner
				lb := lineBids{offers: len(a.offers), terms: len(a.terms)}
				blk := l.block(buf[:0])
				bribe := owner != p || l.Type != Direct
				for i, sl := range blk {
					if sl.typ == Direct {
						direct[ui] = true
					}
					a.offers = append(a.offers, offer{line: l, seq: seq + i, power: p, unit: ui, alt: sl.alt, typ: sl.typ, paid: sl.paid})
				}
				for _, pt := range l.Parts {
					seq += pt.reps() * len(blk)
					if pt.Amount > 0 {
						bribe = true
						a.terms = append(a.terms, term{rep: money(pt.Rep), amount: money(pt.Amount), plateau: money(pt.Plateau)})
					}
				}
				if bribe && a.purses[owner].Loyal {
					return lineError(name, l.Number, "%s belongs to %s, whose units are loyal and take no money (rule 6.5)", l.Unit, a.m.Powers[owner].Name)
				}
				lb.end, lb.termTo = len(a.offers), len(a.terms)
				a.bids = append(a.bids, lb)
			}
		}
		for ui, u := range a.units {
			if u.owner == p && !direct[ui] {
				a.offers = append(a.offers, offer{seq: seq, power: p, unit: ui, alt: altHold, typ: Direct})
				seq++
			}
		}
	}
	firstTerm[n] = len(a.terms)
	for p := range n {
		a.bidders[p].terms = a.terms[firstTerm[p]:firstTerm[p+1]]
	}
	return nil
}

// expandLists draws every '?' once, powers in map order, from the seed.
func (a *auction) expandLists() error {
	rng := rand.New(rand.NewPCG(uint64(a.seed), 0x5061796f6c61)) // "Payola"
	n := len(a.m.Powers)
	a.expand = make([][]int, n)
	a.written = make([]string, n)
	for p := range n {
		pu := a.purses[p]
		if pu.Power == "" {
			continue
		}
		l := defaultList(a.m, pu.Power, pu.Dummy)
		if pu.Accept != nil {
			l = *pu.Accept
		}
		if s := a.sheets[pu.Power]; s != nil && s.Accept != nil {
			l = *s.Accept // an ACCEPT line in this phase's sheet applies now (4.3)
		}
		a.written[p] = l.String()
		for _, name := range l.expand(a.m, rng) {
			a.expand[p] = append(a.expand[p], a.powerIndex(name))
		}
	}
	return nil
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
		a.bidders[p].avail = money(l.Available)
	}
	return nil
}
