package game

import (
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/sheets"
)

// Reading is the board sheets are read on (g.reading), for the property
// tests of package game_test.
func Reading(g *State) sheets.Board { return g.reading() }

// ToldByReasonAlone says whether a cause's reason, as a file names it, has
// words of its own for a Tin Cup power that sees only what the reason
// alone rests on.
func ToldByReasonAlone(reason string) bool {
	if reason == "void" {
		return true
	}
	for r := range len(unnamed) {
		if judge.Reason(r).String() == reason {
			return unnamed[r] != ""
		}
	}
	return false
}
