package render

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// pathPoints reads the points of path data written with M, L and Q (a
// quadratic curve is sampled finely, which is what a reader of the map
// sees).
func pathPoints(t *testing.T, d string) []geom.Vec {
	t.Helper()
	re := regexp.MustCompile(`([MLQ])([-0-9. ]+)`)
	var out []geom.Vec
	for _, m := range re.FindAllStringSubmatch(d, -1) {
		var v []float64
		for _, f := range strings.Fields(m[2]) {
			x, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatalf("path %q: %v", d, err)
			}
			v = append(v, x)
		}
		switch m[1] {
		case "M", "L":
			out = append(out, geom.Pt(v[0], v[1]))
		case "Q":
			a, c, b := out[len(out)-1], geom.Pt(v[0], v[1]), geom.Pt(v[2], v[3])
			for i := 1; i <= 64; i++ {
				out = append(out, quadAt(a, c, b, float64(i)/64))
			}
		}
	}
	return out
}

// densify puts a point every few units along a polyline.
func densify(ps []geom.Vec) []geom.Vec {
	var out []geom.Vec
	for i := 1; i < len(ps); i++ {
		n := int(ps[i].Sub(ps[i-1]).Len()/3) + 1
		for k := 0; k < n; k++ {
			out = append(out, ps[i-1].Add(ps[i].Sub(ps[i-1]).Mul(float64(k)/float64(n))))
		}
	}
	return append(out, ps[len(ps)-1])
}

// orderPaths returns, per drawn order, the coloured stroke's path data.
func orderPaths(els []*element) map[string]string {
	out := map[string]string{}
	current := ""
	for _, e := range els {
		if o, ok := e.attrs["data-order"]; ok && e.name == "g" {
			current = o
		}
		if e.name == "path" && strings.HasPrefix(e.attrs["class"], "ln") && out[current] == "" {
			out[current] = e.attrs["d"]
		}
	}
	return out
}

// Every move a fleet can make on the board is drawn over water: no point
// of its line lies on a land province other than the two it joins, nor on
// an island of the scenery. Checked on the drawn SVG, sampled every 3 units.
func TestFleetMovesFollowWater(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	checked := 0
	for from := range places(m, g) {
		if m.CanHold(board.Fleet, from) != nil {
			continue
		}
		for to := range places(m, g) {
			if from.Province() == to.Province() || !m.Adjacent(board.Fleet, from, to) {
				continue
			}
			u := "F " + string(from)
			s := Scene{Units: placed("FRANCE", u), Orders: []judge.Result{move("FRANCE", u, string(to), judge.Succeeds)}}
			d := orderPaths(elements(t, mustRender(t, s)))[u+" - "+string(to)]
			if d == "" {
				t.Fatalf("%s - %s: no line drawn", u, to)
			}
			checked++
			for _, q := range densify(pathPoints(t, d)) {
				for _, id := range provincesAt(g, q) {
					if id != from.Province() && id != to.Province() && m.Province(id).Terrain != board.Sea {
						t.Errorf("%s - %s crosses %s at %v", u, to, id, q)
						break
					}
				}
				for i := range g.isles {
					if g.isles[i].Contains(q) {
						t.Errorf("%s - %s crosses an island at %v", u, to, q)
					}
				}
			}
		}
	}
	if checked < 200 {
		t.Errorf("only %d fleet moves checked", checked)
	}
}

// A convoyed army's line runs through the convoying fleets in the order
// of the chain from its province to its destination, whatever the order of
// the convoy orders; a fleet that convoys off the chain is not on it.
func TestConvoyedArmyRunsThroughItsFleetsInOrder(t *testing.T) {
	g := standardDrawing(t)
	s := Scene{
		Units: append(placed("ENGLAND", "A LVP", "F MAO", "F NAO", "F IRI"), placed("FRANCE", "F WES")...),
		Orders: []judge.Result{
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
		if got[i] != w.Vec() {
			t.Errorf("point %d of the convoyed move is %v, want %v (%q)", i, got[i], w, d)
		}
	}
	// The last leg ends in Spain.
	if ps := provincesAt(g, got[3]); len(ps) != 1 || ps[0] != "SPA" {
		t.Errorf("the convoyed move ends in %v", ps)
	}
}

// The contrast of an order's stroke: its casing against the land, the
// power's own tint and the sea, and its ink against the casing, at least
// 3:1 (WCAG 1.4.11) for every power of the map, a power the map does not
// know and a void order.
func TestStrokesContrast(t *testing.T) {
	m := board.Standard()
	colours := map[string]string{"unknown power": unknownColour, "void": voidColour}
	for _, p := range m.Powers {
		colours[p.Name] = p.Colour
	}
	for name, c := range colours {
		for bg, colour := range map[string]string{"land": landColour, "its own land": tint(c), "sea": seaColour} {
			if r := contrast(casingColour, colour); r < minContrast {
				t.Errorf("%s: the casing on %s (%s) has contrast %.2f", name, bg, colour, r)
			}
		}
		if r := contrast(ink(c), casingColour); r < minContrast {
			t.Errorf("%s: ink %s on its casing has contrast %.2f", name, ink(c), r)
		}
		t.Logf("%-14s colour %s ink %s: on land %.2f, own tint %.2f, sea %.2f without casing; ink/casing %.2f",
			name, c, ink(c), contrast(c, landColour), contrast(c, tint(c)), contrast(c, seaColour), contrast(ink(c), casingColour))
	}
	// The formula itself, on WCAG's own end points.
	if r := contrast("#000000", "#ffffff"); math.Abs(r-21) > 0.01 {
		t.Errorf("black on white: %.2f, want 21", r)
	}
	if r := contrast("#777777", "#ffffff"); math.Abs(r-4.48) > 0.01 {
		t.Errorf("#777 on white: %.2f, want 4.48", r)
	}
}

// On a movement map a unit the phase dislodged is ringed, and the move
// that dislodged it ends at the ring.
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
			if d := (geom.Pt(x, y)).Sub(tyr).Len(); math.Abs(d-dislodgedRing) > 4 {
				t.Errorf("the attack on Tyrolia ends %.1f from the unit, want at its ring (%d)", d, dislodgedRing)
			}
			return
		}
	}
	t.Error("no arrowhead drawn for A VIE - TYR")
}

