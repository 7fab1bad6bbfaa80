package publish

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"reflect"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render"
)

// playedYear plays 1901 of a loyal game through a dislodgement, a retreat
// and builds, and returns the game at each phase, in order, and the game
// after the last.
func playedYear(t *testing.T) ([]*gamefile.Game, []*Adjudication, *gamefile.Game) {
	t.Helper()
	texts := []string{
		"AUSTRIA:\nA VIE - TYR\nA BUD - GAL\nF TRI - VEN\nITALY:\nA VEN H\nA ROM S A VEN\n",
		"AUSTRIA:\nA TYR - VEN\nF TRI S A TYR - VEN\nITALY:\nA VEN H\nF NAP - ION\n",
		"ITALY:\nA VEN - PIE\n",
		"AUSTRIA:\nBUILD A VIE\nBUILD A BUD\n",
	}
	g := newGame(t, game.Loyal)
	var games []*gamefile.Game
	var results []*Adjudication
	for _, text := range texts {
		games = append(games, g)
		r := mustAdjudicate(t, g, text, game.Options{})
		results = append(results, r)
		g = next(t, r)
	}
	if got := []string{games[0].Phase.String(), games[1].Phase.String(), games[2].Phase.String(), games[3].Phase.String()}; strings.Join(got, " ") != "S1901M F1901M F1901R W1901A" {
		t.Fatalf("the year ran %v", got)
	}
	return games, results, g
}

// sameScene compares what a scene draws, its title aside.
func sameScene(t *testing.T, what string, got, want render.Scene) {
	t.Helper()
	if !reflect.DeepEqual(got.Units, want.Units) {
		t.Errorf("%s: units\n%v\nwant\n%v", what, got.Units, want.Units)
	}
	if len(got.Dislodged) != len(want.Dislodged) {
		t.Errorf("%s: dislodged %v, want %v", what, got.Dislodged, want.Dislodged)
	}
	for i := range want.Dislodged {
		if i < len(got.Dislodged) && (got.Dislodged[i].Unit != want.Dislodged[i].Unit || got.Dislodged[i].Power != want.Dislodged[i].Power) {
			t.Errorf("%s: dislodged %v, want %v", what, got.Dislodged, want.Dislodged)
		}
	}
	// The history keeps no mark of civil disorder, which the map does
	// not draw, and no causes yet (the judge's Cause, DislodgedBy).
	want.Orders = append([]judge.OrderResult(nil), want.Orders...)
	for i := range want.Orders {
		want.Orders[i].CivilDisorder = false
		want.Orders[i].Cause, want.Orders[i].DislodgedBy = judge.Cause{}, orders.Unit{}
	}
	got.Orders = append([]judge.OrderResult(nil), got.Orders...)
	for i := range got.Orders {
		got.Orders[i].Cause, got.Orders[i].DislodgedBy = judge.Cause{}, orders.Unit{}
	}
	if !reflect.DeepEqual(got.Orders, want.Orders) {
		t.Errorf("%s: orders\n%v\nwant\n%v", what, got.Orders, want.Orders)
	}
}

