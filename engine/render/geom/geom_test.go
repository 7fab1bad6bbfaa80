package geom

import (
	"strings"
	"testing"
)

// Outlines and label boxes, checked against shapes drawn by hand: a point
// is inside a square or not by looking at the square, not at the renderer.

// mustFlatten flattens path data or fails the test.
func mustFlatten(t *testing.T, d string) Area {
	t.Helper()
	a, err := Flatten(d)
	if err != nil {
		t.Fatalf("%q: %v", d, err)
	}
	return a
}

// The square from (0,0) to (10,10) written every way the parser accepts:
// SVG allows spaces or commas between commands and numbers, a leading '+',
// uppercase Z, h and v, and leaving the last subpath unclosed.
func TestEveryWayOfWritingASquareIsTheSameSquare(t *testing.T) {
	for _, d := range []string{
		"M0,0l10,0l0,10l-10,0z",            // the generator's own style
		"M0 0 L10 0 L10 10 L0 10 z",        // spaces between commands
		"M 0 , 0 L 10 , 0 L 10 10 L0 10",   // commas, spaces, no close
		"M0 0L10 0L10 10L0 10Z",            // uppercase close
		"M0 0h10v10h-10z",                  // relative h and v
		"M0 0H10V10H0Z",                    // absolute H and V
		"M+0 +0 L+10 +0 L+10 +10 L+0 +10z", // explicit plus signs
		"M0 0L10 0L10 10L0 10",             // unclosed, ending on a number
	} {
		a, err := Flatten(d)
		if err != nil {
			t.Errorf("%q: %v", d, err)
			continue
		}
		if a.Bound != (Box{X0: 0, Y0: 0, X1: 10, Y1: 10}) {
			t.Errorf("%q: bounds %+v, want 0 0 10 10", d, a.Bound)
		}
		for _, q := range []Vec{Pt(5, 5), Pt(1, 1), Pt(9, 9), Pt(1, 9), Pt(9, 1)} {
			if !a.Contains(q) {
				t.Errorf("%q: %v is not inside", d, q)
			}
		}
		for _, q := range []Vec{Pt(-1, 5), Pt(11, 5), Pt(5, -1), Pt(5, 11), Pt(20, 20)} {
			if a.Contains(q) {
				t.Errorf("%q: %v is inside", d, q)
			}
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
		a, err := Flatten(d)
		if err != nil {
			t.Errorf("%q: %v", d, err)
			continue
		}
		for _, c := range []struct {
			q    Vec
			want bool
		}{
			{Pt(20, 20), true}, {Pt(10, 10), true}, {Pt(29, 29), true}, {Pt(10, 29), true},
			{Pt(30, 20), false}, {Pt(20, 30), false}, {Pt(9, 20), false}, {Pt(20, 9), false},
			{Pt(40, 20), false}, {Pt(20, 40), false}, {Pt(0, 0), false},
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
	a, err := Flatten("M0 0c0 -40 40 -40 40 0v40h-40z")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		q    Vec
		want bool
	}{{Pt(20, -25), true}, {Pt(20, -5), true}, {Pt(20, 20), true}, {Pt(20, -35), false}, {Pt(2, -30), false}, {Pt(38, -30), false}} {
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
		if _, err := Flatten(d); err == nil {
			t.Errorf("%q: no error", d)
		}
	}
}

// Path data cut short or using a command the parser does not know is an
// error that says what is wrong, never a panic and never an empty shape.
func TestBrokenPathDataIsAnError(t *testing.T) {
	for _, c := range []struct{ d, want string }{
		{"M10", "path data"},                    // the y of the move is missing
		{"M0 0L10", "path data"},                // the y of a line is missing
		{"M0 0 L10 0 A5 5 0 0 1 10 10z", `"A"`}, // arcs are not supported
		{"M0 0 l10 0 a5 5 0 0 1 10 10z", `"a"`}, // nor relative ones
		{"A5 5 0 0 1 10 10", `"A"`},             // not even first
		{"M0 0 Q5 5 10 10z", `"Q"`},             // nor quadratic curves
	} {
		var a Area
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: panic %v", c.d, r)
				}
			}()
			a, err = Flatten(c.d)
		}()
		if err == nil {
			t.Errorf("%q: no error, area %+v", c.d, a)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %q does not say %s", c.d, err, c.want)
		}
	}
}

