package render

import (
	"bytes"
	"math"
	"strconv"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// A failed or void order is marked with a cross, and so is a unit that is
// removed or disbanded; a successful move is not. Builds have symbols of
// their own: a green ring, or a grey crossed-out ring when refused.
func TestFailedOrdersAreMarked(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		marks := attrValues(elements(t, mustRender(t, s)), "data-mark")
		for _, o := range s.Orders {
			k := o.Order.Kind
			want := o.Outcome == judge.Fails || o.Outcome == judge.Void || k == orders.Remove || k == orders.Disband
			if k == orders.Waive || k == orders.Build {
				continue
			}
			if got := marks[o.Order.String()] > 0; got != want {
				t.Errorf("%s: %s (%s): marked %v, want %v", name, o.Order, o.Outcome, got, want)
			}
		}
	}
}

// Where the cross of a failed order, or the badge of a removed unit, goes:
// at the first of a few places around its drawing that covers no label
// and no unit's middle, else at the first of them. The places, by the
// drawing's design:
//   - a hold: on its ring (radius ringRadius) at the eight compass
//     points, clockwise from the upper right;
//   - a convoy: beside its triangle (corners ringRadius+8 from the fleet),
//     upper right, upper left, then below;
//   - a removal or disband: beside its ring, upper right, upper left, then
//     lower right, on the ring's diagonals at 0.72 of its radius;
//   - a support to hold: along its line from the supporter to the ring
//     round the supported unit, the middle first, then fifths of the way
//     out to either side, then 1.6 times the cross's size beside it at
//     the middle and at about a third from either end.
// "Covers" is decided here on the drawn picture: a label is covered when
// the cross's square overlaps the label's box (an independent separating
// axis test), a unit's middle when the cross's centre is nearer than its
// half-size plus symbolCore.

// quadsOverlap is the separating axis theorem for two turned rectangles,
// written apart from geom's so that it checks it.
func quadsOverlap(a, b geom.Quad) bool {
	for _, ax := range []geom.Vec{a[1].Sub(a[0]), a[3].Sub(a[0]), b[1].Sub(b[0]), b[3].Sub(b[0])} {
		alo, ahi, blo, bhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for i := range a {
			da, db := a[i].X*ax.X+a[i].Y*ax.Y, b[i].X*ax.X+b[i].Y*ax.Y
			alo, ahi = math.Min(alo, da), math.Max(ahi, da)
			blo, bhi = math.Min(blo, db), math.Max(bhi, db)
		}
		if ahi <= blo || bhi <= alo {
			return false
		}
	}
	return true
}

// blocked reports whether a cross of half-size r at q covers a label or a
// unit's middle.
func blocked(g *drawing, units []geom.Vec, q geom.Vec, r float64) bool {
	b := geom.Around(q, r)
	sq := geom.Quad{geom.Pt(b.X0, b.Y1), geom.Pt(b.X1, b.Y1), geom.Pt(b.X1, b.Y0), geom.Pt(b.X0, b.Y0)}
	for _, l := range g.labels {
		if quadsOverlap(l, sq) {
			return true
		}
	}
	for _, u := range units {
		if u.Sub(q).Len() < r+symbolCore {
			return true
		}
	}
	return false
}

func firstClear(g *drawing, units []geom.Vec, r float64, places []geom.Vec) geom.Vec {
	for _, q := range places {
		if !blocked(g, units, q, r) {
			return q
		}
	}
	return places[0]
}

func holdPlaces(at geom.Vec) []geom.Vec {
	var out []geom.Vec
	for _, deg := range []float64{-45, 0, 45, 90, 135, 180, 225, 270} {
		rad := deg * math.Pi / 180
		out = append(out, geom.Pt(at.X+ringRadius*math.Cos(rad), at.Y+ringRadius*math.Sin(rad)))
	}
	return out
}

func convoyPlaces(at geom.Vec) []geom.Vec {
	r := float64(ringRadius + 8)
	return []geom.Vec{geom.Pt(at.X+.8*r, at.Y-.4*r), geom.Pt(at.X-.8*r, at.Y-.4*r), geom.Pt(at.X, at.Y+.6*r)}
}

