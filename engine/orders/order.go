// Package orders knows how people write Diplomacy orders: it parses every
// common spelling into one Order value, prints it canonically, and checks an
// order's legality against a board and a position.
package orders

import (
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
)

// Kind is what an order tells a unit to do.
type Kind int

const (
	Hold Kind = iota
	Move
	Support // support to hold when Order.To is "", support to move otherwise
	Convoy
	Retreat
	Disband
	Build
	Remove
	Waive
)

var kindNames = [...]string{"hold", "move", "support", "convoy", "retreat", "disband", "build", "remove", "waive"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Unit is a unit type at a location ("F STP/SC"). Armies never carry a coast.
type Unit struct {
	Type board.UnitType
	Loc  board.Loc
}

func (u Unit) String() string {
	if u.Type == 0 {
		return string(u.Loc)
	}
	return u.Type.String() + " " + string(u.Loc)
}

// appendTo appends String's text to b.
func (u Unit) appendTo(b []byte) []byte {
	if u.Type != 0 {
		b = utf8.AppendRune(b, rune(u.Type))
		b = append(b, ' ')
	}
	return append(b, u.Loc...)
}

// Province is the province the unit stands in.
func (u Unit) Province() string { return u.Loc.Province() }

// Order is one order for one unit, in any phase.
//
//	Hold     A PAR H
//	Move     A PAR - BUR; F MAO - SPA/NC; A LON - NWY VIA CONVOY; A LON - NTH - NWY (Route = [NTH])
//	Support  A MAR S A PAR (To == ""); A MAR S A PAR - BUR (To == "BUR"; a coast only if written for a fleet)
//	Convoy   F NTH C A LON - NWY
//	Retreat  F TRI R ALB (written "F TRI - ALB" in a retreat phase)
//	Disband  F TRI D
//	Build    BUILD F STP/NC (Unit is the new unit)
//	Remove   REMOVE A PAR
//	Waive    WAIVE (Unit is zero)
type Order struct {
	Unit      Unit
	Kind      Kind
	Dest      board.Loc // Move, Retreat: where to (a coast for fleets on split coasts)
	ViaConvoy bool      // Move: the player asked for a convoy
	Route     []string  // Move: the sea provinces written out, in order (implies ViaConvoy)
	Target    Unit      // Support, Convoy: the unit supported or convoyed
	To        string    // Support, Convoy: where the target moves (a province; a supported fleet's coast if one was written, DATC 6.B.9); "" = support to hold
}

// IsMove says whether the order is a move (Payola's '>' and '@' offers split
// orders into moves and everything else).
func (o Order) IsMove() bool { return o.Kind == Move }

// Canonical prints the order the way the judge and the reports show it:
// "F NTH C A LON - NWY", "A MUN S A BER - KIE", "A PAR H", "A LON - NTH - NWY".
//
// Orders are printed for every offer read and every line of a report, so
// the text is built in a stack buffer and allocated once.
func (o Order) String() string {
	switch o.Kind {
	case Build:
		return "BUILD " + o.Unit.String()
	case Remove:
		return "REMOVE " + o.Unit.String()
	case Waive:
		return "WAIVE"
	}
	var buf [64]byte
	b := o.Unit.appendTo(buf[:0])
	b = append(b, ' ')
	return string(o.appendAction(b))
}

// Action is the order without its unit: "H", "- BUR", "S A PAR - BUR".
// It is what Payola's '|' alternatives repeat.
func (o Order) Action() string {
	switch o.Kind {
	case Hold:
		return "H"
	case Disband:
		return "DISBAND"
	case Build:
		return "BUILD"
	case Remove:
		return "REMOVE"
	case Waive:
		return "WAIVE"
	}
	var buf [64]byte
	return string(o.appendAction(buf[:0]))
}

// appendAction appends Action's text to b.
func (o Order) appendAction(b []byte) []byte {
	switch o.Kind {
	case Hold:
		return append(b, 'H')
	case Move:
		for _, r := range o.Route {
			b = append(b, "- "...)
			b = append(b, r...)
			b = append(b, ' ')
		}
		b = append(b, "- "...)
		b = append(b, o.Dest...)
		if o.ViaConvoy && len(o.Route) == 0 {
			b = append(b, " VIA CONVOY"...)
		}
		return b
	case Support, Convoy:
		if o.Kind == Support {
			b = append(b, "S "...)
		} else {
			b = append(b, "C "...)
		}
		b = o.Target.appendTo(b)
		if o.To == "" && o.Kind == Support {
			return b
		}
		b = append(b, " - "...)
		return append(b, o.To...)
	case Retreat:
		b = append(b, "- "...)
		return append(b, o.Dest...)
	case Disband:
		return append(b, "DISBAND"...)
	case Build:
		return append(b, "BUILD"...)
	case Remove:
		return append(b, "REMOVE"...)
	case Waive:
		return append(b, "WAIVE"...)
	}
	return append(b, '?')
}

// Equal says whether two orders are the same order (same canonical text).
func (o Order) Equal(p Order) bool { return o.String() == p.String() }

// OneForm is the order as offers for it pool (payola-rules §10.12): an
// army's move that no land route makes possible is one order however it
// is written ("A LON - NWY", "A LON - NWY VIA CONVOY", "A LON - NTH -
// NWY"), printed in its plain form. Where a land route exists too, asking
// for the convoy stays a different order (DATC 6.G).
func OneForm(m *board.Map, o Order) Order {
	if o.Kind != Move || o.Unit.Type != board.Army || !o.ViaConvoy && len(o.Route) == 0 {
		return o
	}
	if m.Adjacent(board.Army, o.Unit.Loc, o.Dest) {
		return o
	}
	o.ViaConvoy, o.Route = false, nil
	return o
}
