package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The editor completes with what the engine reads: every unit the names
// call lists holds in a sheet checked against the same board (rule 3.1),
// every province id is read as a place, and with no file the board is
// empty but the standard map's places are still offered.
func TestNamesAreWhatTheSheetCheckReads(t *testing.T) {
	var got struct {
		Provinces []struct{ ID, Name string }
		Units     []struct{ Power, Unit string }
		Words     []string
		Powers    []string
	}
	r := ask(t, "names", map[string]any{"game": demoGame(t)})
	if !r.OK {
		t.Fatal(r.Error)
	}
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Units) != 22 || len(got.Powers) != 7 || len(got.Words) == 0 {
		t.Fatalf("%d units, %d powers, %d words; want the 22 units and 7 powers of 1901 and the order words", len(got.Units), len(got.Powers), len(got.Words))
	}
	var sheet strings.Builder
	for _, u := range got.Units {
		sheet.WriteString("1 : " + u.Unit + " H\n")
	}
	for _, p := range got.Provinces {
		sheet.WriteString("% " + p.Name + "\n")
		if !strings.Contains(p.ID, "/") {
			sheet.WriteString("1 : A PAR S A " + p.ID + "\n")
		}
	}
	c := ask(t, "checkSheet", map[string]any{"text": sheet.String()})
	var sc struct {
		Diagnostics []struct {
			Line, Col int
			Message   string
		}
	}
	if err := json.Unmarshal(c.Value, &sc); err != nil {
		t.Fatal(err)
	}
	for _, d := range sc.Diagnostics {
		if strings.Contains(d.Message, "not a") || strings.Contains(d.Message, "unknown") {
			t.Errorf("line %d: %s", d.Line, d.Message)
		}
	}
	empty := ask(t, "names", map[string]any{})
	if err := json.Unmarshal(empty.Value, &got); err != nil || len(got.Units) != 0 || len(got.Provinces) < 75 {
		t.Errorf("without a file: %d units, %d places (%v)", len(got.Units), len(got.Provinces), err)
	}
}
