package gamefile_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
)

// Issue 33, every fast path held against its slow twin, from outside the
// package (engine/game is being split; this file uses its exported API
// only): the history's fast scan and the full decode must refuse the same
// files. A history is written by playing two random years of a Zero Sum
// game and of a Tin Cup game (transfers, income, earnings, captures,
// phantoms, ledgers, charts all in it); then every number in it, one kind
// of field at a time, is set to each boundary value (-1, 0, MaxAmount,
// MaxAmount+1) and the file loaded. Whatever lane reads it, a negative
// number is refused everywhere but in a seed, and so is an amount above
// MaxAmount; a file the scan takes must also load when its layout alone
// changes (compact, indented), with the same verdict.

// richHistory plays two years of a game with the rules given and returns
// its encoded file.
func richHistory(t *testing.T, rules string) []byte {
	t.Helper()
	f, err := gamefile.StartVariant(board.Standard(), "amounts", 33, json.RawMessage(rules))
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	var last *gamefile.File
	if err := gametest.Play(data, nil, 33, 2, func(_ *gamefile.Game, r *gamefile.Result) error { last = r.Next; return nil }); err != nil {
		t.Fatal(err)
	}
	if data, err = last.Encode(); err != nil {
		t.Fatal(err)
	}
	return data
}

// numberPaths lists, under history, one path to a number of each kind of
// field (indices and power names folded), with the kind.
func numberPaths(v any) map[string][]any {
	out := map[string][]any{}
	var walk func(v any, path []any, kind string)
	walk = func(v any, path []any, kind string) {
		switch v := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(v))
			for k := range v {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				step := "." + k
				if k == strings.ToUpper(k) && len(k) > 2 { // a power's or a province's name as a key
					step = ".*"
				}
				walk(v[k], append(slices.Clone(path), k), kind+step)
			}
		case []any:
			for i, e := range v {
				walk(e, append(slices.Clone(path), i), kind+"[#]")
			}
		case json.Number:
			if _, seen := out[kind]; !seen {
				out[kind] = path
			}
		}
	}
	walk(v, []any{"history"}, "history")
	return out
}

// setNumber sets the number at path in the decoded file.
func setNumber(root map[string]any, path []any, n json.Number) {
	var at any = root
	for i, step := range path {
		last := i == len(path)-1
		switch c := at.(type) {
		case map[string]any:
			if last {
				c[step.(string)] = n
			}
			at = c[step.(string)]
		case []any:
			if last {
				c[step.(int)] = n
			}
			at = c[step.(int)]
		}
	}
}

// loads says whether the file loads as a game, and the error if not.
func loads(data []byte) error {
	f, err := gamefile.Decode(data)
	if err != nil {
		return err
	}
	_, err = gamefile.New(f)
	return err
}

func TestEveryHistoryNumberIsRangeChecked(t *testing.T) {
	tried, unchecked := map[string]bool{}, map[string]bool{}
	for _, rules := range []string{`{"zeroSum": true}`, `{"blind": true}`} {
		base := richHistory(t, rules)
		if err := loads(base); err != nil {
			t.Fatalf("%s: the engine's own file does not load: %v", rules, err)
		}
		d := json.NewDecoder(bytes.NewReader(base))
		d.UseNumber()
		var root map[string]any
		if err := d.Decode(&root); err != nil {
			t.Fatal(err)
		}
		kinds := numberPaths(root["history"])
		names := make([]string, 0, len(kinds))
		for k := range kinds {
			names = append(names, k)
		}
		sort.Strings(names)
		for _, kind := range names {
			path := kinds[kind]
			tried[kind] = true
			for _, v := range []int{-1, 0, gamefile.MaxAmount, gamefile.MaxAmount + 1} {
				d := json.NewDecoder(bytes.NewReader(base))
				d.UseNumber()
				var file map[string]any
				if err := d.Decode(&file); err != nil {
					t.Fatal(err)
				}
				setNumber(file, path, json.Number(strconv.Itoa(v)))
				compact, err := json.Marshal(file)
				if err != nil {
					t.Fatal(err)
				}
				indented, _ := json.MarshalIndent(file, "", "  ")
				errC, errI := loads(compact), loads(indented)
				what := fmt.Sprintf("%s: %s = %d", rules, kind, v)
				if (errC == nil) != (errI == nil) || (errC != nil && errC.Error() != errI.Error()) {
					t.Errorf("%s: compact, %v; indented, %v", what, errC, errI)
				}
				switch bound := bounds(kind); {
				case v < 0 && bound != unbounded && errC == nil:
					t.Errorf("%s: a negative number is taken", what)
				case v > gamefile.MaxAmount && bound == amount && errC == nil:
					t.Errorf("%s: an amount above %d AgP is taken", what, gamefile.MaxAmount)
				case bound == unbounded && errC != nil && v >= 0 && v <= gamefile.MaxAmount:
					t.Errorf("%s: refused: %v", what, errC)
				}
				if bounds(kind) == unbounded && errC == nil && (v < 0 || v > gamefile.MaxAmount) {
					unchecked[kind] = true
				}
			}
		}
	}
	for _, want := range []string{"balances.*", "income.*", "transfers[#].amount", "earned.*", "captures[#].amount", "orders[#].total", "cause.strength", "ledgers.*.paid"} {
		found := false
		for k := range tried {
			found = found || strings.Contains(k, want)
		}
		if !found {
			t.Errorf("no history held a number at %s: the games played are too poor", want)
		}
	}
	t.Logf("kinds tried: %v", slices.Sorted(maps.Keys(tried)))
	t.Logf("%d kinds of number tried; taken out of range, as the game file leaves them unchecked: %v", len(tried), slices.Sorted(maps.Keys(unchecked)))
}

// bound is what the game file holds a kind of number to.
type bound int

const (
	unbounded   bound = iota
	nonNegative       // a strength: 0 or more
	amount            // money: 0 to MaxAmount AgP
)

// bounds is the bound of a kind of number in the history, as the game
// file's format and checkHistory give them: balances, earnings, transfers
// and a unit's total are amounts; a cause's strengths are not negative.
// The rest are left unchecked by the file, so both lanes must take any
// value there alike: a seed, the ledgers kept for the publication (whose
// transfers and income may be negative), the income paid (negative under
// Zero Sum) and the money a capture moved.
func bounds(kind string) bound {
	switch {
	case strings.HasSuffix(kind, ".balances.*"), strings.HasSuffix(kind, ".earned.*"),
		strings.HasSuffix(kind, ".transfers[#].amount"), strings.HasSuffix(kind, ".orders[#].total"):
		return amount
	case strings.HasSuffix(kind, ".cause.strength"), strings.HasSuffix(kind, ".cause.against"):
		return nonNegative
	}
	return unbounded
}