func removalPlaces(at geom.Vec) []geom.Vec {
	d := ringRadius * .72
	return []geom.Vec{geom.Pt(at.X+d, at.Y-d), geom.Pt(at.X-d, at.Y-d), geom.Pt(at.X+d, at.Y+d)}
}

func supportPlaces(from, target geom.Vec) []geom.Vec {
	v := from.Sub(target)
	end := target.Add(v.Mul(ringRadius / v.Len()))
	w := end.Sub(from)
	var out []geom.Vec
	for _, t := range []float64{.5, .4, .6, .3, .7, .2, .8} {
		out = append(out, from.Add(w.Mul(t)))
	}
	// Beside the line: a right angle to it, 1.6 crosses away.
	side := geom.Pt(-w.Y, w.X).Mul(failSize * 1.6 / w.Len())
	for _, t := range []float64{.5, .35, .65} {
		q := from.Add(w.Mul(t))
		out = append(out, q.Add(side), q.Sub(side))
	}
	return out
}

// drawnMarks are the crosses on the map by order, and the drawn units.
func drawnMarks(t *testing.T, doc string) (map[string]geom.Vec, []geom.Vec) {
	t.Helper()
	marks := map[string]geom.Vec{}
	var units []geom.Vec
	for _, e := range elements(t, doc) {
		if e.name != "g" {
			continue
		}
		if o := e.attrs["data-mark"]; o != "" && o != "key" {
			if _, dup := marks[o]; dup {
				t.Errorf("%s is marked twice", o)
			}
			marks[o] = readAt(t, e.attrs["data-at"])
		}
		if e.attrs["data-unit"] != "" {
			units = append(units, readAt(t, e.attrs["data-at"]))
		}
	}
	return marks, units
}

// crowdScene puts a unit in every province of the board (an army where
// one may stand, else a fleet; a fleet wherever one may stand when fleets
// is set, on the first coast of a split one) and gives each the order made
// by ord.
func crowdScene(m *board.Map, fleets bool, ord func(u orders.Unit, i int) judge.OrderResult) Scene {
	s := Scene{Title: "Crowd", Owners: homeOwners(m)}
	for i, pr := range m.Provinces {
		u := orders.Unit{Type: board.Army, Loc: board.Loc(pr.ID)}
		if fleets && len(pr.Coasts) > 0 {
			u = orders.Unit{Type: board.Fleet, Loc: board.Loc(pr.ID + "/" + pr.Coasts[0])}
		} else if fleets && m.CanHold(board.Fleet, u.Loc) == nil {
			u.Type = board.Fleet
		}
		if m.CanHold(u.Type, u.Loc) != nil {
			u.Type = board.Fleet
			if m.CanHold(board.Fleet, u.Loc) != nil {
				continue // Switzerland
			}
		}
		s.Units = append(s.Units, orders.Placed{Power: m.Powers[i%len(m.Powers)].Name, Unit: u})
		r := ord(u, i)
		r.Power = m.Powers[i%len(m.Powers)].Name
		s.Orders = append(s.Orders, r)
	}
	return s
}

func checkMarks(t *testing.T, name string, g *drawing, s Scene, places func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64)) int {
	t.Helper()
	marks, units := drawnMarks(t, mustRender(t, s))
	standing := map[board.Loc]geom.Vec{}
	for _, u := range s.Units {
		standing[u.Unit.Loc] = spotOf(g, string(u.Unit.Loc))
	}
	waiting := map[board.Loc]geom.Vec{}
	for _, d := range s.Dislodged {
		prov, coast, _ := cutLoc(d.Unit.Loc)
		sp := g.Provinces[prov].Spot
		if coast != "" {
			sp = g.Provinces[prov].Coasts[coast]
		}
		waiting[d.Unit.Loc] = sp.Dislodged.Vec()
	}
	checked, moved := 0, 0
	for _, o := range s.Orders {
		at := func(u orders.Unit) geom.Vec {
			if o.Order.Kind == orders.Disband {
				if w, ok := waiting[u.Loc]; ok {
					return w
				}
			}
			return standing[u.Loc]
		}
		ps, r := places(o.Order, at)
		if ps == nil {
			continue
		}
		text := o.Order.String()
		got, ok := marks[text]
		if !ok {
			t.Errorf("%s: %s has no mark", name, text)
			continue
		}
		want := firstClear(g, units, r, ps)
		if !near(got, want, 1) {
			t.Errorf("%s: %s marked at %v, want %v (first clear of %v)", name, text, got, want, ps)
		}
		if want != ps[0] {
			moved++
		}
		checked++
	}
	if moved == 0 {
		t.Errorf("%s: every mark is at its first place; the scene tests no choice", name)
	}
	return checked
}

