package main

import (
	"bytes"
	"encoding/json"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// The drawing engine/render embeds is exactly what this generator makes of
// the shared jDip SVG.
func TestCommittedDrawingMatchesGenerator(t *testing.T) {
	svgText, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "data", "standard.svg"))
	if err != nil {
		t.Fatalf("the shared jDip SVG must sit beside the repository: %v", err)
	}
	got, err := Generate(svgText, board.Standard())
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "engine", "render", "standard.geo.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("engine/render/standard.geo.json is stale: run go run ./scripts/geomgen from the repository root")
	}
}

func TestPathsBecomeRelativeAndShifted(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// A curve whose control points sit on its ends is a line.
		{"M 200 180 C 200 180 210 190 210 190 z", "M5 10l10 10z"},
		{"M 200 180 C 201 181 209 189 210 190 L 220 180 z", "M5 10c1 1 9 9 10 10l10-10z"},
		// A second sub-path starts relative to where the first closed.
		{"M 200 180 L 210 180 z M 300 280 L 300 290 z", "M5 10l10 0zm100 100l0 10z"},
		{"M 200.4 179.6 L 210.6 190.4", "M5 10l11 10"},
		// jDip's variants write relative commands, h and v, s, and
		// numbers run together ("1.5.5" is 1.5 and .5).
		{"M200,180h10v10l-10,0z", "M5 10l10 0 0 10 -10 0z"},
		{"m200 180 10 0 0 10z", "M5 10l10 0 0 10z"},
		{"M200 180c1 1 9 9 10 10s9 9 10 10", "M5 10c1 1 9 9 10 10 1 1 9 9 10 10"},
		{"M200 180l1.5.5", "M5 10l2 1"},
	} {
		got, err := relPath(c.in, -195, -170, 1)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
	if _, err := relPath("M 1 2 Q 3 4 5 6", 0, 0, 1); err == nil {
		t.Error("an unsupported command was accepted")
	}
	if _, err := relPath("M 1 2 C 3 4", 0, 0, 1); err == nil {
		t.Error("a truncated curve was accepted")
	}
}

func TestGeneratorRefusesIncompleteDrawings(t *testing.T) {
	m := board.Standard()
	svgText, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "data", "standard.svg"))
	if err != nil {
		t.Fatal(err)
	}
	// Without Paris's outline the drawing would have a hole.
	broken := bytes.Replace(svgText, []byte(`id="par"`), []byte(`id="xpar"`), 1)
	if _, err := Generate(broken, m); err == nil {
		t.Error("an SVG with an unknown province id was accepted")
	}
	noCenter := bytes.Replace(svgText, []byte(`id="sc_PAR"`), []byte(`id="nothing"`), 1)
	if _, err := Generate(noCenter, m); err == nil {
		t.Error("an SVG without Paris's supply-center marker was accepted")
	}
}

const (
	milaDir = "../../../shared/data/mila-maps"
	mapDir  = "../../engine/maps"
)

// The drawings engine/maps carries for the maps with a MILA drawing
// (ancmed, modern, pure) are exactly what this generator makes of them.
func TestCommittedMILADrawingsMatchGenerator(t *testing.T) {
	files, err := generateMILA(milaDir, mapDir)
	if err != nil {
		t.Fatal(err)
	}
	if got := slices.Sorted(maps.Keys(files)); strings.Join(got, " ") != "ancmed.geo.json modern.geo.json pure.geo.json" {
		t.Errorf("drew %v, want ancmed, modern and pure", got)
	}
	for n, want := range files {
		got, err := os.ReadFile(filepath.Join(mapDir, "drawings", n))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("engine/maps/drawings/%s is stale: run go generate ./engine/maps", n)
		}
	}
}

