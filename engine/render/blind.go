package render

import (
	"bytes"

	"github.com/payola-gm/payola/engine/game"
)

// ViewScene draws one power's view of a Tin Cup game (rule 6.3): a
// phase's view is the board before it as the power saw it, with the orders
// it sees in full; a board view (game.BoardView) is the board as it stands.
func ViewScene(title string, v *game.View) Scene {
	s := Scene{Title: title + " as " + v.Power + " sees it", Owners: v.Owners}
	s.Units = append(s.Units, v.Units...)
	s.Dislodged = append(s.Dislodged, v.Dislodged...)
	for _, d := range v.Drawn {
		s.Orders = append(s.Orders, DrawnOrder{Power: d.Power, Order: d.Order, Outcome: d.Outcome})
	}
	return s
}

// viewMaps adds each power's map of a blind phase to the downloads.
func viewMaps(files map[string][]byte, g *game.Game, r *game.Result) error {
	for power, v := range r.Views {
		var svg bytes.Buffer
		if err := Map(&svg, g.Map, ViewScene(g.File.Name+": "+g.Phase.Long(), v)); err != nil {
			return err
		}
		files[r.PowerMapFileName(g.File.Name, power)] = svg.Bytes()
	}
	return nil
}
