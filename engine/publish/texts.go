package publish

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// underline writes a title ruled to its width (in characters, not bytes: a
// game may be called "Müller's") with rule, "=" for a page, "-" for a part.
func underline(b *strings.Builder, t, rule string) {
	fmt.Fprintf(b, "%s\n%s\n", t, strings.Repeat(rule, utf8.RuneCountInString(t)))
}

// list writes a heading and its items indented, or nothing when empty.
func list[T any](b *strings.Builder, heading string, items []T, line func(T) string) {
	if len(items) == 0 {
		return
	}
	b.WriteString(heading + "\n")
	for _, it := range items {
		b.WriteString("  " + line(it) + "\n")
	}
}

// orderLine is an issued order with its result, as the results list it.
func orderLine(o game.IssuedOrder) string {
	note := o.Result
	if o.Dislodged {
		note += ", dislodged"
	}
	return fmt.Sprintf("%-28s %s", o.Order, note)
}

// publicResults is what every player may see: each unit's order and result,
// dislodgements, the new position and center counts. No money (rule 2.5).
func publicResults(g *game.Game, r *game.Result) string {
	var b strings.Builder
	underline(&b, fmt.Sprintf("%s: %s results", g.File.Name, g.Phase.Long()), "=")
	byPower := map[string][]game.IssuedOrder{}
	for _, o := range r.Orders {
		byPower[o.Power] = append(byPower[o.Power], o)
	}
	for _, p := range r.Next.Powers {
		list := byPower[p.Name]
		if len(list) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n%s\n", p.Name)
		for _, o := range list {
			line := orderLine(o)
			if why, ok := r.Beyond(o); ok && o.Result == "fails" {
				line += ": " + why
			}
			b.WriteString("  " + line + "\n")
		}
	}
	list(&b, "\nDislodged units (must retreat):", r.Next.Dislodged, func(d game.DislodgedFile) string {
		return fmt.Sprintf("%s %s, attacked from %s", d.Power, d.Unit, d.AttackedFrom)
	})
	list(&b, "\nDislodged with no retreat possible, destroyed:", r.Play.Destroyed, func(d judge.Dislodgement) string {
		return d.Power + " " + d.Unit.String()
	})
	if len(r.Play.Contested) > 0 {
		fmt.Fprintf(&b, "\nLeft empty by a standoff (no retreat there): %s\n", strings.Join(r.Play.Contested, " "))
	}
	b.WriteString("\nPosition now:\n")
	for _, p := range r.Next.Powers {
		if len(p.Units) == 0 && len(p.Centers) == 0 {
			continue
		}
		fmt.Fprintf(&b, "  %-8s %2d centers: %-40s units: %s\n", p.Name, len(p.Centers), strings.Join(p.Centers, " "), strings.Join(p.Units, ", "))
	}
	writeEnd(&b, g, r)
	return b.String()
}

// writeEnd closes every results text: the winner, if any, and the next phase.
func writeEnd(b *strings.Builder, g *game.Game, r *game.Result) {
	if r.Next.Winner != "" {
		fmt.Fprintf(b, "\n%s has reached %d supply centers and wins the game.\n", r.Next.Winner, g.Map.Victory)
	}
	fmt.Fprintf(b, "\nNext phase: %s\n", phaseLong(r.NextPhase))
}

