package sheets

import (
	"cmp"
	"slices"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

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
	words, plain := 1, true
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z':
		case c == ' ' || c == '\t':
			if t[i-1] != ' ' && t[i-1] != '\t' {
				words++
			}
		case c == '-' || c == '.' || c == '+':
			plain = false // only in a power's full name (POLAND-LITHUANIA, B.C.)
		default:
			return "", ""
		}
	}
	if p := orders.PowerNamed(m, t); p != nil {
		return p.Name, "" // its name, or its full name as the map writes it (GULF OF BOTHNIA)
	}
	if !plain {
		return "", ""
	}
	if words > 2 {
		return "", ""
	}
	switch first, _, _ := strings.Cut(t, " "); strings.ToUpper(first) {
	case "NMR", "CLEAR", "ACCEPT", "TRANSFER", "WAIVE":
		return "", ""
	}
	if colon {
		if _, intro := ReplyIntro(line); intro {
			return "", "" // "Ann wrote:", a reply's introduction of quoted mail
		}
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
		d := orders.SpellingDistance(w, p.Name)
		if p.FullName != "" { // as the map writes it: GULF OF BOTHNIA
			d = min(d, orders.SpellingDistance(w, strings.ToUpper(p.FullName)))
		}
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

func powerNames(m *board.Map) string {
	var s []string
	for _, p := range m.Powers {
		s = append(s, p.Name)
	}
	return strings.Join(s, ", ")
}

// suggestTransfers gives a TRANSFER line's misspelt power the suggestion a
// misspelt header gets ("'ENGLND' is not a power of this map: did you mean
// ENGLAND?"). Only a diagnostic saying "not a power" is looked at, and its
// line found by halving (lines run in the order of the text), so that
// every other problem costs nothing here (issue 30: a scan of every line
// for each diagnostic made 20,000 ignored lines cost 398 million steps).
func suggestTransfers(m *board.Map, lines []orders.Line, ds orders.Diagnostics) orders.Diagnostics {
	for i, d := range ds {
		if !strings.Contains(d.Msg, "not a power") {
			continue
		}
		at, found := slices.BinarySearchFunc(lines, d.Line, func(l orders.Line, n int) int { return cmp.Compare(l.Num, n) })
		if !found {
			continue
		}
		f := strings.Fields(stripComment(lines[at].Text))
		if len(f) < 4 || !strings.EqualFold(f[0], "TRANSFER") || !strings.EqualFold(f[2], "TO") {
			continue
		}
		if name := strings.Join(f[3:], " "); orders.PowerNamed(m, name) == nil {
			if p := nearPower(m, name); p != "" {
				ds[i].Msg += ": did you mean " + p + "?"
			}
		}
	}
	return ds
}
