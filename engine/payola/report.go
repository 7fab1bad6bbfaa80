package payola

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// Report is power's private report for the phase (rule 5.7, payola-rules
// §7), as plain text a GM can paste into an e-mail: its units' orders and
// totals, its accepted offers and what each cost, its sheet as read, and its
// account. It says nothing about any other power's money, offers or list.
func (o *AuctionResult) Report(power string) string {
	power = strings.ToUpper(power)
	var b strings.Builder
	title := power + ": private report"
	if o.Phase != "" {
		title += ", " + o.Phase
	}
	fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("=", len(title)))

	marked := false
	var own []Issued
	for _, is := range o.Issued {
		if is.Owner == power {
			own = append(own, is)
		}
	}
	if len(own) > 0 {
		b.WriteString("\nYour units issue these orders (total bribe accepted):\n")
		for _, is := range own {
			mark, note := " ", ""
			if !is.OwnerPaid {
				mark, marked = "*", true
			}
			if is.DummyTie {
				note = "   (tied between different powers: the unit holds, rule 4.4)"
			}
			if is.Loyal {
				fmt.Fprintf(&b, "   %-28s    loyal: your order, no money (rule 6.5)\n", is.Order)
				continue
			}
			fmt.Fprintf(&b, " %s %-28s %5d AgP%s\n", mark, is.Order, is.Total, note)
		}
		if marked {
			b.WriteString(" * bought by others: you put nothing into the order this unit issues.\n")
		}
	}

	l := o.Ledgers[power]
	b.WriteString("\nYour accepted offers (what each costs you):\n")
	var lines []string
	if l != nil {
		for _, a := range l.Accepted {
			if line := o.acceptedLine(power, a); line != "" {
				lines = append(lines, line)
			}
		}
	}
	if len(lines) == 0 {
		b.WriteString("   none of your offers was accepted\n")
	}
	for _, line := range lines {
		b.WriteString(line)
	}

	o.why(&b, power, own, l)

	b.WriteString("\nYour offer sheet as read:\n")
	s := o.sheets[power]
	// A sheet sent whose every line was ignored is not "no sheet": the
	// player would think the GM lost the mail. Its lines are listed as
	// ignored after this part.
	switch {
	case s == nil && len(own) > 0:
		b.WriteString("   no sheet: each of your units was offered 0 AgP to hold (rule 3.3)\n")
	case s == nil:
		b.WriteString("   no sheet\n")
	case len(s.Lines) == 0 && len(own) > 0:
		b.WriteString("   no line of your sheet was read: each of your units was offered 0 AgP to hold (rule 3.3)\n")
	case len(s.Lines) == 0:
		b.WriteString("   no line of your sheet was read\n")
	default:
		// Not fmt, and room made at once: a sheet has hundreds of lines.
		n := 0
		for _, ln := range s.Lines {
			n += len("   line 999: \n") + len(ln.Echo)
		}
		b.Grow(n)
		for _, ln := range s.Lines {
			num := strconv.Itoa(s.Local(ln.Number)) // as %3d
			if len(num) < 3 {
				num = "   "[len(num):] + num
			}
			b.WriteString("   line ")
			b.WriteString(num)
			b.WriteString(": ")
			b.WriteString(ln.Echo)
			b.WriteByte('\n')
		}
	}
	if s != nil && len(s.Ignored) > 0 {
		b.WriteString("\nLines of your sheet that were ignored:\n")
		for i, ig := range s.Ignored {
			if i == orders.MaxListed {
				first, last := s.Ignored[i].Line, s.Ignored[i].Line
				for _, l := range s.Ignored[i:] {
					first, last = min(first, l.Line), max(last, l.Line)
				}
				fmt.Fprintf(&b, "   and %d more, not listed: lines %d to %d\n", len(s.Ignored)-i, s.Local(first), s.Local(last))
				break
			}
			fmt.Fprintf(&b, "   line %3d: %s\n             column %d: %s\n", s.Local(ig.Line), strings.TrimSpace(ig.Text), ig.Col, ig.Msg)
		}
	}

	if l != nil {
		l.account().Write(&b, 34)
	}
	return b.String()
}

// acceptedLine is one accepted offer as its power is told of it (5.7 item
// 3), or "" when there is nothing to tell: a loyal power's own orders (6.5).
// Under Tin Cup (6.3) the power learns the unit's nationality and the
// amount for a foreign unit, never the order, nor which of its lines was
// accepted; a foreign unit that cost nothing is left out, as DPjudge does.
// Its own units' orders it knows anyway (5.7 item 1).
func (o *AuctionResult) acceptedLine(power string, a Accepted) string {
	if a.Owner == power && o.rules.Loyal[power] {
		return ""
	}
	if o.rules.Blind && a.Owner != power {
		if a.Amount == 0 {
			return ""
		}
		adj := a.Owner
		if p := o.m.Power(a.Owner); p != nil {
			adj = p.Adjective
		}
		return fmt.Sprintf("   %-28s %5d AgP\n", fmt.Sprintf("%s (%s)", a.Order.Unit, adj), a.Amount)
	}
	return fmt.Sprintf("   %-28s %5d AgP   (%s)\n", a.Order, a.Amount, lineList(o.sheets[power], a.Lines))
}

