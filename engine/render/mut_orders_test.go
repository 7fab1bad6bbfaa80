package render

import (
	"bytes"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// groups decodes a document and returns, per value of the attribute key
// on a <g>, every element inside that group (the group's own descendants,
// in document order).
func groups(t *testing.T, doc, key string) map[string][]*element {
	t.Helper()
	out := map[string][]*element{}
	for _, e := range elements(t, doc) {
		for g := e.parent; g != nil; g = g.parent {
			if v := g.attrs[key]; g.name == "g" && v != "" {
				out[v] = append(out[v], e)
			}
		}
	}
	return out
}

func num2(t *testing.T, e *element, x, y string) geom.Vec {
	t.Helper()
	a, err1 := strconv.ParseFloat(e.attrs[x], 64)
	b, err2 := strconv.ParseFloat(e.attrs[y], 64)
	if err1 != nil || err2 != nil {
		t.Fatalf("<%s> has no %s, %s: %v", e.name, x, y, e.attrs)
	}
	return geom.Pt(a, b)
}

func radius(t *testing.T, e *element) float64 {
	t.Helper()
	r, err := strconv.ParseFloat(e.attrs["r"], 64)
	if err != nil {
		t.Fatalf("circle without radius: %v", e.attrs)
	}
	return r
}

// near reports whether two points are within d of each other.
func near(a, b geom.Vec, d float64) bool { return a.Sub(b).Len() <= d }

// distToPolyline is how far q lies from a line through the points.
func distToPolyline(q geom.Vec, ps []geom.Vec) float64 {
	best := math.Inf(1)
	for i := 1; i < len(ps); i++ {
		a, b := ps[i-1], ps[i]
		v := b.Sub(a)
		t := 0.0
		if l := v.X*v.X + v.Y*v.Y; l > 0 {
			t = math.Max(0, math.Min(1, (q.Sub(a).X*v.X+q.Sub(a).Y*v.Y)/l))
		}
		best = math.Min(best, q.Sub(a.Add(v.Mul(t))).Len())
	}
	return best
}

// A refused build is a grey ring crossed through: the cross is a diameter
// of the ring (both ends on it, its middle at the centre), on the map as in
// the key; the ring stands on the build's spot, or on the province's offset
// spot when a unit already stands there.
func TestRefusedBuildIsCrossedThroughItsRing(t *testing.T) {
	g := standardDrawing(t)
	s := adjustmentScene(board.Standard())
	s.Orders = append(s.Orders, other("AUSTRIA", orders.Build, "F TRI", judge.Void))
	doc := mustRender(t, s)
	check := func(what string, els []*element) geom.Vec {
		t.Helper()
		var ring, cross *element
		for _, e := range els {
			switch e.attrs["class"] {
			case "nob":
				ring = e
			case "nobx":
				cross = e
			}
		}
		if ring == nil || cross == nil {
			t.Errorf("%s: ring %v, cross %v", what, ring, cross)
			return geom.Vec{}
		}
		c, r := num2(t, ring, "cx", "cy"), radius(t, ring)
		ps := pathPoints(t, cross.attrs["d"])
		if len(ps) != 2 {
			t.Errorf("%s: cross %q is not one stroke", what, cross.attrs["d"])
			return c
		}
		for _, q := range ps {
			if d := q.Sub(c).Len(); math.Abs(d-r) > 1.5 {
				t.Errorf("%s: the cross ends %.1f from the centre, off its ring of %.0f", what, d, r)
			}
		}
		if m := ps[0].Add(ps[1]).Mul(.5); !near(m, c, 1) {
			t.Errorf("%s: the cross's middle %v is not the ring's centre %v", what, m, c)
		}
		if ps[0].X == ps[1].X || ps[0].Y == ps[1].Y {
			t.Errorf("%s: the cross %v is not slanted", what, ps)
		}
		return c
	}
	orderEls := groups(t, doc, "data-order")
	for _, c := range []struct{ unit, at string }{
		{"A NWY", "dislodged"}, // England's fleet stands in Norway
		{"A LON", "dislodged"},
		{"F SMY", "unit"},
		{"F TRI", "unit"},
	} {
		order := orders.Order{Kind: orders.Build, Unit: unit(c.unit)}.String()
		at := check(order, orderEls[order])
		sp := g.Provinces[unit(c.unit).Loc.Province()].Spot
		want := sp.Unit
		if c.at == "dislodged" {
			want = sp.Dislodged
		}
		if !near(at, want.Vec(), 0) {
			t.Errorf("%s: ring at %v, want the %s spot %v", order, at, c.at, want)
		}
	}
	check("key", groups(t, doc, "data-key")["build refused"])
}

// A disbanded unit waiting to retreat is ringed in red where it waits, not
// on the unit that beat it; a removed unit where it stands.
func TestRemovalRingsTheRightUnit(t *testing.T) {
	g := standardDrawing(t)
	for _, c := range []struct {
		s     Scene
		order string
		at    geom.Point
	}{
		{retreatScene(board.Standard()), orders.Order{Kind: orders.Disband, Unit: unit("A GAL")}.String(), g.Provinces["GAL"].Spot.Dislodged},
		{adjustmentScene(board.Standard()), orders.Order{Kind: orders.Remove, Unit: unit("A WAR")}.String(), g.Provinces["WAR"].Spot.Unit},
	} {
		var ring *element
		for _, e := range groups(t, mustRender(t, c.s), "data-order")[c.order] {
			if e.attrs["class"] == "rm" {
				ring = e
			}
		}
		if ring == nil {
			t.Errorf("%s: no red ring", c.order)
			continue
		}
		if at := num2(t, ring, "cx", "cy"); !near(at, c.at.Vec(), 0) {
			t.Errorf("%s: ring at %v, want %v", c.order, at, c.at)
		}
	}
}

// convoyLine is the drawn line of a convoyed move: its points from the
// army through the fleets to the arrow's base.
func convoyLine(t *testing.T, doc, order string) []geom.Vec {
	t.Helper()
	d := orderPaths(elements(t, doc))[order]
	if d == "" {
		t.Fatalf("%s: no line drawn", order)
	}
	return pathPoints(t, d)
}

// spotOf is where a unit at loc stands, from the geometry file.
func spotOf(g *drawing, loc string) geom.Vec {
	prov, coast, _ := strings.Cut(loc, "/")
	if coast != "" {
		return g.Provinces[prov].Coasts[coast].Unit.Vec()
	}
	return g.Provinces[prov].Spot.Unit.Vec()
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
		Orders: []judge.Result{
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
		for i, loc := range c.via {
			if !near(got[i], spotOf(g, loc), 0) {
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
	orderEls := groups(t, doc, "data-order")
	for _, c := range []struct{ support, move string }{
		{"F ENG S A LON - BEL", "A LON - BEL VIA CONVOY"},
		{"F TYS S A APU - TUN", "A APU - TUN VIA CONVOY"},
	} {
		line := convoyLine(t, doc, c.move)
		var head *element
		for _, e := range orderEls[c.support] {
			if e.name == "circle" {
				head = e
			}
		}
		if head == nil {
			t.Errorf("%s: no head", c.support)
			continue
		}
		at := num2(t, head, "cx", "cy")
		if d := distToPolyline(at, line[len(line)-2:]); d > 1.5 {
			t.Errorf("%s ends at %v, %.1f off the last leg of %s", c.support, at, d, c.move)
		}
	}
}

// A move written VIA CONVOY that no fleet convoys is drawn as a plain
// arrow, and a support of it ends on that arrow, half-way.
func TestUnconvoyedConvoyMoveAndItsSupport(t *testing.T) {
	s := Scene{
		Units: placed("ENGLAND", "A LON", "F ENG"),
		Orders: []judge.Result{
			convoyedMove("ENGLAND", "A LON", "BEL", judge.Fails),
			support("ENGLAND", "F ENG", "A LON", "BEL", judge.Succeeds),
		},
	}
	doc := mustRender(t, s)
	line := convoyLine(t, doc, "A LON - BEL VIA CONVOY")
	var head *element
	for _, e := range groups(t, doc, "data-order")["F ENG S A LON - BEL"] {
		if e.name == "circle" {
			head = e
		}
	}
	if head == nil {
		t.Fatal("the support has no head")
	}
	if d := distToPolyline(num2(t, head, "cx", "cy"), line); d > 2 {
		t.Errorf("the support ends %.1f off the army's arrow", d)
	}
}

// A convoy the army did not ask for (it moves by land) gets a dotted line
// of its own from the army through the fleet to the destination, and the
// army's arrow does not pass through the fleet.
func TestConvoyNotAskedForHasItsOwnLine(t *testing.T) {
	g := standardDrawing(t)
	s := Scene{
		Units: placed("FRANCE", "A PIC", "F ENG"),
		Orders: []judge.Result{
			move("FRANCE", "A PIC", "BEL", judge.Succeeds),
			convoy("FRANCE", "F ENG", "A PIC", "BEL", judge.Succeeds),
		},
	}
	doc := mustRender(t, s)
	arrow := convoyLine(t, doc, "A PIC - BEL")
	for _, q := range arrow {
		if near(q, spotOf(g, "ENG"), 40) {
			t.Errorf("the army's own arrow passes through the fleet at %v", q)
		}
	}
	var dotted *element
	for _, e := range groups(t, doc, "data-order")["F ENG C A PIC - BEL"] {
		if e.attrs["class"] == "ln cvy" {
			dotted = e
		}
	}
	if dotted == nil {
		t.Fatal("the convoy has no dotted line")
	}
	ps := pathPoints(t, dotted.attrs["d"])
	if len(ps) != 3 || !near(ps[0], spotOf(g, "PIC"), 0) || !near(ps[1], spotOf(g, "ENG"), 0) {
		t.Fatalf("dotted line %v, want PIC %v, ENG %v and Belgium", ps, spotOf(g, "PIC"), spotOf(g, "ENG"))
	}
	// It stops just short of Belgium's empty spot, on the way from the fleet.
	bel := spotOf(g, "BEL")
	if d := ps[2].Sub(bel).Len(); d < emptyGap-1 || d > emptyGap+1 {
		t.Errorf("the dotted line ends %.1f from Belgium's spot, want %d", d, emptyGap)
	}
	if d := distToPolyline(ps[2], []geom.Vec{ps[1], bel}); d > 1 {
		t.Errorf("the dotted line's end %v is off the way from the fleet to Belgium", ps[2])
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
			Orders: []judge.Result{
				o,
				convoy("ENGLAND", "F ENG", "A LON", "BEL", judge.Succeeds),
			},
		}
	}
	got := convoyLine(t, mustRender(t, routed("NTH")), "A LON - NTH - BEL")
	if len(got) != 3 || !near(got[0], spotOf(g, "LON"), 0) || !near(got[1], spotOf(g, "NTH"), 0) {
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
		Orders: []judge.Result{
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
		if !near(got[i], spotOf(g, loc), 0) {
			t.Errorf("point %d is %v, want %s %v (order %v)", i, got[i], loc, spotOf(g, loc), want)
		}
	}
}

// Every supply center is drawn once, at its marker, in its owner's colour,
// or white when no one owns it.
func TestEveryCenterIsDrawnAtItsMarker(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := midGameScene(m)
	want := map[geom.Vec]string{}
	for _, pr := range m.Provinces {
		if pr.Center {
			fill := "#ffffff"
			if owner := s.Owners[pr.ID]; owner != "" {
				fill = m.Power(owner).Colour
			}
			want[(*g.Provinces[pr.ID].Center).Vec()] = fill
		}
	}
	got := map[geom.Vec]string{}
	n := 0
	for _, e := range elements(t, mustRender(t, s)) {
		if e.name == "circle" && e.attrs["class"] == "sc" {
			got[num2(t, e, "cx", "cy")] = e.attrs["fill"]
			n++
		}
	}
	if n != 34 || len(want) != 34 {
		t.Errorf("%d center markers drawn, %d centers on the board, want 34", n, len(want))
	}
	for at, fill := range want {
		if got[at] != fill {
			t.Errorf("the center at %v is filled %q, want %q", at, got[at], fill)
		}
	}
}

// A board whose drawing lacks a province still gets every other province,
// center and label drawn.
func TestProvinceWithoutDrawingIsLeftOut(t *testing.T) {
	m, full := tiny(t)
	g := &drawing{Drawing: geom.Drawing{Width: full.Width, Height: full.Height, Provinces: map[string]geom.Shape{}}}
	for id, sh := range full.Provinces {
		if id != m.Provinces[0].ID {
			g.Provinces[id] = sh
		}
	}
	if err := g.prepare(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, Scene{Owners: map[string]string{"SOU": "BLUE", "HUB": "RED"}}); err != nil {
		t.Fatal(err)
	}
	els := elements(t, buf.String())
	drawn, labels, centers := map[string]bool{}, map[string]bool{}, 0
	for _, e := range els {
		if id := e.attrs["data-province"]; id != "" {
			drawn[id] = true
		}
		if e.name == "text" && strings.HasPrefix(e.attrs["class"], "lbl") {
			labels[e.text] = true
		}
		if e.name == "circle" && e.attrs["class"] == "sc" {
			centers++
		}
	}
	for _, pr := range m.Provinces[1:] {
		if !drawn[pr.ID] || !labels[pr.ID] {
			t.Errorf("%s: drawn %v, labelled %v", pr.ID, drawn[pr.ID], labels[pr.ID])
		}
	}
	if id := m.Provinces[0].ID; drawn[id] || labels[id] {
		t.Errorf("%s, without a drawing, is drawn", id)
	}
	if centers != 2 {
		t.Errorf("%d centers drawn, want SOU's and HUB's", centers)
	}
}
