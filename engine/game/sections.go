package game

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Diagnostic is one problem in the GM's pasted text, located for a player.
type Diagnostic = orders.Diagnostic

// Diagnostics is a list of problems; as an error it prints one per line.
type Diagnostics = orders.Diagnostics

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

// SplitSections cuts the GM's text into power sections. A line holding only a
// power's name, in any case and with an optional colon, starts its section
// (game-format.md §2); the text is normalised first. Sections never merge:
// a line that looks like a header but names no power starts a section of
// its own, which belongs to nobody and is an error; a power's second
// section is an error too, and marks the first as Replaced, which is what
// a lenient adjudication does with it (see ignoredSections).
func SplitSections(m *board.Map, text string) ([]Section, Diagnostics) {
	var secs []Section
	var diags Diagnostics
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
				diags.Add("", line.Pos(1), "this line comes before any power's name; start each power's part with a line such as FRANCE:")
			}
			continue
		}
		// A section's lines are the run after its header: a slice of
		// the text's lines, not a copy.
		s := &secs[len(secs)-1]
		s.Lines = lines[i-len(s.Lines) : i+1 : i+1]
	}
	return secs, diags
}

// ignoredSections lists, for a lenient adjudication, every line of the
// sections that are not read, each with its text, so that the chart, the
// publication and the history keep what was set aside.
func ignoredSections(secs []Section) Diagnostics {
	var ds Diagnostics
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

// readSections are the sections read, in order (see Section.read).
func readSections(secs []Section) []Section {
	var out []Section
	for _, s := range secs {
		if s.read() {
			out = append(out, s)
		}
	}
	return out
}

// header reads a line as a section header: the power it names, or, for a
// line that looks like a header but names no power, the name written. A
// header-like line is a word or two of letters and a colon alone on the
// line ("GERMNAY:", "Dear GM:"), or a lone word spelt nearly as a power's
// name ("GERMNAY") that is no place or order word.
func header(m *board.Map, line string) (power, written string) {
	t := strings.TrimSpace(line)
	colon := strings.HasSuffix(t, ":")
	t = strings.TrimSpace(strings.TrimSuffix(t, ":"))
	// Most lines are offers or orders, which this rules out at their first
	// digit or symbol without allocating.
	if t == "" || len(t) > 40 {
		return "", ""
	}
	words := 1
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z':
		case c == ' ' || c == '\t':
			if t[i-1] != ' ' && t[i-1] != '\t' {
				words++
			}
		default:
			return "", ""
		}
	}
	if words == 1 {
		if p := m.Power(t); p != nil {
			return p.Name, ""
		}
	}
	if words > 2 {
		return "", ""
	}
	switch first, _, _ := strings.Cut(t, " "); strings.ToUpper(first) {
	case "NMR", "CLEAR", "ACCEPT", "TRANSFER", "WAIVE":
		return "", ""
	}
	if colon {
		return "", t
	}
	if words == 1 && nearPower(m, t) != "" {
		if _, isPlace := m.Lookup(t); !isPlace {
			return "", t
		}
	}
	return "", ""
}

// suggestPower says which power a header may have meant.
func suggestPower(m *board.Map, written string) string {
	if p := nearPower(m, written); p != "" {
		return "did you mean " + p + "?"
	}
	return "the powers are " + powerNames(m)
}

// nearPower is the power whose name (or adjective) is spelt most nearly
// as w: at most one letter in three wrong, and at most two. "" if none;
// powers equally near are all named ("AUSTRIA or RUSSIA"), not guessed.
func nearPower(m *board.Map, w string) string {
	w = strings.ToUpper(w)
	if p := m.PowerByAdjective(w); p != nil {
		return p.Name
	}
	best, bestD := "", 0
	for _, p := range m.Powers {
		d := swapDistance(w, p.Name)
		switch {
		case d > min(2, max(1, len(p.Name)/3)):
		case best == "" || d < bestD:
			best, bestD = p.Name, d
		case d == bestD:
			best += " or " + p.Name
		}
	}
	return best
}

// swapDistance counts the letters inserted, deleted, changed or swapped
// with a neighbour to turn a into b (optimal string alignment).
func swapDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 64
	}
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
