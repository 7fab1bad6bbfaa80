package render

import (
	"bytes"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Issue 23: a successful move is a whole arrow, above the labels and the
// marks; no failure mark sits on a successful order; no unit covers a
// label; a unit waiting to retreat stands on the side it was attacked
// from. Expectations come from the scene and the drawing file.

// minShown is the least length of a move's line, tip included, that must
// show outside every label and every unit symbol: the head and as much
// shaft again as a cross is wide.
const minShown = headLength + 2*failSize

// sceneSymbols are the boxes the scene's units cover where the drawing
// file puts them; units waiting to retreat where they are drawn.
func sceneSymbols(t *testing.T, g *drawing, s Scene, doc string) []geom.Box {
	var out []geom.Box
	for _, u := range s.Units {
		sp, _ := g.spot(u.Unit.Loc)
		out = append(out, geom.SymbolBoxes(u.Unit.Type, sp.Unit.Vec(), 1)...)
	}
	for _, us := range unitGroups(elements(t, doc)) {
		for _, u := range us {
			if u.state == "retreating" {
				out = append(out, geom.SymbolBoxes(board.Army, readAt(t, u.at), dislodgedScale)...)
			}
		}
	}
	return out
}

// shownLength is how much of a line lies outside every label and symbol.
func shownLength(g *drawing, syms []geom.Box, line []geom.Vec) float64 {
	total := 0.0
	ps := densify(line)
	for i := 1; i < len(ps); i++ {
		mid := ps[i-1].Add(ps[i]).Mul(.5)
		hidden := false
		for _, l := range g.labels {
			hidden = hidden || l.OverlapsBox(geom.Around(mid, .5))
		}
		for _, b := range syms {
			hidden = hidden || b.Has(mid)
		}
		if !hidden {
			total += ps[i].Sub(ps[i-1]).Len()
		}
	}
	return total
}

// movesLayer finds each move's line, with its head's tip, and says
// whether the layer of moves comes after the labels.
func movesLayer(t *testing.T, doc string) (map[string][]geom.Vec, bool) {
	lines := map[string][]geom.Vec{}
	afterLabels, labels := false, false
	for _, e := range elements(t, doc) {
		switch e.attrs["id"] {
		case "labels":
			labels = true
		case "moves":
			afterLabels = labels
		}
		if e.parent == nil || e.parent.parent == nil || e.parent.parent.attrs["id"] != "moves" {
			continue
		}
		o := e.parent.attrs["data-order"]
		switch {
		case e.name == "path" && strings.HasPrefix(e.attrs["class"], "ln"):
			lines[o] = append(pathPoints(t, e.attrs["d"]), lines[o]...)
		case e.name == "polygon":
			lines[o] = append(lines[o], readAt(t, strings.Replace(strings.Fields(e.attrs["points"])[0], ",", " ", 1)))
		}
	}
	return lines, afterLabels
}

func TestSuccessfulMoveShowsWhole(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for name, s := range samples(m) {
		doc := mustRender(t, s)
		lines, above := movesLayer(t, doc)
		syms := sceneSymbols(t, g, s, doc)
		for _, o := range s.Orders {
			if o.Outcome != judge.Succeeds || (o.Order.Kind != orders.Move && o.Order.Kind != orders.Retreat) {
				continue
			}
			if !above {
				t.Errorf("%s: the moves are not drawn above the labels", name)
			}
			line, ok := lines[o.Order.String()]
			if !ok {
				t.Errorf("%s: %s is not drawn in the layer of moves", name, o.Order)
				continue
			}
			if l := shownLength(g, syms, line); l < minShown {
				t.Errorf("%s: %s shows %.0f outside labels and units, want at least %d", name, o.Order, l, minShown)
			}
		}
	}
}

// The Fall 1901 of issue 23: A TYR - VEN shows whole whether it succeeds
// or fails, and the failed one is dashed, not a lone cross.
func TestTyroliaToVeniceShowsWhole(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for _, supported := range []bool{true, false} {
		s, _ := fall1901(m, supported)
		doc := mustRender(t, s)
		lines, _ := movesLayer(t, doc)
		line := lines["A TYR - VEN"]
		if l := shownLength(g, sceneSymbols(t, g, s, doc), line); l < minShown {
			t.Errorf("supported %v: A TYR - VEN shows %.0f, want at least %d", supported, l, minShown)
		}
	}
}

// No failure or removal cross comes within reach of the line or head of a
// successful move or support.
func TestNoFailureMarkOnASuccessfulOrder(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		doc := mustRender(t, s)
		var won [][]geom.Vec
		for _, e := range elements(t, doc) {
			if e.parent == nil || e.parent.attrs["data-outcome"] != "succeeds" || e.attrs["class"] == "case" {
				continue
			}
			switch {
			case e.name == "path" && strings.HasPrefix(e.attrs["class"], "ln"):
				won = append(won, densify(pathPoints(t, e.attrs["d"])))
			case e.name == "polygon":
				var ps []geom.Vec
				for _, f := range strings.Fields(e.attrs["points"]) {
					ps = append(ps, readAt(t, strings.Replace(f, ",", " ", 1)))
				}
				won = append(won, densify(append(ps, ps[0])))
			}
		}
		for _, e := range elements(t, doc) {
			o := e.attrs["data-mark"]
			if e.name != "g" || o == "" || o == "key" {
				continue
			}
			at := readAt(t, e.attrs["data-at"])
			for _, line := range won {
				// The cross's arm, its casing, and the line's casing.
				if d := distToPolyline(at, line); d < badgeSize+4.5 {
					t.Errorf("%s: the mark of %s at %v is %.1f from a successful order", name, o, at, d)
					break
				}
			}
		}
	}
}

