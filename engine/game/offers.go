package game

import (
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// SheetOffers reads one player's sheet on the game's board, as its
// adjudication would (sheets.ReadOffers): the valid lines, for drawing.
func SheetOffers(g *Game, power, text string) (*payola.Sheet, error) {
	return sheets.ReadOffers(g.reading(), power, text)
}
