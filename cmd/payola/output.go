package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// The file operations writeAll uses; the tests replace them to make one
// fail half-way (a full disk, a rename refused, an undo refused too) or to
// stop a run at a step (step is called after each file staged, each file
// switched in, each file put back and each old file cleared).
var (
	writeFile = os.WriteFile
	rename    = os.Rename
	remove    = os.Remove
	step      = func(what string) {}
)

// What writeAll keeps in the folder while it works, each name ending in
// the run's id (newRunID): the new files being written; the same once
// every one is written, holding the run's go-ahead marker (from then on
// the switch is finished even by the next run, if this one is killed);
// and the files they replace, kept until the new set is whole. The
// journal names the run whose folders these are, so that the next run
// touches those and nothing else: a folder a user named .payola-old-mine
// is never read, emptied or moved.
const (
	stagePrefix = ".payola-new-"
	readyPrefix = ".payola-ready-"
	oldPrefix   = ".payola-old-"
	goPrefix    = ".payola-go-"
	journalName = ".payola-run"
)

// newRunID is 128 random bits in hex: no name of the user's or of another
// run is ever one of ours.
func newRunID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return hex.EncodeToString(b[:]), nil
}

// isRunID says whether s is an id newRunID makes.
func isRunID(s string) bool {
	if len(s) != 32 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil && strings.ToLower(s) == s
}

// outRun is one switch's folders in dir.
type outRun struct{ dir, id string }

func (r outRun) stage() string  { return filepath.Join(r.dir, stagePrefix+r.id) }
func (r outRun) ready() string  { return filepath.Join(r.dir, readyPrefix+r.id) }
func (r outRun) aside() string  { return filepath.Join(r.dir, oldPrefix+r.id) }
func (r outRun) marker() string { return filepath.Join(r.ready(), goPrefix+r.id) }

// leftovers says whether any folder of the run is still in dir.
func (r outRun) leftovers() bool {
	for _, p := range []string{r.stage(), r.ready(), r.aside()} {
		if _, err := os.Lstat(p); err == nil {
			return true
		}
	}
	return false
}

// writeAll writes the files into dir all or nothing (game-format §4). One
// run at a time holds dir (lockDir); it first finishes or clears what the
// run before left (recoverDir). Each file is written whole into a staging
// folder; once all are, the staging folder is renamed ready, and each file
// already in dir is moved aside and the new one moved in. If anything fails
// before that is done, the switch is called off and the old files are put
// back over the new ones, so dir holds either the whole new set or what it
// held before. No file of the old set is removed before the new set is
// whole: if putting one back fails too, it stays in the folder aside,
// which the error names (and the next run puts it back). Nothing but files
// of ours is ever removed: a folder where a file should go is an error
// naming it.
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
	id, err := newRunID()
	if err != nil {
		return err
	}
	r := outRun{dir, id}
	journal := filepath.Join(dir, journalName)
	if err := os.WriteFile(journal, []byte(id+"\n"), 0o644); err != nil {
		return fmt.Errorf("%v; nothing in %s was changed", err, dir)
	}
	err = r.switchIn(names, files)
	// The journal stays while anything of the run does, for the next run
	// to finish or clear it.
	if !r.leftovers() {
		_ = os.Remove(journal)
	}
	return err
}

