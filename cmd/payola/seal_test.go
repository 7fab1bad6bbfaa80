package main

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/seal/archive/archivetest"
)

// TestNewSeals: a new game holds a fresh seal secret, 64 hexadecimal
// digits, another each time; --seal sets it, --seal none leaves the game
// unsealed (issue 34).
func TestNewSeals(t *testing.T) {
	secret := regexp.MustCompile(`"seal": "([0-9a-f]{64})"`)
	_, one, _ := runCLI(t, "new", "--seed", "1")
	_, two, _ := runCLI(t, "new", "--seed", "1")
	a, b := secret.FindStringSubmatch(one), secret.FindStringSubmatch(two)
	if a == nil || b == nil || a[1] == b[1] {
		t.Errorf("two new games' secrets: %v %v", a, b)
	}
	if _, out, _ := runCLI(t, "new", "--seal", "none"); strings.Contains(out, `"seal"`) {
		t.Error("--seal none: the game holds a seal")
	}
	if code, _, errOut := runCLI(t, "new", "--seal", "12ab"); code != 1 || !strings.Contains(errOut, "--seal: seal: the game's seal secret must be 64 hexadecimal digits") {
		t.Errorf("--seal 12ab: %d %q", code, errOut)
	}
}

// TestSealedGameFromTheCLI: the GM adjudicates two phases into an archive;
// a player checks the receipt with the sheet as mailed back, and a whole
// game is verified against the files the players received; a sheet or a
// received file changed is told (issue 34: payola verify, payola receipt
// --check).
func TestSealedGameFromTheCLI(t *testing.T) {
	dir := t.TempDir()
	game := write(t, dir, "game.json", "")
	_, out, _ := runCLI(t, "new", "--name", "demo", "--seed", "9", "--seal", strings.Repeat("0f", 32))
	write(t, dir, "game.json", out)
	arch := filepath.Join(dir, "archive.json")
	sheet := "FRANCE:\n4 : A PAR - BUR\n2 : F BRE - MAO\n"
	spring := write(t, dir, "spring.txt", sheet+"GERMANY:\n3 : A MUN - BUR\n")
	if code, _, errOut := runCLI(t, "adjudicate", "--game", game, "--orders", spring, "--out", filepath.Join(dir, "s"), "--archive", arch); code != 0 {
		t.Fatal(errOut)
	}
	fall := write(t, dir, "fall.txt", "FRANCE:\n1 : A PAR - BUR\n")
	next := filepath.Join(dir, "s", "demo-F1901M-gm-game.json")
	if code, _, errOut := runCLI(t, "adjudicate", "--game", next, "--orders", fall, "--out", filepath.Join(dir, "f"), "--archive", arch); code != 0 {
		t.Fatal(errOut)
	}
	report := filepath.Join(dir, "s", "demo-S1901M-france-private.txt")
	results := filepath.Join(dir, "s", "demo-S1901M-results.txt")
	mailed := write(t, dir, "mailed.txt", strings.ReplaceAll(strings.Replace(sheet, " - ", " \u2013 ", 1), "\n", "\r\n"))
	code, got, errOut := runCLI(t, "receipt", "--check", "--report", report, "--results", results, mailed)
	if code != 0 || got != "Confirmed: this is the sheet the GM adjudicated.\n" {
		t.Errorf("receipt --check: %d %q %q", code, got, errOut)
	}
	changed := write(t, dir, "changed.txt", strings.Replace(sheet, "2 :", "3 :", 1))
	code, got, _ = runCLI(t, "receipt", "--check", "--report", report, changed)
	if code != 1 || !strings.Contains(got, "line 3 of your sheet, '3 : F BRE - MAO', is not what the GM read there") {
		t.Errorf("receipt --check, a changed sheet: %d %q", code, got)
	}
	code, got, errOut = runCLI(t, "verify", arch, filepath.Join(dir, "s"), filepath.Join(dir, "f"))
	if code != 0 || !strings.HasPrefix(got, "Confirmed") || !strings.Contains(got, "F1901M: demo-F1901M-results.txt: identical") {
		t.Errorf("verify: %d %s %s", code, got, errOut)
	}
	data, err := os.ReadFile(results)
	if err != nil {
		t.Fatal(err)
	}
	write(t, dir, "s/demo-S1901M-results.txt", strings.Replace(string(data), "A PAR - BUR", "A PAR - PIC", 1))
	code, got, _ = runCLI(t, "verify", arch, filepath.Join(dir, "s"))
	if code != 1 || !strings.Contains(got, "FAULT: S1901M: demo-S1901M-results.txt, line ") {
		t.Errorf("verify, a result edited: %d %s", code, got)
	}
	// The same archive made afterwards from the game files kept.
	arch2 := filepath.Join(dir, "archive2.json")
	if code, out, errOut := runCLI(t, "archive", "--out", arch2, next, game, filepath.Join(dir, "f", "demo-S1902M-gm-game.json")); code != 0 || out != "wrote "+arch2+": 2 phases\n" {
		t.Fatalf("archive: %d %q %s", code, out, errOut)
	}
	if code, got, _ := runCLI(t, "verify", arch2, filepath.Join(dir, "f")); code != 0 {
		t.Errorf("verify the archive made afterwards: %s", got)
	}
	// An archive whose last phase is not the one this file follows.
	if code, _, errOut := runCLI(t, "adjudicate", "--game", game, "--orders", spring, "--archive", arch); code != 1 || !strings.Contains(errOut, "its last phase, F1901M, was followed by S1902M; this game file is at S1901M") {
		t.Errorf("adjudicate --archive out of order: %d %s", code, errOut)
	}
}

