package main

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// usersOwn are files and folders a user gave names like the engine's:
// writeAll and the next run's recovery must neither read, move, empty
// nor remove any of them (issue 30: such folders were emptied and a
// .payola-ready-* folder's files moved into the output).
var usersOwn = map[string]string{
	".payola-old-mine/notes.txt":                         "the user's notes",
	".payola-new-mine/draft.txt":                         "the user's draft",
	".payola-ready-mine/a.txt":                           "the user's a, not an output",
	".payola-ready-file":                                 "a file of the user's",
	".payola-old-0123456789abcdef0123456789abcdef/b.txt": "a folder named like one of ours, not ours",
}

func putUsersOwn(t *testing.T, dir string) {
	t.Helper()
	for path, text := range usersOwn {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, path)), 0o755); err != nil {
			t.Fatal(err)
		}
		write(t, dir, path, text)
	}
}

func checkUsersOwn(t *testing.T, dir string) {
	t.Helper()
	for path, text := range usersOwn {
		if data, err := os.ReadFile(filepath.Join(dir, path)); err != nil || string(data) != text {
			t.Errorf("the user's %s: %q, %v; want %q untouched", path, data, err, text)
		}
		if entries, _ := os.ReadDir(filepath.Dir(filepath.Join(dir, path))); filepath.Dir(path) != "." && len(entries) != 1 {
			t.Errorf("the user's folder %s holds %d entries, want its one file", filepath.Dir(path), len(entries))
		}
	}
}

// ours is every name in dir that the engine made: the journal, the lock
// and any folder named with a run's id.
var oursRE = regexp.MustCompile(`^\.payola-(new|ready|old)-[0-9a-f]{32}$`)

func ours(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if (oursRE.MatchString(e.Name()) && usersOwn[e.Name()+"/b.txt"] == "") || e.Name() == journalName || e.Name() == lockName {
			out = append(out, e.Name())
		}
	}
	return out
}

// outputs is dir's plain files that are not the user's .payola-* ones.
func outputs(t *testing.T, dir string) map[string]string {
	t.Helper()
	state := map[string]string{}
	for name, text := range dirState(t, dir) {
		if !strings.HasPrefix(name, ".payola-") {
			state[name] = text
		}
	}
	return state
}

// game-format §4, issue 30: a fault during the switch, and a fault while
// undoing it, never cost a file of the old set. A hook makes the k-th
// rename fail (a full disk, a quota), alone or with every rename after it
// (the undo's too, as strace's inject=rename:when=k+ does) and with every
// removal as well, for every k of the switch and one past it. After each
// run the old set is found whole, byte for byte, in the folder or in the
// folder aside that the error names; or, when the switch got through, the
// new set is in the folder. The next run, with no fault, puts back what a
// double fault left aside and writes its set whole; the user's own
// .payola-* names are never touched.
func TestWriteAllDoubleFaultKeepsTheOldSet(t *testing.T) {
	old := map[string]string{"a.txt": "old a", "c.txt": "old c", "keep.txt": "other phase"}
	newSet := map[string][]byte{"a.txt": []byte("new a"), "b.txt": []byte("new b"), "c.txt": []byte("new c"), "d.txt": []byte("new d")}
	wantNew := map[string]string{"a.txt": "new a", "b.txt": "new b", "c.txt": "new c", "d.txt": "new d", "keep.txt": "other phase"}
	setUp := func(t *testing.T) string {
		dir := t.TempDir()
		for name, text := range old {
			write(t, dir, name, text)
		}
		putUsersOwn(t, dir)
		return dir
	}
	// How many renames a run makes without a fault: the switch's steps.
	renames := 0
	rename = func(from, to string) error { renames++; return os.Rename(from, to) }
	err := writeAll(setUp(t), newSet)
	rename = os.Rename
	if err != nil {
		t.Fatal(err)
	}
	if renames < 7 { // ready, then a and c aside, each of a, b, c, d in
		t.Fatalf("a run made %d renames, want at least 7", renames)
	}
	noSpace := func(from, to string) error {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.ENOSPC}
	}
	for _, mode := range []string{"the undo works", "every rename after fails", "every rename after and every removal fail"} {
		for k := 1; k <= renames+1; k++ {
			t.Run(strings.ReplaceAll(mode, " ", "_")+"/"+strconv.Itoa(k), func(t *testing.T) {
				dir := setUp(t)
				calls := 0
				failAt(t, &rename, 0, func(_ *int, real func(string, string) error) func(string, string) error {
					return func(from, to string) error {
						if calls++; calls == k || calls > k && mode != "the undo works" {
							return noSpace(from, to)
						}
						return real(from, to)
					}
				})
				if strings.HasSuffix(mode, "removal fail") {
					failAt(t, &remove, 0, func(_ *int, real func(string) error) func(string) error {
						return func(string) error { return &os.PathError{Op: "remove", Err: syscall.EDQUOT} }
					})
				}
				err := writeAll(dir, newSet)
				rename, remove = os.Rename, os.Remove // the disk has room again
				checkUsersOwn(t, dir)
				switch {
				case k > renames:
					if err != nil {
						t.Fatalf("no rename failed, yet: %v", err)
					}
					sameState(t, outputs(t, dir), wantNew)
				case err == nil:
					t.Fatal("the injected fault went unreported")
				default:
					if !errors.Is(err, syscall.ENOSPC) && !strings.Contains(err.Error(), "no space left") {
						t.Errorf("the error does not give the cause: %v", err)
					}
					// The old set, each file in the folder or in a folder
					// of ours the error names.
					var named []string
					for _, n := range ours(t, dir) {
						if strings.HasPrefix(n, oldPrefix) {
							if !strings.Contains(err.Error(), filepath.Join(dir, n)) {
								t.Errorf("%s holds old files, and the error does not name it: %v", n, err)
							}
							named = append(named, n)
						}
					}
					for name, text := range old {
						found := false
						for _, where := range append([]string{"."}, named...) {
							if data, err := os.ReadFile(filepath.Join(dir, where, name)); err == nil && string(data) == text {
								found = true
							}
						}
						if !found {
							t.Errorf("the old %s is lost (error: %v)", name, err)
						}
					}
					if mode == "the undo works" {
						if !strings.Contains(err.Error(), "nothing in "+dir+" was changed") {
							t.Errorf("the undo worked, yet: %v", err)
						}
						sameState(t, outputs(t, dir), old)
						if o := ours(t, dir); len(o) > 0 {
							t.Errorf("left behind: %v", o)
						}
					}
				}
				// The next run finishes what was left and writes its set.
				if err := writeAll(dir, newSet); err != nil {
					t.Fatalf("the next run: %v", err)
				}
				sameState(t, outputs(t, dir), wantNew)
				if o := ours(t, dir); len(o) > 0 {
					t.Errorf("left behind by the next run: %v", o)
				}
				checkUsersOwn(t, dir)
			})
		}
	}
}

