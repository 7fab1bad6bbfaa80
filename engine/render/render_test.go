package render

import (
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
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
		"move dest":    {Orders: []judge.Result{move("FRANCE", "A PAR", "NOWHERE", judge.Fails)}},
		"support to":   {Orders: []judge.Result{support("FRANCE", "A PAR", "A BUR", "ATLANTIS", judge.Succeeds)}},
		"convoy army":  {Orders: []judge.Result{convoy("ENGLAND", "F NTH", "A QQQ", "NWY", judge.Succeeds)}},
		"build place":  {Orders: []judge.Result{other("FRANCE", 6, "A ZZZ", judge.Succeeds)}},
		"ordered unit": {Orders: []judge.Result{hold("FRANCE", "A NOPE", judge.Succeeds)}},
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
