package render

import (
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/render/geom"
)

// Outlines and label boxes, checked against shapes drawn by hand: a point
// is inside a square or not by looking at the square, not at the renderer.

// geoArea flattens path data or fails the test.
func geoArea(t *testing.T, d string) geom.Area {
	t.Helper()
	a, err := geom.Flatten(d)
	if err != nil {
		t.Fatalf("%q: %v", d, err)
	}
	return a
}

// The square from (0,0) to (10,10) written every way the parser accepts:
// SVG allows spaces or commas between commands and numbers, a leading '+',
// uppercase Z, h and v, and leaving the last subpath unclosed.
func TestGeoEveryWayOfWritingASquareIsTheSameSquare(t *testing.T) {
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
		a, err := geom.Flatten(d)
		if err != nil {
			t.Errorf("%q: %v", d, err)
			continue
		}
		if a.Bound != (geom.Box{X0: 0, Y0: 0, X1: 10, Y1: 10}) {
			t.Errorf("%q: bounds %+v, want 0 0 10 10", d, a.Bound)
		}
		for _, q := range []geom.Vec{geom.Pt(5, 5), geom.Pt(1, 1), geom.Pt(9, 9), geom.Pt(1, 9), geom.Pt(9, 1)} {
			if !a.Contains(q) {
				t.Errorf("%q: %v is not inside", d, q)
			}
		}
		for _, q := range []geom.Vec{geom.Pt(-1, 5), geom.Pt(11, 5), geom.Pt(5, -1), geom.Pt(5, 11), geom.Pt(20, 20)} {
			if a.Contains(q) {
				t.Errorf("%q: %v is inside", d, q)
			}
		}
	}
}

// Path data cut short or using a command the parser does not know is an
// error that says what is wrong, never a panic and never an empty shape.
func TestGeoBrokenPathDataIsAnError(t *testing.T) {
	for _, c := range []struct{ d, want string }{
		{"M10", "path data"},                    // the y of the move is missing
		{"M0 0L10", "path data"},                // the y of a line is missing
		{"M0 0 L10 0 A5 5 0 0 1 10 10z", `"A"`}, // arcs are not supported
		{"M0 0 l10 0 a5 5 0 0 1 10 10z", `"a"`}, // nor relative ones
		{"A5 5 0 0 1 10 10", `"A"`},             // not even first
		{"M0 0 Q5 5 10 10z", `"Q"`},             // nor quadratic curves
	} {
		var a geom.Area
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("%q: panic %v", c.d, r)
				}
			}()
			a, err = geom.Flatten(c.d)
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

// Four squares tile the plane around (10,10): every point strictly inside
// the big square they make lies in exactly one of them, also on the edges
// they share and at the corner all four share, so a point is never in two
// provinces nor in none.
func TestGeoPointsOnSharedEdgesBelongToOneProvince(t *testing.T) {
	tiles := map[string]geom.Area{
		"NW": geoArea(t, "M0 0h10v10h-10z"),
		"NE": geoArea(t, "M10 0h10v10h-10z"),
		"SW": geoArea(t, "M0 10h10v10h-10z"),
		"SE": geoArea(t, "M10 10h10v10h-10z"),
	}
	n := 0
	for x := 1.0; x < 20; x += 0.5 {
		for y := 1.0; y < 20; y += 0.5 {
			q := geom.Pt(x, y)
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

// geoLabelMarks is a drawing of one province, Rome, whose label is written
// small at (100,100), turned by rotate degrees clockwise, as a map file
// gives it; it returns the label's area as the renderer keeps it.
func geoLabelMarks(t *testing.T, rotate int) labelArea {
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
func TestGeoMarksCoverALabelOnlyWhereItsTextIs(t *testing.T) {
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
		l := geoLabelMarks(t, c.rotate)
		if got := l.overlaps(geom.Around(c.at, 2)); got != c.want {
			t.Errorf("label turned %d, mark at %v (%s): covers %v, want %v", c.rotate, c.at, c.what, got, c.want)
		}
	}
}

// A mark that only touches a label's edge shares no area with it and
// leaves it readable; one a little over the edge covers it.
func TestGeoTouchingIsNotCovering(t *testing.T) {
	// A label box written level: baseline y=0 from x=0 to 10, letters up to y=-5.
	q := geom.Quad{geom.Pt(0, 0), geom.Pt(10, 0), geom.Pt(10, -5), geom.Pt(0, -5)}
	for _, c := range []struct {
		b    geom.Box
		want bool
		what string
	}{
		{geom.Box{X0: 10, Y0: -5, X1: 20, Y1: 0}, false, "touching its end"},
		{geom.Box{X0: -10, Y0: -5, X1: 0, Y1: 0}, false, "touching its start"},
		{geom.Box{X0: 0, Y0: 0, X1: 10, Y1: 5}, false, "touching its baseline"},
		{geom.Box{X0: 0, Y0: -10, X1: 10, Y1: -5}, false, "touching its top"},
		{geom.Box{X0: 9, Y0: -4, X1: 20, Y1: -1}, true, "over its end"},
		{geom.Box{X0: -10, Y0: -4, X1: 1, Y1: -1}, true, "over its start"},
		{geom.Box{X0: 2, Y0: -1, X1: 8, Y1: 5}, true, "over its baseline"},
		{geom.Box{X0: 2, Y0: -10, X1: 8, Y1: -4}, true, "over its top"},
	} {
		if got := q.OverlapsBox(c.b); got != c.want {
			t.Errorf("box %+v %s: overlaps %v, want %v", c.b, c.what, got, c.want)
		}
	}
}

// The upright box kept around a label, to rule most marks out cheaply, is
// the tightest one around the turned label: it holds every corner and each
// of its sides passes through one.
func TestGeoLabelBoundsAreTheTightestUprightBox(t *testing.T) {
	for _, rotate := range []int{0, 45, 90, -10, 180} {
		l := geoLabelMarks(t, rotate)
		b := l.bound
		touches := [4]bool{}
		for _, c := range l.q {
			if c.X < b.X0 || c.X > b.X1 || c.Y < b.Y0 || c.Y > b.Y1 {
				t.Errorf("label turned %d: corner %v lies outside its bounds %+v", rotate, c, b)
			}
			touches[0] = touches[0] || c.X == b.X0
			touches[1] = touches[1] || c.Y == b.Y0
			touches[2] = touches[2] || c.X == b.X1
			touches[3] = touches[3] || c.Y == b.Y1
		}
		if touches != [4]bool{true, true, true, true} {
			t.Errorf("label turned %d: bounds %+v are wider than its corners %v", rotate, b, l.q)
		}
	}
}
