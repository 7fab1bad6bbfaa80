package gamefile

import (
	"encoding/json"
	"errors"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/payola"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/sheets"
)

// variantGame is a standard 1901 game under the rules object given, with
// balances omitted so that the rules' opening treasuries apply; fn may edit
// the file further.
func variantGame(t *testing.T, rules string, fn func(m map[string]any)) *Game {
	t.Helper()
	g, err := loadEdited(t, "variant", func(m map[string]any) {
		m["rules"] = json.RawMessage(rules)
		for _, p := range m["powers"].([]any) {
			delete(p.(map[string]any), "balance")
		}
		if fn != nil {
			fn(m)
		}
	})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return g
}

func byUnit(r *Result) map[string]IssuedOrder {
	out := map[string]IssuedOrder{}
	for _, o := range r.Orders {
		out[o.Unit] = o
	}
	return out
}

func balanceOf(f *File, power string) int { return *findPower(f, power).Balance }

// Opening treasuries under each income rule (2.1, 6.1, 6.2, 6.6, 6.7) when
// the game file leaves balances out.
func TestOpeningTreasuries(t *testing.T) {
	cases := []struct {
		name, rules    string
		france, russia int
	}{
		{"rule_2.1_decreasing", `{}`, 48, 62},
		{"rule_6.1_classic_is_flat_7", `{"classic": true}`, 21, 28},
		{"rule_6.1_classic_with_explicit_income", `{"classic": true, "income": {"scheme": "decreasing"}}`, 48, 62},
		{"rule_6.6_flat_10", `{"income": {"scheme": "flat", "perCenter": 10}}`, 30, 40},
		{"rule_6.6_cap_60", `{"income": {"cap": 60}}`, 48, 60},
		{"rule_6.6_center_values", `{"income": {"scheme": "perCenter", "perCenter": 5, "centerValues": {"PAR": 12}}}`, 22, 20},
		{"rule_6.6_victory_24", `{"income": {"victory": 24}}`, 66, 86},
		{"rule_6.7_zero_sum_10_per_center", `{"zeroSum": true}`, 30, 40},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := variantGame(t, c.rules, nil)
			if fr, ru := g.Balance("FRANCE"), g.Balance("RUSSIA"); fr != c.france || ru != c.russia {
				t.Errorf("France %d, Russia %d; want %d and %d", fr, ru, c.france, c.russia)
			}
		})
	}
	// Rule 6.2 under Zero Sum: a power with units and no centers gets half
	// of 10 per unit.
	g := variantGame(t, `{"zeroSum": true}`, func(m map[string]any) { power(m, 4)["centers"] = []any{} })
	if got := g.Balance("ITALY"); got != 15 {
		t.Errorf("Italy, three units and no centers, under Zero Sum: %d, want 15 (rule 6.2)", got)
	}
	// StartVariant writes the same treasuries into a new game file.
	f, err := StartVariant(board.Standard(), "c", 1, json.RawMessage(`{"classic": true}`))
	if err != nil || *findPower(f, "RUSSIA").Balance != 28 || string(f.Rules) != `{"classic": true}` {
		t.Errorf("StartVariant classic: %v, %+v", err, f)
	}
	if _, err := StartVariant(board.Standard(), "c", 1, json.RawMessage(`{"classic": true, "blind": true}`)); err == nil {
		t.Error("StartVariant accepted contradictory rules")
	}
}

// The game panel reads the rules in words; every switch that is on shows.
func TestRulesSummary(t *testing.T) {
	g := variantGame(t, `{"ebayola": true, "blind": true}`, func(m map[string]any) { power(m, 2)["status"] = "loyal" })
	text := strings.Join(g.RulesSummary(), "\n")
	for _, want := range []string{"eBayola (rule 6.4)", "Tin Cup (rule 6.3)", "only the part of the board it can see", "Income: decreasing: 17 AgP", "Loyal units (rule 6.5): FRANCE"} {
		if !strings.Contains(text, want) {
			t.Errorf("summary lacks %q:\n%s", want, text)
		}
	}
	if c := variantGame(t, `{"classic": true}`, nil); !strings.Contains(strings.Join(c.RulesSummary(), "\n"), "7 AgP per supply center") {
		t.Errorf("Classic summary: %v", c.RulesSummary())
	}
	// game.Rules has no JSON shape of its own (the file keeps the rules
	// object as written): the switches read are the typed fields.
	if !g.Rules.EBayola || !g.Rules.Blind || g.Rules.ZeroSum || g.Rules.Classic {
		t.Errorf("rules read: %+v", g.Rules)
	}
}

