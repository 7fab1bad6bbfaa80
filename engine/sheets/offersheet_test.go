package sheets

import (
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

func TestSheetClear(t *testing.T) {
	// payola-rules §2: NMR or CLEAR discards what came before it.
	m := board.Standard()
	s, diags := ParseSheet(m, startPosition(m), "FRANCE", []string{"5 : A PAR - BUR", "5 : A PIC - BUR", "10$", "CLEAR", "2 : F BRE - MAO"}, 1, payola.AuctionRules{})
	if len(diags) > 0 || len(s.Lines) != 1 || s.Lines[0].Echo != "2 : F BRE - MAO" || s.Savings != 0 {
		t.Fatalf("after CLEAR: %v %+v", diags, s.Lines)
	}
	s, _ = ParseSheet(m, startPosition(m), "FRANCE", []string{"5 : A PAR - BUR", "(NMR)"}, 1, payola.AuctionRules{})
	if len(s.Lines) != 0 {
		t.Errorf("NMR kept %v", s.Lines)
	}
}

// payola-rules §2: NMR or CLEAR must stand alone on its line; another word
// starting with N or C is not one, and discards nothing.
func TestSheetOnlyNMROrCLEARClears(t *testing.T) {
	for _, word := range []string{"Nonsense", "Cheers", "nope", "(Clearly)", "[NMRs]"} {
		s, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, "5 : A PAR - BUR", word, "2 : F BRE - MAO")
		d := oneDiag(t, word, ds)
		if d.Line != 2 || len(s.Lines) != 2 || s.Lines[0].Echo != "5 : A PAR - BUR" {
			t.Errorf("%q: %v; lines %+v", word, d, s.Lines)
		}
	}
	for _, word := range []string{"NMR", "clear", "(nmr)", "[CLEAR]", " Clear "} {
		s, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, "5 : A PAR - BUR", word, "2 : F BRE - MAO")
		if len(ds) != 0 || len(s.Lines) != 1 || s.Lines[0].Number != 3 {
			t.Errorf("%q does not clear: %v; lines %+v", word, ds, s.Lines)
		}
	}
}

// game-format §2: a section belongs to a power of the map; a name that is
// none is refused at the section's first line. The empty name is the
// checker's syntax check without a game, which reads the lines.
func TestSheetPowerMustBeOfTheMap(t *testing.T) {
	m := board.Standard()
	s, ds := ParseSheet(m, startPosition(m), "Spain", []string{"5 : A PAR - BUR"}, 4, payola.AuctionRules{})
	d := oneDiag(t, "section of Spain", ds)
	if d.Line != 4 || d.Col != 1 || d.Msg != "'Spain' is not a power of this map" {
		t.Errorf("section of Spain: %v", d)
	}
	if len(s.Lines) != 0 {
		t.Errorf("a section of no power kept lines: %+v", s.Lines)
	}
	s, ds = ParseSheet(m, nil, "", []string{"5 : A PAR - BUR", "3 : F LON - NTH"}, 1, payola.AuctionRules{})
	if len(ds) != 0 || len(s.Lines) != 2 {
		t.Errorf("syntax check without a power: %v, %d lines", ds, len(s.Lines))
	}
}

