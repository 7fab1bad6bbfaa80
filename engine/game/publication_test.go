package game

import (
	"strings"
	"testing"
)

// The end-of-game publication gives every secret away (rules 2.5, 5.7 end):
// for each phase, every power's acceptance list as drawn and its sheet as
// submitted, line by line (a power that sent nothing has its list only),
// the orders, the ledgers and the GM chart; then the winner, if any.
func TestPublicationRevealsSheetsAndLists(t *testing.T) {
	g := newGame(t, Playing)
	r := mustAdjudicate(t, g, "FRANCE:\n3 : A PAR - BUR\n% a comment\n\nENGLAND:\n2 : F LON - NTH\n", Options{})
	after := next(t, r)
	name, pub := Publication(after)
	if name != "test-publication.txt" {
		t.Errorf("file name %q", name)
	}
	accept := after.File.History[0].Accept
	for _, want := range []string{
		"test: every offer sheet and acceptance list\n",
		"\nSpring 1901 Movement (seed 7)\n-----------------------------\n",
		"AUSTRIA (acceptance list " + accept["AUSTRIA"] + "):\nENGLAND (acceptance list " + accept["ENGLAND"] + "):\n  2 : F LON - NTH\n",
		"FRANCE (acceptance list " + accept["FRANCE"] + "):\n  3 : A PAR - BUR\n  % a comment\nGERMANY (",
		"Orders issued:\n  AUSTRIA  A BUD H                      succeeds\n",
		"  FRANCE   A PAR - BUR                  succeeds\n",
		"  FRANCE   before    48  paid     3  transfers    +0  income    +0  forfeited     0  after    45\n",
		"GM chart:\n  test: Spring 1901 Movement GM chart (game seed 7) - GM ONLY\n",
	} {
		if !strings.Contains(pub, want) {
			t.Errorf("publication lacks %q:\n%s", want, pub)
		}
	}
	if len(accept) != 7 || strings.Contains(pub, "Winner") {
		t.Errorf("acceptance lists %v; a winner named in a game not won:\n%s", accept, pub)
	}
	won, err := loadEdited(t, "won", func(m map[string]any) { m["winner"] = "france" })
	if err != nil {
		t.Fatal(err)
	}
	if _, pub := Publication(won); !strings.HasSuffix(pub, "\nWinner: FRANCE\n") {
		t.Errorf("a won game's publication ends:\n%s", pub)
	}
}
