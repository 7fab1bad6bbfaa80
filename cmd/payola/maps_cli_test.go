package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// payola maps lists every built-in map with its powers, centers and
// victory count, read from the maps themselves: standard's 7, 34 and 18,
// youngstown's 10, 72 and 37.
func TestMapsLists(t *testing.T) {
	code, out, errOut := runCLI(t, "maps")
	if code != 0 {
		t.Fatalf("maps: %d %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 32 { // a heading and the 31 maps
		t.Errorf("maps printed %d lines, want a heading and 31 maps:\n%s", len(lines), out)
	}
	for _, want := range [][]string{{"standard", "7", "34", "18", "S1901M"}, {"youngstown", "10", "72", "37", "S1901M"}, {"void", "36", "34", "18", "F1900M"}, {"hundred", "3", "17", "9", "A1425M"}} {
		found := false
		for _, l := range lines {
			found = found || strings.Join(strings.Fields(l), " ") == strings.Join(want, " ")
		}
		if !found {
			t.Errorf("no line %v in:\n%s", want, out)
		}
	}
	if code, _, _ := runCLI(t, "maps", "extra"); code != 2 {
		t.Errorf("maps with an argument: exit %d, want 2", code)
	}
}

// payola maps --json is the index the GM page's New game reads
// (maps/index.json): the same maps as the table, each with its powers by
// name and its first phase in words, the powers as a new game on the map
// has them.
func TestMapsListsAsJSON(t *testing.T) {
	code, out, errOut := runCLI(t, "maps", "--json")
	if code != 0 {
		t.Fatalf("maps --json: %d %s", code, errOut)
	}
	var index struct {
		Maps []struct {
			Name, FirstPhase, FirstPhaseLong string
			Powers                           []string
			Centers, Victory                 int
		}
	}
	if err := json.Unmarshal([]byte(out), &index); err != nil {
		t.Fatal(err)
	}
	_, table, _ := runCLI(t, "maps")
	if rows := len(strings.Split(strings.TrimSpace(table), "\n")) - 1; len(index.Maps) != rows {
		t.Errorf("the index lists %d maps, the table %d", len(index.Maps), rows)
	}
	compared := 0
	for _, m := range index.Maps {
		if m.Name != "youngstown" && m.Name != "void" && m.Name != "standard" {
			continue
		}
		compared++
		code, g, errOut := runCLI(t, "new", "--map", m.Name)
		if code != 0 {
			t.Fatalf("new --map %s: %s", m.Name, errOut)
		}
		var f struct {
			Phase  string
			Powers []struct{ Name string }
		}
		if err := json.Unmarshal([]byte(g), &f); err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, p := range f.Powers {
			names = append(names, p.Name)
		}
		if strings.Join(names, " ") != strings.Join(m.Powers, " ") || f.Phase != m.FirstPhase {
			t.Errorf("%s: the index says %v from %s; a new game has %v from %s", m.Name, m.Powers, m.FirstPhase, names, f.Phase)
		}
	}
	if compared != 3 {
		t.Errorf("the index lists %d of youngstown, void and standard, want all 3 compared with a new game", compared)
	}
	for _, want := range []string{`"name":"youngstown","powers":["AUSTRIA","CHINA","ENGLAND","FRANCE","GERMANY","INDIA","ITALY","JAPAN","RUSSIA","TURKEY"],"centers":72,"victory":37,"firstPhase":"S1901M","firstPhaseLong":"Spring 1901 Movement"`, `"name":"void",`, `"firstPhaseLong":"Fall 1900 Movement"`} {
		if !strings.Contains(out, want) {
			t.Errorf("maps --json lacks %s", want)
		}
	}
	if code, _, _ := runCLI(t, "maps", "--json", "extra"); code != 2 {
		t.Errorf("maps --json with an argument: exit %d, want 2", code)
	}
}

// payola new --map starts a game on the map (its first phase, units,
// centers and rule 6.2's treasuries), the game adjudicates from the file,
// and an unknown map is refused naming the known ones.
func TestNewOnAMapAndPlayIt(t *testing.T) {
	code, out, errOut := runCLI(t, "new", "--map", "ancmed", "--name", "med", "--seed", "5")
	if code != 0 {
		t.Fatalf("new --map ancmed: %d %s", code, errOut)
	}
	var f struct {
		Map, Phase string
		Powers     []struct {
			Name    string
			Balance int
			Units   []string
		}
	}
	if err := json.Unmarshal([]byte(out), &f); err != nil {
		t.Fatal(err)
	}
	if f.Map != "ancmed" || f.Phase != "S1M" || len(f.Powers) != 5 || f.Powers[4].Name != "ROME" || f.Powers[4].Balance != 48 || len(f.Powers[4].Units) != 3 {
		t.Errorf("new --map ancmed gave %+v; want Rome with 3 units and 17+16+15 = 48 AgP in S1M", f)
	}
	dir := t.TempDir()
	game := write(t, dir, "med.json", out)
	orders := write(t, dir, "orders.txt", "CARTHAGE:\n9 : ROMAN F NEA H\nROME:\n7 : F NEA - TYN\n")
	if code, out, errOut := runCLI(t, "adjudicate", "--game", game, "--orders", orders, "--json"); code != 0 || !strings.Contains(out, `"nextPhase": "F1M"`) {
		t.Errorf("adjudicate on ancmed: %d %s %s", code, errOut, out[:min(len(out), 300)])
	}
	// The files a GM sends, and render, draw the map on its own drawing
	// (found playing ancmed: --out refused, "there is no drawing").
	out2 := dir + "/out"
	if code, _, errOut := runCLI(t, "adjudicate", "--game", game, "--orders", orders, "--out", out2); code != 0 {
		t.Fatalf("adjudicate --out on ancmed: %d %s", code, errOut)
	}
	// Cirta is ancmed's alone, outlined from the map's MILA drawing.
	const onAncmed = `data-province="CIR"`
	svg, err := os.ReadFile(out2 + "/med-S1M-map.svg")
	if err != nil || !strings.Contains(string(svg), onAncmed) {
		t.Errorf("the map sent for ancmed is not drawn on ancmed's drawing (%v)", err)
	}
	if code, _, errOut := runCLI(t, "render", "--game", game, "-o", dir+"/board.svg"); code != 0 {
		t.Errorf("render on ancmed: %d %s", code, errOut)
	} else if b, _ := os.ReadFile(dir + "/board.svg"); !strings.Contains(string(b), onAncmed) {
		t.Error("render on ancmed does not draw on ancmed's drawing")
	}
	code, _, errOut = runCLI(t, "new", "--map", "atlantis")
	if code != 1 || !strings.Contains(errOut, `"atlantis"`) || !strings.Contains(errOut, "youngstown") {
		t.Errorf("new --map atlantis: %d %s", code, errOut)
	}
}
