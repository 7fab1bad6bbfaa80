package orders

import (
	"strings"
	"testing"
)

// Issue 14: a fleet may support to hold a unit on a split-coast province
// it touches by either coast, the support naming the province.
func TestSupportToHoldOnSplitCoast(t *testing.T) {
	cases := []struct {
		units []string
		text  string
	}{
		{[]string{"F MAO", "F SPA/NC"}, "F MAO S F SPA/NC"},
		{[]string{"F MAO", "F SPA/SC"}, "F MAO S F SPA"},
		{[]string{"F WES", "A SPA"}, "F WES S A SPA"},
		{[]string{"F WES", "F SPA/NC"}, "F WES S F SPA"}, // WES touches only the south coast
		{[]string{"F GOL", "F SPA/NC"}, "F GOL S F SPA H"},
		{[]string{"F BOT", "F STP/NC"}, "F BOT S F STP"},
		{[]string{"F BAR", "A STP"}, "F BAR S A STP"},
		{[]string{"F BLA", "F BUL/SC"}, "F BLA S F BUL"},
	}
	for _, c := range cases {
		pos := position(t, c.units...)
		o, err := Parse(std, c.text, Movement)
		if err == nil {
			err = Complete(std, pos, &o)
		}
		if err == nil {
			err = Check(std, pos, o)
		}
		if err != nil {
			t.Errorf("%s with %v: %v; a support to hold of a unit on a split coast is legal", c.text, c.units, err)
		}
	}
	// The supporter must still touch the province.
	pos := position(t, "F NAO", "F SPA/NC")
	o, _ := Parse(std, "F NAO S F SPA", Movement)
	if err := Check(std, pos, o); reasonOf(err) != SupporterCannotReach {
		t.Errorf("F NAO S F SPA: %v; want it refused, the supporter not reaching Spain", err)
	}
}

// payola-rules §10.13: two provinces' abbreviations joined by a hyphen
// are a move, never one name; names with hyphens still read whole.
func TestHyphenatedAbbreviationsAreAMove(t *testing.T) {
	for text, want := range map[string]string{
		"A SWE-DEN":                     "A SWE - DEN",
		"F SKA S F SWE-DEN":             "F SKA S F SWE - DEN",
		"F NTH C A LON-NWY":             "F NTH C A LON - NWY",
		"F Mid-Atlantic Ocean - SPA/NC": "F MAO - SPA/NC",
		"F ENG - Mid-Atlantic":          "F ENG - MAO",
		"A swe-den":                     "A SWE - DEN",
		"A Sweden - DEN":                "A SWE - DEN",
	} {
		o, err := Parse(std, text, Movement)
		if err != nil || o.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", text, o, err, want)
		}
	}
}

// ParseIn counts columns from the start of the line, whatever piece of it
// holds the order (issue 13 §2: no caller shifts a column).
func TestParseInColumnsCountFromTheLine(t *testing.T) {
	line := "12 : A PAR - XYZ | - QQQ"
	_, err := ParseIn(std, line, 5, 16, Movement)
	if e, ok := err.(*Error); !ok || e.Col != 14 {
		t.Errorf("ParseIn: %v; want column 14", err)
	}
	_, err = ParseActionIn(std, Unit{Type: 'A', Loc: "PAR"}, line, 18, len(line), Movement)
	if e, ok := err.(*Error); !ok || e.Col != 22 {
		t.Errorf("ParseActionIn: %v; want column 22", err)
	}
	_, err = ParseIn(std, line, 16, 17, Movement)
	if e, ok := err.(*Error); !ok || e.Col != 17 {
		t.Errorf("ParseIn of nothing: %v; want column 17", err)
	}
}

// game-format §2: pasted text is normalised, and a column of the
// normalised line is that of the line as pasted.
func TestNormalise(t *testing.T) {
	text := "\uFEFFFRANCE\uFF1A\r\na\u00A0b\u2212c\r\u200Bd\u2010e\u2015f\n\xffg\u3000h"
	lines := Normalise(text, 1)
	var got []string
	for _, l := range lines {
		got = append(got, l.Text)
	}
	want := []string{"FRANCE:", "a b-c", "d-e-f", "\uFFFDg h"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("Normalise: %q; want %q", got, want)
	}
	for i, l := range lines {
		if l.Num != i+1 {
			t.Errorf("line %d numbered %d", i+1, l.Num)
		}
	}
	cols := []struct {
		line, col, want int
	}{
		{0, 1, 4},  // after the BOM (3 bytes)
		{0, 7, 10}, // the full-width colon, 3 bytes
		{0, 8, 13}, // the end of the line
		{1, 3, 4},  // b, after a two-byte NBSP
		{1, 5, 8},  // c, after a three-byte minus
		{2, 1, 4},  // d, after a zero-width space
		{3, 4, 2},  // g, after U+FFFD that stands for one byte
		{3, 0, 0},  // the whole line
	}
	for _, c := range cols {
		if p := lines[c.line].Pos(c.col); p.Col != c.want || p.Line != c.line+1 {
			t.Errorf("line %d column %d: %+v; want column %d", c.line+1, c.col, p, c.want)
		}
	}
	if l := Normalise("A PAR H", 7)[0]; l.Pos(3) != (Pos{7, 3}) {
		t.Errorf("an ASCII line: %+v", l.Pos(3))
	}
}

