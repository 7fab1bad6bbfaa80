package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/mail"
)

// readMail reads the players' mail from a folder (--mail): every .eml and
// .mbox file in it, by name, each read up to mail.MaxFile; other files are
// left alone, each named on stderr. What was assigned, replaced or left for the GM is told on
// stderr, a line each.
func readMail(dir string, g *gamefile.Game, stderr io.Writer) (*mail.Inbox, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("--mail: %v", err)
	}
	var names []string
	for _, e := range entries {
		switch ext := strings.ToLower(filepath.Ext(e.Name())); {
		case e.IsDir() || strings.HasPrefix(e.Name(), "."):
		case ext == ".eml" || ext == ".mbox":
			names = append(names, e.Name())
		default:
			// Said, not dropped in silence: a sheet saved as text here
			// would otherwise just show its power as missing.
			fmt.Fprintf(stderr, "mail: %s is left alone: it is no .eml or .mbox file (a sheet saved as text goes in with --orders)\n", e.Name())
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("--mail: %s holds no .eml or .mbox file", dir)
	}
	var msgs []mail.Message
	for _, name := range names {
		data, err := readLimited(filepath.Join(dir, name), mail.MaxFile)
		if err != nil {
			return nil, err
		}
		m, err := mail.Read(name, data)
		if err != nil {
			return nil, fmt.Errorf("--mail: %v", err)
		}
		msgs = append(msgs, m...)
		if len(msgs) > mail.MaxMessages {
			return nil, fmt.Errorf("--mail: %s holds more than %d messages: keep the phase's mail only", dir, mail.MaxMessages)
		}
	}
	in := mail.Assign(g.Map, g.File.Powers, msgs)
	for _, line := range in.Told() {
		fmt.Fprintf(stderr, "mail: %s\n", line)
	}
	return in, nil
}

// readLimited reads a file, refusing one above limit bytes without reading
// it all.
func readLimited(path string, limit int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, fmt.Errorf("--mail: %s is above %d MB; is this the right file?", path, limit>>20)
	}
	return data, nil
}

// hasAddresses says whether any power of the game has a mail address: then
// --out writes the phase's drafts as well.
func hasAddresses(g *gamefile.Game) bool {
	for _, p := range g.File.Powers {
		if len(p.Addresses) > 0 {
			return true
		}
	}
	return false
}

func addressWords(list []string) string {
	if len(list) == 0 {
		return "no address in the game file"
	}
	return strings.Join(list, ", ")
}
