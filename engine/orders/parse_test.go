package orders

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

var std = board.Standard()

// Every spelling of reference-judge.md §2.6 (and the neighbouring sections)
// becomes the canonical order the reference judge prints.
func TestParseSpellings(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"2.6_move_in_words", "ARMY PARIS TO BURGUNDY", "A PAR - BUR"},
		{"2.6_move_verb_and_to", "A PARIS MOVE TO BURGUNDY", "A PAR - BUR"},
		{"2.6_move_arrow", "A PAR -> BUR", "A PAR - BUR"},
		{"2.6_move_two_places", "PAR BUR", "PAR - BUR"},
		{"2.6_move_attacks", "A PAR ATTACKS BUR", "A PAR - BUR"},
		{"2.6_hold_in_words", "ARMY IN PARIS WILL HOLD", "A PAR H"},
		{"2.6_hold_word_first", "HOLD A PAR", "A PAR H"},
		{"2.6_hold_no_type", "PAR H", "PAR H"},
		{"2.6_hold_holding", "A PAR HOLDING", "A PAR H"},
		{"2.6_support_no_type", "A MAR SUPPORTS PAR - BUR", "A MAR S PAR - BUR"},
		{"2.6_support_in_words", "A MAR SUPPORTS A PAR TO BUR", "A MAR S A PAR - BUR"},
		{"2.6_support_adjectives", "FRENCH A MAR S FRENCH A PAR - BUR", "A MAR S A PAR - BUR"},
		{"2.6_support_hold_trailing_h", "F AEG S BUL H", "F AEG S BUL"},
		{"2.6_support_hold", "F AEG S BUL", "F AEG S BUL"},
		{"2.6_convoy_in_words", "F AEG CONVOY ARMY BULGARIA TO SMYRNA", "F AEG C A BUL - SMY"},
		{"2.6_coast_brackets", "F CON - BUL(EC)", "F CON - BUL/EC"},
		{"2.6_coast_full_name_slash", "F CON - BULGARIA/EC", "F CON - BUL/EC"},
		{"2.6_coast_separate_word", "F CON - BUL EC", "F CON - BUL/EC"},
		{"2.6_fleet_in_words", "THE FLEET IN MAO MOVES TO SPAIN/NC", "F MAO - SPA/NC"},
		{"2.6_adjective_and_full_name", "RUSSIAN A MOS - UKRAINE", "A MOS - UKR"},
		{"2.1_no_space_hyphen", "A PAR-BUR", "A PAR - BUR"},
		{"2.1_lower_case", "a par-bur", "A PAR - BUR"},
		{"2.3_trailing_question_mark", "A PAR - BUR ?", "A PAR - BUR"},
		{"trailing_full_stop", "A PAR - BUR.", "A PAR - BUR"},
		{"extra_whitespace", "  A\tPAR   -\tBUR  ", "A PAR - BUR"},
		{"moves_to", "A PAR MOVES TO BUR", "A PAR - BUR"},
		{"power_name_prefix_with_colon", "FRANCE: A PAR - BUR", "A PAR - BUR"},
		{"2.2_multiword_name", "F English Channel - Mid-Atlantic Ocean", "F ENG - MAO"},
		{"2.2_alias_mid", "F MID - BRE", "F MAO - BRE"},
		{"2.2_alias_channel", "F CHANNEL H", "F ENG H"},
		{"2.2_gulf_of_bothnia", "F GULF OF BOTHNIA - SWE", "F BOT - SWE"},
		{"2.2_alias_gob", "F GOB - SWE", "F BOT - SWE"},
		{"2.2_alias_lpl", "A LPL - EDI", "A LVP - EDI"},
		{"2.2_alias_nor", "A NOR - SWE", "A NWY - SWE"},
		{"2.2_st_petersburg_with_dot", "A ST. PETERSBURG - MOS", "A STP - MOS"},
		{"2.2_stpete", "A STPETE - MOS", "A STP - MOS"},
		{"2.2_burgandy", "A BURGANDY - PAR", "A BUR - PAR"},
		{"2.2_tyrol", "A TYROL - VIE", "A TYR - VIE"},
		{"2.2_coast_spa_slash", "F MAO - SPA/NC", "F MAO - SPA/NC"},
		{"2.2_coast_spa_space", "F MAO - SPA NC", "F MAO - SPA/NC"},
		{"2.2_coast_spa_brackets", "F MAO - SPA(NC)", "F MAO - SPA/NC"},
		{"2.2_coast_spa_space_brackets", "F MAO - SPA (NC)", "F MAO - SPA/NC"},
		{"2.2_coast_spain_slash", "F MAO - SPAIN/NC", "F MAO - SPA/NC"},
		{"2.2_coast_spain_space", "F MAO - SPAIN NC", "F MAO - SPA/NC"},
		{"2.2_coast_north_coast_of_spain", "F MAO - NORTH COAST OF SPAIN", "F MAO - SPA/NC"},
		{"2.2_coast_spain_north_coast_brackets", "F MAO - SPAIN (NORTH COAST)", "F MAO - SPA/NC"},
		{"coast_spa_north_coast", "F MAO - SPA NORTH COAST", "F MAO - SPA/NC"},
		{"coast_lower_brackets", "F GAS - spa(nc)", "F GAS - SPA/NC"},
		{"coast_brackets_compass_word", "F MAO - Spain (north)", "F MAO - SPA/NC"},
		{"coast_square_brackets", "F MAO - SPA[SC]", "F MAO - SPA/SC"},
		{"coast_on_unit", "F St Petersburg (south coast) - BOT", "F STP/SC - BOT"},
		{"coast_bulgaria_east_coast_words", "F BUL EAST COAST - CON", "F BUL/EC - CON"},
		{"coast_map_alias_bul_nc_is_ec", "F BUL/NC - CON", "F BUL/EC - CON"},
		{"east_alone_is_the_sea", "F EAST - AEG", "F EAS - AEG"},
		{"gulf_of_lyon_then_s", "F GULF OF LYON S F WES - TUN", "F LYO S F WES - TUN"},
		{"marseilles_then_s_not_alias_mars", "A MAR S A PAR - BUR", "A MAR S A PAR - BUR"},
		{"route_written_out", "A LON - NTH - NWY", "A LON - NTH - NWY"},
		{"route_two_seas", "A LON - ENG - MAO - POR", "A LON - ENG - MAO - POR"},
		{"route_via_sea", "A LON - NWY VIA NTH", "A LON - NTH - NWY"},
		{"route_via_sea_bulgaria", "A BUL - CON VIA AEG", "A BUL - AEG - CON"},
		{"via_convoy", "A LON - NWY VIA CONVOY", "A LON - NWY VIA CONVOY"},
		{"route_and_via_convoy", "A LON - NTH - NWY VIA CONVOY", "A LON - NTH - NWY"},
		{"via_two_seas", "A LON - POR VIA ENG MAO", "A LON - ENG - MAO - POR"},
		{"route_without_hyphens", "A LON NTH NWY", "A LON - NTH - NWY"},
		{"hyphenated_st_petersburg", "A St-Petersburg - MOS", "A STP - MOS"},
		{"unicode_arrow", "A PAR → BUR", "A PAR - BUR"},
		{"unique_beginning_of_full_name", "F North Atlantic - NWG", "F NAO - NWG"},
		{"unique_beginning_eastern_med", "F Eastern Med - AEG", "F EAS - AEG"},
		{"by_convoy", "A LON - NWY BY CONVOY", "A LON - NWY VIA CONVOY"},
		{"army_coast_dropped_datc_6.B.12", "A GAS - SPA/NC", "A GAS - SPA"},
		{"datc_6.B.9_support_coast_kept_for_fleet", "F POR S F MID - SPA/NC", "F POR S F MAO - SPA/NC"},
		{"support_coast_dropped_for_army", "A MAR S A GAS - SPA/NC", "A MAR S A GAS - SPA"},
		{"convoy_coast_dropped", "F MAO C A LON - SPA/NC", "F MAO C A LON - SPA"},
		{"support_hold_word", "A MUN S A BER HOLD", "A MUN S A BER"},
		{"support_no_hyphen", "A MUN S A BER KIE", "A MUN S A BER - KIE"},
		{"convoy_order", "F NTH C A LON - NWY", "F NTH C A LON - NWY"},
		{"datc_convoys_word", "F nth convoys A yor - yor", "F NTH C A YOR - YOR"},
		{"datc_supports_no_spaces", "A lvp supports A yor-yor", "A LVP S A YOR - YOR"},
		{"datc_fleet_on_coast", "F spa/nc - mao", "F SPA/NC - MAO"},
		{"datc_comment_after_order", "A bel-hol via convoy  # explicit!", "A BEL - HOL VIA CONVOY"},
		{"payola_comment", "A PAR H % stay home", "A PAR H"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Parse(std, tt.text, Movement)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.text, err)
			}
			if got := o.String(); got != tt.want {
				t.Errorf("Parse(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// A route written out is a convoyed move; the seas are kept in order.
func TestParseRouteFields(t *testing.T) {
	o, err := Parse(std, "A LON - ENG - MAO - POR", Movement)
	if err != nil {
		t.Fatal(err)
	}
	want := Order{Unit: Unit{board.Army, "LON"}, Kind: Move, Dest: "POR", ViaConvoy: true, Route: []string{"ENG", "MAO"}}
	if !reflect.DeepEqual(o, want) {
		t.Errorf("got %#v, want %#v", o, want)
	}
	o, _ = Parse(std, "A LON - NWY", Movement)
	if o.ViaConvoy || o.Route != nil {
		t.Errorf("a plain move must not ask for a convoy: %#v", o)
	}
	o, _ = Parse(std, "A LON - NWY VIA CONVOY", Movement)
	if !o.ViaConvoy || o.Route != nil {
		t.Errorf("VIA CONVOY must set ViaConvoy only: %#v", o)
	}
}

// The phase decides what "-", "R" and "D" mean (game-format.md §2).
func TestParsePhaseOrders(t *testing.T) {
	tests := []struct {
		name string
		ph   PhaseKind
		text string
		want Order
	}{
		{"retreat_with_hyphen", Retreats, "F TRI - ALB", Order{Unit: Unit{board.Fleet, "TRI"}, Kind: Retreat, Dest: "ALB"}},
		{"retreat_with_r", Retreats, "F TRI R ALB", Order{Unit: Unit{board.Fleet, "TRI"}, Kind: Retreat, Dest: "ALB"}},
		{"retreat_word_first", Retreats, "RETREAT F TRI TO ALB", Order{Unit: Unit{board.Fleet, "TRI"}, Kind: Retreat, Dest: "ALB"}},
		{"retreat_fleet_to_coast", Retreats, "F MAO - SPA/NC", Order{Unit: Unit{board.Fleet, "MAO"}, Kind: Retreat, Dest: "SPA/NC"}},
		{"disband_word", Retreats, "F TRI DISBAND", Order{Unit: Unit{board.Fleet, "TRI"}, Kind: Disband}},
		{"disband_d", Retreats, "F TRI D", Order{Unit: Unit{board.Fleet, "TRI"}, Kind: Disband}},
		{"disband_word_first", Retreats, "DISBAND A PAR", Order{Unit: Unit{board.Army, "PAR"}, Kind: Disband}},
		{"build_army", Adjustments, "BUILD A KIE", Order{Unit: Unit{board.Army, "KIE"}, Kind: Build}},
		{"build_fleet_coast", Adjustments, "BUILD F STP/NC", Order{Unit: Unit{board.Fleet, "STP/NC"}, Kind: Build}},
		{"build_b_after", Adjustments, "F BRE B", Order{Unit: Unit{board.Fleet, "BRE"}, Kind: Build}},
		{"build_datc_no_coast", Adjustments, "Build F stp", Order{Unit: Unit{board.Fleet, "STP"}, Kind: Build}},
		{"remove_word_first", Adjustments, "REMOVE A PAR", Order{Unit: Unit{board.Army, "PAR"}, Kind: Remove}},
		{"remove_no_type", Adjustments, "Remove gol", Order{Unit: Unit{Loc: "LYO"}, Kind: Remove}},
		{"remove_r_after_unit", Adjustments, "A PAR R", Order{Unit: Unit{board.Army, "PAR"}, Kind: Remove}},
		{"remove_r_before_unit", Adjustments, "R A PAR", Order{Unit: Unit{board.Army, "PAR"}, Kind: Remove}},
		{"remove_disband_in_adjustments", Adjustments, "F TRI DISBAND", Order{Unit: Unit{board.Fleet, "TRI"}, Kind: Remove}},
		{"waive", Adjustments, "WAIVE", Order{Kind: Waive}},
		{"waive_with_power", Adjustments, "FRANCE WAIVE", Order{Kind: Waive}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Parse(std, tt.text, tt.ph)
			if err != nil {
				t.Fatalf("Parse(%q, %c): %v", tt.text, tt.ph, err)
			}
			if !reflect.DeepEqual(o, tt.want) {
				t.Errorf("Parse(%q, %c) = %#v, want %#v", tt.text, tt.ph, o, tt.want)
			}
		})
	}
}

// Every kind of mistake is reported at the column of the offending word,
// saying what was expected and what was found.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		ph   PhaseKind
		text string
		col  int
		msg  string // a part of the message
	}{
		{"empty", Movement, "", 1, "no order"},
		{"only_spaces", Movement, "   ", 1, "no order"},
		{"unknown_unit_place", Movement, "A XYZ - BUR", 3, "'XYZ' is not a place on this map"},
		{"unknown_destination", Movement, "A PAR - XYZ", 9, "'XYZ' is not a place on this map"},
		{"unknown_hyphenated_name_quoted_whole", Movement, "F Mdi-Atlantic - BRE", 3, "'Mdi-Atlantic' is not a place"},
		{"misspelt_second_half_of_a_name", Movement, "F Mid-Atlantik - BRE", 7, "'Atlantik' is not a place"},
		{"nothing_after_hyphen", Movement, "A PAR -", 8, "expected a province for A PAR to move to, found nothing"},
		{"punctuation_after_hyphen", Movement, "A PAR - !", 9, "expected a province after '-', found '!'"},
		{"nothing_after_type", Movement, "A", 2, "expected a province after 'A', found nothing"},
		{"no_order_for_unit", Movement, "A PAR", 6, "expected an order for A PAR"},
		{"unknown_order_word", Movement, "A PAR X", 7, "found 'X'"},
		{"extra_words_after_hold", Movement, "A PAR H BUR", 9, "unexpected 'BUR'"},
		{"extra_words_after_move", Movement, "A PAR - BUR H", 13, "unexpected 'H'"},
		{"question_mark_inside", Movement, "A PAR ? - BUR", 7, "found '?'"},
		{"coast_on_coastless_province", Movement, "F BRE/NC - MAO", 6, "Brest has no separate coasts"},
		{"coast_not_on_this_province", Movement, "F MAO - SPA/EC", 12, "Spain has no east coast: it has SPA/NC and SPA/SC"},
		{"coast_missing_after_slash", Movement, "F MAO - SPA/", 13, "expected a coast after '/'"},
		{"coast_bad_after_slash", Movement, "F MAO - SPA/XX", 13, "expected a coast after '/'"},
		{"coast_bracket_not_closed", Movement, "F MAO - SPA(NC", 15, "expected ')'"},
		{"coast_bracket_empty", Movement, "F MAO - SPA()", 13, "expected a coast inside the brackets"},
		{"support_without_unit", Movement, "A PAR S", 8, "expected the unit to support after 'S', found nothing"},
		{"support_destination_missing", Movement, "A PAR S A BUR -", 16, "after 'S A BUR', found nothing"},
		{"support_destination_unknown", Movement, "A PAR S A BUR - XYZ", 17, "'XYZ' is not a place"},
		{"convoy_without_destination", Movement, "F NTH C A LON", 14, "a convoy says where the army goes"},
		{"convoy_without_unit", Movement, "F NTH C", 8, "expected the army to convoy after 'C'"},
		{"via_without_anything", Movement, "A LON - NWY VIA", 16, "expected CONVOY or a sea after 'VIA'"},
		{"via_unknown_sea", Movement, "A LON - NWY VIA XYZ", 17, "'XYZ' is not a place"},
		{"retreat_in_movement", Movement, "F TRI R ALB", 7, "only in a retreat phase"},
		{"disband_in_movement", Movement, "F TRI DISBAND", 7, "disbanded only in retreat phases"},
		{"build_in_movement", Movement, "BUILD A PAR", 1, "only in an adjustment phase"},
		{"waive_in_movement", Movement, "WAIVE", 1, "WAIVE is an adjustment-phase order"},
		{"waive_with_more", Adjustments, "WAIVE A PAR", 7, "unexpected 'A'"},
		{"build_without_type", Adjustments, "BUILD STP", 1, "say what to build"},
		{"move_in_adjustments", Adjustments, "F TRI - ALB", 7, "in an adjustment phase write BUILD, REMOVE or WAIVE"},
		{"hold_in_adjustments", Adjustments, "A PAR H", 7, "in an adjustment phase"},
		{"support_in_retreats_datc_6.H.1", Retreats, "A ser S F tri-alb", 7, "in a retreat phase a unit can only retreat"},
		{"convoy_in_retreats", Retreats, "F nth C A hol-yor", 7, "in a retreat phase a unit can only retreat"},
		{"retreat_by_route", Retreats, "F TRI - ADR - ALB", 9, "a retreat goes straight to a neighbouring province"},
		{"retreat_via_convoy", Retreats, "A TRI - ALB VIA CONVOY", 9, "never by convoy"},
		{"hold_word_first_then_more", Movement, "HOLD A PAR - BUR", 12, "unexpected '-'"},
		{"unit_unknown_after_power", Movement, "FRENCH XYZ H", 8, "'XYZ' is not a place"},
		{"unknown_punctuation", Movement, "A PAR * BUR", 7, "found '*'"},
		{"ambiguous_beginning_of_names", Movement, "F Gulf of - SWE", 3, "'Gulf' is not a place"},
		{"support_without_supporter", Movement, "S A PAR - BUR", 1, "an order starts with the unit that gives it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Parse(std, tt.text, tt.ph)
			if err == nil {
				t.Fatalf("Parse(%q) = %q, want an error", tt.text, o)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v is %T, want *Error", err, err)
			}
			if e.Col != tt.col || !strings.Contains(e.Msg, tt.msg) {
				t.Errorf("Parse(%q) error = column %d %q, want column %d containing %q", tt.text, e.Col, e.Msg, tt.col, tt.msg)
			}
		})
	}
}

