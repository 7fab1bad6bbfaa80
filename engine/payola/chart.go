package payola

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// Chart is the GM's view of the whole auction: every unit's candidates with
// each power's contribution, the acceptance lists as written and as used,
// the reductions and the balances, and the lines that were ignored. Players
// must not see it before the game ends (rules 3.6, 4.5).
func (o *AuctionResult) Chart() string {
	var b strings.Builder
	title := "GM chart"
	if o.Phase != "" {
		title += ", " + o.Phase
	}
	title = fmt.Sprintf("%s (seed %d, %d determination pass%s)", title, o.Seed, o.Rounds, plural(o.Rounds, "es"))
	fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))

	names := make([]string, 0, len(o.m.Powers))
	for _, p := range o.m.Powers {
		names = append(names, p.Name)
	}
	const label = 36
	header := func(last string) {
		fmt.Fprintf(&b, "%-*s", label, "")
		for _, n := range names {
			fmt.Fprintf(&b, "%5s", abbrev(n))
		}
		fmt.Fprintf(&b, "  %s\n", last)
	}

	b.WriteString("\nAcceptance lists (written -> used; '?' drawn once from the seed):\n")
	for _, p := range o.purses {
		d := ""
		if p.Dummy {
			d = " (dummy: list not used, rule 4.4)"
		}
		fmt.Fprintf(&b, "   %-10s %-8s -> %s%s\n", p.Power, o.Written[p.Power], o.Expanded[p.Power], d)
	}

	b.WriteString("\nCandidates (each power's money; '-' = no offer; the first row of a unit is the order issued):\n")
	header("TOTAL")
	owner := ""
	for _, is := range o.Issued {
		if is.Owner != owner {
			owner = is.Owner
			fmt.Fprintf(&b, "%s\n", owner)
		}
		note := ""
		if !is.OwnerPaid {
			note = "  * owner paid nothing"
		}
		if is.Loyal {
			note = "  loyal: its owner's order (6.5)"
		}
		if len(is.Rebates) > 0 {
			var rs []string
			for _, r := range is.Rebates {
				rs = append(rs, fmt.Sprintf("%s %d", abbrev(r.Power), r.Amount))
			}
			note += fmt.Sprintf("  eBayola: bid %d, price %d, rebates %s (6.4)", is.Bid, is.Total, strings.Join(rs, ", "))
		}
		if is.DummyTie {
			fmt.Fprintf(&b, "  %-*s%s  %5d  dummy tie: holds, shown as tied total + 1, nobody pays (4.4)\n", label-2, is.Order.String(), strings.Repeat("    -", len(names)), is.Total)
		}
		for i, c := range is.Candidates {
			text := c.Order.String()
			if i > 0 || is.DummyTie {
				text = strings.Repeat(" ", len(is.Unit.String())) + " " + c.Order.Action()
			}
			fmt.Fprintf(&b, "  %-*s", label-2, text)
			cells := map[string]int{}
			for _, k := range c.Contributions {
				cells[k.Power] = k.Amount
			}
			for _, n := range names {
				if v, ok := cells[n]; ok {
					fmt.Fprintf(&b, "%5d", v)
				} else {
					fmt.Fprintf(&b, "%5s", "-")
				}
			}
			fmt.Fprintf(&b, "  %5d", c.Total)
			if i == 0 && !is.DummyTie {
				b.WriteString(note)
			}
			b.WriteString("\n")
		}
	}

	b.WriteString("\nWhy each unit issues its order (rules 4.4, 5.1-5.5, 6.5; payola-rules §10.2):\n")
	for _, d := range o.Decisions {
		for _, line := range strings.Split(d.Words(), "\n") {
			fmt.Fprintf(&b, "   %s\n", line)
		}
	}

	b.WriteString("\nMoney:\n")
	header("SUM")
	money := func(what string, f func(*Ledger) int, total bool) {
		fmt.Fprintf(&b, "   %-*s", label-3, what)
		sum := 0
		for _, n := range names {
			if l := o.Ledgers[n]; l != nil {
				v := f(l)
				sum += v
				fmt.Fprintf(&b, "%5d", v)
			} else {
				fmt.Fprintf(&b, "%5s", "-")
			}
		}
		if total {
			fmt.Fprintf(&b, "  %5d", sum)
		}
		b.WriteString("\n")
	}
	money("Balance before", func(l *Ledger) int { return l.Before }, true)
	money("Transfers in", func(l *Ledger) int { return l.TransferIn }, true)
	money("Transfers out", func(l *Ledger) int { return l.TransferOut }, true)
	money("Savings requested", func(l *Ledger) int { return l.Savings }, true)
	money("Available to spend", func(l *Ledger) int { return l.Available }, true)
	money("Reduction rounds", func(l *Ledger) int { return l.Reductions }, false)
	money("Paid", func(l *Ledger) int { return l.Paid }, true)
	money("Balance after", func(l *Ledger) int { return l.After }, true)

	var transfers []string
	for _, n := range names {
		if l := o.Ledgers[n]; l != nil {
			for _, t := range l.Transfers {
				if t.From == n {
					transfers = append(transfers, fmt.Sprintf("   %-10s -> %-10s %5d AgP\n", t.From, t.To, t.Amount))
				}
			}
		}
	}
	if len(transfers) > 0 {
		b.WriteString("\nTransfers (rule 2.3, made before the auction):\n")
		for _, s := range transfers {
			b.WriteString(s)
		}
	}

	var ignored []string
	var more []string // past the first orders.MaxListed: counted, not listed (issue 30)
	for _, n := range names {
		if s := o.sheets[n]; s != nil {
			for i, ig := range s.Ignored {
				if len(ignored) == orders.MaxListed {
					more = append(more, fmt.Sprintf("%s %s", n, linesOf(s.Ignored[i:])))
					break
				}
				ignored = append(ignored, fmt.Sprintf("   %s line %d, column %d: %s\n      %s\n", n, ig.Line, ig.Col, ig.Msg, strings.TrimSpace(ig.Text)))
			}
		}
	}
	if len(ignored) > 0 {
		b.WriteString("\nIgnored lines (adjudicated without them):\n")
		for _, s := range ignored {
			b.WriteString(s)
		}
		if len(more) > 0 {
			fmt.Fprintf(&b, "   and more, not listed: %s (each power's whole section is in the history)\n", strings.Join(more, ", "))
		}
	}
	var phantoms []string
	for _, n := range names {
		if s := o.sheets[n]; s != nil {
			for _, l := range s.Phantoms() {
				phantoms = append(phantoms, fmt.Sprintf("   %s line %d: %s  (%s)\n", n, l.Number, l.Echo, l.Phantom))
			}
		}
	}
	if len(phantoms) > 0 {
		b.WriteString("\nTin Cup: offers ignored without telling anyone (rule 6.3; revealed in the end-of-game publication):\n")
		for _, s := range phantoms {
			b.WriteString(s)
		}
	}
	return b.String()
}

func abbrev(name string) string {
	if len(name) > 3 {
		return name[:3]
	}
	return name
}

func plural(n int, suffix string) string {
	if n == 1 {
		return ""
	}
	return suffix
}

// linesOf says how many ignored lines there are and where: "3 lines, 12 to
// 40".
func linesOf(ig []IgnoredLine) string {
	first, last := ig[0].Line, ig[0].Line
	for _, l := range ig {
		first, last = min(first, l.Line), max(last, l.Line)
	}
	if len(ig) == 1 {
		return fmt.Sprintf("1 line, %d", first)
	}
	return fmt.Sprintf("%d lines, %d to %d", len(ig), first, last)
}