// Every invalid line gives one diagnostic with its line, column and a
// player-readable reason (payola-rules §2; reference-judge scenario 21).
func TestSheetDiagnostic(t *testing.T) {
	cases := []struct {
		name, power, line string
		col               int
		msg               string
	}{
		{"rule_3.1_zero_to_foreign_unit", "GERMANY", "0 : A PAR - PIC", 1, "0 AgP offer to a unit you do not own"},
		{"rule_3.1_zero_part_to_foreign_unit", "GERMANY", "5+0 : A MAR - PIE", 1, "0 AgP offer"},
		{"rule_3.1_plain_order_to_foreign_unit", "GERMANY", "A PAR - GAS", 1, "0 AgP offer"},
		{"rule_3.1_negative_zero_to_foreign_unit", "GERMANY", "! A PAR - GAS", 1, "0 AgP offer"},
		{"rule_3.1_item_8_duplicate_order", "FRANCE", "5 : A PAR - BUR | - BUR", 18, "listed twice"},
		{"rule_3.1_item_6_unit_not_on_board", "FRANCE", "1 : A PIC - BUR", 5, "no unit in Picardy"},
		{"rule_3.1_item_7_supported_unit_missing", "FRANCE", "1 : A PAR S A PIC - BUR", 0, "Picardy"},
		{"rule_3.1_item_7_illegal_support", "FRANCE", "1 : A MAR S A PAR", 0, ""},
		{"rule_3.1_item_7_move_to_itself", "FRANCE", "1 : A PAR - PAR", 0, ""},
		{"rule_3.1_item_7_convoy_by_coastal_fleet", "FRANCE", "1 : F BRE C A PAR - LON", 0, ""},
		{"rule_3.1_item_7_unknown_place", "FRANCE", "1 : A PAR - XYZ", 0, "XYZ"},
		{"rule_3.1_item_3_plateau_above_amount", "FRANCE", "5#6 : A PAR - BUR", 3, "plateau 6 is above the amount 5"},
		{"rule_3.1_item_3_zero_plateau_above", "FRANCE", "0#5 : A PAR - BUR", 3, "above"},
		{"rule_3.1_item_2_amount_out_of_range", "FRANCE", "10000 : A PAR - BUR", 1, "0 to 9999"},
		{"rule_3.1_item_1_repetition_zero", "FRANCE", "0*5 : A PAR - BUR", 1, "1 to 99"},
		{"rule_3.1_item_1_repetition_too_big", "FRANCE", "100*5 : A PAR - BUR", 1, "1 to 99"},
		{"rule_3.1_item_1_two_stars", "FRANCE", "2*3*4 : A PAR - BUR", 4, "only one '*'"},
		{"rule_3.1_item_3_two_hashes", "FRANCE", "5## : A PAR - BUR", 3, "only one '#'"},
		{"rule_3.1_item_1_star_without_amount", "FRANCE", "3* : A PAR - BUR", 4, "expected an amount after '*'"},
		{"rule_3.1_item_4_plus_without_amount", "FRANCE", "5+ : A PAR - BUR", 4, "another amount"},
		{"rule_3.4_plateau_on_savings", "FRANCE", "5#2 $", 1, "savings request cannot have a plateau"},
		{"rule_3.1_item_5_bad_type", "FRANCE", "5 ? A PAR H", 3, "type symbol"},
		{"rule_3.1_item_5_missing_type", "FRANCE", "5", 2, "type symbol"},
		{"rule_3.1_nothing_after_type", "FRANCE", "5 :", 4, "needs a unit and an order"},
		{"rule_3.1_item_7_no_order", "FRANCE", "5 : A PAR", 0, ""},
		{"rule_3.1_item_8_empty_alternative", "FRANCE", "5 : A PAR - BUR |", 17, "nothing after '|'"},
		{"rule_3.1_item_8_unit_written_again_after_bar", "FRANCE", "5 : A PAR - BUR | A PAR - PIC", 19, "after '|' write only the order: '| - PIC'"},
		{"rule_3.1_item_6_wrong_nationality", "FRANCE", "5 : RUSSIAN A PAR - BUR", 5, "belongs to FRANCE, not RUSSIA"},
		{"payola_rules_2_not_a_line_of_a_sheet", "FRANCE", "hello world", 1, "'hello' is not a place on this map; a line is an offer"},
		{"payola_rules_2_line_starting_with_symbol", "FRANCE", "#3 : A PAR H", 1, "must start with"},
		{"rule_4.1_bad_accept_letter", "FRANCE", "ACCEPT FXG?", 9, "not the letter of a power"},
		{"rule_4.1_accept_twice_a_letter", "FRANCE", "ACCEPT FF?", 9, "twice"},
		{"rule_4.1_accept_needs_everyone_or_question_mark", "FRANCE", "ACCEPT FEG", 11, "missing: A I R T"},
		{"rule_2.3_transfer_to_unknown", "FRANCE", "TRANSFER 5 TO SPAIN", 15, "not a power"},
		{"rule_2.3_transfer_to_self", "FRANCE", "TRANSFER 5 TO FRANCE", 15, "itself"},
		{"rule_2.3_transfer_zero", "FRANCE", "TRANSFER 0 TO ENGLAND", 10, "at least 1"},
		{"rule_3.4_text_after_savings", "FRANCE", "5 $ A PAR", 5, "nothing may follow"},
		{"payola_rules_10.9_support_names_a_province", "FRANCE", "1 : F BRE S F MAO - SPA/NC", 5, "write F BRE S F MAO - SPA"},
		{"payola_rules_10.9_support_alternative_names_a_province", "FRANCE", "1 : F BRE H | S F MAO - SPA/SC", 14, "names a province, not a coast"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, diags := parseOne(t, c.power, c.line)
			if len(diags) != 1 {
				t.Fatalf("%q: %d diagnostics %v, want 1", c.line, len(diags), diags)
			}
			d := diags[0]
			if d.Line != 7 {
				t.Errorf("line %d, want 7", d.Line)
			}
			if c.col != 0 && d.Col != c.col || d.Col < 1 || d.Col > len(c.line)+1 {
				t.Errorf("%q: column %d, want %d (%s)", c.line, d.Col, c.col, d.Msg)
			}
			if !strings.Contains(d.Msg, c.msg) || d.Msg == "" {
				t.Errorf("%q: message %q does not say %q", c.line, d.Msg, c.msg)
			}
			if len(s.Lines) != 0 || len(s.Ignored) != 1 || s.Ignored[0].Text != c.line {
				t.Errorf("invalid line kept: %+v ignored %+v", s.Lines, s.Ignored)
			}
		})
	}
}

