package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// The committed map must be exactly what the generator makes of the shared
// data, so nobody edits the JSON by hand.
func TestCommittedMapMatchesGenerator(t *testing.T) {
	svgText, err := os.ReadFile("../../../shared/data/standard.svg")
	if err != nil {
		t.Fatalf("the shared data must sit beside the project: %v", err)
	}
	want, err := Generate("standard", "../../../shared/data/standard.map", svgText)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../engine/board/standard.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("engine/board/standard.json differs from the generator's output; run: go generate ./engine/board")
	}
}

func TestGeneratorRefusesOneWayAdjacency(t *testing.T) {
	bad := "AUSTRIA (AUSTRIAN) AAA\nA AAA\nITALY (ITALIAN) CCC\nA CCC\nAaa = aaa\nBbb = bbb\nCcc = ccc\nLAND AAA ABUTS BBB\nLAND BBB ABUTS\nLAND CCC ABUTS\n"
	dir := writeMaps(t, map[string]string{"x.map": bad})
	svg := `POWERCOLOR power="austria" color="#ff0000" POWERCOLOR power="italy" color="#00ff00"`
	if _, err := Generate("x", filepath.Join(dir, "x.map"), []byte(svg)); err == nil || !strings.Contains(err.Error(), "AAA-BBB but not back") {
		t.Errorf("a map where AAA touches BBB but not the other way round: %v", err)
	}
}

const (
	dpDir   = "../../../shared/data/dpjudge-maps"
	milaDir = "../../../shared/data/mila-maps"
)

// The committed maps of engine/maps must be exactly what the generator
// makes of the shared DPjudge folder, no more and no fewer.
func TestCommittedMapsMatchGenerator(t *testing.T) {
	want, err := GenerateAll(dpDir, milaDir)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := filepath.Glob("../../engine/maps/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(committed) != len(want) {
		t.Errorf("engine/maps holds %d maps, the generator makes %d; run: go generate ./engine/maps", len(committed), len(want))
	}
	for name, data := range want {
		got, err := os.ReadFile("../../engine/maps/" + name + ".json")
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("engine/maps/%s.json differs from the generator's output; run: go generate ./engine/maps", name)
		}
	}
}

// Every map file is either generated or left out with a reason, and a map
// left out really is one the reader refuses: the list cannot hide a map
// that would now read, nor keep a reason that no longer holds.
func TestLeftOutMapsAreRefused(t *testing.T) {
	names, err := mapNames(dpDir)
	if err != nil {
		t.Fatal(err)
	}
	for name, reason := range leftOut {
		if !slices.Contains(names, name) {
			t.Errorf("%s is left out but there is no %s.map", name, name)
		}
		if reason == "" {
			t.Errorf("%s is left out without a reason", name)
		}
		if _, err := ConvertDPjudge(dpDir, milaDir, name); err == nil || !strings.Contains(err.Error(), "cannot be played here") {
			t.Errorf("%s is left out (%s), but the reader takes it: %v", name, reason, err)
		}
	}
	maps, err := GenerateAll(dpDir, milaDir)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(maps) + len(leftOut) + 1; got != len(names) { // + standard, engine/board's own
		t.Errorf("%d maps generated, %d left out, and standard: %d, but there are %d map files", len(maps), len(leftOut), got, len(names))
	}
}

// DPjudge's own standard map, read through USE of its three parts, is the
// board the DATC runs on: same provinces, adjacencies, powers, homes, units
// and victory; its aliases are among the project's (which has more).
func TestDPjudgeStandardIsTheStandardBoard(t *testing.T) {
	m, err := ConvertDPjudge(dpDir, milaDir, "standard")
	if err != nil {
		t.Fatal(err)
	}
	s := board.Standard()
	byID := func(ps []board.Province) map[string]board.Province {
		out := map[string]board.Province{}
		for _, p := range ps {
			out[p.ID] = p
		}
		return out
	}
	if !reflect.DeepEqual(byID(m.Provinces), byID(s.Provinces)) {
		t.Error("provinces differ")
	}
	if !reflect.DeepEqual(m.ArmyAdj, s.ArmyAdj) || !reflect.DeepEqual(m.FleetAdj, s.FleetAdj) {
		t.Error("adjacencies differ")
	}
	if !reflect.DeepEqual(m.Start, s.Start) || !reflect.DeepEqual(m.Neutral, s.Neutral) {
		t.Error("the opening differs")
	}
	if m.Victory != s.Victory || m.StartPhase != s.StartPhase || len(m.Powers) != len(s.Powers) {
		t.Errorf("victory %d, start %s, %d powers", m.Victory, m.StartPhase, len(m.Powers))
	}
	for i, p := range m.Powers {
		q := s.Powers[i]
		if p.Name != q.Name || p.Letter != q.Letter || p.Adjective != q.Adjective || !slices.Equal(p.Homes, q.Homes) {
			t.Errorf("power %v differs from %v", p, q)
		}
	}
	for alias, loc := range m.Aliases {
		if s.Aliases[alias] != loc {
			t.Errorf("alias %q means %s in DPjudge's file, %s on the board", alias, loc, s.Aliases[alias])
		}
	}
}
