package game

import (
	"fmt"
	"strings"
)

// Publication is the end-of-game record every player may read once the game
// is over: each phase's sheets as submitted and the acceptance lists as
// used (rules 3.6, 4.5). It returns a file name and the text.
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
	}
	if g.File.Winner != "" {
		fmt.Fprintf(&b, "\nWinner: %s\n", g.File.Winner)
	}
	return fileSafe(g.File.Name) + "-publication.txt", b.String()
}
