package render

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/render/geom"
)

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
		s := Scene{Units: placed("RED", "F WST"), Orders: []judge.Result{move("RED", "F WST", "EST", judge.Succeeds)}}
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
		Orders: []judge.Result{
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
	var head *element
	for _, e := range groups(t, doc, "data-order")["A PEN S F WLD - ELD"] {
		if e.name == "circle" {
			head = e
		}
	}
	if head == nil {
		t.Fatal("the support has no head")
	}
	last := []geom.Vec{line[2], spotOf(g, "ELD")}
	if d := distToPolyline(num2(t, head, "cx", "cy"), last); d > 1.5 {
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
	s := Scene{Units: placed("RED", "F WST"), Orders: []judge.Result{move("RED", "F WST", "EST", judge.Succeeds)}}
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
