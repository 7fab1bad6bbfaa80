package publish

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
)

// EndOfGame is the end-of-game publication every player may read once the game
// is over: each phase's sheets as submitted, the acceptance lists as used
// (rules 3.6, 4.5), the orders, every power's ledger and the GM chart, for
// everybody. The caller makes sure the game is over: before that it gives
// every secret away.
func EndOfGame(g *gamefile.Game) Download {
	var b strings.Builder
	underline(&b, fmt.Sprintf("%s: every offer sheet and acceptance list", g.File.Name), "=")
	for _, h := range g.File.History.Entries() {
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
		list(&b, "Orders issued:", h.Orders, func(o gamefile.IssuedOrder) string {
			line := fmt.Sprintf("%-8s %-28s %s", o.Power, o.Order, o.Result)
			if o.Cause != nil { // kept in history (issue 21)
				line += ": " + o.Cause.Words
			}
			return line
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
	return Download{Name: fileSafe(g.File.Name) + "-publication.txt", Kind: Publication, Data: []byte(b.String())}
}

// ArchiveName is the file name of a game's sealed archive (issue 34), as
// the GM page downloads it.
func ArchiveName(game string) string { return fileSafe(game) + "-archive.json" }

// phaseLong is a history entry's phase code in words, or the code itself.
func phaseLong(code string) string {
	if ph, err := gamefile.ParsePhase(code); err == nil {
		return ph.Long()
	}
	return code
}