// Rule 6.1 through the whole pipeline (reference-judge scenario 22c):
// every Classic restriction is an error citing the rule; the remaining
// lines adjudicate as expected; the checker page applies the same rules.
func TestClassicGame(t *testing.T) {
	g := variantGame(t, `{"classic": true}`, func(m map[string]any) {
		power(m, 2)["balance"] = 10
		power(m, 2)["accept"] = "FAEGIRT"
	})
	bad := "FRANCE:\n8 : A PAR - BUR\n3 : A PAR - PIC\n2 > A MAR - PIE\n1 : F BRE - MAO | - PIC\n2*3 : F BRE - MAO\n2+1 : F BRE - MAO\n5 $\nA MAR - GAS\nGERMANY:\n0 : A PAR - PIC\n"
	_, err := Adjudicate(g, bad, game.Options{})
	var ds Diagnostics
	if !errors.As(err, &ds) || len(ds) != 6 {
		t.Fatalf("want 6 diagnostics (lines 3-8), got %v", err)
	}
	for i, d := range ds {
		if d.Line != i+3 || d.Power != "FRANCE" || !strings.Contains(d.Msg, "6.1") {
			t.Errorf("diagnostic %d: %s", i, d)
		}
	}
	r := mustAdjudicate(t, g, "FRANCE:\n8 : A PAR - BUR\nA MAR - GAS\nGERMANY:\n0 : A PAR - PIC\n", game.Options{})
	u := byUnit(r)
	if u["A PAR"].Order != "A PAR - BUR" || u["A MAR"].Order != "A MAR - GAS" {
		t.Errorf("orders: %+v %+v", u["A PAR"], u["A MAR"])
	}
	if l := r.Ledgers["FRANCE"]; l.Paid != 8 || l.After != 2 {
		t.Errorf("France: %+v; want 8 paid, 2 left", l)
	}
	// The checker page: the same line is an error in this game only.
	sc, err := sheets.CheckSheet(g.State.SheetBoard(), "FRANCE", "2 > A MAR - PIE\n")
	if err != nil || len(sc.Diagnostics) != 1 || !strings.Contains(sc.Diagnostics[0].Msg, "6.1") {
		t.Errorf("CheckSheet under Classic: %v %+v", err, sc)
	}
	if sc, _ := sheets.CheckSheet((*game.State)(nil).SheetBoard(), "FRANCE", "2 > A MAR - PIE\n"); len(sc.Diagnostics) != 0 {
		t.Errorf("CheckSheet without a game: %+v", sc.Diagnostics)
	}
	if tc := game.CheckText(g.State, "GERMANY:\n0 : A PAR - PIC\n"); len(tc.Diagnostics) != 0 {
		t.Errorf("CheckText: a 0 offer to a foreign unit is allowed in Classic: %v", tc.Diagnostics)
	}
}

// Rule 6.4 through the pipeline (reference-judge scenario 15).
func TestEBayolaGame(t *testing.T) {
	g := variantGame(t, `{"ebayola": true}`, func(m map[string]any) { power(m, 2)["accept"] = "FAEGIRT" })
	r := mustAdjudicate(t, g, "FRANCE:\n5 : A PAR - BUR\n3 : A MAR - PIE\nENGLAND:\n4 : A PAR - BUR\nGERMANY:\n6 : A PAR - PIC\n", game.Options{})
	u := byUnit(r)
	if o := u["A PAR"]; o.Order != "A PAR - BUR" || o.Total == nil || *o.Total != 7 {
		t.Errorf("A PAR: %+v; want BUR at 7", o)
	}
	if o := u["A MAR"]; o.Total == nil || *o.Total != 1 {
		t.Errorf("A MAR: %+v; want a lone bid at 1", o)
	}
	for p, want := range map[string]int{"FRANCE": 44, "ENGLAND": 44, "GERMANY": 48} {
		if got := balanceOf(r.Next, p); got != want {
			t.Errorf("%s ends with %d, want %d", p, got, want)
		}
	}
	if chart := r.Play.Auction.Chart(); !strings.Contains(chart, "eBayola: bid 9, price 7, rebates FRA 2") {
		t.Errorf("the chart must show the rebate:\n%s", chart)
	}
}

