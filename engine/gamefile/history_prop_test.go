package gamefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"
)

// Issue 29: the fast lane and the slow decode reach the same verdict on
// every file: each field of each history entry set in turn to a boundary
// value (-1, 0, MaxAmount, MaxAmount+1), a value of another type, a power,
// unit or phase from elsewhere, or left out, with the fields in a random
// order and laid out as the engine writes them, as json.tool does and
// with odd whitespace. Where the fast lane takes a file, Load (New) says
// what it says of the slow way's reading, word for word, and the entries
// read the same; and it takes every file whose entries only moved.
func TestHistoryLanesAgreeOnMutatedEntries(t *testing.T) {
	base := historyFile(t)
	start := historyAt(base)
	_, _, end, ok := scanHistory(base, start)
	if start < 0 || !ok {
		t.Fatal("the scan refuses the engine's own history")
	}
	d := json.NewDecoder(bytes.NewReader(base[start:end]))
	d.UseNumber()
	var entries []any
	if err := d.Decode(&entries); err != nil {
		t.Fatal(err)
	}
	var paths [][]any
	var walk func(v any, path []any)
	walk = func(v any, path []any) {
		if len(path) > 0 {
			paths = append(paths, slices.Clone(path))
		}
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				walk(e, append(path, k))
			}
		case []any:
			for i, e := range v {
				walk(e, append(path, i))
			}
		}
	}
	walk(entries, nil)
	slices.SortFunc(paths, func(a, b []any) int { return cmpPath(a, b) })
	// One path of each kind: every field of every kind of record once,
	// whichever entry, order or power holds it.
	kinds := map[string]bool{}
	paths = slices.DeleteFunc(paths, func(p []any) bool {
		kind := ""
		for i, step := range p {
			switch step := step.(type) {
			case int:
				kind += "[#]"
			case string:
				if i > 0 && mapKeyed[fmt.Sprint(p[i-1])] {
					step = "*"
				}
				kind += "." + step
			}
		}
		if kinds[kind] {
			return true
		}
		kinds[kind] = true
		return false
	})
	deleted := &struct{}{}
	values := []any{nil, deleted, json.Number("-1"), json.Number("0"), json.Number(strconv.Itoa(MaxAmount)), json.Number(strconv.Itoa(MaxAmount + 1)),
		"x", "", true, []any{}, map[string]any{}, "JAPAN", "F TOK", "S1950M", "S1901M", json.Number("1.5")}
	rng := rand.New(rand.NewPCG(29, 30))
	fastTaken, missed, runs := 0, 0, 0
	try := func(what string, hist []any, layout int, mustTake bool) {
		runs++
		var buf bytes.Buffer
		writeLaidOut(&buf, hist, 1, layout, rng, "")
		file := append(append(append([]byte{}, base[:start]...), buf.Bytes()...), base[end:]...)
		fast := decodeFast(file)
		slow, errSlow := decodeSlow(file)
		if fast == nil {
			if mustTake {
				t.Fatalf("%s, layout %d: the fast lane does not take entries that only moved:\n%.600s", what, layout, buf.Bytes())
			}
			if errSlow == nil {
				if _, err := New(slow); err == nil {
					missed++ // taken the slow way: slower, never another verdict
				}
			}
			return
		}
		fastTaken++
		if errSlow != nil {
			t.Fatalf("%s, layout %d: the fast lane takes what decoding refuses: %v", what, layout, errSlow)
		}
		_, errFast := New(fast)
		_, errS := New(slow)
		if (errFast == nil) != (errS == nil) || (errFast != nil && errFast.Error() != errS.Error()) {
			t.Fatalf("%s, layout %d: the fast lane says %v, the slow way %v", what, layout, errFast, errS)
		}
		if errFast == nil && !reflect.DeepEqual(fast.History.Entries(), slow.History.Entries()) {
			t.Fatalf("%s, layout %d: the entries read otherwise at the fast lane", what, layout)
		}
	}
	for layout := range 3 {
		try("nothing changed", entries, layout, true)
	}
	for _, p := range paths {
		for _, v := range values {
			hist := deepCopy(entries).([]any)
			if !setPath(hist, p, v, deleted) {
				continue
			}
			try(fmt.Sprintf("%v = %v", p, v), hist, rng.IntN(3), false)
		}
	}
	// A power's key renamed to one not on the map, in each map of powers.
	for _, p := range paths {
		if len(p) < 2 || !mapKeyed[fmt.Sprint(p[len(p)-2])] {
			continue
		}
		hist := deepCopy(entries).([]any)
		var parent any = hist
		for _, step := range p[:len(p)-1] {
			switch c := parent.(type) {
			case []any:
				parent = c[step.(int)]
			case map[string]any:
				parent = c[step.(string)]
			}
		}
		m := parent.(map[string]any)
		k := p[len(p)-1].(string)
		m["JAPAN"] = m[k]
		delete(m, k)
		try(fmt.Sprintf("%v renamed JAPAN", p), hist, rng.IntN(3), false)
	}
	t.Logf("%d files: %d taken at the fast lane, %d loaded the slow way only", runs, fastTaken, missed)
	if fastTaken < 100 || missed > fastTaken {
		t.Errorf("the fast lane took only %d of %d files (%d loaded the slow way only): the test tests little", fastTaken, runs, missed)
	}
}

