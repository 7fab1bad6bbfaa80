package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// The check call's answer is game.TextCheck under the names the page reads
// (checkAnswer): game's types carry no JSON tags, so this is where a key
// could change. Go's decoder matches keys in any case, so the keys are
// read as written, with and without a session.
func TestTheCheckAnswersKeysAreThePages(t *testing.T) {
	want := []string{"diagnostics", "excess", "powers", "silent", "void"}
	keysOf := func(r reply) []string {
		t.Helper()
		if !r.OK {
			t.Fatalf("check: %s", r.Error)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(r.Value, &m); err != nil {
			t.Fatal(err)
		}
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		return keys
	}
	text := demoSheets + "ITALY:\n3 : A VEN - XYZ\n"
	if got := keysOf(ask(t, "check", map[string]any{"game": demoGame(t), "text": text})); !slices.Equal(got, want) {
		t.Errorf("check's keys: %s; want %s", strings.Join(got, " "), strings.Join(want, " "))
	}
	if got := keysOf(ask(t, "check", map[string]any{"session": openOn(t, demoGame(t)), "text": text})); !slices.Equal(got, want) {
		t.Errorf("a session's check's keys: %s; want %s", strings.Join(got, " "), strings.Join(want, " "))
	}
}
