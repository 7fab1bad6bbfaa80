package payola

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// The reference judge's scenarios (reference-judge.md §7, baseline B), with
// payola-rules.md's decisions where the two differ.
func TestReferenceScenarios(t *testing.T) {
	fr := map[string]string{"FRANCE": "FAEGIRT"}
	cases := []struct {
		name string
		ph   phase
		want expect
	}{
		{"1_foreign_purchase_rule_5.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "5 : A PAR - BUR",
			"GERMANY": "6 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, totals: map[string]int{"A PAR": 6},
			paid: map[string]int{"GERMANY": 6, "FRANCE": 0}, after: map[string]int{"GERMANY": 42, "FRANCE": 48}, reductions: map[string]int{"FRANCE": 0, "GERMANY": 0}}},
		{"2_money_pooled_rule_5.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "3 : A PAR - BUR",
			"ENGLAND": "3 : A PAR - BUR",
			"GERMANY": "5 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, after: map[string]int{"FRANCE": 45, "ENGLAND": 45, "GERMANY": 48}}},
		{"3a_tie_by_owner_list_rule_5.2", phase{accept: fr, sheets: map[string]string{
			"GERMANY": "4 : A PAR - PIC",
			"ENGLAND": "4 : A PAR - BUR",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, paid: map[string]int{"ENGLAND": 4, "GERMANY": 0}}},
		{"3b_tie_by_owner_list_rule_5.2", phase{accept: map[string]string{"FRANCE": "FAGEIRT"}, sheets: map[string]string{
			"GERMANY": "4 : A PAR - PIC",
			"ENGLAND": "4 : A PAR - BUR",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, paid: map[string]int{"GERMANY": 4, "ENGLAND": 0}}},
		{"4a_list_rank_beats_sequence_rule_5.2", phase{accept: map[string]string{"FRANCE": "GFAEIRT"}, sheets: map[string]string{
			"FRANCE":  "3 : A PAR - BUR | - PIC",
			"GERMANY": "1 : A MUN - RUH\n3 : A PAR - GAS",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - GAS", "A MUN": "A MUN - RUH"}, paid: map[string]int{"GERMANY": 4, "FRANCE": 0}}},
		{"4b_alternatives_rank_as_written_rule_5.3", phase{accept: map[string]string{"FRANCE": "FGAEIRT"}, sheets: map[string]string{
			"FRANCE":  "3 : A PAR - BUR | - PIC",
			"GERMANY": "1 : A MUN - RUH\n3 : A PAR - GAS",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MUN": "A MUN - RUH"}, paid: map[string]int{"FRANCE": 3, "GERMANY": 1}}},
		{"5_negative_builds_zero_hold_rule_3.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "3 : A PAR - BUR",
			"GERMANY": "4 ! A PAR - BUR",
		}}, expect{orders: map[string]string{"A PAR": "A PAR H"}, totals: map[string]int{"A PAR": 4}, paid: map[string]int{"GERMANY": 4, "FRANCE": 0}}},
		{"6a_negative_against_hold_funds_others_rule_3.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "2 : A PAR - BUR\n1 : A PAR - PIC",
			"GERMANY": "3 ! A PAR H",
			"ITALY":   "4 : A PAR - GAS",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - GAS"}, totals: map[string]int{"A PAR": 7}, paid: map[string]int{"ITALY": 4, "GERMANY": 3, "FRANCE": 0}}},
		{"6b_wildcard_never_makes_a_candidate_rule_5.1", phase{accept: fr, sheets: map[string]string{
			"GERMANY": "3 ! A PAR H",
		}}, expect{orders: map[string]string{"A PAR": "A PAR H"}, paid: map[string]int{"GERMANY": 0}}},
		{"7a_move_bribe_rule_3.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "5 : A PAR - BUR",
			"GERMANY": "4 > A PAR - PIC",
			"ITALY":   "3 : A PAR - GAS",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 9}, paid: map[string]int{"FRANCE": 5, "GERMANY": 4, "ITALY": 0}}},
		{"7b_move_money_buys_another_move_rule_3.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "3 > A PAR - BUR",
			"GERMANY": "3 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, paid: map[string]int{"FRANCE": 3, "GERMANY": 3}}},
		{"8_hold_bribe_and_own_zero_support_rule_3.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "2 : A PAR - BUR\n0 : A PAR S A MAR - BUR",
			"GERMANY": "3 @ A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR S A MAR - BUR", "A MAR": "A MAR H"}, paid: map[string]int{"GERMANY": 3, "FRANCE": 0}}},
		{"9_gift_rule_3.1", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "3 : A PAR - BUR",
			"GERMANY": "2 & A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, paid: map[string]int{"FRANCE": 3, "GERMANY": 2}}},
		{"10_overspending_repetition_falls_faster_rule_5.5", phase{accept: fr, balance: map[string]int{"FRANCE": 10}, sheets: map[string]string{
			"FRANCE":  "2*4 : A PAR - BUR\n6#4 : A MAR - PIE",
			"GERMANY": "5 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC", "A MAR": "A MAR - PIE", "F BRE": "F BRE H"},
			paid: map[string]int{"GERMANY": 5, "FRANCE": 4}, after: map[string]int{"GERMANY": 43, "FRANCE": 6}, reductions: map[string]int{"FRANCE": 2, "GERMANY": 0}}},
		{"10b_overspending_single_offer_rule_5.5", phase{accept: fr, balance: map[string]int{"FRANCE": 10}, sheets: map[string]string{
			"FRANCE":  "8 : A PAR - BUR\n6#4 : A MAR - PIE",
			"GERMANY": "5 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - PIE"},
			paid: map[string]int{"GERMANY": 0, "FRANCE": 10}, after: map[string]int{"FRANCE": 0}, reductions: map[string]int{"FRANCE": 2}}},
		{"11_plateaus_and_the_flat_round_rule_5.5", phase{accept: fr, balance: map[string]int{"FRANCE": 5}, sheets: map[string]string{
			"FRANCE": "4# : A PAR - BUR\n3#2 : A MAR - PIE",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - PIE"}, totals: map[string]int{"A PAR": 3, "A MAR": 1},
			paid: map[string]int{"FRANCE": 4}, after: map[string]int{"FRANCE": 1}, reductions: map[string]int{"FRANCE": 2}}},
		{"12_savings_request_rule_3.4", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "40 $\n5 : A PAR - BUR\n4 : A MAR - PIE",
			"GERMANY": "5 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC", "A MAR": "A MAR - PIE"},
			paid: map[string]int{"GERMANY": 5, "FRANCE": 3}, after: map[string]int{"GERMANY": 43, "FRANCE": 45}, reductions: map[string]int{"FRANCE": 1}}},
		{"13_only_overspenders_reduced_at_once_rule_5.5", phase{accept: fr, balance: map[string]int{"FRANCE": 5, "GERMANY": 5}, sheets: map[string]string{
			"FRANCE":  "5 : A PAR - BUR\n2 : A MAR - PIE",
			"GERMANY": "6 : A PAR - PIC\n1 : A MUN - RUH",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC", "A MAR": "A MAR - PIE", "A MUN": "A MUN - RUH"},
			paid: map[string]int{"FRANCE": 1, "GERMANY": 5}, after: map[string]int{"FRANCE": 4, "GERMANY": 0}, reductions: map[string]int{"FRANCE": 1, "GERMANY": 1}}},
		// payola-rules §2: savings above the balance mean spending nothing.
		{"12b_savings_beyond_the_balance_rule_3.4", phase{accept: fr, sheets: map[string]string{
			"FRANCE":  "30$\n2*10$\n5 : A PAR - BUR",
			"GERMANY": "3 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, paid: map[string]int{"FRANCE": 0, "GERMANY": 3},
			after: map[string]int{"FRANCE": 48}, reductions: map[string]int{"FRANCE": 3}}},
		{"14a_question_mark_in_the_middle_rule_4.1", phase{accept: map[string]string{"FRANCE": "F?I"}, sheets: map[string]string{
			"GERMANY": "4 : A PAR - PIC",
			"ITALY":   "4 : A PAR - GAS",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, paid: map[string]int{"GERMANY": 4, "ITALY": 0}}},
		{"18_dummy_tie_holds_rule_4.4", phase{dummy: []string{"ITALY"}, sheets: map[string]string{
			"FRANCE":  "1 : A PAR - BUR\n5 : A VEN - PIE",
			"AUSTRIA": "2 : A VIE - GAL\n5 : A VEN - TYR",
		}}, expect{orders: map[string]string{"A VEN": "A VEN H", "A PAR": "A PAR - BUR", "A VIE": "A VIE - GAL"}, totals: map[string]int{"A VEN": 6},
			paid: map[string]int{"FRANCE": 1, "AUSTRIA": 2, "ITALY": 0}, after: map[string]int{"FRANCE": 47, "AUSTRIA": 46}}},
		// payola-rules §4: the dummy takes its own 0 hold and nobody pays for
		// the unit (the reference charges Germany its 3 for HOLD).
		{"18b_dummy_tie_nobody_pays_rule_4.4", phase{dummy: []string{"ITALY"}, sheets: map[string]string{
			"FRANCE":  "1 : A PAR - BUR\n5 : A VEN - PIE",
			"AUSTRIA": "2 : A VIE - GAL\n5 : A VEN - TYR",
			"GERMANY": "1 : A MUN H\n3 : A VEN H",
		}}, expect{orders: map[string]string{"A VEN": "A VEN H"}, totals: map[string]int{"A VEN": 6},
			paid: map[string]int{"GERMANY": 1, "FRANCE": 1, "AUSTRIA": 2}}},
		{"19a_dummy_same_contributor_by_sequence_rule_4.4", phase{dummy: []string{"ITALY"}, sheets: map[string]string{
			"FRANCE": "1 : A PAR - BUR\n5 : A VEN - PIE | - TYR",
		}}, expect{orders: map[string]string{"A VEN": "A VEN - PIE"}, paid: map[string]int{"FRANCE": 6}}},
		// payola-rules §10.5: real contributor sets, so sequence number 0 counts.
		{"19b_dummy_first_offer_counts_payola_rules_10.5", phase{dummy: []string{"ITALY"}, sheets: map[string]string{
			"FRANCE": "5 : A VEN - PIE | - TYR",
		}}, expect{orders: map[string]string{"A VEN": "A VEN - PIE"}, totals: map[string]int{"A VEN": 5}, paid: map[string]int{"FRANCE": 5}}},
		{"19c_dummy_different_first_offers_hold_payola_rules_10.5", phase{dummy: []string{"ITALY"}, sheets: map[string]string{
			"FRANCE":  "5 : A VEN - PIE",
			"AUSTRIA": "5 : A VEN - TYR",
		}}, expect{orders: map[string]string{"A VEN": "A VEN H"}, totals: map[string]int{"A VEN": 6}, paid: map[string]int{"FRANCE": 0, "AUSTRIA": 0}}},
		{"20a_owner_list_ranks_foreigners_rule_5.2", phase{accept: map[string]string{"FRANCE": "FAGIRTE"}, sheets: map[string]string{
			"ENGLAND": "4 : A PAR - BUR",
			"GERMANY": "4 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, paid: map[string]int{"GERMANY": 4, "ENGLAND": 0}}},
		{"20b_owner_zero_helper_wins_tie_rule_5.2", phase{accept: map[string]string{"FRANCE": "FAGIRTE"}, sheets: map[string]string{
			"ENGLAND": "4 : A PAR - BUR",
			"GERMANY": "4 : A PAR - PIC",
			"FRANCE":  "0 : A PAR - BUR",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 4}, paid: map[string]int{"ENGLAND": 4, "FRANCE": 0, "GERMANY": 0}}},
		// S-d: a complete tie goes to the earliest direct offer (payola-rules §10.2).
		{"Sd_complete_tie_earliest_direct_payola_rules_10.2", phase{accept: fr, sheets: map[string]string{
			"FRANCE": "2 > A PAR - GAS\n1 : A PAR - BUR\n1 : A PAR - PIC",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 3}, paid: map[string]int{"FRANCE": 3}}},
		{"Sd_complete_tie_other_line_order_payola_rules_10.2", phase{accept: fr, sheets: map[string]string{
			"FRANCE": "2 > A PAR - GAS\n1 : A PAR - PIC\n1 : A PAR - BUR",
		}}, expect{orders: map[string]string{"A PAR": "A PAR - PIC"}, paid: map[string]int{"FRANCE": 3}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.want.check(t, c.ph.run(t))
		})
	}
}

// table writes a unit's candidates as the user's guide prints them:
// "order: POWER n, POWER n = total", one per candidate, sorted by order.
func table(is Issued) string {
	var rows []string
	for _, c := range is.Candidates {
		var who []string
		for _, k := range c.Contributions {
			who = append(who, fmt.Sprintf("%s %d", k.Power, k.Amount))
		}
		rows = append(rows, fmt.Sprintf("%s: %s = %d", c.Order, strings.Join(who, ", "), c.Total))
	}
	sort.Strings(rows)
	return strings.Join(rows, "\n")
}

// withRussianRumania is the opening plus a Russian army in Rumania, the
// board of the user's guide's Rumania examples.
func withRussianRumania() orders.Position {
	m := board.Standard()
	pos := startPosition(m)
	pos["RUM"] = orders.Placed{Power: "RUSSIA", Unit: orders.Unit{Type: board.Army, Loc: "RUM"}}
	return pos
}

// The worked examples of the user's guide (seeds/004), with their exact
// tables of who pays what for which order, and the explanation naming the
// rule the guide uses (issue 21): the most money; the owner's list (5.2,
// "the R appears before the A in Russia's acceptance list"); the earliest
// bid of the first listed power that bid (5.3, "Austria did not offer any
// bids ... the bribe which occurs earliest in the French offer list").
func TestUsersGuide(t *testing.T) {
	cases := []struct {
		name  string
		ph    phase
		unit  string
		order string
		table string
		paid  map[string]int
		why   string // in the explanation of the GM's chart
	}{
		{"rule_5.1_paris_holds_for_the_most_money", phase{sheets: map[string]string{
			"FRANCE":  " 2 : A Paris HOLD\n10 : A Paris -> Burgundy",
			"GERMANY": "5 : A Paris HOLD",
			"ITALY":   "4 : A Paris HOLD",
		}}, "A PAR", "A PAR H",
			"A PAR - BUR: FRANCE 10 = 10\nA PAR H: FRANCE 2, GERMANY 5, ITALY 4 = 11",
			map[string]int{"FRANCE": 2, "GERMANY": 5, "ITALY": 4},
			"A PAR H: 11 AgP (FRANCE 2, GERMANY 5, ITALY 4), the highest total (rule 5.1); next A PAR - BUR 10 AgP (FRANCE 10)"},
		{"rule_5.2_tie_table_for_rumania", phase{pos: withRussianRumania(), accept: map[string]string{"RUSSIA": "RTAEFGI"}, sheets: map[string]string{
			"RUSSIA":  "5 : A Rumania -> Bulgaria",
			"TURKEY":  "7 : RUSSIAN A Rumania -> Budapest",
			"AUSTRIA": "7 : RUSSIAN A Rumania HOLD",
		}}, "A RUM", "A RUM - BUD",
			"A RUM - BUD: TURKEY 7 = 7\nA RUM - BUL: RUSSIA 5 = 5\nA RUM H: AUSTRIA 7 = 7",
			map[string]int{"TURKEY": 7, "AUSTRIA": 0, "RUSSIA": 0},
			"A RUM - BUD: 7 AgP (TURKEY 7) against A RUM H 7 AgP (AUSTRIA 7); tie broken by rule 5.2: TURKEY stands above AUSTRIA on RUSSIA's acceptance list (RTAEFGI)"},
		{"rule_5.2_owner_list_RAIFTEG_picks_budapest", phase{pos: withRussianRumania(), accept: map[string]string{"RUSSIA": "RAIFTEG"}, sheets: map[string]string{
			"ITALY":   "6 : RUSSIAN A Rumania -> Bulgaria\n5 : RUSSIAN A Rumania -> Budapest",
			"RUSSIA":  "2 : A Rumania -> Budapest",
			"AUSTRIA": "7 : RUSSIAN A Rumania HOLD",
		}}, "A RUM", "A RUM - BUD",
			"A RUM - BUD: ITALY 5, RUSSIA 2 = 7\nA RUM - BUL: ITALY 6 = 6\nA RUM H: AUSTRIA 7 = 7",
			map[string]int{"ITALY": 5, "RUSSIA": 2, "AUSTRIA": 0},
			"A RUM - BUD: 7 AgP (ITALY 5, RUSSIA 2) against A RUM H 7 AgP (AUSTRIA 7); tie broken by rule 5.2: RUSSIA stands above AUSTRIA on RUSSIA's acceptance list (RAIFTEG)"},
		{"rule_5.3_earliest_offer_of_first_listed_contributor", phase{accept: map[string]string{"FRANCE": "AFIETRG"}, sheets: map[string]string{
			"ENGLAND": "5 : FRENCH F Brest HOLD",
			"FRANCE":  "5 : F Brest -> Picardy\n3 : F Brest -> English Channel\n2 : F Brest HOLD",
			"GERMANY": "4 : FRENCH F Brest -> English Channel\n1 : FRENCH F Brest -> Picardy",
		}}, "F BRE", "F BRE - ENG",
			"F BRE - ENG: FRANCE 3, GERMANY 4 = 7\nF BRE - PIC: FRANCE 5, GERMANY 1 = 6\nF BRE H: ENGLAND 5, FRANCE 2 = 7",
			map[string]int{"FRANCE": 3, "GERMANY": 4, "ENGLAND": 0},
			"F BRE - ENG: 7 AgP (FRANCE 3, GERMANY 4) against F BRE H 7 AgP (ENGLAND 5, FRANCE 2); tie broken by rule 5.3: FRANCE, first on FRANCE's acceptance list (AFIETRG) to back a tied order, offered for it (line 2) before F BRE H (line 3)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := c.ph.run(t)
			is := issued(t, o, c.unit)
			if is.Order.String() != c.order {
				t.Errorf("%s issues %s, want %s", c.unit, is.Order, c.order)
			}
			if got := table(is); got != c.table {
				t.Errorf("table\n%s\nwant\n%s", got, c.table)
			}
			for p, want := range c.paid {
				if got := o.Ledgers[p].Paid; got != want {
					t.Errorf("%s paid %d, want %d", p, got, want)
				}
			}
			if !strings.Contains(o.Chart(), "\n   "+c.why+"\n") {
				t.Errorf("the chart does not explain\n%s\n%s", c.why, o.Chart())
			}
		})
	}
}
