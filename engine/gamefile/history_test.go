package gamefile

import (
	"bytes"
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// historyFile is a game file after a year of play whose sheets stretch the
// history: offers, a tab, accented and Cyrillic letters, lines ignored under
// --lenient, acceptance lists and a retreat.
func historyFile(t *testing.T) []byte {
	t.Helper()
	g := newGame(t, game.Playing)
	for _, text := range []string{
		"FRANCE:\n3 : A PAR - BUR\t% a tab, é and ж\n2 : F BRE - MAO\nGERMANY:\n4 : A MUN - BUR\n1 : A BER - KIE\nGARBAGE LINE\n",
		"FRANCE:\n5 : A BUR - MUN\n2 : F MAO - SPA/SC\nGERMANY:\n1 : A KIE - HOL\nRUSSIA:\n9 : A WAR - GAL\n",
		"",
		"ENGLAND:\n1 : F LON - NTH\n",
	} {
		r, err := Adjudicate(g, text, game.Options{Lenient: true})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		g = next(t, r)
	}
	data, err := g.File.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Issue 19: a history as Encode writes it is scanned, kept as read and
// written out again as it is, byte for byte what decoding it and encoding
// it again writes, and each entry reads as the decoded one.
func TestHistoryKeptAsRead(t *testing.T) {
	data := historyFile(t)
	fast := decodeFast(data)
	if fast == nil || fast.History.Len() < 4 {
		t.Fatalf("the scan refuses a history Encode wrote")
	}
	slow, err := decodeSlow(data)
	if err != nil {
		t.Fatal(err)
	}
	for i, it := range fast.History.items {
		if it.raw == nil || it.entry != nil {
			t.Fatalf("history[%d] was decoded", i)
		}
		if got, want := fast.History.At(i), slow.History.At(i); !reflect.DeepEqual(got, want) {
			t.Errorf("history[%d] reads as %+v, decodes as %+v", i, got, want)
		}
		if got, want := fast.History.Phase(i), slow.History.At(i).Phase; got != want {
			t.Errorf("history[%d] phase %q, decoded %q", i, got, want)
		}
	}
	out, err := fast.Encode()
	if err != nil {
		t.Fatal(err)
	}
	again, err := slow.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, data) || !bytes.Equal(again, data) {
		t.Errorf("the file is written again differently:\nkept: %d bytes, re-encoded: %d bytes, read: %d bytes", len(out), len(again), len(data))
	}
	// As JSON (the command line's --json), the same as decoded entries.
	js1, err1 := json.Marshal(fast)
	js2, err2 := json.Marshal(slow)
	if err1 != nil || err2 != nil || !bytes.Equal(js1, js2) {
		t.Errorf("the file as JSON differs from the decoded one (%v, %v)", err1, err2)
	}
	// An entry changed in place is written from what it holds.
	fast.History.Edit(1).Chart = "a new chart"
	out, _ = fast.Encode()
	if !bytes.Contains(out, []byte(`"chart": "a new chart"`)) {
		t.Errorf("an edited entry is written as read")
	}
}

// Issue 19: the scan refuses, as decoding does, every value checkHistory
// and the strict decoding refuse, in a history otherwise as Encode writes
// it; the file is then read the slow way and the error names the field.
func TestHistoryScanRefusesWhatDecodingRefuses(t *testing.T) {
	data := string(historyFile(t))
	const entrySeed = `"phase": "S1901M",` + "\n" + `      "seed": 7,`
	cases := []struct {
		name, old, new string
		want           []string // fragments of Load's error; none: the file loads the slow way
	}{
		{"negative balance", `"balances": {` + "\n" + `        "AUSTRIA": `, `"balances": {` + "\n" + `        "AUSTRIA": -`, []string{"history[0].balances.AUSTRIA", "not between 0 and"}},
		{"balance over the limit", `"balances": {` + "\n" + `        "AUSTRIA": `, `"balances": {` + "\n" + `        "AUSTRIA": 1000000`, []string{"history[0].balances.AUSTRIA", "not between 0 and"}},
		{"unknown result", `"result": "fails"`, `"result": "exploded"`, []string{"result", "exploded"}},
		{"bad phase", `"phase": "S1901M"`, `"phase": "S01901M"`, []string{"history[0].phase", "S01901M"}},
		{"control character", `"FRANCE": "3 : A PAR`, `"FRANCE": "\u001b[2J3 : A PAR`, []string{"history[0].sheets.FRANCE", "U+001B"}},
		{"direction character", `"FRANCE": "3 : A PAR`, "\"FRANCE\": \"\u202e3 : A PAR", []string{"history[0].sheets.FRANCE", "U+202E"}},
		{"key given twice", entrySeed, entrySeed + "\n" + `      "seed": 7,`, []string{"history[0].seed", "twice"}},
		{"unknown field", entrySeed, entrySeed + "\n" + `      "sead": 7,`, []string{"history[0].sead", "did you mean seed"}},
		{"unknown field in an order", `"dislodged": false`, `"dislodged": false,` + "\n" + `          "totl": 3`, []string{"history[0]", "totl"}},
		{"a number for a text", `"phase": "S1901M"`, `"phase": 1901`, []string{"history", "phase", "string"}},
		{"a reason the judge never gives", `"reason": "bounced"`, `"reason": "bad luck"`, []string{"cause.reason", "bad luck"}},
		{"a negative strength", `"strength": 1`, `"strength": -1`, []string{"cause", "never negative"}},
		{"a line break in a cause's words", `"words": "bounced`, `"words": "\nbounced`, []string{"cause.words", "U+000A"}},
		{"a direction character in a cause's unit", `"by": [` + "\n" + `              "A MUN"`, `"by": [` + "\n" + `              "` + "\u202e" + `A MUN"`, []string{"cause.by[0]", "U+202E"}},
		{"not JSON", `"seed": 7,`, `"seed": 7,,`, []string{"not valid JSON", "line"}},
		// Written otherwise than Encode writes it: loaded, at the fast lane
		// (issue 29), or the slow way for an escape.
		{"fields out of order", entrySeed, `"seed": 7,` + "\n" + `      "phase": "S1901M",`, nil},
		{"indented otherwise", entrySeed, `"phase": "S1901M",` + "\n" + `       "seed": 7,`, nil},
		{"an empty field Encode leaves out", entrySeed, entrySeed + "\n" + `      "phantoms": [],`, nil},
		{"a trailing comma", `"dislodged": false` + "\n", `"dislodged": false,` + "\n", []string{"not valid JSON"}},
		{"an escape Encode does not write", `"phase": "S1901M"`, `"phase": "S1901\u004d"`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(data, c.old) {
				t.Fatalf("the file has no %q", c.old)
			}
			bad := []byte(strings.Replace(data, c.old, c.new, 1))
			taken := decodeFast(bad) != nil
			_, err := Load(bad)
			if c.want == nil {
				if err != nil {
					t.Errorf("a file written otherwise does not load: %v", err)
				}
				if escaped := strings.Contains(c.new, `\u`); taken == escaped {
					t.Errorf("taken at the fast lane: %v; want it taken unless it holds an escape", taken)
				}
				return
			}
			if taken {
				t.Errorf("the scan lets it through")
			}
			if err == nil {
				t.Fatalf("loads")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
		})
	}
}

// Issue 19: whatever is changed in a file as Encode writes it, the scan
// lets nothing through that reading the file the slow way would refuse or
// write otherwise: on thousands of changes at random places, a file the
// scan takes loads as the slow way loads it (same errors, same bytes out).
func TestHistoryScanAgreesWithDecoding(t *testing.T) {
	data := historyFile(t)
	start := bytes.Index(data, []byte("\n  \"history\": ["))
	inserts := []string{"\"", "\\", " ", "\n", "0", "-", "1", "}", "{", "]", ",", "x", ":", "\x7f", "\xc2\x85", "\xe2\x80\xae", "\\u0007", "\\n", "\\r", "é", "null", "\"\": 1", "true", "9999999"}
	rng := rand.New(rand.NewPCG(19, 1))
	fastTaken := 0
	for n := 0; n < 2500; n++ {
		at := start + rng.IntN(len(data)-start)
		cut := rng.IntN(3)
		if at+cut > len(data) {
			cut = 0
		}
		ins := inserts[rng.IntN(len(inserts))]
		if rng.IntN(4) == 0 {
			ins = ""
		}
		m := append(append(append([]byte{}, data[:at]...), ins...), data[at+cut:]...)
		fast := decodeFast(m)
		if fast == nil {
			continue
		}
		fastTaken++
		slow, err := decodeSlow(m)
		if err != nil {
			t.Fatalf("the scan takes what decoding refuses (%v): %q at %d", err, ins, at)
		}
		_, errFast := New(fast)
		_, errSlow := New(slow)
		if (errFast == nil) != (errSlow == nil) || (errFast != nil && errFast.Error() != errSlow.Error()) {
			t.Fatalf("%q at %d: loads with %v, the slow way with %v", ins, at, errFast, errSlow)
		}
		// Kept as read (issue 29): written again with the entries' own
		// bytes, which read as the slow way's entries.
		if !reflect.DeepEqual(fast.History.Entries(), slow.History.Entries()) {
			t.Fatalf("%q at %d: the entries read otherwise than the slow way reads them", ins, at)
		}
		outFast, err1 := fast.Encode()
		if err1 != nil {
			t.Fatal(err1)
		}
		again, err := decodeSlow(outFast)
		if err != nil || !reflect.DeepEqual(again.History.Entries(), slow.History.Entries()) {
			t.Fatalf("%q at %d: written again otherwise than read (%v)", ins, at, err)
		}
		for i, it := range fast.History.items {
			if !bytes.Contains(outFast, it.raw) {
				t.Fatalf("%q at %d: history[%d] is not written as read", ins, at, i)
			}
		}
	}
	t.Logf("%d changed files of %d bytes taken by the scan", fastTaken, len(data))
	if fastTaken == 0 {
		t.Errorf("no change left the file for the scan: the test tests nothing")
	}
}