func readMILA(t *testing.T, name string) ([]byte, *board.Map) {
	t.Helper()
	svgText, err := os.ReadFile(filepath.Join(milaDir, name+".svg"))
	if err != nil {
		t.Fatalf("the MILA drawings must sit beside the repository: %v", err)
	}
	data, err := os.ReadFile(filepath.Join(mapDir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return svgText, m
}

// A MILA drawing that leaves out a province of the board, or its unit
// position, or one of its coasts', or names a place the board does not
// have, is refused, naming it.
func TestMILADrawingsMissingAPlaceAreRefused(t *testing.T) {
	ancmed, am := readMILA(t, "ancmed")
	modern, mm := readMILA(t, "modern")
	for _, c := range []struct {
		name      string
		svg       []byte
		m         *board.Map
		old, new  string
		wantInMsg string
	}{
		{"no outline", ancmed, am, `id="_cir"`, `id="cirx"`, "CIR has no outline"},
		{"no unit position", ancmed, am, `PROVINCE name="cir"`, `PROVINCE name="car"`, "CIR has no unit position"},
		{"a coast without its position", modern, mm, `PROVINCE name="irn-sc"`, `PROVINCE name="irn"`, "IRN/SC has no unit position"},
		{"a place the board lacks", ancmed, am, `id="_cir"`, `id="_xyz"`, `"xyz"`},
		{"no marker", ancmed, am, `id="sc_CIR"`, `id="nothing"`, "CIR is a supply center without a marker"},
	} {
		broken := bytes.Replace(c.svg, []byte(c.old), []byte(c.new), 1)
		if bytes.Equal(broken, c.svg) {
			t.Fatalf("%s: %q is not in the drawing", c.name, c.old)
		}
		_, err := GenerateMILA(broken, c.m)
		if err == nil || !strings.Contains(err.Error(), c.wantInMsg) {
			t.Errorf("%s: %v, want an error saying %s", c.name, err, c.wantInMsg)
		}
	}
}

// A lake or channel painted inside a land province's land is cut out of its
// outline, turned against it so that the nonzero fill the renderer uses
// leaves it out too; water beside the land is not; water half over it is
// an error.
func TestPartsInsideAnOutlineAreCutOut(t *testing.T) {
	land, err := geom.Flatten("M0 0l100 0 0 100 -100 0z") // clockwise on the screen
	if err != nil {
		t.Fatal(err)
	}
	hole, err := cutOut(land, "M20 20l20 0 0 20 -20 0z") // clockwise too
	if err != nil || hole == "" {
		t.Fatalf("a lake inside: %q, %v", hole, err)
	}
	a, err := geom.Flatten(hole)
	if err != nil {
		t.Fatal(err)
	}
	if geom.SignedArea(a.Polys[0]) >= 0 {
		t.Errorf("the lake %q runs the way the land does", hole)
	}
	both, _ := geom.Flatten("M0 0l100 0 0 100 -100 0z" + hole)
	if both.Contains(geom.Pt(30, 30)) || !both.Contains(geom.Pt(60, 60)) {
		t.Error("the lake is not cut out of the land")
	}
	if hole, err := cutOut(land, "M120 20l20 0 0 20 -20 0z"); err != nil || hole != "" {
		t.Errorf("water beside the land: %q, %v; want nothing cut", hole, err)
	}
	if _, err := cutOut(land, "M80 20l40 0 0 20 -40 0z"); err == nil {
		t.Error("water half over the land was taken")
	}
}

// The dashed lines a MILA drawing marks its crossings with are kept
// (ancmed's three: Sagunto–Mauretania, Sicily–Neapolis,
// Corsica–Sardinia), each joining two provinces an army may cross
// between on the map.
func TestMILACrossingsJoinProvincesArmiesCross(t *testing.T) {
	svgText, m := readMILA(t, "ancmed")
	data, err := GenerateMILA(svgText, m)
	if err != nil {
		t.Fatal(err)
	}
	var g geom.Drawing
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	areas := map[string]geom.Area{}
	for id, sh := range g.Provinces {
		a, err := geom.Flatten(sh.Outline)
		if err != nil {
			t.Fatal(err)
		}
		areas[id] = a
	}
	// nearest is the land province an end of a line stands in or by.
	nearest := func(q geom.Vec) string {
		best, dist := "", math.Inf(1)
		for id, a := range areas {
			if m.Province(id).Terrain == board.Sea {
				continue
			}
			for _, poly := range a.Polys {
				for _, v := range poly {
					if d := math.Hypot(v.X-q.X, v.Y-q.Y); d < dist {
						best, dist = id, d
					}
				}
			}
		}
		return best
	}
	var got []string
	for _, d := range g.Crossings {
		a, err := geom.Flatten(d)
		if err != nil || len(a.Polys) != 1 {
			t.Fatalf("crossing %q: %v", d, err)
		}
		line := a.Polys[0]
		from, to := nearest(line[0]), nearest(line[len(line)-1])
		if !m.Adjacent(board.Army, board.Loc(from), board.Loc(to)) {
			t.Errorf("a crossing joins %s and %s, which no army crosses between", from, to)
		}
		pair := []string{from, to}
		slices.Sort(pair)
		got = append(got, strings.Join(pair, "-"))
	}
	slices.Sort(got)
	if want := "COR-SAD MAU-SAG NEA-SIC"; strings.Join(got, " ") != want {
		t.Errorf("crossings %v, want %s", got, want)
	}
}

// jdipDir is jDip's variant drawings beside the repository.
var jdipDir = filepath.Join("..", "..", "..", "shared", "data", "jdip-maps")

// The drawings engine/maps carries for the maps drawn from jDip's variants
// (chaos, loeb9, milan, sailho) are exactly what this generator makes of
// them.
func TestCommittedJDipDrawingsMatchGenerator(t *testing.T) {
	files, err := generateJDip(jdipDir, mapDir)
	if err != nil {
		t.Fatal(err)
	}
	if got := slices.Sorted(maps.Keys(files)); strings.Join(got, " ") != "chaos.geo.json loeb9.geo.json milan.geo.json sailho.geo.json" {
		t.Errorf("drew %v, want chaos, loeb9, milan and sailho", got)
	}
	for n, want := range files {
		got, err := os.ReadFile(filepath.Join(mapDir, "drawings", n))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("engine/maps/drawings/%s is stale: run go generate ./engine/maps", n)
		}
	}
}

// jDip's provinces are matched to the board's by full name as well as by
// abbreviation: an abbreviation the board reads as another province than
// jDip's full name says, or a board province jDip lacks, is refused,
// naming it. (jDip's Youngstown lacks five of DPjudge's provinces.)
func TestJDipProvincesMustBeTheBoards(t *testing.T) {
	adjacency, err := os.ReadFile(filepath.Join(jdipDir, "loeb9", "loeb9_adjacency.xml"))
	if err != nil {
		t.Fatalf("jDip's drawings must sit beside the repository: %v", err)
	}
	data, err := os.ReadFile(filepath.Join(mapDir, "loeb9.json"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := sameProvinces(adjacency, m); err != nil {
		t.Fatalf("loeb9: %v", err)
	}
	swapped := bytes.Replace(adjacency, []byte(`shortname="par" fullname="Paris"`), []byte(`shortname="bre" fullname="Paris"`), 1)
	if bytes.Equal(swapped, adjacency) {
		t.Fatal("Paris is not in loeb9's adjacency file as written here")
	}
	if err := sameProvinces(swapped, m); err == nil || !strings.Contains(err.Error(), "Paris") {
		t.Errorf("an abbreviation naming another province: %v, want an error naming Paris", err)
	}
	young, err := os.ReadFile(filepath.Join(jdipDir, "youngstown", "youngstown_adjacency.xml"))
	if err != nil {
		t.Fatal(err)
	}
	data, err = os.ReadFile(filepath.Join(mapDir, "youngstown.json"))
	if err != nil {
		t.Fatal(err)
	}
	ym, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if err := sameProvinces(young, ym); err == nil || !strings.Contains(err.Error(), "not in jDip's drawing") {
		t.Errorf("jDip's Youngstown: %v, want the provinces it lacks named", err)
	}
}
