package sheets

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Tin Cup (rule 6.3) hides the board: a player must never learn from the
// answer to a line whether a unit it named exists (rule 3.1 items 6-7
// become "ignored, and nobody is told"). So, in a blind game, a line reads
// the same whether its units stand on the board or not:
//   - every unit's type is written, and a fleet's coast where a province
//     has coasts, so the echo never fills in what only the board knows;
//     a unit written with the wrong coast is not on the board;
//   - an order is checked as if the units it names stood where written, so
//     a move no such unit could make is refused either way;
//   - convoys are checked against the map, as if every empty sea held a
//     fleet: whether fleets stand ready is the judge's business, and an
//     error there would tell the player where fleets are not;
//   - a 0 AgP offer to a unit not the player's own is "not yours", never
//     "belongs to" its owner.

// blindBase is the position orders are checked against in Tin Cup: the
// board with a fleet in every empty sea. It is made once per sheet.
func (p *sheetParser) blindBase() orders.Position {
	if p.blindPos != nil {
		return p.blindPos
	}
	base := make(orders.Position, len(p.pos)+len(p.m.Provinces))
	for prov, u := range p.pos {
		base[prov] = u
	}
	for _, pr := range p.m.Provinces {
		if _, ok := base[pr.ID]; !ok && pr.Terrain == board.Sea {
			base[pr.ID] = orders.Placed{Unit: orders.Unit{Type: board.Fleet, Loc: board.Loc(pr.ID)}}
		}
	}
	p.blindPos = base
	return base
}

// check is orders.Check against the board, with one orders.Checker for
// all the sheet's lines. Outside Tin Cup a phantom line is not checked
// (there are none); in Tin Cup every line is, a phantom one on the board
// with its units added where written.
func (p *sheetParser) check(l *payola.SheetLine, o orders.Order) error {
	if l.Phantom != "" {
		if !p.r.Blind {
			return nil
		}
		pos := p.blindBase()
		hypo := make(orders.Position, len(pos)+2)
		for prov, u := range pos {
			hypo[prov] = u
		}
		hypo[o.Unit.Province()] = orders.Placed{Unit: o.Unit}
		if o.Kind == orders.Support || o.Kind == orders.Convoy {
			hypo[o.Target.Province()] = orders.Placed{Unit: o.Target}
		}
		return orders.Check(p.m, hypo, o)
	}
	if p.checker == nil {
		pos := p.pos
		if p.r.Blind {
			pos = p.blindBase()
		}
		p.checker = orders.NewChecker(p.m, pos)
	}
	return p.checker.Check(o)
}
