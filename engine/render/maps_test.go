package render

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"math/rand"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// drawnMap is a map the renderer draws, with its drawing (nil: the
// standard map's own) and a seed for its random games, the same for a map
// whichever test plays it.
type drawnMap struct {
	name string
	m    *board.Map
	d    *Drawing
	seed int64
}

// drawnMaps are every built-in map that has a drawing, the standard map
// last.
func drawnMaps(t testing.TB) []drawnMap {
	t.Helper()
	var out []drawnMap
	for i, name := range append(maps.Names(), "standard") {
		if _, no := maps.NoDrawing[name]; no {
			continue
		}
		dm := drawnMap{name: name, m: board.Standard(), seed: int64(i) + 1}
		if name != "standard" {
			dm.m, dm.d = loadArt(t, name)
		}
		out = append(out, dm)
	}
	return out
}

// loadArt is a built-in map with its DPjudge drawing.
func loadArt(t testing.TB, name string) (*board.Map, *Drawing) {
	t.Helper()
	m, err := maps.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	geo, pic, err := maps.Drawing(name)
	if err != nil {
		t.Fatal(err)
	}
	d, err := LoadDrawing(geo, pic)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m, d
}

// randomGame plays movement phases of random legal orders (each unit's
// order drawn from orders.Legal, so every kind the position allows turns
// up) with the judge, then the retreats of the first phase that dislodged
// a unit and an adjustment phase, and returns a scene of each: a movement
// phase with orders of every kind, a retreat phase and an adjustment phase.
func randomGame(t testing.TB, m *board.Map, seed int64) []Scene {
	t.Helper()
	// Some maps start with units too far apart for a few phases to
	// bring them together: the next seeds, then.
	for try := int64(0); try < 20; try++ {
		if scenes := playRandom(t, m, seed*100+try); scenes != nil {
			return scenes
		}
	}
	t.Fatalf("%s: no random game of sixteen movement phases dislodged a unit", m.ID)
	return nil
}

func playRandom(t testing.TB, m *board.Map, seed int64) (scenes []Scene) {
	t.Helper()
	rnd := rand.New(rand.NewSource(seed))
	pos := orders.Position{}
	owners := homeOwners(m)
	for _, u := range m.Start {
		pos[u.Loc.Province()] = orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}}
	}
	if len(m.Start) == 0 {
		// A map that opens with a Winter of builds (1898, chaos).
		var sc Scene
		sc, pos = adjust(m, pos, owners)
		scenes = append(scenes, sc)
	}
	retreats := false
	for phase := 0; phase < 16 && !retreats; phase++ {
		ords := map[string]orders.Order{}
		legal := map[string][]orders.Order{}
		for _, pl := range pos.Sorted() {
			l, err := orders.Legal(m, pos, pl.Unit)
			if err != nil {
				t.Fatal(err)
			}
			legal[pl.Unit.Loc.Province()] = l
			ords[pl.Unit.Loc.Province()] = pickOrder(rnd, l)
		}
		gangUp(rnd, pos, legal, ords)
		mv := judge.Movement(m, pos, ords)
		scenes = append(scenes, Scene{Title: fmt.Sprintf("%s movement %d", m.ID, phase), Units: pos.Sorted(), Owners: copyOwners(owners), Orders: mv.Results})
		pos = mv.After
		if len(mv.Dislodged) == 0 {
			continue
		}
		retreats = true
		ro := map[string]orders.Order{}
		for _, d := range mv.Dislodged {
			opts := judge.RetreatOptions(m, pos, d, mv.Contested)
			o := orders.Order{Unit: d.Unit, Kind: orders.Disband}
			if len(opts) > 0 && rnd.Intn(4) > 0 {
				o = orders.Order{Unit: d.Unit, Kind: orders.Retreat, Dest: opts[rnd.Intn(len(opts))]}
			}
			ro[d.Unit.Loc.Province()] = o
		}
		rr := judge.Retreats(m, pos, mv.Dislodged, mv.Contested, ro)
		scenes = append(scenes, Scene{Title: m.ID + " retreats", Units: pos.Sorted(), Dislodged: mv.Dislodged, Owners: copyOwners(owners), Orders: rr.Results})
		pos = rr.After
	}
	for _, u := range pos {
		if pr := m.Province(u.Unit.Loc.Province()); pr != nil && pr.Center {
			owners[pr.ID] = u.Power
		}
	}
	sc, _ := adjust(m, pos, owners)
	scenes = append(scenes, sc)
	if !retreats {
		return nil
	}
	return scenes
}

