package render

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Every order but a waive is drawn exactly once, in a group whose class
// names its outcome, in the order of the scene.
func TestEveryOrderIsDrawnWithItsOutcomeClass(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		checkOrders(t, name, s, mustRender(t, s))
	}
}

func checkOrders(t *testing.T, name string, s Scene, doc string) {
	t.Helper()
	{
		var got []string
		for _, e := range elements(t, doc) {
			if o, ok := e.attrs["data-order"]; ok && e.name == "g" {
				got = append(got, o+" "+e.attrs["class"])
			}
		}
		// In the scene's order, the moves last: they are drawn above the
		// units and the labels, the successful ones above the failed.
		var want, failed, moves []string
		for _, o := range s.Orders {
			line := o.Order.String() + " o-" + map[judge.Outcome]string{judge.Succeeds: "succeeds", judge.Fails: "fails", judge.Void: "void"}[o.Outcome]
			switch {
			case o.Order.Kind == orders.Waive:
			case o.Outcome == judge.Succeeds && (o.Order.Kind == orders.Move || o.Order.Kind == orders.Retreat):
				moves = append(moves, line)
			case o.Order.Kind == orders.Move || o.Order.Kind == orders.Retreat:
				failed = append(failed, line)
			default:
				want = append(want, line)
			}
		}
		want = append(append(want, failed...), moves...)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s: orders drawn\n%s\nwant\n%s", name, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

func TestFailedMoveIsDashedAndSuccessfulIsSolid(t *testing.T) {
	s := Scene{Units: placed("FRANCE", "A PAR", "A MAR"), Orders: []judge.OrderResult{
		move("FRANCE", "A PAR", "BUR", judge.Succeeds),
		move("FRANCE", "A MAR", "PIE", judge.Fails),
	}}
	els := elements(t, mustRender(t, s))
	classOf := map[string]string{}
	for _, e := range els {
		if e.parent != nil && e.name == "path" && strings.HasPrefix(e.attrs["class"], "ln") {
			if o, ok := e.parent.attrs["data-order"]; ok {
				classOf[o] = e.attrs["class"]
			}
		}
	}
	if c := classOf["A PAR - BUR"]; strings.Contains(c, "fail") {
		t.Errorf("successful move drawn with class %q", c)
	}
	if c := classOf["A MAR - PIE"]; !strings.Contains(c, "fail") {
		t.Errorf("failed move drawn with class %q, want dashed (fail)", c)
	}
}

// An arrow stops short of where it goes: at the ring of a unit dislodged
// there, clear of a unit standing there, or nearly at the spot when it is
// empty. The arrowhead's tip is measured on the picture.
func TestArrowsStopShortOfTheirTarget(t *testing.T) {
	g := standardDrawing(t)
	s := Scene{
		Units: append(placed("FRANCE", "A PAR", "A MAR", "F BRE", "A BUR"), placed("GERMANY", "A MUN", "A RUH")...),
		Orders: []judge.OrderResult{
			move("FRANCE", "A PAR", "PIC", judge.Succeeds),   // empty
			move("FRANCE", "A MAR", "PIE", judge.Fails),      // empty
			move("FRANCE", "F BRE", "MAO", judge.Succeeds),   // empty sea
			move("FRANCE", "A BUR", "MUN", judge.Succeeds),   // dislodges the army there
			beaten(hold("GERMANY", "A MUN", judge.Succeeds)), //
			move("GERMANY", "A RUH", "BUR", judge.Fails),     // occupied
		},
	}
	gaps := map[string]struct {
		dest string
		gap  float64
	}{
		"A PAR - PIC": {"PIC", emptyGap},
		"A MAR - PIE": {"PIE", emptyGap},
		"F BRE - MAO": {"MAO", emptyGap},
		"A BUR - MUN": {"MUN", unitRadius}, // over the ring of the unit it dislodges
		"A RUH - BUR": {"BUR", unitRadius},
	}
	checked := 0
	for order, els := range groups(t, mustRender(t, s), "data-order") {
		w, ok := gaps[order]
		if !ok {
			continue
		}
		for _, e := range els {
			if e.name != "polygon" {
				continue
			}
			f := strings.FieldsFunc(e.attrs["points"], func(r rune) bool { return r == ' ' || r == ',' })
			x, _ := strconv.ParseFloat(f[0], 64)
			y, _ := strconv.ParseFloat(f[1], 64)
			if d := (geom.Pt(x, y)).Sub(spotOf(g, w.dest)).Len(); math.Abs(d-w.gap) > 1.5 {
				t.Errorf("%s: the head's tip is %.1f from %s's spot, want %.0f", order, d, w.dest, w.gap)
			}
			checked++
		}
	}
	if checked != len(gaps) {
		t.Errorf("%d arrowheads checked, want %d", checked, len(gaps))
	}
}

// On a movement map a unit the phase dislodged is ringed, and the move
// that dislodged it ends over the ring, at the unit's edge.
func TestDislodgedUnitIsRingedAndItsAttackerEndsThere(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := clashScene(m)
	els := elements(t, mustRender(t, s))
	units := unitGroups(els)
	for _, u := range []string{"A TYR", "A GAL"} {
		if len(units[u]) != 1 || units[u][0].state != "dislodged" {
			t.Errorf("%s: drawn as %+v, want one dislodged unit", u, units[u])
		}
	}
	if units["A VIE"][0].state != "" {
		t.Errorf("A VIE is marked %q", units["A VIE"][0].state)
	}
	// The ring: a dashed circle around the unit's spot.
	rings := 0
	for _, e := range els {
		if e.name == "circle" && e.attrs["class"] == "dis" {
			rings++
		}
	}
	if rings != 2+1 { // two units and the key
		t.Errorf("%d dislodged rings drawn, want 3", rings)
	}
	// The attacker's arrowhead: its tip at the ring around Tyrolia.
	tyr := g.Provinces["TYR"].Spot.Unit.Vec()
	current := ""
	for _, e := range els {
		if o, ok := e.attrs["data-order"]; ok && e.name == "g" {
			current = o
		}
		if current == "A VIE - TYR" && e.name == "polygon" {
			f := strings.FieldsFunc(e.attrs["points"], func(r rune) bool { return r == ' ' || r == ',' })
			x, _ := strconv.ParseFloat(f[0], 64)
			y, _ := strconv.ParseFloat(f[1], 64)
			if d := (geom.Pt(x, y)).Sub(tyr).Len(); math.Abs(d-unitRadius) > 1.5 || d >= dislodgedRing {
				t.Errorf("the attack on Tyrolia ends %.1f from the unit, want over its ring (%d), at its edge (%d)", d, dislodgedRing, unitRadius)
			}
			return
		}
	}
	t.Error("no arrowhead drawn for A VIE - TYR")
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

// slashOf reads a path "Mx yLx y".
func slashOf(t *testing.T, d string) (geom.Vec, geom.Vec) {
	t.Helper()
	f := strings.FieldsFunc(d, func(r rune) bool { return r == 'M' || r == 'L' || r == ' ' })
	if len(f) != 4 {
		t.Fatalf("path %q is not one straight line", d)
	}
	var v [4]float64
	for i, s := range f {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("path %q: %v", d, err)
		}
		v[i] = x
	}
	return geom.Pt(v[0], v[1]), geom.Pt(v[2], v[3])
}

// A refused build is a circle struck through: the stroke is a diameter of
// the circle, slanting at 45 degrees, and the key's runs the same way as
// the map's so that it explains it.
func TestRefusedBuildIsStruckThrough(t *testing.T) {
	m := board.Standard()
	s := Scene{
		Title:  "Winter 1901 Adjustments",
		Owners: homeOwners(m),
		Orders: []judge.OrderResult{other("ENGLAND", orders.Build, "A LON", judge.Fails)},
	}
	els := elements(t, mustRender(t, s))
	var circle *element
	var ways []bool // whether each strike runs down to the right
	n := 0
	for _, e := range els {
		switch {
		case e.name == "circle" && e.attrs["class"] == "nob":
			circle = e
		case e.name == "path" && e.attrs["class"] == "nobx":
			if circle == nil {
				t.Fatal("a strike drawn before its circle")
			}
			n++
			cx, _ := strconv.ParseFloat(circle.attrs["cx"], 64)
			cy, _ := strconv.ParseFloat(circle.attrs["cy"], 64)
			r, _ := strconv.ParseFloat(circle.attrs["r"], 64)
			c := geom.Pt(cx, cy)
			a, b := slashOf(t, e.attrs["d"])
			for _, end := range []geom.Vec{a, b} {
				if d := end.Sub(c).Len(); math.Abs(d-r) > 1.5 {
					t.Errorf("strike %q: an end lies %.1f from the centre of its circle of radius %v", e.attrs["d"], d, r)
				}
			}
			if mid := a.Add(b).Mul(.5); mid.Sub(c).Len() > 1 {
				t.Errorf("strike %q does not cross the centre %v of its circle", e.attrs["d"], c)
			}
			v := b.Sub(a)
			if math.Abs(math.Abs(v.X)-math.Abs(v.Y)) > 1.5 {
				t.Errorf("strike %q does not slant at 45 degrees", e.attrs["d"])
			}
			ways = append(ways, v.X*v.Y > 0)
			circle = nil
		}
	}
	if n != 2 {
		t.Errorf("%d struck-through circles, want the refused build and its key", n)
	} else if ways[0] != ways[1] {
		t.Error("the key's strike and the map's slant opposite ways")
	}
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
		// Where the unit waits is checked by checkBeside: off its spot.
		{retreatScene(board.Standard()), orders.Order{Kind: orders.Disband, Unit: unit("A GAL")}.String(), geom.Point{}},
		{adjustmentScene(board.Standard()), orders.Order{Kind: orders.Remove, Unit: unit("A WAR")}.String(), g.Provinces["WAR"].Spot.Unit},
	} {
		doc := mustRender(t, c.s)
		if c.at == (geom.Point{}) {
			for _, u := range unitGroups(elements(t, doc))["A GAL"] {
				if u.state == "retreating" {
					fmt.Sscanf(u.at, "%d %d", &c.at[0], &c.at[1])
				}
			}
			if c.at == g.Provinces["GAL"].Spot.Unit {
				t.Errorf("A GAL waits on the unit that beat it")
			}
		}
		var ring *element
		for _, e := range groups(t, doc, "data-order")[c.order] {
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

// A move written VIA CONVOY that no fleet convoys is drawn as a plain
// arrow, and a support of it ends on that arrow, half-way.
func TestUnconvoyedConvoyMoveAndItsSupport(t *testing.T) {
	s := Scene{
		Units: placed("ENGLAND", "A LON", "F ENG"),
		Orders: []judge.OrderResult{
			convoyedMove("ENGLAND", "A LON", "BEL", judge.Fails),
			support("ENGLAND", "F ENG", "A LON", "BEL", judge.Succeeds),
		},
	}
	doc := mustRender(t, s)
	line := convoyLine(t, doc, "A LON - BEL VIA CONVOY")
	head := supportHead(t, doc, "F ENG S A LON - BEL")
	if d := distToPolyline(head, line); d > 2 {
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
		Orders: []judge.OrderResult{
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

// A convoy the army did not ask for (it moves by land, or was not told to
// go by sea) gets a dotted line of its own from the army through the fleet;
// an army that asked for the convoy, with VIA CONVOY or by writing its
// seas, has its own arrow run through the fleet and the convoy draws none.
func TestOnlyAConvoyTheArmyDidNotAskForHasItsOwnLine(t *testing.T) {
	routed := move("ENGLAND", "A LON", "NWY", judge.Succeeds)
	routed.Order.Route = []string{"NTH"}
	for _, c := range []struct {
		name   string
		army   judge.OrderResult
		convoy judge.OrderResult
		line   bool
	}{
		{"by land", move("FRANCE", "A BEL", "HOL", judge.Succeeds), convoy("ENGLAND", "F NTH", "A BEL", "HOL", judge.Fails), true},
		{"via convoy", convoyedMove("ENGLAND", "A LON", "NWY", judge.Succeeds), convoy("ENGLAND", "F NTH", "A LON", "NWY", judge.Succeeds), false},
		{"seas written", routed, convoy("ENGLAND", "F NTH", "A LON", "NWY", judge.Succeeds), false},
	} {
		s := Scene{Title: c.name, Orders: []judge.OrderResult{c.army, c.convoy}}
		s.Units = append(placed("ENGLAND", "F NTH"), orders.Placed{Power: c.army.Power, Unit: c.army.Order.Unit})
		els := elements(t, mustRender(t, s))
		group, dotted := "", 0
		for _, e := range els {
			if o, ok := e.attrs["data-order"]; ok && e.name == "g" {
				group = o
			}
			if group == c.convoy.Order.String() && e.name == "path" && e.attrs["class"] == "ln cvy" {
				dotted++
			}
		}
		if got := dotted == 1; got != c.line || dotted > 1 {
			t.Errorf("%s: the convoy %s draws %d dotted lines, want a line %v", c.name, c.convoy.Order, dotted, c.line)
		}
	}
}
