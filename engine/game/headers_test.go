package game

import (
	"strings"
	"testing"
)

// What starts a section (game-format §2): a power's name, or a line that
// looks like a header and names no power, which is an error of its own (a
// word or two of letters, any of A-Z and a-z, with a colon). Three words
// with a colon are a sentence, not a header; a lone word that is a place
// ("PRUSSIA", Prussia) is not a header even when spelt near a power's name.
func TestHeaderLikeLines(t *testing.T) {
	g := newGame(t, Playing)
	text := "Dear Game Master:\nFRANCE:\n3 : A PAR - BUR\nZanzibar:\n2 : A MAR - PIE\nDear GM:\nENGLAND:\nPRUSSIA\n"
	secs, ds := SplitSections(g.Map, text)
	var heads []string
	for _, s := range secs {
		heads = append(heads, s.Power+"/"+s.Written)
	}
	if strings.Join(heads, " ") != "FRANCE/ /Zanzibar /Dear GM ENGLAND/" {
		t.Errorf("sections %v", heads)
	}
	want := []string{
		"line 1, column 1: this line comes before any power's name; start each power's part with a line such as FRANCE:",
		"line 4, column 1: 'Zanzibar' is not a power: the powers are AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY; the lines that follow belong to no power until the next power's name",
		"line 6, column 1: 'Dear GM' is not a power: the powers are AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY; the lines that follow belong to no power until the next power's name",
	}
	if got := ds.Error(); got != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	if s := secs[3]; len(s.Lines) == 0 || s.Lines[0].Text != "PRUSSIA" {
		t.Errorf("England's section: %+v", s.Lines)
	}
}

// A misspelt header is matched to a power with at most one letter in three
// wrong (a swap of two letters counts as one), and at most two: "ITLAY"
// and "GREMNAY" are near enough, "ITAXX" (two wrong in five) and "TIAXX"
// (a swap and two wrong) are not. A spelling equally near two powers
// names both rather than guess: "AUSIA" is two letters from AUSTRIA and
// from RUSSIA.
func TestMisspeltHeaderSuggestions(t *testing.T) {
	g := newGame(t, Playing)
	for _, c := range []struct{ header, want string }{
		{"ITLAY:", "did you mean ITALY?"},
		{"GREMNAY:", "did you mean GERMANY?"},
		{"AUSIA:", "did you mean AUSTRIA or RUSSIA?"},
		{"ITAXX:", "the powers are AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY"},
		{"TIAXX:", "the powers are AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY"}, // a swap and two wrong
	} {
		_, ds := SplitSections(g.Map, c.header+"\nA PAR H\n")
		if len(ds) != 1 || !strings.Contains(ds[0].Msg, "is not a power: "+c.want+";") {
			t.Errorf("%s: %v; want %q", c.header, ds, c.want)
		}
	}
}

// A header-like line is at most 40 characters before its colon: longer,
// it is no header and stays in the section it stands in.
func TestHeaderLikeLinesAreShort(t *testing.T) {
	g := newGame(t, Playing)
	for _, c := range []struct {
		n        int
		sections int
	}{{40, 2}, {41, 1}} {
		secs, _ := SplitSections(g.Map, "FRANCE:\n"+strings.Repeat("X", c.n)+":\n")
		if len(secs) != c.sections {
			t.Errorf("%d letters and a colon: %d sections, want %d", c.n, len(secs), c.sections)
		}
	}
}

// Read leniently, the lines set aside are listed with why (game-format §2):
// under a header that names no power, or in a section a later one of the
// same power replaces.
func TestLenientReadingSaysWhyLinesAreSetAside(t *testing.T) {
	g := newGame(t, Playing)
	text := "FRANCE:\n3 : A PAR - BUR\nGERMNAY:\n2 : A MUN - RUH\nFRANCE:\n3 : A PAR - PIC\n"
	r, err := Adjudicate(g, text, Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	all := r.Ignored.Error()
	for _, want := range []string{
		"FRANCE, line 2: not read: a later FRANCE section replaces the one starting at line 1: 3 : A PAR - BUR",
		"line 4: not read: it follows 'GERMNAY' (line 3), which is not a power: 2 : A MUN - RUH",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("ignored lines lack %q:\n%s", want, all)
		}
	}
}

// A lone word with no colon starts a section only when it is spelt nearly
// as a power's name (and is no place): "GERMNAY" does, "banana" does not.
func TestLoneWordHeaders(t *testing.T) {
	g := newGame(t, Playing)
	secs, ds := SplitSections(g.Map, "FRANCE:\nbanana\nGERMNAY\n2 : A MUN - RUH\n")
	if len(secs) != 2 || secs[1].Written != "GERMNAY" || len(ds) != 1 || !strings.Contains(ds[0].Msg, "did you mean GERMANY?") {
		t.Errorf("sections %+v, diagnostics %v", secs, ds)
	}
	if secs[0].Lines[0].Text != "banana" {
		t.Errorf("France's first line: %q", secs[0].Lines[0].Text)
	}
}

// Words are told apart by any run of blanks, spaces and tabs mixed: "Dear
// \tGM:" and "Dear\t GM:" are two words with a colon, header-like lines
// naming no power (game-format §2), as "Dear GM:" is.
func TestHeaderLikeLinesWithMixedBlanks(t *testing.T) {
	g := newGame(t, Playing)
	secs, ds := SplitSections(g.Map, "FRANCE:\nA PAR H\nDear \tGM:\nA MAR H\nDear\t GM:\nA BRE H\n")
	if len(secs) != 3 || len(ds) != 2 || ds[0].Line != 3 || ds[1].Line != 5 {
		t.Errorf("%d sections, diagnostics:\n%v", len(secs), ds)
	}
}
