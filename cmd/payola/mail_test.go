package main

import (
	"bytes"
	"encoding/json"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gameWithAddresses is the demo game with these players' addresses.
func gameWithAddresses(t *testing.T, dir string, addresses map[string][]string) string {
	t.Helper()
	path := newGameFile(t, dir)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	for _, p := range f["powers"].([]any) {
		p := p.(map[string]any)
		if a, ok := addresses[p["name"].(string)]; ok {
			p["addresses"] = a
		}
	}
	data, _ = json.Marshal(f)
	return write(t, dir, "game.json", string(data))
}

func copyFixture(t *testing.T, dir, name string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "engine", "mail", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	write(t, dir, name, string(data))
}

// Issue 35 from the command line: adjudicate --mail DIR reads the sheets
// from the folder's .eml and .mbox files, tells on stderr which message
// stands for each power and who is missing (with rule 3.3's consequence
// and their addresses), and --out writes a draft per power and one for the
// public list beside the downloads.
func TestAdjudicateFromMail(t *testing.T) {
	dir := t.TempDir()
	gamePath := gameWithAddresses(t, dir, map[string][]string{
		"FRANCE": {"ann@example.org"}, "AUSTRIA": {"bruno.keller@gmail.example"}, "ENGLAND": {"carl@example.com"}, "GERMANY": {"dora@example.de"},
	})
	in := filepath.Join(dir, "in")
	os.Mkdir(in, 0o755)
	for _, f := range []string{"thunderbird-plain.eml", "gmail-alternative.eml", "outlook-1252.eml", "html-only.eml"} {
		copyFixture(t, in, f)
	}
	write(t, in, "notes.txt", "not mail: left alone")
	out := filepath.Join(dir, "out")
	code, _, errOut := runCLI(t, "adjudicate", "--game", gamePath, "--mail", in, "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, w := range []string{
		"mail: AUSTRIA: gmail-alternative.eml, from Bruno Keller <bruno.keller@gmail.example>, Mon 2 Mar 2026 10:40 UTC (by its sender's address)",
		"mail: ITALY: html-only.eml, from Eva Rossi <eva@example.it>",
		"missing: GERMANY (dora@example.de): rule 3.3: each of its 3 units gets a 0 AgP hold offer of its own",
		"missing: RUSSIA (no address in the game file)",
		// A sheet saved as text in the mail folder is not read, and
		// the GM is told so rather than left to wonder (Italy's sheet
		// saved as italy.txt would otherwise just go missing).
		"mail: notes.txt is left alone: it is no .eml or .mbox file (a sheet saved as text goes in with --orders)",
	} {
		if !strings.Contains(errOut, w) {
			t.Errorf("stderr does not say %q:\n%s", w, errOut)
		}
	}
	// France's sheet came from mail: A PAR - BUR was paid 3 AgP.
	report, err := os.ReadFile(filepath.Join(out, "demo-S1901M-france-private.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(report, []byte("A PAR - BUR                      3 AgP")) {
		t.Errorf("France's report does not show its mailed sheet:\n%s", report)
	}
	data, err := os.ReadFile(filepath.Join(out, "demo-S1901M-france-mail.eml"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := mail.ReadMessage(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("France's draft: %v", err)
	}
	if to, err := m.Header.AddressList("To"); err != nil || len(to) != 1 || to[0].Address != "ann@example.org" || m.Header.Get("X-Unsent") != "1" {
		t.Errorf("France's draft: To %v (%v), header %v", to, err, m.Header)
	}
	if _, err := os.Stat(filepath.Join(out, "demo-S1901M-public-mail.eml")); err != nil {
		t.Errorf("no public draft: %v", err)
	}
}

// A message no rule assigns stops the adjudication, named with the reason;
// --lenient leaves it out.
func TestAdjudicateFromMailRefusesWhatItCannotAssign(t *testing.T) {
	dir := t.TempDir()
	gamePath := gameWithAddresses(t, dir, map[string][]string{"FRANCE": {"ann@example.org"}})
	in := filepath.Join(dir, "in")
	os.Mkdir(in, 0o755)
	copyFixture(t, in, "inbox.mbox")
	out := filepath.Join(dir, "out")
	code, _, errOut := runCLI(t, "adjudicate", "--game", gamePath, "--mail", in, "--out", out)
	if code != 1 || !strings.Contains(errOut, "3 message(s) that no rule assigns to a power") ||
		!strings.Contains(errOut, "not assigned: inbox.mbox, message 5, from stranger@example.com") {
		t.Errorf("exit %d:\n%s", code, errOut)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("something was written")
	}
	code, _, errOut = runCLI(t, "adjudicate", "--game", gamePath, "--mail", in, "--out", out, "--lenient")
	if code != 0 {
		t.Errorf("--lenient: exit %d:\n%s", code, errOut)
	}
	code, _, errOut = runCLI(t, "adjudicate", "--game", gamePath, "--mail", dir)
	if code != 1 || !strings.Contains(errOut, "holds no .eml or .mbox file") {
		t.Errorf("a folder without mail: exit %d: %s", code, errOut)
	}
}

// Issue 35's deadlines from the command line: new --deadline starts the
// game with its first phase's; adjudicate --deadline writes the next
// phase's into the next game file and every draft's subject and body (the
// results file stays as sealed); with --mail, who is missing is told with
// the phase's deadline; a deadline that does not read is refused before
// anything is written.
func TestDeadlineFromTheCommandLine(t *testing.T) {
	dir := t.TempDir()
	code, newFile, errOut := runCLI(t, "new", "--name", "club", "--seed", "5", "--deadline", "2026-12-07T18:00+01:00")
	if code != 0 || !strings.Contains(newFile, `"deadline": "2026-12-07T18:00:00+01:00"`) {
		t.Fatalf("new --deadline: exit %d, %s\n%.300s", code, errOut, newFile)
	}
	if code, _, errOut := runCLI(t, "new", "--deadline", "Friday"); code != 1 || !strings.Contains(errOut, `--deadline: "Friday" is not a deadline`) {
		t.Errorf("new with a bad deadline: exit %d, %s", code, errOut)
	}
	var f map[string]any
	json.Unmarshal([]byte(newFile), &f)
	f["powers"].([]any)[2].(map[string]any)["addresses"] = []any{"ann@example.org"}
	data, _ := json.Marshal(f)
	gamePath := write(t, dir, "game.json", string(data))
	in := filepath.Join(dir, "in")
	os.Mkdir(in, 0o755)
	copyFixture(t, in, "outlook-1252.eml")

	out := filepath.Join(dir, "out")
	if code, _, errOut := runCLI(t, "adjudicate", "--game", gamePath, "--mail", in, "--out", out, "--deadline", "2026-12-32T18:00Z"); code != 1 || !strings.Contains(errOut, "--deadline:") {
		t.Errorf("a bad deadline: exit %d, %s", code, errOut)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused deadline wrote the outputs")
	}
	code, _, errOut = runCLI(t, "adjudicate", "--game", gamePath, "--mail", in, "--out", out, "--deadline", "2026-12-21T18:00:00Z")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "deadline of Spring 1901 Movement: Monday 7 December 2026, 18:00 UTC+01:00") {
		t.Errorf("who is missing is not told with the deadline:\n%s", errOut)
	}
	next, err := os.ReadFile(filepath.Join(out, "club-F1901M-gm-game.json"))
	if err != nil || !bytes.Contains(next, []byte(`"deadline": "2026-12-21T18:00:00Z"`)) {
		t.Errorf("the next game file has not the next deadline (%v):\n%.300s", err, next)
	}
	results, _ := os.ReadFile(filepath.Join(out, "club-S1901M-results.txt"))
	if bytes.Contains(results, []byte("December")) {
		t.Error("the sealed results file holds the deadline")
	}
	draft, err := os.ReadFile(filepath.Join(out, "club-S1901M-france-mail.eml"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := mail.ReadMessage(bytes.NewReader(draft))
	if err != nil {
		t.Fatal(err)
	}
	if s := m.Header.Get("Subject"); !strings.HasSuffix(s, "; Fall 1901 Movement due Monday 21 December 2026, 18:00 UTC") {
		t.Errorf("France's draft's subject %q", s)
	}
}
