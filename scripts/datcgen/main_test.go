package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// TestCommittedDataIsCurrent: the committed judge test data is exactly what
// the generator makes from the shared DATC file.
func TestCommittedDataIsCurrent(t *testing.T) {
	src, err := os.ReadFile("../../../shared/data/datc_v2.4_06.txt")
	if err != nil {
		t.Fatalf("the DATC file is needed to check the test data: %v", err)
	}
	want, err := Convert(src, board.Standard())
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../engine/datc/datc.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("engine/datc/datc.json is stale: run go generate ./engine/datc")
	}
}

// TestConvertFixesOnlyThePowerTypo: "Germnay" becomes Germany, the order text
// stays as written, comments go.
func TestConvertFixesOnlyThePowerTypo(t *testing.T) {
	src := "CASE 9.Z.1 (title)\nPRESTATE\n\tGermany: A wal # here\nORDERS\n\tGermnay: A wal SUPPORTS F lon-yor\nPOSTSTATE_SAME\nEND\n"
	cases, err := parse([]byte(src), board.Standard())
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 1 || cases[0].ID != "9.Z.1" {
		t.Fatalf("cases = %+v", cases)
	}
	o := cases[0].Orders
	if len(o) != 1 || o[0].Power != "Germany" || o[0].Text != "A wal SUPPORTS F lon-yor" {
		t.Fatalf("orders = %+v", o)
	}
	if p := cases[0].Prestate; len(p) != 1 || p[0].Text != "A wal" {
		t.Fatalf("prestate = %+v", p)
	}
}

// TestConvertReadsALineWithoutColon: the file writes "Italy F gol" once;
// the power still comes first.
func TestConvertReadsALineWithoutColon(t *testing.T) {
	src := "CASE 9.Z.3\nPRESTATE\n\tItaly: F gol\nORDERS\nPOSTSTATE\n\tItaly F gol\nEND\n"
	cases, err := parse([]byte(src), board.Standard())
	if err != nil {
		t.Fatal(err)
	}
	if p := cases[0].Poststate; len(p) != 1 || p[0].Power != "Italy" || p[0].Text != "F gol" {
		t.Fatalf("poststate = %+v", p)
	}
}

// TestConvertRejectsUnknownPower: a power the map does not have is an error,
// not a silently skipped line.
func TestConvertRejectsUnknownPower(t *testing.T) {
	src := "CASE 9.Z.2\nPRESTATE\n\tNarnia: A wal\nORDERS\nEND\n"
	if _, err := parse([]byte(src), board.Standard()); err == nil {
		t.Fatal("Narnia accepted")
	}
}