func cutLoc(l board.Loc) (string, string, bool) {
	return l.Province(), l.Coast(), l.Coast() != ""
}

func TestFailedHoldIsMarkedOnItsRingAtTheFirstClearPoint(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := crowdScene(m, false, func(u orders.Unit, _ int) judge.OrderResult {
		return judge.OrderResult{Outcome: judge.Fails, Order: orders.Order{Kind: orders.Hold, Unit: u}}
	})
	n := checkMarks(t, "holds", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		return holdPlaces(at(o.Unit)), failSize
	})
	if n < 70 {
		t.Errorf("%d holds checked", n)
	}
}

func TestRemovedUnitIsBadgedAtTheFirstClearCorner(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := crowdScene(m, false, func(u orders.Unit, _ int) judge.OrderResult {
		return judge.OrderResult{Outcome: judge.Succeeds, Order: orders.Order{Kind: orders.Remove, Unit: u}}
	})
	n := checkMarks(t, "removals", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		return removalPlaces(at(o.Unit)), badgeSize
	})
	if n < 70 {
		t.Errorf("%d removals checked", n)
	}
	// Units waiting to retreat, disbanded, are badged where they wait, clear
	// of the unit that beat them and of the others waiting: one waits in
	// every province.
	r := crowdScene(m, false, func(u orders.Unit, _ int) judge.OrderResult {
		return judge.OrderResult{Outcome: judge.Succeeds, Order: orders.Order{Kind: orders.Disband, Unit: u}}
	})
	for _, u := range r.Units {
		r.Dislodged = append(r.Dislodged, judge.Dislodgement{Power: u.Power, Unit: u.Unit})
	}
	checkMarks(t, "disbands", g, r, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		return removalPlaces(at(o.Unit)), badgeSize
	})
}

func TestFailedConvoyIsMarkedBesideItsTriangle(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	s := crowdScene(m, true, func(u orders.Unit, _ int) judge.OrderResult {
		if u.Type != board.Fleet {
			return judge.OrderResult{Outcome: judge.Succeeds, Order: orders.Order{Kind: orders.Hold, Unit: u}}
		}
		// Any army and any place: the mark depends on the fleet only.
		return judge.OrderResult{Outcome: judge.Fails, Order: orders.Order{Kind: orders.Convoy, Unit: u, Target: unit("A PAR"), To: "BUR"}}
	})
	n := checkMarks(t, "convoys", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		if o.Kind != orders.Convoy {
			return nil, 0
		}
		return convoyPlaces(at(o.Unit)), failSize
	})
	if n < 50 {
		t.Errorf("%d convoys checked", n)
	}
}

