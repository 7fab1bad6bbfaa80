package game

import (
	"reflect"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render"
)

// playedYear plays 1901 of a loyal game through a dislodgement, a retreat
// and builds, and returns the game at each phase, in order, and the game
// after the last.
func playedYear(t *testing.T) ([]*Game, []*Result, *Game) {
	t.Helper()
	texts := []string{
		"AUSTRIA:\nA VIE - TYR\nA BUD - GAL\nF TRI - VEN\nITALY:\nA VEN H\nA ROM S A VEN\n",
		"AUSTRIA:\nA TYR - VEN\nF TRI S A TYR - VEN\nITALY:\nA VEN H\nF NAP - ION\n",
		"ITALY:\nA VEN - PIE\n",
		"AUSTRIA:\nBUILD A VIE\nBUILD A BUD\n",
	}
	g := newGame(t, Loyal)
	var games []*Game
	var results []*Result
	for _, text := range texts {
		games = append(games, g)
		r := mustAdjudicate(t, g, text, Options{})
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
	want.Orders = append([]judge.Result(nil), want.Orders...)
	for i := range want.Orders {
		want.Orders[i].CivilDisorder = false
		want.Orders[i].Cause, want.Orders[i].DislodgedBy = judge.Cause{}, orders.Unit{}
	}
	got.Orders = append([]judge.Result(nil), got.Orders...)
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
		got, err := HistoryScene(last, code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		want := PhaseScene(g, results[i])
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
	f1901m, _ := HistoryScene(last, "F1901M")
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
	f1901r, _ := HistoryScene(last, "F1901R")
	if len(f1901r.Dislodged) != 1 || f1901r.Dislodged[0].Unit.String() != "A VEN" {
		t.Errorf("F1901R: waiting to retreat %v, want A VEN", f1901r.Dislodged)
	}
}

// A history written before entries kept their board is drawn from the
// orders: the same units and dislodged units; the centers where they are
// known, and a title that says so where they are not.
func TestHistorySceneWithoutBoardsIsDerived(t *testing.T) {
	games, results, last := playedYear(t)
	for i := range last.File.History {
		last.File.History[i].Board = nil
	}
	for i, g := range games {
		code := g.Phase.String()
		got, err := HistoryScene(last, code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		sameScene(t, code+" derived", got, PhaseScene(g, results[i]))
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
	_, err := HistoryScene(last, "S1905M")
	if err == nil || !strings.Contains(err.Error(), "S1905M") || !strings.Contains(err.Error(), "F1901R") {
		t.Errorf("got %v, want an error naming the phase and those there are", err)
	}
	if _, err := HistoryScene(newGame(t, Loyal), "S1901M"); err == nil || !strings.Contains(err.Error(), "no adjudicated phase") {
		t.Errorf("a new game: got %v", err)
	}
}
