package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"github.com/payola-gm/payola/engine/gamefile"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/publish"
)

// Issue 29: --json carries the next file's history as it was read, each
// entry byte for byte (here as `python3 -m json.tool` indents a file),
// never re-indented, and the answer reads as the result does.
func TestJSONCarriesTheHistoryAsRead(t *testing.T) {
	data, text, err := gametest.LongGame(2, publishNext)
	if err != nil {
		t.Fatal(err)
	}
	var tool bytes.Buffer
	if err := json.Indent(&tool, data, "", "    "); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gamePath, ordersPath := filepath.Join(dir, "game.json"), filepath.Join(dir, "orders.txt")
	if err := os.WriteFile(gamePath, tool.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ordersPath, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCLI(t, "adjudicate", "--game", gamePath, "--orders", ordersPath, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Each entry as the file holds it: json.tool's indentation, at its
	// depth (a json.RawMessage keeps the bytes it is given).
	var in struct{ History []json.RawMessage }
	if err := json.Unmarshal(tool.Bytes(), &in); err != nil || len(in.History) < 4 {
		t.Fatalf("%d entries read (%v)", len(in.History), err)
	}
	for i, entry := range in.History {
		if !bytes.Contains(entry, []byte("\n            \"phase\": ")) {
			t.Fatalf("history[%d] is not indented as json.tool writes it", i)
		}
		if !bytes.Contains([]byte(stdout), entry) {
			t.Errorf("history[%d] is not in --json as it was read", i)
		}
	}
	// The answer is the result: the same values as encoding/json writes.
	g, err := gamefile.Load(tool.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	res, err := publish.Adjudicate(g, text, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got, want any
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("--json is not JSON: %v", err)
	}
	if err := json.Unmarshal(mustMarshal(t, res.Result), &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("--json reads otherwise than the result")
	}
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// shortWriter takes n bytes, then fails as a full disk or a closed pipe
// does.
type shortWriter struct{ n int }

func (w *shortWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errors.New("no space left on device")
	}
	w.n -= len(p)
	return len(p), nil
}

// --json writes its answer in pieces (the history as read, entry by
// entry): an answer cut short anywhere, in the history or after it, is a
// failure, never a truncated answer with exit status 0.
func TestJSONCutShortFails(t *testing.T) {
	data, text, err := gametest.LongGame(2, publishNext)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gamePath, ordersPath := filepath.Join(dir, "game.json"), filepath.Join(dir, "orders.txt")
	if err := os.WriteFile(gamePath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ordersPath, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"adjudicate", "--game", gamePath, "--orders", ordersPath, "--json"}
	var whole bytes.Buffer
	if code := run(args, strings.NewReader(""), &whole, io.Discard); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, n := range []int{0, 100, whole.Len() / 2, whole.Len() - 1} {
		var errOut bytes.Buffer
		if code := run(args, strings.NewReader(""), &shortWriter{n: n}, &errOut); code == 0 || !strings.Contains(errOut.String(), "no space left") {
			t.Errorf("stdout full after %d of %d bytes: exit %d, %q", n, whole.Len(), code, errOut.String())
		}
	}
}
