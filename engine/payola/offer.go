package payola

import (
	"strconv"

	"github.com/payola-gm/payola/engine/orders"
)

// OfferType is the symbol between an offer's amount and its unit (rule 3.1
// item 5).
type OfferType byte

const (
	Direct   OfferType = ':' // pays if the unit issues a listed order
	Negative OfferType = '!' // pays if the unit issues any order not listed
	MoveType OfferType = '>' // pays for any move, and for the listed orders
	HoldType OfferType = '@' // pays for any non-move, and for the listed orders
	Gift     OfferType = '&' // pays whatever the unit does
)

func (t OfferType) String() string { return string(rune(t)) }

// Part is one term of an amount field: rep*amount#plateau (rule 3.1 items
// 1-4). A part makes Rep separate offers, each reduced on its own.
type Part struct {
	Rep     int
	Amount  int
	Plateau int
}

// Offer is one atomic offer of a power, as rule 3.1 turns a sheet line into
// direct offers and at most one wildcard per repetition (payola-rules §3).
type Offer struct {
	Seq     int            // the power's sequence number (rule 5.3), from 0
	Line    int            // the pasted-text line it came from; 0 for a default hold (3.3)
	Type    OfferType      // Direct, or the wildcard's type
	Unit    orders.Unit    // the unit bribed
	Order   orders.Order   // Direct: the order paid for
	Except  []orders.Order // Negative: the orders it does not pay for
	Amount  int
	Plateau int
}

// String explains the offer in words: "#3 direct 5 (plateau 2) for A PAR - BUR".
// Not fmt: the live check explains every offer of every sheet.
func (o Offer) String() string {
	amt := strconv.Itoa(o.Amount)
	if o.Plateau > 0 {
		amt += " (plateau " + strconv.Itoa(o.Plateau) + ")"
	}
	seq := "#" + strconv.Itoa(o.Seq)
	switch o.Type {
	case Direct:
		return seq + " direct " + amt + " for " + o.Order.String()
	case Negative:
		ex := ""
		for i, e := range o.Except {
			if i > 0 {
				ex += " | "
			}
			ex += e.Action()
		}
		return seq + " negative " + amt + " for " + o.Unit.String() + " doing anything but " + ex
	case MoveType:
		return seq + " move wildcard " + amt + " for any move of " + o.Unit.String()
	case HoldType:
		return seq + " hold wildcard " + amt + " for any hold, support or convoy of " + o.Unit.String()
	case Gift:
		return seq + " gift " + amt + " for any order of " + o.Unit.String()
	}
	return "?"
}

// Where an atomic offer's order comes from, besides an index in Line.Orders.
const (
	altWildcard = -1 // a wildcard: no order of its own
	altHold     = -2 // a built zero HOLD (3.1 negative offers, 3.3 defaults)
)

// A line's atomic offers come in blocks (payola-rules §3): one block for
// each repetition of each '+' term, in the order written, each block the
// same offers in the same order, differing only in their amount. The
// auction, the check and the explanation work on one block and the terms,
// never on the copies: a line of 40 KB can stand for millions of offers.

// slot is one atomic offer of a line's block.
type slot struct {
	typ  OfferType
	alt  int  // its order: index in Line.Orders, or altWildcard, or altHold
	paid bool // it offers the term's amount and plateau; otherwise 0 (with no plateau)
}

// block lists the atomic offers of one repetition of the offer line, in
// sequence order (rule 3.1, payola-rules §3), appended to dst.
func (l *SheetLine) block(dst []slot) []slot {
	switch l.Type {
	case Direct:
		for i := range l.Orders {
			dst = append(dst, slot{Direct, i, true})
		}
		return dst
	case Negative:
		// The built HOLD comes right before the wildcard (5.3).
		if !hasHold(l.Orders) {
			dst = append(dst, slot{Direct, altHold, false})
		}
		return append(dst, slot{Negative, altWildcard, true})
	}
	// '>' pays the listed non-moves directly and every move through the
	// wildcard, '@' the mirror image, '&' everything through the wildcard.
	for i, o := range l.Orders {
		paid := l.Type == MoveType && !o.IsMove() || l.Type == HoldType && o.IsMove()
		dst = append(dst, slot{Direct, i, paid})
	}
	return append(dst, slot{l.Type, altWildcard, true})
}

// reps is how many blocks a '+' term makes: its repetition count, once
// for an amount of 0 (repeating nothing changes nothing).
func (p Part) reps() int {
	if p.Amount == 0 {
		return 1
	}
	return p.Rep
}

// blocks is how many times the line's block repeats.
func (l *SheetLine) blocks() int {
	n := 0
	for _, p := range l.Parts {
		n += p.reps()
	}
	return n
}

// Tally is how many atomic offers the line makes and the AgP they offer
// in all, from its block and terms alone.
func (l *SheetLine) Tally() (offers, agp int64) {
	size, paid := l.Shape()
	for _, p := range l.Parts {
		offers += int64(p.reps()) * size
		agp += int64(p.reps()) * int64(p.Amount) * paid
	}
	return offers, agp
}

// Shape is how many offers the line's block holds, and how many of them
// are paid: block's sizes, without making it.
func (l *SheetLine) Shape() (size, paid int64) {
	switch l.Type {
	case Direct:
		return int64(len(l.Orders)), int64(len(l.Orders))
	case Negative:
		if hasHold(l.Orders) {
			return 1, 1
		}
		return 2, 1
	}
	paid = 1
	for _, o := range l.Orders {
		if l.Type == MoveType && !o.IsMove() || l.Type == HoldType && o.IsMove() {
			paid++
		}
	}
	return int64(len(l.Orders)) + 1, paid
}

func hasHold(os []orders.Order) bool {
	for _, o := range os {
		if o.Kind == orders.Hold {
			return true
		}
	}
	return false
}