// adjust is an adjustment phase: each power builds at its free homes or
// removes what it is due; the first power that may build waives one.
func adjust(m *board.Map, pos orders.Position, owners map[string]string) (Scene, orders.Position) {
	adj := map[string][]orders.Order{}
	waived := false
	for _, pw := range m.Powers {
		n := judge.Adjustment(pos, owners, pw.Name)
		if n > 0 && !waived {
			adj[pw.Name] = append(adj[pw.Name], orders.Order{Kind: orders.Waive})
			waived = true
			n--
		}
		for _, h := range pw.Homes {
			if n <= 0 {
				break
			}
			if _, taken := pos[h]; taken || owners[h] != pw.Name {
				continue
			}
			tp := board.Army
			if m.CanHold(board.Army, board.Loc(h)) != nil {
				tp = board.Fleet
			}
			adj[pw.Name] = append(adj[pw.Name], orders.Order{Kind: orders.Build, Unit: orders.Unit{Type: tp, Loc: board.Loc(h)}})
			n--
		}
		if n > 0 {
			adj[pw.Name] = append(adj[pw.Name], orders.Order{Kind: orders.Waive})
		}
		for _, pl := range pos.Sorted() {
			if n >= 0 {
				break
			}
			if pl.Power == pw.Name {
				adj[pw.Name] = append(adj[pw.Name], orders.Order{Kind: orders.Remove, Unit: pl.Unit})
				n++
			}
		}
	}
	ar := judge.Adjustments(m, pos, owners, adj)
	return Scene{Title: m.ID + " adjustments", Units: pos.Sorted(), Owners: copyOwners(owners), Orders: ar.Results}, ar.After
}

// gangUp picks a unit and has every other power's unit that can attack or
// support an attack on it join one attack, so that the game dislodges
// units soon.
func gangUp(rnd *rand.Rand, pos orders.Position, legal map[string][]orders.Order, ords map[string]orders.Order) {
	units := pos.Sorted()
	for _, i := range rnd.Perm(len(units)) {
		victim := units[i]
		prov := victim.Unit.Loc.Province()
		var attacker *orders.Order
		for _, pl := range units {
			if pl.Power == victim.Power || attacker != nil {
				continue
			}
			for _, o := range legal[pl.Unit.Loc.Province()] {
				if o.Kind == orders.Move && o.Dest.Province() == prov && !o.ViaConvoy {
					attacker = &o
					break
				}
			}
		}
		if attacker == nil {
			continue
		}
		var helpers []orders.Order
		for _, pl := range units {
			if pl.Power == victim.Power {
				continue
			}
			for _, o := range legal[pl.Unit.Loc.Province()] {
				if o.Kind == orders.Support && o.Target.Loc.Province() == attacker.Unit.Loc.Province() && o.To == prov {
					helpers = append(helpers, o)
					break
				}
			}
		}
		if len(helpers) == 0 {
			continue
		}
		ords[attacker.Unit.Loc.Province()] = *attacker
		for _, o := range helpers {
			ords[o.Unit.Loc.Province()] = o
		}
		ords[prov] = orders.Order{Unit: victim.Unit, Kind: orders.Hold}
		return
	}
}

// pickOrder draws an order, supports and moves more often than holds so
// that units get dislodged.
func pickOrder(rnd *rand.Rand, legal []orders.Order) orders.Order {
	byKind := map[orders.Kind][]orders.Order{}
	var kinds []orders.Kind
	for _, o := range legal {
		if len(byKind[o.Kind]) == 0 {
			kinds = append(kinds, o.Kind)
		}
		byKind[o.Kind] = append(byKind[o.Kind], o)
	}
	sort.Slice(kinds, func(i, j int) bool { return kinds[i] < kinds[j] })
	k := kinds[rnd.Intn(len(kinds))]
	if k == orders.Hold && len(kinds) > 1 && rnd.Intn(3) > 0 {
		k = kinds[1+rnd.Intn(len(kinds)-1)]
	}
	os := byKind[k]
	return os[rnd.Intn(len(os))]
}