// Each phase of the history is drawn as it was when it was adjudicated:
// the board the game had then, and the judge's results.
func TestHistorySceneIsThePhaseAsAdjudicated(t *testing.T) {
	games, results, last := playedYear(t)
	for i, g := range games {
		code := g.Phase.String()
		got, err := historyScene(last, code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		want := phaseScene(g, results[i].Results)
		sameScene(t, code, got, want)
		if !reflect.DeepEqual(got.Owners, want.Owners) {
			t.Errorf("%s: owners %v, want %v", code, got.Owners, want.Owners)
		}
		if !strings.Contains(got.Title, g.Phase.Long()) {
			t.Errorf("%s: title %q", code, got.Title)
		}
	}
	// The movement that dislodged A VEN says so; the retreat phase has it
	// waiting.
	f1901m, _ := historyScene(last, "F1901M")
	dislodged := 0
	for _, o := range f1901m.Orders {
		if o.Dislodged {
			dislodged++
			if o.Order.Unit.String() != "A VEN" {
				t.Errorf("F1901M: %s is marked dislodged", o.Order.Unit)
			}
		}
	}
	if dislodged != 1 {
		t.Errorf("F1901M: %d units marked dislodged, want A VEN", dislodged)
	}
	f1901r, _ := historyScene(last, "F1901R")
	if len(f1901r.Dislodged) != 1 || f1901r.Dislodged[0].Unit.String() != "A VEN" {
		t.Errorf("F1901R: waiting to retreat %v, want A VEN", f1901r.Dislodged)
	}
}

// A history written before entries kept their board is drawn from the
// orders: the same units and dislodged units; the centers where they are
// known, and a title that says so where they are not.
func TestHistorySceneWithoutBoardsIsDerived(t *testing.T) {
	games, results, last := playedYear(t)
	for i := range last.File.History.Len() {
		last.File.History.Edit(i).Board = nil
	}
	for i, g := range games {
		code := g.Phase.String()
		got, err := historyScene(last, code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		sameScene(t, code+" derived", got, phaseScene(g, results[i].Results))
		if g.Phase.Season == 'W' {
			// The winter's owners are the game's now: nothing changed since.
			if !reflect.DeepEqual(got.Owners, g.Owners) {
				t.Errorf("%s: owners %v, want %v", code, got.Owners, g.Owners)
			}
		} else if got.Owners != nil || !strings.Contains(got.Title, "centers not recorded") {
			t.Errorf("%s: owners %v, title %q: the 1901 owners are not known from the file", code, got.Owners, got.Title)
		}
	}
}

func TestHistorySceneOfAnUnknownPhase(t *testing.T) {
	_, _, last := playedYear(t)
	_, err := historyScene(last, "S1905M")
	if err == nil || !strings.Contains(err.Error(), "S1905M") || !strings.Contains(err.Error(), "F1901R") {
		t.Errorf("got %v, want an error naming the phase and those there are", err)
	}
	if _, err := historyScene(newGame(t, game.Loyal), "S1901M"); err == nil || !strings.Contains(err.Error(), "no adjudicated phase") {
		t.Errorf("a new game: got %v", err)
	}
}

// A retreat entry without its board can only be drawn from the movement
// phase before it: in a history that starts at that retreat phase there is
// none, and the map says so instead of drawing a board it cannot know.
func TestHistorySceneWithoutAMovementBeforeIt(t *testing.T) {
	_, _, last := playedYear(t)
	h := last.File.History
	for i := range h.Len() {
		h.Edit(i).Board = nil
	}
	for i := range h.Len() {
		if h.Phase(i) == "F1901R" {
			last.File.History = h.Slice(i, h.Len())
		}
	}
	if last.File.History.At(0).Phase != "F1901R" {
		t.Fatalf("history starts at %s", last.File.History.At(0).Phase)
	}
	_, err := historyScene(last, "F1901R")
	if err == nil || !strings.Contains(err.Error(), "history F1901R: the entry keeps no board and no movement phase before it to start from") {
		t.Errorf("got %v", err)
	}
}

// A boardless history is carried past a retreat phase by its results: a
// disbanded unit leaves the board and stands nowhere else. Russia's army
// dislodges Austria's in Galicia in the Fall; Austria disbands it; the
// winter is then drawn from the Fall's and the retreats' orders.
func TestHistorySceneCarriedPastADisband(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"RUSSIA":  {strs("A WAR", "A UKR"), strs("WAR")},
		"AUSTRIA": {strs("A GAL"), strs("VIE")},
	}, nil, `{}`)
	rm := mustAdjudicate(t, g, "RUSSIA:\nA UKR - GAL\nA WAR S A UKR - GAL\n", game.Options{})
	rr := mustAdjudicate(t, next(t, rm), "AUSTRIA:\nA GAL DISBAND\n", game.Options{})
	winter := next(t, rr)
	if winter.Phase.String() != "W1901A" {
		t.Fatalf("after the retreats: %s", winter.Phase)
	}
	rw := mustAdjudicate(t, winter, "RUSSIA:\nREMOVE A WAR\nAUSTRIA:\nBUILD A VIE\n", game.Options{})
	last := next(t, rw)
	for i := range last.File.History.Len() {
		last.File.History.Edit(i).Board = nil
	}
	got, err := historyScene(last, "W1901A")
	if err != nil {
		t.Fatal(err)
	}
	sameScene(t, "W1901A derived", got, phaseScene(winter, rw.Results))
	for _, u := range got.Units {
		if u.Power == "AUSTRIA" {
			t.Errorf("the disbanded army is drawn: %v", u)
		}
	}
}

// A boardless history draws the Spring after a winter as it was
// adjudicated: from its own orders, one for every unit, so the winter's
// build that succeeded stands, the one that failed (none due any more)
// does not, and the removed army is gone.
func TestHistorySceneAfterAWinter(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"RUSSIA":  {strs("A WAR", "A UKR"), strs("WAR")},
		"AUSTRIA": {strs("A GAL", "A TYR"), strs("VIE", "BUD")},
	}, nil, `{}`)
	rm := mustAdjudicate(t, g, "RUSSIA:\nA UKR - GAL\nA WAR S A UKR - GAL\n", game.Options{})
	rr := mustAdjudicate(t, next(t, rm), "AUSTRIA:\nA GAL DISBAND\n", game.Options{})
	// Russia: 1 center, 2 units; Austria: 2 centers, 1 unit.
	rw := mustAdjudicate(t, next(t, rr), "RUSSIA:\nREMOVE A WAR\nAUSTRIA:\nBUILD A VIE\nBUILD A BUD\n", game.Options{})
	if o := orderOf(rw, "A BUD"); o.Result != "fails" {
		t.Fatalf("BUILD A BUD %s, want it to fail\n%s", o.Result, rw.Public)
	}
	spring := next(t, rw)
	rs := mustAdjudicate(t, spring, "", game.Options{})
	last := next(t, rs)
	for i := range last.File.History.Len() {
		last.File.History.Edit(i).Board = nil
	}
	got, err := historyScene(last, "S1902M")
	if err != nil {
		t.Fatal(err)
	}
	sameScene(t, "S1902M derived", got, phaseScene(spring, rs.Results))
	var units []string
	for _, u := range got.Units {
		units = append(units, u.Power+" "+u.Unit.String())
	}
	if strings.Join(units, ", ") != "AUSTRIA A TYR, AUSTRIA A VIE, RUSSIA A GAL" {
		t.Errorf("S1902M drawn with %v", units)
	}
}

