package game

import (
	"fmt"
	"strings"
	"unicode/utf8"

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

// publicResults is what every player may see: each unit's order and result,
// dislodgements, the new position and center counts. No money (rule 2.5).
func (g *Game) publicResults(r *Result, run *phaseRun) string {
	var b strings.Builder
	underline(&b, fmt.Sprintf("%s: %s results", g.File.Name, g.Phase.Long()), "=")
	why := map[string]string{} // power and order -> why it failed, for excess adjustments
	for _, x := range run.excess {
		why[x.Power+" "+x.Order.String()] = x.Why
	}
	byPower := map[string][]IssuedOrder{}
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
			note := o.Result
			if o.Dislodged {
				note += ", dislodged"
			}
			if w, ok := why[o.Power+" "+o.Order]; ok && o.Result == "fails" {
				note += ": " + w
			}
			fmt.Fprintf(&b, "  %-28s %s\n", o.Order, note)
		}
	}
	list(&b, "\nDislodged units (must retreat):", r.Next.Dislodged, func(d DislodgedFile) string {
		return fmt.Sprintf("%s %s, attacked from %s", d.Power, d.Unit, d.AttackedFrom)
	})
	list(&b, "\nDislodged with no retreat possible, destroyed:", run.destroyed, func(d judge.Dislodgement) string {
		return d.Power + " " + d.Unit.String()
	})
	if len(run.contested) > 0 {
		fmt.Fprintf(&b, "\nLeft empty by a standoff (no retreat there): %s\n", strings.Join(run.contested, " "))
	}
	b.WriteString("\nPosition now:\n")
	for _, p := range r.Next.Powers {
		if len(p.Units) == 0 && len(p.Centers) == 0 {
			continue
		}
		fmt.Fprintf(&b, "  %-8s %2d centers: %-40s units: %s\n", p.Name, len(p.Centers), strings.Join(p.Centers, " "), strings.Join(p.Units, ", "))
	}
	if r.Next.Winner != "" {
		fmt.Fprintf(&b, "\n%s has reached %d supply centers and wins the game.\n", r.Next.Winner, g.Map.Victory)
	}
	fmt.Fprintf(&b, "\nNext phase: %s\n", phaseLong(r.NextPhase))
	return b.String()
}

