package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func newGameFile(t *testing.T, dir string) string {
	t.Helper()
	code, out, errOut := runCLI(t, "new", "--name", "demo", "--seed", "20261121")
	if code != 0 {
		t.Fatalf("new: %d %s", code, errOut)
	}
	path := filepath.Join(dir, "game.json")
	if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func write(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const sevenSheets = `AUSTRIA:
5 : A VIE - GAL
3 : F TRI - ALB
ENGLAND:
4 : F LON - NTH
2 : FRENCH A PAR - PIC   % secret english plan
FRANCE:
10 : A PAR - BUR
6 : A MAR - SPA
GERMANY:
8 : A MUN - BUR
ITALY:
4 : A VEN H
RUSSIA:
5 : A WAR - GAL
TURKEY:
5 : F ANK - BLA
`

func TestAdjudicateWritesEveryDownload(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	orders := write(t, dir, "orders.txt", sevenSheets)
	out := filepath.Join(dir, "out")
	code, stdout, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--out", out, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res struct {
		Phase, NextPhase string
		Seed             int64
		Orders           []struct {
			Power, Unit, Order, Result string
			Total                      *int
		}
		Ledgers map[string]struct{ Before, Paid, After, Reductions int }
		Next    map[string]any
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatalf("--json output: %v", err)
	}
	if res.Phase != "S1901M" || res.NextPhase != "F1901M" || res.Seed != 20261121 || len(res.Orders) != 22 || res.Next["format"] != "payola-game/1" {
		t.Errorf("result: phase %s next %s seed %d, %d orders", res.Phase, res.NextPhase, res.Seed, len(res.Orders))
	}
	if l := res.Ledgers["FRANCE"]; l.Before != 48 || l.Paid != 16 || l.After != 32 {
		t.Errorf("France's ledger %+v, want 48 - (10 + 6) = 32", l)
	}
	names, _ := filepath.Glob(filepath.Join(out, "*"))
	want := []string{"demo-F1901M-gm-game.json", "demo-S1901M-gm-chart.txt", "demo-S1901M-map.svg", "demo-S1901M-results.txt"}
	for _, p := range []string{"austria", "england", "france", "germany", "italy", "russia", "turkey"} {
		want = append(want, "demo-S1901M-"+p+"-private.txt")
	}
	if len(names) != len(want) {
		t.Errorf("files written: %v", names)
	}
	for _, w := range want {
		if _, err := os.Stat(filepath.Join(out, w)); err != nil {
			t.Errorf("missing %s", w)
		}
	}
	// Rule 5.7: France's report never carries England's comment or offer.
	fr, _ := os.ReadFile(filepath.Join(out, "demo-S1901M-france-private.txt"))
	if bytes.Contains(fr, []byte("secret english plan")) || !bytes.Contains(fr, []byte("A PAR - BUR")) {
		t.Errorf("France's report:\n%s", fr)
	}
	// The same input and seed give byte-identical files.
	out2 := filepath.Join(dir, "out2")
	if code, _, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--out", out2); code != 0 {
		t.Fatal(stderr)
	}
	for _, w := range want {
		a, _ := os.ReadFile(filepath.Join(out, w))
		b, _ := os.ReadFile(filepath.Join(out2, w))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs with the same seed", w)
		}
	}
}

func TestBadInputWritesNothing(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	orders := write(t, dir, "orders.txt", "FRANCE:\n10 : A PAR - BUR\n0 : GERMAN A MUN - RUH\nENGLAND:\nbanana\n")
	out := filepath.Join(dir, "out")
	code, stdout, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--out", out, "--json")
	if code != 1 || stdout != "" {
		t.Fatalf("exit %d, stdout %q; want 1 and nothing", code, stdout)
	}
	for _, frag := range []string{"FRANCE, line 3", "ENGLAND, line 5", "nothing was adjudicated"} {
		if !strings.Contains(stderr, frag) {
			t.Errorf("stderr does not say %q:\n%s", frag, stderr)
		}
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Errorf("files were written despite the errors: %v", entries)
	}
	code, _, stderr = runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--lenient", "--json")
	if code != 0 || !strings.Contains(stderr, "ignored: ENGLAND, line 5") {
		t.Errorf("--lenient: exit %d, stderr %s", code, stderr)
	}
	bad := write(t, dir, "bad.json", `{"format":"payola-game/1","map":"standard","phase":"S1901M","powers":[{"name":"FRANCE","units":["F PAR"],"centers":[]}]}`)
	code, _, stderr = runCLI(t, "adjudicate", "--game", bad)
	if code != 1 || !strings.Contains(stderr, "powers[0].units[0]") || !strings.Contains(stderr, "inland") {
		t.Errorf("bad game file: exit %d, %s", code, stderr)
	}
	if code, _, _ := runCLI(t, "adjudicate"); code != 2 {
		t.Errorf("missing --game: exit %d, want 2", code)
	}
}

