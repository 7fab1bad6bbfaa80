package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/sheets"
)

// check prints one diagnostic per line as LINE:COL: message and, for each
// valid line, the direct offers it becomes.
func check(args []string, stdin io.Reader, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gamePath := fs.String("game", "", "game file or public position file: also check the units and the legality of every order")
	power := fs.String("power", "", "the power whose sheet this is")
	quiet := fs.Bool("q", false, "print only the problems")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	text, err := readInput(fs.Arg(0), stdin)
	if err != nil {
		return 1, err
	}
	var board *game.State // none: the syntax alone, on the standard map
	if *gamePath != "" {
		g, err := loadBoard(*gamePath)
		if err != nil {
			return 1, err
		}
		board = g.State
	}
	rep, err := sheets.CheckSheet(board.SheetBoard(), *power, string(text))
	if err != nil {
		return 2, err
	}
	for _, d := range rep.Diagnostics {
		fmt.Fprintf(stdout, "%d:%d: %s\n", d.Line, d.Col, d.Msg)
	}
	if !*quiet {
		for _, e := range rep.Explained {
			fmt.Fprintln(stdout, e)
		}
		fmt.Fprintf(stdout, "%d offer(s), %d AgP offered in all, %d AgP of savings\n", rep.Offers, rep.Offered, rep.Savings)
	}
	if len(rep.Diagnostics) > 0 {
		return 1, nil
	}
	return 0, nil
}

