package render

import (
	"io"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/render/geom"
)

// A convoyed army's line runs through the convoying fleets in the order
// of the chain from its province to its destination, whatever the order of
// the convoy orders; a fleet that convoys off the chain is not on it.
func TestConvoyedArmyRunsThroughItsFleetsInOrder(t *testing.T) {
	g := standardDrawing(t)
	s := Scene{
		Units: append(placed("ENGLAND", "A LVP", "F MAO", "F NAO", "F IRI"), placed("FRANCE", "F WES")...),
		Orders: []judge.OrderResult{
			convoy("ENGLAND", "F MAO", "A LVP", "SPA", judge.Succeeds),
			convoy("ENGLAND", "F NAO", "A LVP", "SPA", judge.Succeeds),
			convoyedMove("ENGLAND", "A LVP", "SPA", judge.Succeeds),
			convoy("ENGLAND", "F IRI", "A LVP", "SPA", judge.Succeeds),
		},
	}
	d := orderPaths(elements(t, mustRender(t, s)))["A LVP - SPA VIA CONVOY"]
	got := pathPoints(t, d)
	want := []geom.Point{g.Provinces["LVP"].Spot.Unit, g.Provinces["IRI"].Spot.Unit, g.Provinces["MAO"].Spot.Unit}
	if len(got) != 4 {
		t.Fatalf("convoyed move drawn as %q, want LVP, IRI, MAO and the head", d)
	}
	for i, w := range want {
		if i == 0 {
			if at := lineStart(w.Vec(), want[1].Vec()); !near(got[0], at, 1) {
				t.Errorf("the convoyed move starts at %v, want at the army's edge %v (%q)", got[0], at, d)
			}
			continue
		}
		if got[i] != w.Vec() {
			t.Errorf("point %d of the convoyed move is %v, want %v (%q)", i, got[i], w, d)
		}
	}
	// The last leg ends in Spain.
	if ps := provincesAt(g, got[3]); len(ps) != 1 || ps[0] != "SPA" {
		t.Errorf("the convoyed move ends in %v", ps)
	}
}

// A convoyed army's line runs from the army through exactly the fleets
// that convoy it there, in the order of the chain, then into its
// destination: a fleet that supports the move, or convoys another army or
// to another place, is not on it.
func TestConvoyedLineRunsThroughItsOwnFleets(t *testing.T) {
	g := standardDrawing(t)
	s := Scene{
		Units: append(placed("ENGLAND", "A LON", "F NTH", "F ENG", "A EDI", "F NWG", "F IRI", "A WAL"),
			placed("ITALY", "A APU", "F ION", "F TYS", "A NAP", "F ADR")...),
		Orders: []judge.OrderResult{
			support("ENGLAND", "F ENG", "A LON", "BEL", judge.Succeeds),
			convoyedMove("ENGLAND", "A LON", "BEL", judge.Succeeds),
			convoy("ENGLAND", "F NTH", "A LON", "BEL", judge.Succeeds),
			convoy("ENGLAND", "F NWG", "A EDI", "NWY", judge.Fails),
			convoy("ENGLAND", "F IRI", "A WAL", "BRE", judge.Fails),
			convoyedMove("ITALY", "A APU", "TUN", judge.Succeeds),
			convoy("ITALY", "F ION", "A APU", "TUN", judge.Succeeds),
			convoy("ITALY", "F ADR", "A APU", "GRE", judge.Fails),
			support("ITALY", "F TYS", "A APU", "TUN", judge.Succeeds),
			convoyedMove("ITALY", "A NAP", "TUN", judge.Fails),
		},
	}
	doc := mustRender(t, s)
	for _, c := range []struct {
		order string
		via   []string
		dest  string
	}{
		{"A LON - BEL VIA CONVOY", []string{"LON", "NTH"}, "BEL"},
		{"A APU - TUN VIA CONVOY", []string{"APU", "ION"}, "TUN"},
		// No fleet convoys Naples: its line goes straight to Tunis.
	} {
		got := convoyLine(t, doc, c.order)
		if len(got) != len(c.via)+1 {
			t.Errorf("%s drawn through %v, want %v and the head", c.order, got, c.via)
			continue
		}
		if at := lineStart(spotOf(g, c.via[0]), spotOf(g, c.via[1])); !near(got[0], at, 1) {
			t.Errorf("%s starts at %v, want at the army's edge %v", c.order, got[0], at)
		}
		for i, loc := range c.via {
			if i > 0 && !near(got[i], spotOf(g, loc), 0) {
				t.Errorf("%s: point %d is %v, want %s's spot %v", c.order, i, got[i], loc, spotOf(g, loc))
			}
		}
		// The line stops where the head begins, on the way from the last
		// fleet into the destination.
		last, dest := spotOf(g, c.via[len(c.via)-1]), spotOf(g, c.dest)
		if end := got[len(got)-1]; distToPolyline(end, []geom.Vec{last, dest}) > 1 || end.Sub(dest).Len() > unitRadius+headLength+1 {
			t.Errorf("%s: the line ends at %v, not on its way into %s at %v", c.order, end, c.dest, dest)
		}
	}
	// The supports end on the supported army's line, on its last leg.
	for _, c := range []struct{ support, move string }{
		{"F ENG S A LON - BEL", "A LON - BEL VIA CONVOY"},
		{"F TYS S A APU - TUN", "A APU - TUN VIA CONVOY"},
	} {
		line := convoyLine(t, doc, c.move)
		at := supportHead(t, doc, c.support)
		if d := distToPolyline(at, line[len(line)-2:]); d > 1.5 {
			t.Errorf("%s ends at %v, %.1f off the last leg of %s", c.support, at, d, c.move)
		}
	}
}