// Every label is clear of every unit that may stand anywhere, its own
// province's included.
func TestNoUnitCoversALabel(t *testing.T) {
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
		for loc, s := range places(m, g) {
			for _, ut := range []board.UnitType{board.Army, board.Fleet} {
				if m.CanHold(ut, loc) != nil {
					continue
				}
				for id, l := range g.labels {
					for _, b := range geom.SymbolBoxes(ut, s.Unit.Vec(), 1) {
						if l.OverlapsBox(b) {
							t.Errorf("%s %s covers %s's label", ut, loc, id)
							break
						}
					}
				}
			}
		}
	})
}

// For every province and every neighbour it can be attacked from, the
// unit waiting to retreat stands beside the unit that took its place, on
// the attack's side, inside its province and off every label.
func TestRetreatingUnitStandsOnTheSideOfTheAttack(t *testing.T) {
	eachOutlined(t, func(t *testing.T, m *board.Map, g *drawing) {
		for loc := range places(m, g) {
			ut := board.Army
			if m.CanHold(ut, loc) != nil {
				ut = board.Fleet
			}
			u := orders.Unit{Type: ut, Loc: loc}
			for _, pr := range m.Provinces {
				from := board.Loc(pr.ID)
				if pr.ID == loc.Province() || !m.Adjacent(board.Army, from, loc) && !m.Adjacent(board.Fleet, from, loc) {
					continue
				}
				d := judge.Dislodgement{Power: "ITALY", Unit: u, AttackedFrom: pr.ID}
				s := Scene{Units: []orders.Placed{{Power: "AUSTRIA", Unit: orders.Unit{Type: board.Army, Loc: board.Loc(loc.Province())}}}, Dislodged: []judge.Dislodgement{d}}
				p := newPicture(m, g, s)
				if err := p.place(); err != nil {
					t.Fatal(err)
				}
				at := p.retreatAt[string(loc)]
				checkBeside(t, "attacked from "+pr.ID, g, d, at)
				for id, l := range g.labels {
					for _, b := range geom.SymbolBoxes(ut, at, dislodgedScale) {
						if l.OverlapsBox(b) && roomBeside(g, d, geom.Vec{}) {
							t.Errorf("%s attacked from %s: drawn at %v, it covers %s's label", u, pr.ID, at, id)
							break
						}
					}
				}
			}
		}
	})
}

// Issue 32: "no arrowhead … hides a province's name". The moves are drawn
// above the names, so on every map, in every phase of a random game, no
// move's or retreat's head may cover its destination's name (the head's
// triangle, read from the SVG, and the name's box, from the drawing, as
// the scene writes it, grown or not), unless the name is written again
// above the moves: where it lies between two units too close for any
// head to keep off it (Youngstown's PAR and BRE), or a fleet's route over
// water comes in across it: in one head of ten at most (43 of 822 now).
func TestNoArrowheadHidesItsDestinationsName(t *testing.T) {
	heads, covered := 0, 0
	for _, dm := range drawnMaps(t) {
		name, m, d := dm.name, dm.m, dm.d
		if name == "standard" {
			d = &Drawing{standardDrawing(t)} // its name boxes, which the checks below read
		}
		for _, s := range randomGame(t, m, dm.seed) {
			var out bytes.Buffer
			if err := MapOn(&out, m, d, s); err != nil {
				t.Fatal(err)
			}
			els := elements(t, out.String())
			over, movesSeen := map[string]bool{}, false // names written again above the moves
			for _, e := range els {
				movesSeen = movesSeen || e.attrs["id"] == "moves"
				for q := e; q != nil; q = q.parent {
					if q.attrs["id"] == "names-over" && e.name == "text" {
						if !movesSeen {
							t.Errorf("%s %s: %s is written again beneath the moves", name, s.Title, e.text)
						}
						over[e.text] = true
					}
				}
			}
			for _, e := range els {
				if e.name != "polygon" || e.attrs["class"] != "hd" || e.parent == nil {
					continue
				}
				o := e.parent.attrs["data-order"]
				_, dest, ok := strings.Cut(o, " - ")
				if !ok {
					continue
				}
				if j := strings.LastIndex(dest, " "); j >= 0 {
					dest = dest[j+1:] // a route's last province
				}
				dest, _, _ = strings.Cut(dest, "/")
				label, ok := d.g.labels[dest]
				if !ok {
					continue
				}
				var tri [3]geom.Vec
				for k, p := range strings.Fields(e.attrs["points"]) {
					tri[min(k, 2)] = readAt(t, strings.Replace(p, ",", " ", 1))
				}
				heads++
				if !label.OverlapsTriangle(tri) {
					continue
				}
				covered++
				if !over[dest] {
					t.Errorf("%s %s: the head of %s covers %s's name", name, s.Title, o, dest)
				}
			}
		}
	}
	if heads < 100 {
		t.Errorf("only %d arrowheads checked", heads)
	}
	// Writing a name again is the last resort, where the name lies
	// between two units too close for any head to keep off it.
	if covered*10 > heads {
		t.Errorf("%d of %d heads lie on their destination's name", covered, heads)
	}
}