func TestTurnedLabelBoxOverlap(t *testing.T) {
	// "ROM" turned 45 degrees clockwise at (100, 100): the text runs down to
	// the right, its letters stand up to the right of that line.
	q := LabelBox("ROM", Label{At: Point{100, 100}, Rotate: 45, Small: true})
	for _, c := range []struct {
		b    Box
		want bool
	}{
		{Around(Pt(100, 100), 3), true},                // on the anchor
		{Around(Pt(112, 100), 3), true},                // along the text, inside
		{Around(Pt(80, 80), 3), false},                 // inside the upright bounding box, off the turned text
		{Around(Pt(125, 125), 3), false},               // beyond its end
		{Box{X0: 0, Y0: 0, X1: 200, Y1: 200}, true},    // a box around it all
		{Box{X0: 130, Y0: 60, X1: 140, Y1: 70}, false}, // a corner of the bounding box
		{Around(Pt(100, 90), 2), true},                 // above the baseline, under the letters
	} {
		if got := q.OverlapsBox(c.b); got != c.want {
			t.Errorf("box %+v: overlaps %v, want %v (label %v)", c.b, got, c.want, q)
		}
	}
}

// A label's box and a mark's box overlap when they share some area; two
// that only touch along a side do not.
func TestTouchingBoxesDoNotOverlap(t *testing.T) {
	// A label-like quad, baseline first: (0,10)-(10,10), its top at y = 0.
	q := Quad{Pt(0, 10), Pt(10, 10), Pt(10, 0), Pt(0, 0)}
	for _, c := range []struct {
		b    Box
		want bool
	}{
		{Box{X0: 10, Y0: 0, X1: 15, Y1: 10}, false}, // touching its right side
		{Box{X0: -5, Y0: 0, X1: 0, Y1: 10}, false},  // its left side
		{Box{X0: 0, Y0: 10, X1: 10, Y1: 15}, false}, // its baseline
		{Box{X0: 0, Y0: -5, X1: 10, Y1: 0}, false},  // its top
		{Box{X0: 9, Y0: 0, X1: 15, Y1: 10}, true},
		{Box{X0: -5, Y0: 0, X1: 1, Y1: 10}, true},
		{Box{X0: 0, Y0: 9, X1: 10, Y1: 15}, true},
		{Box{X0: 0, Y0: -5, X1: 10, Y1: 1}, true},
		{Box{X0: 2, Y0: 2, X1: 8, Y1: 8}, true}, // inside
		{Box{X0: -5, Y0: -5, X1: 15, Y1: 15}, true},
	} {
		if got := q.OverlapsBox(c.b); got != c.want {
			t.Errorf("box %+v: overlaps %v, want %v", c.b, got, c.want)
		}
	}
}

// A mark that only touches a label's edge shares no area with it and
// leaves it readable; one a little over the edge covers it.
func TestTouchingIsNotCovering(t *testing.T) {
	// A label box written level: baseline y=0 from x=0 to 10, letters up to y=-5.
	q := Quad{Pt(0, 0), Pt(10, 0), Pt(10, -5), Pt(0, -5)}
	for _, c := range []struct {
		b    Box
		want bool
		what string
	}{
		{Box{X0: 10, Y0: -5, X1: 20, Y1: 0}, false, "touching its end"},
		{Box{X0: -10, Y0: -5, X1: 0, Y1: 0}, false, "touching its start"},
		{Box{X0: 0, Y0: 0, X1: 10, Y1: 5}, false, "touching its baseline"},
		{Box{X0: 0, Y0: -10, X1: 10, Y1: -5}, false, "touching its top"},
		{Box{X0: 9, Y0: -4, X1: 20, Y1: -1}, true, "over its end"},
		{Box{X0: -10, Y0: -4, X1: 1, Y1: -1}, true, "over its start"},
		{Box{X0: 2, Y0: -1, X1: 8, Y1: 5}, true, "over its baseline"},
		{Box{X0: 2, Y0: -10, X1: 8, Y1: -4}, true, "over its top"},
	} {
		if got := q.OverlapsBox(c.b); got != c.want {
			t.Errorf("box %+v %s: overlaps %v, want %v", c.b, c.what, got, c.want)
		}
	}
}

