package gamefile

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// Issue 29: the scan notes every power, unit and province the entries hold, each
// with the first entry that holds it, though it looks up only the names
// it has not seen lately (recent): what it notes is what the decoded
// entries hold, read field by field.
func TestHistoryScanNotesEveryName(t *testing.T) {
	base := string(historyFile(t))
	for _, c := range []struct{ name, old, new string }{
		{"as written", "", ""},
		// A wrong name of the length of a right one, after the right one
		// was seen: noted, so that Load refuses it.
		{"a wrong unit", `"unit": "A VIE"`, `"unit": "A VIX"`},
		{"an empty unit", `"unit": "A VIE"`, `"unit": ""`},
		{"a wrong center", `"MUN"` + "\n", `"MUX"` + "\n"},
		{"a wrong power", `"power": "RUSSIA"`, `"power": "RUSSIB"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := []byte(base)
			if c.old != "" {
				i := strings.LastIndex(base, c.old)
				if i < 0 {
					t.Fatalf("the file has no %q", c.old)
				}
				data = []byte(base[:i] + c.new + base[i+len(c.old):])
			}
			f := decodeFast(data)
			if f == nil {
				t.Fatal("the scan refuses the file")
			}
			powers, units, provinces := map[string]int{}, map[string]int{}, map[string]int{}
			first := func(m map[string]int, name string, entry int) {
				if _, ok := m[name]; !ok {
					m[name] = entry
				}
			}
			for i, e := range f.History.Entries() {
				for _, o := range e.Orders {
					first(units, o.Unit, i)
					first(powers, o.Power, i)
				}
				for _, c := range e.Captures {
					first(provinces, c.Center, i)
					first(powers, c.To, i)
					if c.From != "" {
						first(powers, c.From, i)
					}
				}
				for _, tr := range e.Transfers {
					first(powers, tr.From, i)
					first(powers, tr.To, i)
				}
				for _, m := range []map[string]string{e.Sheets, e.Accept} {
					for p := range m {
						first(powers, p, i)
					}
				}
				for _, m := range []map[string]int{e.Balances, e.Income, e.Earned} {
					for p := range m {
						first(powers, p, i)
					}
				}
				for p := range e.Ledgers {
					first(powers, p, i)
				}
				if b := e.Board; b != nil {
					for _, p := range slices.Sorted(maps.Keys(b.Units)) {
						for _, u := range b.Units[p] {
							first(units, u, i)
						}
					}
					for _, p := range slices.Sorted(maps.Keys(b.Centers)) {
						for _, v := range b.Centers[p] {
							first(provinces, v, i)
						}
					}
					for _, d := range b.Dislodged {
						first(units, d.Unit, i)
						first(powers, d.Power, i)
					}
					for p := range b.Units {
						first(powers, p, i)
					}
					for p := range b.Centers {
						first(powers, p, i)
					}
				}
			}
			if !maps.Equal(f.History.names.powers, powers) {
				t.Errorf("powers noted %v, held %v", f.History.names.powers, powers)
			}
			if !maps.Equal(f.History.names.units, units) {
				t.Errorf("units noted %v, held %v", f.History.names.units, units)
			}
			if !maps.Equal(f.History.names.provinces, provinces) {
				t.Errorf("provinces noted %v, held %v", f.History.names.provinces, provinces)
			}
			if _, err := Load(data); (err == nil) != (c.old == "") {
				t.Errorf("Load: %v", err)
			}
		})
	}
}

// recent takes a name for seen only when its slot holds the same bytes:
// never an empty name, never another name of its slot.
func TestRecentNames(t *testing.T) {
	var r recent
	for range 2 {
		if r.seen([]byte("")) {
			t.Error("an empty name is taken for seen")
		}
	}
	if r.seen([]byte("A BUD")) || !r.seen([]byte("A BUD")) {
		t.Error("A BUD is not seen the second time")
	}
	// Every name of two letters: many share a slot, none is taken for
	// another.
	for a := 'A'; a <= 'Z'; a++ {
		for b := 'A'; b <= 'Z'; b++ {
			name := []byte{byte(a), byte(b)}
			if r.seen(name) {
				t.Fatalf("%s is taken for seen before it was", name)
			}
		}
	}
}

// Between the tokens of the history the scan skips what JSON calls
// whitespace (space, tab, line feed, carriage return), in runs of any
// length, and nothing else: any other byte below 0x21 there is refused,
// as decoding refuses it; after a comma (a line break and indentation
// follow) and after a colon (one space follows).
func TestHistoryScanSkipsOnlyJSONWhitespace(t *testing.T) {
	base := string(historyFile(t))
	h := strings.Index(base, `"history": [`)
	i := strings.Index(base[h+1:], `"seed": 7,`) // in the first entry
	if h < 0 || i < 0 {
		t.Fatal("the file's history has no seed")
	}
	i += h + 1
	for _, at := range []int{i + len(`"seed": 7,`), i + len(`"seed":`)} {
		for c := range 0x21 {
			for _, n := range []int{1, 2, 9, 17} {
				run := strings.Repeat(string(rune(c)), n)
				data := []byte(base[:at] + run + base[at:])
				_, err := decodeSlow(data)
				taken := decodeFast(data) != nil
				json := strings.ContainsRune(" \t\n\r", rune(c))
				if taken != json || (err == nil) != json {
					t.Errorf("%d bytes %#x before %.8q: taken by the scan %v, decoded with %v", n, c, base[at:], taken, err)
				}
			}
		}
	}
}
