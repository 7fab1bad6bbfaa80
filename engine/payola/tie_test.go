package payola

import (
	"testing"
)

// Each level of tie-breaking (rules 5.2-5.4, payola-rules §4 and §10.1-2).
func TestTieBreak(t *testing.T) {
	cases := []struct {
		name   string
		accept string
		sheets map[string]string
		want   string
	}{
		{"rule_5.1_highest_total_wins_whatever_the_list", "FAEGIRT", map[string]string{
			"FRANCE": "3 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC"}, "A PAR - PIC"},
		{"rule_5.2_first_listed_contributor_decides", "GEFAIRT", map[string]string{
			"ENGLAND": "4 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC"}, "A PAR - PIC"},
		{"rule_5.2_unlisted_first_powers_are_skipped", "AIREGFT", map[string]string{
			"ENGLAND": "4 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC"}, "A PAR - BUR"},
		{"rule_5.3_earliest_offer_of_that_power", "GAEFIRT", map[string]string{
			"GERMANY": "4 : A PAR - PIC\n4 : A PAR - BUR"}, "A PAR - PIC"},
		{"rule_5.3_earliest_offer_other_way_round", "GAEFIRT", map[string]string{
			"GERMANY": "4 : A PAR - BUR\n4 : A PAR - PIC"}, "A PAR - BUR"},
		{"rule_5.5_offer_reduced_to_zero_still_ranks", "FAEGIRT", map[string]string{
			"FRANCE": "2 : A PAR - GAS", "ITALY": "2 : A PAR - GAS", "GERMANY": "2 : A PAR - PIC"}, "A PAR - GAS"},
		// A shared negative wildcard is the same earliest offer for both
		// orders: the next power down the list decides (5.4).
		{"rule_5.4_shared_negative_goes_down_the_list", "GEFAIRT", map[string]string{
			"GERMANY": "3 ! A PAR H", "ENGLAND": "1 : A PAR - PIC", "FRANCE": "1 : A PAR - BUR"}, "A PAR - PIC"},
		{"rule_5.4_shared_negative_other_list", "GFEAIRT", map[string]string{
			"GERMANY": "3 ! A PAR H", "ENGLAND": "1 : A PAR - PIC", "FRANCE": "1 : A PAR - BUR"}, "A PAR - BUR"},
		// payola-rules §10.1: move, hold and gift wildcards share the same way.
		{"payola_rules_10.1_shared_move_wildcard", "GEFAIRT", map[string]string{
			"GERMANY": "3 > A PAR - GAS", "ENGLAND": "1 : A PAR - PIC", "FRANCE": "1 : A PAR - BUR"}, "A PAR - PIC"},
		{"payola_rules_10.1_shared_gift", "GFEAIRT", map[string]string{
			"GERMANY": "3 & A PAR - GAS", "ENGLAND": "1 : A PAR - PIC", "FRANCE": "1 : A PAR - BUR"}, "A PAR - BUR"},
		// payola-rules §10.2: only one wildcard separates nothing; the earliest
		// direct offer decides.
		{"payola_rules_10.2_last_resort_earliest_direct", "GEFAIRT", map[string]string{
			"GERMANY": "2 > A PAR - GAS\n1 : A PAR - PIC\n1 : A PAR - BUR"}, "A PAR - PIC"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ph := phase{accept: map[string]string{"FRANCE": c.accept}, sheets: c.sheets}
			if c.name == "rule_5.5_offer_reduced_to_zero_still_ranks" {
				// France has no money: its offer falls to 0 but keeps its rank.
				ph.balance = map[string]int{"FRANCE": 0}
			}
			o := ph.run(t)
			if got := issued(t, o, "A PAR").Order.String(); got != c.want {
				t.Errorf("A PAR issues %s, want %s", got, c.want)
			}
		})
	}
}