// With no board, ParseSheet checks the syntax and the map only.
func TestSheetWithoutBoard(t *testing.T) {
	m := board.Standard()
	s, diags := ParseSheet(m, nil, "GERMANY", []string{"0 : A PAR - PIC", "3 : A XYZ H"}, 1, payola.AuctionRules{})
	if len(s.Lines) != 1 || len(diags) != 1 || diags[0].Line != 2 {
		t.Errorf("lines %v diags %v", s.Lines, diags)
	}
}

// reference-judge scenario 20c: every bad line of a sheet is reported, each
// at its own line.
func TestSheetReportsEveryLine(t *testing.T) {
	m := board.Standard()
	s, diags := ParseSheet(m, startPosition(m), "GERMANY", []string{"0 : A PAR - PIC", "5+0 : A MAR - PIE", "% fine", "A PAR - GAS", "2 : A MUN - RUH"}, 10, payola.AuctionRules{})
	var at []int
	for _, d := range diags {
		if !strings.Contains(d.Msg, "0 AgP offer to a unit you do not own") {
			t.Errorf("%v", d)
		}
		at = append(at, d.Line)
	}
	if fmt.Sprint(at) != "[10 11 13]" || len(s.Lines) != 2 || len(s.Ignored) != 3 {
		t.Errorf("diagnostics at lines %v; %d lines kept, %d ignored", at, len(s.Lines), len(s.Ignored))
	}
}

// game-format §2: blank lines, or lines of spaces, may stand anywhere in a
// section; they are skipped and the lines after them keep their numbers.
func TestSheetBlankLinesInsideASection(t *testing.T) {
	s, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, "", "5 : A PAR - BUR", "   ", "\t", "3 : F BRE - MAO", "")
	if len(ds) != 0 || len(s.Lines) != 2 || s.Lines[0].Number != 2 || s.Lines[1].Number != 5 {
		t.Errorf("blank lines: %v; lines %+v", ds, s.Lines)
	}
}

// payola-rules §2: a line of one word, or an offer whose unit is one word
// to the line's end, is read and refused with the word named, not a crash;
// a nationality may be followed by a tab as by a space.
func TestSheetOneWordLines(t *testing.T) {
	for line, msg := range map[string]string{
		"Thanks":  "'Thanks' is not a place on this map",
		"5 : PAR": "",
		"5 : BUR": "",
	} {
		_, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, line)
		if d := oneDiag(t, line, ds); !strings.Contains(d.Msg, msg) {
			t.Errorf("%q: %v; want %q", line, d, msg)
		}
	}
	s, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, "5 : FRENCH\tA PAR - BUR", "3 : RUSSIAN\tA MAR - PIE")
	if d := oneDiag(t, "tabs", ds); d.Line != 2 || !strings.Contains(d.Msg, "belongs to FRANCE, not RUSSIA") || len(s.Lines) != 1 || s.Lines[0].Echo != "5 : A PAR - BUR" {
		t.Errorf("nationality before a tab: %v; lines %+v", d, s.Lines)
	}
}

