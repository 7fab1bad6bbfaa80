package mail

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
)

// FuzzRead feeds any bytes to the reader and the assignment: nothing
// panics, every message is told, and what is assigned is a sheet of a
// power under its header in the GM's text.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.eml")
	files = append(files, "testdata/inbox.mbox")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	powers := []gamefile.PowerFile{{Name: "FRANCE", Addresses: []string{"ann@example.org"}}, {Name: "ENGLAND", Addresses: []string{"carl@example.com"}}}
	m := board.Standard()
	f.Fuzz(func(t *testing.T, data []byte) {
		msgs, err := Read("f.eml", data)
		if err != nil {
			return
		}
		if len(msgs) == 0 {
			t.Fatal("no message and no error")
		}
		for _, msg := range msgs {
			if len(msg.Notes) > maxNotes+1 {
				t.Fatalf("%d notes", len(msg.Notes))
			}
		}
		in := Assign(m, powers, msgs)
		if len(in.Sheets)+len(in.Undecided) > len(msgs) {
			t.Fatalf("%d sheets and %d undecided from %d messages", len(in.Sheets), len(in.Undecided), len(msgs))
		}
		text := in.Text()
		for _, s := range in.Sheets {
			if !strings.Contains(text, s.Power+":\n") {
				t.Fatalf("%s's sheet has no header in %q", s.Power, text)
			}
		}
		_ = in.Told()
	})
}

// FuzzClean: every line of a text is kept or dropped, never lost.
func FuzzClean(f *testing.F) {
	for _, s := range []string{"1 : A PAR H\n-- \nAnn", "x\nOn Mon wrote:\n> a\n>> b\ny", "> a\n\n> b", "From: a\nSent: b\n"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, forward bool) {
		kept, dropped := clean(s, forward)
		if len(kept)+len(dropped) > len(s)+2 {
			t.Fatalf("%d+%d bytes out of %d", len(kept), len(dropped), len(s))
		}
		s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
		for _, l := range strings.Split(s, "\n") {
			if !strings.Contains(kept, l) && !strings.Contains(dropped, l) {
				t.Fatalf("line %q lost", l)
			}
		}
	})
}

// FuzzHTMLText: any HTML gives text no longer than a few times its input.
func FuzzHTMLText(f *testing.F) {
	for _, s := range []string{"<div>a</div>", "<!--", "&#x110000;", "<pre>\n</pre>", "<blockquote><blockquote>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if out := htmlText(s); len(out) > 4*len(s)+4 {
			t.Fatalf("%d bytes out of %d", len(out), len(s))
		}
	})
}