func cmpPath(a, b []any) int {
	return bytes.Compare([]byte(fmt.Sprint(a...)), []byte(fmt.Sprint(b...)))
}

func deepCopy(v any) any {
	switch v := v.(type) {
	case map[string]any:
		c := make(map[string]any, len(v))
		for k, e := range v {
			c[k] = deepCopy(e)
		}
		return c
	case []any:
		c := make([]any, len(v))
		for i, e := range v {
			c[i] = deepCopy(e)
		}
		return c
	}
	return v
}

// setPath sets the value at path, or deletes it when v is deleted.
func setPath(root []any, path []any, v, deleted any) bool {
	var cur any = root
	for i, step := range path {
		last := i == len(path)-1
		switch c := cur.(type) {
		case []any:
			n := step.(int)
			if last {
				if v == deleted {
					return false // an array's element: left as it is
				}
				c[n] = v
				return true
			}
			cur = c[n]
		case map[string]any:
			k := step.(string)
			if last {
				if v == deleted {
					delete(c, k)
				} else {
					c[k] = v
				}
				return true
			}
			cur = c[k]
		}
	}
	return false
}

// mapKeyed are the keys whose objects are maps (sorted keys) rather than
// structs (any order).
var mapKeyed = map[string]bool{"sheets": true, "accept": true, "balances": true, "income": true, "earned": true, "ledgers": true, "units": true, "centers": true}

// writeLaidOut writes v as JSON in one of three layouts: 0 the engine's
// (two spaces), 1 json.tool's (four spaces), 2 odd whitespace (tabs,
// carriage returns, spaces before colons and commas). A struct's fields
// are written in a random order, a map's keys sorted.
func writeLaidOut(b *bytes.Buffer, v any, depth, layout int, rng *rand.Rand, key string) {
	nl := func(d int) {
		switch layout {
		case 0:
			b.WriteString("\n" + spacesN(2*d))
		case 1:
			b.WriteString("\n" + spacesN(4*d))
		default:
			b.WriteString([]string{"", " ", "\r\n\t", "\n\t \t", "  "}[rng.IntN(5)])
		}
	}
	odd := func() {
		if layout == 2 {
			b.WriteString([]string{"", " ", "\t", "\r\n"}[rng.IntN(4)])
		}
	}
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if !mapKeyed[key] {
			rng.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
		}
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				odd()
				b.WriteByte(',')
			}
			nl(depth + 1)
			kb, _ := json.Marshal(k)
			b.Write(kb)
			odd()
			b.WriteString(": ")
			writeLaidOut(b, v[k], depth+1, layout, rng, k)
		}
		if len(keys) > 0 {
			nl(depth)
		}
		b.WriteByte('}')
	case []any:
		b.WriteByte('[')
		for i, e := range v {
			if i > 0 {
				odd()
				b.WriteByte(',')
			}
			nl(depth + 1)
			writeLaidOut(b, e, depth+1, layout, rng, key)
		}
		if len(v) > 0 {
			nl(depth)
		}
		b.WriteByte(']')
	default:
		var sb bytes.Buffer
		enc := json.NewEncoder(&sb)
		enc.SetEscapeHTML(false)
		_ = enc.Encode(v)
		b.Write(bytes.TrimSuffix(sb.Bytes(), []byte("\n")))
	}
}

func spacesN(n int) string { return string(bytes.Repeat([]byte(" "), n)) }