// A line starting with any ASCII letter, a to z in either case, is read
// as a unit and its order (payola-rules §2: a plain order is 0 :), so what
// is wrong with it names the word, as game-format §2 wants.
func TestSheetLinesStartingWithLetters(t *testing.T) {
	s, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, "a par - bur", "f bre - mao")
	if len(ds) != 0 || len(s.Lines) != 2 || s.Lines[0].Echo != "0 : A PAR - BUR" || s.Lines[1].Echo != "0 : F BRE - MAO" {
		t.Errorf("lower-case plain orders: %v; %+v", ds, s.Lines)
	}
	for _, word := range []string{"Zero", "zilch", "Alas", "ahem", "Mmm"} {
		_, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, word+" offers this turn")
		if d := oneDiag(t, word, ds); d.Col != 1 || !strings.HasPrefix(d.Msg, "'"+word+"' is not a place on this map; a line is an offer") {
			t.Errorf("%q: %v", word, d)
		}
	}
}

// The hint on what a line may be is for lines that are no order at all
// (payola-rules §2); an order with one bad place is told only that.
func TestSheetHintOnlyForLinesThatAreNoOrder(t *testing.T) {
	for _, line := range []string{"A PAR - XYZ", "5 : A PAR - XYZ", "5 : Dear GM"} {
		_, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, line)
		d := oneDiag(t, line, ds)
		if !strings.Contains(d.Msg, "is not a place on this map") || strings.Contains(d.Msg, "a line is an offer") {
			t.Errorf("%q: %v", line, d)
		}
	}
}

// Rule 3.1 item 5: after an amount comes a type symbol (or $); the message
// says whether something else stands there, naming it, or nothing does.
func TestSheetTypeSymbolMessages(t *testing.T) {
	const missing = "the amount must be followed by a type symbol (: ! > @ &) and a unit, or by $ for savings"
	for _, c := range []struct {
		line string
		col  int
		msg  string
	}{
		{"5 ? A PAR H", 3, "expected a type symbol (: ! > @ &) or $ after the amount, found '?'"},
		{"5 A PAR H", 3, "expected a type symbol (: ! > @ &) or $ after the amount, found 'A'"},
		{"5", 2, missing},
		{"2*3+4  ", 8, missing},
	} {
		_, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, c.line)
		if d := oneDiag(t, c.line, ds); d.Msg != c.msg || d.Col != c.col {
			t.Errorf("%q: %v; want column %d, %q", c.line, d, c.col, c.msg)
		}
	}
}

// payola-rules §10.13: provinces' abbreviations joined by a hyphen are a
// move, never one name ("SWE-DEN" is not "Sweden").
func TestSheetHyphenatedMoveIsNotAName(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	pos["SWE"] = orders.Placed{Power: "RUSSIA", Unit: orders.Unit{Type: board.Fleet, Loc: "SWE"}}
	pos["SKA"] = orders.Placed{Power: "GERMANY", Unit: orders.Unit{Type: board.Fleet, Loc: "SKA"}}
	pos["NWY"] = orders.Placed{Power: "RUSSIA", Unit: orders.Unit{Type: board.Army, Loc: "NWY"}}
	for line, echo := range map[string]string{
		"5 : F SWE-DEN":                 "5 : F SWE - DEN",
		"2 : F SKA S F SWE-DEN":         "2 : F SKA S F SWE - DEN",
		"3 : A NWY-SWE":                 "3 : A NWY - SWE",
		"1 : F SKA - SWE | S A NWY-SWE": "1 : F SKA - SWE | S A NWY - SWE",
	} {
		power := "RUSSIA"
		if strings.Contains(line, "SKA") {
			power = "GERMANY"
		}
		s, ds := ParseSheet(m, pos, power, []string{line}, 1, payola.AuctionRules{})
		if len(ds) > 0 || len(s.Lines) != 1 || s.Lines[0].Echo != echo {
			t.Errorf("%q: %v %+v; want %q", line, ds, s.Lines, echo)
		}
	}
}