// Rule 6.5 in a mixed game: France is loyal, the others are bribed. Its
// plain orders are obeyed at no cost; its money buys foreign units; money
// offered to its units is an error citing the rule.
func TestMixedLoyalGame(t *testing.T) {
	g := variantGame(t, `{}`, func(m map[string]any) { power(m, 2)["status"] = "loyal" })
	_, err := Adjudicate(g, "GERMANY:\n5 : A PAR - PIC\nFRANCE:\n3 : A PAR - BUR\n", game.Options{})
	var ds Diagnostics
	if !errors.As(err, &ds) || len(ds) != 2 || !strings.Contains(ds[0].Msg, "6.5") || !strings.Contains(ds[1].Msg, "6.5") {
		t.Fatalf("money to a loyal unit: %v", err)
	}
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nF BRE - MAO\n4 : A MUN - RUH\nGERMANY:\n3 : A MUN - BOH\n2 : A BER - SIL\n", game.Options{})
	u := byUnit(r)
	if o := u["A PAR"]; o.Order != "A PAR - BUR" || o.Total != nil {
		t.Errorf("A PAR: %+v; a loyal unit takes its owner's order and no money", o)
	}
	if o := u["A MAR"]; o.Order != "A MAR H" {
		t.Errorf("A MAR without an order: %+v; want the default hold", o)
	}
	if o := u["A MUN"]; o.Order != "A MUN - RUH" || o.Total == nil || *o.Total != 4 {
		t.Errorf("A MUN: %+v; France's 4 beats Germany's 3", o)
	}
	if fr, ge := balanceOf(r.Next, "FRANCE"), balanceOf(r.Next, "GERMANY"); fr != 44 || ge != 46 {
		t.Errorf("France %d, Germany %d; want 44 and 46", fr, ge)
	}
	if rep := r.Play.Auction.Report("FRANCE"); !strings.Contains(rep, "loyal: your order") || !strings.Contains(rep, "A MUN - RUH                      4 AgP") {
		t.Errorf("France's report:\n%s", rep)
	}
}