// resultsOnBoard reads back what adjudicate --json printed (game-format §3,
// payola render --results): for every phase of a year, the issued orders
// read back are the phase's results, order for order, with their outcomes
// and the dislodged marks.
func TestResultsOnBoardReadsBackEveryPhase(t *testing.T) {
	games, results := playYear(t, `{}`)
	for i, r := range results {
		got, err := resultsOnBoard(games[i], r.Orders)
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
	io := func(power, unit, order, result string) gamefile.IssuedOrder {
		return gamefile.IssuedOrder{Power: power, Unit: unit, Order: order, Result: result}
	}
	for _, c := range []struct {
		g    *gamefile.Game
		in   gamefile.IssuedOrder
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
		got, err := resultsOnBoard(c.g, []gamefile.IssuedOrder{c.in})
		switch {
		case c.want == "" && (err != nil || len(got) != 1 || got[0].Power != c.in.Power):
			t.Errorf("%s %+v: %v, %v; want it read back", c.g.Phase, c.in, got, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
			t.Errorf("%s %+v: %v; want %s", c.g.Phase, c.in, err, c.want)
		}
	}
}

// orderOf is the issued order of the unit.
func orderOf(r *Adjudication, unit string) gamefile.IssuedOrder {
	for _, o := range r.Orders {
		if o.Unit == unit {
			return o
		}
	}
	return gamefile.IssuedOrder{}
}

// Which map to draw is decided here for both shells (payola render, the
// page's render call): the board as it stands; a phase of the history;
// issued orders on the board; and in a Tin Cup game (rule 6.3) with a
// power, the board as that power sees it, whatever else is asked. Other
// games ignore the power.
func TestSceneChoosesThePicture(t *testing.T) {
	games, results, last := playedYear(t)
	board, err := pictureScene(last, Picture{})
	if err != nil {
		t.Fatal(err)
	}
	sameScene(t, "board", board, boardScene(last))
	if !strings.HasSuffix(board.Title, ": Spring 1902 Movement") {
		t.Errorf("board title %q", board.Title)
	}
	phase, err := pictureScene(last, Picture{Phase: "F1901M", Power: "FRANCE"})
	if err != nil {
		t.Fatal(err)
	}
	sameScene(t, "phase", phase, phaseScene(games[1], results[1].Results))
	drawn, err := pictureScene(games[1], Picture{Orders: results[1].Orders})
	if err != nil {
		t.Fatal(err)
	}
	sameScene(t, "orders", drawn, phaseScene(games[1], results[1].Results))
	if _, err := pictureScene(games[1], Picture{Orders: []gamefile.IssuedOrder{{Power: "FRANCE", Order: "A BER H", Result: "succeeds"}}}); err == nil {
		t.Error("an order for a unit not on the board is drawn")
	}
	if _, err := pictureScene(last, Picture{Phase: "S1999M"}); err == nil || !strings.Contains(err.Error(), "S1999M") {
		t.Errorf("an unknown phase: %v", err)
	}

	blind := variantGame(t, `{"blind": true}`)
	own, err := pictureScene(blind, Picture{Phase: "S1999M", Power: "france"})
	if err == nil {
		t.Fatalf("an unknown phase with a power: %+v", own)
	}
	own, err = pictureScene(blind, Picture{Power: "france"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(own.Title, " as FRANCE sees it") || len(own.Units) >= len(blind.Pos) {
		t.Errorf("France's view: %q with %d of %d units", own.Title, len(own.Units), len(blind.Pos))
	}
	for _, u := range own.Units {
		if u.Power != "FRANCE" && u.Power != "GERMANY" && u.Power != "ITALY" && u.Power != "ENGLAND" {
			t.Errorf("France sees %s %s from home", u.Power, u.Unit)
		}
	}
	if _, err := pictureScene(blind, Picture{Power: "PRUSSIA"}); err == nil || !strings.Contains(err.Error(), "PRUSSIA") {
		t.Errorf("an unknown power: %v", err)
	}
	svg, err := Draw(blind, Picture{Power: "FRANCE"})
	if err != nil || !strings.Contains(string(svg), "as FRANCE sees it") {
		t.Errorf("France's map: %v", err)
	}
}
