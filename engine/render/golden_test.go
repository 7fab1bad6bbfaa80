package render

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata from the current output")

// tiny is a five-province board with a drawing of plain rectangles, so that
// the golden pictures are small enough to review by reading them (and by
// opening them in a browser).
func tiny(t *testing.T) (*board.Map, *drawing) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "tiny.board.json"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	data, err = os.ReadFile(filepath.Join("testdata", "tiny.geo.json"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := decodeDrawing(data)
	if err != nil {
		t.Fatal(err)
	}
	return m, g
}

func TestGoldenPictures(t *testing.T) {
	m, g := tiny(t)
	owners := map[string]string{"NOR": "RED", "SOU": "BLUE"}
	scenes := map[string]Scene{
		// Units of both powers, a fleet on a split coast, owned centers
		// tinted and a neutral one white.
		"tiny-board": {
			Title:  "Spring 1901 Movement",
			Units:  append(placed("RED", "A NOR"), placed("BLUE", "F HUB/SC", "A SOU")...),
			Owners: owners,
		},
		// A failed move (dashed, crossed), a void support (grey), a hold and
		// a support to hold.
		"tiny-orders": {
			Title:  "Fall 1901 Movement",
			Units:  append(placed("RED", "A NOR", "F BAY"), placed("BLUE", "A SOU", "A HUB")...),
			Owners: owners,
			Orders: []judge.OrderResult{
				move("RED", "A NOR", "SOU", judge.Fails),
				support("RED", "F BAY", "A NOR", "SOU", judge.Void),
				hold("BLUE", "A SOU", judge.Succeeds),
				support("BLUE", "A HUB", "A SOU", "", judge.Succeeds),
			},
		},
		// A convoyed move through the convoying fleet.
		"tiny-convoy": {
			Title:  "Spring 1902 Movement",
			Units:  placed("RED", "A NOR", "F BAY"),
			Owners: owners,
			Orders: []judge.OrderResult{
				convoyedMove("RED", "A NOR", "HUB", judge.Succeeds),
				convoy("RED", "F BAY", "A NOR", "HUB", judge.Succeeds),
			},
		},
		// An offer map (issue 24): each order tagged with its offer's
		// amount; a negative offer drawn failing, a wildcard void.
		"tiny-offers": {
			Title:  "Spring 1901 Movement: RED's offers",
			Units:  append(placed("RED", "A NOR", "F BAY"), placed("BLUE", "A SOU")...),
			Owners: owners,
			Orders: []judge.OrderResult{
				move("RED", "A NOR", "HUB", judge.Succeeds),
				support("RED", "F BAY", "A NOR", "HUB", judge.Succeeds),
				move("BLUE", "A SOU", "NOR", judge.Fails),
			},
			Amounts: []string{"4", "2*3#1", "1 !"},
		},
		// A dislodged unit retreating, a build, a removal and a waive.
		"tiny-retreat-build": {
			Title:     "Winter 1902 Adjustments",
			Units:     append(placed("RED", "A SOU"), placed("BLUE", "A HUB")...),
			Dislodged: dislodged("BLUE", "NOR", "A SOU"),
			Owners:    map[string]string{"NOR": "RED", "SOU": "RED", "HUB": "BLUE"},
			Orders: []judge.OrderResult{
				retreat("BLUE", "A SOU", "HUB", judge.Fails),
				other("RED", orders.Build, "F NOR", judge.Succeeds),
				other("BLUE", orders.Remove, "A HUB", judge.Succeeds),
				other("BLUE", orders.Waive, "", judge.Succeeds),
			},
		},
	}
	for name, s := range scenes {
		var buf bytes.Buffer
		if _, err := draw(&buf, m, g, s); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := wellFormed(buf.String()); err != nil {
			t.Errorf("%s: not XML: %v", name, err)
		}
		// Checks derived from the scene, not from an earlier output.
		checkUnits(t, name, s, g, buf.String())
		checkOrders(t, name, s, buf.String())
		golden(t, name, buf.Bytes())
	}
}

// golden holds got to testdata/name.svg, or writes it there with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name+".svg")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%s: %v (run go test ./engine/render -run Golden -update, then look at the files)", name, err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s: output differs from %s; if the change is meant, rerun with -update and review the diff", name, path)
	}
}
