package render

import (
	"bytes"

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

// Downloads are every file of an adjudication by name, as the CLI's --out
// and the web page offer them: the game's texts and the map of the phase.
func Downloads(g *game.Game, r *game.Result) (map[string][]byte, error) {
	files, err := r.Files(g.File.Name)
	if err != nil {
		return nil, err
	}
	var svg bytes.Buffer
	if err := Map(&svg, g.Map, PhaseScene(g, r)); err != nil {
		return nil, err
	}
	files[r.MapFileName(g.File.Name)] = svg.Bytes()
	if err := viewMaps(files, g, r); err != nil {
		return nil, err
	}
	return files, nil
}