// Rule 6.7 (reference-judge scenario 24): bribe money paid to a power's
// units during the year, kept in the history, comes back after Fall; a
// neutral center pays 10; an owned one moves floor(balance ÷ centers at
// the start of the year) from the loser.
func TestZeroSumYear(t *testing.T) {
	// 24b: the spring: Germany buys A PAR, France its own A MAR.
	g := variantGame(t, `{"zeroSum": true}`, func(m map[string]any) { power(m, 2)["accept"] = "FAEGIRT" })
	r := mustAdjudicate(t, g, "GERMANY:\n4 : A PAR - PIC\nFRANCE:\n2 : A MAR - PIE\n", game.Options{})
	if fr, ge := balanceOf(r.Next, "FRANCE"), balanceOf(r.Next, "GERMANY"); fr != 28 || ge != 26 {
		t.Errorf("after spring: France %d, Germany %d; want 28 and 26", fr, ge)
	}
	if e := r.Next.History.At(0).Earned; len(e) != 1 || e["FRANCE"] != 6 {
		t.Errorf("history earned: %v; want FRANCE 6 (0 + 2 + 4)", e)
	}
	if r.Play.Earned["FRANCE"] != 6 {
		t.Errorf("paid to France's units: %v; want 6", r.Play.Earned)
	}

	// 24c: the end of the year, from a fall position with that spring in
	// the history: France holds MUN and neutral SPA.
	fall := variantGame(t, `{"zeroSum": true}`, func(m map[string]any) {
		m["phase"] = "F1901M"
		power(m, 2)["balance"] = 20
		power(m, 2)["units"] = []any{"F BRE", "A MUN", "A SPA"}
		power(m, 3)["balance"] = 24
		power(m, 3)["units"] = []any{"F KIE", "A BER", "A RUH"}
		m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}, "earned": map[string]any{"FRANCE": 6}}}
	})
	r = mustAdjudicate(t, fall, "", game.Options{})
	if r.NextPhase != "W1901A" {
		t.Fatalf("next phase %s", r.NextPhase)
	}
	for p, want := range map[string]int{"FRANCE": 44, "GERMANY": 16, "ENGLAND": 30, "RUSSIA": 40} {
		if got := balanceOf(r.Next, p); got != want {
			t.Errorf("%s: %d, want %d", p, got, want)
		}
	}
	h := r.Next.History.At(r.Next.History.Len() - 1)
	want := []payola.CaptureRecord{{Center: "MUN", From: "GERMANY", To: "FRANCE", Amount: 8}, {Center: "SPA", To: "FRANCE", Amount: 10}}
	if len(h.Captures) != 2 || h.Captures[0] != want[0] || h.Captures[1] != want[1] || h.Income["FRANCE"] != 6 {
		t.Errorf("history: captures %+v, income %v", h.Captures, h.Income)
	}
	for _, c := range []struct {
		power, label string
		amount       int
	}{
		{"FRANCE", "Bribe profits for 1901, paid to your units (rule 6.7)", 6},
		{"FRANCE", "Capture of MUN from GERMANY (rule 6.7)", 8},
		{"FRANCE", "Capture of neutral SPA (rule 6.7)", 10},
		{"GERMANY", "Loss of MUN to FRANCE (rule 6.7)", -8},
	} {
		if got, ok := accountOf(r, c.power, c.label); !ok || got != c.amount {
			t.Errorf("%s's account lacks %q: %d AgP; it holds %v", c.power, c.label, c.amount, r.Play.Account[c.power])
		}
	}
	// No tax before the next spring (6.7): the winter changes nothing.
	r = mustAdjudicate(t, next(t, r), "FRANCE:\nBUILD A PAR\nGERMANY:\nREMOVE A RUH\n", game.Options{})
	if r.NextPhase != "S1902M" || balanceOf(r.Next, "FRANCE") != 44 || balanceOf(r.Next, "GERMANY") != 16 {
		t.Errorf("after the winter: %s, France %d, Germany %d", r.NextPhase, balanceOf(r.Next, "FRANCE"), balanceOf(r.Next, "GERMANY"))
	}
}

// Rule 6.3: offers to or mentioning missing units are ignored silently, kept
// for the publication (engine/publish shows it); reports give nationality
// and amount, never the order.
func TestTinCupGame(t *testing.T) {
	g := variantGame(t, `{"blind": true}`, nil)
	text := "GERMANY:\n6 : A PAR - PIC\n9 : A PIC - BUR\n3 : A MUN S A PIC - BUR\n"
	if tc := game.CheckText(g.State, text); len(tc.Diagnostics) != 0 {
		t.Fatalf("Tin Cup phantoms must not be diagnostics: %v", tc.Diagnostics)
	}
	r := mustAdjudicate(t, g, text, game.Options{})
	u := byUnit(r)
	if u["A PAR"].Order != "A PAR - PIC" || u["A MUN"].Order != "A MUN H" {
		t.Errorf("orders: %+v %+v", u["A PAR"], u["A MUN"])
	}
	if got := balanceOf(r.Next, "GERMANY"); got != 42 {
		t.Errorf("Germany paid for phantom offers: %d left, want 42", got)
	}
	ge := r.Play.Auction.Report("GERMANY")
	if !strings.Contains(ge, "A PAR (FRENCH)                   6 AgP") || strings.Contains(ge, "A PAR - PIC                      6") || strings.Contains(ge, "6.3") {
		t.Errorf("Germany's report:\n%s", ge)
	}
	h := r.Next.History.At(0)
	if len(h.Phantoms) != 2 || !strings.Contains(h.Phantoms[0], "GERMANY line 3: 9 : A PIC - BUR") {
		t.Errorf("history phantoms: %v", h.Phantoms)
	}
}