// switchIn stages the files and switches them in (writeAll).
func (r outRun) switchIn(names []string, files map[string][]byte) error {
	dir, stage, ready, aside := r.dir, r.stage(), r.ready(), r.aside()
	unchanged := func(err error) error { return fmt.Errorf("%v; nothing in %s was changed", err, dir) }
	if err := os.Mkdir(stage, 0o755); err != nil {
		return unchanged(err)
	}
	staged := append(names[:len(names):len(names)], goPrefix+r.id)
	for _, name := range names {
		if err := writeFile(filepath.Join(stage, name), files[name], 0o644); err != nil {
			removeFolder(stage, staged)
			return unchanged(err)
		}
		step("staged " + name)
	}
	if err := writeFile(filepath.Join(stage, goPrefix+r.id), nil, 0o644); err != nil {
		removeFolder(stage, staged)
		return unchanged(err)
	}
	if err := rename(stage, ready); err != nil {
		removeFolder(stage, staged)
		return unchanged(err)
	}
	saved, moved := map[string]bool{}, map[string]bool{}
	if err := os.Mkdir(aside, 0o755); err != nil {
		return r.undo(err, names, saved, moved)
	}
	for _, name := range names {
		target := filepath.Join(dir, name)
		if _, err := os.Lstat(target); err == nil {
			if err := rename(target, filepath.Join(aside, name)); err != nil {
				return r.undo(err, names, saved, moved)
			}
			saved[name] = true
		}
		if err := rename(filepath.Join(ready, name), target); err != nil {
			return r.undo(err, names, saved, moved)
		}
		moved[name] = true
		step("switched " + name)
	}
	// The new set is whole: only now may the old one go. The go-ahead
	// marker goes last, so that a run killed before finds the switch
	// done and finishes clearing it.
	r.clear()
	return nil
}

// clear removes what a finished switch leaves: the old files aside, then
// the go-ahead marker and the ready folder. The marker stays while the
// folder aside does: without it, a next run would take the old files for
// those of a switch called off, and put them back over the new set.
func (r outRun) clear() {
	entries, _ := os.ReadDir(r.aside())
	for _, e := range entries {
		if e.Type().IsRegular() {
			_ = remove(filepath.Join(r.aside(), e.Name()))
			step("cleared " + e.Name())
		}
	}
	if err := remove(r.aside()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return
	}
	_ = remove(r.marker())
	_ = remove(r.ready())
}

// undo calls the switch off after cause, and puts back each old file
// moved aside (over the new one, if it was switched in) and takes out
// each new file that replaced none. A file it cannot put back stays in
// the folder aside, named in the error; it is never removed.
func (r outRun) undo(cause error, names []string, saved, moved map[string]bool) error {
	dir, aside := r.dir, r.aside()
	// First the switch is called off: without its marker the ready
	// folder is no longer one that a later run finishes.
	if err := remove(r.marker()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%v; the switch could not be called off either (%v): the next payola run into %s finishes it; until then the files it replaces are kept in %s", cause, err, dir, aside)
	}
	step("called off")
	var errs []error
	var kept, newLeft []string
	for i := len(names) - 1; i >= 0; i-- {
		name := names[i]
		target := filepath.Join(dir, name)
		switch {
		case saved[name]:
			if err := rename(filepath.Join(aside, name), target); err != nil {
				errs = append(errs, err)
				kept = append(kept, name)
				if moved[name] {
					newLeft = append(newLeft, name)
				}
				continue
			}
		case moved[name]:
			if err := remove(target); err != nil {
				errs = append(errs, err)
				newLeft = append(newLeft, name)
				continue
			}
		default:
			continue
		}
		step("put back " + name)
	}
	removeFolder(r.ready(), append(names[:len(names):len(names)], goPrefix+r.id))
	_ = remove(aside) // only if empty: it holds no file we could not put back
	if len(errs) == 0 {
		return fmt.Errorf("%v; nothing in %s was changed", cause, dir)
	}
	msg := fmt.Sprintf("%v; putting the old files back failed too (%v", cause, errs[0])
	if len(errs) > 1 {
		msg += fmt.Sprintf(", and %d more", len(errs)-1)
	}
	msg += ")"
	if len(kept) > 0 {
		sort.Strings(kept)
		msg += fmt.Sprintf("; the old %s kept in %s (the next payola run into %s puts them back)", list(kept, "is", "are"), aside, dir)
	}
	if len(newLeft) > 0 {
		sort.Strings(newLeft)
		msg += fmt.Sprintf("; in %s, %s", dir, list(newLeft, "is the new file", "are the new files"))
	}
	return errors.New(msg)
}

