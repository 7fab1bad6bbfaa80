package payola

import (
	"slices"

	"github.com/payola-gm/payola/engine/orders"
)

// money is AgP as the auction adds them up: wide enough that no sheet can
// overflow it (9999 AgP × 99 repetitions × any number of lines).
type money = int64

// share is one power's money in a pot.
type share struct {
	amount  money // what its offers there give this round
	plateau money // the sum of their plateaus (eBayola refunds nothing below them, §10.6)
}

func (s share) plus(t share) share  { return share{s.amount + t.amount, s.plateau + t.plateau} }
func (s share) minus(t share) share { return share{s.amount - t.amount, s.plateau - t.plateau} }

// pot is money bound for one place: the direct offers for one candidate,
// one unit's wildcards of one kind, or the negatives that list a candidate.
// Pooling it there keeps a round O(candidates + units × powers) however
// many offers there are (optimised; be careful when changing it; guarded
// by TestAuctionMatchesPlainReading and TestOverspendingMatchesPlainReading).
type pot struct {
	sum     money   // all powers' money
	shares  []share // by power index; nil while nobody has an offer in it
	placing *stake  // while placeStakes runs: the latest stake into it alone
	id      int32   // its place in the auction's block of pots
}

// of is power p's share of the pot.
func (p *pot) of(power int) share {
	if p.shares == nil {
		return share{}
	}
	return p.shares[power]
}

// candidate is an order a unit could issue because somebody made a direct
// offer for it (5.1).
type candidate struct {
	order   orders.Order
	key     string // its canonical text: candidates are told apart by it (§10.9)
	direct  *pot   // its direct offers
	except  *pot   // the unit's negatives that list it, and so do not pay for it
	kind    *pot   // the unit's move or hold wildcards, by the order's kind
	directs []int  // its direct offers, as indices in auction.offers
	excepts []int  // the negatives that list it, the same way, in order

	rank         int   // its place in a tie, 0 first (5.2-5.4); fixed, as ties read who offered, not how much
	tie          []int // what rank compared: by the owner's list, each power's earliest offer for it, then its earliest direct one (why.go reads it)
	contributors []int // the powers whose offers pay for it, even 0 AgP (5.5 "intent"), in map order
	total        money // what it receives this round (5.1)
	prev         money // what it received when its unit last decided, for the rounds that change an order (why.go)
}

// contributes says whether power p has an offer paying for c.
func (c *candidate) contributes(p int) bool {
	_, ok := slices.BinarySearch(c.contributors, p)
	return ok
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

// unitBids is one unit's auction: its candidates, its wildcard money, and
// its decision of the current round.
type unitBids struct {
	owner  int
	unit   orders.Unit
	cands  []candidate
	byKey  map[string]int  // candidates by key
	listed map[*Line][]int // the candidates each negative line lists, once each
	wild   [4]*pot         // the wildcards by kind (kGift…)
	wilds  [4][]int        // their offers, as indices in auction.offers

	winner   int      // index in cands, or -1 when a dummy holds on a tie (4.4)
	topTie   money    // the tied total when a dummy held
	charges  []charge // what each contributor to the winner pays (after eBayola's rebates), map order
	rebates  []charge // eBayola (6.4): what each of them gets back, map order
	stale    bool     // a cut touched its pots since it last decided
	changes  []change // the first maxRounds overspending passes that changed its order (5.5, why.go)
	cuts     [][]int  // by change: the powers cut before it
	more     int      // the passes that changed it after those
	lastPass int      // the last of them
}

// charge is money owed by a power.
type charge struct {
	power  int
	amount money
}

// total is what candidate c receives this round (5.1): its direct offers,
// the unit's gifts, its kind's wildcards and the unit's negatives but
// those that list it.
func (u *unitBids) total(c *candidate) money {
	return c.direct.sum + u.wild[kGift].sum + c.kind.sum + u.wild[kNegative].sum - c.except.sum
}

// paid is power p's money in candidate c, as total counts it.
func (u *unitBids) paid(c *candidate, p int) share {
	return c.direct.of(p).plus(u.wild[kGift].of(p)).plus(c.kind.of(p)).plus(u.wild[kNegative].of(p)).minus(c.except.of(p))
}
