package publish

import (
	"bytes"
	"testing"

	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/render"
)

// Issue 20 (Drawings): the drawing the shell gives is the one every map of
// a game is drawn on, its downloads and its history alike; without one the
// map's built-in drawing is used. DPjudge's drawing of the standard board
// (the void variant's, whose provinces are the standard map's) stands in
// for another map's here.
func TestDrawingGiven(t *testing.T) {
	geo, pic, err := maps.Drawing("void")
	if err != nil {
		t.Fatal(err)
	}
	d, err := render.LoadDrawing(geo, pic)
	if err != nil {
		t.Fatal(err)
	}
	onPicture := func(svg []byte) bool { return bytes.Contains(svg, []byte(`<svg id="terrain"`)) }
	games, results, last := playedYear(t)
	for i, a := range results {
		a.Drawing = d
		dl, err := Downloads(games[i], a)
		if err != nil {
			t.Fatal(err)
		}
		maps := 0
		for _, f := range dl {
			if f.Kind == Map {
				maps++
				if !onPicture(f.Data) {
					t.Errorf("%s is not drawn on the drawing given", f.Name)
				}
			}
		}
		if maps == 0 {
			t.Errorf("phase %d: no map among the downloads", i)
		}
	}
	for _, p := range []Picture{{Drawing: d}, {Phase: "F1901R", Drawing: d}, {Phase: "W1901A", Drawing: d}, {}} {
		svg, err := Draw(last, p)
		if err != nil {
			t.Fatalf("%+v: %v", p.Phase, err)
		}
		if onPicture(svg) != (p.Drawing != nil) {
			t.Errorf("phase %q with drawing %v: drawn on the picture %v", p.Phase, p.Drawing != nil, onPicture(svg))
		}
	}
}
