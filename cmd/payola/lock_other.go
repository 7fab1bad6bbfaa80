//go:build !unix

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// lockName is the file a run creates while it writes into a folder.
const lockName = ".payola-lock"

// lockDir makes sure one run at a time writes into dir: a second one is
// refused, naming the folder as busy. Without flock, a lock left by a
// killed run must be removed by hand, as the message says.
func lockDir(dir string) (unlock func(), err error) {
	path := filepath.Join(dir, lockName)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("%s is busy: another payola run is writing into it (if none is, remove %s)", dir, path)
	}
	if err != nil {
		return nil, err
	}
	f.Close()
	return func() { _ = os.Remove(path) }, nil
}
