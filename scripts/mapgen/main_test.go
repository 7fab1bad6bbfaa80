package main

import (
	"bytes"
	"os"
	"testing"
)

// The committed map must be exactly what the generator makes of the shared
// data, so nobody edits the JSON by hand.
func TestCommittedMapMatchesGenerator(t *testing.T) {
	mapText, err := os.ReadFile("../../../shared/data/standard.map")
	if err != nil {
		t.Fatalf("the shared data must sit beside the project: %v", err)
	}
	svgText, err := os.ReadFile("../../../shared/data/standard.svg")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Generate("standard", mapText, svgText)
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
	bad := "AUSTRIA (AUSTRIAN) AAA\nA AAA\nAaa = aaa\nBbb = bbb\nLAND AAA ABUTS BBB\nLAND BBB ABUTS\n"
	svg := `POWERCOLOR power="austria" color="#ff0000"`
	if _, err := Generate("x", []byte(bad), []byte(svg)); err == nil {
		t.Error("a map where AAA touches BBB but not the other way round was accepted")
	}
}
