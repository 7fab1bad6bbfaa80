package main

import (
	"bytes"
	"maps"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	enginemaps "github.com/payola-gm/payola/engine/maps"
)

const (
	dpDir   = "../../../shared/data/dpjudge-maps"
	milaDir = "../../../shared/data/mila-maps"
	mapDir  = "../../engine/maps"
	outDir  = "../../engine/maps/drawings"
)

// converted is DPjudge's drawing NAME.ps as psgen converts it, and its text.
func converted(t *testing.T, name string) (*drawn, string) {
	t.Helper()
	ps, err := os.ReadFile(filepath.Join(dpDir, name+".ps"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := convert(string(ps), name, "")
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return d, string(ps)
}

// runPS runs a program in a fresh interpreter.
func runPS(src string) (*vm, error) {
	v := newVM(&picture{})
	prog, err := scan(src)
	if err == nil {
		err = v.run(prog)
	}
	return v, err
}

// The committed drawings must be exactly what the generator makes of the
// DPjudge drawings and the committed maps, no more and no fewer, besides
// those scripts/geomgen makes from the MILA drawings (its own test).
func TestCommittedDrawingsMatchGenerator(t *testing.T) {
	want, err := generate(dpDir, milaDir, mapDir)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := filepath.Glob(filepath.Join(outDir, "*"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, path := range committed {
		n := filepath.Base(path)
		if outlined(milaDir, strings.TrimSuffix(n, ".geo.json")) {
			continue
		}
		seen[n] = true
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if w, ok := want[n]; !ok {
			t.Errorf("%s is committed but no longer generated", n)
		} else if !bytes.Equal(got, w) {
			t.Errorf("%s differs from the generator's output; run: go generate ./engine/maps", n)
		}
	}
	for n := range want {
		if !seen[n] {
			t.Errorf("%s is generated but not committed; run: go generate ./engine/maps", n)
		}
	}
}

// The generator and engine/maps name the same maps as undrawn.
func TestUndrawnAgreesWithEngine(t *testing.T) {
	got := slices.Sorted(maps.Keys(undrawn))
	want := slices.Sorted(maps.Keys(enginemaps.NoDrawing))
	if !slices.Equal(got, want) {
		t.Errorf("psgen leaves %v undrawn, engine/maps.NoDrawing says %v", got, want)
	}
}

// chromatic.ps is an older drawing, by mapit: the map is drawn turned on a
// portrait page, and the judge names provinces and places units at the
// positions of its INFO comment. The picture shows it upright: every name
// is written under its province's position, as DrawName does.
func TestChromaticDrawnUpright(t *testing.T) {
	d, _ := converted(t, "chromatic")
	if len(d.territories) != 56 || len(d.supplies) != 21 || len(d.labels) != 56 {
		t.Fatalf("%d places, %d centers, %d names; chromatic.ps lists 56 places and 21 centers",
			len(d.territories), len(d.supplies), len(d.labels))
	}
	for i, l := range d.labels {
		at := d.territories[i].at
		if l.text != d.territories[i].name || math.Abs(l.at.x-at.x) > .01 || l.at.y >= at.y {
			t.Errorf("%s is written at %v, not under its position %v", l.text, l.at, at)
		}
	}
	if d.unitSize < 10 || d.unitSize > 60 {
		t.Errorf("units %v wide on a %d-wide picture", d.unitSize, d.frame.width)
	}
}

// The unit positions the drawing gives when run (VisitTerritories) are the
// ones its INFO comment lists, read here from the comment's text alone.
func TestPositionsAgreeWithInfoComment(t *testing.T) {
	line := regexp.MustCompile(`(?m)^%\s+(-?\d+)\s+(-?\d+)\s+(\S+)\s+\S`)
	for _, n := range []string{"standard", "youngstown", "loeb9", "1900", "ancmed", "empire", "canton", "sailho"} {
		d, ps := converted(t, n)
		want := map[string]pt{}
		for _, m := range line.FindAllStringSubmatch(ps, -1) {
			x, _ := strconv.ParseFloat(m[1], 64)
			y, _ := strconv.ParseFloat(m[2], 64)
			want[m[3]] = pt{x, y}
		}
		got := map[string]pt{}
		for _, s := range d.territories {
			got[s.name] = s.at
		}
		for _, s := range d.boxes {
			got[s.name] = s.at
		}
		if len(got) < 20 {
			t.Errorf("%s: only %d unit positions", n, len(got))
		}
		for k, p := range got {
			if w, ok := want[k]; !ok || w != p {
				t.Errorf("%s: %s is at %v when run, at %v (listed %v) in the INFO comment", n, k, p, w, ok)
			}
		}
	}
}

// DPjudge writes every province's abbreviation on the standard map except
// the coasts' and impassable Switzerland's, at its unit position.
func TestStandardPictureNamesProvinces(t *testing.T) {
	d, _ := converted(t, "standard")
	var got []string
	for _, l := range d.labels {
		got = append(got, l.text)
		if l.size != 7 { // 14-point Helvetica-Bold at half size
			t.Errorf("%s is written %v high, want 7", l.text, l.size)
		}
	}
	var want []string
	for _, p := range board.Standard().Provinces {
		if p.ID != "SWI" {
			want = append(want, p.ID)
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the picture names %v, want %v", got, want)
	}
	// ADR's position is (311, 155); DrawAlias writes it centred there, at
	// half scale 14 lower: (311, 148). The picture's top left corner is
	// (22, 576), so that is (289, 428) in the picture.
	if !bytes.Contains(d.svg, []byte(`<text x="289" y="428">ADR</text>`)) {
		i := bytes.Index(d.svg, []byte(">ADR<"))
		t.Errorf("ADR is not written where DPjudge writes it: %s", d.svg[max(0, i-40):i+10])
	}
}

// A few programs with results worked by hand.
func TestInterpreter(t *testing.T) {
	cases := []struct{ prog, want string }{
		{"1 2 3 3 1 roll", "3 1 2"},
		{"1 2 3 3 -1 roll", "2 3 1"},
		{"1 2 3 1 index", "1 2 3 2"},
		{"7 2 div 2 3 mul sub", "-2.5"},
		{"/sq { dup mul } bind def 3 sq 4 sq add sqrt", "5"},
		{"0 [1 2 3] { add } forall", "6"},
		{"0 1 1 4 { add } for", "10"},
		{"0 { 1 add dup 3 ge { exit } if } loop", "3"},
		{"3 4 gt { 1 } { 2 } ifelse", "2"},
		{"<< /a 1 /b 2 >> /b get", "2"},
		{"/d 2 dict def d /x 5 put d /x known d /y known", "true false"},
		{"(AB) length (A) (B) eq", "2 false"},
		{"[ 1 2 /add load ] cvx exec", "3"},
		{"1 0 atan 0 -1 atan", "90 180"},
		{"/p { 1 } def /p load xcheck /p load cvlit xcheck /a cvx xcheck", "true false true"},
		{"(abcd) (bc) search", "(d) (bc) (a) true"},
		{"1 2 3 2 copy 0 index", "1 2 3 2 3 3"},
		{"/x 1 def 1 dict begin /x 2 store end x", "2"},
		{"[1 2 3] 1 get (AB) 0 get", "2 65"},
		{"2 3 [2 0 0 2 1 1] transform 2 3 [2 0 0 2 1 1] dtransform 5 7 [2 0 0 2 1 1] itransform", "5 7 4 6 2 3"},
		{"(abc) 10 string cvs length", "3"},
	}
	for _, c := range cases {
		v, err := runPS(c.prog)
		if err != nil {
			t.Errorf("%s: %v", c.prog, err)
			continue
		}
		var parts []string
		for _, o := range v.st {
			if b, ok := o.(bool); ok {
				parts = append(parts, strconv.FormatBool(b))
			} else {
				parts = append(parts, show(o))
			}
		}
		if got := strings.Join(parts, " "); got != c.want {
			t.Errorf("%s leaves %q, want %q", c.prog, got, c.want)
		}
	}
	for bad, want := range map[string]string{
		"pop":                      "in pop: stack underflow",
		"1 2 3 copy":               "in copy: stack underflow",
		"1 (a) add":                "in add: a number was expected, not (a)",
		"nosuchname":               "undefined: nosuchname",
		"{ 1":                      "line 1: unclosed {",
		"1 0 0 0 0 0 invertmatrix": "in invertmatrix: a matrix was expected",
		"(a) 1 lt":                 "in lt: cannot compare (a) and 1",
		"true 1 and":               "in and: and/or take two booleans or two integers",
		"1 { } if":                 "in if: if needs a boolean",
		"1 begin":                  "in begin: begin takes a dictionary, not 1",
		"/f { 1 setfont } def f":   "in setfont: setfont takes a font",
		"-1 array":                 "in array: a size of -1",
		"16777217 string":          "in string: a size of 16777217",
		"1 0 idiv":                 "in idiv: division by zero",
		"1 0 mod":                  "in mod: division by zero",
		"{ } loop":                 "in loop: the drawing runs too long",
	} {
		if _, err := runPS(bad); err == nil || err.Error() != want {
			t.Errorf("%q fails with %v, want %q", bad, err, want)
		}
	}
}

// Paths come out in the picture's coordinates (y down from the top edge),
// relative after each start, in tenths.
func TestPathData(t *testing.T) {
	v, err := runPS("newpath 620.1 10 moveto 0.5 0 rlineto 10 10 translate 2 2 scale 0 0 lineto closepath fill")
	if err != nil {
		t.Fatal(err)
	}
	f := frame{left: 0, top: 100, width: 700, height: 100}
	got := pathData(v.out.shapes[0].path, f)
	// (620.1, 10) is (620.1, 90) in the picture; then .5 right; then the
	// origin moved to (10, 10), (10, 90) in the picture.
	if want := "M620.1 90l.5 0-610.6 0z"; got != want {
		t.Errorf("path %q, want %q", got, want)
	}
	for in, want := range map[int]string{6201: "620.1", 5: ".5", -5: "-.5", -6201: "-620.1", 30: "3", 0: "0"} {
		if got := fmtTenths(in); got != want {
			t.Errorf("fmtTenths(%d) = %q, want %q", in, got, want)
		}
	}
}

// The picture to look at carries the map's picture and a mark per place.
func TestCheckPicture(t *testing.T) {
	svg, err := checkPicture(outDir, "void")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(mapDir, "void.json"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	// void.ps places every province, Switzerland included.
	want := len(m.Provinces)
	for _, p := range m.Provinces {
		want += len(p.Coasts)
	}
	if n := bytes.Count(svg, []byte("<rect")); n != want {
		t.Errorf("%d unit marks, want %d", n, want)
	}
	if !bytes.Contains(svg, []byte("DPjudge's void.ps")) {
		t.Error("the picture is missing")
	}
}

// DPjudge draws a unit centred a little above its position (standard.ps:
// the army and fleet shapes, about 8 above their origin, at half scale),
// and the placement file puts the unit there, not at the bare position.
func TestUnitStandsAboveItsPosition(t *testing.T) {
	d, _ := converted(t, "standard")
	if d.unitOffset.y < 3 || d.unitOffset.y > 7 || math.Abs(d.unitOffset.x) > 2 {
		t.Errorf("units are centred %v from their positions", d.unitOffset)
	}
	if d.unitSize < 20 || d.unitSize > 26 { // the army: -20 to 26 at half scale
		t.Errorf("an army is %v wide", d.unitSize)
	}
	if d.scRadius != 3 { // radius 6 at half scale
		t.Errorf("a supply-center marker has radius %v", d.scRadius)
	}
}

// clippath gives the clip's path (PLRM): hundred.ps paints its sea as
// "SeaBlue clippath fill" inside its map form, whose BBox is the clip
// execform sets; a clip made with clip replaces it. Without any clip the
// page's bounds are unknown, and clippath says so.
func TestClippath(t *testing.T) {
	out := &picture{}
	v := newVM(out)
	prog, err := scan("<< /FormType 1 /Matrix [2 0 0 2 10 20] /BBox [0 0 5 4] /PaintProc { pop clippath fill } >> execform")
	if err == nil {
		err = v.run(prog)
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(out.shapes) != 1 || !out.shapes[0].fill {
		t.Fatalf("shapes %+v, want the form's box filled", out.shapes)
	}
	if x0, y0, x1, y1 := out.bounds(); x0 != 10 || y0 != 20 || x1 != 20 || y1 != 28 {
		t.Errorf("filled %v %v %v %v, want the BBox through the matrix: 10 20 20 28", x0, y0, x1, y1)
	}
	if _, err := runPS("clippath"); err == nil {
		t.Error("clippath with no clip made drew something")
	}
	v, err = runPS("0 0 moveto 3 0 lineto 3 3 lineto closepath clip newpath clippath")
	if err != nil || len(v.gs.path) != 4 {
		t.Errorf("clippath after clip: %v, path %v, want the triangle clipped to", err, v.gs.path)
	}
}