func copyOwners(o map[string]string) map[string]string {
	c := make(map[string]string, len(o))
	for k, v := range o {
		c[k] = v
	}
	return c
}

// Issue 20 (Drawings): every built-in map with a drawing (DPjudge's, or
// outlines from a MILA SVG) draws every phase of a short random game: the
// SVG parses, the picture is inlined (no link), every unit stands at its
// province's spot in the drawing, and every mark lies inside the picture.
func TestEveryMapDrawsARandomGame(t *testing.T) {
	kinds := map[orders.Kind]bool{}
	for i, name := range maps.Names() {
		if _, no := maps.NoDrawing[name]; no {
			continue
		}
		t.Run(name, func(t *testing.T) {
			m, d := loadArt(t, name)
			geo, _, _ := maps.Drawing(name)
			k, margin := 1.0, 0.0 // a drawing of outlines is drawn in its own units
			if a := d.g.art; a != nil {
				k, margin = a.scale, float64(a.margin)
			}
			want := spotsOf(t, geo, k, margin)
			for _, s := range randomGame(t, m, int64(i)+1) {
				for _, o := range s.Orders {
					kinds[o.Order.Kind] = true
				}
				var out bytes.Buffer
				if err := MapOn(&out, m, d, s); err != nil {
					t.Fatalf("%s: %v", s.Title, err)
				}
				checkArtSVG(t, s, out.Bytes(), d, want)
			}
		})
	}
	for _, k := range []orders.Kind{orders.Hold, orders.Move, orders.Support, orders.Convoy, orders.Retreat, orders.Disband, orders.Build, orders.Remove, orders.Waive} {
		if !kinds[k] {
			t.Errorf("no map's random game drew an order of kind %v", k)
		}
	}
}

// spotsOf reads the placement file's unit spots itself, scaled as the
// scene is: "PROV" or "PROV/NC" -> the point.
func spotsOf(t *testing.T, geo []byte, k, margin float64) map[string][2]float64 {
	t.Helper()
	re := regexp.MustCompile(`"([A-Za-z0-9_]+)":\{"unit":\[(-?\d+),(-?\d+)\]`)
	out := map[string][2]float64{}
	// Provinces' own spots, then each coast's.
	for _, line := range strings.Split(string(geo), "\n") {
		prov, _, ok := strings.Cut(strings.TrimPrefix(line, `"`), `"`)
		if !ok {
			continue
		}
		for _, m := range re.FindAllStringSubmatch(line, -1) {
			x, _ := strconv.Atoi(m[2])
			y, _ := strconv.Atoi(m[3])
			key := prov
			if m[1] != "spot" {
				key += "/" + m[1]
			}
			out[key] = [2]float64{float64(x)*k + margin, float64(y)*k + margin}
		}
	}
	if len(out) == 0 {
		t.Fatal("no spots read from the placement file")
	}
	return out
}

func checkArtSVG(t *testing.T, s Scene, svg []byte, d *Drawing, spots map[string][2]float64) {
	t.Helper()
	terrain := `<svg id="terrain"`
	if d.g.art == nil {
		terrain = `<g id="terrain"`
	}
	if !bytes.Contains(svg, []byte(terrain)) || bytes.Contains(svg, []byte("href=\"http")) {
		t.Errorf("%s: the picture is not inlined", s.Title)
	}
	w, h := float64(d.g.Width), float64(d.g.Height)
	dec := xml.NewDecoder(bytes.NewReader(svg))
	depth, skip := 0, 0
	drawn := map[string]string{} // standing unit -> where it is drawn
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: the SVG does not parse: %v", s.Title, err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			depth++
			if skip > 0 {
				continue
			}
			// The picture's own coordinates, the symbols' and the legend
			// panel's (right of the picture by design) are not the scene's.
			if (e.Name.Local == "svg" && depth > 1) || e.Name.Local == "defs" || attrOf(e, "id") == "legend" {
				skip = depth
				continue
			}
			if u := attrOf(e, "data-unit"); u != "" && attrOf(e, "data-state") != "retreating" {
				drawn[u] = attrOf(e, "data-at")
			}
			for _, q := range points(e) {
				if q[0] < -1 || q[1] < -1 || q[0] > w+1 || q[1] > h+1 {
					t.Errorf("%s: <%s> at %v lies outside the %vx%v picture", s.Title, e.Name.Local, q, w, h)
				}
			}
		case xml.EndElement:
			if depth == skip {
				skip = 0
			}
			depth--
		}
	}
	if len(s.Units) == 0 && len(s.Orders) == 0 {
		t.Errorf("%s: nothing drawn", s.Title)
	}
	for _, u := range s.Units {
		at, ok := drawn[u.Unit.String()]
		if !ok {
			t.Errorf("%s: %s is not drawn", s.Title, u.Unit)
			continue
		}
		want, ok := spots[string(u.Unit.Loc)]
		if !ok {
			want = spots[u.Unit.Loc.Province()]
		}
		if at != fmt.Sprintf("%.0f %.0f", round(want[0]), round(want[1])) {
			t.Errorf("%s: %s drawn at %s, its spot is %v", s.Title, u.Unit, at, want)
		}
	}
}

