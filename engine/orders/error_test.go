package orders

import (
	"fmt"
	"strings"
	"testing"
)

// Visible echoes a whole line as typed (game-format §2): a clean line is
// itself, uncut; a control or odd character is named by its code point,
// a byte that is not UTF-8 is U+FFFD, and the letters of any script stay.
func TestVisible(t *testing.T) {
	long := "5 : A PAR - BUR % a comment well beyond forty characters long"
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{long, long},
		{"Zürich\tA PAR H", "Zürich\tA PAR H"},
		{"A PAR\x1b[31m H", "A PARU+001B[31m H"},
		{"\x1bA", "U+001BA"},
		{"A\xffPAR", "AU+FFFDPAR"},
		{"Zürich\x00", "ZürichU+0000"},
		{"5 \uff1a A PAR H", "5 U+FF1A A PAR H"},
	} {
		if got := Visible(c.in); got != c.want {
			t.Errorf("Visible(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// RuneName names one character for a message: printable ASCII quoted
// ('!' through '~'), anything else, the space included, by code point.
func TestRuneName(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want string
	}{
		{'!', "'!'"}, {'~', "'~'"}, {'F', "'F'"},
		{' ', "U+0020"}, {0x7f, "U+007F"}, {0x1b, "U+001B"}, {'é', "U+00E9"}, {0xff1b, "U+FF1B"},
	} {
		if got := RuneName(c.r); got != c.want {
			t.Errorf("RuneName(%U) = %s, want %s", c.r, got, c.want)
		}
	}
}

// Every reason has its own name (issue 14: tests check the reason class,
// not only the wording); a value past the last is "unknown".
func TestReasonNames(t *testing.T) {
	seen := map[string]bool{}
	for r := Reason(0); r <= NoSupportAcross; r++ {
		n := r.String()
		if n == "" || n == "unknown" || seen[n] {
			t.Errorf("reason %d is named %q", r, n)
		}
		seen[n] = true
	}
	if NoSuchPlace.String() != "no such place" || NotCenter.String() != "not a center" {
		t.Errorf("names: %s, %s", NoSuchPlace, NotCenter)
	}
	if got := (NoSupportAcross + 1).String(); got != "unknown" {
		t.Errorf("past the last: %q", got)
	}
}

// Quote names a byte that is not UTF-8 and goes on quoting what follows;
// DEL (U+007F) is a control, named like the others.
func TestQuoteOddBytes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"A\xffPAR", "'AU+FFFDPAR'"},
		{"A\x7fPAR", "'AU+007FPAR'"},
		{"~", "'~'"},
	} {
		if got := Quote(c.in); got != c.want {
			t.Errorf("Quote(%q) = %s, want %s", c.in, got, c.want)
		}
	}
	if got := Visible("A\x7f"); got != "AU+007F" {
		t.Errorf("Visible(DEL) = %q", got)
	}
}

// Sort orders problems by line, then column, and problems found at one
// place keep the order they were found in.
func TestDiagnosticsSortKeepsOrderAtOnePlace(t *testing.T) {
	var ds Diagnostics
	ds.Add("FRANCE", Pos{Line: 3, Col: 5}, "third")
	ds.Add("FRANCE", Pos{Line: 3, Col: 5}, "fourth")
	ds.Add("FRANCE", Pos{Line: 3, Col: 2}, "second")
	ds.Add("FRANCE", Pos{Line: 1, Col: 9}, "first")
	ds.Add("FRANCE", Pos{Line: 3, Col: 5}, "fifth")
	ds.Sort()
	var got []string
	for _, d := range ds {
		got = append(got, d.Msg)
	}
	if strings.Join(got, " ") != "first second third fourth fifth" {
		t.Errorf("sorted: %v", got)
	}
}

// Issue 30: a flood of problems is told in its first MaxListed, sorted,
// then one entry at the first left out that counts the rest and says, power
// by power, on which lines they are; a list one longer than that is kept
// whole (a summary would only replace one problem).
func TestSummarisedKeepsTheFirstHundredAndCountsTheRest(t *testing.T) {
	var ds Diagnostics
	for i := 250; i > 0; i-- { // out of order: Summarised sorts
		power := "FRANCE"
		if i > 200 {
			power = "GERMANY"
		}
		ds.Add(power, Pos{Line: i, Col: 3}, fmt.Sprintf("problem %d", i))
	}
	got := ds.Summarised()
	if len(got) != MaxListed+1 {
		t.Fatalf("%d entries, want %d", len(got), MaxListed+1)
	}
	for i, d := range got[:MaxListed] {
		if d.Line != i+1 || d.Msg != fmt.Sprintf("problem %d", i+1) || d.More != 0 {
			t.Fatalf("entry %d is %+v", i, d)
		}
	}
	sum := got[MaxListed]
	if sum.Line != MaxListed+1 || sum.Col != 3 || sum.Power != "" || sum.More != 149 {
		t.Errorf("the summary is placed %+v", sum)
	}
	if want := "and 150 more problems, not listed: FRANCE 100 on lines 101 to 200, GERMANY 50 on lines 201 to 250"; !strings.HasPrefix(sum.Msg, want) {
		t.Errorf("the summary says %q, want it to start %q", sum.Msg, want)
	}
	if got.Total() != 250 {
		t.Errorf("Total %d, want 250", got.Total())
	}
	short := ds[:MaxListed+1]
	if s := short.Summarised(); len(s) != MaxListed+1 || s.Total() != MaxListed+1 || s[MaxListed].More != 0 || s[MaxListed].Msg != "problem 101" {
		t.Errorf("a list of %d was cut: %d entries, total %d", MaxListed+1, len(s), s.Total())
	}
	one := Diagnostics{{Power: "ITALY", Pos: Pos{Line: 4}, Msg: "x"}}
	for range MaxListed + 1 {
		one = append(one, one[0])
	}
	if s := one.Summarised(); s[MaxListed].Power != "ITALY" || !strings.Contains(s[MaxListed].Msg, "ITALY 2 on line 4;") {
		t.Errorf("one power's summary: %+v", s[MaxListed])
	}
}
