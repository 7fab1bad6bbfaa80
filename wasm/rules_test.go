package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// askWords is the words call's answer for a game file.
func askWords(t *testing.T, game string) phaseWords {
	t.Helper()
	r := ask(t, "words", map[string]any{"game": game})
	if !r.OK {
		t.Fatalf("words: %s", r.Error)
	}
	var w phaseWords
	if err := json.Unmarshal(r.Value, &w); err != nil {
		t.Fatal(err)
	}
	return w
}

// atPhase is the demo game moved to another phase (the board allows it:
// nobody is dislodged and nobody is due an adjustment).
func atPhase(t *testing.T, phase string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(demoGame(t)), &m); err != nil {
		t.Fatal(err)
	}
	m["phase"] = phase
	data, _ := json.Marshal(m)
	return string(data)
}

// The page's words follow the phase kind: a power that sends nothing holds
// in movement (rule 3.3), is disbanded in retreats, waives in adjustments;
// offers belong to movement only.
func TestWordsFollowThePhaseKind(t *testing.T) {
	for _, c := range []struct {
		phase, silent string
		plain         bool
	}{
		{"S1901M", "rule 3.3", false},
		{"F1901R", "disbanded", true},
		{"W1901A", "civil disorder", true},
	} {
		w := askWords(t, atPhase(t, c.phase))
		if !strings.Contains(w.Silent, c.silent) || (w.Plain != "") != c.plain || w.Hint == "" || w.Void == "" || w.Empty == "" || w.Blind {
			t.Errorf("%s: %+v; want silent saying %q, plain-orders words %v", c.phase, w, c.silent, c.plain)
		}
	}
	if askWords(t, blindDemo(t)).Blind != true {
		t.Error("a Tin Cup game (rule 6.3) is not said to be blind")
	}
	if r := ask(t, "words", map[string]any{}); r.OK {
		t.Error("words without a game answered ok")
	}
}

// The page names its zips after the stem the phase's files share, which
// the engine gives it (no file name is parsed in the page).
func TestAdjudicateGivesTheFilesStem(t *testing.T) {
	for name, game := range map[string]string{"public results": demoGame(t), "Tin Cup, the GM's results": blindDemo(t)} {
		r := ask(t, "adjudicate", map[string]any{"game": game, "text": ""})
		if !r.OK {
			t.Fatalf("%s: adjudicate: %s", name, r.Error)
		}
		var a struct {
			Base  string
			Files []download
		}
		if err := json.Unmarshal(r.Value, &a); err != nil {
			t.Fatal(err)
		}
		if a.Base != "demo-S1901M" {
			t.Errorf("%s: base %q, want demo-S1901M", name, a.Base)
		}
		for _, f := range a.Files {
			if f.Kind != "game" && f.Kind != "position" && !strings.HasPrefix(f.Name, a.Base+"-") {
				t.Errorf("%s: %s does not start with the stem %q", name, f.Name, a.Base)
			}
		}
	}
}
