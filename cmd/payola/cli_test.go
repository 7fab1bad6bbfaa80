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
	want := []string{"demo-F1901M-gm-game.json", "demo-F1901M-public-position.json", "demo-S1901M-gm-chart.txt", "demo-S1901M-map.svg", "demo-S1901M-results.txt",
		"demo-S1901M-plot.svg", "demo-S1901M-gm-plot.svg"} // the plots of issue 32
	for _, p := range []string{"austria", "england", "france", "germany", "italy", "russia", "turkey"} {
		want = append(want, "demo-S1901M-"+p+"-private.txt", "demo-S1901M-"+p+"-plot.svg")
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
	// Issue 32: France's own plot holds its money, and no other power's.
	plot, _ := os.ReadFile(filepath.Join(out, "demo-S1901M-france-plot.svg"))
	if !bytes.Contains(plot, []byte(`data-power="FRANCE"`)) || bytes.Contains(plot, []byte(`data-power="ENGLAND"`)) {
		t.Errorf("France's plot is not France's money alone:\n%.300s", plot)
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
	code, stdout, stderr = runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--lenient", "--json")
	if code != 0 || !strings.Contains(stderr, "ignored: ENGLAND, line 5") {
		t.Errorf("--lenient: exit %d, stderr %s", code, stderr)
	}
	// Issue 30: --json gives each ignored line once, in the next file's
	// history (game-format §4's record), not again beside it.
	var res struct {
		Ignored json.RawMessage `json:"ignored"`
		Next    struct {
			History []struct {
				Ignored []string `json:"ignored"`
			} `json:"history"`
		} `json:"next"`
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatal(err)
	}
	if h := res.Next.History; res.Ignored != nil || len(h) != 1 || len(h[0].Ignored) != 2 || !strings.Contains(h[0].Ignored[1], "ENGLAND, line 5") {
		t.Errorf("--lenient --json: ignored %s, history %+v; want lines 3 and 5 listed once, in the history\n%s", res.Ignored, h, stdout)
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
	// Rule 3.6: a game without a winner is not published by accident.
	if code, _, stderr := runCLI(t, "publish", "--game", final, "--out", pub); code != 1 || !strings.Contains(stderr, "no winner") || !strings.Contains(stderr, "--force") {
		t.Errorf("publish of an unfinished game: exit %d, %s", code, stderr)
	}
	if _, err := os.Stat(pub); err == nil {
		t.Error("the refused publication wrote something")
	}
	if code, _, stderr := runCLI(t, "publish", "--game", final, "--out", pub, "--force"); code != 0 {
		t.Fatal(stderr)
	}
	text, _ := os.ReadFile(filepath.Join(pub, "demo-publication.txt"))
	// Rules 3.6, 4.5: every sheet, the lists as drawn, each phase's GM
	// chart and every power's ledger.
	for _, want := range []string{"secret english plan", "10 : A PAR - BUR", "GM chart:", "Candidates (each power's money", "Ledgers (AgP):",
		"FRANCE   before    48  paid    16  transfers    +0  income    +0  forfeited     0  after    32"} {
		if !bytes.Contains(text, []byte(want)) {
			t.Errorf("the publication lacks %q:\n%s", want, text)
		}
	}
	// A won game is published without --force.
	won := write(t, dir, "won.json", strings.Replace(string(res.Next), `"format": "payola-game/1",`, `"format": "payola-game/1", "winner": "FRANCE",`, 1))
	if code, _, stderr := runCLI(t, "publish", "--game", won, "--out", filepath.Join(dir, "pub2")); code != 0 {
		t.Errorf("publish of a won game: %s", stderr)
	}
}

// Issue 9 §5: a 300-character game name still gives files --out can write.
func TestLongGameNameWrites(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runCLI(t, "new", "--name", strings.Repeat("Ü", 150)+strings.Repeat("x", 150), "--seed", "3")
	if code != 0 {
		t.Fatal(errOut)
	}
	gamePath := write(t, dir, "game.json", out)
	if code, _, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--out", filepath.Join(dir, "out")); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "out", "*"))
	if len(names) < 10 {
		t.Errorf("written: %v", names)
	}
}

// Issue 9 §5: render --results refuses orders for powers or units the
// board does not have, naming the field and the value.
func TestRenderRefusesForeignResults(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	for _, c := range []struct{ orders, want string }{
		{`[{"power":"NARNIA","unit":"A PAR","order":"A PAR H","result":"succeeds","dislodged":false}]`, `orders[0].power: "NARNIA"`},
		{`[{"power":"FRANCE","unit":"A PIC","order":"A PIC - BEL","result":"succeeds","dislodged":false}]`, `orders[0].order: "A PIC - BEL"`},
		{`[{"power":"FRANCE","unit":"A VIE","order":"A VIE H","result":"succeeds","dislodged":false}]`, `orders[0].order: "A VIE H"`},
		{`[{"power":"FRANCE","unit":"A PAR","order":"A PAR H","result":"wins","dislodged":false}]`, `orders[0].result: "wins"`},
	} {
		res := write(t, dir, "res.json", `{"phase":"S1901M","orders":`+c.orders+`}`)
		code, _, stderr := runCLI(t, "render", "--game", gamePath, "--results", res)
		if code != 1 || !strings.Contains(stderr, c.want) {
			t.Errorf("exit %d, stderr %q; want 1 and %q", code, stderr, c.want)
		}
	}
}

// game-format §4: adjudicate writes the public position file, and check
// --game takes it as it takes the game file.
func TestCheckAgainstPublicPosition(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	orders := write(t, dir, "orders.txt", sevenSheets)
	out := filepath.Join(dir, "out")
	if code, _, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders, "--out", out); code != 0 {
		t.Fatal(stderr)
	}
	pos := filepath.Join(out, "demo-F1901M-public-position.json")
	data, err := os.ReadFile(pos)
	if err != nil || bytes.Contains(data, []byte("balance")) || !bytes.Contains(data, []byte(`"payola-position/1"`)) {
		t.Fatalf("position file: %v\n%s", err, data)
	}
	sheet := write(t, dir, "sheet.txt", "4 : A SPA - POR\n5 : A MAR - PIE\n") // A MAR went to SPA
	for _, board := range []string{pos, filepath.Join(out, "demo-F1901M-gm-game.json")} {
		code, stdout, _ := runCLI(t, "check", "--game", board, "--power", "FRANCE", sheet)
		if code != 1 || !strings.HasPrefix(stdout, "2:") || strings.Count(stdout, "Marseilles") != 1 {
			t.Errorf("check against %s: exit %d\n%s", filepath.Base(board), code, stdout)
		}
	}
}

// game-format §1: payola new draws a fresh seed, written into the file, so
// that nobody can work out the '?' orders in advance; --seed fixes it.
func TestNewDrawsFreshSeed(t *testing.T) {
	seeds := map[int64]bool{}
	for i := 0; i < 3; i++ {
		code, out, errOut := runCLI(t, "new", "--name", "fresh")
		if code != 0 {
			t.Fatal(errOut)
		}
		var f struct{ Seed *int64 }
		if err := json.Unmarshal([]byte(out), &f); err != nil || f.Seed == nil {
			t.Fatalf("no seed in the new file: %v\n%s", err, out)
		}
		seeds[*f.Seed] = true
	}
	if len(seeds) != 3 || seeds[1] {
		t.Errorf("seeds %v: want three fresh ones", seeds)
	}
	if _, out, _ := runCLI(t, "new", "--seed", "77"); !strings.Contains(out, `"seed": 77,`) {
		t.Errorf("--seed 77:\n%s", out)
	}
}

// Rule 3.3 on stderr, and game-format §4's ledgers in a retreat phase
// through the CLI: the real balances, not 0.
func TestSilentPowersOnStderrAndRetreatLedgers(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	orders := write(t, dir, "orders.txt", "FRANCE:\n5 : A PAR - BUR\n")
	code, _, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", orders)
	if code != 0 || !strings.Contains(stderr, "sent nothing (rule 3.3): AUSTRIA, ENGLAND, GERMANY, ITALY, RUSSIA, TURKEY") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	retreat := write(t, dir, "retreat.json", `{"format":"payola-game/1","map":"standard","phase":"F1901R","powers":[
		{"name":"FRANCE","balance":24,"units":["F BRE"],"centers":["BRE","PAR","MAR"]},
		{"name":"GERMANY","balance":7,"units":["A BUR"],"centers":["MUN"]}],
		"dislodged":[{"power":"FRANCE","unit":"A BUR","attackedFrom":"MUN"}]}`)
	code, stdout, stderr := runCLI(t, "adjudicate", "--game", retreat, "--json")
	if code != 0 || !strings.Contains(stderr, "sent nothing (rule 3.3): FRANCE") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res struct {
		Orders  []any
		Ledgers map[string]struct{ Before, After int }
		Next    struct {
			History []struct{ Balances map[string]int }
		}
	}
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatal(err)
	}
	if res.Orders == nil || len(res.Ledgers) != 2 || res.Ledgers["FRANCE"].Before != 24 || res.Ledgers["GERMANY"].After != 7 || res.Next.History[0].Balances["FRANCE"] != 24 {
		t.Errorf("orders %v, ledgers %+v, history %+v", res.Orders, res.Ledgers, res.Next.History)
	}
}