// lineList names an accepted offer's lines, numbered within the power's
// own section (Sheet.Local).
func lineList(s *Sheet, lines []int) string {
	var parts []string
	def := false
	for _, n := range lines {
		if n == 0 {
			def = true
			continue
		}
		if s != nil {
			n = s.Local(n)
		}
		parts = append(parts, fmt.Sprint(n))
	}
	var out []string
	switch len(parts) {
	case 0:
	case 1:
		out = append(out, "line "+parts[0])
	default:
		out = append(out, "lines "+strings.Join(parts, ", "))
	}
	if def {
		out = append(out, "default hold")
	}
	return strings.Join(out, "; ")
}

// why explains the power's own units and its accepted offers as far as
// rule 5.7 lets it know (payola-rules §7): a unit's total, not who paid
// it beyond the power's own share; an accepted offer's order and cost,
// and its own cuts (5.5). Nothing of any other power's money or offers.
func (o *AuctionResult) why(b *strings.Builder, power string, own []Issued, l *Ledger) {
	mine := map[orders.Unit]Accepted{}
	var accepted []Accepted
	if l != nil {
		accepted = l.Accepted
	}
	for _, a := range accepted {
		if a.Owner == power {
			mine[a.Order.Unit] = a
		}
	}
	defaults := map[orders.Unit]bool{} // nobody offered the unit anything (rule 3.3)
	for _, d := range o.Decisions {
		if d.DefaultHold {
			defaults[d.Unit] = true
		}
	}
	var lines []string
	for _, is := range own {
		switch {
		case is.Loyal:
			continue // its order is the owner's own (6.5): nothing to explain
		case is.DummyTie:
			lines = append(lines, fmt.Sprintf("   %s: tied between orders backed by different powers, it held on its own offer, reported as %d AgP (rule 4.4)\n", is.Order, is.Total))
			continue
		}
		if defaults[is.Unit] {
			lines = append(lines, fmt.Sprintf("   %s: no order was offered more than 0 AgP for it, so it holds by default, as your sheet gives it no offer (rule 3.3)\n", is.Order))
			continue
		}
		paid := "you put nothing into it"
		if a, ok := mine[is.Unit]; ok {
			paid = fmt.Sprintf("your offer (%s) pays %d AgP of it (rule 5.6)%s", lineList(o.sheets[power], a.Lines), a.Amount, o.cuts(a, l))
		}
		lines = append(lines, fmt.Sprintf("   %s: no order of this unit was offered more than its %d AgP (rules 5.1-5.4); %s\n", is.Order, is.Total, paid))
	}
	for _, a := range accepted {
		switch {
		case a.Owner == power:
			continue // told with the unit above
		case o.rules.Blind:
			if a.Amount == 0 {
				continue
			}
			adj := a.Owner
			if p := o.m.Power(a.Owner); p != nil {
				adj = p.Adjective
			}
			lines = append(lines, fmt.Sprintf("   %s (%s): your offers paid for the order it issued: you pay %d AgP (rule 5.6)%s\n", a.Order.Unit, adj, a.Amount, o.cuts(a, l)))
		default:
			lines = append(lines, fmt.Sprintf("   %s: your offer (%s) paid for the order the unit issued: you pay %d AgP (rule 5.6)%s\n", a.Order, lineList(o.sheets[power], a.Lines), a.Amount, o.cuts(a, l)))
		}
	}
	if len(lines) == 0 {
		return
	}
	b.WriteString("\nWhy (rule 5.7: your units' totals, not who paid them; your own accepted offers):\n")
	for _, s := range lines {
		b.WriteString(s)
	}
}

// cuts says why an accepted offer costs less than written: the power's
// overspending rounds (5.5) or eBayola's price (6.4).
func (o *AuctionResult) cuts(a Accepted, l *Ledger) string {
	if a.Amount >= a.Offered {
		return ""
	}
	var why []string
	if l.Reductions > 0 {
		why = append(why, fmt.Sprintf("%d overspending round%s (rule 5.5)", l.Reductions, plural(l.Reductions, "s")))
	}
	if o.rules.EBayola {
		why = append(why, "the eBayola price (rule 6.4)")
	}
	return fmt.Sprintf("; you offered %d AgP, cut by %s", a.Offered, strings.Join(why, " and "))
}