// payola-rules §10.12: a move only a convoy makes possible is one order
// however written, printed plain, so that offers for it pool; with a land
// route too, VIA CONVOY is another order (DATC 6.G).
func TestSheetConvoyOnlyMoveHasOneForm(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	delete(pos, "LVP")
	pos["LON"] = orders.Placed{Power: "ENGLAND", Unit: orders.Unit{Type: board.Army, Loc: "LON"}}
	pos["NTH"] = orders.Placed{Power: "ENGLAND", Unit: orders.Unit{Type: board.Fleet, Loc: "NTH"}}
	for line, echo := range map[string]string{
		"1 : A LON - NWY":               "1 : A LON - NWY",
		"1 : A LON - NWY VIA CONVOY":    "1 : A LON - NWY",
		"1 : A LON - NTH - NWY":         "1 : A LON - NWY",
		"1 : A LON - NWY VIA NTH":       "1 : A LON - NWY",
		"1 : A LON - YOR VIA CONVOY":    "1 : A LON - YOR VIA CONVOY",
		"1 : A LON - YOR":               "1 : A LON - YOR",
		"1 : A LON - NTH - YOR | - HOL": "1 : A LON - NTH - YOR | - HOL",
	} {
		s, ds := ParseSheet(m, pos, "ENGLAND", []string{line}, 1, payola.AuctionRules{})
		if len(ds) > 0 || len(s.Lines) != 1 || s.Lines[0].Echo != echo {
			t.Errorf("%q: %v %+v; want %q", line, ds, s.Lines, echo)
		}
	}
	// Written twice in one offer, it is listed twice (rule 3.1 item 8).
	_, ds := ParseSheet(m, pos, "ENGLAND", []string{"1 : A LON - NWY | - NWY VIA CONVOY"}, 1, payola.AuctionRules{})
	if len(ds) != 1 || !strings.Contains(ds[0].Msg, "listed twice") {
		t.Errorf("the same order twice: %v", ds)
	}
}

// Rule 3.1 item 8: a line may list many alternatives; one long line is
// read whole (or refused with a message), never a crash, whatever its
// length. Without a board only the map is checked, so supports of units
// anywhere are alternatives of their own.
func TestSheetLongAlternativeLists(t *testing.T) {
	m := board.Standard()
	var alts []string
	for _, p := range m.Provinces {
		if p.ID == "PAR" {
			continue
		}
		alts = append(alts, "S A "+p.ID, "S F "+p.ID)
	}
	line := "1 : A PAR H | " + strings.Join(alts, " | ")
	s, ds := ParseSheet(m, nil, "FRANCE", []string{line, "2 : F BRE - MAO | - ENG"}, 1, payola.AuctionRules{})
	if len(ds) != 0 || len(s.Lines) != 2 {
		t.Fatalf("%d alternatives: %v", len(alts)+1, ds)
	}
	if l := s.Lines[0]; len(l.Orders) != len(alts)+1 || l.Orders[len(alts)].String() != "A PAR "+alts[len(alts)-1] {
		t.Errorf("the long line has %d orders, want %d", len(l.Orders), len(alts)+1)
	}
	if l := s.Lines[1]; len(l.Orders) != 2 || l.Orders[1].String() != "F BRE - ENG" {
		t.Errorf("the line after it: %v", l.Orders)
	}
	if len(alts) < 130 {
		t.Fatalf("only %d alternatives: the test wants more than 128", len(alts))
	}
	// The same order 200 times: refused at the second.
	_, ds = parseLines(t, "FRANCE", payola.AuctionRules{}, "1 : A PAR H"+strings.Repeat(" | H", 199))
	if d := oneDiag(t, "200 holds", ds); d.Col != 14 || !strings.Contains(d.Msg, "A PAR H is listed twice in this offer") {
		t.Errorf("200 holds: %v", d)
	}
}

