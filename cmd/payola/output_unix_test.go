//go:build unix

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// A run killed at any step leaves what the next run finishes or clears:
// killed before its last file was staged, the old set stands; killed
// after, its new set is switched in whole by the next run (and the old
// files it replaced, kept aside until then, are cleared); either way no
// folder or copy of ours is left behind. The run is a real process,
// killed (SIGKILL) by its own step hook.
func TestWriteAllAfterAKilledRun(t *testing.T) {
	if os.Getenv("PAYOLA_KILL_AT") != "" {
		return // the killed run itself: see killedRun
	}
	old := map[string]string{"a.txt": "old a", "b.txt": "old b", "keep.txt": "other phase"}
	newSet := map[string]string{"a.txt": "new a", "b.txt": "new b", "c.txt": "new c", "keep.txt": "other phase"}
	killed := 0
	for at := 1; ; at++ {
		dir := killRun(t, old, at, 0)
		if dir == "" {
			break
		}
		killed++
		want := newSet
		if at <= 3 { // killed while staging
			want = old
		}
		sameState(t, outputs(t, dir), want)
		checkUsersOwn(t, dir)
	}
	if killed < 8 { // three files staged, three switched, two old ones cleared
		t.Errorf("the run was killed at %d steps, want 8", killed)
	}
}

// A run killed while undoing a switch a fault stopped (the rename of the
// n-th file in failed) leaves the old set whole: the next run puts back
// every old file aside. A new file that replaced none may stay (nothing
// tells it from the user's once the switch is called off), and nothing of
// ours does.
func TestWriteAllAfterARunKilledWhileUndoing(t *testing.T) {
	if os.Getenv("PAYOLA_KILL_AT") != "" {
		return
	}
	old := map[string]string{"a.txt": "old a", "b.txt": "old b", "keep.txt": "other phase"}
	// The renames: ready, a aside, a in, b aside, b in, c in.
	for _, failing := range []int{3, 4, 5, 6} {
		killed := 0
		for at := 1; ; at++ {
			dir := killRun(t, old, at, failing)
			if dir == "" {
				break
			}
			killed++
			got := outputs(t, dir)
			if got["c.txt"] == "new c" {
				delete(got, "c.txt")
			}
			sameState(t, got, old)
			checkUsersOwn(t, dir)
		}
		if killed < 2 {
			t.Errorf("rename %d failing: the run was killed at %d steps of its undo, want at least 2", failing, killed)
		}
	}
}

// killRun starts a run writing a, b and c into a folder holding old and
// the user's own .payola-* names, kills it at step at (with the failing-th
// rename refused, if failing is not 0, and the step counted from the
// undo's first), then recovers the folder as the
// next run would, and returns it; or "" if the run was not killed, having
// fewer steps.
func killRun(t *testing.T, old map[string]string, at, failing int) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range old {
		write(t, dir, name, text)
	}
	putUsersOwn(t, dir)
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledRun$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("PAYOLA_KILL_AT=%d", at), fmt.Sprintf("PAYOLA_FAIL_RENAME=%d", failing), "PAYOLA_KILL_DIR="+dir)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if err == nil {
		return ""
	}
	if !errors.As(err, &exit) || !strings.Contains(exit.String(), "killed") {
		t.Fatalf("step %d: the run ended with %v:\n%s", at, err, out)
	}
	unlock, err := lockDir(dir)
	if err != nil {
		t.Fatalf("step %d: a killed run left the folder locked: %v", at, err)
	}
	if err := recoverDir(dir); err != nil {
		t.Fatalf("step %d: %v", at, err)
	}
	unlock()
	if o := ours(t, dir); len(o) > 0 {
		t.Errorf("step %d: left behind: %v", at, o)
	}
	return dir
}

// TestKilledRun is the run killRun kills: it does nothing unless started
// by it.
func TestKilledRun(t *testing.T) {
	at, _ := strconv.Atoi(os.Getenv("PAYOLA_KILL_AT"))
	if at == 0 {
		return
	}
	failing, _ := strconv.Atoi(os.Getenv("PAYOLA_FAIL_RENAME"))
	n, renames, undoing := 0, 0, false
	step = func(what string) {
		// With a fault, the steps counted are the undo's.
		undoing = undoing || what == "called off"
		if failing > 0 && !undoing {
			return
		}
		if n++; n == at {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // the signal arrives
		}
	}
	rename = func(from, to string) error {
		if renames++; renames == failing {
			return &os.LinkError{Op: "rename", Old: from, New: to, Err: syscall.ENOSPC}
		}
		return os.Rename(from, to)
	}
	_ = writeAll(os.Getenv("PAYOLA_KILL_DIR"), map[string][]byte{"a.txt": []byte("new a"), "b.txt": []byte("new b"), "c.txt": []byte("new c")})
}
