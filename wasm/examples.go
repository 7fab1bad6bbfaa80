package main

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/orders"
)

// sheetExample is the GM page's example of the phase's text, written with
// the game's own powers, units and places: the standard map's "FRANCE:",
// "A PAR - BUR" and "ACCEPT FEG?" misled on every other map (found
// playing ancmed). Each line reads as written for Power.
type sheetExample struct {
	Power string   `json:"power"`
	Lines []string `json:"lines"`
}

// exampleOf is the example for a movement phase: offers to units on the
// board (any power's, rule 3.1), savings, an acceptance list and a
// transfer, as the first power's sheet. Retreats and adjustments take
// plain orders, which their hints say in words, naming no place.
func exampleOf(g *gamefile.Game) (ex sheetExample) {
	if g.Phase.Kind != orders.Movement || len(g.Powers) < 2 {
		return ex
	}
	ex.Power = g.Powers[0].Name
	for _, pl := range g.Pos.Sorted() {
		u, moves := pl.Unit.String(), movesOf(g.Map, pl.Unit)
		switch n := len(ex.Lines); {
		case n == 0 && len(moves) > 0:
			ex.Lines = append(ex.Lines, "4 : "+u+" - "+moves[0])
		case n == 1 && len(moves) > 1:
			ex.Lines = append(ex.Lines, "2*3#1 > "+u+" - "+moves[0]+" | - "+moves[1])
		case n == 2:
			ex.Lines = append(ex.Lines, "5 ! "+u+" H")
		}
	}
	letters := ""
	for _, pw := range g.Powers[:min(3, len(g.Powers))] {
		if p := g.Map.Power(pw.Name); p != nil {
			letters += p.Letter
		}
	}
	ex.Lines = append(ex.Lines, "10$", "ACCEPT "+letters+"?", "TRANSFER 5 TO "+g.Powers[1].Name)
	return ex
}

// movesOf are the places a unit could move to, by province, each written as
// an order names it (a fleet's coast where the province has coasts and the
// fleet reaches one only).
func movesOf(m *board.Map, u orders.Unit) []string {
	var out []string
	for _, to := range m.Neighbours(u.Province()) {
		if u.Type == board.Army {
			if m.Adjacent(board.Army, u.Loc, board.Loc(to)) {
				out = append(out, to)
			}
		} else if coasts := m.FleetCoastsTowards(u.Loc, to); len(coasts) == 1 {
			out = append(out, string(coasts[0]))
		}
	}
	return out
}