// Rule 6.1 (one offer per unit) and rule 6.5 (one order for a loyal unit):
// a second offer to a unit is refused however many lines stand between.
func TestSheetSecondOfferFoundPastOtherLines(t *testing.T) {
	_, ds := parseLines(t, "FRANCE", payola.AuctionRules{Classic: true}, "% first", "1 : A MAR H", "1 : A PAR H", "2 : A PAR - BUR")
	if d := oneDiag(t, "Classic", ds); d.Line != 4 || !strings.Contains(d.Msg, "you already made an offer to A PAR at line 3") {
		t.Errorf("Classic: %v", d)
	}
	_, ds = parseLines(t, "FRANCE", payola.AuctionRules{Loyal: map[string]bool{"FRANCE": true}}, "A MAR H", "A PAR H", "A PAR - BUR")
	if d := oneDiag(t, "loyal", ds); d.Line != 3 || !strings.Contains(d.Msg, "A PAR already has its order at line 2") {
		t.Errorf("loyal: %v", d)
	}
	// The first offer kept counts: a refused one is none (a 0 AgP offer to
	// a unit not France's, rule 3.1 item 2), and NMR discards every offer
	// before it (payola-rules §2).
	_, ds = parseLines(t, "FRANCE", payola.AuctionRules{Classic: true}, "1 : A PAR H", "NMR", "1 : A MAR H", "2 : A PAR - BUR", "3 : A PAR - PIC")
	if d := oneDiag(t, "Classic after NMR", ds); d.Line != 5 || !strings.Contains(d.Msg, "you already made an offer to A PAR at line 4") {
		t.Errorf("Classic after NMR: %v", d)
	}
	_, ds = parseLines(t, "FRANCE", payola.AuctionRules{DirectOnly: true, OneOfferPerUnit: true}, "1 ! A PAR H", "2 : A PAR - BUR")
	if d := oneDiag(t, "a refused offer", ds); d.Line != 1 {
		t.Errorf("a refused offer first: %v", d)
	}
}

// Rule 3.1 item 2: a 0 AgP offer to a foreign unit is refused, naming the
// owner; under Tin Cup (6.3) nothing is told of whose the unit is.
func TestSheetZeroToForeignNamesOwnerUnlessBlind(t *testing.T) {
	_, ds := parseLines(t, "GERMANY", payola.AuctionRules{}, "0 : A PAR - PIC")
	if d := oneDiag(t, "open", ds); !strings.HasSuffix(d.Msg, "(rule 3.1): A PAR belongs to FRANCE") {
		t.Errorf("open game: %v", d)
	}
	_, ds = parseLines(t, "GERMANY", payola.AuctionRules{Blind: true}, "0 : A PAR - PIC")
	if d := oneDiag(t, "blind", ds); !strings.HasSuffix(d.Msg, "(rule 3.1): it is not yours") || strings.Contains(d.Msg, "FRANCE") {
		t.Errorf("Tin Cup: %v", d)
	}
}

// Columns are byte columns of the line as pasted, whatever piece of the
// line the order parser was given (issue 13 §2: no hand shifts).
func TestSheetColumnsAreThoseOfTheLine(t *testing.T) {
	cases := []struct {
		line string
		col  int
	}{
		{"5 : A PAR - XYZ", 13},
		{"   5 : A PAR - XYZ", 16},
		{"5 : A PAR \u2013 XYZ", 15},         // an en dash is three bytes
		{"5\u00a0:\u00a0A PAR - XYZ", 15},    // two NBSPs, two bytes each
		{"\u200b5 : A PAR - XYZ", 16},        // a zero-width space, three bytes, removed
		{"5 : A PAR - BUR | - XYZ", 21},      // an alternative
		{"5 : FRENCH A PAR - BUR | XYZ", 26}, // after a nationality
		{"5 : A PAR H | S A XYZ", 19},
		{"5 : A PIC - BUR", 5}, // no unit there: the order's start
	}
	for _, c := range cases {
		_, ds := parseOne(t, "FRANCE", c.line)
		if len(ds) != 1 || ds[0].Line != 7 || ds[0].Col != c.col {
			t.Errorf("%q: %v; want line 7, column %d", c.line, ds, c.col)
		}
	}
}

