package orders

import (
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

// Vocabulary is every order word of a movement phase the parser reads (a
// hold, a support, a convoy, a route), sorted: the words a page completes
// as a player types an offer's order, so that it restates none of them.
func Vocabulary() []string {
	var out []string
	for w, v := range verbs {
		switch v {
		case vHold, vMove, vSupport, vConvoy, vVia:
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

// UnitTypeWord is the unit type a word spells ("A", "army", "Fleet"), if
// any: a reader asks whether a line begins as an order does.
func UnitTypeWord(word string) (board.UnitType, bool) {
	t, ok := unitTypes[strings.ToUpper(word)]
	return t, ok
}
