package payola

import (
	"strings"
	"testing"
)

// The variations of rule 6 as the auction plays them, worked by hand from
// the reference judge's scenarios (reference-judge.md §7) and payola-rules
// §6 and §10.6.
func TestVariantScenarios(t *testing.T) {
	fr := map[string]string{"FRANCE": "FAEGIRT"}
	ebay := Rules{EBayola: true}
	classic := Rules{Classic: true}
	loyal := Rules{Loyal: map[string]bool{"FRANCE": true, "AUSTRIA": true, "ENGLAND": true, "GERMANY": true, "RUSSIA": true, "TURKEY": true}}
	cases := []struct {
		name string
		ph   phase
		want expect
	}{
		// Scenario 15: BUR 9 {F 5, E 4} against PIC 6: price 7, France (first
		// in France's list) gets the 2 back; A MAR's lone candidate costs 1.
		{"15_price_is_runner_up_plus_1_rule_6.4", phase{rules: ebay, accept: fr, sheets: map[string]string{
			"FRANCE":  "5 : A PAR - BUR\n3 : A MAR - PIE",
			"ENGLAND": "4 : A PAR - BUR",
			"GERMANY": "6 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - PIE"}, totals: map[string]int{"A PAR": 7, "A MAR": 1},
			paid: map[string]int{"FRANCE": 4, "ENGLAND": 4, "GERMANY": 0}, after: map[string]int{"FRANCE": 44, "ENGLAND": 44, "GERMANY": 48}}},
		// 15b: the move wildcard's money is in both candidates; the pool of 4
		// all goes to France.
		{"15b_wildcard_money_and_rebate_order_rule_6.4", phase{rules: ebay, accept: fr, sheets: map[string]string{
			"FRANCE":  "5 : A PAR - BUR",
			"GERMANY": "4 > A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 5},
			paid: map[string]int{"FRANCE": 1, "GERMANY": 4}, after: map[string]int{"FRANCE": 47, "GERMANY": 44}}},
		// Scenario 16 as payola-rules §10.6 decides it: an exact tie costs the
		// bid, never more (the reference charges 5).
		{"16_exact_tie_costs_the_bid_payola_rules_10.6", phase{rules: ebay, accept: fr, sheets: map[string]string{
			"ENGLAND": "4 : A PAR - BUR",
			"GERMANY": "4 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 4},
			paid: map[string]int{"ENGLAND": 4, "GERMANY": 0}, after: map[string]int{"ENGLAND": 44}}},
		// Scenario 17a: plateau money is not refunded (France keeps paying 5),
		// the rest of the pool goes to Italy, next in France's list.
		{"17a_plateau_money_not_refunded_payola_rules_10.6", phase{rules: ebay, accept: map[string]string{"FRANCE": "FIAEGRT"}, sheets: map[string]string{
			"FRANCE":  "6#5 : A PAR - BUR",
			"ITALY":   "3 : A PAR - BUR",
			"GERMANY": "2 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 5},
			paid: map[string]int{"FRANCE": 5, "ITALY": 0, "GERMANY": 0}, after: map[string]int{"FRANCE": 43, "ITALY": 48}}},
		// A zero bid stays free; the owner's default hold costs nothing.
		{"zero_bid_costs_nothing_rule_6.4", phase{rules: ebay, accept: fr, sheets: map[string]string{
			"GERMANY": "3 : A MUN - RUH",
		}}, expect{orders: map[string]string{"A PAR": "A PAR H", "A MUN": "A MUN - RUH"}, totals: map[string]int{"A PAR": 0, "A MUN": 1},
			paid: map[string]int{"GERMANY": 1, "FRANCE": 0}}},
		// eBayola prices are what overspending looks at (5.5): France bids 8
		// and 6 with 10 AgP; unopposed, both cost 1.
		{"prices_count_for_overspending_rules_5.5_6.4", phase{rules: ebay, accept: fr, balance: map[string]int{"FRANCE": 10}, sheets: map[string]string{
			"FRANCE": "8 : A PAR - BUR\n6 : A MAR - PIE",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - PIE"}, paid: map[string]int{"FRANCE": 2}, reductions: map[string]int{"FRANCE": 0}}},
		// Scenario 20d: Classic allows 0 offers to foreign units; three
		// candidates tie at 0 and Germany, first in France's list, decides.
		{"20d_zero_to_foreign_units_rule_6.1", phase{rules: classic, accept: map[string]string{"FRANCE": "GFAIRTE"}, sheets: map[string]string{
			"GERMANY": "0 : A PAR - PIC",
			"ENGLAND": "0 : A PAR - BUR",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, totals: map[string]int{"A PAR": 0}, paid: map[string]int{"GERMANY": 0, "ENGLAND": 0}}},
		// Scenario 22c's accepted lines: 8 beats France's plain 0 elsewhere.
		{"22c_classic_direct_offers_rule_6.1", phase{rules: classic, accept: fr, balance: map[string]int{"FRANCE": 10}, sheets: map[string]string{
			"FRANCE":  "8 : A PAR - BUR\nA MAR - GAS",
			"GERMANY": "0 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - GAS"}, paid: map[string]int{"FRANCE": 8, "GERMANY": 0}, after: map[string]int{"FRANCE": 2}}},
		// S-a: every player loyal, Italy a dummy. Plain orders are obeyed at
		// no cost; only the dummy's A VEN is bought.
		{"Sa_loyal_players_bribe_a_dummy_rule_6.5", phase{rules: loyal, dummy: []string{"ITALY"}, sheets: map[string]string{
			"FRANCE":  "A PAR - BUR\nA MAR - PIE\nF BRE - MAO\n3 : A VEN - PIE",
			"AUSTRIA": "2 : A VEN - TYR\nA VIE - GAL\nA BUD H\nF TRI H",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - PIE", "F BRE": "F BRE - MAO", "A VEN": "A VEN - PIE", "A VIE": "A VIE - GAL", "A MUN": "A MUN H"},
			totals: map[string]int{"A PAR": 0, "A VEN": 3}, paid: map[string]int{"FRANCE": 3, "AUSTRIA": 0}, after: map[string]int{"FRANCE": 45, "AUSTRIA": 48}}},
		// A mixed game: France loyal, everybody else bribed as usual. France
		// bribes a German unit; Germany's own units still take money.
		{"mixed_loyal_and_bribed_powers_rule_6.5", phase{rules: Rules{Loyal: map[string]bool{"FRANCE": true}}, sheets: map[string]string{
			"FRANCE":  "A PAR - BUR\n4 : A MUN - RUH",
			"GERMANY": "3 : A MUN - BOH\n2 : ITALIAN A VEN - TYR",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MUN": "A MUN - RUH", "A VEN": "A VEN - TYR", "A MAR": "A MAR H"},
			paid: map[string]int{"FRANCE": 4, "GERMANY": 2}, after: map[string]int{"FRANCE": 44, "GERMANY": 46}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.want.check(t, c.ph.run(t))
		})
	}
}

// Rule 6.1 (reference-judge scenario 22c): what Payola Classic refuses.
func TestClassicRefuses(t *testing.T) {
	m, pos := phase{}.board()
	cases := []struct{ line, want string }{
		{"3 : A PAR - PIC", "one offer per unit"},
		{"2 > A MAR - PIE", "only direct offers"},
		{"1 : F BRE - MAO | - PIC", "'|' is not allowed"},
		{"2*3 : F BRE - MAO", "repetition"},
		{"2+1 : F BRE - MAO", "augmentation"},
		{"3#2 : F BRE - MAO", "plateaus"},
		{"5 $", "savings"},
		{"! A MAR - PIE", "only direct offers"},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.line, " ", "_"), func(t *testing.T) {
			_, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", c.line}, 1, Rules{Classic: true})
			if len(diags) != 1 || diags[0].Line != 2 || !strings.Contains(diags[0].Msg, c.want) || !strings.Contains(diags[0].Msg, "6.1") {
				t.Errorf("diagnostics %v; want one at line 2 naming %q and rule 6.1", diags, c.want)
			}
			// The same line is fine in a standard game (savings, wildcards...),
			// except the second offer, which the standard rules allow too.
			if _, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", c.line}, 1, Rules{}); len(diags) != 0 {
				t.Errorf("standard rules refuse it: %v", diags)
			}
		})
	}
	// NMR/CLEAR forgets the earlier offer, so the unit may be offered again.
	if _, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", "CLEAR", "3 : A PAR - PIC"}, 1, Rules{Classic: true}); len(diags) != 0 {
		t.Errorf("after CLEAR: %v", diags)
	}
}

// Rule 6.5 and reference-judge S-a: what a loyal power may not write.
func TestLoyalRefuses(t *testing.T) {
	m, pos := phase{}.board()
	r := Rules{Loyal: map[string]bool{"FRANCE": true, "AUSTRIA": true}}
	cases := []struct{ power, line, want string }{
		{"FRANCE", "1 : A PAR - BUR", "your units are loyal"},
		{"FRANCE", "A MAR - PIE | - GAS", "one order"},
		{"FRANCE", "3 > A PAR - BUR", "your units are loyal"},
		{"FRANCE", "3 : A VIE - GAL", "AUSTRIA, whose units are loyal"},
		{"FRANCE", "A VIE - GAL", "AUSTRIA, whose units are loyal"},
		{"GERMANY", "5 : A PAR - PIC", "FRANCE, whose units are loyal"},
		{"FRANCE", "A PAR - BUR\nA PAR H", "already has its order at line 1"},
	}
	for _, c := range cases {
		t.Run(c.power+"_"+strings.ReplaceAll(c.line, " ", "_"), func(t *testing.T) {
			_, diags := ParseSheet(m, pos, c.power, strings.Split(c.line, "\n"), 1, r)
			if len(diags) != 1 || !strings.Contains(diags[0].Msg, c.want) || !strings.Contains(diags[0].Msg, "6.5") {
				t.Errorf("diagnostics %v; want one naming %q and rule 6.5", diags, c.want)
			}
		})
	}
	// A plain order, or an explicit 0 :, to one's own loyal unit is its order;
	// money to a bribable foreign unit is a bribe.
	if _, diags := ParseSheet(m, pos, "FRANCE", []string{"A PAR - BUR", "0 : A MAR - PIE", "5 : A MUN - RUH"}, 1, r); len(diags) != 0 {
		t.Errorf("plain orders and bribes: %v", diags)
	}
	// The auction refuses a sheet that offers money to a loyal unit even if
	// it was read under other rules.
	sheets := map[string]*Sheet{}
	sheets["GERMANY"], _ = ParseSheet(m, pos, "GERMANY", []string{"5 : A PAR - PIC"}, 1, Rules{})
	ph := phase{rules: r}
	if _, err := Auction(m, pos, ph.purses(m), sheets, 1, r); err == nil || !strings.Contains(err.Error(), "6.5") {
		t.Errorf("auction with money to a loyal unit: %v", err)
	}
}

// Rule 6.3 items 6-7: under Tin Cup an offer to a unit that is not on the
// board, or one that mentions such a unit, is ignored without a word, kept
// in the sheet for the publication; the report names nationality and
// amount, never the order (5.7 item 3 as 6.3 changes it).
func TestTinCup(t *testing.T) {
	blind := Rules{Blind: true}
	ph := phase{rules: blind, accept: map[string]string{"FRANCE": "FAEGIRT"}, sheets: map[string]string{
		"GERMANY": "6 : A PAR - PIC\n2 : A MAR - PIE\n9 : A PIC - BUR\n7 : A MUN S A PIC - BUR\n8 : F BRE - MAO | S A BUR - GAS\n5 : ENGLISH A PAR - GAS",
		"FRANCE":  "5 : A PAR - BUR",
	}}
	o := ph.run(t)
	expect{orders: map[string]string{"A PAR": "A PAR - PIC", "A MAR": "A MAR - PIE", "A MUN": "A MUN H", "F BRE": "F BRE H"},
		paid: map[string]int{"GERMANY": 8, "FRANCE": 0}, after: map[string]int{"GERMANY": 40}}.check(t, o)
	ge := o.Report("GERMANY")
	for _, want := range []string{"A PAR (FRENCH)                   6 AgP", "A MAR (FRENCH)                   2 AgP", "line   3: 9 : A PIC - BUR"} {
		if !strings.Contains(ge, want) {
			t.Errorf("Germany's report lacks %q:\n%s", want, ge)
		}
	}
	for _, never := range []string{"A PAR - PIC   ", "A MAR - PIE   ", "not on the board", "6.3", "(line"} {
		if strings.Contains(ge, never) {
			t.Errorf("Germany's report tells %q:\n%s", never, ge)
		}
	}
	phantoms := o.sheets["GERMANY"].Phantoms()
	if len(phantoms) != 4 || phantoms[0].Number != 3 || phantoms[3].Number != 6 {
		t.Errorf("phantom lines kept: %+v", phantoms)
	}
	if c := o.Chart(); !strings.Contains(c, "GERMANY line 3: 9 : A PIC - BUR") {
		t.Errorf("the GM chart must list the ignored offers:\n%s", c)
	}
	// Rule 6.3: types must be written, so the echo never fills in the board.
	m, pos := ph.board()
	if _, diags := ParseSheet(m, pos, "GERMANY", []string{"4 : PAR - PIC", "4 : A MUN S PAR - BUR"}, 1, blind); len(diags) != 2 || !strings.Contains(diags[0].Msg, "type") {
		t.Errorf("untyped units under Tin Cup: %v", diags)
	}
	// 0 to a missing unit is refused like 0 to any foreign unit (3.1).
	if _, diags := ParseSheet(m, pos, "GERMANY", []string{"0 : A PIC - BUR"}, 1, blind); len(diags) != 1 {
		t.Errorf("0 to a missing unit: %v", diags)
	}
}

// Rule 6.3 with 3.1 items 6-7: in Tin Cup an order no unit could carry out
// is refused whether or not its units exist (otherwise the refusal would
// tell that they do); a fleet's coast is written, a wrong one is a missing
// unit; a move needing a convoy is checked against the map only.
func TestTinCupLinesReadAlike(t *testing.T) {
	blind := Rules{Blind: true}
	m, pos := phase{}.board()
	cases := []struct{ line, want string }{
		{"3 : A PIC - MUN", "not adjacent"},             // no unit in Picardy
		{"3 : A MUN - PIC", "not adjacent"},             // the German army in Munich
		{"2 : F BRE S A GAS - BRE", "its own province"}, // mentions a missing army
		{"3 : F STP - BOT", "which coast of STP"},
		{"3 : F SPA - MAO", "which coast of SPA"},
	}
	for _, c := range cases {
		if _, diags := ParseSheet(m, pos, "FRANCE", []string{c.line}, 1, blind); len(diags) != 1 || !strings.Contains(diags[0].Msg, c.want) {
			t.Errorf("%q: %v; want one problem naming %q", c.line, diags, c.want)
		}
	}
	ok := []string{
		"3 : F STP/NC - BAR", // Russia's fleet stands on the south coast: a missing unit, ignored
		"3 : A BRE - LON",    // a convoy England's fleets might make (not France's business)
	}
	for _, line := range ok {
		s, diags := ParseSheet(m, pos, "FRANCE", []string{line}, 1, blind)
		if len(diags) != 0 {
			t.Errorf("%q: %v", line, diags)
		}
		if line == ok[0] && len(s.Phantoms()) != 1 {
			t.Errorf("%q is not ignored as naming a missing unit", line)
		}
	}
}