// Messages quote at most 40 characters and name odd characters by code
// point; nothing raw reaches an output (game-format §2).
func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		"PAR":                   "'PAR'",
		"Zürich":                "'Zürich'",
		"a\x1b[2Jb":             "'aU+001B[2Jb'",
		"\uFF1B":                "'U+FF1B'",
		"x\ry":                  "'xU+000Dy'",
		"\xff":                  "'U+FFFD'",
		strings.Repeat("é", 50): "'" + strings.Repeat("é", 40) + "…'",
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %q; want %q", in, got, want)
		}
	}
	if got := Visible("A PAR H % \x1b[31m\u200B"); got != "A PAR H % U+001B[31mU+200B" {
		t.Errorf("Visible: %q", got)
	}
	_, err := Parse(std, "A PAR \x1b", Movement)
	if err == nil || strings.Contains(err.Error(), "\x1b") || !strings.Contains(err.Error(), "U+001B") {
		t.Errorf("an escape after the unit: %v", err)
	}
}

// The diagnostics list sorts by place and is an error only when not empty.
func TestDiagnostics(t *testing.T) {
	var ds Diagnostics
	if ds.Err() != nil {
		t.Error("an empty list is no error")
	}
	ds.Add("FRANCE", Pos{Line: 3, Col: 5}, "b")
	ds.Add("", Pos{}, "whole")
	ds.Add("FRANCE", Pos{Line: 3, Col: 2}, "a")
	ds.Sort()
	if got := ds.Err().Error(); got != "whole\nFRANCE, line 3, column 2: a\nFRANCE, line 3, column 5: b" {
		t.Errorf("sorted: %q", got)
	}
}

// The parser pool and the province memo change no answer: every order of
// a mixed list parses as it does alone, in any order, and a parser whose
// memo generation wraps around forgets every old entry.
func TestParserReuseAnswersAsNew(t *testing.T) {
	texts := []string{
		"A PAR - BUR", "F Mid-Atlantic Ocean - SPA/NC", "F NTH C A LON - NWY", "A SWE-DEN",
		"Army Gulf of Bothnia", "FRENCH A MAR S A PAR - BUR", "A LON - NTH - NWY", "F STP/NC - BAR",
		"A PAR - XYZ", "St Petersburg H", "A MUN S A BER - KIE", "BUILD F STP/NC", "A Zürich H",
	}
	alone := func(text string) string {
		p := (&parser{}).reset(std, text, 0, Movement)
		o, err := p.order()
		if err != nil {
			return err.Error()
		}
		return o.String()
	}
	want := map[string]string{}
	for _, text := range texts {
		want[text] = alone(text)
	}
	for round := range 3 {
		for i := range texts {
			text := texts[(i*7+round)%len(texts)]
			got := ""
			if o, err := Parse(std, text, Movement); err != nil {
				got = err.Error()
			} else {
				got = o.String()
			}
			if got != want[text] {
				t.Errorf("round %d: Parse(%q) = %q, alone %q", round, text, got, want[text])
			}
		}
	}
	// A parser whose generation wraps to 0 must not take an old memo entry
	// (left by "Gulf of Bothnia" at gen 1) for a new one.
	p := (&parser{}).reset(std, "A BOT H", 0, Movement)
	p.gen = ^uint32(0) // the next reset wraps
	p.memo[1] = provinceHit{gen: 1, ok: true, id: "PAR", next: 2}
	p.reset(std, "A BOT H", 0, Movement)
	if o, err := p.order(); err != nil || o.String() != "A BOT H" {
		t.Errorf("after the memo generation wrapped: %v, %v", o, err)
	}
}

// Every key of the filtered tables passes its filter: the map's aliases,
// the order words and the power names and adjectives.
func TestKeyFiltersKnowEveryKey(t *testing.T) {
	lx := lexiconOf(std)
	for k := range std.Aliases {
		if !lx.aliases.has(keyFilterCell(k)) {
			t.Errorf("alias %q is filtered out", k)
		}
		if loc, ok := lx.alias(std, []byte(k)); !ok || loc != std.Aliases[k] {
			t.Errorf("alias %q: %v %v", k, loc, ok)
		}
	}
	for w, i := range wordIndex {
		if wordInfoOf(w) != i {
			t.Errorf("word %q: info %d, want %d", w, wordInfoOf(w), i)
		}
	}
	for w := range lx.powers {
		if !lx.powerFilter.has(keyFilterCell(w)) {
			t.Errorf("power word %q is filtered out", w)
		}
	}
	if len(std.Aliases) < 100 || len(wordIndex) < 20 || len(lx.powers) < 14 {
		t.Errorf("too few keys tried: %d aliases, %d words, %d power words", len(std.Aliases), len(wordIndex), len(lx.powers))
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
