package render

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Pictures checked against the scene, the board and the drawing file: what
// should be there is worked out from those, never from the renderer.

// geoRender draws a scene on a board and drawing of the test's choosing.
func geoRender(t *testing.T, m *board.Map, g *drawing, s Scene) []*element {
	t.Helper()
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, s); err != nil {
		t.Fatal(err)
	}
	return elements(t, buf.String())
}

// geoCircles are the circles of a class, by their centre.
func geoCircles(els []*element, class string) map[string]*element {
	out := map[string]*element{}
	for _, e := range els {
		if e.name == "circle" && e.attrs["class"] == class {
			out[e.attrs["cx"]+" "+e.attrs["cy"]] = e
		}
	}
	return out
}

// Every supply center of the board has its marker at the drawing's spot,
// white when neutral and in its owner's colour when owned; nothing else is
// marked as a center.
func TestGeoEverySupplyCenterIsMarkedInItsOwnersColour(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := openingScene(m)
	s.Owners["BEL"] = "ENGLAND"
	s.Owners["TUN"] = "ITALY"
	markers := geoCircles(elements(t, mustRender(t, s)), "sc")
	n := 0
	for _, pr := range m.Provinces {
		if !pr.Center {
			continue
		}
		n++
		at := g.Provinces[pr.ID].Center
		e := markers[spotText(*at)]
		if e == nil {
			t.Errorf("%s: no supply-center marker at %v", pr.ID, *at)
			continue
		}
		want := "#ffffff"
		if owner := s.Owners[pr.ID]; owner != "" {
			want = m.Power(owner).Colour
		}
		if e.attrs["fill"] != want {
			t.Errorf("%s (owner %q): marker filled %s, want %s", pr.ID, s.Owners[pr.ID], e.attrs["fill"], want)
		}
	}
	if n != 34 || len(markers) != n {
		t.Errorf("%d supply-center markers for %d centers, want 34", len(markers), n)
	}
}

// geoTinyWithout is the tiny board's drawing with one province's drawing
// left out, as a variant's drawing that lags behind its board would be.
func geoTinyWithout(t *testing.T, id string) *drawing {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "tiny.geo.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g drawing
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Provinces[id]; !ok {
		t.Fatalf("the tiny drawing has no %s", id)
	}
	delete(g.Provinces, id)
	if err := g.prepare(); err != nil {
		t.Fatal(err)
	}
	return &g
}

// A province the drawing lacks is left out of the picture; every province
// after it on the board is still drawn: its land or sea, its supply center
// and its label.
func TestGeoAProvinceWithoutADrawingLeavesTheOthersDrawn(t *testing.T) {
	m, _ := tiny(t)
	if m.Provinces[1].ID != "SOU" || len(m.Provinces) != 5 {
		t.Fatalf("the tiny board changed: %v", m.Provinces)
	}
	g := geoTinyWithout(t, "SOU")
	els := geoRender(t, m, g, Scene{
		Title:  "Spring 1901 Movement",
		Units:  placed("RED", "A NOR"),
		Owners: map[string]string{"NOR": "RED", "SOU": "BLUE", "HUB": "BLUE"},
	})
	terrain, labels := map[string]int{}, map[string]int{}
	for _, e := range els {
		if id, ok := e.attrs["data-province"]; ok && e.name == "path" {
			terrain[id]++
		}
		if e.name == "text" && strings.HasPrefix(e.attrs["class"], "lbl") {
			labels[e.text]++
		}
	}
	for _, id := range []string{"NOR", "HUB", "BAY", "ROC"} {
		if terrain[id] != 1 {
			t.Errorf("%s: drawn %d times, want once", id, terrain[id])
		}
		if labels[id] != 1 {
			t.Errorf("%s: labelled %d times, want once", id, labels[id])
		}
	}
	if terrain["SOU"] != 0 || labels["SOU"] != 0 {
		t.Errorf("SOU has no drawing but is drawn %d times, labelled %d times", terrain["SOU"], labels["SOU"])
	}
	markers := geoCircles(els, "sc")
	for _, id := range []string{"NOR", "HUB"} {
		at := *g.Provinces[id].Center
		if markers[spotText(at)] == nil {
			t.Errorf("%s: no supply-center marker at %v", id, at)
		}
	}
	if len(markers) != 2 {
		t.Errorf("%d supply-center markers, want NOR's and HUB's", len(markers))
	}
}

