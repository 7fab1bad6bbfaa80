package publish

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
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

// orderLine is an issued order with its result and, when there is one,
// why it had it (issue 21), as the results list it.
func orderLine(o game.Issued, told *gamefile.CauseFile, why string) string {
	return fmt.Sprintf("%-28s %s", o.Order.String(), outcome(o, told, why))
}

// Outcome is what became of an order in the results' words: its result,
// whether it was dislodged, and why (the judge's cause, or the count of a
// build beyond what is due). The results file and the GM page both say it
// with these words (issue 28: they worded the same failure differently).
func Outcome(r *gamefile.Result, i int) string {
	return outcome(r.Outcome.Orders[i], r.Orders[i].Cause, why(r, i))
}

// outcome is the order's result with why it had it ("" when it did what
// it said). told is the cause as the reader is told it (nil: the verdict
// alone).
func outcome(o game.Issued, told *gamefile.CauseFile, why string) string {
	note := o.Outcome.String()
	if o.Dislodged && (told == nil || o.Void != nil || o.Cause.Reason != judge.Dislodged || why == "") {
		note += ", dislodged" // the cause says it otherwise
	}
	if why != "" {
		note += ": " + why
	}
	return note
}

// why is what the results say of an order's cause: for a build or removal
// beyond what is due the power's count, otherwise the judge's cause; ""
// when the order did what it said.
func why(r *gamefile.Result, i int) string {
	return whyTold(r, r.Outcome.Orders[i], r.Orders[i].Cause)
}

// whyTold is why for an order whose cause the reader is told as told.
func whyTold(r *gamefile.Result, o game.Issued, told *gamefile.CauseFile) string {
	if w, ok := r.Outcome.Beyond(o.OrderResult); ok && o.Outcome == judge.Fails {
		return w
	}
	if told != nil {
		return told.Words
	}
	return ""
}

// dislodger names the unit that dislodged the power's unit, with its
// power ("GERMANY A BUR"); "" when the orders do not say.
func dislodger(issued []gamefile.IssuedOrder, power, unit string) string {
	for _, o := range issued {
		if o.Power != power || o.Unit != unit || o.DislodgedBy == "" {
			continue
		}
		for _, a := range issued {
			if a.Unit == o.DislodgedBy {
				return a.Power + " " + a.Unit
			}
		}
		return o.DislodgedBy
	}
	return ""
}

// byWhom is " by GERMANY A BUR" for a dislodgement, or nothing.
func byWhom(issued []gamefile.IssuedOrder, power, unit string) string {
	if by := dislodger(issued, power, unit); by != "" {
		return " by " + by
	}
	return ""
}

// buildsLost says, by power, the builds it was due and did not use (rule
// 3.3 for a power that sent nothing); powers that lost none are absent.
func buildsLost(g *gamefile.Game, r *gamefile.Result) map[string]string {
	if g.Phase.Kind != orders.Adjustments {
		return nil
	}
	used, tried := map[string]int{}, map[string]int{}
	for _, res := range r.Results {
		if res.Order.Kind == orders.Build || res.Order.Kind == orders.Waive {
			tried[res.Power]++
			if res.Outcome == judge.Succeeds {
				used[res.Power]++
			}
		}
	}
	silent := map[string]bool{}
	for _, p := range r.Silent {
		silent[p] = true
	}
	out := map[string]string{}
	for _, p := range r.Next.Powers {
		due := g.Due(p.Name)
		lost := due - used[p.Name]
		if due <= 0 || lost <= 0 {
			continue
		}
		// A build ordered but refused is lost as surely as one not ordered;
		// say which, since the power's own report shows the refusal.
		refused := min(tried[p.Name]-used[p.Name], lost)
		var how string
		switch {
		case silent[p.Name]:
			how = "sent nothing, rule 3.3"
		case refused == 0:
			how = "not ordered"
		case refused == lost:
			how = "the builds ordered could not be made"
			if lost == 1 {
				how = "the build ordered could not be made"
			}
		default:
			how = fmt.Sprintf("%d not ordered, %d ordered could not be made", lost-refused, refused)
		}
		out[p.Name] = fmt.Sprintf("%d due, %d made, %d lost (%s)", due, used[p.Name], lost, how)
	}
	return out
}

