package game

import (
	"fmt"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// excessSep parts an excess order from the reason in its message.
const excessSep = " fails: "

// excessAdjustments finds, in the judge's adjustment results, the builds,
// waives and removals that are legal on their own but beyond what the power
// is due, with the line that gave each and the reason. They fail; the GM
// is told at check time and the players in the results.
func (g *Game) excessAdjustments(secs []Section, results []judge.Result) Diagnostics {
	var out Diagnostics
	used := map[int]bool{} // lines already matched
	for _, res := range results {
		if res.Outcome != judge.Fails {
			continue
		}
		due := judge.Adjustment(g.Pos, g.Owners, res.Power)
		// The judge fails only an adjustment of the kind due (a build or
		// waive when due > 0, a removal when due < 0), so due is never 0.
		why := fmt.Sprintf("%s must remove only %d (%d supply centers, %d units)", res.Power, -due, g.CenterCount(res.Power), len(g.UnitsOf(res.Power)))
		if due > 0 {
			why = fmt.Sprintf("%s may build only %d (%d supply centers, %d units)", res.Power, due, g.CenterCount(res.Power), len(g.UnitsOf(res.Power)))
		}
		d := Diagnostic{Power: res.Power, Msg: res.Order.String() + excessSep + why}
		d.Line = g.lineOf(secs, res.Power, res.Order, used)
		used[d.Line] = true
		out = append(out, d)
	}
	return out
}

// lineOf is the first line not yet used of the power's sections that reads
// as the order, or 0.
func (g *Game) lineOf(secs []Section, power string, o orders.Order, used map[int]bool) int {
	for _, s := range secs {
		if s.Power != power {
			continue
		}
		for _, line := range s.Lines {
			n := line.Num
			p, err := orders.Parse(g.Map, stripComment(line.Text), orders.Adjustments)
			if err == nil && !used[n] && p.Kind == o.Kind && p.Unit.Loc == o.Unit.Loc {
				return n
			}
		}
	}
	return 0
}
