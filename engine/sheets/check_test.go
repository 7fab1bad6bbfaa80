package sheets

import (
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// `payola check` takes a sheet that starts with its own header.
func TestCheckSheetWithItsOwnHeader(t *testing.T) {
	b := opening(orders.Movement)
	sc, err := CheckSheet(b, "", "FRANCE:\n3 : A PAR - BUR\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Diagnostics) != 0 || sc.Power != "FRANCE" || sc.Offers != 1 {
		t.Errorf("a sheet headed FRANCE: %+v", sc)
	}
	sc, err = CheckSheet(b, "GERMANY", "FRANCE:\n3 : A PAR - BUR\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != 1 {
		t.Errorf("headed FRANCE, checked as GERMANY: %v", sc.Diagnostics)
	}
}

// A player's sheet may start with blank lines before its header, and may be
// empty; a second power's header inside it is an error at its line.
func TestCheckSheetHeaderAfterBlankLinesAndASecondHeader(t *testing.T) {
	b := opening(orders.Movement)
	sc, err := CheckSheet(b, "", "\n  \nFRANCE:\n3 : A PAR - BUR\n")
	if err != nil || len(sc.Diagnostics) != 0 || sc.Power != "FRANCE" || sc.Offers != 1 {
		t.Errorf("blank lines, then FRANCE: %+v, %v", sc, err)
	}
	for _, blank := range []string{"", "\n\n", "% nothing yet\n"} {
		sc, err = CheckSheet(b, "FRANCE", blank)
		if err != nil || len(sc.Diagnostics) != 0 || sc.Offers != 0 {
			t.Errorf("sheet %q: %+v, %v", blank, sc, err)
		}
	}
	// The lines after a second header are still read as this sheet's.
	sc, err = CheckSheet(b, "", "FRANCE:\n3 : A PAR - BUR\nGERMANY:\n2 : A MUN - RUH\n")
	if err != nil || len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != 3 || !strings.Contains(sc.Diagnostics[0].Msg, "starts another section") || sc.Offers != 2 {
		t.Errorf("a second header: %+v, %v", sc, err)
	}
}

// A misspelt header heading a sheet is an error at its line, with a
// suggestion, and the offers under it are still read, blank lines before
// it or not (game-format §2).
func TestCheckSheetMisspeltHeader(t *testing.T) {
	b := opening(orders.Movement)
	for _, c := range []struct {
		text string
		line int
	}{{"FRANSE:\n3 : A PAR - BUR\n", 1}, {"\nFRANSE:\n3 : A PAR - BUR\n", 2}} {
		sc, err := CheckSheet(b, "FRANCE", c.text)
		if err != nil || len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != c.line || sc.Offers != 1 ||
			sc.Diagnostics[0].Msg != "'FRANSE' is not a power: did you mean FRANCE?" {
			t.Errorf("%q: %+v, %v", c.text, sc, err)
		}
	}
}

// Issue 28: in an adjustment phase the player's check reads the sheet as
// the GM does (plain orders): an offer is refused at its own line with
// the GM's words, and the other lines are explained as orders. The
// orders counted are the GM summary's: lines of orders, refused included.
func TestCheckSheetReadsAnAdjustmentSheetAsTheGM(t *testing.T) {
	b := opening(orders.Adjustments)
	sc, err := CheckSheet(b, "FRANCE", "BUILD A PAR\n% the fleet\n4 : A PAR - BUR\nTRANSFER 5 TO ENGLAND\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != 3 || !strings.Contains(sc.Diagnostics[0].Msg, "offers belong to movement phases") {
		t.Errorf("diagnostics %v; want line 3: offers belong to movement phases", sc.Diagnostics)
	}
	want := []payola.Explanation{
		{Line: 1, Echo: "BUILD A PAR", Meaning: "order: BUILD A PAR"},
		{Line: 2, Echo: "% the fleet", Meaning: "comment"},
		{Line: 4, Echo: "TRANSFER 5 TO ENGLAND", Meaning: "transfer, rule 2.3"},
	}
	if !slices.Equal(sc.Explained, want) || sc.Orders != 2 {
		t.Errorf("explained %q, %d orders; want %q and 2 lines of orders", sc.Explained, sc.Orders, want)
	}
}

// Issue 29: a sheet's explanation is values, one {Line, Echo, Meaning} per
// valid line, for the checker to show beside the line without reading a
// number back out of words: the offers of a line (rule 3.1, payola-rules
// §3) one a line, savings (rule 3.4) and comments in words.
func TestCheckSheetExplainsInValues(t *testing.T) {
	sc, err := CheckSheet(opening(orders.Movement), "FRANCE", "4 : A PAR - BUR\n3 : A PAR - XYZ\n\n2 > F BRE - MAO % out\n10$\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []payola.Explanation{
		{Line: 1, Echo: "4 : A PAR - BUR", Meaning: "#0 direct 4 for A PAR - BUR"},
		{Line: 4, Echo: "2 > F BRE - MAO % out", Meaning: "#1 direct 0 for F BRE - MAO\n#2 move wildcard 2 for any move of F BRE"},
		{Line: 5, Echo: "10 $", Meaning: "keeps 10 AgP back from spending, rule 3.4"},
	}
	if len(sc.Explained) != len(want) {
		t.Fatalf("explained %+v; want %+v", sc.Explained, want)
	}
	for i, e := range sc.Explained {
		if e.Line != want[i].Line || e.Echo != want[i].Echo || e.Meaning != want[i].Meaning {
			t.Errorf("line %d explained %+v; want %+v", want[i].Line, e, want[i])
		}
	}
	// payola check writes the same values as one text a line.
	if got := sc.Explained[1].String(); got != "line 4: 2 > F BRE - MAO % out\n    #1 direct 0 for F BRE - MAO\n    #2 move wildcard 2 for any move of F BRE" {
		t.Errorf("written as %q", got)
	}
	if got := sc.Explained[2].String(); got != "line 5: 10 $  (keeps 10 AgP back from spending, rule 3.4)" {
		t.Errorf("written as %q", got)
	}
}