// publicResults is what every player may see: each unit's order and result,
// dislodgements, the new position and center counts. No money (rule 2.5).
func publicResults(g *gamefile.Game, r *gamefile.Result) string {
	var b strings.Builder
	underline(&b, fmt.Sprintf("%s: %s results", g.File.Name, g.Phase.Long()), "=")
	byPower := map[string][]int{} // power -> its orders' places in the result
	for i, o := range r.Orders {
		byPower[o.Power] = append(byPower[o.Power], i)
	}
	for _, p := range r.Next.Powers {
		list := byPower[p.Name]
		if len(list) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n%s\n", p.Name)
		for _, i := range list {
			b.WriteString("  " + orderLine(r.Outcome.Orders[i], r.Orders[i].Cause, why(r, i)) + "\n")
		}
	}
	list(&b, "\nDislodged units (must retreat):", r.Next.Dislodged, func(d gamefile.DislodgedFile) string {
		return fmt.Sprintf("%s %s, attacked from %s%s", d.Power, d.Unit, d.AttackedFrom, byWhom(r.Orders, d.Power, d.Unit))
	})
	list(&b, "\nDislodged with no retreat possible, destroyed:", r.Play.Destroyed, func(d judge.Dislodgement) string {
		return d.Power + " " + d.Unit.String() + byWhom(r.Orders, d.Power, d.Unit.String())
	})
	lost := buildsLost(g, r)
	var losers []string
	for _, p := range r.Next.Powers {
		if lost[p.Name] != "" {
			losers = append(losers, p.Name)
		}
	}
	list(&b, "\nBuilds lost:", losers, func(p string) string { return p + ": " + lost[p] })
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
func writeEnd(b *strings.Builder, g *gamefile.Game, r *gamefile.Result) {
	if r.Next.Winner != "" {
		fmt.Fprintf(b, "\n%s has reached %d supply centers and wins the game.\n", r.Next.Winner, g.Map.Victory)
	}
	fmt.Fprintf(b, "\nNext phase: %s\n", r.State.Phase.Long())
}

// acceptanceInForce starts the report's last line, which states the
// power's acceptance list for the next phase; ReportBalance reads it back.
const acceptanceInForce = "Your acceptance list now in force (rules 4.2, 4.3): "

// reports are the private statements, one per power: its own money and
// offers only (rules 2.5, 5.7), its account in every phase kind, and the
// acceptance list now in force (4.2).
func reports(g *gamefile.Game, r *gamefile.Result) map[string]string {
	out := map[string]string{}
	play := &r.Play
	lost := buildsLost(g, r)
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
				fmt.Fprintf(&b, "Balance for %s: %d AgP\n", r.State.Phase.Long(), *p.Balance)
			}
		} else {
			underline(&b, fmt.Sprintf("%s: %s statement for %s", g.File.Name, g.Phase.Long(), p.Name), "=")
			acc := payola.Account{Power: p.Name, Before: play.Before[p.Name], Transfers: play.Transfers}
			for _, l := range lines {
				acc.Rows = append(acc.Rows, payola.AccountRow{Label: l.Label, Amount: l.Amount})
			}
			acc.Rows = append(acc.Rows, payola.AccountRow{Label: "New balance, for " + r.State.Phase.Long(), Amount: *p.Balance})
			acc.Write(&b, 56) // wide enough for "Bribe profits for 1901, paid to your units (rule 6.7)"
		}
		writeOwnOrders(&b, r, p.Name, lost[p.Name])
		fmt.Fprintf(&b, "\n%s%s\n", acceptanceInForce, p.Accept)
		out[p.Name] = b.String()
	}
	return out
}

// writeOwnOrders states what became of each of the power's own orders in
// the phase, with why (issue 21): its moves, supports and holds, its
// retreats and disbandments, its builds and removals (those civil disorder
// chose too), and the builds it lost. In a Tin Cup game the causes name
// only what the power saw (rule 6.3, game.View).
func writeOwnOrders(b *strings.Builder, r *gamefile.Result, power, lost string) {
	var own []string
	if v := r.Views[power]; v != nil {
		for _, s := range v.Seen {
			if s.Power == power && s.How == game.Fully {
				told := r.Seen(s).Cause
				own = append(own, orderLine(s.Order, told, whyTold(r, s.Order, told)))
			}
		}
	} else {
		for i, o := range r.Orders {
			if o.Power == power {
				own = append(own, orderLine(r.Outcome.Orders[i], o.Cause, why(r, i)))
			}
		}
	}
	if lost != "" {
		own = append(own, "Builds: "+lost)
	}
	list(b, "\nWhat became of your orders:", own, func(s string) string { return " " + s })
}

