package orders

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
)

// Every word the page completes is read by the parser in a movement order
// (the hold, support and convoy words of rule 4's orders), and the list
// holds no retreat or adjustment word, which a sheet cannot use.
func TestVocabularyIsWhatTheParserReads(t *testing.T) {
	m := board.Standard()
	words := Vocabulary()
	if !sort.StringsAreSorted(words) {
		t.Errorf("not sorted: %v", words)
	}
	uses := map[string]string{
		"H": "A PAR %s", "HOLD": "A PAR %s", "HOLDS": "A PAR %s", "HOLDING": "A PAR %s", "STAND": "A PAR %s", "STANDS": "A PAR %s",
		"TO": "A PAR %s BUR",
		"S":  "A PAR %s A MAR - BUR", "SUPPORT": "A PAR %s A MAR - BUR", "SUPPORTS": "A PAR %s A MAR - BUR", "SUPPORTING": "A PAR %s A MAR - BUR",
		"C": "F ENG %s A LON - BRE", "CONVOY": "F ENG %s A LON - BRE", "CONVOYS": "F ENG %s A LON - BRE", "CONVOYING": "F ENG %s A LON - BRE",
		"VIA": "A LON - BRE %s CONVOY", "BY": "A LON - BRE %s CONVOY", "THROUGH": "A LON - BRE %s CONVOY", "OVER": "A LON - BRE %s CONVOY",
	}
	for _, w := range words {
		use, ok := uses[w]
		if !ok {
			t.Errorf("%q is offered for completion but is no movement order word", w)
			continue
		}
		if _, err := Parse(m, fmt.Sprintf(use, w), Movement); err != nil {
			t.Errorf("%q in %q: %v", w, fmt.Sprintf(use, w), err)
		}
		delete(uses, w)
	}
	for w := range uses {
		t.Errorf("the movement word %q is not offered", w)
	}
}

// The units a message shows as examples are the map's own and stand where
// such a unit may, on every map (the standard map's "A PAR" and "F STP/NC"
// were shown on every map, found playing ancmed).
func TestUnitExamplesAreTheMapsOwn(t *testing.T) {
	for _, name := range append([]string{"standard"}, maps.Names()...) {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		army, fleet := UnitExamples(m)
		for _, ex := range []struct {
			written string
			t       board.UnitType
		}{{army, board.Army}, {fleet, board.Fleet}} {
			if ex.written == "" && !anyHolds(m, ex.t) {
				continue // a map without a coast has no fleet to show (pure)
			}
			loc, ok := strings.CutPrefix(ex.written, ex.t.String()+" ")
			if !ok || m.CanHold(ex.t, board.Loc(loc)) != nil {
				t.Errorf("%s: the example %q is not a %s that may stand there", name, ex.written, ex.t)
			}
		}
	}
	if army, fleet := UnitExamples(board.Standard()); army != "A BUD" || fleet != "F TRI" {
		t.Errorf("standard: %q, %q; want Austria's A BUD and F TRI", army, fleet)
	}
}

// anyHolds says whether a unit of the type may stand anywhere on the map.
func anyHolds(m *board.Map, t board.UnitType) bool {
	for _, p := range m.Provinces {
		if m.CanHold(t, board.Loc(p.ID)) == nil {
			return true
		}
		for _, c := range p.Coasts {
			if m.CanHold(t, board.Loc(p.ID+"/"+c)) == nil {
				return true
			}
		}
	}
	return false
}

// A parser's message shows a unit of the game's own map, each map its own
// (the examples are kept per map: one kept for all would show the first
// map's to every other).
func TestExpectedUnitNamesTheMapsUnits(t *testing.T) {
	for _, name := range []string{"standard", "ancmed", "pure", "standard"} {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		army, fleet := UnitExamples(m)
		want := "such as " + army + " or " + fleet + ")"
		if fleet == "" {
			want = "such as " + army + ")"
		}
		_, perr := Parse(m, "HOLD", Movement) // expected a unit, found nothing
		if perr == nil || !strings.Contains(perr.Error(), want) {
			t.Errorf("%s: %v; want the example units %q", name, perr, want)
		}
	}
}
