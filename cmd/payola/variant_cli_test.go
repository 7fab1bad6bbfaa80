package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// variantGameFile is the CLI's new game with the rules object set (and the
// balances the rules give, written by hand here: Classic's 7 per center).
func variantGameFile(t *testing.T, dir, rules string, balance func(power string) int) string {
	t.Helper()
	path := newGameFile(t, dir)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	m["rules"] = json.RawMessage(rules)
	for _, p := range m["powers"].([]any) {
		pm := p.(map[string]any)
		pm["balance"] = balance(pm["name"].(string))
	}
	data, _ = json.Marshal(m)
	return write(t, dir, "variant.json", string(data))
}

// Rule 6.1 through the command line: Classic's restrictions are errors
// (exit 1, every line named), then the accepted lines adjudicate with
// Classic's flat treasuries (reference-judge scenario 22c).
func TestCLIClassicGame(t *testing.T) {
	dir := t.TempDir()
	game := variantGameFile(t, dir, `{"classic": true}`, func(p string) int {
		if p == "RUSSIA" {
			return 28
		}
		return 21
	})
	bad := write(t, dir, "bad.txt", "FRANCE:\n8 : A PAR - BUR\n3 : A PAR - PIC\n2 > A MAR - PIE\n5 $\n")
	code, _, stderr := runCLI(t, "adjudicate", "--game", game, "--orders", bad, "--json")
	if code != 1 || strings.Count(stderr, "6.1") != 3 {
		t.Fatalf("exit %d, want 1 with three rule 6.1 errors:\n%s", code, stderr)
	}
	good := write(t, dir, "good.txt", "FRANCE:\n8 : A PAR - BUR\nA MAR - GAS\nGERMANY:\n0 : A PAR - PIC\n")
	code, stdout, stderr := runCLI(t, "adjudicate", "--game", game, "--orders", good, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res struct {
		Ledgers map[string]struct{ Before, Paid, After int }
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatal(err)
	}
	if l := res.Ledgers["FRANCE"]; l.Before != 21 || l.Paid != 8 || l.After != 13 {
		t.Errorf("France's ledger %+v; want 21 - 8 = 13", l)
	}
	// check --game applies the game's rules to one sheet.
	sheet := write(t, dir, "sheet.txt", "2*3 : F BRE - MAO\n")
	if code, out, _ := runCLI(t, "check", "--game", game, "--power", "FRANCE", sheet); code != 1 || !strings.Contains(out, "1:2: ") || !strings.Contains(out, "6.1") {
		t.Errorf("check under Classic: exit %d, %q", code, out)
	}
	if code, _, _ := runCLI(t, "check", "--power", "FRANCE", sheet); code != 0 {
		t.Errorf("check without a game refused a standard line: exit %d", code)
	}
}

// Contradictory switches are refused at load, naming both keys.
func TestCLIRefusesContradictoryRules(t *testing.T) {
	dir := t.TempDir()
	game := variantGameFile(t, dir, `{"classic": true, "blind": true}`, func(string) int { return 21 })
	orders := write(t, dir, "o.txt", "")
	code, _, stderr := runCLI(t, "adjudicate", "--game", game, "--orders", orders)
	if code != 1 || !strings.Contains(stderr, "classic") || !strings.Contains(stderr, "blind") {
		t.Errorf("exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); err == nil {
		t.Error("outputs written for a refused game")
	}
}