func TestCheckSheet(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	sheet := write(t, dir, "sheet.txt", "4 : A PAR - BUR\n5 : A PAR - HOL\n2*3#1 > F BRE - MAO\n10$\n")
	code, out, _ := runCLI(t, "check", "--game", gamePath, "--power", "FRANCE", sheet)
	if code != 1 || !strings.HasPrefix(out, "2:") {
		t.Errorf("check: exit %d, output:\n%s", code, out)
	}
	good := write(t, dir, "good.txt", "4 : A PAR - BUR\n10$\n")
	code, out, _ = runCLI(t, "check", "--game", gamePath, "--power", "FRANCE", good)
	if code != 0 || !strings.Contains(out, "A PAR - BUR") {
		t.Errorf("clean sheet: exit %d, output:\n%s", code, out)
	}
	code, _, _ = runCLI(t, "check", good)
	if code != 0 {
		t.Errorf("check without a game must check syntax and the map only: exit %d", code)
	}
}

func TestRenderAndPublish(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	svgPath := filepath.Join(dir, "map.svg")
	if code, _, stderr := runCLI(t, "render", "--game", gamePath, "-o", svgPath); code != 0 {
		t.Fatal(stderr)
	}
	svg, _ := os.ReadFile(svgPath)
	if !bytes.Contains(svg, []byte("<svg")) || !bytes.Contains(svg, []byte("A PAR")) {
		t.Errorf("render wrote %d bytes without the board", len(svg))
	}
	orders := write(t, dir, "orders.txt", sevenSheets)
	code, stdout, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--json")
	if code != 0 {
		t.Fatal(stderr)
	}
	results := write(t, dir, "result.json", stdout)
	if code, _, stderr := runCLI(t, "render", "--game", gamePath, "--results", results, "-o", svgPath); code != 0 {
		t.Fatal(stderr)
	}
	svg, _ = os.ReadFile(svgPath)
	if !bytes.Contains(svg, []byte("A PAR - BUR")) {
		t.Error("the phase map does not show A PAR - BUR")
	}
	var res struct{ Next json.RawMessage }
	_ = json.Unmarshal([]byte(stdout), &res)
	final := write(t, dir, "final.json", string(res.Next))

	// The phase again, from the next game file's history: the same picture
	// as from the result, the board before it with its orders.
	fromResults := svg
	if code, _, stderr := runCLI(t, "render", "--game", final, "--phase", "S1901M", "-o", svgPath); code != 0 {
		t.Fatal(stderr)
	}
	svg, _ = os.ReadFile(svgPath)
	if !bytes.Equal(svg, fromResults) {
		t.Error("render --phase S1901M differs from render --results of that phase")
	}
	if code, _, stderr := runCLI(t, "render", "--game", final, "--phase", "F1905M", "-o", svgPath); code != 1 || !strings.Contains(stderr, "F1905M") {
		t.Errorf("an unknown phase: exit %d, %q", code, stderr)
	}
	pub := filepath.Join(dir, "pub")
	if code, _, stderr := runCLI(t, "publish", "--game", final, "--out", pub); code != 0 {
		t.Fatal(stderr)
	}
	text, _ := os.ReadFile(filepath.Join(pub, "demo-publication.txt"))
	if !bytes.Contains(text, []byte("secret english plan")) || !bytes.Contains(text, []byte("10 : A PAR - BUR")) {
		t.Errorf("the publication must show every sheet (rule 3.6):\n%s", text)
	}
}
