package game

import (
	"errors"
	"testing"
)

// The live check promises the GM that Adjudicate refuses nothing it did not
// show first (game-format §2, rule 2.3): a transfer the treasury cannot
// cover stands at its own TRANSFER line in the check, in every phase kind,
// and a text the check passes is adjudicated.
func TestCheckShowsEveryRefusalFirst(t *testing.T) {
	games, _ := playYear(t, `{}`)
	cases := []struct {
		g    *Game
		text string
		line int // 0: the text is fine
	}{
		{newGame(t, "playing"), "ENGLAND:\n2 : F LON - NTH\nFRANCE:\n4 : A PAR - BUR\nTRANSFER 100 TO ENGLAND\n", 5},
		{newGame(t, "playing"), "FRANCE:\n4 : A PAR - BUR\nTRANSFER 40 TO ENGLAND\nTRANSFER 40 TO ITALY\n", 4},
		{newGame(t, "playing"), "FRANCE:\n4 : A PAR - BUR\nTRANSFER 40 TO ENGLAND\n", 0},
		{newGame(t, "loyal"), "FRANCE:\nA PAR - BUR\nTRANSFER 100 TO ENGLAND\n", 3},
		{games[2], "FRANCE:\nA BUR - PIC\nTRANSFER 500 TO ITALY\n", 3},  // F1901R
		{games[3], "GERMANY:\nBUILD A BER\nTRANSFER 900 TO ITALY\n", 3}, // W1901A
		{games[3], "GERMANY:\nBUILD A BER\nTRANSFER 9 TO ITALY\n", 0},
	}
	for _, c := range cases {
		tc := Check(c.g, c.text)
		_, err := Adjudicate(c.g, c.text, Options{})
		var refused Diagnostics
		errors.As(err, &refused)
		switch {
		case c.line == 0 && (len(tc.Diagnostics) > 0 || err != nil):
			t.Errorf("%s %q: check %v, adjudication %v; want both clean", c.g.Phase, c.text, tc.Diagnostics, err)
		case c.line != 0 && (len(tc.Diagnostics) != 1 || tc.Diagnostics[0].Line != c.line):
			t.Errorf("%s %q: the check shows %v; want one problem at line %d", c.g.Phase, c.text, tc.Diagnostics, c.line)
		case c.line != 0 && (len(refused) != 1 || refused[0] != tc.Diagnostics[0]):
			t.Errorf("%s %q: adjudication refuses %v, the check showed %v", c.g.Phase, c.text, err, tc.Diagnostics)
		}
	}
}