// Payola's "|" alternatives repeat only the order part (rule 3.1 item 8).
func TestParseAction(t *testing.T) {
	par := Unit{board.Army, "PAR"}
	bre := Unit{board.Fleet, "BRE"}
	tests := []struct {
		name string
		u    Unit
		text string
		want string
	}{
		{"hold", par, "H", "A PAR H"},
		{"move", bre, "- ENG", "F BRE - ENG"},
		{"move_bare_place", par, "PIC", "A PAR - PIC"},
		{"move_full_name", bre, "English Channel", "F BRE - ENG"},
		{"support", bre, "S A PAR - PIC", "F BRE S A PAR - PIC"},
		{"convoy", Unit{board.Fleet, "ENG"}, "C A LON - BRE", "F ENG C A LON - BRE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ParseAction(std, tt.u, tt.text, Movement)
			if err != nil {
				t.Fatalf("ParseAction(%q): %v", tt.text, err)
			}
			if got := o.String(); got != tt.want {
				t.Errorf("ParseAction(%v, %q) = %q, want %q", tt.u, tt.text, got, tt.want)
			}
		})
	}
	_, err := ParseAction(std, par, "- XYZ", Movement)
	var e *Error
	if !errors.As(err, &e) || e.Col != 3 {
		t.Errorf("ParseAction error column: got %v, want column 3", err)
	}
	if _, err := ParseAction(std, par, "", Movement); err == nil {
		t.Error("an empty action must be an error")
	}
}

