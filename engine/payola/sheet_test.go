package payola

import (
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

func TestSheetAcceptAndTransfer(t *testing.T) {
	m := board.Standard()
	s, diags := ParseSheet(m, startPosition(m), "FRANCE", []string{"ACCEPT feg?", "TRANSFER 5 TO ENGLAND", "transfer 2 to g % thanks"}, 1, AuctionRules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	if s.Accept == nil || s.Accept.Letters != "FEG?" {
		t.Errorf("accept %v", s.Accept)
	}
	if len(s.Transfers) != 2 || s.Transfers[0] != (Transfer{5, "ENGLAND", 2}) || s.Transfers[1] != (Transfer{2, "GERMANY", 3}) {
		t.Errorf("transfers %+v", s.Transfers)
	}
}

// An ACCEPT line's errors point into the line, past the word ACCEPT.
func TestSheetAcceptColumns(t *testing.T) {
	for line, col := range map[string]int{
		"ACCEPT FXG?":   9,
		"  accept F??":  12,
		"ACCEPT":        7,
		"ACCEPT FEGIRT": 14,
	} {
		_, ds := parseOne(t, "FRANCE", line)
		if len(ds) != 1 || ds[0].Col != col {
			t.Errorf("%q: %v; want column %d", line, ds, col)
		}
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
		s, ds := parseLines(t, "FRANCE", AuctionRules{}, line)
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
		s, ds := parseLines(t, "FRANCE", AuctionRules{}, c.line)
		d := oneDiag(t, c.line, ds)
		if d.Col != c.col || !strings.Contains(d.Msg, c.msg) || len(s.Transfers) != 0 {
			t.Errorf("%q: %v; want column %d, %q", c.line, d, c.col, c.msg)
		}
	}
}

// Rule 2.3: each transfer that takes the sum above the balance is an error
// at its own line and leaves the sheet.
func TestSheetLimitTransfers(t *testing.T) {
	m := board.Standard()
	s, ds := ParseSheet(m, startPosition(m), "FRANCE", []string{"TRANSFER 30 TO ENGLAND", "1 : A PAR H", "TRANSFER 20 TO ITALY", "TRANSFER 18 TO RUSSIA"}, 10, AuctionRules{})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	ds = s.LimitTransfers(48, map[string]int{})
	if len(ds) != 1 || ds[0].Line != 12 || ds[0].Power != "FRANCE" {
		t.Errorf("limit: %v; want one error at line 12", ds)
	}
	if len(s.Transfers) != 2 || s.Transfers[1].To != "RUSSIA" || len(s.Ignored) != 1 || len(s.Lines) != 3 {
		t.Errorf("after the limit: transfers %+v, ignored %+v, %d lines", s.Transfers, s.Ignored, len(s.Lines))
	}
}

// Rule 2.3: each transfer taking the sum above the balance is refused at
// its own line with the sums in words; that line, and only that one,
// leaves the sheet.
func TestSheetLimitTransfersSaysWhichAndHowMuch(t *testing.T) {
	m := board.Standard()
	lines := []string{"TRANSFER 30 TO ENGLAND", "1 : A PAR H", "TRANSFER 20 TO ITALY", "TRANSFER 18 TO RUSSIA"}
	s, ds := ParseSheet(m, startPosition(m), "FRANCE", lines, 10, AuctionRules{})
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	ds = s.LimitTransfers(48, map[string]int{})
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
	s, _ = ParseSheet(m, startPosition(m), "FRANCE", []string{"1 : A PAR H", "TRANSFER 60 TO ENGLAND"}, 1, AuctionRules{})
	d = oneDiag(t, "60 of 48", s.LimitTransfers(48, map[string]int{}))
	if d.Line != 2 || d.Msg != "this transfer takes FRANCE's transfers to 60 AgP, but the treasury holds 48 AgP (rule 2.3)" {
		t.Errorf("60 of 48: %v", d)
	}
	if len(s.Lines) != 1 || s.Lines[0].Number != 1 || len(s.Transfers) != 0 {
		t.Errorf("after 60 of 48: lines %+v transfers %+v", s.Lines, s.Transfers)
	}
}

// Sheet.Local numbers a line within its section (payola-rules §9: a
// power's report tells nothing of the lines before it); 0, no line (a
// default hold), stays 0.
func TestSheetLocalLineNumbers(t *testing.T) {
	m := board.Standard()
	s, _ := ParseSheet(m, startPosition(m), "FRANCE", []string{"% hi", "5 : A PAR - BUR", "3 : F BRE - MAO"}, 10, AuctionRules{})
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

// Explain says what each valid line becomes (payola-rules §3), for
// "payola check".
func TestSheetExplain(t *testing.T) {
	m := board.Standard()
	s, _ := ParseSheet(m, startPosition(m), "FRANCE", []string{"% plan", "2*3 & A PAR - BUR | H", "10$", "4 ! F BRE - MAO"}, 1, AuctionRules{})
	want := []string{
		"line 1: % plan  (comment)",
		"line 2: 2*3 & A PAR - BUR | H\n    #0 direct 0 for A PAR - BUR\n    #1 direct 0 for A PAR H\n    #2 gift 3 for any order of A PAR\n    #3 direct 0 for A PAR - BUR\n    #4 direct 0 for A PAR H\n    #5 gift 3 for any order of A PAR",
		"line 3: 10 $  (keeps 10 AgP back from spending, rule 3.4)",
		"line 4: 4 ! F BRE - MAO\n    #6 direct 0 for F BRE H\n    #7 negative 4 for F BRE doing anything but - MAO",
	}
	got := explained(s)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Explain:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Explain of a section without a valid line is nil (the check's JSON
// "explained": null, as wasm and the page expect), one entry per line
// otherwise.
func TestSheetExplainEmpty(t *testing.T) {
	s, _ := parseLines(t, "FRANCE", AuctionRules{}, "5 : A PAR - BUR", "CLEAR")
	if got := s.Explain(); got != nil {
		t.Errorf("an empty sheet explains %#v, want nil", got)
	}
	s, _ = parseLines(t, "FRANCE", AuctionRules{}, "hello")
	if got := s.Explain(); got != nil {
		t.Errorf("a sheet of one bad line explains %#v, want nil", got)
	}
	s, _ = parseLines(t, "FRANCE", AuctionRules{}, "% a", "5 : A PAR - BUR")
	if got := s.Explain(); len(got) != 2 {
		t.Errorf("two lines explain %#v", got)
	}
}

// Explain (payola check) says what every kind of line is: the acceptance
// list, a transfer, and under Tin Cup an offer ignored for naming a unit
// that is not there (rule 6.3, shown to the GM only).
func TestSheetExplainEveryKind(t *testing.T) {
	s, ds := parseLines(t, "GERMANY", AuctionRules{Blind: true}, "ACCEPT G?", "TRANSFER 5 TO ITALY", "9 : A PIC - BUR", "2 : A MUN - RUH")
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	want := []string{
		"line 1: ACCEPT G?  (acceptance list, rule 4.1)",
		"line 2: TRANSFER 5 TO ITALY  (transfer, rule 2.3)",
		"line 3: 9 : A PIC - BUR  (ignored without telling anyone: A PIC is not on the board; rule 6.3, shown in the end-of-game publication)",
		"line 4: 2 : A MUN - RUH\n    #0 direct 2 for A MUN - RUH",
	}
	if got := explained(s); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Explain:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Explain writes at most explainLines lines for one sheet line's offers,
// then where the rest go: issue 19's 40 KB line of 8,000 terms for ten
// orders, 792,000 offers of a gift (rule 3.1, payola-rules §3), explains
// in a screenful, its sequence numbers still those of every offer.
func TestSheetExplainLongLine(t *testing.T) {
	line := strings.Repeat("99*1+", 7999) + "99*1 & A MUN H | - BUR | - RUH | - KIE | - BER | - SIL | - BOH | - TYR | S F KIE | S A BER"
	s, ds := parseLines(t, "GERMANY", AuctionRules{}, line, "2 : A BER - KIE")
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	n, agp := s.Tally()
	if n != 8000*99*11+1 || agp != 8000*99+2 {
		t.Fatalf("Tally: %d offers of %d AgP", n, agp)
	}
	got := explained(s)
	rows := strings.Split(got[0], "\n")
	// the head; 8 terms' 11 offers and summary and 4 offers of the 9th (100); the rest
	if len(rows) != 1+explainLines+1 {
		t.Fatalf("%d rows", len(rows))
	}
	if want := "    #0 direct 0 for A MUN H"; rows[1] != want {
		t.Errorf("first offer %q, want %q", rows[1], want)
	}
	if want := "    … these 11 offers 99 times in all (#0 to #1088), each cut on its own when overspending (rule 5.5)"; rows[12] != want {
		t.Errorf("first term's summary %q, want %q", rows[12], want)
	}
	if want := fmt.Sprintf("    … and the line's other offers, #%d to #%d, as its terms and orders say", 8*1089+4, n-2); rows[len(rows)-1] != want {
		t.Errorf("last row %q, want %q", rows[len(rows)-1], want)
	}
	if want := fmt.Sprintf("line 2: 2 : A BER - KIE\n    #%d direct 2 for A BER - KIE", n-1); got[1] != want {
		t.Errorf("the next line explained as %q, want %q", got[1], want)
	}
}
