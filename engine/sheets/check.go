package sheets

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Summary is what the GM sees of one section while typing.
type Summary struct {
	Power     string               `json:"power"`
	Offers    int                  `json:"offers"`    // atomic offers (repetitions counted)
	Offered   int                  `json:"offered"`   // their amounts added up
	Savings   int                  `json:"savings"`   // savings requested (rule 3.4)
	Orders    int                  `json:"orders"`    // plain orders (loyal powers, retreats, adjustments)
	Problems  int                  `json:"problems"`  // lines with a diagnostic
	Explained []payola.Explanation `json:"explained"` // each valid line and what it becomes
	// Most is what the sheet costs with every offer accepted, before any
	// cut (payola.Cost.Most), and Available what the power may spend: the
	// balance Summary was given (game.CheckText gives the treasury with the
	// transfers other sheets send it, as the auction does) less the
	// sheet's transfers and savings. Over is Most less
	// Available when positive: the sheet overspends, and rule 5.5 will cut
	// its offers (issue 28: the GM sees it before adjudicating).
	Most      int `json:"most"`
	Available int `json:"available"`
	Over      int `json:"over"`
	// Overspends says so in the GM's words when Over is positive, for the
	// page to show as it is ("" otherwise).
	Overspends string `json:"overspends,omitempty"`
}

// Summary sums up the sheet for the GM, its power holding balance AgP
// (with what it receives):
// its offers and what they may cost against the money, or how many lines
// of plain orders it holds.
func (sh Sheet) Summary(balance int) Summary {
	sum := Summary{Power: sh.Power}
	if sh.Offers != nil {
		summarise(&sum, sh.Offers)
		costed(&sum, sh.Offers, balance)
		return sum
	}
	if sh.Standing != nil {
		costed(&sum, sh.Standing, balance)
	} else {
		sum.Available = balance
	}
	for _, l := range sh.Lines {
		// ACCEPT and TRANSFER lines are not orders (issue 23).
		if first := strings.ToUpper(firstWord(stripComment(l.Text))); !isBlank(l.Text) && first != "ACCEPT" && first != "TRANSFER" {
			sum.Orders++
		}
	}
	return sum
}

// costed sets what the sheet may cost against the power's balance, by
// payola's own measure (the one rule 5.5 cuts by), not the total offered.
func costed(sum *Summary, sh *payola.Sheet, balance int) {
	c := sh.Cost(balance)
	sum.Most, sum.Available, sum.Over = c.Most, c.Available, c.Over
	if c.Over > 0 {
		sum.Overspends = fmt.Sprintf("%s's offers may cost %d AgP, %d more than the %d AgP it may spend: rule 5.5 cuts them before the auction", sum.Power, c.Most, c.Over, c.Available)
	}
}

func summarise(sum *Summary, sh *payola.Sheet) {
	sum.Offers, sum.Offered = sh.Tally() // from the lines as written, never expanded (issue 19)
	sum.Savings = sh.Savings
	sum.Explained = sh.Explain()
}

// SheetCheck is the check of one player's offer sheet.
type SheetCheck struct {
	Diagnostics orders.Diagnostics `json:"diagnostics"`
	Summary
}

