package game

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// yearTexts are the GM's texts of a whole year in which France is
// dislodged in the Fall, retreats, and Germany and France build.
var yearTexts = []struct{ phase, text string }{
	{"S1901M", `FRANCE:
5 : A PAR - BUR
3 : A MAR - SPA
2 : F BRE - MAO
TRANSFER 4 TO ENGLAND
GERMANY:
4 : A MUN - RUH
3 : A BER - MUN
3 : F KIE - HOL
ENGLAND:
2 : F LON - NTH
2 : F EDI - NWG
1 : A LVP - YOR
3 : FRENCH A PAR - PIC
ITALY:
3 : A VEN H
`},
	{"F1901M", `FRANCE:
5 : A BUR H
3 : A SPA H
2 : F MAO - POR
GERMANY:
6 : A RUH - BUR
4 : A MUN S A RUH - BUR
3 : F HOL H
ENGLAND:
2 : F NTH - NWY
`},
	{"F1901R", "FRANCE:\nA BUR - PIC\n"},
	{"W1901A", "GERMANY:\nBUILD A BER\nBUILD F KIE\nFRANCE:\nBUILD A MAR\n"},
}

// playYear adjudicates the year from a new game with the given rules,
// returning each phase's game and result.
func playYear(t *testing.T, rules string) ([]*Game, []*Result) {
	t.Helper()
	g := variantGame(t, rules, nil)
	var games []*Game
	var results []*Result
	for _, ph := range yearTexts {
		if g.Phase.String() != ph.phase {
			t.Fatalf("the game is at %s, want %s", g.Phase, ph.phase)
		}
		r := mustAdjudicate(t, g, ph.text, Options{})
		games, results = append(games, g), append(results, r)
		g = next(t, r)
	}
	if g.Phase.String() != "S1902M" {
		t.Fatalf("the year ends at %s", g.Phase)
	}
	return games, results
}

// Rules 2.5 and 5.7, game-format §4: in every phase of every kind and every
// variation, each power's ledger starts from the balance the phase began
// with, adds up, ends at the balance the next phase begins with, and the
// history, the private report and the GM chart say the same.
func TestLedgersAddUpInEveryPhase(t *testing.T) {
	for _, rules := range []string{`{}`, `{"zeroSum": true}`, `{"classic": true}`, `{"ebayola": true}`} {
		t.Run(rules, func(t *testing.T) {
			games, results := playYear(t, rules)
			for i, r := range results {
				g := games[i]
				for _, p := range g.File.Powers {
					before, after := *p.Balance, balanceOf(r.Next, p.Name)
					l, ok := r.Ledgers[p.Name]
					if !ok {
						if before != 0 || after != 0 {
							t.Errorf("%s %s: no ledger, balance %d -> %d", r.Phase, p.Name, before, after)
						}
						continue
					}
					if l.Before != before || l.After != after {
						t.Errorf("%s %s: ledger %+v, but the balance went %d -> %d", r.Phase, p.Name, l, before, after)
					}
					if sum := l.Before + l.Transfers - l.Paid + l.Income - l.Forfeited; sum != l.After {
						t.Errorf("%s %s: ledger %+v does not add up (%d)", r.Phase, p.Name, l, sum)
					}
					h := r.Next.History[len(r.Next.History)-1]
					if h.Balances[p.Name] != before {
						t.Errorf("%s %s: history balance %d, want %d", r.Phase, p.Name, h.Balances[p.Name], before)
					}
					rep := r.Reports[p.Name]
					if got, ok := amountOn(rep, "Previous balance"); ok && got != before {
						t.Errorf("%s %s: the report gives the previous balance %d, want %d:\n%s", r.Phase, p.Name, got, before, rep)
					} else if !ok && (before != 0 || r.Phase[3] != 'M') {
						t.Errorf("%s %s: the report does not give the balance %d:\n%s", r.Phase, p.Name, before, rep)
					}
					if got, ok := amountOn(rep, "New balance", "Balance for"); (ok || before != 0 || r.Phase[3] != 'M') && got != after {
						t.Errorf("%s %s: the report gives the new balance %d, want %d:\n%s", r.Phase, p.Name, got, after, rep)
					}
					if g.Phase.Kind != 'M' && !strings.Contains(r.Chart, fmt.Sprintf("%-8s %5d -> %5d AgP", p.Name, before, after)) {
						t.Errorf("%s: the chart does not show %s %d -> %d:\n%s", r.Phase, p.Name, before, after, r.Chart)
					}
				}
			}
		})
	}
}

// amountOn is the amount on the last line of the text that starts with one
// of the labels ("   New balance   41 AgP", "Balance for ...: 41 AgP").
func amountOn(text string, labels ...string) (int, bool) {
	amount, found := 0, false
	for _, line := range strings.Split(text, "\n") {
		for _, l := range labels {
			f := strings.Fields(line)
			if strings.HasPrefix(strings.TrimSpace(line), l) && len(f) >= 2 && f[len(f)-1] == "AgP" {
				if _, err := fmt.Sscan(f[len(f)-2], &amount); err == nil {
					found = true
				}
			}
		}
	}
	return amount, found
}

// game-format §4: "orders" is a list, empty when nothing was ordered.
func TestOrdersAlwaysAList(t *testing.T) {
	games, _ := playYear(t, `{}`)
	r := mustAdjudicate(t, games[3], "", Options{}) // a winter with no orders
	if len(r.Orders) != 0 {
		t.Fatalf("orders %+v", r.Orders)
	}
	data, _ := json.Marshal(r)
	if !strings.Contains(string(data), `"orders":[]`) {
		t.Errorf("--json: %s", data)
	}
}