// reports are the private statements, one per power: its own money and
// offers only (rules 2.5, 5.7), its account in every phase kind, and the
// acceptance list now in force (4.2).
func reports(g *game.Game, r *game.Result) map[string]string {
	out := map[string]string{}
	play := &r.Play
	for _, p := range r.Next.Powers {
		var b strings.Builder
		lines := play.Account[p.Name]
		if play.Auction != nil {
			b.WriteString(play.Auction.Report(p.Name))
			if play.Earned != nil {
				fmt.Fprintf(&b, "Paid to your units this phase: %d AgP (credited to you after the Fall turn, rule 6.7)\n", play.Earned[p.Name])
			}
			for _, l := range lines {
				fmt.Fprintf(&b, "%s: %d AgP\n", l.Label, l.Amount)
			}
			// The auction's report ends with the new balance; repeat it
			// only when income or Zero Sum money changed it since.
			if *p.Balance != play.Balances[p.Name] {
				fmt.Fprintf(&b, "Balance for %s: %d AgP\n", phaseLong(r.NextPhase), *p.Balance)
			}
		} else {
			underline(&b, fmt.Sprintf("%s: %s statement for %s", g.File.Name, g.Phase.Long(), p.Name), "=")
			b.WriteString("\nYour account:\n")
			row := func(label string, v int) { fmt.Fprintf(&b, "   %-56s %6d AgP\n", label, v) }
			row("Previous balance", play.Before[p.Name])
			for _, t := range play.Transfers { // only giver and receiver are told (2.3)
				switch p.Name {
				case t.From:
					row("Transfer to "+t.To, -t.Amount)
				case t.To:
					row("Transfer from "+t.From, t.Amount)
				}
			}
			for _, l := range lines {
				row(l.Label, l.Amount)
			}
			row("New balance, for "+phaseLong(r.NextPhase), *p.Balance)
		}
		fmt.Fprintf(&b, "\nYour acceptance list now in force (rules 4.2, 4.3): %s\n", p.Accept)
		out[p.Name] = b.String()
	}
	return out
}

// silentMeans is what becomes of a power's units when it sends nothing.
func silentMeans(kind orders.Phase) string {
	switch kind {
	case orders.Movement:
		return "each of their units holds on a 0 AgP offer"
	case orders.Retreats:
		return "their dislodged units are disbanded"
	}
	return "builds not made; removals chosen by civil disorder"
}

func phaseLong(code string) string {
	if ph, err := game.ParsePhase(code); err == nil {
		return ph.Long()
	}
	return code
}

// chart is the GM's audit: the auction's chart (with every balance), or the
// balances, then the void orders and the ignored lines.
func chart(g *game.Game, r *game.Result) string {
	var b strings.Builder
	auction := r.Play.Auction
	underline(&b, fmt.Sprintf("%s: %s GM chart (game seed %d) - GM ONLY", g.File.Name, g.Phase.Long(), r.Seed), "=")
	if auction != nil {
		b.WriteString(auction.Chart())
	}
	if len(r.Silent) > 0 {
		fmt.Fprintf(&b, "\nSent nothing (rule 3.3; %s): %s\n", silentMeans(g.Phase.Kind), strings.Join(r.Silent, ", "))
	}
	diag := func(d game.Diagnostic) string { return d.String() }
	list(&b, "\nVoid orders (issued, without effect):", r.Void, diag)
	list(&b, "\nBeyond what the power is due (they fail):", r.Excess, diag)
	list(&b, "\nIgnored lines (adjudicated leniently):", r.Ignored, diag)
	// Every balance from the phase's start to the next phase's, with what
	// moved it after the auction (income, Zero Sum's year end, forfeits).
	moved := func(name string) bool {
		l := r.Ledgers[name]
		return l.Income != 0 || l.Forfeited != 0
	}
	var shown []game.PowerFile
	for _, p := range r.Next.Powers {
		if _, ok := r.Ledgers[p.Name]; ok && (auction == nil || moved(p.Name)) {
			shown = append(shown, p)
		}
	}
	list(&b, "\nBalances:", shown, func(p game.PowerFile) string {
		l := r.Ledgers[p.Name]
		s := fmt.Sprintf("%-8s %5d -> %5d AgP", p.Name, l.Before, l.After)
		if l.Paid != 0 || l.Transfers != 0 {
			s += fmt.Sprintf("   transfers %+d, paid %d", l.Transfers, l.Paid)
		}
		if l.Income != 0 {
			s += fmt.Sprintf("   income %+d", l.Income)
		}
		if l.Forfeited != 0 {
			s += fmt.Sprintf("   forfeited %d (rule 2.4)", l.Forfeited)
		}
		return s
	})
	return b.String()
}