// Odd characters are named by code point and a bad token is quoted at most
// 40 characters long (game-format §2).
func TestSheetMessagesNameOddCharacters(t *testing.T) {
	for line, want := range map[string]string{
		"5 \uff1b A PAR H":                          "U+FF1B",
		"5 : A PAR\x1b H":                           "U+001B",
		"TRANSFER 5 TO \x1b[31mEVIL":                "U+001B",
		"5 : A " + strings.Repeat("Q", 5000) + " H": "'" + strings.Repeat("Q", 40) + "…'",
	} {
		_, ds := parseOne(t, "FRANCE", line)
		if len(ds) != 1 || !strings.Contains(ds[0].Msg, want) || strings.ContainsAny(ds[0].Msg, "\x1b\uff1b") || len(ds[0].Msg) > 300 {
			t.Errorf("%.30q: %v; want %s named", line, ds, want)
		}
	}
	s, _ := parseOne(t, "FRANCE", "5 : A PAR H % \x1b[2J wiped")
	if len(s.Lines) != 1 || strings.Contains(s.Lines[0].Echo+s.Lines[0].Text+s.Lines[0].Comment, "\x1b") {
		t.Errorf("a comment's control characters are echoed raw: %+v", s.Lines)
	}
}

// The order lists of a sheet's lines are cut from shared blocks: each line
// keeps its own orders, whatever the lines around it hold.
func TestSheetOrderBlocksStayApart(t *testing.T) {
	m := board.Standard()
	var lines, want []string
	for i := range 300 { // several blocks, lists of 1 to 3 orders
		switch i % 3 {
		case 0:
			lines, want = append(lines, "1 : A PAR - BUR"), append(want, "A PAR - BUR")
		case 1:
			lines, want = append(lines, "1 : A PAR H | - PIC | - GAS"), append(want, "A PAR H|A PAR - PIC|A PAR - GAS")
		default:
			lines, want = append(lines, "1 : F BRE - MAO | - ENG"), append(want, "F BRE - MAO|F BRE - ENG")
		}
	}
	s, ds := ParseSheet(m, startPosition(m), "FRANCE", lines, 1, payola.AuctionRules{})
	if len(ds) > 0 || len(s.Lines) != len(lines) {
		t.Fatalf("%v; %d lines", ds, len(s.Lines))
	}
	for i := range s.Lines {
		l := &s.Lines[i]
		var got []string
		for j, o := range l.Orders {
			if j >= len(l.Keys) || l.Keys[j] != o.String() {
				t.Errorf("line %d: keys %q for order %s", i+1, l.Keys, o)
			}
			got = append(got, o.String())
		}
		if cap(l.Orders) != len(l.Orders) || cap(l.Keys) != len(l.Keys) {
			t.Errorf("line %d: order list of length %d has room for %d", i+1, len(l.Orders), cap(l.Orders))
		}
		if g := strings.Join(got, "|"); g != want[i] {
			t.Errorf("line %d: %s; want %s", i+1, g, want[i])
		}
	}
}

