package game

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/sheets"
)

// The live check's summary per power (what the GM sees while typing):
// each power's problems are its own lines with a diagnostic, and its plain
// orders are counted without blank and comment lines. A header naming no
// power stays an error even though the sections read are valid.
func TestCheckCountsEachPowersOrdersAndProblems(t *testing.T) {
	g := newGame(t, Loyal)
	text := "FRANCE:\nA PAR - BUR\n% the fleet\n\nF BRE - MAO\nA MAR - XYZ\nENGLAND:\nF LON - NTH\nGERMNAY:\nA MUN - RUH\n"
	tc := Check(g, text)
	got := map[string]sheets.Summary{}
	for _, s := range tc.Powers {
		got[s.Power] = s
	}
	if s := got["FRANCE"]; s.Orders != 3 || s.Problems != 1 {
		t.Errorf("France: %d orders, %d problems; want 3 orders (comment and blank not counted), 1 problem (line 6)", s.Orders, s.Problems)
	}
	if s := got["ENGLAND"]; s.Orders != 1 || s.Problems != 0 {
		t.Errorf("England: %d orders, %d problems; want 1 and 0", s.Orders, s.Problems)
	}
	var lines []int
	for _, d := range tc.Diagnostics {
		lines = append(lines, d.Line)
	}
	if len(tc.Diagnostics) != 2 || lines[0] != 6 || lines[1] != 9 || !strings.Contains(tc.Diagnostics[1].Msg, "'GERMNAY' is not a power") {
		t.Errorf("diagnostics %v; want France's line 6 and the header at line 9", tc.Diagnostics)
	}
	// In the retreats and the winter, orders are counted the same way.
	g.Phase = Phase{'W', 1901, 'A'}
	tc = Check(g, "FRANCE:\n% two builds\nBUILD A PAR\n\nBUILD F BRE\n")
	if len(tc.Powers) != 1 || tc.Powers[0].Orders != 2 {
		t.Errorf("winter summary %+v; want FRANCE with 2 orders", tc.Powers)
	}
}

// A player's sheet may start with blank lines before its header, and may be
// empty; a second power's header inside it is an error at its line.
func TestCheckSheetHeaderAfterBlankLinesAndASecondHeader(t *testing.T) {
	g := newGame(t, Playing)
	sc, err := CheckSheet(g, "", "\n  \nFRANCE:\n3 : A PAR - BUR\n")
	if err != nil || len(sc.Diagnostics) != 0 || sc.Power != "FRANCE" || sc.Offers != 1 {
		t.Errorf("blank lines, then FRANCE: %+v, %v", sc, err)
	}
	for _, blank := range []string{"", "\n\n", "% nothing yet\n"} {
		sc, err = CheckSheet(g, "FRANCE", blank)
		if err != nil || len(sc.Diagnostics) != 0 || sc.Offers != 0 {
			t.Errorf("sheet %q: %+v, %v", blank, sc, err)
		}
	}
	// The lines after a second header are still read as this sheet's.
	sc, err = CheckSheet(g, "", "FRANCE:\n3 : A PAR - BUR\nGERMANY:\n2 : A MUN - RUH\n")
	if err != nil || len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != 3 || !strings.Contains(sc.Diagnostics[0].Msg, "starts another section") || sc.Offers != 2 {
		t.Errorf("a second header: %+v, %v", sc, err)
	}
}

// A misspelt header heading a sheet is an error at its line, with a
// suggestion, and the offers under it are still read, blank lines before
// it or not (game-format §2).
func TestCheckSheetMisspeltHeader(t *testing.T) {
	g := newGame(t, Playing)
	for _, c := range []struct {
		text string
		line int
	}{{"FRANSE:\n3 : A PAR - BUR\n", 1}, {"\nFRANSE:\n3 : A PAR - BUR\n", 2}} {
		sc, err := CheckSheet(g, "FRANCE", c.text)
		if err != nil || len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != c.line || sc.Offers != 1 ||
			sc.Diagnostics[0].Msg != "'FRANSE' is not a power: did you mean FRANCE?" {
			t.Errorf("%q: %+v, %v", c.text, sc, err)
		}
	}
}
