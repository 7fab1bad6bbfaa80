package game

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

// Diagnostic is one problem in the GM's pasted text, located for a player.
type Diagnostic struct {
	Power string `json:"power,omitempty"`
	Line  int    `json:"line"`          // 1-based line of the pasted text, 0 for the text as a whole
	Col   int    `json:"col,omitempty"` // 1-based column, 0 when the whole line is at fault
	Msg   string `json:"message"`
}

func (d Diagnostic) String() string {
	var b strings.Builder
	if d.Power != "" {
		b.WriteString(d.Power)
		b.WriteString(", ")
	}
	if d.Line > 0 {
		fmt.Fprintf(&b, "line %d", d.Line)
		if d.Col > 0 {
			fmt.Fprintf(&b, ", column %d", d.Col)
		}
		b.WriteString(": ")
	}
	b.WriteString(d.Msg)
	return b.String()
}

// Diagnostics is a list of problems; as an error it prints one per line.
type Diagnostics []Diagnostic

func (ds Diagnostics) Error() string {
	s := make([]string, len(ds))
	for i, d := range ds {
		s[i] = d.String()
	}
	return strings.Join(s, "\n")
}

// Section is one power's part of the pasted text.
type Section struct {
	Power     string
	Header    int      // line of the power's name
	FirstLine int      // line number of Lines[0]
	Lines     []string // the lines after the header, up to the next header
}

// Text is the section as submitted, for the history.
func (s Section) Text() string { return strings.TrimRight(strings.Join(s.Lines, "\n"), "\n ") }

// SplitSections cuts the GM's text into power sections. A line holding only a
// power's name, in any case and with an optional colon, starts its section
// (game-format.md §2).
func SplitSections(m *board.Map, text string) ([]Section, Diagnostics) {
	var secs []Section
	var diags Diagnostics
	first := map[string]int{}
	lines := splitLines(text)
	for i, line := range lines {
		n := i + 1
		if p := headerPower(m, line); p != "" {
			if at, dup := first[p]; dup {
				diags = append(diags, Diagnostic{Power: p, Line: n, Msg: fmt.Sprintf("%s already has a section starting at line %d; put all of a power's lines in one section", p, at)})
			}
			first[p] = n
			secs = append(secs, Section{Power: p, Header: n, FirstLine: n + 1})
			continue
		}
		if len(secs) == 0 {
			if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "%") {
				diags = append(diags, Diagnostic{Line: n, Col: 1, Msg: "this line comes before any power's name; start each power's part with a line such as FRANCE:"})
			}
			continue
		}
		s := &secs[len(secs)-1]
		s.Lines = append(s.Lines, line)
	}
	return secs, diags
}

func headerPower(m *board.Map, line string) string {
	t := strings.TrimSpace(line)
	t = strings.TrimSpace(strings.TrimSuffix(t, ":"))
	if t == "" || strings.ContainsAny(t, " \t") {
		return ""
	}
	if p := m.Power(t); p != nil {
		return p.Name
	}
	return ""
}

// splitLines cuts text into lines, accepting Windows line ends.
func splitLines(text string) []string {
	return strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
}
