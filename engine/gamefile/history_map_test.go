package gamefile_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/maps"
)

// played is a game of the map after its first year, every unit holding.
func played(t *testing.T, mapName string) []byte {
	t.Helper()
	m, err := maps.Load(mapName)
	if err != nil {
		t.Fatal(err)
	}
	f, err := gamefile.Start(m, "carried", 7)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		g, err := gamefile.LoadFrom(data, maps.Load)
		if err != nil {
			t.Fatal(err)
		}
		r, err := gamefile.Adjudicate(g, "", game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if data, err = r.Next.Encode(); err != nil {
			t.Fatal(err)
		}
	}
	return data
}

// edit changes the game file through its JSON, and writes it back as the
// engine indents it.
func edit(t *testing.T, data []byte, change func(file map[string]any, history []any)) []byte {
	t.Helper()
	var file map[string]any
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	if err := d.Decode(&file); err != nil {
		t.Fatal(err)
	}
	change(file, file["history"].([]any))
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(file); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// loadsBothWays is Load's error for the file read at the fast lane and read
// the slow way, which must be the same, for the file as given and as
// `python3 -m json.tool` re-indents it.
func loadBothWays(t *testing.T, data []byte) error {
	t.Helper()
	var tool bytes.Buffer
	if err := json.Indent(&tool, data, "", "    "); err != nil {
		t.Fatal(err)
	}
	var first error
	for i, layout := range [][]byte{data, tool.Bytes()} {
		fast := gamefile.DecodeFast(layout)
		if fast == nil {
			t.Fatalf("layout %d: the fast lane does not take the file", i)
		}
		_, errFast := gamefile.NewFrom(fast, maps.Load)
		slow, err := gamefile.DecodeSlow(layout)
		if err != nil {
			t.Fatal(err)
		}
		_, errSlow := gamefile.NewFrom(slow, maps.Load)
		if (errFast == nil) != (errSlow == nil) || (errFast != nil && errFast.Error() != errSlow.Error()) {
			t.Fatalf("layout %d: the fast lane says %v, the slow way %v", i, errFast, errSlow)
		}
		if _, err := gamefile.LoadFrom(layout, maps.Load); (err == nil) != (errFast == nil) {
			t.Fatalf("layout %d: Load says %v, the lanes %v", i, err, errFast)
		}
		if i == 0 {
			first = errFast
		}
	}
	return first
}

func wantError(t *testing.T, err error, fragments ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("loads; want an error naming %q", fragments)
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q does not name %q", err, f)
		}
	}
}

// Issue 30: a standard game carrying youngstown's history is refused at
// load, naming the entry and the field, not when render --phase draws it.
func TestHistoryOfAnotherMapRefused(t *testing.T) {
	standard, young := played(t, "standard"), played(t, "youngstown")
	if err := loadBothWays(t, standard); err != nil {
		t.Fatalf("the standard game itself: %v", err)
	}
	var yh []any
	edit(t, young, func(_ map[string]any, h []any) { yh = h })
	bad := edit(t, standard, func(f map[string]any, _ []any) { f["history"] = yh })
	wantError(t, loadBothWays(t, bad), "history[0].", "is not a power of the standard map", "JAPAN")
}

// Issue 30: an order `F TOK H` by JAPAN in a standard game's history.
func TestHistoryOrderOffTheMapRefused(t *testing.T) {
	bad := edit(t, played(t, "standard"), func(_ map[string]any, h []any) {
		o := h[0].(map[string]any)["orders"].([]any)[2].(map[string]any)
		o["power"], o["unit"], o["order"] = "JAPAN", "F TOK", "F TOK H"
	})
	wantError(t, loadBothWays(t, bad), `history[0].orders[2].power: "JAPAN" is not a power of the standard map`, `history[0].orders[2].unit: "F TOK"`, "not a place")
}

// Issue 30: a history phase renamed to the future.
func TestHistoryPhaseInTheFutureRefused(t *testing.T) {
	bad := edit(t, played(t, "standard"), func(_ map[string]any, h []any) {
		h[len(h)-1].(map[string]any)["phase"] = "S1950M"
	})
	wantError(t, loadBothWays(t, bad), "].phase: S1950M is not before the game's phase")
}

// Issue 30: a history phase given twice, and phases out of order.
func TestHistoryPhaseTwiceOrOutOfOrderRefused(t *testing.T) {
	data := played(t, "standard")
	twice := edit(t, data, func(_ map[string]any, h []any) {
		h[1].(map[string]any)["phase"] = h[0].(map[string]any)["phase"]
	})
	wantError(t, loadBothWays(t, twice), "history[1].phase: S1901M is history[0]'s phase given again")
	swapped := edit(t, data, func(_ map[string]any, h []any) {
		h[0], h[1] = h[1], h[0]
	})
	wantError(t, loadBothWays(t, swapped), "history[1].phase: S1901M comes before history[0]'s")
	var phase any
	now := edit(t, data, func(f map[string]any, h []any) {
		phase = f["phase"]
		h[len(h)-1].(map[string]any)["phase"] = phase
	})
	wantError(t, loadBothWays(t, now), fmt.Sprintf("].phase: %s is not before the game's phase %[1]s", phase))
}
