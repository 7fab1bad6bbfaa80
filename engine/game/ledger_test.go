package game

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/orders"
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
	for _, rules := range []string{`{}`, `{"zeroSum": true}`, `{"classic": true}`, `{"ebayola": true}`, `{"blind": true}`} {
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
					if g.Phase.Kind != orders.Movement && !strings.Contains(r.Chart, fmt.Sprintf("%-8s %5d -> %5d AgP", p.Name, before, after)) {
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

// Rule 4.2: each report confirms the power's own acceptance list now in
// force, the new one when the sheet changed it, and no other power's.
func TestReportsConfirmAcceptanceList(t *testing.T) {
	g := newGame(t, Playing)
	r := mustAdjudicate(t, g, "FRANCE:\nACCEPT FEG?\n5 : A PAR - BUR\n", Options{})
	const line = "Your acceptance list now in force (rules 4.2, 4.3): "
	if !strings.Contains(r.Reports["FRANCE"], line+"FEG?\n") {
		t.Errorf("France's report:\n%s", r.Reports["FRANCE"])
	}
	if rep := r.Reports["ENGLAND"]; !strings.Contains(rep, line+"E?\n") || strings.Contains(rep, "FEG?") {
		t.Errorf("England's report:\n%s", rep)
	}
	// Retreats and adjustments confirm it too.
	_, results := playYear(t, `{}`)
	for _, r := range results[2:] {
		if !strings.Contains(r.Reports["GERMANY"], line+"G?\n") {
			t.Errorf("%s: Germany's report:\n%s", r.Phase, r.Reports["GERMANY"])
		}
	}
}

// Rule 2.4, payola-rules §10.14: a resigned power with no centers and no
// units forfeits its treasury in the phase it is found so, whatever the
// phase kind; one that still has centers keeps its money.
func TestResignedEliminatedPowerForfeits(t *testing.T) {
	for _, phase := range []string{"S1901M", "F1901M", "F1901R", "W1901A"} {
		g, err := loadEdited(t, "resigned", func(m map[string]any) {
			m["phase"] = phase
			if phase == "F1901R" {
				m["dislodged"] = []any{map[string]any{"power": "ITALY", "unit": "A VEN", "attackedFrom": "TYR"}}
				power(m, 4)["units"] = []any{"F NAP", "A ROM"}
				power(m, 0)["units"] = []any{"A VEN", "A BUD", "F TRI"}
				power(m, 0)["centers"] = []any{"BUD", "TRI", "VIE"}
			}
			power(m, 1)["status"] = Resigned // England: no centers, no units
			power(m, 1)["centers"] = []any{}
			power(m, 1)["units"] = []any{}
			power(m, 1)["balance"] = 30
			power(m, 2)["status"] = Resigned // France keeps its centers
			power(m, 2)["balance"] = 20
		})
		if err != nil {
			t.Fatal(err)
		}
		r := mustAdjudicate(t, g, "", Options{})
		if got := balanceOf(r.Next, "ENGLAND"); got != 0 {
			t.Errorf("%s: England keeps %d AgP", phase, got)
		}
		if l := r.Ledgers["ENGLAND"]; l.Before != 30 || l.Forfeited != 30 || l.After != 0 {
			t.Errorf("%s: England's ledger %+v", phase, l)
		}
		if !strings.Contains(r.Reports["ENGLAND"], "Forfeited") || !strings.Contains(r.Chart, "forfeited 30") {
			t.Errorf("%s: England's report:\n%s\nchart:\n%s", phase, r.Reports["ENGLAND"], r.Chart)
		}
		if got := balanceOf(r.Next, "FRANCE"); got < 20 {
			t.Errorf("%s: resigned France with centers has %d AgP, want its 20 kept", phase, got)
		}
	}
}

// Rule 3.3: the powers that sent nothing are named, in the check before
// adjudication, in the result and in the GM chart.
func TestSilentPowersListed(t *testing.T) {
	g, err := loadEdited(t, "silent", func(m map[string]any) {
		power(m, 6)["status"] = Dummy    // Turkey is not played: nothing expected
		power(m, 5)["status"] = Resigned // nor from resigned Russia
	})
	if err != nil {
		t.Fatal(err)
	}
	text := "FRANCE:\n5 : A PAR - BUR\nENGLAND:\n2 : F LON - NTH\n"
	want := []string{"AUSTRIA", "GERMANY", "ITALY"}
	if got := CheckText(g, text).Silent; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("check: silent %v, want %v", got, want)
	}
	r := mustAdjudicate(t, g, text, Options{})
	if strings.Join(r.Silent, " ") != strings.Join(want, " ") {
		t.Errorf("result: silent %v, want %v", r.Silent, want)
	}
	if !strings.Contains(r.Chart, "Sent nothing (rule 3.3") || !strings.Contains(r.Chart, "AUSTRIA, GERMANY, ITALY") {
		t.Errorf("chart:\n%s", r.Chart)
	}
	// In the retreats only the owners of dislodged units are expected; in
	// the winter only powers with an adjustment to make.
	games, _ := playYear(t, `{}`)
	if got := CheckText(games[2], "").Silent; strings.Join(got, " ") != "FRANCE" {
		t.Errorf("retreats: silent %v, want FRANCE", got)
	}
	if got := CheckText(games[3], "GERMANY:\nBUILD A BER\n").Silent; strings.Join(got, " ") != "ENGLAND FRANCE" {
		t.Errorf("winter: silent %v, want ENGLAND FRANCE (builds due)", got)
	}
}

// Rules 2.3 and 2.5 with game-format §2: a transfer written in a retreat or
// adjustment section moves money in that phase, and the statements of the
// giver and the receiver say so; nobody else hears of it.
func TestTransfersOutsideMovementAreStated(t *testing.T) {
	games, _ := playYear(t, `{}`)
	for _, g := range games[2:4] { // F1901R, W1901A
		r := mustAdjudicate(t, g, "FRANCE:\nTRANSFER 6 TO ITALY\n", Options{})
		if l := r.Ledgers["FRANCE"]; l.Transfers != -6 {
			t.Errorf("%s: France's ledger %+v", r.Phase, l)
		}
		if got, ok := amountOn(r.Reports["FRANCE"], "Transfer to ITALY"); !ok || got != -6 {
			t.Errorf("%s: France's statement does not give the transfer:\n%s", r.Phase, r.Reports["FRANCE"])
		}
		if got, ok := amountOn(r.Reports["ITALY"], "Transfer from FRANCE"); !ok || got != 6 {
			t.Errorf("%s: Italy's statement does not give the transfer:\n%s", r.Phase, r.Reports["ITALY"])
		}
		for _, p := range []string{"ENGLAND", "GERMANY"} {
			if strings.Contains(r.Reports[p], "Transfer") {
				t.Errorf("%s: %s hears of the transfer:\n%s", r.Phase, p, r.Reports[p])
			}
		}
	}
}

// A power has a ledger in a phase when it took part in the auction or has
// money (game-format §4): with no money and no auction, it has none.
func TestLedgersOnlyForPowersInTheAuctionOrWithMoney(t *testing.T) {
	g, err := loadEdited(t, "poor", func(m map[string]any) { power(m, 4)["balance"] = 0 }) // Italy
	if err != nil {
		t.Fatal(err)
	}
	r := mustAdjudicate(t, g, "FRANCE:\n3 : A PAR - BUR\n", Options{})
	if l, ok := r.Ledgers["ITALY"]; !ok || l.Before != 0 || l.After != 0 {
		t.Errorf("Spring: Italy, penniless, in the auction: ledger %+v, %v", l, ok)
	}
	winter := position(t, "W1901A", map[string][2][]string{
		"FRANCE": {strs("A PAR"), strs("PAR", "MAR")},
	}, nil, `{}`)
	*winter.PowerFile("FRANCE").Balance = 0
	r = mustAdjudicate(t, winter, "FRANCE:\nBUILD A MAR\n", Options{})
	if l, ok := r.Ledgers["FRANCE"]; !ok || l.Income != 33 {
		t.Errorf("Winter: France is paid 17 + 16 before Spring: ledger %+v, %v", l, ok)
	}
	if l, ok := r.Ledgers["ENGLAND"]; ok {
		t.Errorf("Winter: England (not listed, so 0 AgP) has a ledger %+v", l)
	}
}
