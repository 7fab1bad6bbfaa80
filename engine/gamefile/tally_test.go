package gamefile_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
)

// Issue 32's plots read each phase's tally (gamefile.Tally) from the raw
// entry's bytes, without decoding the rest of it; a decoded entry is
// tallied from its fields. The two must agree on every entry of played
// games (centers and units per power, each ledger's balance after and
// amount paid, the orders' totals per power), on the engine's layout and
// on an editor's, or the plots would change with how the history was
// last read.
func TestTalliesOfRawAndDecodedEntriesAgree(t *testing.T) {
	data, _, err := gametest.LongGame(3, publishNext)
	if err != nil {
		t.Fatal(err)
	}
	for _, layout := range []struct {
		name string
		data []byte
	}{{"engine", data}, {"json.tool", reindent(t, data)}, {"compact", compact(t, data)}, {"escaped", escaped(data)}} {
		f, err := gamefile.Decode(layout.data)
		if err != nil {
			t.Fatal(err)
		}
		raw, walked := f.History.WalkedTallies()
		if walked != f.History.Len() || !reflect.DeepEqual(raw, f.History.Tallies()) {
			t.Fatalf("%s: %d of %d entries walked from their bytes, or the guarded walk differs", layout.name, walked, f.History.Len())
		}
		decoded := gamefile.HistoryOf(f.History.Entries()...).Tallies()
		if len(raw) != f.History.Len() || len(raw) < 9 {
			t.Fatalf("%s: %d tallies for %d entries", layout.name, len(raw), f.History.Len())
		}
		boards, money, received := 0, 0, 0
		for i := range raw {
			if !reflect.DeepEqual(raw[i], decoded[i]) {
				t.Errorf("%s: entry %d (%s): raw %+v, decoded %+v", layout.name, i, raw[i].Phase, raw[i], decoded[i])
			}
			if len(raw[i].Centers) > 0 && len(raw[i].Units) > 0 {
				boards++
			}
			if len(raw[i].After) > 0 {
				money++
			}
			received += len(raw[i].Received)
		}
		if boards == 0 || money == 0 || received == 0 {
			t.Errorf("%s: nothing to compare: %d boards, %d ledgers, %d powers' receipts", layout.name, boards, money, received)
		}
	}
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

// FuzzTallies holds the walk of raw entries to the decoder on any game
// file the load takes: whatever layout, escapes or values, the tallies
// of the file's raw entries are those of its decoded entries.
func FuzzTallies(f *testing.F) {
	data, _, err := gametest.LongGame(1, publishNext)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add(compact(&testing.T{}, data))
	f.Add(escaped(data))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := gamefile.Decode(data)
		if err != nil {
			return
		}
		raw, _ := g.History.WalkedTallies()
		decoded := gamefile.HistoryOf(g.History.Entries()...).Tallies()
		if !reflect.DeepEqual(raw, decoded) {
			t.Errorf("raw %+v\ndecoded %+v", raw, decoded)
		}
	})
}
