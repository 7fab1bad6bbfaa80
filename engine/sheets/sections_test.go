package sheets

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

var std = board.Standard()

// What starts a section (game-format §2): a power's name, or a line that
// looks like a header and names no power, which is an error of its own (a
// word or two of letters, any of A-Z and a-z, with a colon). Three words
// with a colon are a sentence, not a header; a lone word that is a place
// ("PRUSSIA", Prussia) is not a header even when spelt near a power's name.
func TestHeaderLikeLines(t *testing.T) {
	text := "Dear Game Master:\nFRANCE:\n3 : A PAR - BUR\nZanzibar:\n2 : A MAR - PIE\nDear GM:\nENGLAND:\nPRUSSIA\n"
	secs, ds, _ := Split(std, text)
	var heads []string
	for _, s := range secs {
		heads = append(heads, s.Power+"/"+s.Written)
	}
	if strings.Join(heads, " ") != "FRANCE/ /Zanzibar /Dear GM ENGLAND/" {
		t.Errorf("sections %v", heads)
	}
	want := []string{
		"line 1, column 1: this line comes before any power's name; start each power's part with a line such as AUSTRIA:",
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
	for _, c := range []struct{ header, want string }{
		{"ITLAY:", "did you mean ITALY?"},
		{"GREMNAY:", "did you mean GERMANY?"},
		{"AUSIA:", "did you mean AUSTRIA or RUSSIA?"},
		{"ITAXX:", "the powers are AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY"},
		{"TIAXX:", "the powers are AUSTRIA, ENGLAND, FRANCE, GERMANY, ITALY, RUSSIA, TURKEY"}, // a swap and two wrong
	} {
		_, ds, _ := Split(std, c.header+"\nA PAR H\n")
		if len(ds) != 1 || !strings.Contains(ds[0].Msg, "is not a power: "+c.want+";") {
			t.Errorf("%s: %v; want %q", c.header, ds, c.want)
		}
	}
}

// A header-like line is at most 40 characters before its colon: longer,
// it is no header and stays in the section it stands in.
func TestHeaderLikeLinesAreShort(t *testing.T) {
	for _, c := range []struct {
		n        int
		sections int
	}{{40, 2}, {41, 1}} {
		secs, _, _ := Split(std, "FRANCE:\n"+strings.Repeat("X", c.n)+":\n")
		if len(secs) != c.sections {
			t.Errorf("%d letters and a colon: %d sections, want %d", c.n, len(secs), c.sections)
		}
	}
}

// A lone word with no colon starts a section only when it is spelt nearly
// as a power's name (and is no place): "GERMNAY" does, "banana" does not.
func TestLoneWordHeaders(t *testing.T) {
	secs, ds, _ := Split(std, "FRANCE:\nbanana\nGERMNAY\n2 : A MUN - RUH\n")
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
	secs, ds, _ := Split(std, "FRANCE:\nA PAR H\nDear \tGM:\nA MAR H\nDear\t GM:\nA BRE H\n")
	if len(secs) != 3 || len(ds) != 2 || ds[0].Line != 3 || ds[1].Line != 5 {
		t.Errorf("%d sections, diagnostics:\n%v", len(secs), ds)
	}
}

// Sections (game-format §2): a power's name starts its part; a second
// section of the same power is refused naming the first, and a line before
// any power's name is refused.
func TestSplit(t *testing.T) {
	text := "% notes before anything are fine\n\nFRANCE:\n4 : A PAR - BUR\n\nengland\n6 : A PAR H\nFrance:\n"
	secs, diags, _ := Split(std, text)
	if len(secs) != 3 || secs[0].Power != "FRANCE" || secs[1].Power != "ENGLAND" || secs[0].FirstLine != 4 {
		t.Fatalf("sections: %+v", secs)
	}
	if len(diags) != 1 || diags[0].Line != 8 || !strings.Contains(diags[0].Msg, "line 3") {
		t.Errorf("a second FRANCE section must be refused naming the first: %v", diags)
	}
	_, diags, _ = Split(std, "4 : A PAR - BUR\nFRANCE:\n")
	if len(diags) != 1 || diags[0].Line != 1 || !strings.Contains(diags[0].Msg, "before any power") {
		t.Errorf("a line before any power: %v", diags)
	}
}

// The pasted text may be exactly 2 MB (game-format §4); one byte more is
// refused before anything reads it, saying how long it is.
func TestPastedTextLimitIsInclusive(t *testing.T) {
	if err := split(strings.Repeat("%", orders.MaxText)); err != nil {
		t.Errorf("exactly %d bytes: %v", orders.MaxText, err)
	}
	err := split(strings.Repeat("%", orders.MaxText+1))
	if err == nil || !strings.HasPrefix(err.Error(), "the pasted text is 2097153 bytes, more than the 2 MB") {
		t.Errorf("one byte more: %v", err)
	}
}

func split(text string) error {
	_, _, err := Split(std, text)
	return err
}

// The advice before any power's name names a power of the game's map: on
// ancmed it said "a line such as FRANCE:" (found playing ancmed with a
// mail's headers pasted above the sheets).
func TestLinesBeforeAnyPowerNameAPowerOfTheMap(t *testing.T) {
	m, err := maps.Load("ancmed")
	if err != nil {
		t.Fatal(err)
	}
	_, ds, _ := Split(m, "From: hannibal@carthage.example\nCARTHAGE:\n3 : A CAR - THA\n")
	if len(ds) != 1 || !strings.HasSuffix(ds[0].Msg, "a line such as CARTHAGE:") {
		t.Errorf("diagnostics %v, want one advising a line such as CARTHAGE:", ds)
	}
}
