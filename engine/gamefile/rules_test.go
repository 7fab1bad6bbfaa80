package gamefile

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/sheets"
)

// Contradictions name both switches in the GM's words, each with its key,
// whichever key switched the part on (rule 6.1 with 6.3 and 6.7).
func TestClassicPartsContradictions(t *testing.T) {
	cases := []struct {
		rules string
		words []string
	}{
		{`{"classic": true, "blind": true}`, []string{"Payola Classic's 0 AgP offers to foreign units (classic, rule 6.1)", "Tin Cup (blind, rule 6.3)"}},
		{`{"zeroToForeign": true, "blind": true}`, []string{"0 AgP offers to foreign units (zeroToForeign, rule 6.1)", "Tin Cup (blind, rule 6.3)"}},
		{`{"classic": true, "zeroSum": true}`, []string{"Payola Classic's flat income of 7 AgP per supply center (classic, rule 6.1)", "Zero Sum (zeroSum, rule 6.7)"}},
		{`{"flatIncome": true, "zeroSum": true}`, []string{"flat income of 7 AgP per supply center (flatIncome, rule 6.1)", "Zero Sum (zeroSum, rule 6.7)"}},
		{`{"flatIncome": true, "income": {"scheme": "decreasing"}}`, []string{"flat income of 7 AgP per supply center (flatIncome, rule 6.1)", "income scheme (income)"}},
		{`{"zeroSum": true, "income": {"scheme": "increasing"}}`, []string{"Zero Sum (zeroSum, rule 6.7)", "income scheme (income)"}},
		{`{"noSavings": "yes"}`, []string{"noSavings: must be true or false"}},
		{`{"noSaving": true}`, []string{"did you mean noSavings"}},
	}
	for _, c := range cases {
		_, err := parseRules(json.RawMessage(c.rules), board.Standard())
		for _, w := range c.words {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %v; want an error naming %q", c.rules, err, w)
			}
		}
	}
	// A part switched off contradicts nothing, said alone or beside classic.
	for _, ok := range []string{`{"classic": true, "zeroToForeign": false, "blind": true}`, `{"classic": true, "flatIncome": false, "zeroSum": true}`,
		`{"flatIncome": false, "income": {"scheme": "flat", "perCenter": 5}}`, `{"classic": true, "flatIncome": false, "income": {"scheme": "flat", "perCenter": 5}}`} {
		if _, err := parseRules(json.RawMessage(ok), board.Standard()); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
}

// Each part on its own through a whole game: the part's line is refused
// (rule 6.1), the others' lines are not; flat income pays 7 per center.
func TestClassicPartsInAGame(t *testing.T) {
	lines := map[string]string{
		"directOnly":      "2 > A MAR - PIE",
		"oneOfferPerUnit": "1 : F BRE - MAO | - PIC",
		"noSavings":       "5 $",
		"noPlateaus":      "3#2 : F BRE - MAO",
		"noRepetition":    "2*3 : F BRE - MAO",
	}
	for part := range lines {
		g := variantGame(t, `{"`+part+`": true}`, nil)
		for other, line := range lines {
			sc, err := sheets.CheckSheet(g.State.SheetBoard(), "FRANCE", line+"\n")
			if err != nil {
				t.Fatal(err)
			}
			if refused := len(sc.Diagnostics) > 0; refused != (other == part) {
				t.Errorf("%s alone, %q: diagnostics %v", part, line, sc.Diagnostics)
			}
		}
		if strings.Contains(strings.Join(g.RulesSummary(), "\n"), "Income: 7 AgP") {
			t.Errorf("%s alone pays the flat income: %v", part, g.RulesSummary())
		}
	}
	zero := "0 : A MUN - RUH\n"
	if sc, _ := sheets.CheckSheet(variantGame(t, `{"zeroToForeign": true}`, nil).State.SheetBoard(), "FRANCE", zero); len(sc.Diagnostics) != 0 {
		t.Errorf("zeroToForeign alone refuses a 0 offer to a German unit: %v", sc.Diagnostics)
	}
	if sc, _ := sheets.CheckSheet(variantGame(t, `{"classic": true, "zeroToForeign": false}`, nil).State.SheetBoard(), "FRANCE", zero); len(sc.Diagnostics) != 1 {
		t.Errorf("classic without zeroToForeign allows a 0 offer to a German unit: %v", sc.Diagnostics)
	}
	flat := variantGame(t, `{"flatIncome": true}`, nil)
	if b := balanceOf(flat.File, "RUSSIA"); b != 28 {
		t.Errorf("flatIncome alone: Russia opens with %d, want 7 x 4 = 28", b)
	}
	if sc, _ := sheets.CheckSheet(flat.State.SheetBoard(), "FRANCE", "2*3 > A MAR - PIE\n5 $\n"); len(sc.Diagnostics) != 0 {
		t.Errorf("flatIncome alone refuses offers: %v", sc.Diagnostics)
	}
}

// The rules panel lists the parts in words.
func TestClassicPartsDescribed(t *testing.T) {
	g := variantGame(t, `{"classic": true, "noSavings": false}`, nil)
	text := strings.Join(g.RulesSummary(), "\n")
	for _, want := range []string{"Payola Classic (rule 6.1), with these of its parts only", "direct offers (:) only", "one offer per unit", "no plateaus", "no repetition (*) or augmentation (+)", "0 AgP offers to foreign units allowed", "Income: 7 AgP per supply center each year, flat"} {
		if !strings.Contains(text, want) {
			t.Errorf("summary lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "savings") {
		t.Errorf("summary names the part turned off:\n%s", text)
	}
	one := strings.Join(variantGame(t, `{"noPlateaus": true}`, nil).RulesSummary(), "\n")
	if !strings.Contains(one, "Parts of Payola Classic (rules 6, 6.1):\n  - no plateaus (#)") || strings.Contains(one, "direct offers") {
		t.Errorf("one part:\n%s", one)
	}
}

// The game panel's rules (rule 6.5): loyal powers are named in one line,
// in the file's order, and the line is absent when no power is loyal.
func TestRulesSummaryNamesLoyalPowers(t *testing.T) {
	income := "Income: decreasing: 17 AgP for the first center, one less for each next (rule 2.1, victory at 18)"
	if got := newGame(t, game.Playing).RulesSummary(); strings.Join(got, "\n") != income {
		t.Errorf("no loyal power: %q", got)
	}
	g, err := loadEdited(t, "loyal", func(m map[string]any) {
		power(m, 2)["status"] = game.Loyal // France
		power(m, 4)["status"] = game.Loyal // Italy
	})
	if err != nil {
		t.Fatal(err)
	}
	want := income + "\nLoyal units (rule 6.5): FRANCE, ITALY order their own units directly; those units take no money. Other powers' units take bribes"
	if got := strings.Join(g.RulesSummary(), "\n"); got != want {
		t.Errorf("France and Italy loyal:\n%s\nwant:\n%s", got, want)
	}
}
