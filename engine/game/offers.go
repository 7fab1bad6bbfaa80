package game

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// SheetOffers reads one player's sheet on the game's board, as its
// adjudication would (sheets.ReadOffers): the valid lines, for drawing
// them and costing them. Without a game (g == nil), on the standard map
// with no board, as CheckSheet does.
func SheetOffers(g *State, power, text string) (*payola.Sheet, error) {
	b := sheets.Board{Map: board.Standard(), Phase: orders.Movement}
	if g != nil {
		b = g.reading()
	}
	return sheets.ReadOffers(b, power, text)
}
