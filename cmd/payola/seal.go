package main

import (
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/seal"
	"github.com/payola-gm/payola/engine/seal/archive"
)

// sealSecret is a new game's seal secret (issue 34): the one given, none,
// or 32 fresh random bytes. crypto/rand, as nobody may guess the salts
// (math/rand's seed would be found by trying).
func sealSecret(given string) (string, error) {
	switch given {
	case "none":
		return "", nil
	case "":
		var k seal.Secret
		if _, err := rand.Read(k[:]); err != nil {
			return "", err
		}
		return k.String(), nil
	}
	k, err := seal.ParseSecret(given)
	if err != nil {
		return "", fmt.Errorf("--seal: %v", err)
	}
	return k.String(), nil
}

// receipt checks a player's receipt (issue 34): the sheet the player sent
// against the receipt in the player's private report, and, given the
// public results, the receipt against the results' seal.
func receipt(args []string, stdout, stderr io.Writer) (int, error) {
	flags := flag.NewFlagSet("receipt", flag.ContinueOnError)
	flags.SetOutput(stderr)
	check := flags.Bool("check", false, "check the sheet against the receipt")
	reportPath := flags.String("report", "", "your private report, which ends with your receipt")
	resultsPath := flags.String("results", "", "the phase's public results (or your Tin Cup cut), whose seal lists your digest")
	if err := flags.Parse(args); err != nil || !*check || *reportPath == "" || flags.NArg() != 1 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	report, err := os.ReadFile(*reportPath)
	if err != nil {
		return 1, err
	}
	sent, err := os.ReadFile(flags.Arg(0))
	if err != nil {
		return 1, err
	}
	r, err := seal.ParseReceipt(string(report))
	if err != nil {
		return 1, fmt.Errorf("%s: %v", *reportPath, err)
	}
	c := seal.CheckReceipt(r, string(sent))
	if *resultsPath != "" {
		results, err := os.ReadFile(*resultsPath)
		if err != nil {
			return 1, err
		}
		commitment, err := seal.ParseCommitment(string(results))
		if err == nil {
			err = seal.CheckCommitment(r, commitment)
		}
		if err != nil {
			c.Confirmed = false
			c.Differences = append(c.Differences, fmt.Sprintf("%s: %v", *resultsPath, err))
		}
	}
	fmt.Fprint(stdout, c.Text())
	if !c.Confirmed {
		return 1, nil
	}
	return 0, nil
}

// verify checks a whole game from its archive (issue 34): every phase
// played again, and every file given (results, cuts, reports; a folder
// gives all its .txt files) held to what the phase makes, byte for byte.
func verify(args []string, stdout, stderr io.Writer) (int, error) {
	flags := flag.NewFlagSet("verify", flag.ContinueOnError)
	flags.SetOutput(stderr)
	if err := flags.Parse(args); err != nil || flags.NArg() < 1 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	data, err := os.ReadFile(flags.Arg(0))
	if err != nil {
		return 1, err
	}
	a, err := archive.Decode(data)
	if err != nil {
		return 1, fmt.Errorf("%s: %v", flags.Arg(0), err)
	}
	received := map[string][]byte{}
	for _, path := range flags.Args()[1:] {
		if err := readReceived(path, received); err != nil {
			return 1, err
		}
	}
	v := archive.Verify(a, received, maps.Load)
	fmt.Fprint(stdout, v.Text())
	if !v.Confirmed {
		return 1, nil
	}
	return 0, nil
}

// readReceived reads a file the players received, by its name, or every
// .txt file of a folder but the GM's own (-gm-: the chart, a Tin Cup
// game's full results), which no player receives.
func readReceived(path string, into map[string][]byte) error {
	info, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !info.IsDir() {
		data, err := os.ReadFile(path)
		into[filepath.Base(path)] = data
		return err
	}
	entries, err := os.ReadDir(path)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".txt") && !strings.Contains(e.Name(), "-gm-") {
			if err := readReceived(filepath.Join(path, e.Name()), into); err != nil {
				return err
			}
		}
	}
	return nil
}

// notes are the repeated --edit flag's values.
type notes []string

func (n *notes) String() string     { return strings.Join(*n, "; ") }
func (n *notes) Set(s string) error { *n = append(*n, s); return nil }

// addToArchive adds the phase just adjudicated to the GM's archive (issue
// 34), made when it does not exist. The new archive replaces the old one
// whole (written beside it, then renamed), so a failure leaves the old.
func addToArchive(path string, g *gamefile.Game, text string, opt game.Options, r *gamefile.Result, edits []string) error {
	var a *archive.Archive
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		if a, err = archive.Decode(data); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	if a, err = archive.Add(a, g.File, text, opt, r.Seed, r.Next, edits...); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if data, err = a.Encode(); err != nil {
		return err
	}
	tmp := path + ".payola-new"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// archiveCmd makes a game's archive from every phase's game file the GM
// kept (archive.FromFiles), for a game run without --archive.
func archiveCmd(args []string, stdout, stderr io.Writer) (int, error) {
	flags := flag.NewFlagSet("archive", flag.ContinueOnError)
	flags.SetOutput(stderr)
	out := flags.String("out", "", "the archive to write")
	if err := flags.Parse(args); err != nil || *out == "" || flags.NArg() < 2 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	var files []*gamefile.File
	for _, path := range flags.Args() {
		data, err := os.ReadFile(path)
		if err != nil {
			return 1, err
		}
		f, err := gamefile.Decode(data)
		if err != nil {
			return 1, fmt.Errorf("%s: %v", path, err)
		}
		files = append(files, f)
	}
	a, err := archive.FromFiles(files)
	if err != nil {
		return 1, err
	}
	data, err := a.Encode()
	if err != nil {
		return 1, err
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return 1, err
	}
	fmt.Fprintf(stdout, "wrote %s: %d phases\n", *out, len(a.Phases))
	return 0, nil
}
