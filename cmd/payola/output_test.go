package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// dirState is every file of dir with its content, hidden ones included.
func dirState(t *testing.T, dir string) map[string]string {
	t.Helper()
	state := map[string]string{}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		state[e.Name()] = string(data)
	}
	return state
}

func sameState(t *testing.T, got, want map[string]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("files %v, want %v", keys(got), keys(want))
	}
	for name, text := range want {
		if got[name] != text {
			t.Errorf("%s: %q, want %q", name, got[name], text)
		}
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// failAt makes the nth call of an operation fail, as a full disk or a
// refused rename would, and restores it after the test.
func failAt[F any](t *testing.T, op *F, n int, wrap func(calls *int, real F) F) {
	t.Helper()
	real, calls := *op, 0
	*op = wrap(&calls, real)
	t.Cleanup(func() { *op = real })
}

// game-format §4: --out is all or nothing. A rename refused half-way, or a
// write failing on a full disk, leaves the directory as it was: the old
// files whole, no new file, no staging left behind.
func TestWriteAllIsAllOrNothing(t *testing.T) {
	newSet := map[string][]byte{"a.txt": []byte("new a"), "b.txt": []byte("new b"), "c.txt": []byte("new c"), "d.txt": []byte("new d")}
	old := map[string]string{"a.txt": "old a", "c.txt": "old c", "keep.txt": "other phase"}
	for _, c := range []struct {
		name   string
		inject func(t *testing.T)
	}{
		{"rename refused on the third new file", func(t *testing.T) {
			failAt(t, &rename, 0, func(calls *int, real func(string, string) error) func(string, string) error {
				return func(from, to string) error {
					if strings.Contains(from, readyPrefix) {
						if *calls++; *calls == 3 {
							return errors.New("injected: rename refused")
						}
					}
					return real(from, to)
				}
			})
		}},
		{"an old file cannot be moved aside", func(t *testing.T) {
			failAt(t, &rename, 0, func(calls *int, real func(string, string) error) func(string, string) error {
				return func(from, to string) error {
					if strings.HasSuffix(from, "c.txt") && !strings.Contains(from, ".payola-") {
						return errors.New("injected: busy")
					}
					return real(from, to)
				}
			})
		}},
		{"the disk fills while staging", func(t *testing.T) {
			failAt(t, &writeFile, 0, func(calls *int, real func(string, []byte, os.FileMode) error) func(string, []byte, os.FileMode) error {
				return func(name string, data []byte, perm os.FileMode) error {
					if *calls++; *calls == 2 {
						_ = real(name, data[:2], perm) // a partial file, as a full disk leaves
						return errors.New("injected: no space left on device")
					}
					return real(name, data, perm)
				}
			})
		}},
	} {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			for name, text := range old {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			c.inject(t)
			if err := writeAll(dir, newSet); err == nil || !strings.Contains(err.Error(), "injected") || !strings.Contains(err.Error(), "nothing in") {
				t.Fatalf("writeAll: %v; want the injected error and that nothing changed", err)
			}
			sameState(t, dirState(t, dir), old)
		})
	}
	// Without failure, the new set appears whole beside the other files.
	dir := t.TempDir()
	_ = os.WriteFile(filepath.Join(dir, "a.txt"), []byte("old a"), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "keep.txt"), []byte("other phase"), 0o644)
	if err := writeAll(dir, newSet); err != nil {
		t.Fatal(err)
	}
	sameState(t, dirState(t, dir), map[string]string{"a.txt": "new a", "b.txt": "new b", "c.txt": "new c", "d.txt": "new d", "keep.txt": "other phase"})
}

// A target that is a file, not a directory, fails before anything is written.
func TestWriteAllIntoAFile(t *testing.T) {
	path := write(t, t.TempDir(), "taken", "mine")
	if err := writeAll(path, map[string][]byte{"a.txt": []byte("x")}); err == nil {
		t.Fatal("wrote into a file")
	}
	if data, _ := os.ReadFile(path); string(data) != "mine" {
		t.Errorf("the file became %q", data)
	}
}

// render -o on a failing disk keeps the old map whole (issue 9 §6).
func TestRenderKeepsOldMapOnFailure(t *testing.T) {
	dir := t.TempDir()
	gamePath := newGameFile(t, dir)
	svg := write(t, dir, "map.svg", "<svg>the old map</svg>")
	failAt(t, &writeFile, 0, func(calls *int, real func(string, []byte, os.FileMode) error) func(string, []byte, os.FileMode) error {
		return func(name string, data []byte, perm os.FileMode) error {
			_ = real(name, data[:len(data)/2], perm)
			return errors.New("injected: no space left on device")
		}
	})
	if code, _, stderr := runCLI(t, "render", "--game", gamePath, "-o", svg); code != 1 || !strings.Contains(stderr, "injected") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	sameState(t, dirState(t, dir), map[string]string{"game.json": dirState(t, dir)["game.json"], "map.svg": "<svg>the old map</svg>"})
}

// game-format §4 under concurrency: while one run is between two renames,
// a second run into the same folder is refused, naming the folder as busy,
// and changes nothing; the first then finishes its whole set.
func TestWriteAllOneRunAtATime(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.txt", "old a")
	first := map[string][]byte{"a.txt": []byte("first a"), "b.txt": []byte("first b"), "c.txt": []byte("first c")}
	second := map[string][]byte{"a.txt": []byte("second a"), "b.txt": []byte("second b"), "c.txt": []byte("second c")}
	paused, resume := make(chan bool), make(chan bool)
	real := step
	t.Cleanup(func() { step = real })
	step = func(what string) {
		if what == "switched a.txt" {
			paused <- true
			<-resume
		}
	}
	done := make(chan error)
	go func() { done <- writeAll(dir, first) }()
	<-paused // the first run has switched a.txt in, not b.txt and c.txt
	step = real
	err := writeAll(dir, second)
	if err == nil || !strings.Contains(err.Error(), dir+" is busy") {
		t.Errorf("the second run: %v; want it refused, naming %s as busy", err, dir)
	}
	resume <- true
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	sameState(t, dirState(t, dir), map[string]string{"a.txt": "first a", "b.txt": "first b", "c.txt": "first c"})
}

// A folder standing where an output file goes is the GM's: writeAll refuses,
// naming it, and neither it nor what it holds is touched (it was moved
// aside and deleted with its contents before).
func TestWriteAllLeavesAFolderInTheWay(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.txt", "old a")
	if err := os.Mkdir(filepath.Join(dir, "b.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "b.txt"), "notes.txt", "the GM's notes")
	err := writeAll(dir, map[string][]byte{"a.txt": []byte("new a"), "b.txt": []byte("new b")})
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "b.txt")+" is a folder") {
		t.Fatalf("writeAll: %v; want an error naming the folder b.txt", err)
	}
	sameState(t, dirState(t, dir), map[string]string{"a.txt": "old a", "b.txt": ""})
	if data, err := os.ReadFile(filepath.Join(dir, "b.txt", "notes.txt")); err != nil || string(data) != "the GM's notes" {
		t.Errorf("the folder's file: %q, %v", data, err)
	}
}
