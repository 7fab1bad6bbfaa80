package render

import (
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/orders"
)

// BoardScene is the game's board as it stands, without orders.
func BoardScene(g *game.Game) Scene {
	s := Scene{Title: g.File.Name + ": " + g.Phase.Long(), Owners: g.Owners}
	s.Units = append(s.Units, g.Pos.Sorted()...)
	for _, d := range g.Dislodged {
		s.Dislodged = append(s.Dislodged, orders.Placed{Power: d.Power, Unit: d.Unit})
	}
	return s
}

// PhaseScene is the board before the phase with the phase's orders and
// their outcomes drawn on it.
func PhaseScene(g *game.Game, r *game.Result) Scene {
	s := BoardScene(g)
	for _, d := range r.Drawn {
		s.Orders = append(s.Orders, DrawnOrder{Power: d.Power, Order: d.Order, Outcome: d.Outcome})
	}
	return s
}