func TestFailedSupportIsMarkedOnOrBesideItsLine(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	// Each unit supports to hold the unit of the province next to it that
	// comes first on the board, if any.
	holder := map[string]board.Loc{}
	s := crowdScene(m, false, func(u orders.Unit, _ int) judge.OrderResult {
		return judge.OrderResult{Outcome: judge.Fails, Order: orders.Order{Kind: orders.Hold, Unit: u}}
	})
	for _, p := range s.Units {
		holder[p.Unit.Loc.Province()] = p.Unit.Loc
	}
	types := map[board.Loc]board.UnitType{}
	for _, p := range s.Units {
		types[p.Unit.Loc] = p.Unit.Type
	}
	for i, o := range s.Orders {
		for _, pr := range m.Provinces {
			loc, ok := holder[pr.ID]
			if ok && pr.ID != o.Order.Unit.Loc.Province() && m.ProvinceAdjacent(o.Order.Unit.Loc.Province(), pr.ID) {
				s.Orders[i].Order = orders.Order{Kind: orders.Support, Unit: o.Order.Unit, Target: orders.Unit{Type: types[loc], Loc: loc}}
				break
			}
		}
	}
	n := checkMarks(t, "supports", g, s, func(o orders.Order, at func(orders.Unit) geom.Vec) ([]geom.Vec, float64) {
		if o.Kind != orders.Support {
			return holdPlaces(at(o.Unit)), failSize
		}
		return supportPlaces(at(o.Unit), at(o.Target)), failSize
	})
	if n < 70 {
		t.Errorf("%d supports checked", n)
	}
}