// Units in game files and offers: an optional power word, an optional type,
// a place with its coast.
func TestParseUnitOwner(t *testing.T) {
	tests := []struct {
		text, want, power string
	}{
		{"A PAR", "A PAR", ""},
		{"F STP/NC", "F STP/NC", ""},
		{"FRENCH F BRE", "F BRE", "FRANCE"},
		{"Russia A Moscow", "A MOS", "RUSSIA"},
		{"PAR", "PAR", ""},
		{"fleet north sea", "F NTH", ""},
		{"A SPA/NC", "A SPA/NC", ""}, // kept, so that the game file check can refuse it
	}
	for _, tt := range tests {
		u, power, err := ParseUnitOwner(std, tt.text)
		if err != nil {
			t.Errorf("ParseUnitOwner(%q): %v", tt.text, err)
			continue
		}
		if u.String() != tt.want || power != tt.power {
			t.Errorf("ParseUnitOwner(%q) = %q, %q; want %q, %q", tt.text, u, power, tt.want, tt.power)
		}
	}
	for _, bad := range []string{"", "A", "A PAR H", "XYZ", "A PAR BUR"} {
		if u, err := ParseUnit(std, bad); err == nil {
			t.Errorf("ParseUnit(%q) = %v, want an error", bad, u)
		}
	}
}

