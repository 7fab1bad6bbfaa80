package sheets

import (
	"fmt"
	"slices"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// ParseAcceptance reads an acceptance list such as "F?" or "FEG?" for power
// on map m (rule 4.1): each letter a power of the map, each at most once, at
// most one '?', and every power named when there is no '?'. Spaces and commas
// between letters are allowed. Error columns count bytes of list.
func ParseAcceptance(m *board.Map, power, list string) (payola.AcceptanceList, error) {
	l, err := parseAcceptanceIn(m, power, list, 0, false)
	if err != nil {
		return l, err
	}
	return l, nil
}

// parseAcceptanceIn reads the list written in line[from:], with error
// columns counted from the start of line. brief leaves out the hint for a
// list written in names (namesInstead), as the lines past the problems any
// list shows are read (sheetParser.brief, issue 30).
func parseAcceptanceIn(m *board.Map, power, line string, from int, brief bool) (payola.AcceptanceList, *orders.Error) {
	l, err := readLetters(m, power, line, from)
	if err != nil && !brief {
		if named := namesInstead(m, line, from); named != nil {
			return l, named
		}
	}
	return l, err
}

// namesInstead is the error for a list written with the powers' names
// ("FRANCE, ENGLAND") rather than their letters, at the first name, with
// the list in letters when every word of it reads as one; nil when no
// word is a power's name or adjective.
func namesInstead(m *board.Map, line string, from int) *orders.Error {
	col, first := 0, ""
	var meant []string
	var letters strings.Builder
	whole := true // every word reads as a power, each once
	seen := map[string]bool{}
	words := listWords(line[from:])
	for i := 0; i < len(words); i++ {
		w := words[i]
		var p *board.Power
		// A power's full name may be words (void's GULF OF BOTHNIA): the
		// longest run of up to five words, apart by spaces, that names one.
		for j := min(len(words)-1, i+4); j > i && p == nil; j-- {
			run := line[from+w.at : from+words[j].at+len(words[j].text)]
			if strings.ContainsAny(run, ",?") {
				continue
			}
			if p = orders.PowerNamed(m, run); p != nil {
				w.text, i = run, j
			}
		}
		if p == nil {
			p = orders.PowerNamed(m, w.text)
		}
		if p == nil {
			p = m.PowerByAdjective(w.text)
		}
		letter := strings.ToUpper(w.text)
		switch {
		case p != nil && len(w.text) > 1:
			if col == 0 {
				col, first = from+w.at+1, strings.ToUpper(w.text)
			}
			meant = append(meant, fmt.Sprintf("%s is %s", strings.ToUpper(w.text), p.Letter))
			letter = p.Letter
		case w.text == "?" || m.PowerByLetter(w.text) != nil:
		default:
			whole = false
		}
		whole = whole && !seen[letter]
		seen[letter] = true
		letters.WriteString(letter)
	}
	if col == 0 {
		return nil
	}
	msg := fmt.Sprintf("%s is a power's name: an acceptance list is written in letters, one per power (%s)", first, strings.Join(meant, ", "))
	if whole {
		list := letters.String()
		if !strings.Contains(list, "?") && len(list) < len(m.Powers) {
			list += "?" // the rest in any order, as rule 4.1 requires of a short list
		}
		msg += "; write " + list
	}
	return &orders.Error{Col: col, Msg: msg}
}

type listWord struct {
	text string
	at   int // byte offset in the list
}

// listWords splits a list at its separators (spaces, tabs, commas) and
// before and after each '?'.
func listWords(list string) []listWord {
	var out []listWord
	start := -1
	end := func(i int) {
		if start >= 0 {
			out = append(out, listWord{list[start:i], start})
			start = -1
		}
	}
	for i, r := range list {
		switch r {
		case ' ', '\t', ',':
			end(i)
		case '?':
			end(i)
			out = append(out, listWord{"?", i})
		default:
			if start < 0 {
				start = i
			}
		}
	}
	end(len(list))
	return out
}

// readLetters reads the list as rule 4.1 writes it, a letter per power.
func readLetters(m *board.Map, power, line string, from int) (payola.AcceptanceList, *orders.Error) {
	list := line[from:]
	l := payola.AcceptanceList{Wild: -1}
	seen := func(name string) bool { return slices.Contains(l.Powers, name) } // a power or two dozen: no map for each line
	col := 0
	for i, r := range list {
		col = from + i + 1
		switch {
		case r == ' ' || r == '\t' || r == ',':
			continue
		case r == '?':
			if l.Wild >= 0 {
				return l, &orders.Error{Col: col, Msg: "an acceptance list may hold only one '?' (rule 4.1)"}
			}
			l.Wild = len(l.Powers)
			l.Letters += "?"
			continue
		}
		p := m.PowerByLetter(string(r))
		if p == nil {
			return l, &orders.Error{Col: col, Msg: fmt.Sprintf("%s is not the letter of a power on this map (%s)", orders.RuneName(r), powerLetters(m))}
		}
		if seen(p.Name) {
			return l, &orders.Error{Col: col, Msg: fmt.Sprintf("%s (%s) appears twice in the acceptance list", p.Letter, p.Name)}
		}
		l.Letters += p.Letter
		l.Powers = append(l.Powers, p.Name)
	}
	if len(l.Powers) == 0 && l.Wild < 0 {
		return l, &orders.Error{Col: from + 1, Msg: fmt.Sprintf("the acceptance list is empty: write power letters and at most one '?', e.g. %s?", letterOf(m, power))}
	}
	if l.Wild < 0 && len(l.Powers) < len(m.Powers) {
		var missing []string
		for _, p := range m.Powers {
			if !seen(p.Name) {
				missing = append(missing, p.Letter)
			}
		}
		return l, &orders.Error{Col: len(line) + 1, Msg: fmt.Sprintf("the acceptance list must name every power or hold a '?' for the rest (rule 4.1); missing: %s", strings.Join(missing, " "))}
	}
	return l, nil
}

func powerLetters(m *board.Map) string {
	var s []string
	for _, p := range m.Powers {
		s = append(s, p.Letter)
	}
	return strings.Join(s, " ")
}

func letterOf(m *board.Map, power string) string {
	if p := m.Power(power); p != nil {
		return p.Letter
	}
	return "?"
}