// CheckSheet checks one player's offer sheet as a player sends it, with or
// without its power's header. With the board's position, units and the
// legality of every order are checked and the rules apply (Classic's
// restrictions, loyal units, Tin Cup's silently ignored offers, which the
// summary explains); with a nil position, only the syntax and the map.
// power may be "" when unknown.
func CheckSheet(b Board, power, text string) (*SheetCheck, error) {
	m := b.Map
	if power != "" {
		p := orders.PowerNamed(m, power)
		if p == nil {
			return nil, fmt.Errorf("%q is not a power of the %s map (%s)", power, m.ID, powerNames(m))
		}
		power = p.Name
	}
	if err := tooLong(text); err != nil {
		return nil, err
	}
	lines := orders.Normalise(text, 1)
	var head orders.Diagnostics
	lines, power = ownHeader(m, lines, power, &head)
	// Read as the GM reads the power's section (Read), so that the
	// player is told the same problems at the same lines in every phase
	// kind (issue 28).
	sec := Section{Power: power, Lines: lines}
	if len(lines) > 0 {
		sec.FirstLine = lines[0].Num
	}
	// Without a board (b.Pos nil) it is read as an offer sheet, for its
	// syntax only.
	sh, ds := b.readSection(sec, b.Pos == nil || b.bribed())
	sc := &SheetCheck{Summary: Summary{Power: power}}
	sc.Diagnostics = append(head, ds...).Summarised()
	switch {
	case sh.Offers != nil:
		offers := sh.Offers
		if b.Rules.Blind {
			offers = offers.AsWritten() // a player is told nothing of units it cannot see (rule 6.3)
		}
		summarise(&sc.Summary, offers)
	default:
		sc.Orders = sh.Summary(0).Orders
		sc.Explained = sh.explainPlain(sc.Diagnostics)
	}
	sc.Problems = sc.Diagnostics.Total()
	return sc, nil
}

// explainPlain says what each line of a plain section becomes, as Explain
// does for an offer sheet: the order each line gives, its ACCEPT and
// TRANSFER lines, comments; a refused line is not explained.
func (sh Sheet) explainPlain(refused orders.Diagnostics) []payola.Explanation {
	bad := map[int]bool{}
	for _, d := range refused {
		bad[d.Line] = true
	}
	given := map[int]string{}
	for _, o := range sh.Orders {
		what := "order: " + o.Order.String()
		if o.Void != nil {
			what += "; void: " + o.Void.Error()
		}
		given[o.Pos.Line] = what
	}
	standing := map[int]payola.Explanation{}
	if sh.Standing != nil {
		sh.Standing.ExplainLine(func(e payola.Explanation) { standing[e.Line] = e })
	}
	var out []payola.Explanation
	for _, l := range sh.Lines {
		n := l.Num
		e, isStanding := standing[n]
		switch {
		case bad[n] || strings.TrimSpace(l.Text) == "":
		case isStanding:
			out = append(out, e)
		case given[n] != "":
			out = append(out, payola.Explanation{Line: n, Echo: strings.TrimSpace(l.Text), Meaning: given[n]})
		case isBlank(stripComment(l.Text)):
			out = append(out, payola.Explanation{Line: n, Echo: strings.TrimSpace(l.Text), Meaning: "comment"})
		}
	}
	return out
}

// ownHeader reads a sheet that starts with its power's header ("FRANCE:"),
// as a player sends it: the header names the power (it must agree with
// power when one is given) and the sheet is the lines after it. Another
// header further down is an error: one sheet is one power's.
func ownHeader(m *board.Map, lines []orders.Line, power string, diags *orders.Diagnostics) ([]orders.Line, string) {
	start := 0
	for start < len(lines) && isBlank(lines[start].Text) {
		start++
	}
	if start < len(lines) {
		l := lines[start]
		switch p, written := header(m, l.Text); {
		case written != "":
			diags.Add(power, l.Pos(1), fmt.Sprintf("%s is not a power: %s", orders.Quote(written), suggestPower(m, written)))
			lines = lines[start+1:]
		case p != "" && power != "" && p != power:
			diags.Add(power, l.Pos(1), fmt.Sprintf("this sheet is headed %s, but it is checked as %s's", p, power))
			lines = lines[start+1:]
		case p != "":
			power = p
			lines = lines[start+1:]
		}
	}
	rest := lines[:0:0]
	for _, l := range lines {
		if p, written := header(m, l.Text); p != "" || written != "" {
			diags.Add(power, l.Pos(1), fmt.Sprintf("%s starts another section: a sheet holds one power's lines; check each power's sheet on its own", orders.Quote(strings.TrimSpace(l.Text))))
			continue
		}
		rest = append(rest, l)
	}
	return rest, power
}
