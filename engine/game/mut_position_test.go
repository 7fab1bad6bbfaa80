package game

import (
	"strings"
	"testing"
)

// A public position file written by hand may leave out its dislodged list
// (game-format §4); its powers are still checked for fields a position
// does not hold. (The two lists are checked in map order, so the load is
// tried a few times.)
func TestPositionWithoutDislodgedStillChecksItsPowers(t *testing.T) {
	data := `{"format": "` + PositionFormat + `", "map": "standard", "phase": "S1901M",
	"powers": [{"name": "FRANCE", "units": ["A PAR"], "centers": ["PAR"], "balance": 24}]}`
	for range 20 {
		if _, err := LoadBoard([]byte(data)); err == nil || !strings.Contains(err.Error(), "powers[0].balance") {
			t.Fatalf("a position with a balance and no dislodged list: %v", err)
		}
	}
	ok := strings.Replace(data, `, "balance": 24`, "", 1)
	if g, err := LoadBoard([]byte(ok)); err != nil || unitsOf(g.File, "FRANCE") != "A PAR" {
		t.Errorf("a position without a dislodged list: %v", err)
	}
}