func attrOf(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func round(f float64) float64 {
	if f < 0 {
		return -float64(int(-f + .5))
	}
	return float64(int(f + .5))
}

var number = regexp.MustCompile(`-?\d+(\.\d+)?`)

// points are the positions an element of the scene's own coordinates
// names: x/y, cx/cy, x1..y2, and a path's absolute points.
func points(e xml.StartElement) [][2]float64 {
	at := map[string]float64{}
	var out [][2]float64
	for _, a := range e.Attr {
		switch a.Name.Local {
		case "x", "y", "cx", "cy", "x1", "y1", "x2", "y2":
			if v, err := strconv.ParseFloat(a.Value, 64); err == nil {
				at[a.Name.Local] = v
			}
		case "d":
			out = append(out, absPoints(a.Value)...)
		}
	}
	for _, xy := range [][2]string{{"x", "y"}, {"cx", "cy"}, {"x1", "y1"}, {"x2", "y2"}} {
		x, okx := at[xy[0]]
		y, oky := at[xy[1]]
		if okx && oky {
			out = append(out, [2]float64{x, y})
		}
	}
	return out
}

// absPoints are the absolute points of path data written with M, L, Q and
// C (the marks' paths): each pair of numbers after an upper-case command.
func absPoints(d string) [][2]float64 {
	var out [][2]float64
	for _, part := range regexp.MustCompile(`[MLQC][^A-Za-z]*`).FindAllString(d, -1) {
		ns := number.FindAllString(part, -1)
		for i := 0; i+1 < len(ns); i += 2 {
			x, _ := strconv.ParseFloat(ns[i], 64)
			y, _ := strconv.ParseFloat(ns[i+1], 64)
			out = append(out, [2]float64{x, y})
		}
	}
	return out
}

// A drawing is refused, saying why, when its picture is not one
// scripts/psgen writes, is not of the size its placement file says, or
// holds anything that would run or fetch once inlined.
func TestLoadDrawingRefuses(t *testing.T) {
	geo, pic, err := maps.Drawing("void")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadDrawing(geo, pic); err != nil {
		t.Fatalf("void: %v", err)
	}
	s := string(pic)
	for _, c := range []struct{ geo, pic, want string }{
		{string(geo), "<svg><path d=\"M0 0\"/></svg>", "not an SVG drawing"},
		{string(geo), strings.Replace(s, `viewBox="0 0 `, `viewBox="0 0 1`, 1), "placement file says"},
		{string(geo), strings.Replace(s, "</svg>", `<script>alert(1)</script></svg>`, 1), `<script> is not an element of a drawing`},
		{string(geo), strings.Replace(s, "<path ", `<path onclick="x()" `, 1), `onclick is an event handler`},
		{string(geo), strings.Replace(s, "<path ", `<path fill="url(http://x)" `, 1), `<path fill="url(http://x)">`},
		{strings.Replace(string(geo), `"unitSize":`, `"unitSize":-`, 1), s, "must be positive"},
		{strings.Replace(string(geo), `"picture"`, `"pictur"`, 1), s, "unknown field"},
		{strings.Replace(string(geo), `"ADR":{"label":{"at":[289,428]}`, `"ADR":{"label":{"at":[289,428]},"nameSize":-3`, 1), s, "ADR's nameSize -3"},
		{strings.Replace(string(geo), `"ADR":{"label":{"at":[289,428]}`, `"ADR":{"label":{"at":[289,428]},"nameDown":2`, 1), s, "ADR's nameSize 0 and nameDown 2"},
		{strings.Replace(string(geo), `"ADR":{"label":{"at":[289,428]}`, `"ADR":{"nameSize":9`, 1), s, "ADR's nameSize 9"},
	} {
		_, err := LoadDrawing([]byte(c.geo), []byte(c.pic))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want an error saying %q, got %v", c.want, err)
		}
	}
}