// A convoy route written out is drawn through its seas, in the order
// written; a route through a place the map has no drawing of is an error.
func TestWrittenRouteIsFollowed(t *testing.T) {
	g := standardDrawing(t)
	routed := func(route ...string) Scene {
		o := move("ENGLAND", "A LON", "BEL", judge.Succeeds)
		o.Order.Route, o.Order.ViaConvoy = route, true
		return Scene{
			Units: placed("ENGLAND", "A LON", "F NTH", "F ENG"),
			Orders: []judge.OrderResult{
				o,
				convoy("ENGLAND", "F ENG", "A LON", "BEL", judge.Succeeds),
			},
		}
	}
	got := convoyLine(t, mustRender(t, routed("NTH")), "A LON - NTH - BEL")
	if len(got) != 3 || !near(got[0], lineStart(spotOf(g, "LON"), spotOf(g, "NTH")), 1) || !near(got[1], spotOf(g, "NTH"), 0) {
		t.Errorf("A LON - NTH - BEL drawn through %v, want LON %v, NTH %v and Belgium", got, spotOf(g, "LON"), spotOf(g, "NTH"))
	}
	if err := Map(io.Discard, board.Standard(), routed("XYZ")); err == nil {
		t.Error("a route through XYZ rendered")
	}
}

// When the convoying fleets form no chain from the army's province, the
// line still passes through every one of them, nearest first.
func TestConvoyWithoutChainPassesEveryFleet(t *testing.T) {
	g := standardDrawing(t)
	s := Scene{
		Units: placed("ENGLAND", "A LON", "F MAO", "F WES", "F LYO"),
		Orders: []judge.OrderResult{
			convoyedMove("ENGLAND", "A LON", "TUN", judge.Fails),
			convoy("ENGLAND", "F WES", "A LON", "TUN", judge.Fails),
			convoy("ENGLAND", "F LYO", "A LON", "TUN", judge.Fails),
			convoy("ENGLAND", "F MAO", "A LON", "TUN", judge.Fails),
		},
	}
	// Nearest first, by the geometry file: from London, then from each
	// fleet in turn.
	cur, left, want := spotOf(g, "LON"), []string{"MAO", "WES", "LYO"}, []string{"LON"}
	for len(left) > 0 {
		best := 0
		for i, f := range left {
			if spotOf(g, f).Sub(cur).Len() < spotOf(g, left[best]).Sub(cur).Len() {
				best = i
			}
		}
		want = append(want, left[best])
		cur = spotOf(g, left[best])
		left = append(left[:best], left[best+1:]...)
	}
	got := convoyLine(t, mustRender(t, s), "A LON - TUN VIA CONVOY")
	if len(got) != 5 {
		t.Fatalf("drawn through %v, want %v and the head", got, want)
	}
	for i, loc := range want {
		at := spotOf(g, loc)
		if i == 0 {
			at = lineStart(at, spotOf(g, want[1]))
		}
		if !near(got[i], at, 1) {
			t.Errorf("point %d is %v, want %s %v (order %v)", i, got[i], loc, at, want)
		}
	}
}