// geoLegendCounts reads the legend: each power's line of centers and units,
// the text right after the power's name.
func geoLegendCounts(els []*element) map[string]string {
	out := map[string]string{}
	for i, e := range els {
		if e.name == "text" && e.attrs["class"] == "txt pw" && e.attrs["data-power"] != "" {
			for _, f := range els[i+1:] {
				if f.name == "text" {
					out[e.attrs["data-power"]] = f.text
					break
				}
			}
		}
	}
	return out
}

// The legend counts supply centers only, each once for its owner: a
// neutral center (owner "") counts for nobody and stops nothing, a land
// province or sea a power controls is no center, and a province the board
// does not know counts for nobody.
func TestGeoLegendCountsOnlySupplyCenters(t *testing.T) {
	m := board.Standard()
	s := openingScene(m)
	for _, pr := range m.Provinces {
		if pr.Center && s.Owners[pr.ID] == "" {
			s.Owners[pr.ID] = "" // neutral, written out
		}
	}
	s.Owners["BUR"] = "FRANCE"  // controlled, no center
	s.Owners["UKR"] = "RUSSIA"  // controlled, no center
	s.Owners["NTH"] = "ENGLAND" // a sea, no center
	s.Owners["XYZ"] = "TURKEY"  // no such province
	want := map[string]string{
		"AUSTRIA": "3 centers · 3 units", "ENGLAND": "3 centers · 3 units", "FRANCE": "3 centers · 3 units",
		"GERMANY": "3 centers · 3 units", "ITALY": "3 centers · 3 units", "RUSSIA": "4 centers · 4 units",
		"TURKEY": "3 centers · 3 units",
	}
	// Map order is random: draw it a few times so a count that stops early
	// cannot pass by luck.
	for range 3 {
		got := geoLegendCounts(elements(t, mustRender(t, s)))
		for pw, w := range want {
			if got[pw] != w {
				t.Errorf("%s: legend says %q, want %q", pw, got[pw], w)
			}
		}
	}
}