// FuzzParseSheet: the parser never panics, every diagnostic points into its
// line with a message, and every valid line's echo reads back as itself,
// under the current rules and every variation of rule 6.
func FuzzParseSheet(f *testing.F) {
	for _, s := range []string{
		"5:A PAR-BUR", "A PAR - BUR", "! A PAR - BUR", "4 ! A PAR H | - BUR", "4 > A PAR H", "4 @ A PAR H",
		"4 & A PAR H | - BUR", "2 * 5 # 3 + 1 : ARMY PARIS TO BURGUNDY", "5+2*3#1 : A PAR - BUR", "3*0 : A PAR - BUR",
		"0# : A PAR - BUR", "99*5 : A PAR - BUR", "25$", "10+5 $", "5 : A PAR - BUR % Go!", "% plan", "1 : STP H",
		"& A PAR - BUR", "2* 5 : A PAR - BUR", "5# 3 : A PAR - BUR", "5+ : A PAR - BUR", "5#2 $", "5 ?", "5 :",
		"5 : A PAR", "5 : A PAR - BUR |", "5 : A PAR - BUR | - BUR", "1 : A MAR S A PAR", "1 : A PAR->BUR",
		"1 : F BRE C A PAR - LON", "ACCEPT F?I", "TRANSFER 5 TO ENGLAND", "CLEAR", "(NMR)", "3 : GERMAN F KIE - HOL",
		"7 : RUSSIAN A WAR S A MOS - UKR", "2 @ F LON - NTH | C A LVP - EDI", "1 : F STP/SC - BOT", "9 : A MUN - Burgundy",
	} {
		f.Add(s, "FRANCE", uint8(len(s)))
	}
	m := board.Standard()
	pos := startPosition(m)
	variants := []payola.AuctionRules{{}, {Classic: true}, {Blind: true}, {EBayola: true}, {Loyal: map[string]bool{"FRANCE": true, "GERMANY": true}}}
	f.Fuzz(func(t *testing.T, text, power string, variant uint8) {
		r := variants[int(variant)%len(variants)]
		lines := strings.Split(text, "\n")
		s, diags := ParseSheet(m, pos, power, lines, 3, r)
		for _, d := range diags {
			if d.Msg == "" || d.Line < 3 || d.Line >= 3+len(lines) {
				t.Fatalf("diagnostic %+v out of the text", d)
			}
			if m.Power(power) == nil {
				continue
			}
			if n := len(strings.TrimRight(lines[d.Line-3], "\r\n")); d.Col < 1 || d.Col > n+1 {
				t.Fatalf("%q: column %d outside the line (%d bytes): %s", lines[d.Line-3], d.Col, n, d.Msg)
			}
		}
		for _, l := range s.Lines {
			if l.Kind == payola.TransferLine || l.Kind == payola.AcceptLine {
				continue // they read back alone only once per section
			}
			again, d := ParseSheet(m, pos, power, []string{l.Echo}, 1, r)
			if len(d) > 0 || len(again.Lines) != 1 || again.Lines[0].Echo != l.Echo || again.Lines[0].Phantom != l.Phantom {
				t.Fatalf("%q echoes %q, which reads back as %v %v", l.Text, l.Echo, again.Lines, d)
			}
		}
	})
}

// Issue 30: a section's first orders.MaxListed problems (all that any list
// shows) say "did you mean" for a misspelt place, in an order and after a
// '|'; the lines after them are read briefly, the same problem without the
// search; an NMR starts the count again.
func TestHintsForTheProblemsShown(t *testing.T) {
	lines := []string{"1 : A PAR - BURGNDY | - PICARDYY"}
	for range orders.MaxListed + 20 {
		lines = append(lines, "1 : A PAR - BURGNDY")
	}
	lines = append(lines, "1 : A PAR H | - PICARDYY")
	_, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, lines...)
	if len(ds) != len(lines) {
		t.Fatalf("%d problems for %d lines", len(ds), len(lines))
	}
	for i, d := range ds {
		hinted := strings.Contains(d.Msg, "did you mean")
		if want := i < orders.MaxListed; hinted != want || !strings.Contains(d.Msg, "is not a place on this map") {
			t.Fatalf("problem %d: %q; a hint: %v", i+1, d.Msg, want)
		}
	}
	_, ds = parseLines(t, "FRANCE", payola.AuctionRules{}, append(append([]string{}, lines[:orders.MaxListed+5]...), "NMR", "1 : A PAR - BURGNDY")...)
	if len(ds) != 1 || !strings.Contains(ds[0].Msg, "did you mean BUR (Burgundy)?") {
		t.Errorf("after an NMR: %v", ds)
	}
}

// BenchmarkOneOfferPerUnit reads a Payola Classic sheet of comments and
// then offers to one unit, at two sizes: one offer per unit (rule 6.1) is
// a look-up, so 40,000 lines cost eight times 5,000, not 64 (issue 30).
func BenchmarkOneOfferPerUnit(b *testing.B) {
	m := board.Standard()
	pos := startPosition(m)
	for _, n := range []int{5000, 40000} {
		lines := make([]string, 0, n)
		for i := range n {
			if i < n/2 {
				lines = append(lines, "% a plan")
			} else {
				lines = append(lines, "1 : A PAR H")
			}
		}
		b.Run(fmt.Sprintf("lines=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, ds := ParseSheet(m, pos, "FRANCE", lines, 1, payola.AuctionRules{Classic: true}); len(ds) != n/2-1 {
					b.Fatalf("%d problems, want %d", len(ds), n/2-1)
				}
			}
		})
	}
}
