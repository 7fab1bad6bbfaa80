package payola

import (
	"testing"
)

// Scenario 21 of reference-judge §7 and the forms of payola-rules §2: each
// line alone, FRANCE submitting on the opening board.
func TestSheetLine(t *testing.T) {
	cases := []struct {
		name, line, echo, offers string
	}{
		{"rule_3.1_direct_without_spaces", "5:A PAR-BUR", "5 : A PAR - BUR", "#0 direct 5 for A PAR - BUR"},
		{"payola_rules_2_plain_order_is_zero_direct", "A PAR - BUR", "0 : A PAR - BUR", "#0 direct 0 for A PAR - BUR"},
		{"payola_rules_2_type_symbol_first_means_zero", "! A PAR - BUR", "0 ! A PAR - BUR", "#0 direct 0 for A PAR H; #1 negative 0 for A PAR doing anything but - BUR"},
		{"payola_rules_2_gift_symbol_first_means_zero", "& A PAR - BUR", "0 & A PAR - BUR", "#0 direct 0 for A PAR - BUR; #1 gift 0 for any order of A PAR"},
		{"rule_3.2_negative_listing_hold_builds_no_hold", "4 ! A PAR H | - BUR", "4 ! A PAR H | - BUR", "#0 negative 4 for A PAR doing anything but H | - BUR"},
		{"rule_3.1_move_offer_pays_listed_hold_directly", "4 > A PAR H", "4 > A PAR H", "#0 direct 4 for A PAR H; #1 move wildcard 4 for any move of A PAR"},
		{"rule_3.1_move_offer_lists_move_at_zero", "4 > A PAR - BUR", "4 > A PAR - BUR", "#0 direct 0 for A PAR - BUR; #1 move wildcard 4 for any move of A PAR"},
		{"rule_3.1_hold_offer_lists_hold_at_zero", "4 @ A PAR H", "4 @ A PAR H", "#0 direct 0 for A PAR H; #1 hold wildcard 4 for any hold, support or convoy of A PAR"},
		{"rule_3.1_hold_offer_pays_listed_move_directly", "4#2 @ A PAR - BUR", "4#2 @ A PAR - BUR", "#0 direct 4 (plateau 2) for A PAR - BUR; #1 hold wildcard 4 (plateau 2) for any hold, support or convoy of A PAR"},
		{"rule_3.1_gift_lists_at_zero", "4 & A PAR H | - BUR", "4 & A PAR H | - BUR", "#0 direct 0 for A PAR H; #1 direct 0 for A PAR - BUR; #2 gift 4 for any order of A PAR"},
		{"rule_3.1_repetition_plateau_augmentation", "2 * 5 # 3 + 1 : ARMY PARIS TO BURGUNDY", "2*5#3+1 : A PAR - BUR", "#0 direct 5 (plateau 3) for A PAR - BUR; #1 direct 5 (plateau 3) for A PAR - BUR; #2 direct 1 for A PAR - BUR"},
		{"rule_3.1_augmented_repetition", "5+2*3#1 : A PAR - BUR", "5+2*3#1 : A PAR - BUR", "#0 direct 5 for A PAR - BUR; #1 direct 3 (plateau 1) for A PAR - BUR; #2 direct 3 (plateau 1) for A PAR - BUR"},
		{"rule_3.1_repeated_zero_is_one_offer", "3*0 : A PAR - BUR", "3*0 : A PAR - BUR", "#0 direct 0 for A PAR - BUR"},
		{"rule_3.1_bare_plateau_is_the_amount", "8# : A PAR - BUR", "8# : A PAR - BUR", "#0 direct 8 (plateau 8) for A PAR - BUR"},
		{"rule_3.1_zero_bare_plateau", "0# : A PAR - BUR", "0# : A PAR - BUR", "#0 direct 0 for A PAR - BUR"},
		{"rule_3.1_largest_amount", "9999 : A PAR - BUR", "9999 : A PAR - BUR", "#0 direct 9999 for A PAR - BUR"},
		{"rule_3.1_alternatives_in_sequence", "3 : A PAR - BUR | - PIC | H", "3 : A PAR - BUR | - PIC | H", "#0 direct 3 for A PAR - BUR; #1 direct 3 for A PAR - PIC; #2 direct 3 for A PAR H"},
		{"rule_3.5_comment_kept_in_echo", "5 : A PAR - BUR % Go!", "5 : A PAR - BUR % Go!", "#0 direct 5 for A PAR - BUR"},
		{"payola_rules_2_type_and_coast_from_board", "1 : STP H", "1 : F STP/SC H", "#0 direct 1 for F STP/SC H"},
		{"payola_rules_2_full_names", "2 : Army Paris -> Burgundy", "2 : A PAR - BUR", "#0 direct 2 for A PAR - BUR"},
		{"payola_rules_2_adjective", "2 : FRENCH A PAR S A MAR - BUR", "2 : A PAR S A MAR - BUR", "#0 direct 2 for A PAR S A MAR - BUR"},
		{"payola_rules_2_fleet_gets_only_coast", "1 : F BRE - MAO", "1 : F BRE - MAO", "#0 direct 1 for F BRE - MAO"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, diags := parseOne(t, "FRANCE", c.line)
			if len(diags) > 0 {
				t.Fatalf("%q: %v", c.line, diags)
			}
			if len(s.Lines) != 1 || s.Lines[0].Echo != c.echo {
				t.Fatalf("%q echoes %q, want %q", c.line, s.Lines[0].Echo, c.echo)
			}
			if s.Lines[0].Number != 7 {
				t.Errorf("line number %d, want 7", s.Lines[0].Number)
			}
			if got := offersText(s); got != c.offers {
				t.Errorf("%q becomes\n  %s\nwant\n  %s", c.line, got, c.offers)
			}
		})
	}
}