// payola new --out writes a new game's files as the page offers them: the
// game file (the bytes new prints without --out) and the position the
// players check their first sheets against.
func TestNewWritesTheOpeningFiles(t *testing.T) {
	dir := t.TempDir()
	// The same seal secret: without one, each run draws its own (issue 34).
	sealed := "--seal=" + strings.Repeat("5a", 32)
	_, printed, _ := runCLI(t, "new", "--name", "club", "--seed", "3", sealed)
	code, out, errOut := runCLI(t, "new", "--name", "club", "--seed", "3", sealed, "--out", dir)
	if code != 0 {
		t.Fatalf("new --out: %d %s", code, errOut)
	}
	gameFile, err := os.ReadFile(filepath.Join(dir, "club-S1901M-gm-game.json"))
	if err != nil || string(gameFile) != printed {
		t.Fatalf("the game file written is not the one new prints (%v)", err)
	}
	pos, err := os.ReadFile(filepath.Join(dir, "club-S1901M-public-position.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(pos), `"format": "payola-position/1"`) || strings.Contains(string(pos), "balance") {
		t.Errorf("the position file is not the public position:\n%.300s", pos)
	}
	if !strings.Contains(out, "club-S1901M-public-position.json") {
		t.Errorf("new --out says %q; want the files it wrote", out)
	}
}
