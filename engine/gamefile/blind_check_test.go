package gamefile

import (
	"fmt"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/sheets"
	"regexp"
	"strings"
	"testing"
)

// Rule 6.3 with rule 3.1 items 6-7: in Tin Cup a player is never told
// whether a unit it cannot see exists. Each pair of sheets below differs
// only in naming a unit France cannot see that stands on the 1901 board
// (Turkish, Russian) or one that does not exist; the checker page's and
// `payola check`'s answer (CheckSheet) must read the same for both once
// the provinces are blotted out.
func TestBlindCheckRevealsNothing(t *testing.T) {
	g := variantGame(t, `{"blind": true}`, nil)
	pairs := []struct{ name, real, none string }{
		{"offer", "5 : A SMY - ARM", "5 : A SYR - ARM"},
		{"zero offer to a foreign unit", "0 : A SMY - ARM", "0 : A SYR - ARM"},
		{"support mentioning a unit", "2 : F ANK S A SMY - ARM", "2 : F ANK S A SYR - ARM"},
		{"a move its unit could not make", "3 : A SMY - GAL", "3 : A SYR - GAL"},
		{"a move needing a convoy", "3 : A CON - SEV", "3 : A BUL - SEV"},
		{"a fleet's coast left out", "3 : F STP - BOT", "3 : F BUL - BLA"},
		{"wildcard", "4 > A SMY - ARM", "4 > A SYR - ARM"},
		{"with a plain line of its own", "A PAR - BUR\n5 : A SMY - ARM", "A PAR - BUR\n5 : A SYR - ARM"},
	}
	blot := regexp.MustCompile(`\b[A-Z]{3}\b`)
	say := func(text string) string {
		sc, err := sheets.CheckSheet(g.State.SheetBoard(), "FRANCE", text+"\n")
		if err != nil {
			t.Fatal(err)
		}
		s := fmt.Sprintf("%d offers, %d AgP, %d problems\n%s\n", sc.Offers, sc.Offered, sc.Problems, fmt.Sprint(sc.Explained))
		for _, d := range sc.Diagnostics {
			s += fmt.Sprintf("%d:%d: %s\n", d.Line, d.Col, d.Msg)
		}
		return blot.ReplaceAllString(s, "P")
	}
	for _, p := range pairs {
		t.Run(strings.ReplaceAll(p.name, " ", "_"), func(t *testing.T) {
			if a, b := say(p.real), say(p.none); a != b {
				t.Errorf("the answers tell the units apart:\nreal unit:\n%s\nno unit:\n%s", a, b)
			}
		})
	}
	// The GM's live check (the GM page) still says which offers are ignored.
	if tc := game.CheckText(g.State, "FRANCE:\n5 : A SYR - ARM\n"); !strings.Contains(fmt.Sprint(tc.Powers[0].Explained), "ignored") {
		t.Errorf("the GM is not told of the ignored offer: %v", tc.Powers[0].Explained)
	}
}
