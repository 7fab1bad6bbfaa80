package game

import (
	"fmt"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/sheets"
)

// excessOrder is a build, waive or removal that is legal on its own but
// beyond what the power is due, at the line that gave it: it fails.
type excessOrder struct {
	Power string
	Order orders.Order
	Pos   orders.Pos
	Why   string // the power's count, as the players are told
}

// diagnostic is the GM's note of the order, at its line.
func (x excessOrder) diagnostic() diagnostic {
	return diagnostic{Power: x.Power, Pos: x.Pos, Msg: x.Order.String() + " fails: " + x.Why}
}

// excessAdjustments finds, in the judge's adjustment results, the builds,
// waives and removals that are legal on their own but beyond what the power
// is due, each with the line that gave it and the reason. They fail; the
// GM is told at check time and the players in the results.
func (g *State) excessAdjustments(shs []sheets.Sheet, results []judge.OrderResult) []excessOrder {
	var out []excessOrder
	used := map[orders.Pos]bool{} // orders already matched
	for _, res := range results {
		if res.Outcome != judge.Fails {
			continue
		}
		due := g.Due(res.Power)
		// The judge fails only an adjustment of the kind due (a build or
		// waive when due > 0, a removal when due < 0), so due is never 0.
		why := fmt.Sprintf("%s must remove only %d (%d supply centers, %d units)", res.Power, -due, g.CenterCount(res.Power), len(g.UnitsOf(res.Power)))
		if due > 0 {
			why = fmt.Sprintf("%s may build only %d (%d supply centers, %d units)", res.Power, due, g.CenterCount(res.Power), len(g.UnitsOf(res.Power)))
		}
		x := excessOrder{Power: res.Power, Order: res.Order, Why: why}
		x.Pos = posOf(shs, res.Power, res.Order, used)
		used[x.Pos] = true
		out = append(out, x)
	}
	return out
}

// posOf is where the first order of the power's sheet not yet used that
// gives this order was written.
func posOf(shs []sheets.Sheet, power string, o orders.Order, used map[orders.Pos]bool) orders.Pos {
	for _, sh := range shs {
		if sh.Power != power {
			continue
		}
		for _, r := range sh.Orders {
			if !used[r.Pos] && r.Kind == o.Kind && r.Unit.Loc == o.Unit.Loc {
				return r.Pos
			}
		}
	}
	return orders.Pos{}
}
