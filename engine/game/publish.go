package game

import (
	"fmt"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// Publication is the end-of-game record every player may read once the game
// is over: each phase's sheets as submitted and the acceptance lists as
// used (rules 3.6, 4.5). It returns a file name and the text.
func Publication(g *Game) (string, string) {
	var b strings.Builder
	title := fmt.Sprintf("%s: every offer sheet and acceptance list", g.File.Name)
	fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))
	for _, h := range g.File.History {
		fmt.Fprintf(&b, "\n%s (seed %d)\n%s\n", phaseLong(h.Phase), h.Seed, strings.Repeat("-", len(phaseLong(h.Phase))+8+len(fmt.Sprint(h.Seed))))
		powers := make([]string, 0, len(h.Sheets))
		for p := range h.Sheets {
			powers = append(powers, p)
		}
		for p := range h.Accept {
			if _, ok := h.Sheets[p]; !ok {
				powers = append(powers, p)
			}
		}
		sort.Strings(powers)
		for _, p := range powers {
			fmt.Fprintf(&b, "%s", p)
			if a, ok := h.Accept[p]; ok {
				fmt.Fprintf(&b, " (acceptance list %s)", a)
			}
			b.WriteString(":\n")
			if s := h.Sheets[p]; s != "" {
				for _, line := range strings.Split(s, "\n") {
					fmt.Fprintf(&b, "  %s\n", line)
				}
			}
		}
		if len(h.Phantoms) > 0 {
			b.WriteString("Offers ignored without telling anyone (Tin Cup, rule 6.3 items 6-7):\n")
			for _, p := range h.Phantoms {
				fmt.Fprintf(&b, "  %s\n", p)
			}
		}
		if len(h.Orders) > 0 {
			b.WriteString("Orders issued:\n")
			for _, o := range h.Orders {
				fmt.Fprintf(&b, "  %-8s %-28s %s\n", o.Power, o.Order, o.Result)
			}
		}
	}
	if g.File.Winner != "" {
		fmt.Fprintf(&b, "\nWinner: %s\n", g.File.Winner)
	}
	return fileSafe(g.File.Name) + "-publication.txt", b.String()
}

// DrawnOrders reads back the issued orders of a result (as printed by
// adjudicate --json) for drawing them on the game's board.
func DrawnOrders(g *Game, issued []IssuedOrder) ([]Drawn, error) {
	ph := orders.Phase(g.Phase.Kind)
	var out []Drawn
	for _, io := range issued {
		o, err := orders.Parse(g.Map, io.Order, ph)
		if err != nil {
			return nil, fmt.Errorf("order %q: %v", io.Order, err)
		}
		out = append(out, Drawn{Power: io.Power, Order: o, Outcome: io.Result})
	}
	return out, nil
}
