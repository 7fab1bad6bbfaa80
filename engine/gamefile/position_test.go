package gamefile

import (
	"encoding/json"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/sheets"
)

// game-format §4: every adjudication writes the public position file: the
// board of the next phase and nothing else (rules 2.5, 3.6), which loads
// for checking as the game itself does.
func TestPublicPositionFile(t *testing.T) {
	games, results := playYear(t, `{}`)
	r := results[1] // F1901M: France dislodged, a retreat position
	data, err := PublicPosition(r.Next).Encode()
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatal(err)
	}
	if got := sortedKeys(top); !reflect.DeepEqual(got, []string{"contested", "dislodged", "format", "map", "phase", "powers"}) {
		t.Errorf("fields %v", got)
	}
	var powers []map[string]any
	_ = json.Unmarshal(top["powers"], &powers)
	for _, p := range powers {
		keys := make([]string, 0, len(p))
		for k := range p {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if strings.Join(keys, " ") != "centers name units" {
			t.Errorf("a power holds %v", keys)
		}
	}
	for _, secret := range []string{"balance", "accept", "seed", "history", "TRANSFER", "AgP"} {
		if strings.Contains(string(data), secret) {
			t.Errorf("the public position holds %q:\n%s", secret, data)
		}
	}
	board, err := LoadBoard(data, nil)
	if err != nil {
		t.Fatalf("LoadBoard: %v", err)
	}
	full := games[2] // the game file of the same phase
	if !reflect.DeepEqual(board.Pos, full.Pos) || !reflect.DeepEqual(board.Owners, full.Owners) || !reflect.DeepEqual(board.Dislodged, full.Dislodged) || board.Phase != full.Phase {
		t.Errorf("the position loads as another board: %+v vs %+v", board.Dislodged, full.Dislodged)
	}
	// A full game file loads through the same door.
	gameData, _ := full.File.Encode()
	if g, err := LoadBoard(gameData, nil); err != nil || g.Balance("FRANCE") != full.Balance("FRANCE") {
		t.Errorf("LoadBoard of a game file: %v", err)
	}
	// A sheet checks the same against either.
	sheet := "5 : A BUR - PIC\n3 : GERMAN A MUN - BOH\n"
	a, _ := sheets.CheckSheet(board.State.SheetBoard(), "FRANCE", sheet)
	b, _ := sheets.CheckSheet(full.State.SheetBoard(), "FRANCE", sheet)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("checks differ:\n%+v\n%+v", a, b)
	}
	// Anything more than the board is refused, named.
	bad := strings.Replace(string(data), `"name": "FRANCE",`, `"name": "FRANCE", "balance": 24,`, 1)
	if _, err := LoadBoard([]byte(bad), nil); err == nil || !strings.Contains(err.Error(), "powers[2].balance") {
		t.Errorf("a position with a balance: %v", err)
	}
}

// A public position file written by hand may leave out its dislodged list
// (game-format §4); its powers are still checked for fields a position
// does not hold. (The two lists are checked in map order, so the load is
// tried a few times.)
func TestPositionWithoutDislodgedStillChecksItsPowers(t *testing.T) {
	data := `{"format": "` + PositionFormat + `", "map": "standard", "phase": "S1901M",
	"powers": [{"name": "FRANCE", "units": ["A PAR"], "centers": ["PAR"], "balance": 24}]}`
	for range 20 {
		if _, err := LoadBoard([]byte(data), nil); err == nil || !strings.Contains(err.Error(), "powers[0].balance") {
			t.Fatalf("a position with a balance and no dislodged list: %v", err)
		}
	}
	ok := strings.Replace(data, `, "balance": 24`, "", 1)
	if g, err := LoadBoard([]byte(ok), nil); err != nil || unitsOf(g.File, "FRANCE") != "A PAR" {
		t.Errorf("a position without a dislodged list: %v", err)
	}
}

// Issue 23: a public position file opened where a game file is needed (the
// GM page, adjudicate --game) says what it is and which file to open.
func TestLoadingAPositionAsAGameSaysWhichFileToOpen(t *testing.T) {
	_, results := playYear(t, `{}`)
	data, err := PublicPosition(results[0].Next).Encode()
	if err != nil {
		t.Fatal(err)
	}
	_, err = Load(data)
	if err == nil || !strings.Contains(err.Error(), "public position file") || !strings.Contains(err.Error(), "-gm-game.json") {
		t.Errorf("loading a position as a game: %v", err)
	}
	if _, err := LoadBoard(data, nil); err != nil {
		t.Errorf("the checker still reads it: %v", err)
	}
}

// The public position file for the retreats (game-format §4, for
// everybody) names the province left empty by the standoff, as the game
// file does: no retreat may go there.
func TestPublicPositionKeepsTheStandoff(t *testing.T) {
	r := galicianSpring(t)
	data, err := PublicPosition(r.Next).Encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadBoard(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(b.Contested, " ") != "BUR" || len(b.Dislodged) != 1 {
		t.Errorf("public position: contested %v, dislodged %v; want BUR and Austria's A GAL", b.Contested, b.Dislodged)
	}
}