// Recovery alone, after a double fault, puts the old set back: the
// folder then holds it whole again, with nothing of ours left.
func TestRecoveryPutsBackWhatADoubleFaultKept(t *testing.T) {
	dir := t.TempDir()
	old := map[string]string{"a.txt": "old a", "b.txt": "old b", "c.txt": "old c"}
	for name, text := range old {
		write(t, dir, name, text)
	}
	calls := 0
	failAt(t, &rename, 0, func(_ *int, real func(string, string) error) func(string, string) error {
		return func(from, to string) error {
			if calls++; calls >= 5 { // ready, a aside, a in, b aside: then b in fails, and every undo
				return &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.ENOSPC}
			}
			return real(from, to)
		}
	})
	err := writeAll(dir, map[string][]byte{"a.txt": []byte("new a"), "b.txt": []byte("new b"), "c.txt": []byte("new c")})
	if err == nil || !strings.Contains(err.Error(), "the old a.txt, b.txt are kept in "+filepath.Join(dir, oldPrefix)) || !strings.Contains(err.Error(), "in "+dir+", a.txt is the new file") {
		t.Fatalf("writeAll: %v; want the old a.txt and b.txt named as kept aside, a.txt as new", err)
	}
	rename = os.Rename
	unlock, err := lockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := recoverDir(dir); err != nil {
		t.Fatal(err)
	}
	unlock()
	sameState(t, dirState(t, dir), old)
}

// The journal is the engine's: one that holds anything but a run's id is
// refused, naming it, and nothing is touched.
func TestWriteAllRefusesAJournalNotOurs(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.txt", "old a")
	write(t, dir, journalName, "../../etc\n")
	err := writeAll(dir, map[string][]byte{"a.txt": []byte("new a")})
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, journalName)+" is not a journal payola wrote") {
		t.Fatalf("writeAll: %v", err)
	}
	sameState(t, dirState(t, dir), map[string]string{"a.txt": "old a", journalName: "../../etc\n"})
}

// A switch that got through stays through: when clearing the old files it
// replaced fails (a file aside cannot be removed), the next run finishes
// clearing them and never puts them back over the new set.
func TestWriteAllClearingFailsKeepsTheNewSet(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "a.txt", "old a")
	write(t, dir, "b.txt", "old b")
	newSet := map[string][]byte{"a.txt": []byte("new a"), "b.txt": []byte("new b")}
	failAt(t, &remove, 0, func(_ *int, real func(string) error) func(string) error {
		return func(path string) error {
			if strings.Contains(path, oldPrefix) && strings.HasSuffix(path, "b.txt") {
				return &os.PathError{Op: "remove", Path: path, Err: syscall.EIO}
			}
			return real(path)
		}
	})
	if err := writeAll(dir, newSet); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a.txt": "new a", "b.txt": "new b"}
	sameState(t, outputs(t, dir), want)
	remove = os.Remove
	unlock, err := lockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := recoverDir(dir); err != nil {
		t.Fatal(err)
	}
	unlock()
	sameState(t, dirState(t, dir), want)
}
