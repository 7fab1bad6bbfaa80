package game

import (
	"fmt"
	"strings"
	"testing"
)

// ResultsOnBoard reads back what adjudicate --json printed (game-format §3,
// payola render --results): for every phase of a year, the issued orders
// read back are the phase's results, order for order, with their outcomes
// and the dislodged marks.
func TestResultsOnBoardReadsBackEveryPhase(t *testing.T) {
	games, results := playYear(t, `{}`)
	for i, r := range results {
		got, err := ResultsOnBoard(games[i], r.Orders)
		if err != nil {
			t.Fatalf("%s: %v", r.Phase, err)
		}
		if len(got) != len(r.Results) || len(got) == 0 {
			t.Fatalf("%s: %d results read back, want %d", r.Phase, len(got), len(r.Results))
		}
		for j, want := range r.Results {
			g, w := fmt.Sprintf("%s %s %s %v", got[j].Power, got[j].Order, got[j].Outcome, got[j].Dislodged),
				fmt.Sprintf("%s %s %s %v", want.Power, want.Order, want.Outcome, want.Dislodged)
			if g != w {
				t.Errorf("%s: read back %q, want %q", r.Phase, g, w)
			}
		}
	}
}

// An order the board cannot hold is refused, naming the field: a unit that
// is not there, is another power's, is of the other type, or (in a retreat)
// is not dislodged; a "unit" that is not the order's. A unit's type may be
// left out, and builds and waives name no unit on the board.
func TestResultsOnBoardRefusesWhatTheBoardLacks(t *testing.T) {
	games, _ := playYear(t, `{}`)
	spring, retreat, winter := games[0], games[2], games[3]
	io := func(power, unit, order, result string) IssuedOrder {
		return IssuedOrder{Power: power, Unit: unit, Order: order, Result: result}
	}
	for _, c := range []struct {
		g    *Game
		in   IssuedOrder
		want string // "" when read back
	}{
		{spring, io("FRANCE", "A PAR", "A PAR - BUR", "succeeds"), ""},
		{spring, io("FRANCE", "", "PAR - BUR", "succeeds"), ""},
		{spring, io("PRUSSIA", "", "A PAR H", "succeeds"), `orders[0].power: "PRUSSIA" is not a power of the standard map`},
		{spring, io("FRANCE", "", "A PAR - XYZ", "succeeds"), `orders[0].order: "A PAR - XYZ"`},
		{spring, io("FRANCE", "", "A PAR H", "bounced"), `orders[0].result: "bounced" is not succeeds, fails or void`},
		{spring, io("FRANCE", "", "A BER H", "succeeds"), `orders[0].order: "A BER H": FRANCE has no A BER on this board`},
		{spring, io("FRANCE", "", "F PAR H", "succeeds"), `orders[0].order: "F PAR H": FRANCE has no F PAR on this board`},
		{spring, io("FRANCE", "", "A PIC H", "succeeds"), `orders[0].order: "A PIC H": FRANCE has no A PIC on this board`},
		{spring, io("FRANCE", "A MAR", "A PAR H", "succeeds"), `orders[0].unit: "A MAR" is not the unit of the order "A PAR H"`},
		{retreat, io("FRANCE", "A BUR", "A BUR - PIC", "succeeds"), ""},
		{retreat, io("GERMANY", "", "A BUR - PIC", "fails"), `orders[0].order: "A BUR - PIC": GERMANY has no dislodged unit in BUR`},
		{retreat, io("FRANCE", "", "A SPA - GAS", "fails"), `orders[0].order: "A SPA - GAS": FRANCE has no dislodged unit in SPA`},
		{winter, io("GERMANY", "A BER", "BUILD A BER", "succeeds"), ""},
		{winter, io("GERMANY", "", "WAIVE", "succeeds"), ""},
		{winter, io("GERMANY", "A BER", "WAIVE", "succeeds"), `orders[0].unit: "A BER" is not the unit of the order "WAIVE"`},
		{winter, io("GERMANY", "", "REMOVE F HOL", "fails"), ""},
		{winter, io("GERMANY", "", "REMOVE A BER", "fails"), `orders[0].order: "REMOVE A BER": GERMANY has no A BER on this board`},
	} {
		got, err := ResultsOnBoard(c.g, []IssuedOrder{c.in})
		switch {
		case c.want == "" && (err != nil || len(got) != 1 || got[0].Power != c.in.Power):
			t.Errorf("%s %+v: %v, %v; want it read back", c.g.Phase, c.in, got, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
			t.Errorf("%s %+v: %v; want %s", c.g.Phase, c.in, err, c.want)
		}
	}
}
