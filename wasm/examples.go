package main

import (
	"slices"
	"sort"
	"strings"

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

// exampleOf is the example for the game's phase; an empty one (no line)
// when the board gives none (no unit to offer to, nothing dislodged).
func exampleOf(g *gamefile.Game) sheetExample {
	switch g.Phase.Kind {
	case orders.Movement:
		return movementExample(g)
	case orders.Retreats:
		return retreatExample(g)
	}
	return adjustmentExample(g)
}

// units are the units on the board, by province.
func units(pos orders.Position) []orders.Placed {
	provs := make([]string, 0, len(pos))
	for p := range pos {
		provs = append(provs, p)
	}
	sort.Strings(provs)
	out := make([]orders.Placed, len(provs))
	for i, p := range provs {
		out[i] = pos[p]
	}
	return out
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
			continue
		}
		if coasts := m.FleetCoastsTowards(u.Loc, to); len(coasts) == 1 {
			out = append(out, string(coasts[0]))
		}
	}
	return out
}

// movementExample is an offer sheet of the first power: offers to units on
// the board (any power's, as rule 3.1 allows), savings, an acceptance list
// and a transfer.
func movementExample(g *gamefile.Game) sheetExample {
	if len(g.Powers) == 0 {
		return sheetExample{}
	}
	ex := sheetExample{Power: g.Powers[0].Name}
	var moved, split, held bool
	for _, pl := range units(g.Pos) {
		moves := movesOf(g.Map, pl.Unit)
		switch {
		case !moved && len(moves) > 0:
			ex.Lines = append(ex.Lines, "4 : "+pl.Unit.String()+" - "+moves[0])
			moved = true
		case !split && len(moves) > 1:
			ex.Lines = append(ex.Lines, "2*3#1 > "+pl.Unit.String()+" - "+moves[0]+" | - "+moves[1])
			split = true
		case !held:
			ex.Lines = append(ex.Lines, "5 ! "+pl.Unit.String()+" H")
			held = true
		}
	}
	ex.Lines = append(ex.Lines, "10$")
	var letters strings.Builder
	for _, pw := range g.Powers[:min(3, len(g.Powers))] {
		if p := g.Map.Power(pw.Name); p != nil {
			letters.WriteString(p.Letter)
		}
	}
	if letters.Len() > 0 {
		ex.Lines = append(ex.Lines, "ACCEPT "+letters.String()+"?")
	}
	if len(g.Powers) > 1 {
		ex.Lines = append(ex.Lines, "TRANSFER 5 TO "+g.Powers[1].Name)
	}
	return ex
}

// retreatExample is the orders of the first dislodged unit's power: a
// retreat to an empty province no standoff left empty and not the one the
// attack came from, or a disbanding.
func retreatExample(g *gamefile.Game) sheetExample {
	if len(g.Dislodged) == 0 {
		return sheetExample{}
	}
	first := g.Dislodged[0]
	ex := sheetExample{Power: first.Power}
	for _, d := range g.Dislodged {
		if d.Power != first.Power {
			continue
		}
		line := d.Unit.String() + " DISBAND"
		for _, to := range movesOf(g.Map, d.Unit) {
			prov := board.Loc(to).Province()
			if _, taken := g.Pos[prov]; !taken && prov != d.AttackedFrom && !slices.Contains(g.Contested, prov) {
				line = d.Unit.String() + " - " + to
				break
			}
		}
		ex.Lines = append(ex.Lines, line)
	}
	return ex
}

// adjustmentExample is one power's orders: a build in an empty home center
// it owns when it is due one, a removal when it is due one, else WAIVE.
func adjustmentExample(g *gamefile.Game) sheetExample {
	for _, pw := range g.Powers {
		var own []orders.Placed
		for _, pl := range units(g.Pos) {
			if pl.Power == pw.Name {
				own = append(own, pl)
			}
		}
		switch due := len(pw.Centers) - len(own); {
		case due > 0:
			for _, home := range g.Map.HomesOf(pw.Name) {
				if _, taken := g.Pos[home]; taken || g.Owners[home] != pw.Name {
					continue
				}
				p := g.Map.Province(home)
				if p == nil || p.Terrain == board.Sea || p.Terrain == board.Shut {
					continue
				}
				line := "BUILD A " + home
				if p.Terrain == board.Coast && len(p.Coasts) > 0 {
					line = "BUILD F " + home + "/" + p.Coasts[0]
				}
				return sheetExample{Power: pw.Name, Lines: []string{line, "WAIVE"}[:min(due, 2)]} // a second build waived
			}
			return sheetExample{Power: pw.Name, Lines: []string{"WAIVE"}}
		case due < 0:
			return sheetExample{Power: pw.Name, Lines: []string{"REMOVE " + own[0].Unit.String()}}
		}
	}
	return sheetExample{}
}
