package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"io"
	"os"
	"strings"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/mail"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/publish"
)

func adjudicate(args []string, stdin io.Reader, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("adjudicate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gamePath := fs.String("game", "", "game file (JSON)")
	ordersPath := fs.String("orders", "", "all powers' sheets or orders in one text file ('-' for standard input)")
	seed := fs.Int64("seed", 0, "seed for the random order of '?' in acceptance lists (default: the game's)")
	out := fs.String("out", "", "directory to write the reports, results, map, chart and next game file into")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	lenient := fs.Bool("lenient", false, "ignore invalid lines (listed on standard error) instead of refusing")
	archivePath := fs.String("archive", "", "the game's archive (issue 34) to add this phase to, made if it does not exist")
	var edits notes
	fs.Var(&edits, "edit", "with --archive: what you changed in the game file since the last phase made it, in words (repeat for each edit)")
	mailDir := fs.String("mail", "", "a folder of the players' mail (.eml, .mbox files): each message's sheet, under the power its header or sender names")
	deadline := fs.String("deadline", "", "when the next phase's sheets are due, written into the next game file and the mail drafts: RFC 3339, e.g. 2026-12-07T18:00:00+01:00")
	if err := fs.Parse(args); err != nil {
		return 2, nil
	}
	if *gamePath == "" || fs.NArg() > 0 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	if *deadline != "" {
		// Refused before anything is read or adjudicated.
		if _, err := gamefile.ParseDeadline(*deadline); err != nil {
			return 1, fmt.Errorf("--deadline: %v", err)
		}
	}
	g, err := loadGame(*gamePath)
	if err != nil {
		return 1, err
	}
	text := ""
	if *ordersPath != "" {
		data, err := readInput(*ordersPath, stdin)
		if err != nil {
			return 1, err
		}
		text = string(data)
	}
	var inbox *mail.Inbox
	if *mailDir != "" {
		if inbox, err = readMail(*mailDir, g, stderr); err != nil {
			return 1, err
		}
		if n := len(inbox.Undecided); n > 0 && !*lenient {
			fmt.Fprintf(stderr, "%s: %d message(s) that no rule assigns to a power (listed above); nothing was adjudicated: add the power's header line (FRANCE:) to the message or its sender's address to the power in the game file, take the file out of the folder, or give --lenient to leave them out\n", *mailDir, n)
			return 1, nil
		}
		if text != "" && !strings.HasSuffix(text, "\n") {
			text += "\n"
		}
		text += inbox.Text()
	}
	opt := game.Options{Lenient: *lenient}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if seedSet {
		opt.Seed = seed
	}
	res, err := publish.Adjudicate(g, text, opt)
	if err != nil {
		var ds gamefile.Diagnostics
		if errors.As(err, &ds) {
			fmt.Fprintf(stderr, "%s: %d problem(s); nothing was adjudicated:\n%v\n", *ordersPath, ds.Total(), ds)
			return 1, nil
		}
		return 1, err
	}
	if err := res.Next.SetDeadline(*deadline); err != nil {
		return 1, fmt.Errorf("--deadline: %v", err)
	}
	for _, d := range res.Ignored {
		fmt.Fprintf(stderr, "ignored: %s\n", d)
	}
	for _, d := range res.Void {
		fmt.Fprintf(stderr, "void: %s\n", d)
	}
	for _, d := range res.Excess {
		fmt.Fprintf(stderr, "beyond what is due: %s\n", d)
	}
	if len(res.Silent) > 0 {
		fmt.Fprintf(stderr, "sent nothing (rule 3.3): %s\n", strings.Join(res.Silent, ", "))
	}
	if inbox != nil {
		if d, ok := g.File.DeadlineOf(); ok && len(res.Silent) > 0 {
			fmt.Fprintf(stderr, "deadline of %s: %s\n", g.Phase.Long(), d.Long())
		}
		for _, m := range mail.MissingOf(g, res.Silent) {
			fmt.Fprintf(stderr, "missing: %s (%s): %s\n", m.Power, addressWords(m.Addresses), m.Consequence)
		}
	}
	if *out != "" {
		if err := writeOutputs(*out, g, res, inbox != nil || hasAddresses(g)); err != nil {
			return 1, err
		}
	}
	if *archivePath != "" {
		if err := addToArchive(*archivePath, g, text, opt, res.Result, edits); err != nil {
			return 1, err
		}
	}
	if *asJSON {
		if err := writeResultJSON(stdout, res.Result); err != nil {
			return 1, err
		}
	} else if *out == "" {
		fmt.Fprint(stdout, res.Public)
	}
	return 0, nil
}

func loadGame(path string) (*gamefile.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	g, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		return nil, fmt.Errorf("%s:\n%v", path, err)
	}
	return g, nil
}

