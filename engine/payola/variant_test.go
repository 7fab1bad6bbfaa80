package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// The variations of rule 6 as the auction plays them, worked by hand from
// the reference judge's scenarios (reference-judge.md §7) and payola-rules
// §6 and §10.6.
func TestVariantScenarios(t *testing.T) {
	fr := map[string]string{"FRANCE": "FAEGIRT"}
	ebay := AuctionRules{EBayola: true}
	classic := AuctionRules{Classic: true}
	loyal := AuctionRules{Loyal: map[string]bool{"FRANCE": true, "AUSTRIA": true, "ENGLAND": true, "GERMANY": true, "RUSSIA": true, "TURKEY": true}}
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
		{"mixed_loyal_and_bribed_powers_rule_6.5", phase{rules: AuctionRules{Loyal: map[string]bool{"FRANCE": true}}, sheets: map[string]string{
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
			_, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", c.line}, 1, AuctionRules{Classic: true})
			if len(diags) != 1 || diags[0].Line != 2 || !strings.Contains(diags[0].Msg, c.want) || !strings.Contains(diags[0].Msg, "6.1") {
				t.Errorf("diagnostics %v; want one at line 2 naming %q and rule 6.1", diags, c.want)
			}
			// The same line is fine in a standard game (savings, wildcards...),
			// except the second offer, which the standard rules allow too.
			if _, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", c.line}, 1, AuctionRules{}); len(diags) != 0 {
				t.Errorf("standard rules refuse it: %v", diags)
			}
		})
	}
	// NMR/CLEAR forgets the earlier offer, so the unit may be offered again.
	if _, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", "CLEAR", "3 : A PAR - PIC"}, 1, AuctionRules{Classic: true}); len(diags) != 0 {
		t.Errorf("after CLEAR: %v", diags)
	}
}

// Rule 6 introduction: the elements of a variation may be used separately.
// Each part of Payola Classic (6.1) refuses its own lines and nothing else:
// every line below is refused by exactly the parts named, and accepted
// under each other part alone.
func TestClassicPartsOneByOne(t *testing.T) {
	m, pos := phase{}.board()
	parts := map[string]AuctionRules{
		"DirectOnly":      {DirectOnly: true},
		"OneOfferPerUnit": {OneOfferPerUnit: true},
		"NoSavings":       {NoSavings: true},
		"NoPlateaus":      {NoPlateaus: true},
		"NoRepetition":    {NoRepetition: true},
		"ZeroToForeign":   {ZeroToForeign: true},
	}
	cases := []struct {
		line    string
		refused map[string]string // part -> words of its message
	}{
		{"2 > A MAR - PIE", map[string]string{"DirectOnly": "only direct offers"}},
		{"! A MAR - PIE", map[string]string{"DirectOnly": "only direct offers"}},
		{"3 : A PAR - PIC", map[string]string{"OneOfferPerUnit": "one offer per unit"}},
		{"1 : F BRE - MAO | - PIC", map[string]string{"OneOfferPerUnit": "'|' is not allowed"}},
		{"5 $", map[string]string{"NoSavings": "savings"}},
		{"3#2 : F BRE - MAO", map[string]string{"NoPlateaus": "plateaus"}},
		{"2*3 : F BRE - MAO", map[string]string{"NoRepetition": "repetition"}},
		{"2+1 : F BRE - MAO", map[string]string{"NoRepetition": "augmentation"}},
		// A 0 offer to a foreign unit: refused unless ZeroToForeign (3.1 item 2).
		{"0 : A MUN - RUH", map[string]string{"DirectOnly": "not allowed", "OneOfferPerUnit": "not allowed", "NoSavings": "not allowed", "NoPlateaus": "not allowed", "NoRepetition": "not allowed"}},
	}
	for _, c := range cases {
		for name, r := range parts {
			t.Run(name+"/"+strings.ReplaceAll(c.line, " ", "_"), func(t *testing.T) {
				_, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", c.line}, 1, r)
				want, refused := c.refused[name]
				switch {
				case refused && (len(diags) != 1 || diags[0].Line != 2 || !strings.Contains(diags[0].Msg, want)):
					t.Errorf("diagnostics %v; want one at line 2 naming %q", diags, want)
				case refused && name != "ZeroToForeign" && want != "not allowed" && !strings.Contains(diags[0].Msg, "6.1"):
					t.Errorf("%q does not cite rule 6.1", diags[0].Msg)
				case !refused && len(diags) != 0:
					t.Errorf("refused under %s alone: %v", name, diags)
				}
			})
		}
	}
}

// Rule 6.1: Classic is all six sheet parts at once, the same as setting
// each of them.
func TestClassicIsItsParts(t *testing.T) {
	m, pos := phase{}.board()
	all := AuctionRules{DirectOnly: true, OneOfferPerUnit: true, NoSavings: true, NoPlateaus: true, NoRepetition: true, ZeroToForeign: true}
	for _, line := range []string{"2 > A MAR - PIE", "3 : A PAR - PIC", "1 : F BRE - MAO | - PIC", "5 $", "3#2 : F BRE - MAO", "2*3 : F BRE - MAO", "2+1 : F BRE - MAO", "0 : A MUN - RUH", "4 : F BRE - MAO"} {
		_, a := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", line}, 1, AuctionRules{Classic: true})
		_, b := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", line}, 1, all)
		if len(a) != len(b) || len(a) > 0 && a[0] != b[0] {
			t.Errorf("%q: classic %v, parts %v", line, a, b)
		}
	}
}

