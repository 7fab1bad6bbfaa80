package orders

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Pos is a place in the text the GM pasted, like go/token.Position: Line is
// 1-based; Col is the 1-based byte column in the line as pasted, before any
// normalisation (game-format.md §2), and 0 when the whole line is at fault.
// A Pos with Line 0 is the text as a whole. The web page converts Col to
// its editor's UTF-16 index in one function.
type Pos struct {
	Line int `json:"line"`
	Col  int `json:"col,omitempty"`
}

func (p Pos) String() string {
	switch {
	case p.Line == 0:
		return ""
	case p.Col == 0:
		return "line " + strconv.Itoa(p.Line)
	}
	return "line " + strconv.Itoa(p.Line) + ", column " + strconv.Itoa(p.Col)
}

// Error is a problem inside one line of text, at a 1-based byte column of
// that line; Col is 0 when there is no text to point into (Complete and
// Check work on parsed orders). The parsers count columns from the start
// of the line they are given, never from a piece of it, so that no caller
// shifts them.
type Error struct {
	Col int
	Msg string
	Why Reason // the kind of problem, for tests and callers that must not read Msg
}

// Reason sorts why an order is not legal, so that a test can check the
// reason as well as its wording.
type Reason uint8

const (
	Unclassified         Reason = iota // a problem of spelling (the parsers), or not sorted
	NoSuchPlace                        // the map has no such place
	NoSuchUnit                         // no unit there, or one of the other type
	NoType                             // the unit's type is not written and not known
	NotAdjacent                        // the place is not next to the unit, and no convoy can help
	Inland                             // a fleet to an inland province
	AtSea                              // an army to a sea
	Impassable                         // a province nobody enters
	CannotStand                        // the unit cannot stand where it is said to be
	WrongCoast                         // a coast missing, wrong or unreachable
	SamePlace                          // a move to the province the unit stands in
	NotConvoyable                      // a fleet, or an army off the coast, cannot be convoyed
	NoConvoyChain                      // no chain of fleets could carry the army
	BadRoute                           // a written convoy route that does not hold
	CannotConvoy                       // the convoying unit is not a fleet at sea
	SelfSupport                        // a unit supporting itself
	OwnProvince                        // a support of an attack on the supporter's own province
	SupporterCannotReach               // the supporter could not move to the place itself
	TargetCannotReach                  // the supported unit could not move there
	NotCenter                          // a build outside a supply center
	NoSupportAcross                    // the map lets units cross there but not support across (DPjudge "~" and "*")
)

var reasonNames = [...]string{"unclassified", "no such place", "no such unit", "no type", "not adjacent", "inland", "at sea", "impassable", "cannot stand there", "wrong coast", "same place", "not convoyable", "no convoy chain", "bad route", "cannot convoy", "self support", "own province", "supporter cannot reach", "target cannot reach", "not a center", "no support across"}

func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "unknown"
}

func (e *Error) Error() string {
	if e.Col == 0 {
		return e.Msg
	}
	return fmt.Sprintf("column %d: %s", e.Col, e.Msg)
}

// problem builds an Error without a column.
func problem(why Reason, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Why: why}
}

// Diagnostic is one problem in the GM's pasted text, located for a player.
// Its JSON shape ({"power", "line", "col", "message"}) is what the web page reads.
type Diagnostic struct {
	Power string `json:"power,omitempty"`
	Pos
	Msg string `json:"message"`
	// More is, on the last entry of a list cut short (Summarised), how
	// many problems it stands for beside itself.
	More int `json:"more,omitempty"`
}

func (d Diagnostic) String() string {
	var b strings.Builder
	if d.Power != "" {
		b.WriteString(d.Power)
		b.WriteString(", ")
	}
	if d.Line > 0 {
		b.WriteString(d.Pos.String())
		b.WriteString(": ")
	}
	b.WriteString(d.Msg)
	return b.String()
}

// Diagnostics is a list of problems, like go/scanner.ErrorList: Add them,
// Sort them by position, and Err returns the list as an error, or nil.
type Diagnostics []Diagnostic

// Add appends a problem at pos.
func (ds *Diagnostics) Add(power string, pos Pos, msg string) {
	*ds = append(*ds, Diagnostic{Power: power, Pos: pos, Msg: msg})
}

// Sort orders the list by line, then column; problems at one place keep
// the order they were found in.
func (ds Diagnostics) Sort() {
	sort.SliceStable(ds, func(i, j int) bool {
		if ds[i].Line != ds[j].Line {
			return ds[i].Line < ds[j].Line
		}
		return ds[i].Col < ds[j].Col
	})
}