// TestVerifyCatchesTheFourTamperingsOnAnotherMap: a three-year Tin Cup and
// eBayola game on ancmed, played with the CLI (new --map, adjudicate
// --archive), verifies with payola verify and the folders the players'
// files came in, and each of issue 34's four tamperings (a sheet line, a
// balance edited without a word, the seed changed after the first phase, a
// private report edited) is caught and located, exit status 1.
func TestVerifyCatchesTheFourTamperingsOnAnotherMap(t *testing.T) {
	dir := t.TempDir()
	code, data, errOut := runCLI(t, "new", "--name", "anc", "--map", "ancmed", "--seed", "7", "--rules", `{"blind": true, "ebayola": true}`, "--seal", archivetest.Secret)
	if code != 0 {
		t.Fatal(errOut)
	}
	arch := filepath.Join(dir, "archive.json")
	rng := rand.New(rand.NewSource(7))
	received := map[string][]byte{}
	var outs []string
	first := 0
	for n := 0; ; n++ {
		g, err := gamefile.LoadFrom([]byte(data), maps.Load)
		if err != nil {
			t.Fatal(err)
		}
		if first == 0 {
			first = g.Phase.Year
		}
		if g.Phase.Year >= first+3 || g.File.Winner != "" {
			break
		}
		game := write(t, dir, fmt.Sprintf("game-%d.json", n), data)
		orders := write(t, dir, fmt.Sprintf("orders-%d.txt", n), gametest.RandomText(rng, g))
		out := filepath.Join(dir, fmt.Sprintf("out-%d", n))
		if code, _, errOut := runCLI(t, "adjudicate", "--game", game, "--orders", orders, "--out", out, "--archive", arch); code != 0 {
			t.Fatalf("%s: %s", g.Phase, errOut)
		}
		outs = append(outs, out)
		entries, err := os.ReadDir(out)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join(out, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case strings.HasSuffix(e.Name(), "-gm-game.json"):
				data = string(b)
			case strings.HasSuffix(e.Name(), ".txt") && !strings.Contains(e.Name(), "-gm-"):
				received[e.Name()] = b
			}
		}
	}
	if len(outs) < 7 {
		t.Fatalf("%d phases played", len(outs))
	}
	code, got, errOut := runCLI(t, append([]string{"verify", arch}, outs...)...)
	if code != 0 || !strings.HasPrefix(got, "Confirmed") || strings.Count(got, ": identical") != len(received) {
		t.Fatalf("verify: %d %s %s", code, got, errOut)
	}
	archived, err := os.ReadFile(arch)
	if err != nil {
		t.Fatal(err)
	}
	tamperings, err := archivetest.Tamperings(archived, received)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range tamperings {
		t.Run(c.Name, func(t *testing.T) {
			tampered := write(t, dir, fmt.Sprintf("tampered-%d.json", i), string(c.Archive))
			files := filepath.Join(dir, fmt.Sprintf("received-%d", i))
			if err := os.Mkdir(files, 0o755); err != nil {
				t.Fatal(err)
			}
			for name, b := range c.Received {
				write(t, files, name, string(b))
			}
			code, got, _ := runCLI(t, "verify", tampered, files)
			if code != 1 || !regexp.MustCompile("(?m)^  "+strings.TrimPrefix(c.Want, "^")).MatchString(got) {
				t.Errorf("verify (exit %d) does not say %q:\n%s", code, c.Want, got)
			}
		})
	}
}
