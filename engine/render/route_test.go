package render

import (
	"bytes"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Hand-made boards on which a fleet's move cannot be drawn as a gentle
// curve, so that the renderer's other ways of keeping it on water are
// what draws it.

// madeBoard loads a board and its drawing from JSON written here.
func madeBoard(t *testing.T, boardJSON, geoJSON string) (*board.Map, *drawing) {
	t.Helper()
	m, err := board.Load([]byte(boardJSON))
	if err != nil {
		t.Fatal(err)
	}
	g, err := decodeDrawing([]byte(geoJSON))
	if err != nil {
		t.Fatal(err)
	}
	return m, g
}

// drawnMove draws one fleet move on a made board and returns its line.
func drawnMove(t *testing.T, m *board.Map, g *drawing, from, to string) []geom.Vec {
	t.Helper()
	u := "F " + from
	s := Scene{Units: placed("RED", u), Orders: []judge.OrderResult{move("RED", u, to, judge.Succeeds)}}
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, s); err != nil {
		t.Fatal(err)
	}
	d := orderPaths(elements(t, buf.String()))[u+" - "+to]
	if d == "" {
		t.Fatalf("%s - %s: no line", u, to)
	}
	if strings.Contains(d, "Q") {
		t.Errorf("%s - %s: drawn as a curve %q, which crosses land here", u, to, d)
	}
	return pathPoints(t, d)
}

