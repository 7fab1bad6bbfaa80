package sheets

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Section is one power's part of the pasted text.
type Section struct {
	Power     string        // "" for a section under a header that names no power
	Header    int           // line of the power's name
	FirstLine int           // line number of Lines[0]
	Lines     []orders.Line // the lines after the header, up to the next header, normalised
	// Written is the header's name as typed when it names no power.
	Written string
	// Replaced: a later section of the same power replaces this one (read
	// leniently; strictly, the second section is an error).
	Replaced bool
}

// Text is the section as submitted, for the history: normalised, with any
// odd character named by its code point (orders.Visible).
func (s Section) Text() string {
	lines := make([]string, len(s.Lines))
	for i, l := range s.Lines {
		lines[i] = orders.Visible(l.Text)
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n ")
}

// read says whether the section is read: it belongs to a power and no
// later section replaces it.
func (s Section) read() bool { return s.Power != "" && !s.Replaced }

// tooLong refuses a pasted text above the limit of game-format.md §4,
// before anything reads it.
func tooLong(text string) error {
	if len(text) > orders.MaxText {
		return fmt.Errorf("the pasted text is %d bytes, more than the %d MB a phase's orders may take (game-format §4); is this the right file?", len(text), orders.MaxText>>20)
	}
	return nil
}

// Split cuts the GM's text into power sections. A line holding only a
// power's name, in any case and with an optional colon, starts its section
// (game-format.md §2); the text is normalised first. Sections never merge:
// a line that looks like a header but names no power starts a section of
// its own, which belongs to nobody and is an error; a power's second
// section is an error too, and marks the first as Replaced, which is what
// a lenient adjudication does with it (see SetAside). A text above the
// limit of game-format.md §4 is refused whole, before anything reads it.
func Split(m *board.Map, text string) ([]Section, orders.Diagnostics, error) {
	if err := tooLong(text); err != nil {
		return nil, nil, err
	}
	var secs []Section
	var diags orders.Diagnostics
	first := map[string]int{} // power -> index of its section in secs
	lines := orders.Normalise(text, 1)
	for i, line := range lines {
		n := line.Num
		if p, written := header(m, line.Text); p != "" || written != "" {
			if p == "" {
				diags.Add("", line.Pos(1), fmt.Sprintf("%s is not a power: %s; the lines that follow belong to no power until the next power's name", orders.Quote(written), suggestPower(m, written)))
			} else if at, dup := first[p]; dup {
				diags.Add(p, line.Pos(0), fmt.Sprintf("%s already has a section starting at line %d; put all of a power's lines in one section (read leniently, this later section replaces that one)", p, secs[at].Header))
				secs[at].Replaced = true
			}
			if p != "" {
				first[p] = len(secs)
			}
			secs = append(secs, Section{Power: p, Written: written, Header: n, FirstLine: n + 1})
			continue
		}
		if len(secs) == 0 {
			if !isBlank(line.Text) {
				diags.Add("", line.Pos(1), "this line comes before any power's name; start each power's part with a line such as "+examplePower(m)+":")
			}
			continue
		}
		// A section's lines are the run after its header: a slice of
		// the text's lines, not a copy.
		s := &secs[len(secs)-1]
		s.Lines = lines[i-len(s.Lines) : i+1 : i+1]
	}
	return secs, diags, nil
}

// examplePower is the power a message names as an example of a header:
// the map's first, so that no map's GM reads another map's names.
func examplePower(m *board.Map) string {
	if len(m.Powers) == 0 {
		return "POWER"
	}
	return m.Powers[0].Name
}

// SetAside lists, for a lenient adjudication, every line of the sections
// that are not read, each with its text, so that the chart, the
// publication and the history keep what was set aside.
func SetAside(secs []Section) orders.Diagnostics {
	var ds orders.Diagnostics
	for _, s := range secs {
		if s.read() {
			continue
		}
		why := fmt.Sprintf("a later %s section replaces the one starting at line %d", s.Power, s.Header)
		if s.Power == "" {
			why = fmt.Sprintf("it follows %s (line %d), which is not a power", orders.Quote(s.Written), s.Header)
		}
		for _, l := range s.Lines {
			if t := strings.TrimSpace(l.Text); t != "" {
				ds.Add(s.Power, l.Pos(0), "not read: "+why+": "+orders.Visible(t))
			}
		}
	}
	return ds
}

// isBlank says whether a line holds nothing but a comment or spaces.
func isBlank(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || strings.HasPrefix(t, "%")
}
