package gamefile

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// yearTexts are the GM's texts of a whole year in which France is
// dislodged in the Fall, retreats, and Germany and France build, as
// gametest.Year gives them to the packages above.
func yearTexts(t *testing.T) []struct{ Phase, Text string } {
	data, err := os.ReadFile(filepath.Join("..", "game", "gametest", "year.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var out []struct{ Phase, Text string }
	for _, part := range strings.Split(string(data), "== ")[1:] {
		phase, text, _ := strings.Cut(part, "\n")
		out = append(out, struct{ Phase, Text string }{phase, text})
	}
	return out
}

// playYear adjudicates the year from a new game with the given rules,
// returning each phase's game and result.
func playYear(t *testing.T, rules string) ([]*Game, []*Result) {
	t.Helper()
	g := variantGame(t, rules, nil)
	var games []*Game
	var results []*Result
	for _, ph := range yearTexts(t) {
		if g.Phase.String() != ph.Phase {
			t.Fatalf("the game is at %s, want %s", g.Phase, ph.Phase)
		}
		r := mustAdjudicate(t, g, ph.Text, game.Options{})
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
// history says the same (engine/publish checks the reports and the chart).
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
						// Every power in play has a ledger, 0 AgP included,
						// in every phase kind (issue 28).
						if inPlay(g, p) || before != 0 || after != 0 {
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
					h := r.Next.History.At(r.Next.History.Len() - 1)
					if h.Balances[p.Name] != before {
						t.Errorf("%s %s: history balance %d, want %d", r.Phase, p.Name, h.Balances[p.Name], before)
					}
				}
			}
		})
	}
}

// game-format §4: "orders" is a list, empty when nothing was ordered.
func TestOrdersAlwaysAList(t *testing.T) {
	games, _ := playYear(t, `{}`)
	r := mustAdjudicate(t, games[3], "", game.Options{}) // a winter with no orders
	if len(r.Orders) != 0 {
		t.Fatalf("orders %+v", r.Orders)
	}
	data, _ := json.Marshal(r)
	if !strings.Contains(string(data), `"orders":[]`) {
		t.Errorf("--json: %s", data)
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
			power(m, 1)["status"] = game.Resigned // England: no centers, no units
			power(m, 1)["centers"] = []any{}
			power(m, 1)["units"] = []any{}
			power(m, 1)["balance"] = 30
			power(m, 2)["status"] = game.Resigned // France keeps its centers
			power(m, 2)["balance"] = 20
		})
		if err != nil {
			t.Fatal(err)
		}
		r := mustAdjudicate(t, g, "", game.Options{})
		if got := balanceOf(r.Next, "ENGLAND"); got != 0 {
			t.Errorf("%s: England keeps %d AgP", phase, got)
		}
		if l := r.Ledgers["ENGLAND"]; l.Before != 30 || l.Forfeited != 30 || l.After != 0 {
			t.Errorf("%s: England's ledger %+v", phase, l)
		}
		if got, ok := accountOf(r, "ENGLAND", "Forfeited: resigned without supply centers (rule 2.4)"); !ok || got != -30 {
			t.Errorf("%s: England's account %v", phase, r.Play.Account["ENGLAND"])
		}
		if got := balanceOf(r.Next, "FRANCE"); got < 20 {
			t.Errorf("%s: resigned France with centers has %d AgP, want its 20 kept", phase, got)
		}
	}
}

// Rule 3.3: the powers that sent nothing are named, in the check before
// adjudication and in the result (for the GM chart).
func TestSilentPowersListed(t *testing.T) {
	g, err := loadEdited(t, "silent", func(m map[string]any) {
		power(m, 6)["status"] = game.Dummy    // Turkey is not played: nothing expected
		power(m, 5)["status"] = game.Resigned // nor from resigned Russia
	})
	if err != nil {
		t.Fatal(err)
	}
	text := "FRANCE:\n5 : A PAR - BUR\nENGLAND:\n2 : F LON - NTH\n"
	want := []string{"AUSTRIA", "GERMANY", "ITALY"}
	if got := game.CheckText(g.State, text).Silent; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("check: silent %v, want %v", got, want)
	}
	r := mustAdjudicate(t, g, text, game.Options{})
	if strings.Join(r.Silent, " ") != strings.Join(want, " ") {
		t.Errorf("result: silent %v, want %v", r.Silent, want)
	}
	// In the retreats only the owners of dislodged units are expected; in
	// the winter only powers with an adjustment to make.
	games, _ := playYear(t, `{}`)
	if got := game.CheckText(games[2].State, "").Silent; strings.Join(got, " ") != "FRANCE" {
		t.Errorf("retreats: silent %v, want FRANCE", got)
	}
	if got := game.CheckText(games[3].State, "GERMANY:\nBUILD A BER\n").Silent; strings.Join(got, " ") != "ENGLAND FRANCE" {
		t.Errorf("winter: silent %v, want ENGLAND FRANCE (builds due)", got)
	}
}

// inPlay: the power began the phase with a unit, a dislodged unit or a
// center (game-format §4's ledgers list it, 0 AgP included).
func inPlay(g *Game, p PowerFile) bool {
	if len(p.Units) > 0 || len(p.Centers) > 0 {
		return true
	}
	for _, d := range g.File.Dislodged {
		if d.Power == p.Name {
			return true
		}
	}
	return false
}

// Issue 28, game-format §4: a power whose only unit is dislodged, with no
// center and 0 AgP, is in play in the retreat phase: its ledger is listed
// though the phase disbands its unit and leaves it nothing.
func TestRetreatLedgerListsAPowerWithNothingButADislodgedUnit(t *testing.T) {
	g, err := Load([]byte(`{"format":"payola-game/1","map":"standard","phase":"F1901R","powers":[
		{"name":"FRANCE","balance":0,"units":[],"centers":[]},
		{"name":"GERMANY","balance":7,"units":["A BUR"],"centers":["MUN"]}],
		"dislodged":[{"power":"FRANCE","unit":"A BUR","attackedFrom":"MUN"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	r := mustAdjudicate(t, g, "", game.Options{})
	if l, ok := r.Ledgers["FRANCE"]; !ok || l.Before != 0 || l.After != 0 {
		t.Errorf("France's ledger %+v (listed %v); want 0 -> 0 listed", l, ok)
	}
	if _, ok := r.Ledgers["ITALY"]; ok {
		t.Errorf("Italy, with nothing in this game, has a ledger: %+v", r.Ledgers)
	}
}
