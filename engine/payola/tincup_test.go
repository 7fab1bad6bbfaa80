package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// Rule 6.3 items 6-7: under Tin Cup an offer to a unit that is not on the
// board, or one that mentions such a unit, is ignored without a word, kept
// in the sheet for the publication; the report names nationality and
// amount, never the order (5.7 item 3 as 6.3 changes it).
func TestTinCup(t *testing.T) {
	blind := AuctionRules{Blind: true}
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
	blind := AuctionRules{Blind: true}
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
		_, ds := parseLines(t, "GERMANY", AuctionRules{Blind: true}, line)
		if d := oneDiag(t, line, ds); d.Col != want.col || !strings.Contains(d.Msg, want.msg) {
			t.Errorf("%q: %v; want column %d, %q", line, d, want.col, want.msg)
		}
	}
}

// Rule 6.3 items 6-7 judge offers against the board: a syntax check
// without one (the checker page) marks nothing as ignored.
func TestTinCupWithoutBoardIgnoresNothing(t *testing.T) {
	m := board.Standard()
	s, ds := ParseSheet(m, nil, "GERMANY", []string{"5 : A PIC - BUR", "2 : F MAO S A GAS - SPA"}, 1, AuctionRules{Blind: true})
	if len(ds) != 0 || len(s.Phantoms()) != 0 || len(expandedOffers(s)) != 2 {
		t.Errorf("without a board: %v; phantoms %+v; %d offers", ds, s.Phantoms(), len(expandedOffers(s)))
	}
}

// Rules 6.3 and 6.5 together: in Tin Cup an offer to a loyal power's unit
// is ignored without a word, like one to a missing unit (saying it is
// refused would tell whose the unit is); supporting a loyal unit is an
// order of one's own unit, and counts.
func TestTinCupOfferToLoyalUnitIsIgnored(t *testing.T) {
	r := AuctionRules{Blind: true, Loyal: map[string]bool{"FRANCE": true}}
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
	s, diags := ParseSheet(m, pos, "FRANCE", []string{"3 : F BRE - MAO", "2 : F LON - ENG", "1 : F STP/SC - BOT", "1 : F STP/NC - BAR"}, 1, AuctionRules{Blind: true})
	if len(diags) != 0 {
		t.Fatalf("offers to fleets: %v", diags)
	}
	ph := s.Phantoms()
	if len(ph) != 1 || !strings.Contains(ph[0].Phantom, "STP/NC") {
		t.Errorf("ignored %+v; want only the fleet on St Petersburg's north coast, which is on its south coast", ph)
	}
}

// Rule 6.3 item 7 for a convoy: an offer to convoy an army that is not on
// the board is ignored without a word, like a support of one; checking it
// must not tell that York is empty.
func TestTinCupConvoyOfAMissingArmyIsSilent(t *testing.T) {
	m, pos := phase{}.board()
	s, diags := ParseSheet(m, pos, "FRANCE", []string{"3 : F NTH C A YOR - BEL", "3 : F NTH C A WAL - BEL"}, 1, AuctionRules{Blind: true})
	if len(diags) != 0 {
		t.Fatalf("convoys of missing armies: %v", diags)
	}
	if ph := s.Phantoms(); len(ph) != 2 {
		t.Errorf("%d lines ignored, want both", len(ph))
	}
}