// auctionChart is the auction's chart under the GM chart's one title
// (issue 23): its own title block goes, for the GM chart's title names the
// game's seed (the one the GM gave; the auction draws from a seed made of
// it and the phase) and the passes, and so does its list of ignored lines,
// which the GM chart lists once, with the sections set aside.
func auctionChart(text string) string {
	lines := strings.SplitAfter(text, "\n")
	if len(lines) > 2 && strings.Trim(lines[1], "=\n") == "" {
		lines = lines[2:]
	}
	var out strings.Builder
	skipping := false
	for _, l := range lines {
		switch {
		case l == "Ignored lines (adjudicated without them):\n":
			skipping = true
			if s := out.String(); strings.HasSuffix(s, "\n\n") {
				out.Reset()
				out.WriteString(s[:len(s)-1])
			}
			continue
		case skipping && strings.HasPrefix(l, "   "):
			continue
		}
		skipping = false
		out.WriteString(l)
	}
	return out.String()
}

// SilentMeans is what becomes of a power's units when it sends nothing
// (rule 3.3), as the chart and the GM page say it.
func SilentMeans(kind orders.PhaseKind) string {
	switch kind {
	case orders.Movement:
		return "each of their units holds on a 0 AgP offer"
	case orders.Retreats:
		return "their dislodged units are disbanded"
	}
	return "builds not made; removals chosen by civil disorder"
}

// chart is the GM's audit: the auction's chart (with every balance), or the
// balances, then the void orders and the ignored lines.
func chart(g *gamefile.Game, r *gamefile.Result) string {
	var b strings.Builder
	auction := r.Play.Auction
	passes := ""
	if auction != nil {
		passes = fmt.Sprintf(", %d determination pass", auction.Rounds)
		if auction.Rounds != 1 {
			passes += "es"
		}
	}
	underline(&b, fmt.Sprintf("%s: %s GM chart (game seed %d%s) - GM ONLY", g.File.Name, g.Phase.Long(), r.Seed, passes), "=")
	if auction != nil {
		b.WriteString(auctionChart(auction.Chart()))
	}
	// The judge's causes, each once: void orders and those beyond what
	// is due have their own lists below, with their lines.
	var explained []int // the orders' places in the result
	for i, o := range r.Outcome.Orders {
		if _, beyond := r.Outcome.Beyond(o.OrderResult); r.Orders[i].Cause != nil && o.Outcome != judge.Void && !beyond {
			explained = append(explained, i)
		}
	}
	list(&b, "\nWhy (the judge's causes; void orders and those beyond what is due are listed below):", explained, func(i int) string {
		return fmt.Sprintf("%-8s %s", r.Orders[i].Power, orderLine(r.Outcome.Orders[i], r.Orders[i].Cause, why(r, i)))
	})
	if len(r.Silent) > 0 {
		fmt.Fprintf(&b, "\nSent nothing (rule 3.3; %s): %s\n", SilentMeans(g.Phase.Kind), strings.Join(r.Silent, ", "))
	}
	diag := func(d orders.Diagnostic) string { return d.String() }
	list(&b, "\nVoid orders (issued, without effect):", r.Void, diag)
	list(&b, "\nBeyond what the power is due (they fail):", r.Excess, diag)
	list(&b, "\nIgnored lines (adjudicated leniently):", r.Ignored, diag)
	// Every balance from the phase's start to the next phase's, with what
	// moved it after the auction (income, Zero Sum's year end, forfeits).
	moved := func(name string) bool {
		l := r.Ledgers[name]
		return l.Income != 0 || l.Forfeited != 0
	}
	var shown []gamefile.PowerFile
	for _, p := range r.Next.Powers {
		if _, ok := r.Ledgers[p.Name]; ok && (auction == nil || moved(p.Name)) {
			shown = append(shown, p)
		}
	}
	list(&b, "\nBalances:", shown, func(p gamefile.PowerFile) string {
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
