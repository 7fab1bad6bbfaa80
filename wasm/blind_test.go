package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// blindDemo is the demo game played as Tin Cup (rule 6.3).
func blindDemo(t *testing.T) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(demoGame(t)), &m); err != nil {
		t.Fatal(err)
	}
	m["rules"] = map[string]any{"blind": true}
	data, _ := json.Marshal(m)
	return string(data)
}

// In a blind game the results and maps are each power's, the full ones
// the GM's; the page's first map is the GM's (rule 6.3).
func TestBlindDownloadsAreEachPowersOwn(t *testing.T) {
	r := ask(t, "adjudicate", map[string]any{"game": blindDemo(t), "text": "FRANCE:\nA PAR - BUR\nTURKEY:\nA SMY - ARM\n"})
	if !r.OK {
		t.Fatalf("adjudicate: %s %+v", r.Error, r.Diagnostics)
	}
	var a adjudicated
	if err := json.Unmarshal(r.Value, &a); err != nil {
		t.Fatal(err)
	}
	perPower, positions := map[string]int{}, map[string]bool{}
	for _, f := range a.Files {
		switch {
		case f.Kind == "position":
			if f.GMOnly || f.Power == "" || strings.Contains(f.Name, "public") {
				t.Errorf("%s: gmOnly %v, power %q; in a blind game each power has its own position", f.Name, f.GMOnly, f.Power)
			}
			if f.Power == "FRANCE" && strings.Contains(f.Text, "A SMY") {
				t.Error("France's position shows the Turkish army in Smyrna")
			}
			positions[f.Power] = true
		case f.Kind != "results" && f.Kind != "map":
		case strings.Contains(f.Name, "-gm-"):
			if !f.GMOnly || f.Power != "" {
				t.Errorf("%s: gmOnly %v, power %q; want the GM's", f.Name, f.GMOnly, f.Power)
			}
		case f.GMOnly || f.Power == "":
			t.Errorf("%s is for nobody in particular (gmOnly %v, power %q)", f.Name, f.GMOnly, f.Power)
		default:
			perPower[f.Power]++
			if !strings.Contains(f.Name, "-"+strings.ToLower(f.Power)+"-") {
				t.Errorf("%s labelled for %s", f.Name, f.Power)
			}
			if f.Power == "FRANCE" && strings.Contains(f.Text, "A SMY") {
				t.Errorf("France's %s shows the Turkish army in Smyrna", f.Kind)
			}
		}
	}
	if len(positions) != 7 {
		t.Errorf("powers with their own position file: %v", positions)
	}
	if len(perPower) != 7 {
		t.Errorf("powers with their own files: %v", perPower)
	}
	for p, n := range perPower {
		if n != 2 {
			t.Errorf("%s has %d results and maps, want its pair", p, n)
		}
	}
	if m := a.file("map"); !strings.Contains(m, `data-unit="A SMY"`) || !strings.Contains(m, `data-unit="A PAR"`) {
		t.Error("the first map offered is not the GM's full map")
	}
}

// render {game, power}: the board as that power sees it, in a blind game.
func TestRenderAsOnePowerSeesIt(t *testing.T) {
	svg := func(req map[string]any) string {
		r := ask(t, "render", req)
		if !r.OK {
			t.Fatalf("render: %s", r.Error)
		}
		var v struct{ SVG string }
		if err := json.Unmarshal(r.Value, &v); err != nil {
			t.Fatal(err)
		}
		return v.SVG
	}
	fr := svg(map[string]any{"game": blindDemo(t), "power": "france"})
	if !strings.Contains(fr, `data-unit="A PAR"`) || strings.Contains(fr, `data-unit="A SMY"`) || !strings.Contains(fr, "as FRANCE sees it") {
		t.Error("France's board shows Smyrna, or not its own army")
	}
	if all := svg(map[string]any{"game": demoGame(t), "power": "FRANCE"}); !strings.Contains(all, `data-unit="A SMY"`) {
		t.Error("a game that is not blind hides units")
	}
	if r := ask(t, "render", map[string]any{"game": blindDemo(t), "power": "PRUSSIA"}); r.OK || !strings.Contains(r.Error, "PRUSSIA") {
		t.Errorf("unknown power: %+v", r)
	}
}
