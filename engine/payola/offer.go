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

func isOfferType(c byte) bool {
	switch OfferType(c) {
	case Direct, Negative, MoveType, HoldType, Gift:
		return true
	}
	return false
}

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

// atoms calls emit for each atomic offer of an offer line, in sequence
// order (payola-rules §3): alt is the index of its order in l.Orders, or
// altWildcard, or altHold.
func (l *Line) atoms(emit func(t OfferType, alt, amount, plateau int)) {
	// A generated 0 offer has no plateau: there is nothing to keep.
	direct := func(alt, amount, plateau int) {
		if amount == 0 {
			plateau = 0
		}
		emit(Direct, alt, amount, plateau)
	}
	for _, p := range l.Parts {
		rep := p.Rep
		if p.Amount == 0 {
			rep = 1 // repeating nothing changes nothing
		}
		for range rep {
			switch l.Type {
			case Direct:
				for i := range l.Orders {
					direct(i, p.Amount, p.Plateau)
				}
			case Negative:
				// The built HOLD comes right before the wildcard (5.3).
				if !hasHold(l.Orders) {
					direct(altHold, 0, 0)
				}
				emit(Negative, altWildcard, p.Amount, p.Plateau)
			case MoveType, HoldType, Gift:
				for i, o := range l.Orders {
					amt := 0
					if l.Type == MoveType && !o.IsMove() || l.Type == HoldType && o.IsMove() {
						amt = p.Amount
					}
					direct(i, amt, p.Plateau)
				}
				emit(l.Type, altWildcard, p.Amount, p.Plateau)
			}
		}
	}
}

// expand appends one offer line's atomic offers to dst, numbering them from
// seq. It returns dst and the next free sequence number.
func expand(dst []Offer, l *Line, seq int) ([]Offer, int) {
	l.atoms(func(t OfferType, alt, amount, plateau int) {
		o := Offer{Seq: seq, Line: l.Number, Type: t, Unit: l.Unit, Amount: amount, Plateau: plateau}
		switch {
		case alt >= 0:
			o.Order = l.Orders[alt]
		case alt == altHold:
			o.Order = orders.Order{Unit: l.Unit, Kind: orders.Hold}
		case t == Negative:
			o.Except = l.Orders
		}
		seq++
		dst = append(dst, o)
	})
	return dst, seq
}

// count is how many atomic offers the line makes.
func (l *Line) count() int {
	per := len(l.Orders) + 1 // the orders and a wildcard or a hidden hold
	n := 0
	for _, p := range l.Parts {
		if p.Amount == 0 {
			n += per
		} else {
			n += p.Rep * per
		}
	}
	return n
}

func hasHold(os []orders.Order) bool {
	for _, o := range os {
		if o.Kind == orders.Hold {
			return true
		}
	}
	return false
}
