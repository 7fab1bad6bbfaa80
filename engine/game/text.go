package game

import (
	"fmt"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/payola"
)

// publicResults is what every player may see: each unit's order and result,
// dislodgements, the new position and center counts. No money (rule 2.5).
func (g *Game) publicResults(r *Result, run *phaseRun) string {
	var b strings.Builder
	title := fmt.Sprintf("%s: %s results", g.File.Name, g.Phase.Long())
	fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))
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
			fmt.Fprintf(&b, "  %-28s %s\n", o.Order, note)
		}
	}
	if len(r.Next.Dislodged) > 0 {
		b.WriteString("\nDislodged units (must retreat):\n")
		for _, d := range r.Next.Dislodged {
			fmt.Fprintf(&b, "  %s %s, attacked from %s\n", d.Power, d.Unit, d.AttackedFrom)
		}
	}
	if len(run.destroyed) > 0 {
		b.WriteString("\nDislodged with no retreat possible, destroyed:\n")
		for _, d := range run.destroyed {
			fmt.Fprintf(&b, "  %s %s\n", d.Power, d.Unit)
		}
	}
	if len(run.contested) > 0 {
		fmt.Fprintf(&b, "Left empty by a standoff (no retreat there): %s\n", strings.Join(run.contested, " "))
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
	if ph, err := ParsePhase(r.NextPhase); err == nil {
		fmt.Fprintf(&b, "\nNext phase: %s\n", ph.Long())
	}
	return b.String()
}

// reports are the private statements, one per power: its own money and
// offers only (rules 2.5, 5.7).
func (g *Game) reports(r *Result, run *phaseRun, income map[string]int, notes map[string][]string) map[string]string {
	out := map[string]string{}
	for _, p := range r.Next.Powers {
		var b strings.Builder
		if run.auction != nil {
			b.WriteString(run.auction.Report(p.Name))
		} else {
			title := fmt.Sprintf("%s: %s statement for %s", g.File.Name, g.Phase.Long(), p.Name)
			fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))
			fmt.Fprintf(&b, "Balance: %d AgP\n", run.before[p.Name])
		}
		if run.auction != nil && g.Rules.ZeroSum {
			fmt.Fprintf(&b, "Paid to your units this phase: %d AgP (credited to you after the Fall turn, rule 6.7)\n", earnedNow(run.auction, p.Name))
		}
		for _, n := range notes[p.Name] {
			b.WriteString(n + "\n")
		}
		if in, ok := income[p.Name]; ok {
			fmt.Fprintf(&b, "Income for %d supply centers (rule 2.1): %d AgP\n", len(p.Centers), in)
		}
		// The auction's report ends with the new balance; repeat it only
		// when income or Zero Sum money changed it since.
		if run.auction == nil || *p.Balance != run.balances[p.Name] {
			fmt.Fprintf(&b, "Balance for %s: %d AgP\n", phaseLong(r.NextPhase), *p.Balance)
		}
		out[p.Name] = b.String()
	}
	return out
}

func earnedNow(out *payola.Outcome, power string) int { return earned(out)[power] }

func phaseLong(code string) string {
	if ph, err := ParsePhase(code); err == nil {
		return ph.Long()
	}
	return code
}

// chart is the GM's audit: the auction's chart, transfers, ignored lines.
func (g *Game) chart(r *Result, run *phaseRun) string {
	var b strings.Builder
	title := fmt.Sprintf("%s: %s GM chart (game seed %d) - GM ONLY", g.File.Name, g.Phase.Long(), r.Seed)
	fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))
	if run.auction != nil {
		b.WriteString(run.auction.Chart())
	}
	if len(run.transfers) > 0 && run.auction == nil {
		b.WriteString("\nTransfers:\n")
		for _, t := range run.transfers {
			fmt.Fprintf(&b, "  %s -> %s: %d AgP\n", t.From, t.To, t.Amount)
		}
	}
	if len(r.Void) > 0 {
		b.WriteString("\nVoid orders (issued, without effect):\n")
		for _, d := range r.Void {
			fmt.Fprintf(&b, "  %s\n", d)
		}
	}
	if len(r.Ignored) > 0 {
		b.WriteString("\nIgnored lines (adjudicated leniently):\n")
		for _, d := range r.Ignored {
			fmt.Fprintf(&b, "  %s\n", d)
		}
	}
	if run.auction != nil {
		return b.String()
	}
	b.WriteString("\nBalances:\n")
	names := make([]string, 0, len(r.Next.Powers))
	for _, p := range r.Next.Powers {
		names = append(names, p.Name)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "  %-8s %5d -> %5d AgP\n", n, run.before[n], *findPower(r.Next, n).Balance)
	}
	return b.String()
}

// Files are the downloads of one adjudication (game-format.md §4 --out),
// by file name: private reports, public results, the GM chart and the next
// game file. The map picture is added by the caller, who owns the renderer.
func (r *Result) Files(game string) (map[string][]byte, error) {
	files := map[string][]byte{}
	base := fileSafe(game) + "-" + r.Phase
	for power, text := range r.Reports {
		files[base+"-"+strings.ToLower(power)+"-private.txt"] = []byte(text)
	}
	files[base+"-results.txt"] = []byte(r.Public)
	files[base+"-gm-chart.txt"] = []byte(r.Chart)
	next, err := r.Next.Encode()
	if err != nil {
		return nil, err
	}
	files[fileSafe(game)+"-"+r.NextPhase+"-gm-game.json"] = next
	return files, nil
}

// MapFileName is the name of the map picture for the phase.
func (r *Result) MapFileName(game string) string { return fileSafe(game) + "-" + r.Phase + "-map.svg" }

// fileSafe keeps a game name usable in a file name.
func fileSafe(s string) string {
	var b strings.Builder
	for _, c := range s {
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