// A convoy the army did not ask for (it moves by land, or was not told to
// go by sea) gets a dotted line of its own from the army through the fleet;
// an army that asked for the convoy, with VIA CONVOY or by writing its
// seas, has its own arrow run through the fleet and the convoy draws none.
func TestGeoOnlyAConvoyTheArmyDidNotAskForHasItsOwnLine(t *testing.T) {
	routed := move("ENGLAND", "A LON", "NWY", judge.Succeeds)
	routed.Order.Route = []string{"NTH"}
	for _, c := range []struct {
		name   string
		army   judge.Result
		convoy judge.Result
		line   bool
	}{
		{"by land", move("FRANCE", "A BEL", "HOL", judge.Succeeds), convoy("ENGLAND", "F NTH", "A BEL", "HOL", judge.Fails), true},
		{"via convoy", convoyedMove("ENGLAND", "A LON", "NWY", judge.Succeeds), convoy("ENGLAND", "F NTH", "A LON", "NWY", judge.Succeeds), false},
		{"seas written", routed, convoy("ENGLAND", "F NTH", "A LON", "NWY", judge.Succeeds), false},
	} {
		s := Scene{Title: c.name, Orders: []judge.Result{c.army, c.convoy}}
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

// A mark of radius r is clear of a unit when it stays r+symbolCore from the
// unit's middle: touching that distance is clear, a unit nearer is covered,
// for a standing unit and a unit waiting to retreat alike.
func TestGeoMarksKeepOffEveryUnitsMiddle(t *testing.T) {
	m, full := board.Standard(), standardDrawing(t)
	g := &drawing{Drawing: geom.Drawing{Width: full.Width, Height: full.Height, Provinces: full.Provinces}} // no labels in the way
	s := Scene{Units: placed("FRANCE", "A PAR"), Dislodged: dislodged("RUSSIA", "UKR", "A MOS")}
	p := newPicture(m, g, s)
	if err := p.place(); err != nil {
		t.Fatal(err)
	}
	for what, at := range map[string]geom.Point{"standing A PAR": full.Provinces["PAR"].Spot.Unit, "retreating A MOS": full.Provinces["MOS"].Spot.Dislodged} {
		u := at.Vec()
		for _, r := range []float64{failSize, badgeSize} {
			edge := r + symbolCore
			for _, dir := range []geom.Vec{geom.Pt(1, 0), geom.Pt(0, 1), geom.Pt(-1, 0), geom.Pt(0, -1)} {
				if q := u.Add(dir.Mul(edge)); !p.clear(q, r) {
					t.Errorf("%s: a mark of radius %v touching its middle at %v is not clear", what, r, q)
				}
				if q := u.Add(dir.Mul(edge - 1)); p.clear(q, r) {
					t.Errorf("%s: a mark of radius %v at %v, %v from its middle, is clear", what, r, q, edge-1)
				}
			}
		}
	}
}

// geoSlash reads a path "Mx yLx y".
func geoSlash(t *testing.T, d string) (geom.Vec, geom.Vec) {
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
func TestGeoRefusedBuildIsStruckThrough(t *testing.T) {
	m := board.Standard()
	s := Scene{
		Title:  "Winter 1901 Adjustments",
		Owners: homeOwners(m),
		Orders: []judge.Result{other("ENGLAND", orders.Build, "A LON", judge.Fails)},
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
			a, b := geoSlash(t, e.attrs["d"])
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

// geoTitleLines are the lines the legend writes the title in.
func geoTitleLines(els []*element) []string {
	var out []string
	for _, e := range els {
		if e.name == "text" && e.attrs["class"] == "txt ttl" {
			out = append(out, e.text)
		}
	}
	return out
}

// The legend writes the title in lines of at most titleChars characters,
// broken at spaces, each line as full as the next word allows, and loses
// no word.
func TestGeoTitleWrapsAtSpacesAndKeepsEveryWord(t *testing.T) {
	for _, title := range []string{
		"Autumn 1901 Moves",    // exactly a line
		"Spring 1901 Movement", // a word over
		"Fall 1905 Retreats after the great battle of Tyrolia", // many lines
		"Winter 1901 Adjustments, Ü and é count as one",
		"Build",
	} {
		lines := geoTitleLines(elements(t, mustRender(t, Scene{Title: title})))
		if got := strings.Join(lines, " "); got != title {
			t.Errorf("title %q written as %q", title, lines)
			continue
		}
		for i, l := range lines {
			if utf8.RuneCountInString(l) > titleChars {
				t.Errorf("title %q: line %q is longer than %d", title, l, titleChars)
			}
			if i+1 < len(lines) {
				next := strings.Fields(lines[i+1])[0]
				if utf8.RuneCountInString(l+" "+next) <= titleChars {
					t.Errorf("title %q: %q would fit on the line %q", title, next, l)
				}
			}
		}
	}
}

// A title far longer than the map's drawing is written whole, not cut and
// without failing: the picture grows to hold it.
func TestGeoTitleLongerThanTheMapIsWrittenWhole(t *testing.T) {
	m, g := tiny(t)
	title := strings.TrimSpace(strings.Repeat("Payola ", 4000))
	els := geoRender(t, m, g, Scene{Title: title, Units: placed("RED", "A NOR")})
	if got := strings.Join(geoTitleLines(els), " "); got != title {
		t.Errorf("the long title comes out %d characters long, want %d", len(got), len(title))
	}
}
