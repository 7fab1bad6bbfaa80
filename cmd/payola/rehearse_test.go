package main

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"testing"

	"github.com/payola-gm/payola/engine/publish"
)

// Issue 24, what if: a player's rehearsal in the browser (publish.Rehearse
// on the public position) gives the results and the private report that
// the CLI's adjudication gives for the same texts, on a game file holding
// the player's balance and the guessed ones.
func TestRehearsalIsTheGMsAdjudication(t *testing.T) {
	dir := t.TempDir()
	// Not sealed: a rehearsal has no GM secret, so it writes no receipt
	// or seal (issue 34), which is all the two would differ by.
	code, out, errOut := runCLI(t, "new", "--name", "rehearsal", "--seed", "7", "--seal", "none")
	if code != 0 {
		t.Fatalf("new: %s", errOut)
	}
	var f gamefile.File
	if err := json.Unmarshal([]byte(out), &f); err != nil {
		t.Fatal(err)
	}
	guessed := map[string]int{"GERMANY": 20, "ENGLAND": 3}
	for i, p := range f.Powers {
		b := publish.GenerousBalance
		if v, ok := guessed[p.Name]; ok {
			b = v
		}
		if p.Name == "FRANCE" {
			b = 9
		}
		f.Powers[i].Balance = &b
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	gamePath := write(t, dir, "game.json", string(data))
	own := "10 : A PAR - BUR\n6 : A MAR - SPA\n2 & F BRE H\nACCEPT FGE?"
	others := "GERMANY:\n8 : A MUN - BUR\n3 : FRENCH A PAR H\nACCEPT GF?\nENGLAND:\n4 : FRENCH A PAR - PIC\n9 : F LON - ENG\n"
	orders := write(t, dir, "orders.txt", publish.RehearsalText("FRANCE", own, others))
	if code, _, errOut := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--out", filepath.Join(dir, "out")); code != 0 {
		t.Fatalf("adjudicate: %s", errOut)
	}
	position, err := gamefile.PublicPosition(&f).Encode()
	if err != nil {
		t.Fatal(err)
	}
	r, err := publish.Rehearse(position, nil, publish.Rehearsal{Power: "FRANCE", Balance: 9, Sheet: own, Others: others, Balances: guessed, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string]string{"rehearsal-S1901M-results.txt": r.Results, "rehearsal-S1901M-france-private.txt": r.Report, "rehearsal-S1901M-map.svg": r.Map} {
		want, err := os.ReadFile(filepath.Join(dir, "out", name))
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("the rehearsal's %s differs from the CLI's:\n%s\nwant\n%s", name, got, want)
		}
	}
	if r.Paid == 0 || r.Paid > 9 {
		t.Errorf("France pays %d AgP of its 9", r.Paid)
	}
}
