package game

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// PowerSummary is what the GM sees of one section while typing.
type PowerSummary struct {
	Power     string   `json:"power"`
	Offers    int      `json:"offers"`    // atomic offers (repetitions counted)
	Offered   int      `json:"offered"`   // their amounts added up
	Savings   int      `json:"savings"`   // savings requested (rule 3.4)
	Orders    int      `json:"orders"`    // plain orders (loyal powers, retreats, adjustments)
	Problems  int      `json:"problems"`  // lines with a diagnostic
	Explained []string `json:"explained"` // each valid line and what it becomes
}

// TextCheck is the live check of the GM's whole pasted text.
type TextCheck struct {
	Diagnostics Diagnostics `json:"diagnostics"`
	// Void lists orders that will be issued but cannot be carried out (a move
	// to a place the unit does not reach, a build in an occupied center): not
	// problems that stop adjudication, but what the GM will want to know.
	Void   Diagnostics    `json:"void"`
	Powers []PowerSummary `json:"powers"`
	Silent []string       `json:"silent"` // powers expected to send something that did not (rule 3.3)
	Excess Diagnostics    `json:"excess"` // builds or removals beyond what the power is due: they will fail
}

// Check reads the pasted text as Adjudicate would, without adjudicating:
// every problem, and a summary per power.
func Check(g *Game, text string) *TextCheck {
	if err := tooLong(text); err != nil {
		return &TextCheck{Diagnostics: Diagnostics{{Msg: err.Error()}}}
	}
	all, diags := SplitSections(g.Map, text)
	secs := readSections(all)
	tc := &TextCheck{Diagnostics: diags, Silent: g.Silent(secs)}
	switch g.Phase.Kind {
	case 'M':
		sheets, _, voids, _, ds := g.readMovement(secs)
		tc.Diagnostics = append(tc.Diagnostics, ds...)
		for _, d := range voids {
			tc.Void = append(tc.Void, d)
		}
		for _, s := range secs {
			sum := PowerSummary{Power: s.Power}
			if sh := sheets[s.Power]; sh != nil {
				summariseSheet(&sum, sh)
			} else {
				sum.Orders = countOrders(s)
			}
			tc.Powers = append(tc.Powers, sum)
		}
	case 'R':
		_, voids, _, ds := g.readRetreats(secs)
		tc.Diagnostics = append(tc.Diagnostics, ds...)
		tc.Void = voids
		tc.Powers = plainSummaries(secs)
	default:
		ords, voids, _, ds := g.readAdjustments(secs)
		tc.Diagnostics = append(tc.Diagnostics, ds...)
		tc.Excess = g.excessAdjustments(secs, judge.Adjustments(g.Map, g.Pos, g.Owners, ords).Results)
		tc.Void = voids
		tc.Powers = plainSummaries(secs)
	}
	if len(tc.Diagnostics) == 0 && g.File.Winner == "" {
		// What only the phase's run finds (a transfer the treasury cannot
		// cover, the auction's complaints) shows here first: Adjudicate
		// refuses nothing the check did not show.
		_, tc.Diagnostics = g.runPhase(secs, nil, g.seed(Options{}))
	}
	tc.Diagnostics.Sort()
	tc.Void.Sort()
	for i := range tc.Powers {
		for _, d := range tc.Diagnostics {
			if d.Power == tc.Powers[i].Power {
				tc.Powers[i].Problems++
			}
		}
	}
	return tc
}

func summariseSheet(sum *PowerSummary, sh *payola.Sheet) {
	sum.Offers, sum.Offered = sh.Tally()
	sum.Savings = sh.Savings
	sum.Explained = sh.Explain()
}

func countOrders(s Section) int {
	n := 0
	for _, l := range s.Lines {
		if !isBlank(l.Text) {
			n++
		}
	}
	return n
}

func plainSummaries(secs []Section) []PowerSummary {
	var out []PowerSummary
	for _, s := range secs {
		out = append(out, PowerSummary{Power: s.Power, Orders: countOrders(s)})
	}
	return out
}

// SheetCheck is the check of one player's offer sheet.
type SheetCheck struct {
	Diagnostics Diagnostics `json:"diagnostics"`
	PowerSummary
}

// CheckSheet checks one player's sheet. With a game, units and the legality
// of every order are checked against its board and the game's rules apply
// (Classic's restrictions, loyal units, Tin Cup's silently ignored offers,
// which the summary explains); without one (g == nil), only the syntax and
// the standard map. power may be "" when unknown.
func CheckSheet(g *Game, power, text string) (*SheetCheck, error) {
	m := board.Standard()
	var pos orders.Position
	var rules payola.Rules
	if g != nil {
		m, pos, rules = g.Map, g.Pos, g.payolaRules()
	}
	if power != "" {
		p := m.Power(power)
		if p == nil {
			return nil, fmt.Errorf("%q is not a power of the %s map (%s)", power, m.ID, powerNames(m))
		}
		power = p.Name
	}
	if err := tooLong(text); err != nil {
		return nil, err
	}
	lines := orders.Normalise(text, 1)
	var head Diagnostics
	lines, power = ownHeader(m, lines, power, &head)
	sh, ds := payola.ParseSection(m, pos, power, lines, rules)
	sc := &SheetCheck{PowerSummary: PowerSummary{Power: power}}
	sc.Diagnostics = append(head, ds...)
	sc.Diagnostics.Sort()
	if sh != nil {
		if rules.Blind {
			sh = sh.AsWritten() // a player is told nothing of units it cannot see (rule 6.3)
		}
		summariseSheet(&sc.PowerSummary, sh)
	}
	sc.Problems = len(sc.Diagnostics)
	return sc, nil
}

// ownHeader reads a sheet that starts with its power's header ("FRANCE:"),
// as a player sends it: the header names the power (it must agree with
// power when one is given) and the sheet is the lines after it. Another
// header further down is an error: one sheet is one power's.
func ownHeader(m *board.Map, lines []orders.Line, power string, diags *Diagnostics) ([]orders.Line, string) {
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