// keyWanted is the key a scene needs, worked out from its orders alone.
func keyWanted(s Scene) []string {
	set := map[string]bool{}
	if len(s.Dislodged) > 0 {
		set["dislodged"] = true
	}
	for _, o := range s.Orders {
		if o.Dislodged {
			set["dislodged"] = true
		}
		k := o.Order.Kind
		switch {
		case k == orders.Waive:
			continue
		case k == orders.Build && o.Outcome == judge.Succeeds:
			set["build"] = true
		case k == orders.Build:
			set["build refused"] = true
		case o.Outcome == judge.Void:
			set["void order"] = true
		case o.Outcome == judge.Fails:
			set["failed order"] = true
		}
		switch k {
		case orders.Move, orders.Retreat:
			if o.Outcome == judge.Succeeds {
				set["move"] = true
			}
		case orders.Support:
			set["support"] = true
		case orders.Convoy:
			set["convoy"] = true
		case orders.Hold:
			set["hold"] = true
		case orders.Remove, orders.Disband:
			set["removed, disbanded"] = true
		}
	}
	var out []string
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// The key lists exactly the symbols the map shows.
func TestKeyListsExactlyTheSymbolsUsed(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		var got []string
		for _, e := range elements(t, mustRender(t, s)) {
			if k, ok := e.attrs["data-key"]; ok {
				got = append(got, k)
			}
		}
		sort.Strings(got)
		if want := keyWanted(s); strings.Join(got, ", ") != strings.Join(want, ", ") {
			t.Errorf("%s: key %v, want %v", name, got, want)
		}
	}
}

// Marks never cover a label or the middle of a unit, and build markers
// never sit on a unit: a void build where a unit stands goes beside it.
func TestMarksHideNoLabelAndNoUnit(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	for name, s := range samples(m) {
		els := elements(t, mustRender(t, s))
		var units []geom.Vec
		for _, e := range els {
			if e.name == "g" && e.attrs["data-unit"] != "" {
				units = append(units, readAt(t, e.attrs["data-at"]))
			}
		}
		for _, e := range els {
			switch {
			case e.name == "g" && e.attrs["data-mark"] != "" && e.attrs["data-mark"] != "key":
				at := readAt(t, e.attrs["data-at"])
				for id, l := range g.labels {
					if l.OverlapsBox(geom.Around(at, badgeSize)) {
						t.Errorf("%s: the mark of %s at %v covers %s's label", name, e.attrs["data-mark"], at, id)
					}
				}
				for _, u := range units {
					if u.Sub(at).Len() < symbolCore {
						t.Errorf("%s: the mark of %s at %v covers the unit at %v", name, e.attrs["data-mark"], at, u)
					}
				}
			case e.name == "circle" && (e.attrs["class"] == "nob" || e.attrs["class"] == "bld"):
				x, _ := strconv.Atoi(e.attrs["cx"])
				y, _ := strconv.Atoi(e.attrs["cy"])
				if x > g.Width {
					continue // the key
				}
				for _, u := range units {
					if d := u.Sub(geom.Pt(float64(x), float64(y))).Len(); d < 18 {
						t.Errorf("%s: a build marker at %d %d sits on the unit at %v", name, x, y, u)
					}
				}
			}
		}
	}
}

func readAt(t *testing.T, s string) geom.Vec {
	t.Helper()
	f := strings.Fields(s)
	if len(f) != 2 {
		t.Fatalf("data-at %q", s)
	}
	x, _ := strconv.ParseFloat(f[0], 64)
	y, _ := strconv.ParseFloat(f[1], 64)
	return geom.Pt(x, y)
}
