package payola

import (
	"math/rand/v2"

	"github.com/payola-gm/payola/engine/board"
)

// AcceptanceList is a power's ranking of the other powers' money, used to
// break ties for its own units (rule 4.1), as engine/sheets reads it.
// Powers are named in the order written; Wild is where the '?' stands (-1
// when there is none).
type AcceptanceList struct {
	Powers []string // power names, most preferred first
	Wild   int      // index in Powers before which '?' stands, or -1
	// Letters is the list written back as the rules write it, a letter per
	// power: "F?I" (the history and the reports show it).
	Letters string
}

// DefaultAcceptance is the list a power starts with (rule 4.2): its own
// letter then '?'; a dummy's is '?' alone (its list is not used, 4.4).
func DefaultAcceptance(m *board.Map, power string, dummy bool) string {
	return defaultList(m, power, dummy).Letters
}

// defaultList is DefaultAcceptance as a list.
func defaultList(m *board.Map, power string, dummy bool) AcceptanceList {
	p := m.Power(power)
	if dummy || p == nil {
		return AcceptanceList{Wild: 0, Letters: "?"}
	}
	return AcceptanceList{Powers: []string{p.Name}, Wild: 1, Letters: p.Letter + "?"}
}

// String writes the list back as letters: "F?I".
func (l AcceptanceList) String() string { return l.Letters }

// expand replaces the '?' by the unlisted powers (in map order) shuffled by
// rng, giving every power of the map exactly once (rule 4.1; drawn once per
// adjudication, payola-rules §10.4).
func (l AcceptanceList) expand(m *board.Map, rng *rand.Rand) []string {
	if l.Wild < 0 {
		return append([]string(nil), l.Powers...)
	}
	listed := map[string]bool{}
	for _, p := range l.Powers {
		listed[p] = true
	}
	var rest []string
	for _, p := range m.Powers {
		if !listed[p.Name] {
			rest = append(rest, p.Name)
		}
	}
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	out := append([]string(nil), l.Powers[:l.Wild]...)
	out = append(out, rest...)
	return append(out, l.Powers[l.Wild:]...)
}