// renderCmd draws the board of a game; with --phase, an adjudicated phase
// of its history (the board before it, its orders and their results); with
// --results, the result JSON of `payola adjudicate --json` on this game.
func renderCmd(args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gamePath := fs.String("game", "", "game file")
	phase := fs.String("phase", "", "a phase of the game's history to draw, e.g. S1901M")
	resultsPath := fs.String("results", "", "result JSON of `payola adjudicate --json` for this game's phase")
	out := fs.String("o", "", "SVG file to write (default: standard output)")
	if err := fs.Parse(args); err != nil || *gamePath == "" || fs.NArg() > 0 || (*phase != "" && *resultsPath != "") {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	g, err := loadGame(*gamePath)
	if err != nil {
		return 1, err
	}
	var pic publish.Picture
	pic.Phase = *phase
	if pic.Drawing, err = drawingOf(g); err != nil {
		return 1, err
	}
	if *resultsPath != "" {
		data, err := os.ReadFile(*resultsPath)
		if err != nil {
			return 1, err
		}
		var res gamefile.Result
		if err := json.Unmarshal(data, &res); err != nil {
			return 1, fmt.Errorf("%s: not a result of payola adjudicate --json: %v", *resultsPath, err)
		}
		if res.Phase != g.Phase.String() {
			return 1, fmt.Errorf("%s is the result of %s but the game is at %s", *resultsPath, res.Phase, g.Phase)
		}
		pic.Orders = res.Orders
		if pic.Orders == nil {
			pic.Orders = []gamefile.IssuedOrder{} // no orders: the board alone
		}
	}
	// Drawn whole before anything is written: a failure leaves no half file.
	svg, err := publish.Draw(g, pic)
	if err != nil {
		if *resultsPath != "" {
			return 1, fmt.Errorf("%s: %v", *resultsPath, err)
		}
		return 1, err
	}
	if *out == "" {
		_, err = stdout.Write(svg)
	} else {
		err = writeAll(filepath.Dir(*out), map[string][]byte{filepath.Base(*out): svg})
	}
	if err != nil {
		return 1, err
	}
	return 0, nil
}

// newGame prints a new game file at the map's opening position.
func newGame(args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("new", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("name", "game", "game name (used in file names)")
	mapID := fs.String("map", "standard", "built-in map (payola maps lists them)")
	seed := fs.Int64("seed", 0, "seed for the random order of '?' in acceptance lists (default: a fresh random one, written into the file)")
	rules := fs.String("rules", "", `variant switches as the game file's rules object, e.g. '{"classic": true}'`)
	out := fs.String("out", "", "directory to write the game file and the players' position into (default: the game file to standard output)")
	sealed := fs.String("seal", "", "the GM's seal secret, 64 hexadecimal digits (default: a fresh random one; 'none': the game is not sealed)")
	deadline := fs.String("deadline", "", "when the first phase's sheets are due: RFC 3339, e.g. 2026-12-07T18:00:00+01:00")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	m, err := maps.Load(*mapID)
	if err != nil {
		return 1, err
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
		// Nobody may work out the '?' draws in advance (issue 9 §7); the
		// seed is in the file, so every run can be repeated.
		*seed = rand.Int64N(1 << 53)
	}
	f, err := gamefile.StartVariant(m, *name, *seed, json.RawMessage(*rules))
	if err != nil {
		return 1, err
	}
	if f.Seal, err = sealSecret(*sealed); err != nil {
		return 1, err
	}
	if err := f.SetDeadline(*deadline); err != nil {
		return 1, fmt.Errorf("--deadline: %v", err)
	}
	data, err := f.Encode()
	if err != nil {
		return 1, err
	}
	if *out == "" {
		_, err = stdout.Write(data)
		return 0, err
	}
	// The files the page offers a new game at once (publish.Opening).
	g, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		return 1, err
	}
	opening, err := publish.Opening(g)
	if err != nil {
		return 1, err
	}
	files := map[string][]byte{}
	for _, d := range opening {
		files[d.Name] = d.Data
	}
	if err := writeAll(*out, files); err != nil {
		return 1, err
	}
	for _, d := range opening {
		fmt.Fprintf(stdout, "wrote %s\n", d.Name)
	}
	return 0, nil
}

// publishCmd writes the end-of-game publication: every sheet and every
// acceptance list of every phase (rules 3.6, 4.5).
func publishCmd(args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("publish", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gamePath := fs.String("game", "", "the final game file")
	out := fs.String("out", "", "directory to write the publication into")
	force := fs.Bool("force", false, "publish a game that has no winner yet")
	if err := fs.Parse(args); err != nil || *gamePath == "" || *out == "" || fs.NArg() > 0 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	g, err := loadGame(*gamePath)
	if err != nil {
		return 1, err
	}
	if g.File.Winner == "" && !*force {
		return 1, fmt.Errorf("%s has no winner yet: the publication shows every sheet, transfer and acceptance list (rule 3.6), so it waits for the end of the game; add --force to publish anyway (a game ended by agreement)", *gamePath)
	}
	pub := publish.EndOfGame(g)
	if err := writeAll(*out, map[string][]byte{pub.Name: pub.Data}); err != nil {
		return 1, err
	}
	fmt.Fprintf(stdout, "wrote %s\n", pub.Name)
	return 0, nil
}

// listMaps prints every built-in map, one a line: its name, its powers, its
// supply centers, the centers that win, and the first phase. With --json it
// writes the same as the index the GM page's New game reads (scripts/build
// writes it to the site as maps/index.json), each map's powers by name.
func listMaps(args []string, stdout, stderr io.Writer) (int, error) {
	fs := flag.NewFlagSet("maps", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "write the list as JSON, each map's powers by name (the page's maps/index.json)")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		fmt.Fprint(stderr, usage)
		return 2, nil
	}
	type entry struct {
		Name           string   `json:"name"`
		Powers         []string `json:"powers"`
		Centers        int      `json:"centers"`
		Victory        int      `json:"victory"`
		FirstPhase     string   `json:"firstPhase"`
		FirstPhaseLong string   `json:"firstPhaseLong"`
	}
	var list []entry
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			return 1, err
		}
		ph, err := gamefile.ParsePhase(m.StartPhase)
		if err != nil {
			return 1, fmt.Errorf("map %s: %w", name, err)
		}
		e := entry{Name: name, Centers: len(m.Centers()), Victory: m.Victory, FirstPhase: m.StartPhase, FirstPhaseLong: ph.Long()}
		for _, p := range m.Powers {
			e.Powers = append(e.Powers, p.Name)
		}
		list = append(list, e)
	}
	if *asJSON {
		data, err := json.Marshal(struct {
			Maps []entry `json:"maps"`
		}{list})
		if err != nil {
			return 1, err
		}
		fmt.Fprintf(stdout, "%s\n", data)
		return 0, nil
	}
	fmt.Fprintf(stdout, "%-12s %6s %7s %7s  %s\n", "map", "powers", "centers", "victory", "first phase")
	for _, e := range list {
		fmt.Fprintf(stdout, "%-12s %6d %7d %7d  %s\n", e.Name, len(e.Powers), e.Centers, e.Victory, e.FirstPhase)
	}
	return 0, nil
}
