//go:build unix

package main

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
)

// A run killed at any step leaves what the next run finishes or clears:
// killed before its last file was staged, the old set stands; killed
// after, its new set is switched in whole by the next run; either way no
// folder or copy of ours is left behind. The run is a real process,
// killed (SIGKILL) by its own step hook.
func TestWriteAllAfterAKilledRun(t *testing.T) {
	if os.Getenv("PAYOLA_KILL_AT") != "" {
		return // the killed run itself: see killedRun
	}
	old := map[string]string{"a.txt": "old a", "b.txt": "old b", "keep.txt": "other phase"}
	newSet := map[string]string{"a.txt": "new a", "b.txt": "new b", "c.txt": "new c", "keep.txt": "other phase"}
	steps := 6 // three files staged, three switched
	for at := 1; at <= steps; at++ {
		dir := t.TempDir()
		for name, text := range old {
			write(t, dir, name, text)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestKilledRun$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("PAYOLA_KILL_AT=%d", at), "PAYOLA_KILL_DIR="+dir)
		if out, err := cmd.CombinedOutput(); err == nil {
			t.Fatalf("step %d: the run was not killed:\n%s", at, out)
		}
		unlock, err := lockDir(dir)
		if err != nil {
			t.Fatalf("step %d: a killed run left the folder locked: %v", at, err)
		}
		if err := recoverDir(dir); err != nil {
			t.Fatalf("step %d: %v", at, err)
		}
		unlock()
		want := newSet
		if at <= 3 { // killed while staging
			want = old
		}
		sameState(t, dirState(t, dir), want)
	}
}

// TestKilledRun is the run TestWriteAllAfterAKilledRun kills: it does
// nothing unless started by it.
func TestKilledRun(t *testing.T) {
	at, _ := strconv.Atoi(os.Getenv("PAYOLA_KILL_AT"))
	if at == 0 {
		return
	}
	n := 0
	step = func(string) {
		if n++; n == at {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // the signal arrives
		}
	}
	_ = writeAll(os.Getenv("PAYOLA_KILL_DIR"), map[string][]byte{"a.txt": []byte("new a"), "b.txt": []byte("new b"), "c.txt": []byte("new c")})
}