func TestErrorText(t *testing.T) {
	if got := (&Error{Col: 7, Msg: "Picardy is not next to the North Sea"}).Error(); got != "column 7: Picardy is not next to the North Sea" {
		t.Errorf("got %q", got)
	}
	if got := (&Error{Msg: "a unit cannot support itself"}).Error(); got != "a unit cannot support itself" {
		t.Errorf("got %q", got)
	}
}

// An order word may come before the unit ("HOLD A PAR", "RETREAT F TRI -
// ALB"). After a leading RETREAT the destination follows in any of the
// usual ways; after any other leading word the order is complete once the
// unit is named, and what follows is refused at its own column.
func TestLeadingOrderWord(t *testing.T) {
	m := board.Standard()
	tri := Unit{board.Fleet, "TRI"}
	for _, text := range []string{"RETREAT F TRI - ALB", "RETREAT F TRI ALB", "RETREAT F TRI TO ALB", "R F TRI -> ALB"} {
		o, err := Parse(m, text, Retreats)
		want := Order{Unit: tri, Kind: Retreat, Dest: "ALB"}
		if err != nil || !o.Equal(want) {
			t.Errorf("Parse(%q) = %q, %v; want %q", text, o, err, want)
		}
	}
	for _, c := range []struct {
		text string
		ph   PhaseKind
		col  int
		msg  string
	}{
		{"RETREAT F TRI S A BUD", Retreats, 15, "unexpected 'S': the order is complete after 'RETREAT F TRI'"},
		{"HOLD A PAR - BUR", Movement, 12, "unexpected '-': the order is complete after 'HOLD A PAR'"},
		{"HOLD A PAR BUR", Movement, 12, "unexpected 'BUR': the order is complete after 'HOLD A PAR'"},
		{"DISBAND F TRI - ALB", Retreats, 15, "unexpected '-': the order is complete after 'DISBAND F TRI'"},
	} {
		_, err := Parse(m, c.text, c.ph)
		var e *Error
		if !errors.As(err, &e) || e.Col != c.col || e.Msg != c.msg {
			t.Errorf("Parse(%q) = %v; want column %d: %s", c.text, err, c.col, c.msg)
		}
	}
}

