package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// The file operations writeAll uses; the tests replace them to make one
// fail half-way (a full disk, a rename refused).
var (
	writeFile = os.WriteFile
	rename    = os.Rename
)

// writeAll writes the files into dir all or nothing (game-format §4): each
// is first written whole into a staging directory inside dir; then each
// file already there is moved aside and the new one moved in. If anything
// fails, the new files moved in so far are taken out and the old ones put
// back, so dir holds either the whole new set or what it held before.
func writeAll(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	stage, err := os.MkdirTemp(dir, ".payola-new-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(stage)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := writeFile(filepath.Join(stage, name), files[name], 0o644); err != nil {
			return fmt.Errorf("%v; nothing in %s was changed", err, dir)
		}
	}
	aside, err := os.MkdirTemp(dir, ".payola-old-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(aside)
	var moved, saved []string
	undo := func(cause error) error {
		var errs []error
		for _, n := range moved {
			errs = append(errs, os.Remove(filepath.Join(dir, n)))
		}
		for _, n := range saved {
			errs = append(errs, os.Rename(filepath.Join(aside, n), filepath.Join(dir, n)))
		}
		if err := errors.Join(errs...); err != nil {
			return fmt.Errorf("%v; putting the old files back failed too: %v", cause, err)
		}
		return fmt.Errorf("%v; nothing in %s was changed", cause, dir)
	}
	for _, name := range names {
		target := filepath.Join(dir, name)
		if _, err := os.Lstat(target); err == nil {
			if err := rename(target, filepath.Join(aside, name)); err != nil {
				return undo(err)
			}
			saved = append(saved, name)
		}
		if err := rename(filepath.Join(stage, name), target); err != nil {
			return undo(err)
		}
		moved = append(moved, name)
	}
	return nil
}