// MaxListed is how many problems a list shows (Summarised): a text of
// 40,000 bad lines is told in a page, not in 40,000 lines.
const MaxListed = 100

// Summarised sorts the list and keeps its first MaxListed problems; when
// there are more, one entry more, at the first left out, counts them and
// says where they are, power by power ("and 19900 more problems, not
// listed: FRANCE 19900 on lines 202 to 40001"), with More set to their
// number. Every list people read goes through it: the refusal, the
// lines ignored, the live check.
func (ds Diagnostics) Summarised() Diagnostics {
	ds.Sort()
	if len(ds) <= MaxListed+1 {
		return ds // a summary of one problem would take its place
	}
	rest := ds[MaxListed:]
	type span struct {
		power       string
		n           int
		first, last int
	}
	var spans []span // by power, in the order first met
	for _, d := range rest {
		i := slices.IndexFunc(spans, func(s span) bool { return s.power == d.Power })
		if i < 0 {
			spans = append(spans, span{power: d.Power, first: d.Line})
			i = len(spans) - 1
		}
		spans[i].n++
		spans[i].last = max(spans[i].last, d.Line)
		spans[i].first = min(spans[i].first, d.Line)
	}
	parts := make([]string, len(spans))
	for i, s := range spans {
		who := s.power
		if who == "" {
			who = "outside any power's section"
		}
		switch {
		case s.first == 0:
			parts[i] = fmt.Sprintf("%s %d", who, s.n)
		case s.first == s.last:
			parts[i] = fmt.Sprintf("%s %d on line %d", who, s.n, s.first)
		default:
			parts[i] = fmt.Sprintf("%s %d on lines %d to %d", who, s.n, s.first, s.last)
		}
	}
	sum := Diagnostic{Pos: rest[0].Pos, More: len(rest) - 1,
		Msg: fmt.Sprintf("and %d more problems, not listed: %s; mend the ones listed and check again", len(rest), strings.Join(parts, ", "))}
	if len(spans) == 1 {
		sum.Power = spans[0].power
	}
	out := make(Diagnostics, MaxListed, MaxListed+1)
	copy(out, ds)
	return append(out, sum)
}

// Total is how many problems the list tells of: its entries, and those a
// summary stands for.
func (ds Diagnostics) Total() int {
	n := len(ds)
	for _, d := range ds {
		n += d.More
	}
	return n
}

// Err is the list as an error, or nil when it is empty.
func (ds Diagnostics) Err() error {
	if len(ds) == 0 {
		return nil
	}
	return ds
}

// Error prints one problem per line.
func (ds Diagnostics) Error() string {
	s := make([]string, len(ds))
	for i, d := range ds {
		s[i] = d.String()
	}
	return strings.Join(s, "\n")
}

// maxQuote is how many characters of a player's text a message quotes
// (game-format.md §2): a 5 MB token is not echoed whole.
const maxQuote = 40

// Quote puts a player's text into a message: in single quotes, at most 40
// characters, with every control or otherwise odd character (one that is
// not a printable letter, digit, mark, punctuation or symbol, or a plain
// space) named by its code point, U+001B, so that nothing the player typed
// reaches a terminal, a report or a page raw.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	n := 0
	// A byte that is not UTF-8 comes as U+FFFD, which writeVisible names.
	for _, r := range s {
		if n == maxQuote {
			b.WriteString("…")
			break
		}
		n++
		writeVisible(&b, r)
	}
	b.WriteByte('\'')
	return b.String()
}

// Visible is s with every control or odd character named by its code point
// (see Quote), and nothing cut: for echoing a whole line as typed.
func Visible(s string) string {
	clean := true
	for _, r := range s {
		if !plainRune(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		writeVisible(&b, r)
	}
	return b.String()
}

// RuneName names one character for a message: 'x' for a printable ASCII
// character, U+FF1B for any other.
func RuneName(r rune) string {
	if r > ' ' && r < 0x7f {
		return "'" + string(r) + "'"
	}
	return fmt.Sprintf("U+%04X", r)
}

func writeVisible(b *strings.Builder, r rune) {
	if plainRune(r) {
		b.WriteRune(r)
		return
	}
	fmt.Fprintf(b, "U+%04X", r)
}

// plainRune says whether r may be shown as itself: a space or a tab, a
// printable ASCII character, or a letter, digit or mark of any script
// ("Zürich"). Anything else (controls, format characters, odd
// punctuation such as U+FF1B) is named by its code point.
func plainRune(r rune) bool {
	if r == ' ' || r == '\t' {
		return true
	}
	if r < utf8.RuneSelf {
		return r > ' ' && r < 0x7f
	}
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r))
}
