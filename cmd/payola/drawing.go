package main

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"

	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/render"
)

// drawingOf is the drawing a game's maps are drawn on: nil (the built-in
// one) on the standard map, else the map's DPjudge drawing from engine/maps.
func drawingOf(g *gamefile.Game) (*render.Drawing, error) {
	if g.Map.ID == "" || g.Map.ID == "standard" {
		return nil, nil
	}
	geo, picture, err := maps.Drawing(g.Map.ID)
	if err != nil {
		return nil, err
	}
	d, err := render.LoadDrawing(geo, picture)
	if err != nil {
		return nil, fmt.Errorf("the drawing of %s: %v", g.Map.ID, err)
	}
	return d, nil
}
