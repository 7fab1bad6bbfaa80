package gamefile_test

import (
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"reflect"
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
)

// Issue 32's plots read each phase's tally (gamefile.Tally); a raw
// entry's is what the load's scan noted while it read the entry's bytes,
// a decoded entry's is read from its fields (tallyOf). The two must agree
// on every entry of played games (centers and units per power, each
// ledger's balance after and amount paid, the orders' totals per power),
// on the engine's layout and on an editor's, or the plots would change
// with how the history was last read; and whatever powers are asked for,
// in whatever order, each power's numbers are its own.
func TestTalliesOfRawAndDecodedEntriesAgree(t *testing.T) {
	data, _, err := gametest.LongGame(3, publishNext)
	if err != nil {
		t.Fatal(err)
	}
	for _, layout := range []struct {
		name string
		data []byte
	}{{"engine", data}, {"json.tool", reindent(t, data)}, {"compact", compact(t, data)}, {"escaped", escaped(data)}, {"edited", edited(t, data)}} {
		g, err := gamefile.Load(layout.data)
		if err != nil {
			t.Fatal(err)
		}
		f := g.File
		entries := f.History.Entries()
		decoded := gamefile.HistoryOf(entries...)
		all := named(entries)
		if len(all) < 7 {
			t.Fatalf("%s: the history names %d powers", layout.name, len(all))
		}
		for _, powers := range [][]string{all, others(all)} {
			raw, scanned := f.History.TalliesOf(powers)
			if scanned != f.History.Len() || len(raw) < 9 {
				t.Fatalf("%s: %d of %d entries tallied by the scan", layout.name, scanned, f.History.Len())
			}
			want, _ := decoded.TalliesOf(powers)
			boards, money, received := 0, 0, 0
			for i := range raw {
				if !reflect.DeepEqual(raw[i], want[i]) {
					t.Errorf("%s, %d powers: entry %d (%s): scanned %+v, decoded %+v", layout.name, len(powers), i, raw[i].Phase, raw[i], want[i])
				}
				if slices.ContainsFunc(raw[i].Centers, positive) && slices.ContainsFunc(raw[i].Units, positive) {
					boards++
				}
				if slices.ContainsFunc(raw[i].After, positive) {
					money++
				}
				if slices.ContainsFunc(raw[i].Received, positive) {
					received++
				}
			}
			if boards == 0 || money == 0 || received == 0 {
				t.Errorf("%s: nothing to compare: %d boards, %d ledgers, %d entries with receipts", layout.name, boards, money, received)
			}
		}
		if raw, want := f.History.Tallies(g.Map), decoded.Tallies(g.Map); !reflect.DeepEqual(raw, want) {
			t.Errorf("%s: the tallies on the map differ", layout.name)
		}
	}
}

func positive(n int) bool { return n > 0 }

// named is every power the entries name, in the board, the ledgers or an
// order, sorted.
func named(entries []gamefile.HistoryEntry) []string {
	var out []string
	for _, e := range entries {
		if e.Board != nil {
			out = append(append(out, slices.Collect(maps.Keys(e.Board.Centers))...), slices.Collect(maps.Keys(e.Board.Units))...)
		}
		out = append(out, slices.Collect(maps.Keys(e.Ledgers))...)
		for _, o := range e.Orders {
			out = append(out, o.Power)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// others is powers less its first, backwards, and a power no entry names:
// numbers placed by name, not by where the scan met the powers.
func others(powers []string) []string {
	out := slices.Clone(powers[min(1, len(powers)):])
	slices.Reverse(out)
	return append(out, "Atlantis")
}

// reindent is data laid out as python -m json.tool lays it out (four
// spaces); compact is it without any layout.
func reindent(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := json.Indent(&b, data, "", "    "); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func compact(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, data); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// escaped is data with every chart opening with escaped quotes and
// backslashes, as a walk that skips strings must read them. (A power's
// name written with an escape, \u0046RANCE, takes the load's slow lane,
// which decodes the entry: no walk reads it.)
func escaped(data []byte) []byte {
	return bytes.ReplaceAll(data, []byte(`"chart": "`), []byte(`"chart": "\"quoted\" \\ \\\" `))
}

// edited is data as a hand might leave it: a power's centers null after
// another power's (the count is not carried over), an entry without its
// board, one with its ledgers empty, an order's total null.
func edited(t *testing.T, data []byte) []byte {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var f map[string]any
	if err := d.Decode(&f); err != nil {
		t.Fatal(err)
	}
	history, _ := f["history"].([]any)
	if len(history) == 0 {
		t.Fatal("no history to edit")
	}
	entry := func(i int) map[string]any { return history[i%len(history)].(map[string]any) }
	if b, ok := entry(3)["board"].(map[string]any); ok {
		b["centers"].(map[string]any)["FRANCE"] = nil
	}
	entry(4)["board"] = nil
	entry(5)["ledgers"] = map[string]any{}
	for _, o := range entry(6)["orders"].([]any) {
		if o := o.(map[string]any); o["total"] != nil {
			o["total"] = nil
			break
		}
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// FuzzTallies holds the scan's notes to the decoder on any game file the
// load's scan takes: whatever layout, escapes or values, the tallies of
// the file's raw entries are those of its decoded entries.
func FuzzTallies(f *testing.F) {
	data, _, err := gametest.LongGame(1, publishNext)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add(compact(&testing.T{}, data))
	f.Add(escaped(data))
	f.Add(edited(&testing.T{}, data))
	seed, err := os.ReadFile("testdata/history4.json") // FuzzHistoryLanes' seed: captures, transfers, causes
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := gamefile.Decode(data)
		if err != nil {
			return
		}
		entries := g.History.Entries()
		all := named(entries)
		for _, powers := range [][]string{all, others(all)} {
			raw, _ := g.History.TalliesOf(powers)
			decoded, _ := gamefile.HistoryOf(entries...).TalliesOf(powers)
			if !reflect.DeepEqual(raw, decoded) {
				t.Errorf("%d powers: scanned %+v\ndecoded %+v", len(powers), raw, decoded)
			}
		}
	})
}