// A convoy route may follow VIA ("A LON - NWY VIA NTH"), a sea or several;
// VIA needs a destination before it.
func TestRouteAfterVia(t *testing.T) {
	m := board.Standard()
	for text, want := range map[string]string{
		"A LON - NWY VIA NTH":            "A LON - NTH - NWY",
		"A LON - BEL VIA ENG NTH":        "A LON - ENG - NTH - BEL",
		"A LON - NWY VIA CONVOY":         "A LON - NWY VIA CONVOY",
		"A LON - NWY VIA North Sea":      "A LON - NTH - NWY",
		"A LON - NWY via the North Sea":  "A LON - NTH - NWY",
		"A LON - NWY VIA CONVOY VIA NTH": "A LON - NTH - NWY", // the route says more than VIA CONVOY
	} {
		o, err := Parse(m, text, Movement)
		if err != nil || o.String() != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", text, o, err, want)
		}
	}
	_, err := Parse(m, "A LON - VIA CONVOY", Movement)
	var e *Error
	if !errors.As(err, &e) || e.Col != 9 || e.Msg != "expected a province for A LON to move to, found 'VIA'" {
		t.Errorf("Parse(A LON - VIA CONVOY) = %v; want column 9: expected a province, found 'VIA'", err)
	}
}

// Only a name of two words or more may be the beginning of a full name:
// one word must be a whole name or abbreviation.
func TestOneWordIsNoBeginningOfAName(t *testing.T) {
	m := board.Standard()
	for _, text := range []string{"A Burgun", "A Pruss", "F Adriat"} {
		if u, err := ParseUnit(m, text); err == nil {
			t.Errorf("ParseUnit(%q) = %v; want an error", text, u)
		}
	}
}