// list names files in a sentence: "a.txt is", "a.txt, b.txt are".
func list(names []string, one, many string) string {
	if len(names) == 1 {
		return names[0] + " " + one
	}
	return strings.Join(names, ", ") + " " + many
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

// recoverDir finishes or clears what the run the journal names left in
// dir (a run killed, or stopped by a fault it could not undo); names of
// any other run, or of the user's, are not touched. A staging folder that
// never became ready is removed with the copies it holds; a ready one
// with its go-ahead marker is switched in, as its run would have, and the
// old files it replaced are then removed; without the marker its run was
// undoing the switch, so the old files aside are put back.
func recoverDir(dir string) error {
	journal := filepath.Join(dir, journalName)
	data, err := os.ReadFile(journal)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	id := strings.TrimSuffix(string(data), "\n")
	if !isRunID(id) {
		return fmt.Errorf("%s is not a journal payola wrote (it holds %q): if no payola run wrote into %s, remove it", journal, quoteStart(string(data)), dir)
	}
	r := outRun{dir, id}
	if err := r.recover(); err != nil {
		return fmt.Errorf("finishing the run stopped in %s: %v; nothing else in %s was changed", dir, err, dir)
	}
	_ = os.Remove(journal)
	return nil
}

// quoteStart is at most the first 40 bytes of s.
func quoteStart(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func (r outRun) recover() error {
	if isDir(r.stage()) {
		removeFolder(r.stage(), nil)
	}
	switch {
	case isDir(r.ready()) && exists(r.marker()):
		if err := r.finish(); err != nil {
			return err
		}
		r.clear()
	case isDir(r.ready()) || isDir(r.aside()):
		if err := r.putBack(); err != nil {
			return err
		}
		removeFolder(r.ready(), nil)
		_ = remove(r.aside())
	}
	if r.leftovers() {
		return fmt.Errorf("%s, %s or %s could not be removed", r.stage(), r.ready(), r.aside())
	}
	return nil
}

// finish completes the switch of a run whose files were all written: each
// file still in its ready folder replaces the one in dir.
func (r outRun) finish() error {
	dir, ready, aside := r.dir, r.ready(), r.aside()
	if err := os.MkdirAll(aside, 0o755); err != nil {
		return err
	}
	left, err := os.ReadDir(ready)
	if err != nil {
		return err
	}
	for _, e := range left {
		name := e.Name()
		if name == goPrefix+r.id {
			continue
		}
		if err := notOurs(dir, name); err != nil {
			return err
		}
		target := filepath.Join(dir, name)
		if _, err := os.Lstat(target); err == nil {
			if _, err := os.Lstat(filepath.Join(aside, name)); err == nil {
				return fmt.Errorf("%s is in %s already", name, aside)
			}
			if err := rename(target, filepath.Join(aside, name)); err != nil {
				return err
			}
		}
		if err := rename(filepath.Join(ready, name), target); err != nil {
			return err
		}
	}
	return nil
}

// putBack completes the undoing of a switch called off: each old file
// aside goes back over what stands in its place.
func (r outRun) putBack() error {
	entries, err := os.ReadDir(r.aside())
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var errs []error
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		if err := notOurs(r.dir, e.Name()); err != nil {
			errs = append(errs, err)
			continue
		}
		errs = append(errs, rename(filepath.Join(r.aside(), e.Name()), filepath.Join(r.dir, e.Name())))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("%v; the old files not put back are kept in %s", err, r.aside())
	}
	return nil
}

func isDir(p string) bool {
	info, err := os.Lstat(p)
	return err == nil && info.IsDir()
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// removeFolder removes one of our folders: the plain files in it (only those
// named, when names is not nil), then the folder if it is empty. A
// folder or anything else found inside stays. It is never given a folder
// holding old files the new set has not replaced.
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
		_ = remove(filepath.Join(folder, n))
	}
	_ = remove(folder)
}
