package orders

import (
	"fmt"
	"sort"
	"testing"

	"github.com/payola-gm/payola/engine/board"
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
