package game

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// Publication is the end-of-game record every player may read once the game
// is over: each phase's sheets as submitted, the acceptance lists as used
// (rules 3.6, 4.5), the orders, every power's ledger and the GM chart. It
// returns a file name and the text. The caller makes sure the game is over:
// before that it gives every secret away.
func Publication(g *Game) (string, string) {
	var b strings.Builder
	underline(&b, fmt.Sprintf("%s: every offer sheet and acceptance list", g.File.Name), "=")
	for _, h := range g.File.History {
		b.WriteString("\n")
		underline(&b, fmt.Sprintf("%s (seed %d)", phaseLong(h.Phase), h.Seed), "-")
		powers := map[string]bool{}
		for p := range h.Sheets {
			powers[p] = true
		}
		for p := range h.Accept {
			powers[p] = true
		}
		for _, p := range sortedKeys(powers) {
			b.WriteString(p)
			if a, ok := h.Accept[p]; ok {
				fmt.Fprintf(&b, " (acceptance list %s)", a)
			}
			b.WriteString(":\n")
			if s := h.Sheets[p]; s != "" {
				for _, line := range strings.Split(s, "\n") {
					b.WriteString("  " + line + "\n")
				}
			}
		}
		list(&b, "Offers ignored without telling anyone (Tin Cup, rule 6.3 items 6-7):", h.Phantoms, func(p string) string { return p })
		list(&b, "Orders issued:", h.Orders, func(o IssuedOrder) string {
			return fmt.Sprintf("%-8s %-28s %s", o.Power, o.Order, o.Result)
		})
		list(&b, "Ledgers (AgP):", sortedKeys(h.Ledgers), func(p string) string {
			l := h.Ledgers[p]
			return fmt.Sprintf("%-8s before %5d  paid %5d  transfers %+5d  income %+5d  forfeited %5d  after %5d", p, l.Before, l.Paid, l.Transfers, l.Income, l.Forfeited, l.After)
		})
		if h.Chart != "" {
			b.WriteString("GM chart:\n")
			for _, line := range strings.Split(strings.TrimRight(h.Chart, "\n"), "\n") {
				b.WriteString("  " + line + "\n")
			}
		}
	}
	if g.File.Winner != "" {
		fmt.Fprintf(&b, "\nWinner: %s\n", g.File.Winner)
	}
	return fileSafe(g.File.Name) + "-publication.txt", b.String()
}

// ResultsOnBoard reads back the issued orders of a result (as printed by
// adjudicate --json) for drawing them on the game's board. An order for a
// power or a unit the board does not have is refused, naming the field.
func ResultsOnBoard(g *Game, issued []IssuedOrder) ([]judge.Result, error) {
	var out []judge.Result
	for i, io := range issued {
		where := fmt.Sprintf("orders[%d]", i)
		p := g.Map.Power(io.Power)
		if p == nil {
			return nil, fmt.Errorf("%s.power: %q is not a power of the %s map", where, io.Power, g.Map.ID)
		}
		o, err := orders.Parse(g.Map, io.Order, orders.Phase(g.Phase.Kind))
		if err != nil {
			return nil, fmt.Errorf("%s.order: %q: %v", where, io.Order, err)
		}
		oc, ok := outcomes[io.Result]
		if !ok {
			return nil, fmt.Errorf("%s.result: %q is not succeeds, fails or void", where, io.Result)
		}
		if err := g.hasUnit(p.Name, o); err != nil {
			return nil, fmt.Errorf("%s.order: %q: %v", where, io.Order, err)
		}
		if io.Unit != "" && (o.Kind == orders.Waive || !strings.EqualFold(io.Unit, o.Unit.String())) {
			return nil, fmt.Errorf("%s.unit: %q is not the unit of the order %q", where, io.Unit, io.Order)
		}
		out = append(out, judge.Result{Power: p.Name, Order: o, Outcome: oc, Dislodged: io.Dislodged})
	}
	return out, nil
}

// hasUnit says whether the ordered unit is the power's on the board: a
// unit in a movement phase, a dislodged unit in a retreat phase, a unit
// removed in the winter (a build or a waive names no unit yet).
func (g *Game) hasUnit(power string, o orders.Order) error {
	prov := o.Unit.Province()
	switch {
	case o.Kind == orders.Build || o.Kind == orders.Waive:
		return nil
	case g.Phase.Kind == 'R':
		for _, d := range g.Dislodged {
			if d.Power == power && d.Unit.Province() == prov {
				return nil
			}
		}
		return fmt.Errorf("%s has no dislodged unit in %s", power, prov)
	}
	u, ok := g.Pos[prov]
	if !ok || u.Power != power || (o.Unit.Type != 0 && u.Unit.Type != o.Unit.Type) {
		return fmt.Errorf("%s has no %s on this board", power, o.Unit)
	}
	return nil
}
