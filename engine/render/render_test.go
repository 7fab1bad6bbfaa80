package render

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/render/geom"
)

var pictures = flag.String("pictures", "", "also write the sample scenes as SVG files into this directory, to look at them")

// wellFormed decodes the whole document and returns its first error.
func wellFormed(doc string) error {
	dec := xml.NewDecoder(strings.NewReader(doc))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func TestSampleScenesAreWellFormedXML(t *testing.T) {
	m := board.Standard()
	for name, s := range samples(m) {
		doc := mustRender(t, s)
		if err := wellFormed(doc); err != nil {
			t.Errorf("%s: not XML: %v", name, err)
		}
		if !strings.Contains(doc, `viewBox="0 0 `) {
			t.Errorf("%s: no viewBox, the picture would not scale", name)
		}
		if len(doc) > 300<<10 {
			t.Errorf("%s: %d bytes, want well under 300 KB", name, len(doc))
		}
		if *pictures != "" {
			if err := os.WriteFile(filepath.Join(*pictures, name+".svg"), []byte(doc), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestFullBoardStaysSmall(t *testing.T) {
	doc := mustRender(t, midGameScene(board.Standard()))
	if len(doc) > 150<<10 {
		t.Errorf("mid-game phase with orders is %d bytes; keep it under 150 KB", len(doc))
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriterErrorIsReturned(t *testing.T) {
	err := Map(failingWriter{}, board.Standard(), openingScene(board.Standard()))
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("got %v, want the writer's error", err)
	}
}

func TestUnknownPlaceIsAnErrorAndWritesNothing(t *testing.T) {
	m := board.Standard()
	for name, s := range map[string]Scene{
		"unit":         {Units: placed("FRANCE", "A XYZ")},
		"dislodged":    {Dislodged: dislodged("FRANCE", "MAO", "F ATL")},
		"coast":        {Units: placed("RUSSIA", "F MOS/NC")},
		"move dest":    {Orders: []judge.OrderResult{move("FRANCE", "A PAR", "NOWHERE", judge.Fails)}},
		"support to":   {Orders: []judge.OrderResult{support("FRANCE", "A PAR", "A BUR", "ATLANTIS", judge.Succeeds)}},
		"convoy army":  {Orders: []judge.OrderResult{convoy("ENGLAND", "F NTH", "A QQQ", "NWY", judge.Succeeds)}},
		"build place":  {Orders: []judge.OrderResult{other("FRANCE", 6, "A ZZZ", judge.Succeeds)}},
		"ordered unit": {Orders: []judge.OrderResult{hold("FRANCE", "A NOPE", judge.Succeeds)}},
	} {
		var b strings.Builder
		err := Map(&b, m, s)
		if err == nil {
			t.Errorf("%s: no error", name)
		}
		if b.Len() != 0 {
			t.Errorf("%s: wrote %d bytes despite the error", name, b.Len())
		}
	}
}

func TestMapWithoutDrawingIsAnError(t *testing.T) {
	m := *board.Standard()
	m.ID = "nosuchmap"
	if err := Map(io.Discard, &m, Scene{}); err == nil {
		t.Fatal("a map without a drawing rendered")
	}
	if err := Map(io.Discard, nil, Scene{}); err == nil {
		t.Fatal("a nil map rendered")
	}
}

func TestSameSceneSamePicture(t *testing.T) {
	m := board.Standard()
	a := mustRender(t, midGameScene(m))
	b := mustRender(t, midGameScene(m))
	if a != b {
		t.Fatal("two renderings of one scene differ: output depends on map iteration order")
	}
}

// The picture is the map and the legend panel beside it, nothing more: the
// viewBox is exactly as wide as both, as high as the panel, and the panel
// starts where the map ends.
func TestPictureIsMapAndPanel(t *testing.T) {
	g := standardDrawing(t)
	for name, s := range samples(board.Standard()) {
		doc := mustRender(t, s)
		els := elements(t, doc)
		var vw, vh float64
		if _, err := fmt.Sscanf(els[0].attrs["viewBox"], "0 0 %g %g", &vw, &vh); err != nil {
			t.Fatalf("%s: viewBox %q: %v", name, els[0].attrs["viewBox"], err)
		}
		panel := groups(t, doc, "id")["legend"]
		if len(panel) == 0 || panel[0].name != "rect" {
			t.Fatalf("%s: the legend has no panel", name)
		}
		num := func(k string) float64 {
			v, err := strconv.ParseFloat(panel[0].attrs[k], 64)
			if err != nil {
				t.Fatalf("%s: panel %s: %v", name, k, err)
			}
			return v
		}
		if x, w := num("x"), num("width"); x != float64(g.Width) || x+w != vw {
			t.Errorf("%s: panel from %g, %g wide, in a picture %g wide; the map is %d wide", name, x, w, vw, g.Width)
		}
		if h := num("height"); h != vh || vh < float64(g.Height) {
			t.Errorf("%s: panel %g high, picture %g, map %d", name, h, vh, g.Height)
		}
	}
}

// A board whose drawing lacks a province still gets every other province,
// center and label drawn.
func TestProvinceWithoutDrawingIsLeftOut(t *testing.T) {
	m, full := tiny(t)
	g := &drawing{Drawing: geom.Drawing{Width: full.Width, Height: full.Height, Provinces: map[string]geom.Shape{}}}
	for id, sh := range full.Provinces {
		if id != m.Provinces[0].ID {
			g.Provinces[id] = sh
		}
	}
	if err := g.prepare(); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, Scene{Owners: map[string]string{"SOU": "BLUE", "HUB": "RED"}}); err != nil {
		t.Fatal(err)
	}
	els := elements(t, buf.String())
	drawn, labels, centers := map[string]bool{}, map[string]bool{}, 0
	for _, e := range els {
		if id := e.attrs["data-province"]; id != "" {
			drawn[id] = true
		}
		if e.name == "text" && strings.HasPrefix(e.attrs["class"], "lbl") {
			labels[e.text] = true
		}
		if e.name == "circle" && e.attrs["class"] == "sc" {
			centers++
		}
	}
	for _, pr := range m.Provinces[1:] {
		if !drawn[pr.ID] || !labels[pr.ID] {
			t.Errorf("%s: drawn %v, labelled %v", pr.ID, drawn[pr.ID], labels[pr.ID])
		}
	}
	if id := m.Provinces[0].ID; drawn[id] || labels[id] {
		t.Errorf("%s, without a drawing, is drawn", id)
	}
	if centers != 2 {
		t.Errorf("%d centers drawn, want SOU's and HUB's", centers)
	}
}

// tinyWithout is the tiny board's drawing with one province's drawing
// left out, as a variant's drawing that lags behind its board would be.
func tinyWithout(t *testing.T, id string) *drawing {
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
func TestAProvinceWithoutADrawingLeavesTheOthersDrawn(t *testing.T) {
	m, _ := tiny(t)
	if m.Provinces[1].ID != "SOU" || len(m.Provinces) != 5 {
		t.Fatalf("the tiny board changed: %v", m.Provinces)
	}
	g := tinyWithout(t, "SOU")
	els := drawElements(t, m, g, Scene{
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
	markers := circlesOf(els, "sc")
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

func BenchmarkRenderPhase(b *testing.B) {
	m := board.Standard()
	s := midGameScene(m)
	if err := Map(io.Discard, m, s); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := Map(io.Discard, m, s); err != nil {
			b.Fatal(err)
		}
	}
}
