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

// UnitExamples are an army and a fleet of the map, as a message writes
// them to show what a unit looks like ("A BUD", "F TRI" on the standard
// map): taken from the first power's home centers (then any province), an
// inland one for the army where there is one, a coastal one for the fleet,
// with its first coast where it has several. Another map's names misled
// its players.
func UnitExamples(m *board.Map) (army, fleet string) {
	var ids []string
	if len(m.Powers) > 0 {
		ids = m.HomesOf(m.Powers[0].Name)
	}
	for _, p := range m.Provinces {
		ids = append(ids, p.ID)
	}
	var inland, coastal []*board.Province
	for _, id := range ids {
		switch p := m.Province(id); {
		case p == nil:
		case p.Terrain == board.Land:
			inland = append(inland, p)
		case p.Terrain == board.Coast:
			coastal = append(coastal, p)
		}
	}
	armyAt := append(inland, coastal...)
	if len(armyAt) > 0 {
		army = "A " + armyAt[0].ID
	}
	for _, p := range coastal {
		if p != armyAt[0] {
			fleet = "F " + p.ID
			if len(p.Coasts) > 0 {
				fleet += "/" + p.Coasts[0]
			}
			break
		}
	}
	return army, fleet
}