// payola-rules §4 and §10.4: '?' is drawn once per adjudication from the
// seed, recorded, and the same seed draws the same order.
func TestQuestionMarkExpansion(t *testing.T) {
	sheets := map[string]string{"GERMANY": "4 : A PAR - PIC", "ENGLAND": "4 : A PAR - BUR"}
	seen := map[string]bool{}
	for seed := int64(0); seed < 40; seed++ {
		o := phase{seed: seed, accept: map[string]string{"FRANCE": "F?"}, sheets: sheets}.run(t)
		list := o.Expanded["FRANCE"]
		if len(list) != 7 || list[0] != 'F' {
			t.Fatalf("seed %d: FRANCE's list expanded to %q", seed, list)
		}
		want := "A PAR - PIC"
		for _, r := range list {
			if r == 'E' {
				want = "A PAR - BUR"
				break
			}
			if r == 'G' {
				break
			}
		}
		got := issued(t, o, "A PAR").Order.String()
		if got != want {
			t.Errorf("seed %d, list %s: A PAR issues %s, want %s", seed, list, got, want)
		}
		seen[got] = true
		again := phase{seed: seed, accept: map[string]string{"FRANCE": "F?"}, sheets: sheets}.run(t)
		if again.Expanded["FRANCE"] != list {
			t.Errorf("seed %d drew %s then %s", seed, list, again.Expanded["FRANCE"])
		}
	}
	if len(seen) != 2 {
		t.Errorf("40 seeds always gave %v: the '?' is not random", seen)
	}
}

// The '?' stays as drawn through every overspending round (payola-rules
// §10.4): France overspends for many rounds while A PAR's tie between
// England and Germany is decided again each round.
func TestQuestionMarkOncePerAdjudication(t *testing.T) {
	for seed := int64(0); seed < 20; seed++ {
		o := phase{seed: seed, accept: map[string]string{"FRANCE": "F?"}, balance: map[string]int{"FRANCE": 0}, sheets: map[string]string{
			"GERMANY": "4 : A PAR - PIC", "ENGLAND": "4 : A PAR - BUR", "FRANCE": "40 : A MAR - PIE",
		}}.run(t)
		if o.Ledgers["FRANCE"].Reductions != 40 {
			t.Fatalf("France reduced %d times, want 40", o.Ledgers["FRANCE"].Reductions)
		}
		e, g := -1, -1
		for i, r := range o.Expanded["FRANCE"] {
			switch r {
			case 'E':
				e = i
			case 'G':
				g = i
			}
		}
		want := map[bool]string{true: "A PAR - BUR", false: "A PAR - PIC"}[e < g]
		if got := issued(t, o, "A PAR").Order.String(); got != want {
			t.Errorf("seed %d: %s with recorded list %s", seed, got, o.Expanded["FRANCE"])
		}
	}
}

// payola-rules §10.2: when every power's earliest offer is the same for
// two tied orders, the earliest *direct* offer decides, powers taken in the
// owner's list order. Here one negative of Austria's and one of France's
// pay for both moves of A PAR; Austria's direct offer makes BUR a candidate
// before PIC, but France (first in its own list) offered for PIC first.
func TestLastResortComparesDirectOffers(t *testing.T) {
	sheets := map[string]string{
		"AUSTRIA": "1 ! A PAR H\n1 @ A PAR - BUR", // a negative, then 1 for BUR and a hold wildcard
		"FRANCE":  "1 ! A PAR H\n1 : A PAR - PIC\n0 : A PAR - BUR",
	}
	for _, c := range []struct{ accept, want string }{
		{"F?", "A PAR - PIC"},      // France's direct offers: PIC before BUR
		{"AF?", "A PAR - BUR"},     // Austria's: BUR only
		{"IFRATEG", "A PAR - PIC"}, // powers that offered nothing are skipped
	} {
		o := phase{accept: map[string]string{"FRANCE": c.accept}, sheets: sheets}.run(t)
		is := issued(t, o, "A PAR")
		if len(is.Candidates) != 2 || is.Candidates[0].Total != 3 || is.Candidates[1].Total != 3 {
			t.Fatalf("list %s: not a tie of 3 AgP between two orders:\n%s", c.accept, o.Chart())
		}
		if is.Order.String() != c.want {
			t.Errorf("list %s: A PAR issues %s, want %s", c.accept, is.Order, c.want)
		}
	}
}

// Issued.Candidates lists the winner first, also in a tie (rules 5.2,
// 5.3): here England's and Germany's 4 AgP tie on A PAR, and France's
// list decides; France's default hold (3.3) comes last.
func TestTiedWinnerIsListedFirst(t *testing.T) {
	for list, want := range map[string]string{"FEG?": "A PAR - BUR", "FGE?": "A PAR - PIC"} {
		o := phase{accept: map[string]string{"FRANCE": list}, sheets: map[string]string{
			"ENGLAND": "4 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC"}}.run(t)
		is := issued(t, o, "A PAR")
		if is.Order.String() != want || len(is.Candidates) != 3 || is.Candidates[0].Order.String() != want || is.Candidates[1].Total != 4 {
			t.Errorf("list %s: A PAR issues %s, candidates %s; want %s first", list, is.Order, candidates(is), want)
		}
	}
}
