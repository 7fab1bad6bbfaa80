package main

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// names is the call
//
//	names {game?} -> {provinces: [{id, name}], units: [{power, unit}], words, powers}
//
// what the sheet editor completes as a player types: the map's provinces
// (with their coasts), the units on the board of the position or game
// file (none without one), the order words the parser reads and the
// powers; the standard map without a file. The page keeps no list of its
// own.
func names(req request) (any, error) {
	m := board.Standard()
	var pos orders.Position
	g, err := loadPosition(req)
	if err != nil {
		return nil, err
	}
	if g != nil {
		m, pos = g.Map, g.Pos
	}
	type province struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	}
	type unit struct {
		Power string `json:"power"`
		Unit  string `json:"unit"`
	}
	out := struct {
		Provinces []province `json:"provinces"`
		Units     []unit     `json:"units"`
		Words     []string   `json:"words"`
		Powers    []string   `json:"powers"`
	}{Provinces: []province{}, Units: []unit{}, Words: orders.Vocabulary()}
	for _, p := range m.Provinces {
		out.Provinces = append(out.Provinces, province{p.ID, p.Name})
		for _, c := range p.Coasts {
			out.Provinces = append(out.Provinces, province{p.ID + "/" + c, p.Name + " (" + c + ")"})
		}
	}
	for _, u := range pos.Sorted() {
		out.Units = append(out.Units, unit{u.Power, u.Unit.String()})
	}
	for _, p := range m.Powers {
		out.Powers = append(out.Powers, p.Name)
	}
	return out, nil
}
