package render

import (
	"testing"

	"github.com/payola-gm/payola/engine/render/geom"
)

// The tiny drawing's four main provinces are rectangles that tile the map
// (testdata/tiny.geo.json): NOR [0,200)x[0,150), SOU [0,200)x[150,300),
// HUB [200,300)x[0,300), BAY [300,400)x[0,300). So every point of the map,
// on the borders between them too, lies in exactly one of them, and the
// one that holds it can be read off the rectangles.
func TestTinyProvincesTileTheMap(t *testing.T) {
	_, g := tiny(t)
	type rect struct {
		id             string
		x0, y0, x1, y1 float64
	}
	rects := []rect{{"NOR", 0, 0, 200, 150}, {"SOU", 0, 150, 200, 300}, {"HUB", 200, 0, 300, 300}, {"BAY", 300, 0, 400, 300}}
	n := 0
	for y := 0.0; y < 300; y += 10 {
		for x := 0.0; x < 400; x += 10 {
			q := geom.Pt(x, y)
			var in []string
			for _, r := range rects {
				a := g.areas[r.id]
				if a.Contains(q) {
					in = append(in, r.id)
				}
			}
			if len(in) != 1 {
				t.Errorf("%v lies in %v, want exactly one province", q, in)
				continue
			}
			// The one whose rectangle, closed on its top and left sides,
			// holds the point: a border belongs to one side only.
			for _, r := range rects {
				if x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 && in[0] != r.id {
					t.Errorf("%v lies in %s, want %s", q, in[0], r.id)
				}
			}
			n++
		}
	}
	if n != 40*30 {
		t.Errorf("%d points checked", n)
	}
	// Off the map, in no province.
	for _, q := range []geom.Vec{geom.Pt(400, 10), geom.Pt(10, 300), geom.Pt(-1, 10), geom.Pt(10, -1), geom.Pt(410, 310)} {
		for _, r := range rects {
			if a := g.areas[r.id]; a.Contains(q) {
				t.Errorf("%v, off the map, lies in %s", q, r.id)
			}
		}
	}
	// The rock: a rectangle [60,120)x[130,170) over NOR and SOU.
	roc := g.areas["ROC"]
	for _, c := range []struct {
		q    geom.Vec
		want bool
	}{{geom.Pt(60, 130), true}, {geom.Pt(90, 150), true}, {geom.Pt(119, 169), true}, {geom.Pt(120, 150), false}, {geom.Pt(90, 170), false}, {geom.Pt(59, 150), false}, {geom.Pt(90, 129), false}} {
		if got := roc.Contains(c.q); got != c.want {
			t.Errorf("ROC holds %v: %v, want %v", c.q, got, c.want)
		}
	}
}

// The path data a drawing may hold: the generator's M, m, l, c and z and
// the hand-made lines (L, h, v, H, V), with or without separators and a
// closing z. The same square spelt every way is the same square.
func TestOutlineSpellingsDrawTheSameSquare(t *testing.T) {
	for _, d := range []string{
		"M10 10h20v20h-20z",
		"M10,10 L30,10 L30,30 L10,30 z",
		"M10 10 L30 10 L30 30 L10 30",
		"m10 10 l20 0 l0 20 l-20 0 z",
		"M+10 +10 H30 V30 H10 Z",
		"M10 10H30V30H10z ",
		"M10 10 h20 v20 h-20 z",
		"M10 10 30 10 30 30 10 30z",
		"M10 10c0 0 20 0 20 0v20h-20z",
		"M10 10 c10 0 20 0 20 0 c0 10 0 20 0 20 c-10 0 -20 0 -20 0z",
		"M10 10h20v20h-20zM-100 -100h1v1h-1z",
		"m0 0m10 10h20v20h-20z",
	} {
		a, err := geom.Flatten(d)
		if err != nil {
			t.Errorf("%q: %v", d, err)
			continue
		}
		for _, c := range []struct {
			q    geom.Vec
			want bool
		}{
			{geom.Pt(20, 20), true}, {geom.Pt(10, 10), true}, {geom.Pt(29, 29), true}, {geom.Pt(10, 29), true},
			{geom.Pt(30, 20), false}, {geom.Pt(20, 30), false}, {geom.Pt(9, 20), false}, {geom.Pt(20, 9), false},
			{geom.Pt(40, 20), false}, {geom.Pt(20, 40), false}, {geom.Pt(0, 0), false},
		} {
			if got := a.Contains(c.q); got != c.want {
				t.Errorf("%q holds %v: %v, want %v", d, c.q, got, c.want)
			}
		}
	}
}