// loadBoard reads a game file or a public position file, for checking a
// sheet against the board (game-format §4).
func loadBoard(path string) (*gamefile.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	g, err := gamefile.LoadBoard(data, maps.Load)
	if err != nil {
		return nil, fmt.Errorf("%s:\n%v", path, err)
	}
	return g, nil
}

// readInput reads a pasted text from a file or, for "-", standard input,
// but never more than the engine reads (game-format.md §4): /dev/zero or a
// wrong file is refused after 2 MB, not read until memory runs out.
func readInput(path string, stdin io.Reader) ([]byte, error) {
	r := stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, orders.MaxText+1))
	if err != nil {
		return nil, err
	}
	if len(data) > orders.MaxText {
		return nil, fmt.Errorf("%s holds more than %d MB; a phase's orders may take at most that (game-format §4): is this the right file?", path, orders.MaxText>>20)
	}
	return data, nil
}

// writeOutputs writes every download into dir, all or nothing (writeAll).
// With drafts, the phase's mail is written too: a ready-to-send draft
// per power and one for the public list (mail.Drafts).
func writeOutputs(dir string, g *gamefile.Game, a *publish.Adjudication, drafts bool) error {
	d, err := drawingOf(g)
	if err != nil {
		return err
	}
	a.Drawing = d
	downloads, err := publish.Downloads(g, a)
	if err != nil {
		return err
	}
	files := map[string][]byte{}
	for _, d := range downloads {
		files[d.Name] = d.Data
	}
	if drafts {
		ds, err := mail.Drafts(g, a.Next, downloads)
		if err != nil {
			return err
		}
		for _, d := range ds {
			files[d.Name] = d.Data
		}
	}
	return writeAll(dir, files)
}

// writeResultJSON writes --json's answer to w: the result indented, its
// next file's history written as it was read, never re-indented (issue
// 29: re-indenting it was 19 of 22.7 ms of a phase at year 20), nor
// copied into the answer first (a second history in memory was a quarter
// of a year-40 phase, BenchmarkFortyYearsCLI/json). The result is encoded
// with an empty history, whose place is then the first key "history" at
// the next file's depth after its key "next" (a text holds no line break,
// so nothing inside one can look like it).
func writeResultJSON(w io.Writer, r *gamefile.Result) error {
	short := *r
	// Lines ignored under --lenient are given once (issue 30): in the next
	// file's history entry, the record game-format.md keeps ("ignored",
	// each line in the GM's words), which --json must carry whole as the
	// file the GM continues from. The typed list (power, line, column)
	// is stderr's, one "ignored:" line each, and the page's answer's; here
	// it would double a flood's output.
	short.Ignored = nil
	var history gamefile.History
	if r.Next != nil {
		next := *r.Next
		history, next.History = next.History, gamefile.History{}
		short.Next = &next
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(&short); err != nil {
		return err
	}
	out := buf.Bytes()
	if history.Len() == 0 {
		_, err := w.Write(out)
		return err
	}
	const nextKey, empty = "\n  \"next\": {", "\n    \"history\": []"
	n := bytes.Index(out, []byte(nextKey))
	at := -1
	if n >= 0 {
		at = bytes.Index(out[n:], []byte(empty))
	}
	if at < 0 {
		return errors.New("--json: the next file's history has no place") // cannot be: File always has one
	}
	at += n + len(empty) - 2
	// Buffered: the history is many writes, one per entry and one between.
	bw := bufio.NewWriterSize(w, 32<<10)
	bw.Write(out[:at]) // a write's error stays with bw, for Flush
	if err := history.WriteIndented(bw, "    "); err != nil {
		return err
	}
	bw.Write(out[at+2:])
	return bw.Flush()
}
