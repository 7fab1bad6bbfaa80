package orders

import (
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
	for r := Reason(0); r <= NotCenter; r++ {
		n := r.String()
		if n == "" || n == "unknown" || seen[n] {
			t.Errorf("reason %d is named %q", r, n)
		}
		seen[n] = true
	}
	if NoSuchPlace.String() != "no such place" || NotCenter.String() != "not a center" {
		t.Errorf("names: %s, %s", NoSuchPlace, NotCenter)
	}
	if got := (NotCenter + 1).String(); got != "unknown" {
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

// A column past the end of a normalised line stands just past the end of
// the line as pasted (here a 2-byte no-break space became one space).
func TestPosPastTheEndOfANormalisedLine(t *testing.T) {
	l := Normalise("A PAR\u00a0-", 1)[0]
	if l.Text != "A PAR -" {
		t.Fatalf("normalised %q", l.Text)
	}
	for col, want := range map[int]int{6: 6, 7: 8, 8: 9, 9: 9, 30: 9} {
		if got := l.Pos(col); got.Line != 1 || got.Col != want {
			t.Errorf("column %d: %v; want column %d", col, got, want)
		}
	}
}

// Normalise (game-format §2): a byte that is not UTF-8 becomes U+FFFD,
// the lone 0x80 byte included; a line of nothing but Unicode dashes and
// spaces is normalised like any other.
func TestNormaliseOddBytesAndAllUnicodeLines(t *testing.T) {
	ls := Normalise("A PAR\x80 H\n\u2014\u00a0", 1)
	if len(ls) != 2 || ls[0].Text != "A PAR\uFFFD H" || ls[1].Text != "- " {
		t.Errorf("lines %+v", ls)
	}
}

// Normalise cuts lines at LF, CRLF and a lone CR (game-format §2), blank
// lines and a CR at the very end included, numbering them from first.
func TestNormaliseLineEnds(t *testing.T) {
	for text, want := range map[string]string{
		"A\n\nB":     "A||B",
		"\nA":        "|A",
		"A\r\n\r\nB": "A||B",
		"A\r":        "A|",
		"A\r\rB\n":   "A||B|",
		"A\n\rB":     "A||B",
	} {
		var got []string
		for i, l := range Normalise(text, 7) {
			if l.Num != 7+i {
				t.Errorf("%q: line %d numbered %d", text, i, l.Num)
			}
			got = append(got, l.Text)
		}
		if strings.Join(got, "|") != want {
			t.Errorf("Normalise(%q) = %q, want %s", text, got, want)
		}
	}
}
