package main

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render"
)

// The wasm knows the standard map only, so that the page's first visit
// stays light; a game on another map comes with that map's JSON in the
// request's map field (the site file engine/maps holds, fetched by the page).

// requestMap is the map a request carries, else the standard map. The last
// one read is kept: the live check sends the same map with every keystroke.
func requestMap(req request) (*board.Map, error) {
	if req.Map == "" {
		return board.Standard(), nil
	}
	if req.Map == lastMap.text {
		return lastMap.m, nil
	}
	m, err := board.Load([]byte(req.Map))
	if err != nil {
		return nil, fmt.Errorf("the map sent with the request cannot be read: %v", err)
	}
	lastMap.text, lastMap.m = req.Map, m
	return m, nil
}

var lastMap struct {
	text string
	m    *board.Map
}

// mapSource is where a request's game finds its map: the map the request
// carries (and the standard map), else the standard map alone.
func mapSource(req request) (gamefile.MapSource, error) {
	if req.Map == "" {
		return nil, nil
	}
	m, err := requestMap(req)
	if err != nil {
		return nil, err
	}
	return gamefile.OneMap(m), nil
}

// requestDrawing is the drawing a request carries for its map, or nil (the
// standard map's own); the last one read is kept, as the map is.
func requestDrawing(req request) (*render.Drawing, error) {
	if req.Drawing == "" {
		return nil, nil
	}
	if req.Drawing == lastDrawing.geo && req.Picture == lastDrawing.picture {
		return lastDrawing.d, nil
	}
	d, err := render.LoadDrawing([]byte(req.Drawing), []byte(req.Picture))
	if err != nil {
		return nil, fmt.Errorf("the map's drawing sent with the request cannot be read: %v", err)
	}
	lastDrawing.geo, lastDrawing.picture, lastDrawing.d = req.Drawing, req.Picture, d
	return d, nil
}

var lastDrawing struct {
	geo, picture string
	d            *render.Drawing
}
