package game

import "github.com/payola-gm/payola/engine/sheets"

// Reading is the board sheets are read on (g.reading), for the property
// tests of package game_test.
func Reading(g *Game) sheets.Board { return g.reading() }