// Issue 32: a name is drawn at the size its placement file gives it (as
// scripts/psgen writes it, in the picture's units), moved down as far as
// the file says, and the marks keep off it at that size; the other names
// keep the picture's own.
func TestLoadDrawingDrawsANameAtItsCommittedSize(t *testing.T) {
	geo, pic, err := maps.Drawing("void")
	if err != nil {
		t.Fatal(err)
	}
	grown := strings.Replace(string(geo), `"ADR":{"label":{"at":[289,428]}`, `"ADR":{"label":{"at":[289,428]},"nameSize":12.25,"nameDown":1.5`, 1)
	if grown == string(geo) {
		t.Fatal("void's placement file no longer names the Adriatic at 289,428")
	}
	d, err := LoadDrawing([]byte(grown), pic)
	if err != nil {
		t.Fatal(err)
	}
	a := d.g.art
	if !strings.Contains(a.names, `<text x="289" y="429.5" font-size="12.3">ADR</text>`) {
		t.Errorf("the Adriatic's name is not drawn at 12.3, 1.5 down: %s", a.name("ADR"))
	}
	if !strings.Contains(a.names, `<text x="403" y="524">AEG</text>`) {
		t.Errorf("the Aegean's name is not drawn as the picture writes it: %s", a.name("AEG"))
	}
	k, m := a.scale, float64(a.margin)
	want := nameBox("ADR", geom.Pt(math.Round(289*k)+m, math.Round(428*k)+m+1.5*k), 12.25*k).Bound()
	if got := d.g.labels["ADR"].Bound(); math.Abs(got.X0-want.X0) > 1e-9 || math.Abs(got.Y0-want.Y0) > 1e-9 || math.Abs(got.X1-want.X1) > 1e-9 || math.Abs(got.Y1-want.Y1) > 1e-9 {
		t.Errorf("the Adriatic's name covers %+v, want %+v", got, want)
	}
}

// A movement phase on youngstown, the biggest DPjudge drawing: the picture
// inlined, its names restyled, every mark placed.
func BenchmarkRenderYoungstown(b *testing.B) {
	m, d := loadArt(b, "youngstown")
	s := randomGame(b, m, 7)[1]
	b.ReportAllocs()
	for b.Loop() {
		if err := MapOn(io.Discard, m, d, s); err != nil {
			b.Fatal(err)
		}
	}
}

// Reading a drawing, as the wasm does for every request on its map.
func BenchmarkLoadDrawing(b *testing.B) {
	geo, pic, err := maps.Drawing("youngstown")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := LoadDrawing(geo, pic); err != nil {
			b.Fatal(err)
		}
	}
}

// A drawing's crossings (ancmed's dashed straits) are drawn with the
// terrain, dashed, each as the drawing gives it: under the units and
// orders, over the land and sea they cross.
func TestCrossingsAreDrawnWithTheTerrain(t *testing.T) {
	m, d := loadArt(t, "ancmed")
	if len(d.g.Crossings) != 3 {
		t.Fatalf("ancmed's drawing has %d crossings, want its 3", len(d.g.Crossings))
	}
	var out bytes.Buffer
	if err := MapOn(&out, m, d, openingScene(m)); err != nil {
		t.Fatal(err)
	}
	var drawn []string
	for _, e := range elements(t, out.String()) {
		if e.name == "path" && e.attrs["class"] == "cross" {
			if e.parent == nil || e.parent.attrs["id"] != "terrain" {
				t.Errorf("a crossing is drawn outside the terrain")
			}
			drawn = append(drawn, e.attrs["d"])
		}
	}
	if !slices.Equal(drawn, d.g.Crossings) {
		t.Errorf("crossings drawn %q, want %q", drawn, d.g.Crossings)
	}
}