// A word of apostrophes only is no place (and never crashes the lookup).
func TestApostrophesAreNoPlace(t *testing.T) {
	_, err := Parse(board.Standard(), "A ' - BUR", Movement)
	var e *Error
	if !errors.As(err, &e) || e.Col != 3 || e.Msg != "''' is not a place on this map" {
		t.Errorf("Parse(A ' - BUR) = %v; want column 3: ''' is not a place on this map", err)
	}
}

// lexed shows lex's tokens as "kind:text", the text as typed, with a
// word's upper-case form after "=" when it differs and "~" on a glued dash.
func lexed(text string) string {
	toks, upper := lex(nil, text, 0)
	var out []string
	for _, t := range toks {
		s := "wd/()?x"[t.kind:t.kind+1] + ":" + text[t.start:t.end]
		if t.kind == tWord && upper[t.ustart:t.uend] != text[t.start:t.end] {
			s += "=" + upper[t.ustart:t.uend]
		}
		if t.glued {
			s += "~"
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// The lexer's reading of what players type: words of letters, digits and
// apostrophes in any alphabet; the move marks players use; coasts after a
// slash or in brackets; separators that only separate; comments; and
// question marks dropped at the end only. A dash between two word
// characters is "glued" (a name such as Mid-Atlantic, or PAR-BUR).
func TestLexTokens(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"A PAR - BUR", "w:A w:PAR d:- w:BUR"},
		{"a par-bur", "w:a=A w:par=PAR d:-~ w:bur=BUR"},
		{"PAR -BUR", "w:PAR d:- w:BUR"},
		{"PAR- BUR", "w:PAR d:- w:BUR"},
		{"-BUR", "d:- w:BUR"},
		{"PAR-", "w:PAR d:-"},
		{"A PAR->BUR", "w:A w:PAR d:-> w:BUR"},
		{"PAR>BUR PAR→BUR PAR–BUR PAR—BUR", "w:PAR d:> w:BUR w:PAR d:→ w:BUR w:PAR d:– w:BUR w:PAR d:— w:BUR"},
		{"F STP/NC", "w:F w:STP /:/ w:NC"},
		{"F SPA(sc) F SPA[NC]", "w:F w:SPA (:( w:sc=SC ):) w:F w:SPA (:[ w:NC ):]"},
		{"A PAR H??", "w:A w:PAR w:H"},
		{"A ? PAR", "w:A ?:? w:PAR"},
		{"??", ""},
		{"", ""},
		{"A PAR H # hold it", "w:A w:PAR w:H"},
		{"A PAR H % hold it", "w:A w:PAR w:H"},
		{"FRANCE: A PAR,H;St.Petersburg+x_y\tz", "w:FRANCE w:A w:PAR w:H w:St=ST w:Petersburg=PETERSBURG w:x=X w:y=Y w:z=Z"},
		{"l'Est 'T", "w:l'Est=L'EST w:'T"},
		{"AZaz09 @ ` { ~", "w:AZaz09=AZAZ09 x:@ x:` x:{ x:~"},
		{"12$", "w:12 x:$"},
		{"Côte-d'Or", "w:Côte=CÔTE d:-~ w:d'Or=D'OR"},
		{"A PAR\u00a0H", "w:A w:PAR w:H"},                // a no-break space separates
		{"A PAR\u2003–\u2003BUR", "w:A w:PAR d:– w:BUR"}, // and so does an em space
		{"A ÎLE H", "w:A w:ÎLE w:H"},
		{"A PAR ₂", "w:A w:PAR x:₂"},
		{"A PAR ٣", "w:A w:PAR w:٣"}, // a digit in another script is a word character
	} {
		if got := lexed(c.in); got != c.want {
			t.Errorf("lex(%q):\n got  %s\n want %s", c.in, got, c.want)
		}
	}
}
