package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// A phase only in the game file's history gives again, byte for byte, the
// files adjudicate answered when it was played (issue 23's timeline).
func TestTimelineMakesEveryPhaseAgainByteIdentical(t *testing.T) {
	texts := []string{
		"FRANCE:\n4 : A PAR - BUR\n2 : F BRE - MAO\nACCEPT FEG?\n\nGERMANY:\n7 : A MUN - RUH\n3 : F KIE - DEN\nTRANSFER 5 TO ITALY\n\nITALY:\n4 : A VEN - TYR\n2 : A ROM - VEN\n\nTURKEY:\n9 : F ANK - BLA\n4 : A CON - BUL\n",
		"FRANCE:\n4 : F MAO - POR\n3 : A BUR - BEL\n\nGERMANY:\n5 : F DEN H\n4 : A RUH - HOL\n\nITALY:\n3 : A TYR - MUN\n\nRUSSIA:\n6 : A WAR - GAL\n",
		"FRANCE:\nBUILD A PAR\nBUILD F MAR\n\nGERMANY:\nBUILD A BER\n",
		"",
		// Ignored lines (builds in a movement phase), their places in a
		// text laid out as the page's GM would.
		"GERMANY:\nBUILD A KIE\n4 : A HOL - BEL\n\nITALY:\n3 : A MUN - BOH\n",
		// The same, Italy first: the sections' order is not kept, and the
		// places of the ignored lines are not found again.
		"ITALY:\n3 : A MUN - BOH\n\nGERMANY:\nBUILD A KIE\n4 : A HOL - BEL\n",
	}
	g := demoGame(t)
	type played struct {
		phase string
		value json.RawMessage
	}
	var phases []played
	for _, text := range texts {
		r := ask(t, "adjudicate", map[string]any{"game": g, "text": text, "lenient": true})
		if !r.OK {
			t.Fatalf("adjudicate: %s", r.Error)
		}
		var a struct {
			Result struct{ Phase string }
			Files  []struct{ Kind, Text string }
		}
		if err := json.Unmarshal(r.Value, &a); err != nil {
			t.Fatal(err)
		}
		phases = append(phases, played{a.Result.Phase, r.Value})
		for _, f := range a.Files {
			if f.Kind == "game" {
				g = f.Text
			}
		}
	}
	lost := phases[len(phases)-1].phase
	for _, p := range phases {
		r := ask(t, "timeline", map[string]any{"game": g, "phase": p.phase})
		if p.phase == lost {
			if r.OK || !strings.Contains(r.Error, "cannot be made again exactly") {
				t.Errorf("timeline %s: %q; want it refused in words, not other bytes", p.phase, r.Error)
			}
			continue
		}
		if !r.OK {
			t.Errorf("timeline %s: %s", p.phase, r.Error)
			continue
		}
		if string(r.Value) != string(p.value) {
			t.Errorf("timeline %s: the answer differs from adjudicate's then (%d bytes, want %d)", p.phase, len(r.Value), len(p.value))
		}
	}
	if r := ask(t, "timeline", map[string]any{"game": g, "phase": "S1950M"}); r.OK {
		t.Error("a phase not in the history was answered")
	}
}
