package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/payola-gm/payola/engine/board"
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
	} {
		got, err := relPath(c.in, -195, -170)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
	if _, err := relPath("M 1 2 Q 3 4 5 6", 0, 0); err == nil {
		t.Error("an unsupported command was accepted")
	}
	if _, err := relPath("M 1 2 C 3 4", 0, 0); err == nil {
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
