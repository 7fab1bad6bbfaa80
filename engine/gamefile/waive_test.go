package gamefile_test

import (
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
)

// A WAIVE (game-format §2: a build given up) is issued without a unit, and
// the next file, whose history holds it, must load: every next file loads
// (found by the random years on every map, issue 31; it was refused as
// `history[0].orders[0].unit: ""`).
func TestWaiveInHistoryLoads(t *testing.T) {
	g := startOn(t, "standard", func(f *gamefile.File) {
		f.Phase = "W1901A"
		setPower(f, "GERMANY", []string{"BER", "DEN", "KIE", "MUN"}, []string{"A BER", "A KIE", "A MUN"})
	})
	r, err := gamefile.Adjudicate(g, "GERMANY:\nWAIVE\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := r.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	next, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatalf("the file after a WAIVE does not load: %v", err)
	}
	if o := next.File.History.Last().Orders; len(o) != 1 || o[0].Order != "WAIVE" || o[0].Result != "succeeds" {
		t.Errorf("the history keeps %+v, want the WAIVE that succeeded", o)
	}
	// Read back from its text (the scan's path), it loads again.
	again, err := next.File.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := gamefile.LoadFrom(again, maps.Load); err != nil {
		t.Fatalf("read back: %v", err)
	}
}
