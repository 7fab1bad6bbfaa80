//go:build unix

package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// lockName is the file a run holds locked while it writes into a folder.
const lockName = ".payola-lock"

// lockDir makes sure one run at a time writes into dir: a second one is
// refused, naming the folder as busy. The lock is the kernel's (flock), so
// a killed run never leaves it held.
func lockDir(dir string) (unlock func(), err error) {
	path := filepath.Join(dir, lockName)
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, fmt.Errorf("%s is busy: another payola run is writing into it; try again when it is done", dir)
			}
			return nil, err
		}
		// The run before may have removed the file between our opening and
		// our locking it: then lock the file that is there now.
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, now) {
			return func() {
				_ = os.Remove(path)
				f.Close()
			}, nil
		}
		f.Close()
	}
}
