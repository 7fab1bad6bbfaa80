package sheets

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Rule 4.1 and payola-rules §4: letters of the map's powers, each once, at
// most one '?', and every power named when there is no '?'.
func TestParseAcceptance(t *testing.T) {
	m := board.Standard()
	for _, ok := range []string{"F?", "FEG?", "?", "?F", "F?I", "AEFGIRT", "aefgirt", "F E G ?", "AEFGIRT?"} {
		if l, err := ParseAcceptance(m, "FRANCE", ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		} else if got := l.String(); got != strings.ToUpper(strings.ReplaceAll(ok, " ", "")) {
			t.Errorf("%q reads back as %q", ok, got)
		}
	}
	for list, msg := range map[string]string{
		"F??": "only one '?'", "FX?": "not the letter", "FF?": "twice", "FEG": "must name every power", "": "empty",
	} {
		_, err := ParseAcceptance(m, "FRANCE", list)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: %v, want %q", list, err, msg)
		}
	}
}

// Rule 4.1: at most one '?', wherever the first stands.
func TestAcceptanceOneQuestionMark(t *testing.T) {
	m := board.Standard()
	for list, col := range map[string]int{"??": 2, "?F?": 3, "F??": 3, "?, ?": 4} {
		_, err := ParseAcceptance(m, "FRANCE", list)
		if e, ok := err.(*orders.Error); !ok || e.Col != col || !strings.Contains(e.Msg, "only one '?'") {
			t.Errorf("%q: %v; want column %d", list, err, col)
		}
	}
	_, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, "ACCEPT ?F?")
	if d := oneDiag(t, "ACCEPT ?F?", ds); d.Col != 10 || !strings.Contains(d.Msg, "only one '?'") {
		t.Errorf("ACCEPT ?F?: %v", d)
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
		s, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, line)
		if len(ds) != 0 || s.Accept == nil || s.Accept.Letters != want {
			t.Errorf("%q: %v; accept %v, want %s", line, ds, s.Accept, want)
		}
	}
	s, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, "ACCEPT F?", "  accept E?")
	if d := oneDiag(t, "two ACCEPT lines", ds); d.Line != 2 || d.Col != 3 || d.Msg != "a second ACCEPT line: give the acceptance list once" || s.Accept.Letters != "F?" {
		t.Errorf("two ACCEPT lines: %v; accept %s", d, s.Accept.Letters)
	}
}

// Rule 4.1 lists powers by their letters; a player who writes their names
// (as in "ACCEPT FRANCE, ENGLAND") is told so at the name, with the list
// in letters, not that some letter inside the name is no power's.
func TestAcceptanceOfNamesSaysToWriteLetters(t *testing.T) {
	m := board.Standard()
	for list, want := range map[string]struct {
		col int
		msg string
	}{
		"FRANCE, ENGLAND": {1, "FRANCE is a power's name: an acceptance list is written in letters, one per power (FRANCE is F, ENGLAND is E); write FE?"},
		"F, ITALY ?":      {4, "ITALY is a power's name: an acceptance list is written in letters, one per power (ITALY is I); write FI?"},
		"germany":         {1, "GERMANY is a power's name: an acceptance list is written in letters, one per power (GERMANY is G); write G?"},
	} {
		_, err := ParseAcceptance(m, "FRANCE", list)
		if e, ok := err.(*orders.Error); !ok || e.Col != want.col || e.Msg != want.msg {
			t.Errorf("%q: %v; want column %d: %s", list, err, want.col, want.msg)
		}
	}
	// A word that is no power's name keeps the letter's message.
	if _, err := ParseAcceptance(m, "FRANCE", "FEX?"); err == nil || !strings.Contains(err.Error(), "'X' is not the letter") {
		t.Errorf("FEX?: %v", err)
	}
}

// A list that names a power twice, once by name and once by letter, gets
// no list in letters: it would name the power twice too.
func TestAcceptanceOfNamesSuggestsNoListNamingAPowerTwice(t *testing.T) {
	_, err := ParseAcceptance(board.Standard(), "FRANCE", "FRANCE, F?")
	want := "FRANCE is a power's name: an acceptance list is written in letters, one per power (FRANCE is F)"
	if e, ok := err.(*orders.Error); !ok || e.Msg != want {
		t.Errorf("FRANCE, F?: %v; want %q", err, want)
	}
}

// Issue 30: a power named by its full name as the map writes it, in
// words (void's GULF OF BOTHNIA), gets the same hint, the name whole.
func TestAcceptanceOfFullNamesSaysToWriteLetters(t *testing.T) {
	m, err := maps.Load("void")
	if err != nil {
		t.Fatal(err)
	}
	_, err = ParseAcceptance(m, "ADRIATICSEA", "Gulf of Bothnia, BLACK SEA ?")
	want := "GULF OF BOTHNIA is a power's name: an acceptance list is written in letters, one per power (GULF OF BOTHNIA is R, BLACK SEA is H); write RH?"
	if e, ok := err.(*orders.Error); !ok || e.Col != 1 || e.Msg != want {
		t.Errorf("%v; want column 1: %s", err, want)
	}
}

// Issue 30: an ACCEPT line written in names is told to write letters only
// among the section's first orders.MaxListed problems, which any list
// shows; the lines after them get the plain problem, without the search.
func TestAcceptanceHintForTheProblemsShown(t *testing.T) {
	lines := make([]string, orders.MaxListed+5)
	for i := range lines {
		lines[i] = "ACCEPT FRANCE, ENGLAND"
	}
	_, ds := parseLines(t, "FRANCE", payola.AuctionRules{}, lines...)
	if len(ds) != len(lines) {
		t.Fatalf("%d problems for %d lines", len(ds), len(lines))
	}
	for i, d := range ds {
		named := strings.Contains(d.Msg, "is a power's name")
		if want := i < orders.MaxListed; named != want || want != !strings.Contains(d.Msg, "is not the letter of a power") {
			t.Fatalf("problem %d: %q; told of names: %v", i+1, d.Msg, want)
		}
	}
}