// reports are the private statements, one per power: its own money and
// offers only (rules 2.5, 5.7), its account in every phase kind, and the
// acceptance list now in force (4.2).
func (g *Game) reports(r *Result, run *phaseRun, income map[string]int, notes map[string][]entryLine) map[string]string {
	out := map[string]string{}
	var paidToUnits map[string]int
	if run.auction != nil && g.Rules.ZeroSum {
		paidToUnits = earned(run.auction)
	}
	for _, p := range r.Next.Powers {
		var b strings.Builder
		lines := notes[p.Name]
		if in, ok := income[p.Name]; ok {
			lines = append(lines, entryLine{fmt.Sprintf("Income for %d supply centers (rule 2.1)", len(p.Centers)), in})
		}
		if run.auction != nil {
			b.WriteString(run.auction.Report(p.Name))
			if paidToUnits != nil {
				fmt.Fprintf(&b, "Paid to your units this phase: %d AgP (credited to you after the Fall turn, rule 6.7)\n", paidToUnits[p.Name])
			}
			for _, l := range lines {
				fmt.Fprintf(&b, "%s: %d AgP\n", l.label, l.amount)
			}
			// The auction's report ends with the new balance; repeat it
			// only when income or Zero Sum money changed it since.
			if *p.Balance != run.balances[p.Name] {
				fmt.Fprintf(&b, "Balance for %s: %d AgP\n", phaseLong(r.NextPhase), *p.Balance)
			}
		} else {
			underline(&b, fmt.Sprintf("%s: %s statement for %s", g.File.Name, g.Phase.Long(), p.Name), "=")
			b.WriteString("\nYour account:\n")
			row := func(label string, v int) { fmt.Fprintf(&b, "   %-56s %6d AgP\n", label, v) }
			row("Previous balance", run.before[p.Name])
			for _, t := range run.transfers { // only giver and receiver are told (2.3)
				switch p.Name {
				case t.From:
					row("Transfer to "+t.To, -t.Amount)
				case t.To:
					row("Transfer from "+t.From, t.Amount)
				}
			}
			for _, l := range lines {
				row(l.label, l.amount)
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
	case 'M':
		return "each of their units holds on a 0 AgP offer"
	case 'R':
		return "their dislodged units are disbanded"
	}
	return "builds not made; removals chosen by civil disorder"
}

func phaseLong(code string) string {
	if ph, err := ParsePhase(code); err == nil {
		return ph.Long()
	}
	return code
}

// chart is the GM's audit: the auction's chart (with every balance), or the
// balances, then the void orders and the ignored lines.
func (g *Game) chart(r *Result, run *phaseRun) string {
	var b strings.Builder
	underline(&b, fmt.Sprintf("%s: %s GM chart (game seed %d) - GM ONLY", g.File.Name, g.Phase.Long(), r.Seed), "=")
	if run.auction != nil {
		b.WriteString(run.auction.Chart())
	}
	if len(r.Silent) > 0 {
		fmt.Fprintf(&b, "\nSent nothing (rule 3.3; %s): %s\n", silentMeans(g.Phase.Kind), strings.Join(r.Silent, ", "))
	}
	diag := func(d Diagnostic) string { return d.String() }
	list(&b, "\nVoid orders (issued, without effect):", r.Void, diag)
	list(&b, "\nBeyond what the power is due (they fail):", r.Excess, diag)
	list(&b, "\nIgnored lines (adjudicated leniently):", r.Ignored, diag)
	// Every balance from the phase's start to the next phase's, with what
	// moved it after the auction (income, Zero Sum's year end, forfeits).
	moved := func(name string) bool {
		l := r.Ledgers[name]
		return l.Income != 0 || l.Forfeited != 0
	}
	var shown []PowerFile
	for _, p := range r.Next.Powers {
		if _, ok := r.Ledgers[p.Name]; ok && (run.auction == nil || moved(p.Name)) {
			shown = append(shown, p)
		}
	}
	list(&b, "\nBalances:", shown, func(p PowerFile) string {
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

// Files are the downloads of one adjudication (game-format.md §4 --out),
// by file name: private reports, public results, the GM chart, the next
// game file (GM only) and the public position file of the next phase (for
// everybody). The map picture is added by the caller, who owns the renderer.
func (r *Result) Files(game string) (map[string][]byte, error) {
	files := map[string][]byte{}
	base := fileSafe(game) + "-" + r.Phase
	for power, text := range r.Reports {
		files[base+"-"+strings.ToLower(power)+"-private.txt"] = []byte(text)
	}
	if r.Views == nil {
		files[base+"-results.txt"] = []byte(r.Public)
	} else {
		// Tin Cup (6.3): the full results are the GM's; each power has its own.
		files[base+"-gm-results.txt"] = []byte(r.Public)
		for power, v := range r.Views {
			files[base+"-"+strings.ToLower(power)+"-results.txt"] = []byte(v.Results)
		}
	}
	files[base+"-gm-chart.txt"] = []byte(r.Chart)
	next, err := r.Next.Encode()
	if err != nil {
		return nil, err
	}
	files[fileSafe(game)+"-"+r.NextPhase+"-gm-game.json"] = next
	pos := PublicPosition(r.Next)
	if r.Views == nil {
		data, err := pos.Encode()
		if err != nil {
			return nil, err
		}
		files[fileSafe(game)+"-"+r.NextPhase+PositionSuffix] = data
		return files, nil
	}
	// Tin Cup (6.3): each power's position holds only what it sees.
	for power, v := range r.Views {
		data, err := pos.SeenBy(power, v.After).Encode()
		if err != nil {
			return nil, err
		}
		files[fileSafe(game)+"-"+r.NextPhase+"-"+strings.ToLower(power)+"-position.json"] = data
	}
	return files, nil
}

// MapFileName is the name of the map picture for the phase: in a blind
// game the GM's, or with power one power's (rule 6.3).
func (r *Result) MapFileName(game string) string {
	if r.Views != nil {
		return r.PowerMapFileName(game, "gm")
	}
	return fileSafe(game) + "-" + r.Phase + "-map.svg"
}

// PowerMapFileName is one power's map of the phase in a blind game.
func (r *Result) PowerMapFileName(game, power string) string {
	return fileSafe(game) + "-" + r.Phase + "-" + strings.ToLower(power) + "-map.svg"
}

// maxNamePart is the most of a game's name a file name holds: with the
// phase, a power and a suffix the name stays far below the 255 bytes file
// systems allow.
const maxNamePart = 100

// fileSafe keeps a game name usable in a file name, cut to maxNamePart.
func fileSafe(s string) string {
	var b strings.Builder
	for _, c := range s {
		if b.Len() >= maxNamePart {
			break
		}
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '_':
			b.WriteRune(c)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		return "game"
	}
	return b.String()
}
