package payola

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Purse is what the auction needs to know about a power: its balance, its
// acceptance list (nil: the default of rule 4.2), as engine/sheets reads it, and whether it is an
// unplayed dummy (rule 4.4) or loyal (6.5).
type Purse struct {
	Power   string
	Balance int
	Accept  *AcceptanceList
	Dummy   bool
	Loyal   bool // its units obey it and take no money (rule 6.5)
}

// Contribution is one power's money in a candidate order: the sum of its
// offers that pay for it. Amount may be 0 (an offer reduced to 0, or a 0
// offer, still counts as a contribution: rule 5.5, payola-rules §10.3).
type Contribution struct {
	Power  string
	Amount int
}

// Candidate is an order a unit could issue because somebody made a direct
// offer for it (rule 5.1), with the money it finally received.
type Candidate struct {
	Order         orders.Order
	Total         int
	Contributions []Contribution // in map power order
}

// Issued is the order a unit issues, decided by the auction.
type Issued struct {
	Owner         string
	Unit          orders.Unit
	Order         orders.Order
	Total         int            // the total bribe accepted (a dummy tie shows the tied total + 1, rule 4.4; eBayola: the price, 6.4)
	Bid           int            // the winning candidate's total before eBayola's rebates (= Total otherwise)
	Contributions []Contribution // who pays what for it, in map power order (after eBayola's rebates)
	Rebates       []Contribution // eBayola (6.4): the money given back to each contributor, in map power order
	Loyal         bool           // a loyal unit: its owner's order, no money (6.5)
	OwnerPaid     bool           // the owner contributed to the order (even 0); false means bought by others
	DummyTie      bool           // a dummy unit held because of a tie between different powers (4.4)
	Candidates    []Candidate    // every candidate, winner first, then by rank
}

// Accepted is one of a power's offers that was accepted, with what it paid.
type Accepted struct {
	Owner   string // the unit's owner
	Order   orders.Order
	Amount  int
	Offered int   // what those offers were worth as written, before overspending cuts (5.5) and eBayola's rebates (6.4)
	Lines   []int // the sheet lines of the offers that paid (0 = a default hold)
}

// Ledger is a power's account for the phase (rules 2.3, 3.4, 5.5, 5.6).
type Ledger struct {
	Power       string
	Before      int // balance before the phase
	TransferIn  int // received from other powers this phase (2.3)
	TransferOut int // given to other powers this phase
	Savings     int // requested savings (3.4)
	Available   int // what it could spend: balance after transfers minus savings, never below 0
	Paid        int // what its accepted offers cost (5.6)
	After       int // Before + TransferIn - TransferOut - Paid
	Reductions  int // overspending rounds in which its offers were reduced (5.5)
	Transfers   []TransferRecord
	Accepted    []Accepted // its accepted offers, in the order of AuctionResult.Issued
}

// TransferRecord is a transfer as its giver or receiver is told of it.
type TransferRecord struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Amount int    `json:"amount"`
}

// AuctionResult is the result of one movement phase's auction.
type AuctionResult struct {
	Phase     string             // set by the caller for the reports' titles ("Spring 1901 movement")
	Seed      int64              // the seed that drew the '?' expansions
	Issued    []Issued           // one per unit, by owner (map order), then by location
	Decisions []Decision         // why each unit issues its order, as Issued
	Ledgers   map[string]*Ledger // one per purse
	Expanded  map[string]string  // each power's acceptance list as used, letters ("FAEGIRT")
	Written   map[string]string  // each power's acceptance list as written ("F?")
	Rounds    int                // determination passes (1 when nobody overspent)

	m      *board.Map
	sheets map[string]*Sheet
	purses []Purse
	rules  AuctionRules
}

// Orders lists the issued orders, one per unit, for adjudication.
func (o *AuctionResult) Orders() []orders.Order {
	out := make([]orders.Order, 0, len(o.Issued))
	for _, is := range o.Issued {
		out = append(out, is.Order)
	}
	return out
}
