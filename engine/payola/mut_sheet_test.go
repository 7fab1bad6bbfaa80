package payola

import (
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Tests of the sheet reader (payola-rules §2, game-format §2) written for
// issue 14: each holds a behaviour that a small change to parse.go,
// sheet.go, amount.go, offer.go or acceptance.go would break.

// parseLines reads lines as power's section starting at line 1, on the
// opening board.
func parseLines(t *testing.T, power string, r Rules, lines ...string) (*Sheet, Diagnostics) {
	t.Helper()
	m := board.Standard()
	return ParseSheet(m, startPosition(m), power, lines, 1, r)
}

// oneDiag fails unless ds holds exactly one diagnostic, and returns it.
func oneDiag(t *testing.T, what string, ds Diagnostics) Diagnostic {
	t.Helper()
	if len(ds) != 1 {
		t.Fatalf("%s: %d diagnostics %v, want 1", what, len(ds), ds)
	}
	return ds[0]
}

// game-format §2: a section belongs to a power of the map; a name that is
// none is refused at the section's first line. The empty name is the
// checker's syntax check without a game, which reads the lines.
func TestSheetPowerMustBeOfTheMap(t *testing.T) {
	m := board.Standard()
	s, ds := ParseSheet(m, startPosition(m), "Spain", []string{"5 : A PAR - BUR"}, 4, Rules{})
	d := oneDiag(t, "section of Spain", ds)
	if d.Line != 4 || d.Col != 1 || d.Msg != "'Spain' is not a power of this map" {
		t.Errorf("section of Spain: %v", d)
	}
	if len(s.Lines) != 0 {
		t.Errorf("a section of no power kept lines: %+v", s.Lines)
	}
	s, ds = ParseSheet(m, nil, "", []string{"5 : A PAR - BUR", "3 : F LON - NTH"}, 1, Rules{})
	if len(ds) != 0 || len(s.Lines) != 2 {
		t.Errorf("syntax check without a power: %v, %d lines", ds, len(s.Lines))
	}
}

// payola-rules §2: NMR or CLEAR must stand alone on its line; another word
// starting with N or C is not one, and discards nothing.
func TestSheetOnlyNMROrCLEARClears(t *testing.T) {
	for _, word := range []string{"Nonsense", "Cheers", "nope", "(Clearly)", "[NMRs]"} {
		s, ds := parseLines(t, "FRANCE", Rules{}, "5 : A PAR - BUR", word, "2 : F BRE - MAO")
		d := oneDiag(t, word, ds)
		if d.Line != 2 || len(s.Lines) != 2 || s.Lines[0].Echo != "5 : A PAR - BUR" {
			t.Errorf("%q: %v; lines %+v", word, d, s.Lines)
		}
	}
	for _, word := range []string{"NMR", "clear", "(nmr)", "[CLEAR]", " Clear "} {
		s, ds := parseLines(t, "FRANCE", Rules{}, "5 : A PAR - BUR", word, "2 : F BRE - MAO")
		if len(ds) != 0 || len(s.Lines) != 1 || s.Lines[0].Number != 3 {
			t.Errorf("%q does not clear: %v; lines %+v", word, ds, s.Lines)
		}
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
	s, ds := ParseSheet(m, nil, "FRANCE", []string{line, "2 : F BRE - MAO | - ENG"}, 1, Rules{})
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
	_, ds = parseLines(t, "FRANCE", Rules{}, "1 : A PAR H"+strings.Repeat(" | H", 199))
	if d := oneDiag(t, "200 holds", ds); d.Col != 14 || !strings.Contains(d.Msg, "A PAR H is listed twice in this offer") {
		t.Errorf("200 holds: %v", d)
	}
}

// Rule 6.1 (one offer per unit) and rule 6.5 (one order for a loyal unit):
// a second offer to a unit is refused however many lines stand between.
func TestSheetSecondOfferFoundPastOtherLines(t *testing.T) {
	_, ds := parseLines(t, "FRANCE", Rules{Classic: true}, "% first", "1 : A MAR H", "1 : A PAR H", "2 : A PAR - BUR")
	if d := oneDiag(t, "Classic", ds); d.Line != 4 || !strings.Contains(d.Msg, "you already made an offer to A PAR at line 3") {
		t.Errorf("Classic: %v", d)
	}
	_, ds = parseLines(t, "FRANCE", Rules{Loyal: map[string]bool{"FRANCE": true}}, "A MAR H", "A PAR H", "A PAR - BUR")
	if d := oneDiag(t, "loyal", ds); d.Line != 3 || !strings.Contains(d.Msg, "A PAR already has its order at line 2") {
		t.Errorf("loyal: %v", d)
	}
}

// Rule 2.3 as payola-rules §2 spells it: TRANSFER n TO POWER, n a whole
// number from 1 up to game-format's limit of 1,000,000 AgP.
func TestSheetTransferSpelling(t *testing.T) {
	good := map[string]Transfer{
		"TRANSFER 1 TO ENGLAND":       {1, "ENGLAND", 1},
		"TRANSFER 1000000 TO ITALY":   {1_000_000, "ITALY", 1},
		"transfer 7 to t":             {7, "TURKEY", 1},
		"TRANSFER 3 GERMANY % no TO?": {3, "GERMANY", 1},
	}
	for line, want := range good {
		s, ds := parseLines(t, "FRANCE", Rules{}, line)
		if len(ds) != 0 || len(s.Transfers) != 1 || s.Transfers[0] != want {
			t.Errorf("%q: %v, transfers %+v; want %+v", line, ds, s.Transfers, want)
		}
	}
	bad := []struct {
		line string
		col  int
		msg  string
	}{
		{"TRANSFER 5 FOR ENGLAND", 1, "write a transfer as TRANSFER amount TO POWER"},
		{"TRANSFER 5 TO", 12, "'TO' is not a power of this map"},
		{"TRANSFER 1000001 TO ITALY", 10, "'1000001' is not an amount"},
		{"TRANSFER -2 TO ITALY", 10, "'-2' is not an amount"},
		{"TRANSFER 5 TO EI", 15, "'EI' is not a power of this map"},
	}
	for _, c := range bad {
		s, ds := parseLines(t, "FRANCE", Rules{}, c.line)
		d := oneDiag(t, c.line, ds)
		if d.Col != c.col || !strings.Contains(d.Msg, c.msg) || len(s.Transfers) != 0 {
			t.Errorf("%q: %v; want column %d, %q", c.line, d, c.col, c.msg)
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
		_, ds := parseLines(t, "FRANCE", Rules{Classic: true}, line)
		if d := oneDiag(t, line, ds); d.Col != want.col || !strings.Contains(d.Msg, want.msg) || !strings.Contains(d.Msg, "6.1") {
			t.Errorf("%q: %v; want column %d, %q", line, d, want.col, want.msg)
		}
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
		_, ds := parseLines(t, "FRANCE", Rules{}, line)
		if d := oneDiag(t, line, ds); !strings.Contains(d.Msg, msg) {
			t.Errorf("%q: %v; want %q", line, d, msg)
		}
	}
	s, ds := parseLines(t, "FRANCE", Rules{}, "5 : FRENCH\tA PAR - BUR", "3 : RUSSIAN\tA MAR - PIE")
	if d := oneDiag(t, "tabs", ds); d.Line != 2 || !strings.Contains(d.Msg, "belongs to FRANCE, not RUSSIA") || len(s.Lines) != 1 || s.Lines[0].Echo != "5 : A PAR - BUR" {
		t.Errorf("nationality before a tab: %v; lines %+v", d, s.Lines)
	}
}

// A line starting with any ASCII letter, a to z in either case, is read
// as a unit and its order (payola-rules §2: a plain order is 0 :), so what
// is wrong with it names the word, as game-format §2 wants.
func TestSheetLinesStartingWithLetters(t *testing.T) {
	s, ds := parseLines(t, "FRANCE", Rules{}, "a par - bur", "f bre - mao")
	if len(ds) != 0 || len(s.Lines) != 2 || s.Lines[0].Echo != "0 : A PAR - BUR" || s.Lines[1].Echo != "0 : F BRE - MAO" {
		t.Errorf("lower-case plain orders: %v; %+v", ds, s.Lines)
	}
	for _, word := range []string{"Zero", "zilch", "Alas", "ahem", "Mmm"} {
		_, ds := parseLines(t, "FRANCE", Rules{}, word+" offers this turn")
		if d := oneDiag(t, word, ds); d.Col != 1 || !strings.HasPrefix(d.Msg, "'"+word+"' is not a place on this map; a line is an offer") {
			t.Errorf("%q: %v", word, d)
		}
	}
}

// The hint on what a line may be is for lines that are no order at all
// (payola-rules §2); an order with one bad place is told only that.
func TestSheetHintOnlyForLinesThatAreNoOrder(t *testing.T) {
	for _, line := range []string{"A PAR - XYZ", "5 : A PAR - XYZ", "5 : Dear GM"} {
		_, ds := parseLines(t, "FRANCE", Rules{}, line)
		d := oneDiag(t, line, ds)
		if !strings.Contains(d.Msg, "is not a place on this map") || strings.Contains(d.Msg, "a line is an offer") {
			t.Errorf("%q: %v", line, d)
		}
	}
}

// Rule 3.1 item 2: a 0 AgP offer to a foreign unit is refused, naming the
// owner; under Tin Cup (6.3) nothing is told of whose the unit is.
func TestSheetZeroToForeignNamesOwnerUnlessBlind(t *testing.T) {
	_, ds := parseLines(t, "GERMANY", Rules{}, "0 : A PAR - PIC")
	if d := oneDiag(t, "open", ds); !strings.HasSuffix(d.Msg, "(rule 3.1): A PAR belongs to FRANCE") {
		t.Errorf("open game: %v", d)
	}
	_, ds = parseLines(t, "GERMANY", Rules{Blind: true}, "0 : A PAR - PIC")
	if d := oneDiag(t, "blind", ds); !strings.HasSuffix(d.Msg, "(rule 3.1): it is not yours") || strings.Contains(d.Msg, "FRANCE") {
		t.Errorf("Tin Cup: %v", d)
	}
}

// Rule 6.5: a loyal power gives its own units plain orders; a type symbol,
// even with no amount, is not plain.
func TestLoyalUnitRefusesTypeSymbols(t *testing.T) {
	r := Rules{Loyal: map[string]bool{"FRANCE": true}}
	for _, line := range []string{"& A PAR H", "@ A PAR H", "! A PAR - BUR", "> A PAR - BUR"} {
		_, ds := parseLines(t, "FRANCE", r, line)
		if d := oneDiag(t, line, ds); d.Col != 1 || !strings.Contains(d.Msg, "your units are loyal (rule 6.5): give A PAR its order plainly") {
			t.Errorf("%q: %v", line, d)
		}
	}
}

// Rule 6.3: Tin Cup's demands (every unit's type, a fleet's coast) point
// at the order, past the amount and type symbol.
func TestTinCupColumns(t *testing.T) {
	for line, want := range map[string]struct {
		col int
		msg string
	}{
		"5 : PAR - BUR":              {5, "write the type of every unit (A or F) for PAR"},
		"  12 @ F STP - BOT":         {8, "write which coast of STP the fleet is on"},
		"3 : A MUN S PAR":            {5, "write the type of every unit (A or F) for PAR"},
		"3 : GERMAN A MUN H | S KIE": {21, "write the type of every unit (A or F) for KIE"},
	} {
		_, ds := parseLines(t, "GERMANY", Rules{Blind: true}, line)
		if d := oneDiag(t, line, ds); d.Col != want.col || !strings.Contains(d.Msg, want.msg) {
			t.Errorf("%q: %v; want column %d, %q", line, d, want.col, want.msg)
		}
	}
}

// Rule 6.3 items 6-7 judge offers against the board: a syntax check
// without one (the checker page) marks nothing as ignored.
func TestTinCupWithoutBoardIgnoresNothing(t *testing.T) {
	m := board.Standard()
	s, ds := ParseSheet(m, nil, "GERMANY", []string{"5 : A PIC - BUR", "2 : F MAO S A GAS - SPA"}, 1, Rules{Blind: true})
	if len(ds) != 0 || len(s.Phantoms()) != 0 || len(expandedOffers(s)) != 2 {
		t.Errorf("without a board: %v; phantoms %+v; %d offers", ds, s.Phantoms(), len(expandedOffers(s)))
	}
}

// The auction takes sheets built in Go as well as read ones (Line's fields
// are exported): a line without the reader's cached keys names its orders
// by their text.
func TestAuctionTakesSheetBuiltByHand(t *testing.T) {
	m, pos := phase{}.board()
	par := orders.Unit{Type: board.Army, Loc: "PAR"}
	bur := orders.Order{Unit: par, Kind: orders.Move, Dest: "BUR"}
	gas := orders.Order{Unit: par, Kind: orders.Move, Dest: "GAS"}
	s := &Sheet{Power: "GERMANY", Lines: []Line{{
		Number: 1, Kind: OfferLine, Amount: "5", Parts: []Part{{Rep: 1, Amount: 5}}, Type: Direct,
		Unit: par, Owner: "FRANCE", Orders: []orders.Order{gas, bur},
	}}}
	read, ds := ParseSheet(m, pos, "FRANCE", []string{"3 : A PAR - BUR"}, 1, Rules{})
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	ph := phase{accept: map[string]string{"FRANCE": "FG?"}}
	o, err := Auction(m, pos, ph.purses(m), map[string]*Sheet{"GERMANY": s, "FRANCE": read}, 1, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	// Germany's 5 for A PAR - BUR pools with France's 3 (rule 5.1): 8
	// against 5 for GAS.
	expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 8}}.check(t, o)
}

// Sheet.Local numbers a line within its section (payola-rules §9: a
// power's report tells nothing of the lines before it); 0, no line (a
// default hold), stays 0.
func TestSheetLocalLineNumbers(t *testing.T) {
	m := board.Standard()
	s, _ := ParseSheet(m, startPosition(m), "FRANCE", []string{"% hi", "5 : A PAR - BUR", "3 : F BRE - MAO"}, 10, Rules{})
	for n, want := range map[int]int{10: 1, 11: 2, 12: 3, 0: 0} {
		if got := s.Local(n); got != want {
			t.Errorf("line %d of the paste is local line %d, want %d", n, got, want)
		}
	}
	// A sheet that knows no first line (built by hand) keeps the numbers.
	if got := (&Sheet{}).Local(7); got != 7 {
		t.Errorf("without a first line, line 7 is %d", got)
	}
}

// Rule 2.3: each transfer taking the sum above the balance is refused at
// its own line with the sums in words; that line, and only that one,
// leaves the sheet.
func TestSheetLimitTransfersSaysWhichAndHowMuch(t *testing.T) {
	m := board.Standard()
	lines := []string{"TRANSFER 30 TO ENGLAND", "1 : A PAR H", "TRANSFER 20 TO ITALY", "TRANSFER 18 TO RUSSIA"}
	s, ds := ParseSheet(m, startPosition(m), "FRANCE", lines, 10, Rules{})
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	ds = s.LimitTransfers(48)
	d := oneDiag(t, "limit 48", ds)
	if d.Line != 12 || d.Msg != "this transfer takes FRANCE's transfers from 30 to 50 AgP, but the treasury holds 48 AgP (rule 2.3)" {
		t.Errorf("limit 48: %v", d)
	}
	var kept []int
	for _, l := range s.Lines {
		kept = append(kept, l.Number)
	}
	if fmt.Sprint(kept) != "[10 11 13]" || len(s.Ignored) != 1 || s.Ignored[0].Text != "TRANSFER 20 TO ITALY" {
		t.Errorf("lines kept %v, ignored %+v", kept, s.Ignored)
	}
	// The first transfer alone above the balance: no "from".
	s, _ = ParseSheet(m, startPosition(m), "FRANCE", []string{"1 : A PAR H", "TRANSFER 60 TO ENGLAND"}, 1, Rules{})
	d = oneDiag(t, "60 of 48", s.LimitTransfers(48))
	if d.Line != 2 || d.Msg != "this transfer takes FRANCE's transfers to 60 AgP, but the treasury holds 48 AgP (rule 2.3)" {
		t.Errorf("60 of 48: %v", d)
	}
	if len(s.Lines) != 1 || s.Lines[0].Number != 1 || len(s.Transfers) != 0 {
		t.Errorf("after 60 of 48: lines %+v transfers %+v", s.Lines, s.Transfers)
	}
}

// Explain of a section without a valid line is nil (the check's JSON
// "explained": null, as wasm and the page expect), one entry per line
// otherwise.
func TestSheetExplainEmpty(t *testing.T) {
	s, _ := parseLines(t, "FRANCE", Rules{}, "5 : A PAR - BUR", "CLEAR")
	if got := s.Explain(); got != nil {
		t.Errorf("an empty sheet explains %#v, want nil", got)
	}
	s, _ = parseLines(t, "FRANCE", Rules{}, "hello")
	if got := s.Explain(); got != nil {
		t.Errorf("a sheet of one bad line explains %#v, want nil", got)
	}
	s, _ = parseLines(t, "FRANCE", Rules{}, "% a", "5 : A PAR - BUR")
	if got := s.Explain(); len(got) != 2 {
		t.Errorf("two lines explain %#v", got)
	}
}

// Rule 4.1: at most one '?', wherever the first stands.
func TestAcceptanceOneQuestionMark(t *testing.T) {
	m := board.Standard()
	for list, col := range map[string]int{"??": 2, "?F?": 3, "F??": 3, "?, ?": 4} {
		_, err := ParseAcceptance(m, "FRANCE", list)
		if e, ok := err.(*Error); !ok || e.Col != col || !strings.Contains(e.Msg, "only one '?'") {
			t.Errorf("%q: %v; want column %d", list, err, col)
		}
	}
	_, ds := parseLines(t, "FRANCE", Rules{}, "ACCEPT ?F?")
	if d := oneDiag(t, "ACCEPT ?F?", ds); d.Col != 10 || !strings.Contains(d.Msg, "only one '?'") {
		t.Errorf("ACCEPT ?F?: %v", d)
	}
}

// Rule 3.1: spaces and tabs are allowed around the amount's symbols; the
// echo writes the amount without them (payola-rules §2).
func TestSheetAmountWithTabs(t *testing.T) {
	for line, echo := range map[string]string{
		"2\t*\t3 : A PAR - BUR":    "2*3 : A PAR - BUR",
		"2\t*3\t+\t1 : A PAR H":    "2*3+1 : A PAR H",
		"5\t: A PAR H":             "5 : A PAR H",
		"4 #\t2 $":                 "",
		"7\t$":                     "7 $",
		"2 * 5\t# 3 + 1 : A PAR H": "2*5#3+1 : A PAR H",
	} {
		s, ds := parseLines(t, "FRANCE", Rules{}, line)
		if echo == "" { // a plateau on savings: refused (rule 3.4)
			if len(ds) != 1 {
				t.Errorf("%q: %v", line, ds)
			}
			continue
		}
		if len(ds) != 0 || len(s.Lines) != 1 || s.Lines[0].Echo != echo || s.Lines[0].Amount != strings.Fields(echo)[0] {
			t.Errorf("%q: %v; lines %+v; want %q", line, ds, s.Lines, echo)
		}
	}
}

// Rule 3.1 items 1-3 and game-format §2: a number out of range is named as
// the player typed it, however long (cut after 40 characters like any bad
// token), never as some other number.
func TestSheetOutOfRangeNumbersAsTyped(t *testing.T) {
	long := strings.Repeat("9", 60)
	for line, want := range map[string]string{ // $: the message's end
		"12345678 : A PAR H":    "an amount must be 0 to 9999 AgP, not 12345678$",
		"10000000 : A PAR H":    "an amount must be 0 to 9999 AgP, not 10000000$",
		"123456789":             "an amount must be 0 to 9999 AgP, not 123456789$",
		"100000000*5 : A PAR H": "a repetition count must be 1 to 99, not 100000000$",
		"0*5 : A PAR H":         "a repetition count must be 1 to 99, not 0$",
		"2 * 12345678 $":        "an amount must be 0 to 9999 AgP, not 12345678$",
		"5#99999999 : A PAR H":  "the plateau 99999999 is above the amount 5:",
		"5#" + long[:40]:        "the plateau " + long[:40] + " is above",
		"5#" + long[:41]:        "the plateau " + long[:40] + "… is above",
		long + " : A PAR H":     "an amount must be 0 to 9999 AgP, not " + long[:40] + "…$",
	} {
		_, ds := parseLines(t, "FRANCE", Rules{}, line)
		if d := oneDiag(t, line[:min(len(line), 20)], ds); !strings.Contains(d.Msg+"$", want) || strings.Contains(d.Msg, long[:41]) {
			t.Errorf("%.20q…: %v; want %q", line, d, want)
		}
	}
}

// Sheet.Tally counts the atomic offers and their AgP from the lines as
// written (payola-rules §3: a repetition repeats the hidden hold and the
// wildcard too), without making them: the live check of a sheet of
// millions of offers allocates nothing for them (issue 19).
func TestSheetTallyCountsWithoutOffers(t *testing.T) {
	s, ds := parseLines(t, "FRANCE", Rules{}, "5 : A PAR - BUR", "3*5 ! F BRE - MAO", "2*4#1 + 3 > A MAR - PIE | H", "3*0 & A PAR H")
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	// 1 + 3*(hold+wildcard) + 3*(2 orders+wildcard) + (1 order+gift)
	n, agp := s.Tally()
	if n != 1+6+9+2 {
		t.Fatalf("%d offers, want 18: %s", n, offersText(s))
	}
	// 5 + 3*5 + (2*4+3) for H and for the move wildcard + 0
	if agp != 5+15+2*11 {
		t.Errorf("%d AgP offered, want 42: %s", agp, offersText(s))
	}
	if a := testing.AllocsPerRun(10, func() { s.Tally() }); a != 0 {
		t.Errorf("Tally makes %v allocations, want none", a)
	}
}

// Rule 4.1 as payola-rules §2 and ParseAcceptance allow: spaces, tabs and
// commas may stand between the letters; a second ACCEPT line is refused at
// its word (game-format §2).
func TestSheetAcceptSeparatorsAndSecondLine(t *testing.T) {
	for line, want := range map[string]string{
		"ACCEPT F, E,G ?":    "FEG?",
		"ACCEPT F\tE\t?":     "FE?",
		"accept\tf,,i , ?  ": "FI?",
	} {
		s, ds := parseLines(t, "FRANCE", Rules{}, line)
		if len(ds) != 0 || s.Accept == nil || *s.Accept != want {
			t.Errorf("%q: %v; accept %v, want %s", line, ds, s.Accept, want)
		}
	}
	s, ds := parseLines(t, "FRANCE", Rules{}, "ACCEPT F?", "  accept E?")
	if d := oneDiag(t, "two ACCEPT lines", ds); d.Line != 2 || d.Col != 3 || d.Msg != "a second ACCEPT line: give the acceptance list once" || *s.Accept != "F?" {
		t.Errorf("two ACCEPT lines: %v; accept %s", d, *s.Accept)
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
		_, ds := parseLines(t, "FRANCE", Rules{}, c.line)
		if d := oneDiag(t, c.line, ds); d.Msg != c.msg || d.Col != c.col {
			t.Errorf("%q: %v; want column %d, %q", c.line, d, c.col, c.msg)
		}
	}
}

// Explain (payola check) says what every kind of line is: the acceptance
// list, a transfer, and under Tin Cup an offer ignored for naming a unit
// that is not there (rule 6.3, shown to the GM only).
func TestSheetExplainEveryKind(t *testing.T) {
	s, ds := parseLines(t, "GERMANY", Rules{Blind: true}, "ACCEPT G?", "TRANSFER 5 TO ITALY", "9 : A PIC - BUR", "2 : A MUN - RUH")
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	want := []string{
		"line 1: ACCEPT G?  (acceptance list, rule 4.1)",
		"line 2: TRANSFER 5 TO ITALY  (transfer, rule 2.3)",
		"line 3: 9 : A PIC - BUR  (ignored without telling anyone: A PIC is not on the board; rule 6.3, shown in the end-of-game publication)",
		"line 4: 2 : A MUN - RUH\n    #0 direct 2 for A MUN - RUH",
	}
	if got := s.Explain(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Explain:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// game-format §2: blank lines, or lines of spaces, may stand anywhere in a
// section; they are skipped and the lines after them keep their numbers.
func TestSheetBlankLinesInsideASection(t *testing.T) {
	s, ds := parseLines(t, "FRANCE", Rules{}, "", "5 : A PAR - BUR", "   ", "\t", "3 : F BRE - MAO", "")
	if len(ds) != 0 || len(s.Lines) != 2 || s.Lines[0].Number != 2 || s.Lines[1].Number != 5 {
		t.Errorf("blank lines: %v; lines %+v", ds, s.Lines)
	}
}

// Rules 6.3 and 6.5 together: in Tin Cup an offer to a loyal power's unit
// is ignored without a word, like one to a missing unit (saying it is
// refused would tell whose the unit is); supporting a loyal unit is an
// order of one's own unit, and counts.
func TestTinCupOfferToLoyalUnitIsIgnored(t *testing.T) {
	r := Rules{Blind: true, Loyal: map[string]bool{"FRANCE": true}}
	s, ds := parseLines(t, "GERMANY", r, "5 : A PAR - PIC", "3 : A MUN S A PAR - BUR")
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	ph := s.Phantoms()
	if len(ph) != 1 || ph[0].Number != 1 || ph[0].Phantom != "A PAR is loyal and takes no money (rule 6.5)" {
		t.Errorf("phantoms %+v; want line 1 only", ph)
	}
	if got := offersText(s); got != "#0 direct 3 for A MUN S A PAR - BUR" {
		t.Errorf("offers: %s", got)
	}
}

// Rule 6.3: in Tin Cup an offer to a fleet that stands where the sheet says,
// on the coast it says, is read; only a unit not on the board is ignored.
func TestTinCupOfferToAFleetOnTheBoardIsRead(t *testing.T) {
	m, pos := phase{}.board()
	s, diags := ParseSheet(m, pos, "FRANCE", []string{"3 : F BRE - MAO", "2 : F LON - ENG", "1 : F STP/SC - BOT", "1 : F STP/NC - BAR"}, 1, Rules{Blind: true})
	if len(diags) != 0 {
		t.Fatalf("offers to fleets: %v", diags)
	}
	ph := s.Phantoms()
	if len(ph) != 1 || !strings.Contains(ph[0].Phantom, "STP/NC") {
		t.Errorf("ignored %+v; want only the fleet on St Petersburg's north coast, which is on its south coast", ph)
	}
}