// A turned label covers what lies along its turned text and nothing far
// from it, whatever its upright bounding box says.
func TestTurnedLabelCoversItsTextOnly(t *testing.T) {
	// "ROM" turned 45 degrees clockwise at (100, 100): a point 8.5 along
	// the text and 2.8 up from its baseline is (108, 104), under the
	// letters; an upright label would end at y = 100.
	q := LabelBox("ROM", Label{At: Point{100, 100}, Rotate: 45, Small: true})
	if !q.OverlapsBox(Around(Pt(108, 104), 1)) {
		t.Error("the turned label does not cover (108, 104), along its text")
	}
	// (85, 92) is 16.3 back along the text and 4.9 below its baseline,
	// though an upright label would cover it.
	if q.OverlapsBox(Around(Pt(85, 92), 1)) {
		t.Error("the turned label covers (85, 92), below its baseline")
	}

}

// Four squares tile the plane around (10,10): every point strictly inside
// the big square they make lies in exactly one of them, also on the edges
// they share and at the corner all four share, so a point is never in two
// provinces nor in none.
func TestPointsOnSharedEdgesBelongToOneArea(t *testing.T) {
	tiles := map[string]Area{
		"NW": mustFlatten(t, "M0 0h10v10h-10z"),
		"NE": mustFlatten(t, "M10 0h10v10h-10z"),
		"SW": mustFlatten(t, "M0 10h10v10h-10z"),
		"SE": mustFlatten(t, "M10 10h10v10h-10z"),
	}
	n := 0
	for x := 1.0; x < 20; x += 0.5 {
		for y := 1.0; y < 20; y += 0.5 {
			q := Pt(x, y)
			var in []string
			for id, a := range tiles {
				if a.Contains(q) {
					in = append(in, id)
				}
			}
			if len(in) != 1 {
				t.Errorf("%v lies in %v, want exactly one square", q, in)
			}
			n++
		}
	}
	if n < 38*38 {
		t.Errorf("only %d points checked", n)
	}
}

// Two turned rectangles overlap when they share area, whichever way each
// is turned; touching along a side or at a corner is not overlapping.
func TestQuadsOverlap(t *testing.T) {
	square := Quad{Pt(0, 0), Pt(10, 0), Pt(10, 10), Pt(0, 10)}
	// A diamond of half-diagonal 5 centred on c.
	diamond := func(c Vec) Quad { return Quad{c.Add(Pt(-5, 0)), c.Add(Pt(0, -5)), c.Add(Pt(5, 0)), c.Add(Pt(0, 5))} }
	for _, c := range []struct {
		name string
		q    Quad
		want bool
	}{
		{"itself", square, true},
		{"a diamond inside", diamond(Pt(5, 5)), true},
		{"a diamond over its corner", diamond(Pt(12, 12)), true},
		{"a diamond whose side touches its corner", diamond(Pt(12.5, 12.5)), false},
		{"a diamond touching its side with its tip", diamond(Pt(15, 5)), false},
		{"a diamond off its corner, inside the upright boxes' overlap", diamond(Pt(14, 14)), false},
		{"a square beside it", Quad{Pt(10, 0), Pt(20, 0), Pt(20, 10), Pt(10, 10)}, false},
		{"a square a little over its side", Quad{Pt(9, 0), Pt(20, 0), Pt(20, 10), Pt(9, 10)}, true},
	} {
		if got := square.Overlaps(c.q); got != c.want {
			t.Errorf("%s: overlaps %v, want %v", c.name, got, c.want)
		}
		if got := c.q.Overlaps(square); got != c.want {
			t.Errorf("%s, the other way round: overlaps %v, want %v", c.name, got, c.want)
		}
	}
}

// A point's step toward another stops at the distance asked, and a point
// toward itself stays put.
func TestToward(t *testing.T) {
	if got := Pt(1, 1).Toward(Pt(4, 5), 2.5); got != Pt(2.5, 3) {
		t.Errorf("toward (4, 5) by 2.5: %v, want (2.5, 3)", got)
	}
	if got := Pt(1, 1).Toward(Pt(1, 1), 3); got != Pt(1, 1) {
		t.Errorf("toward itself: %v", got)
	}
}