// onLand lists the land provinces (but the two named) and scenery islands
// that a polyline passes over, sampled every few units.
func onLand(m *board.Map, g *drawing, ps []geom.Vec, home, away string) []string {
	seen := map[string]bool{}
	var out []string
	for _, q := range densify(ps) {
		for _, id := range provincesAt(g, q) {
			if id != home && id != away && m.Province(id).Terrain != board.Sea && !seen[id] {
				seen[id] = true
				out = append(out, id)
			}
		}
		for i := range g.isles {
			if g.isles[i].Contains(q) && !seen["isle"] {
				seen["isle"] = true
				out = append(out, "isle")
			}
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
			s := Scene{Units: placed("FRANCE", u), Orders: []judge.OrderResult{move("FRANCE", u, string(to), judge.Succeeds)}}
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

// dryCurve reports whether the curve from a to b through control c
// passes over land other than the provinces home and away, or over an
// island, checked at twice as many evenly spread points as the
// renderer checks (so at every point it checks, and between).
func dryCurve(m *board.Map, g *drawing, a, c, b geom.Vec, home, away string) bool {
	n := 2 * (int((c.Sub(a).Len()+b.Sub(c).Len())/routeStep) + 8)
	for i := 1; i < n; i++ {
		q := quadAt(a, c, b, float64(i)/float64(n))
		for _, id := range provincesAt(g, q) {
			if id != home && id != away && m.Province(id).Terrain != board.Sea {
				return true
			}
		}
		for k := range g.isles {
			if g.isles[k].Contains(q) {
				return true
			}
		}
	}
	return false
}

// Every fleet move on the board is drawn with the gentlest bend that keeps
// to water, trying each side in turn: a bend of 0.12 of its length to the
// left, then to the right, then 0.25, 0.4 and 0.6 of it; only when every
// one of those crosses land is it drawn another way.
func TestFleetMovesTakeTheGentlestWetBend(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	shares := []float64{.12, -.12, .25, -.25, .4, -.4, .6, -.6}
	p := newPicture(m, g, Scene{})
	used := map[int]int{}
	for from, fs := range places(m, g) {
		if m.CanHold(board.Fleet, from) != nil {
			continue
		}
		for to, ts := range places(m, g) {
			if from.Province() == to.Province() || !m.Adjacent(board.Fleet, from, to) {
				continue
			}
			a, b := fs.Unit.Vec(), ts.Unit.Vec()
			r := p.fleetRoute(from, to, a, b)
			// The left of the direction of travel, on a map whose y runs down.
			v := b.Sub(a)
			k := -1
			for i, s := range shares {
				want := a.Add(b).Mul(.5).Add(geom.Pt(v.Y, -v.X).Mul(s))
				if r.via == nil && near(r.ctrl, want, 1e-6) {
					k = i
					break
				}
			}
			used[k]++
			last := len(shares)
			if k >= 0 {
				last = k
			}
			for _, s := range shares[:last] {
				c := a.Add(b).Mul(.5).Add(geom.Pt(v.Y, -v.X).Mul(s))
				if !dryCurve(m, g, a, c, b, from.Province(), to.Province()) {
					t.Errorf("F %s - %s: drawn with bend %d (%v), but the bend %.2f keeps to water", from, to, k, r, s)
				}
			}
		}
	}
	t.Logf("moves by bend tried (-1: none of them): %v", used)
	for _, k := range []int{0, 1, 2, 3, -1} {
		if used[k] == 0 {
			t.Errorf("no move is drawn with bend %d; the board tests less than it seems", k)
		}
	}
}

// The peninsula: PEN, a long wall of land from far above the map down to
// y = 300, parts WLD (left) from ELD (right). A fleet sails round its foot
// through the seas SWS and SES; FAR, far to the southeast, is a longer way
// round (SWS, FAR: 1163 long against 838), MID a dead end, and SHO, whose
// spot is on a shorter straight way (716), touches WLD only. No sea
// touches both WLD and ELD.
const peninsulaBoard = `{
 "id": "peninsula", "victory": 2, "startPhase": "S1901M",
 "powers": [{"name": "RED", "letter": "R", "adjective": "RED", "colour": "#c0392b", "homes": ["WLD"]}],
 "provinces": [
  {"id": "WLD", "name": "Westland", "terrain": "coast", "center": true, "home": "RED"},
  {"id": "ELD", "name": "Eastland", "terrain": "coast"},
  {"id": "PEN", "name": "Peninsula", "terrain": "land"},
  {"id": "MID", "name": "Middle Sea", "terrain": "sea"},
  {"id": "FAR", "name": "Far Sea", "terrain": "sea"},
  {"id": "SWS", "name": "Southwest Sea", "terrain": "sea"},
  {"id": "SES", "name": "Southeast Sea", "terrain": "sea"},
  {"id": "SHO", "name": "Shoal", "terrain": "sea"}
 ],
 "armyAdj": {"WLD": ["PEN"], "PEN": ["WLD", "ELD"], "ELD": ["PEN"]},
 "fleetAdj": {
  "WLD": ["MID", "SHO", "SWS", "ELD"], "ELD": ["SES", "FAR", "WLD"], "MID": ["WLD"], "SHO": ["WLD"],
  "SWS": ["WLD", "SES", "FAR"], "SES": ["SWS", "FAR", "ELD"], "FAR": ["SWS", "SES", "ELD"]
 },
 "start": [{"power": "RED", "type": "F", "loc": "WLD"}]
}`

const peninsulaGeo = `{"width": 600, "height": 450, "provinces": {
"WLD": {"d": "M0 0h100v100h-100z", "label": {"at": [50, 90]}, "sc": [30, 30], "spot": {"unit": [50, 50], "dislodged": [40, 40]}},
"ELD": {"d": "M360 0h100v100h-100z", "label": {"at": [410, 90]}, "spot": {"unit": [410, 50], "dislodged": [400, 40]}},
"PEN": {"d": "M200 -1000h60v1300h-60z", "label": {"at": [230, 100]}, "spot": {"unit": [230, 150], "dislodged": [220, 140]}},
"MID": {"d": "M100 150h90v100h-90z", "label": {"at": [150, 170]}, "spot": {"unit": [150, 200], "dislodged": [140, 190]}},
"SWS": {"d": "M0 300h200v100h-200z", "label": {"at": [60, 380]}, "spot": {"unit": [120, 350], "dislodged": [110, 340]}},
"SES": {"d": "M260 300h200v100h-200z", "label": {"at": [400, 380]}, "spot": {"unit": [340, 350], "dislodged": [330, 340]}},
"FAR": {"d": "M0 400h600v50h-600z", "label": {"at": [300, 430]}, "spot": {"unit": [550, 440], "dislodged": [540, 430]}},
"SHO": {"d": "M220 350h20v20h-20z", "label": {"at": [300, 330], "small": true}, "spot": {"unit": [230, 360], "dislodged": [225, 355]}}
}}`

// No curve and no single bend can pass the peninsula's foot, 150 below
// where both places lie: the fleet's line runs in straight legs through
// the spots of the seas on the shortest way round (SWS, SES, not the
// longer one by FAR), crossing no land, and ends in Eastland.
func TestFleetSailsRoundAPeninsulaThroughTheSeas(t *testing.T) {
	m, g := madeBoard(t, peninsulaBoard, peninsulaGeo)
	for _, c := range []struct {
		from, to string
		via      []string
	}{
		{"WLD", "ELD", []string{"WLD", "SWS", "SES"}},
		{"ELD", "WLD", []string{"ELD", "SES", "SWS"}},
	} {
		got := drawnMove(t, m, g, c.from, c.to)
		if len(got) != len(c.via)+1 {
			t.Errorf("%s - %s drawn through %v, want %v and the head", c.from, c.to, got, c.via)
			continue
		}
		if at := lineStart(spotOf(g, c.via[0]), spotOf(g, c.via[1])); !near(got[0], at, 1) {
			t.Errorf("%s - %s starts at %v, want at the fleet's edge %v", c.from, c.to, got[0], at)
		}
		for i, id := range c.via {
			if i > 0 && !near(got[i], spotOf(g, id), 0) {
				t.Errorf("%s - %s: point %d is %v, want %s's spot %v", c.from, c.to, i, got[i], id, spotOf(g, id))
			}
		}
		if land := onLand(m, g, got, c.from, c.to); len(land) > 0 {
			t.Errorf("%s - %s crosses %v", c.from, c.to, land)
		}
		// The last leg runs from the last sea toward the destination's spot.
		last, dest := got[len(got)-2], spotOf(g, c.to)
		if d := distToPolyline(got[len(got)-1], []geom.Vec{last, dest}); d > 1 {
			t.Errorf("%s - %s: the line's end %v is off the way to %v", c.from, c.to, got[len(got)-1], dest)
		}
	}
}

// lineStart is where a successful move's line starts: it is drawn above
// the units, so it starts at its unit's edge on the way to next.
func lineStart(spot, next geom.Vec) geom.Vec { return spot.Toward(next, unitRadius) }

// twoCoastsBoard is two coasts, WST and EST, joined by sea, with a land THN
// between them that armies cross; each test draws it its own way.
const twoCoastsBoard = `{
 "id": "coasts", "victory": 1, "startPhase": "S1901M",
 "powers": [{"name": "RED", "letter": "R", "adjective": "RED", "colour": "#c0392b", "homes": ["WST"]}],
 "provinces": [
  {"id": "WST", "name": "West", "terrain": "coast", "center": true, "home": "RED"},
  {"id": "EST", "name": "East", "terrain": "coast"},
  {"id": "THN", "name": "Wall", "terrain": "land"}
 ],
 "armyAdj": {"WST": ["THN"], "EST": ["THN"], "THN": ["WST", "EST"]},
 "fleetAdj": {"WST": ["EST"], "EST": ["WST"]},
 "start": [{"power": "RED", "type": "F", "loc": "WST"}]
}`

// The channel: the two coasts drawn with all land (THN) but an L-shaped
// channel, down from WST and then right to EST. No curve fits round its
// corner; two straight legs meeting near the corner do.
const channelGeo = `{"width": 420, "height": 320, "provinces": {
"WST": {"d": "M35 0h40v30h-40z", "label": {"at": [55, 28], "small": true}, "sc": [45, 8], "spot": {"unit": [55, 18], "dislodged": [50, 12]}},
"EST": {"d": "M380 235h40v40h-40z", "label": {"at": [400, 300], "small": true}, "spot": {"unit": [400, 255], "dislodged": [395, 250]}},
"THN": {"d": "M-500 -500h1500v1500h-1500zM35 0h40v235h345v40h-385z", "label": {"at": [200, 120]}, "spot": {"unit": [200, 150], "dislodged": [190, 140]}}
}}`

// The shortest pair of straight legs through the channel, by a search of
// every water point on a fine grid: the drawn legs are no longer than it
// by more than the renderer's coarser grid allows.
func TestFleetTurnsACornerInTwoLegs(t *testing.T) {
	m, g := madeBoard(t, twoCoastsBoard, channelGeo)
	got := drawnMove(t, m, g, "WST", "EST")
	if len(got) != 3 {
		t.Fatalf("WST - EST drawn through %v, want two legs and the head", got)
	}
	if at := lineStart(spotOf(g, "WST"), got[1]); !near(got[0], at, 1) {
		t.Errorf("the line starts at %v, not at the edge of WST's fleet %v", got[0], at)
	}
	if land := onLand(m, g, got, "WST", "EST"); len(land) > 0 {
		t.Errorf("WST - EST crosses %v: %v", land, got)
	}
	a, b := spotOf(g, "WST"), spotOf(g, "EST")
	length := got[1].Sub(a).Len() + b.Sub(got[1]).Len()
	type cand struct {
		w geom.Vec
		l float64
	}
	var water []cand
	for y := 0.0; y <= 320; y += 4 {
		for x := 0.0; x <= 420; x += 4 {
			w := geom.Pt(x, y)
			if len(onLand(m, g, []geom.Vec{w}, "WST", "EST")) == 0 {
				water = append(water, cand{w, w.Sub(a).Len() + b.Sub(w).Len()})
			}
		}
	}
	sort.Slice(water, func(i, j int) bool { return water[i].l < water[j].l })
	best := math.Inf(1)
	for _, c := range water {
		if len(onLand(m, g, []geom.Vec{a, c.w, b}, "WST", "EST")) == 0 {
			best = c.l
			break
		}
	}
	if length > best+15 {
		t.Errorf("the legs through %v are %.0f long, the shortest way %.0f", got[1], length, best)
	}
}

// stripBoard is two coasts, WST at (100, 50) and EST at (300, 50), with a
// thin wall of land THN between them, x0 <= x < x1, from far above down to
// y = 120: a fleet must sail round its end.
func stripBoard(t *testing.T, x0, x1 float64) (*board.Map, *drawing) {
	t.Helper()
	geo := fmt.Sprintf(`{"width": 400, "height": 300, "provinces": {
"WST": {"d": "M0 0h80v100h-80z", "label": {"at": [40, 90]}, "sc": [20, 20], "spot": {"unit": [100, 50], "dislodged": [90, 40]}},
"EST": {"d": "M320 0h80v100h-80z", "label": {"at": [360, 90]}, "spot": {"unit": [300, 50], "dislodged": [290, 40]}},
"THN": {"d": "M%g -1000H%gV120H%gz", "label": {"at": [250, 200]}, "spot": {"unit": [250, 250], "dislodged": [240, 240]}}
}}`, x0, x1, x0)
	return madeBoard(t, twoCoastsBoard, geo)
}

// fine samples a drawn line every half unit or so.
func fine(t *testing.T, d string) []geom.Vec {
	t.Helper()
	var out []geom.Vec
	ps := pathPoints(t, d)
	for i := 1; i < len(ps); i++ {
		n := int(ps[i].Sub(ps[i-1]).Len()*2) + 1
		for k := 0; k <= n; k++ {
			out = append(out, ps[i-1].Add(ps[i].Sub(ps[i-1]).Mul(float64(k)/float64(n))))
		}
	}
	return out
}

// A fleet's line is checked against the land at most routeStep units apart
// along it, so a wall of land a little wider than that is not crossed: the
// line goes round the wall's end instead. That holds on a lopsided curve too
// (the wall at x 150, where the checks were once 3.5 units apart).
func TestFleetLineNeverCrossesAThinWall(t *testing.T) {
	for _, w := range [][2]float64{{201, 204}, {171, 174}, {200.2, 202.8}, {150, 153}, {120, 123}, {260, 263}} {
		m, g := stripBoard(t, w[0], w[1])
		u := "F WST"
		s := Scene{Units: placed("RED", u), Orders: []judge.OrderResult{move("RED", u, "EST", judge.Succeeds)}}
		var buf bytes.Buffer
		if _, err := draw(&buf, m, g, s); err != nil {
			t.Fatal(err)
		}
		d := orderPaths(elements(t, buf.String()))["F WST - EST"]
		for _, q := range fine(t, d) {
			if q.X >= w[0] && q.X < w[1] && q.Y < 120 {
				t.Errorf("a wall at x %v: the line %q crosses it at %v", w, d, q)
				break
			}
		}
	}
}

// However short a curve is, it is checked against the land: a step of a few
// units across a wall is not wet.
func TestShortCurveAcrossAWallIsNotWet(t *testing.T) {
	m, g := stripBoard(t, 150, 153)
	p := newPicture(m, g, Scene{})
	if p.wet(geom.Pt(148, 50), geom.Pt(151, 50), geom.Pt(154, 50), "WST", "EST") {
		t.Error("a 6-unit curve across the wall at x 150–153 counts as water")
	}
	if !p.wet(geom.Pt(154, 50), geom.Pt(157, 50), geom.Pt(160, 50), "WST", "EST") {
		t.Error("a 6-unit curve beside the wall counts as land")
	}
}

// wallBoard is two coasts, WST with its spot at a and EST at b, and a
// wall of land THN, the rectangle x0 <= x < x1, y0 <= y < y1, between them.
func wallBoard(t *testing.T, a, b geom.Vec, wall [4]float64) (*board.Map, *drawing) {
	t.Helper()
	sq := func(q geom.Vec) string { return fmt.Sprintf("M%g %gh20v20h-20z", q.X-10, q.Y-10) }
	geo := fmt.Sprintf(`{"width": 400, "height": 300, "provinces": {
"WST": {"d": %q, "label": {"at": [%g, %g], "small": true}, "sc": [%g, %g], "spot": {"unit": [%g, %g], "dislodged": [%g, %g]}},
"EST": {"d": %q, "label": {"at": [%g, %g], "small": true}, "spot": {"unit": [%g, %g], "dislodged": [%g, %g]}},
"THN": {"d": "M%g %gH%gV%gH%gz", "label": {"at": [390, 290], "small": true}, "spot": {"unit": [395, 295], "dislodged": [390, 290]}}
}}`, sq(a), a.X, a.Y+30, a.X+5, a.Y+5, a.X, a.Y, a.X-5, a.Y-5,
		sq(b), b.X, b.Y+30, b.X, b.Y, b.X-5, b.Y-5,
		wall[0], wall[1], wall[2], wall[3], wall[0])
	return madeBoard(t, twoCoastsBoard, geo)
}

// A fleet sails round a wall of land whose end lies beyond both its
// places, on whichever side, as long as it is within the 120 units around
// them that the renderer searches for water: its line is a curve (no turn
// in it) and crosses no land but its two ends, checked every half unit.
func TestFleetRoundsAWallOnEverySide(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b geom.Vec
		wall [4]float64
	}{
		{"below", geom.Pt(100, 50), geom.Pt(300, 50), [4]float64{190, -1000, 210, 140}},
		{"above", geom.Pt(100, 250), geom.Pt(300, 250), [4]float64{190, 160, 210, 1000}},
		{"right", geom.Pt(100, 50), geom.Pt(100, 250), [4]float64{-1000, 140, 180, 160}},
		{"left", geom.Pt(300, 50), geom.Pt(300, 250), [4]float64{220, 140, 1000, 160}},
		// The wall ends where only the search's last row, or column, has
		// water that a curve can pass through.
		{"last row", geom.Pt(100, 50), geom.Pt(300, 50), [4]float64{190, -1000, 210, 165}},
		{"last column", geom.Pt(100, 50), geom.Pt(100, 250), [4]float64{-1000, 140, 215, 160}},
	} {
		m, g := wallBoard(t, c.a, c.b, c.wall)
		s := Scene{Units: placed("RED", "F WST"), Orders: []judge.OrderResult{move("RED", "F WST", "EST", judge.Succeeds)}}
		var buf bytes.Buffer
		if _, err := draw(&buf, m, g, s); err != nil {
			t.Fatal(err)
		}
		d := orderPaths(elements(t, buf.String()))["F WST - EST"]
		ps := fine(t, d)
		if !strings.Contains(d, "Q") {
			t.Errorf("%s: the line %q is not a curve", c.name, d)
		}
		for _, q := range ps {
			if q.X >= c.wall[0] && q.X < c.wall[2] && q.Y >= c.wall[1] && q.Y < c.wall[3] {
				t.Errorf("%s: the line %q crosses the wall at %v", c.name, d, q)
				break
			}
		}
	}
}

// A support of a fleet's move that sails round the peninsula in legs ends
// on the fleet's line, on its last leg.
func TestSupportEndsOnAFleetsLastLeg(t *testing.T) {
	m, g := madeBoard(t, peninsulaBoard, peninsulaGeo)
	s := Scene{
		Units: placed("RED", "F WLD", "A PEN"),
		Orders: []judge.OrderResult{
			move("RED", "F WLD", "ELD", judge.Succeeds),
			support("RED", "A PEN", "F WLD", "ELD", judge.Succeeds),
		},
	}
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, s); err != nil {
		t.Fatal(err)
	}
	doc := buf.String()
	line := pathPoints(t, orderPaths(elements(t, doc))["F WLD - ELD"])
	if len(line) != 4 {
		t.Fatalf("the fleet's line %v is not three legs", line)
	}
	head := supportHead(t, doc, "A PEN S F WLD - ELD")
	last := []geom.Vec{line[2], spotOf(g, "ELD")}
	if d := distToPolyline(head, last); d > 1.5 {
		t.Errorf("the support ends %.1f off the fleet's last leg %v", d, last)
	}
}

// The bay: a cape CAP down to y = 200 between WST and EST; the sea BAY
// touches both, and a curve through its spot, below the cape, keeps to
// water. ABY, whose spot is on the way too, touches only EST, and AAA,
// which touches both, has no drawing.
const bayBoard = `{
 "id": "bay", "victory": 1, "startPhase": "S1901M",
 "powers": [{"name": "RED", "letter": "R", "adjective": "RED", "colour": "#c0392b", "homes": ["WST"]}],
 "provinces": [
  {"id": "WST", "name": "West", "terrain": "coast", "center": true, "home": "RED"},
  {"id": "EST", "name": "East", "terrain": "coast"},
  {"id": "CAP", "name": "Cape", "terrain": "land"},
  {"id": "AAA", "name": "Undrawn Sea", "terrain": "sea"},
  {"id": "ABY", "name": "Another Bay", "terrain": "sea"},
  {"id": "BAY", "name": "Bay", "terrain": "sea"}
 ],
 "armyAdj": {"WST": ["CAP"], "EST": ["CAP"], "CAP": ["WST", "EST"]},
 "fleetAdj": {"WST": ["AAA", "BAY", "EST"], "EST": ["AAA", "ABY", "BAY", "WST"], "AAA": ["WST", "EST"], "ABY": ["EST"], "BAY": ["WST", "EST"]},
 "start": [{"power": "RED", "type": "F", "loc": "WST"}]
}`

const bayGeo = `{"width": 400, "height": 300, "provinces": {
"WST": {"d": "M90 40h20v20h-20z", "label": {"at": [100, 80], "small": true}, "sc": [105, 55], "spot": {"unit": [100, 50], "dislodged": [95, 45]}},
"EST": {"d": "M290 40h20v20h-20z", "label": {"at": [300, 80], "small": true}, "spot": {"unit": [300, 50], "dislodged": [295, 45]}},
"CAP": {"d": "M180 -1000H220V200H180z", "label": {"at": [200, 150], "small": true, "rotate": -90}, "spot": {"unit": [200, 100], "dislodged": [195, 95]}},
"ABY": {"d": "M0 220h400v20h-400z", "label": {"at": [50, 235], "small": true}, "spot": {"unit": [200, 230], "dislodged": [195, 225]}},
"BAY": {"d": "M0 240h400v60h-400z", "label": {"at": [50, 290], "small": true}, "spot": {"unit": [200, 260], "dislodged": [195, 255]}}
}}`

// When no gentle bend passes the cape, the fleet's line is a curve through
// the spot of a sea that both its places touch.
func TestFleetCurvesThroughASeaBothPlacesTouch(t *testing.T) {
	m, g := madeBoard(t, bayBoard, bayGeo)
	s := Scene{Units: placed("RED", "F WST"), Orders: []judge.OrderResult{move("RED", "F WST", "EST", judge.Succeeds)}}
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, s); err != nil {
		t.Fatal(err)
	}
	d := orderPaths(elements(t, buf.String()))["F WST - EST"]
	if !strings.Contains(d, "Q") {
		t.Fatalf("the line %q is not a curve", d)
	}
	bay, best := spotOf(g, "BAY"), 1e9
	for _, q := range fine(t, d) {
		best = min(best, q.Sub(bay).Len())
	}
	if best > 1.5 {
		t.Errorf("the line %q passes %.1f from the Bay's spot %v", d, best, bay)
	}
}