// A curve is sampled, not cut short to its chord: a bulging side holds
// points the chord leaves out, and its samples lie on the curve.
func TestOutlineCurveIsFollowed(t *testing.T) {
	// A square whose top side bulges up: the cubic from (0,0) to (40,0)
	// with control points (0,-40) and (40,-40) reaches y = -30 at its
	// middle (3/4 of -40).
	a, err := geom.Flatten("M0 0c0 -40 40 -40 40 0v40h-40z")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		q    geom.Vec
		want bool
	}{{geom.Pt(20, -25), true}, {geom.Pt(20, -5), true}, {geom.Pt(20, 20), true}, {geom.Pt(20, -35), false}, {geom.Pt(2, -30), false}, {geom.Pt(38, -30), false}} {
		if got := a.Contains(c.q); got != c.want {
			t.Errorf("the bulging square holds %v: %v, want %v", c.q, got, c.want)
		}
	}
	// The bound is the curve's samples and the square's corners.
	if b := a.Bound; b.X0 != 0 || b.X1 != 40 || b.Y0 != -30 || b.Y1 != 40 {
		t.Errorf("bound %+v, want x 0..40, y -30..40", b)
	}
}

// Path data that stops in the middle of a command, or uses a command no
// drawing of ours has, is an error, not a panic or a guess.
func TestBadOutlineIsAnError(t *testing.T) {
	for _, d := range []string{"M10", "M10 ", "M10,", "M0 0L5", "M0 0c1 2 3 4 5", "M0 0A5 5 0 0 1 10 10", "M0 0L5 x"} {
		if _, err := geom.Flatten(d); err == nil {
			t.Errorf("%q: no error", d)
		}
	}
}

// A label's box and a mark's box overlap when they share some area; two
// that only touch along a side do not.
func TestTouchingBoxesDoNotOverlap(t *testing.T) {
	// A label-like quad, baseline first: (0,10)-(10,10), its top at y = 0.
	q := geom.Quad{geom.Pt(0, 10), geom.Pt(10, 10), geom.Pt(10, 0), geom.Pt(0, 0)}
	for _, c := range []struct {
		b    geom.Box
		want bool
	}{
		{geom.Box{X0: 10, Y0: 0, X1: 15, Y1: 10}, false}, // touching its right side
		{geom.Box{X0: -5, Y0: 0, X1: 0, Y1: 10}, false},  // its left side
		{geom.Box{X0: 0, Y0: 10, X1: 10, Y1: 15}, false}, // its baseline
		{geom.Box{X0: 0, Y0: -5, X1: 10, Y1: 0}, false},  // its top
		{geom.Box{X0: 9, Y0: 0, X1: 15, Y1: 10}, true},
		{geom.Box{X0: -5, Y0: 0, X1: 1, Y1: 10}, true},
		{geom.Box{X0: 0, Y0: 9, X1: 10, Y1: 15}, true},
		{geom.Box{X0: 0, Y0: -5, X1: 10, Y1: 1}, true},
		{geom.Box{X0: 2, Y0: 2, X1: 8, Y1: 8}, true}, // inside
		{geom.Box{X0: -5, Y0: -5, X1: 15, Y1: 15}, true},
	} {
		if got := q.OverlapsBox(c.b); got != c.want {
			t.Errorf("box %+v: overlaps %v, want %v", c.b, got, c.want)
		}
	}
}

// A turned label covers what lies along its turned text and nothing far
// from it, whatever its upright bounding box says.
func TestTurnedLabelCoversItsTextOnly(t *testing.T) {
	// "ROM" turned 45 degrees clockwise at (100, 100): a point 8.5 along
	// the text and 2.8 up from its baseline is (108, 104), under the
	// letters; an upright label would end at y = 100.
	q := geom.LabelBox("ROM", geom.Label{At: geom.Point{100, 100}, Rotate: 45, Small: true})
	if !q.OverlapsBox(geom.Around(geom.Pt(108, 104), 1)) {
		t.Error("the turned label does not cover (108, 104), along its text")
	}
	// (85, 92) is 16.3 back along the text and 4.9 below its baseline,
	// though an upright label would cover it.
	if q.OverlapsBox(geom.Around(geom.Pt(85, 92), 1)) {
		t.Error("the turned label covers (85, 92), below its baseline")
	}

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