// Rule 6.1: Classic refuses repetition, plateaus and augmentation, each at
// the symbol's own column (game-format §2: errors name the column).
func TestSheetClassicAmountColumns(t *testing.T) {
	for line, want := range map[string]struct {
		col int
		msg string
	}{
		"  3*2 : A PAR - BUR": {4, "repetition counts (*)"},
		"2 * 3 : A PAR - BUR": {3, "repetition counts (*)"},
		"  5#2 : A PAR - BUR": {4, "plateaus (#)"},
		"5 + 2 : A PAR - BUR": {3, "augmentation (+)"},
	} {
		_, ds := parseLines(t, "FRANCE", AuctionRules{Classic: true}, line)
		if d := oneDiag(t, line, ds); d.Col != want.col || !strings.Contains(d.Msg, want.msg) || !strings.Contains(d.Msg, "6.1") {
			t.Errorf("%q: %v; want column %d, %q", line, d, want.col, want.msg)
		}
	}
}

// Rule 6.5 and reference-judge S-a: what a loyal power may not write.
func TestLoyalRefuses(t *testing.T) {
	m, pos := phase{}.board()
	r := AuctionRules{Loyal: map[string]bool{"FRANCE": true, "AUSTRIA": true}}
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
	sheets["GERMANY"], _ = ParseSheet(m, pos, "GERMANY", []string{"5 : A PAR - PIC"}, 1, AuctionRules{})
	ph := phase{rules: r}
	if _, err := Auction(m, pos, ph.purses(m), sheets, 1, r); err == nil || !strings.Contains(err.Error(), "6.5") {
		t.Errorf("auction with money to a loyal unit: %v", err)
	}
}

// Rule 6.5: a loyal power gives its own units plain orders; a type symbol,
// even with no amount, is not plain.
func TestLoyalUnitRefusesTypeSymbols(t *testing.T) {
	r := AuctionRules{Loyal: map[string]bool{"FRANCE": true}}
	for _, line := range []string{"& A PAR H", "@ A PAR H", "! A PAR - BUR", "> A PAR - BUR"} {
		_, ds := parseLines(t, "FRANCE", r, line)
		if d := oneDiag(t, line, ds); d.Col != 1 || !strings.Contains(d.Msg, "your units are loyal (rule 6.5): give A PAR its order plainly") {
			t.Errorf("%q: %v", line, d)
		}
	}
}

// Rule 6.5: loyal units are immune to money offers. In a game that allows
// 0 AgP offers to foreign units (6.1), a foreign power's 0 AgP offer is
// still an attempt to order another power's loyal unit, and refused.
func TestLoyalUnitRefusesForeignZeroOffer(t *testing.T) {
	m, pos := phase{}.board()
	purses := phase{rules: AuctionRules{Loyal: map[string]bool{"FRANCE": true}}}.purses(m)
	s, diags := ParseSheet(m, pos, "GERMANY", []string{"0 : A PAR - BUR"}, 3, AuctionRules{ZeroToForeign: true})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	_, err := Auction(m, pos, purses, map[string]*Sheet{"GERMANY": s}, 1, AuctionRules{ZeroToForeign: true})
	if err == nil || !strings.Contains(err.Error(), "6.5") || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("Germany's 0 AgP offer to loyal A PAR: err = %v", err)
	}
}

// Rule 6.5 at the auction's own boundary: sheets read without the loyal
// rule still cannot pay a loyal unit; its owner's plain order is fine.
func TestLoyalUnitRefusesMoneyInAuction(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	purses := phase{rules: AuctionRules{Loyal: map[string]bool{"FRANCE": true}}}.purses(m)
	for _, c := range []struct{ power, line string }{
		{"GERMANY", "3 : A PAR - BUR"},
		{"GERMANY", "1 & A PAR - BUR"},
		{"FRANCE", "1 : A PAR - BUR"}, // money from its own owner is a bribe too
		{"FRANCE", "0 ! A PAR H"},     // so is a wildcard
	} {
		s, diags := ParseSheet(m, pos, c.power, []string{c.line}, 7, AuctionRules{})
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		_, err := Auction(m, pos, purses, map[string]*Sheet{c.power: s}, 1, AuctionRules{})
		if err == nil || !strings.Contains(err.Error(), "line 7") || !strings.Contains(err.Error(), "6.5") {
			t.Errorf("%s %q to loyal A PAR: err = %v", c.power, c.line, err)
		}
	}
	s, _ := ParseSheet(m, pos, "FRANCE", []string{"A PAR - BUR"}, 1, AuctionRules{})
	o, err := Auction(m, pos, purses, map[string]*Sheet{"FRANCE": s}, 1, AuctionRules{})
	if err != nil || issued(t, o, "A PAR").Order.String() != "A PAR - BUR" {
		t.Errorf("France's own order to loyal A PAR: %v", err)
	}
}

// eBayola (6.4, payola-rules §10.6): plateau money is not refunded, and
// France's plateau here is that of its direct offer only. Its negative
// pays for HOLD, not for BUR, so its plateau is no part of BUR's money.
// BUR's 10 beats HOLD's 3: the price would be 4, but the 7 AgP plateau
// stands, so France pays 7.
func TestEBayolaRefundReadsOnlyThePlateausThatPay(t *testing.T) {
	ph := phase{rules: AuctionRules{EBayola: true}, sheets: map[string]string{"FRANCE": "10#7 : A PAR - BUR\n3#3 ! A PAR - BUR"}}
	expect{
		orders: map[string]string{"A PAR": "A PAR - BUR"},
		totals: map[string]int{"A PAR": 7},
		paid:   map[string]int{"FRANCE": 7},
	}.check(t, ph.run(t))
}
