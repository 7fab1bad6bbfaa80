package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// The file operations writeAll uses; the tests replace them to make one
// fail half-way (a full disk, a rename refused) or to stop a run at a step
// (step is called after each file staged and each file switched in).
var (
	writeFile = os.WriteFile
	rename    = os.Rename
	step      = func(what string) {}
)

// What writeAll keeps in the folder while it works, all named by one
// run's suffix: the new files being written, the same once every one is
// written (from then on the switch is finished even by the next run, if
// this one is killed), and the files they replace.
const (
	stagePrefix = ".payola-new-"
	readyPrefix = ".payola-ready-"
	oldPrefix   = ".payola-old-"
)

// writeAll writes the files into dir all or nothing (game-format §4). One
// run at a time holds dir (lockDir); it first finishes or clears what a
// killed run left (recoverDir). Each file is written whole into a staging
// folder; once all are, the staging folder is renamed ready, and each file
// already in dir is moved aside and the new one moved in. If anything fails
// before that is done, the new files are taken out and the old ones put
// back, so dir holds either the whole new set or what it held before.
// Nothing but files of ours is ever removed: a folder where a file should
// go is an error naming it.
func writeAll(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	unlock, err := lockDir(dir)
	if err != nil {
		return err
	}
	defer unlock()
	if err := recoverDir(dir); err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := notOurs(dir, name); err != nil {
			return err
		}
	}
	stage, err := os.MkdirTemp(dir, stagePrefix)
	if err != nil {
		return err
	}
	suffix := strings.TrimPrefix(filepath.Base(stage), stagePrefix)
	for _, name := range names {
		if err := writeFile(filepath.Join(stage, name), files[name], 0o644); err != nil {
			removeFolder(stage, names)
			return fmt.Errorf("%v; nothing in %s was changed", err, dir)
		}
		step("staged " + name)
	}
	aside := filepath.Join(dir, oldPrefix+suffix)
	ready := filepath.Join(dir, readyPrefix+suffix)
	if err := os.Mkdir(aside, 0o755); err != nil {
		removeFolder(stage, names)
		return err
	}
	if err := rename(stage, ready); err != nil {
		removeFolder(stage, names)
		removeFolder(aside, nil)
		return fmt.Errorf("%v; nothing in %s was changed", err, dir)
	}
	var moved, saved []string
	undo := func(cause error) error {
		removeFolder(ready, names) // first, so that no later run finishes this switch
		var errs []error
		for _, n := range moved {
			errs = append(errs, os.Remove(filepath.Join(dir, n)))
		}
		for _, n := range saved {
			errs = append(errs, os.Rename(filepath.Join(aside, n), filepath.Join(dir, n)))
		}
		removeFolder(aside, nil)
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
		if err := rename(filepath.Join(ready, name), target); err != nil {
			return undo(err)
		}
		moved = append(moved, name)
		step("switched " + name)
	}
	removeFolder(ready, nil)
	removeFolder(aside, saved)
	return nil
}

// notOurs refuses a target that is not a plain file: a folder or anything
// else standing where an output file goes is the GM's, never removed.
func notOurs(dir, name string) error {
	info, err := os.Lstat(filepath.Join(dir, name))
	if err != nil || info.Mode().IsRegular() {
		return nil
	}
	kind := "a folder"
	if !info.IsDir() {
		kind = "not a plain file"
	}
	return fmt.Errorf("%s is %s, where payola writes the file %s: move it away; nothing in %s was changed", filepath.Join(dir, name), kind, name, dir)
}

// recoverDir finishes or clears what a killed run left in dir: a staging
// folder that never became ready is removed with the copies it holds; a
// ready one is switched in, as its run would have; files moved aside by a
// finished switch are removed.
func recoverDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		switch {
		case strings.HasPrefix(name, stagePrefix) && e.IsDir():
			removeFolder(filepath.Join(dir, name), nil)
		case strings.HasPrefix(name, readyPrefix) && e.IsDir():
			if err := finish(dir, strings.TrimPrefix(name, readyPrefix)); err != nil {
				return err
			}
		}
	}
	entries, _ = os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), oldPrefix) && e.IsDir() {
			removeFolder(filepath.Join(dir, e.Name()), nil)
		}
	}
	return nil
}

// finish completes the switch of a killed run whose files were all
// written: each file still in its ready folder replaces the one in dir.
func finish(dir, suffix string) error {
	ready := filepath.Join(dir, readyPrefix+suffix)
	aside := filepath.Join(dir, oldPrefix+suffix)
	if err := os.MkdirAll(aside, 0o755); err != nil {
		return err
	}
	left, err := os.ReadDir(ready)
	if err != nil {
		return err
	}
	for _, e := range left {
		name := e.Name()
		if err := notOurs(dir, name); err != nil {
			return fmt.Errorf("finishing the run killed in %s: %v", dir, err)
		}
		target := filepath.Join(dir, name)
		if _, err := os.Lstat(target); err == nil {
			if _, err := os.Lstat(filepath.Join(aside, name)); err == nil {
				return fmt.Errorf("finishing the run killed in %s: %s is in %s already", dir, name, aside)
			}
			if err := os.Rename(target, filepath.Join(aside, name)); err != nil {
				return err
			}
		}
		if err := os.Rename(filepath.Join(ready, name), target); err != nil {
			return err
		}
	}
	removeFolder(ready, nil)
	return nil
}

// removeFolder removes one of our folders: the plain files in it (only those
// named, when names is not nil), then the folder if it is empty. A
// folder or anything else found inside stays.
func removeFolder(folder string, names []string) {
	if names == nil {
		entries, _ := os.ReadDir(folder)
		for _, e := range entries {
			if e.Type().IsRegular() {
				names = append(names, e.Name())
			}
		}
	}
	for _, n := range names {
		_ = os.Remove(filepath.Join(folder, n))
	}
	_ = os.Remove(folder)
}
