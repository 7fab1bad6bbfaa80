package sheets

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Board is what the reader knows of the game, as data: the map, who
// stands where, the phase and each power's part in it.
type Board struct {
	Map   *board.Map
	Pos   orders.Position // the units on the board and their owners; nil checks only the syntax and the map
	Phase orders.PhaseKind
	// Dislodged are the units that must retreat, by province (a retreat phase).
	Dislodged orders.Position
	// Resigned powers submit nothing (rule 2.4).
	Resigned map[string]bool
	// Rules are the game's switches as offer sheets are read; Rules.Loyal
	// names the powers whose units take no money (rule 6.5).
	Rules payola.AuctionRules
}

// Sheet is one power's section as read: an offer sheet, or plain orders
// with the section's ACCEPT and TRANSFER lines.
type Sheet struct {
	Section
	// Offers is the section read as an offer sheet (a movement phase in
	// which some unit takes bribes, or a power that is not loyal), with its
	// own ACCEPT and TRANSFER lines; nil for plain orders.
	Offers *payola.Sheet
	// Orders are the plain orders in the order written, WAIVE included,
	// one per unit.
	Orders []Order
	// Standing holds a plain section's ACCEPT and TRANSFER lines (rules
	// 2.3, 4.3), or nil.
	Standing *payola.Sheet
}

// Order is a plain order for one of the power's own units, completed on
// the board, at the line that gave it.
type Order struct {
	orders.Order
	Pos orders.Pos
	// Void is why the order cannot be carried out: it is issued, has no
	// effect and is reported void (game-format.md §4), as the standard
	// rules treat an illegal order. Read sets it for movement orders; the
	// judge's rules for retreats and adjustments are the phase's to apply.
	Void error
}

// Read reads every section that is read (not replaced, not under a
// header that names no power) for the board's phase: in a movement phase
// an offer sheet, or plain orders for a loyal power when no unit on the
// board takes bribes (rule 6.5; the standard game, e.g. the DATC through
// the CLI); in retreats and adjustments plain orders. It returns one
// Sheet per section read, in order, and every line refused.
func Read(b Board, secs []Section) ([]Sheet, orders.Diagnostics) {
	var out []Sheet
	var diags orders.Diagnostics
	bribed := b.bribed()
	for _, s := range secs {
		if !s.read() {
			continue
		}
		sh, ds := b.readSection(s, bribed)
		diags = append(diags, ds...)
		out = append(out, sh)
	}
	return out, diags
}

// readSection reads one power's section for the board's phase. It is the
// one reading of a sheet, whether the GM reads it among the others (Read)
// or a player checks it alone (CheckSheet): the same problems at the same
// lines in every phase kind (issue 28). bribed is b.bribed(), asked once.
func (b Board) readSection(s Section, bribed bool) (Sheet, orders.Diagnostics) {
	sh := Sheet{Section: s}
	var ds orders.Diagnostics
	switch {
	case b.Phase != orders.Movement:
		ds = b.plain(&sh)
	case b.Resigned[s.Power]:
		ds.Add(s.Power, orders.Pos{Line: s.Header}, s.Power+" has resigned: it submits nothing")
	case b.Rules.Loyal[s.Power] && !bribed:
		// A loyal power orders its units plainly, unless some unit
		// takes bribes: then its section is an offer sheet like
		// everyone's.
		ds = b.plain(&sh)
	default:
		sh.Offers, ds = offerSheet(b.Map, b.Pos, s.Power, s.Lines, b.Rules)
		ds = suggestTransfers(b.Map, s.Lines, ds)
	}
	return sh, ds
}

// bribed says whether some unit on the board takes bribes (its owner is
// not loyal).
func (b Board) bribed() bool {
	for _, u := range b.Pos {
		if !b.Rules.Loyal[u.Power] {
			return true
		}
	}
	return false
}