// A cross whose edge only reaches the edge of a unit's middle (its centre
// exactly failSize+symbolCore from the unit's) covers nothing: it goes at
// the first place offered. Two armies 50 apart on a hand-made board: the
// failed hold of the first is crossed on the right of its ring, at
// (128, 100), 22 from the other army, its upper right place being under
// its own label; likewise when the other army is waiting to retreat.
func TestMarkMayTouchAUnitsMiddle(t *testing.T) {
	const bj = `{
 "id": "touch", "victory": 1, "startPhase": "S1901M",
 "powers": [{"name": "RED", "letter": "R", "adjective": "RED", "colour": "#c0392b", "homes": ["AAA"]}],
 "provinces": [
  {"id": "AAA", "name": "A", "terrain": "land", "center": true, "home": "RED"},
  {"id": "BBB", "name": "B", "terrain": "land"}
 ],
 "armyAdj": {"AAA": ["BBB"], "BBB": ["AAA"]},
 "fleetAdj": {},
 "start": [{"power": "RED", "type": "A", "loc": "AAA"}]
}`
	const geo = `{"width": 300, "height": 200, "provinces": {
"AAA": {"d": "M50 50h80v100h-80z", "label": {"at": [120, 85], "small": true}, "sc": [60, 60], "spot": {"unit": [100, 100], "dislodged": [90, 140]}},
"BBB": {"d": "M130 50h80v100h-80z", "label": {"at": [200, 180], "small": true}, "spot": {"unit": [150, 100], "dislodged": [150, 100]}}
}}`
	m, g := madeBoard(t, bj, geo)
	fails := []judge.OrderResult{hold("RED", "A AAA", judge.Fails)}
	for name, s := range map[string]Scene{
		"standing": {Units: placed("RED", "A AAA", "A BBB"), Orders: fails},
		"waiting":  {Units: placed("RED", "A AAA"), Dislodged: dislodged("RED", "AAA", "A BBB"), Orders: fails},
	} {
		var buf bytes.Buffer
		if _, err := draw(&buf, m, g, s); err != nil {
			t.Fatal(err)
		}
		marks, _ := drawnMarks(t, buf.String())
		if got := marks["A AAA H"]; got != (geom.Pt(128, 100)) {
			t.Errorf("%s: the failed hold is crossed at %v, want (128, 100)", name, got)
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

// A mark of radius r is clear of a unit when it stays r+symbolCore from the
// unit's middle: touching that distance is clear, a unit nearer is covered,
// for a standing unit and a unit waiting to retreat alike.
func TestMarksKeepOffEveryUnitsMiddle(t *testing.T) {
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

// labelMarks is a drawing of one province, Rome, whose label is written
// small at (100,100), turned by rotate degrees clockwise, as a map file
// gives it; it returns the label's area as the renderer keeps it.
func labelMarks(t *testing.T, rotate int) labelArea {
	t.Helper()
	g, err := decodeDrawing([]byte(`{"width":400,"height":300,"provinces":{"ROM":{"d":"M0 0h200v200h-200z",` +
		`"label":{"at":[100,100],"small":true,"rotate":` + strconv.Itoa(rotate) + `},` +
		`"spot":{"unit":[50,50],"dislodged":[40,40]}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.marks) != 1 {
		t.Fatalf("%d label areas for one province", len(g.marks))
	}
	return g.marks[0]
}

// Whether a mark covers a label, for a label written level and turned.
// "ROM" in the small 17 px italic serif is about 35 to 40 wide and 12 to 13
// high (capitals), its baseline through (100,100) and its middle there; the
// probes are well inside the text or well clear of it, so the estimate of
// the text's size does not decide them. SVG's rotate(a) turns clockwise:
// at 90 degrees the text runs down the page and the letters stand to the
// right of the line; at 45 it runs down to the right.
func TestMarksCoverALabelOnlyWhereItsTextIs(t *testing.T) {
	for _, c := range []struct {
		rotate int
		at     geom.Vec
		want   bool
		what   string
	}{
		{0, geom.Pt(100, 95), true, "on the middle of the text"},
		{0, geom.Pt(85, 95), true, "on its first letter"},
		{0, geom.Pt(140, 95), false, "right of the text"},
		{0, geom.Pt(60, 95), false, "left of the text"},
		{0, geom.Pt(100, 70), false, "above the letters"},
		{0, geom.Pt(100, 115), false, "below the baseline"},
		{90, geom.Pt(106, 112), true, "on the last letter, turned down the page"},
		{90, geom.Pt(106, 88), true, "on the first letter, turned down the page"},
		{90, geom.Pt(112, 95), true, "on the tops of the letters, turned"},
		{90, geom.Pt(88, 100), false, "left of the turned baseline"},
		{90, geom.Pt(106, 60), false, "before the turned text starts"},
		{90, geom.Pt(106, 140), false, "after the turned text ends"},
		{45, geom.Pt(104, 96), true, "on the middle of the text turned 45"},
		{45, geom.Pt(90, 110), false, "under the turned baseline, inside the text's upright bounds"},
		{45, geom.Pt(118, 84), false, "beyond the turned letters' tops, inside the upright bounds"},
		{45, geom.Pt(80, 80), false, "before the turned text"},
	} {
		l := labelMarks(t, c.rotate)
		if got := l.overlaps(geom.Around(c.at, 2)); got != c.want {
			t.Errorf("label turned %d, mark at %v (%s): covers %v, want %v", c.rotate, c.at, c.what, got, c.want)
		}
	}
}

// The tiny map's ROC label covers what lies along its turned text and
// nothing far from it, whatever its upright bounding box says.
func TestTurnedLabelAreaCoversItsTextOnly(t *testing.T) {
	// The tiny map's ROC label, at (90, 158) turned 10 degrees
	// anticlockwise, small: 3 letters of 0.72 x 17 wide, 0.76 x 17 high.
	// Its corners are about (71.9, 161.2), (108.1, 154.8), (105.8, 142.1)
	// and (69.7, 148.5), so two corners of its upright bounding box are
	// off the label.
	_, g := tiny(t)
	var roc *labelArea
	for i := range g.marks {
		if g.marks[i].q == g.labels["ROC"] {
			roc = &g.marks[i]
		}
	}
	if roc == nil {
		t.Fatal("no label area for ROC")
	}
	for _, c := range []struct {
		at   geom.Vec
		want bool
	}{
		{geom.Pt(90, 152), true},       // the middle of the text
		{geom.Pt(70.4, 160.6), false},  // the bounding box's lower left corner
		{geom.Pt(107.6, 142.6), false}, // its upper right corner
		{geom.Pt(90, 1158), false},     // far below
		{geom.Pt(1090, 152), false},    // far right
		{geom.Pt(-910, 152), false},    // far left
		{geom.Pt(90, -842), false},     // far above
	} {
		if got := roc.overlaps(geom.Around(c.at, 0.3)); got != c.want {
			t.Errorf("ROC's label and a dot at %v: overlap %v, want %v", c.at, got, c.want)
		}
	}
}
