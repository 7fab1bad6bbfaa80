package game

import (
	"strings"
	"testing"
)

// A retreat entry without its board can only be drawn from the movement
// phase before it: in a history that starts at that retreat phase there is
// none, and the map says so instead of drawing a board it cannot know.
func TestHistorySceneWithoutAMovementBeforeIt(t *testing.T) {
	_, _, last := playedYear(t)
	h := last.File.History
	for i := range h {
		h[i].Board = nil
	}
	for i := range h {
		if h[i].Phase == "F1901R" {
			last.File.History = h[i:]
		}
	}
	if last.File.History[0].Phase != "F1901R" {
		t.Fatalf("history starts at %s", last.File.History[0].Phase)
	}
	_, err := HistoryScene(last, "F1901R")
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
	rm := mustAdjudicate(t, g, "RUSSIA:\nA UKR - GAL\nA WAR S A UKR - GAL\n", Options{})
	rr := mustAdjudicate(t, next(t, rm), "AUSTRIA:\nA GAL DISBAND\n", Options{})
	winter := next(t, rr)
	if winter.Phase.String() != "W1901A" {
		t.Fatalf("after the retreats: %s", winter.Phase)
	}
	rw := mustAdjudicate(t, winter, "RUSSIA:\nREMOVE A WAR\nAUSTRIA:\nBUILD A VIE\n", Options{})
	last := next(t, rw)
	for i := range last.File.History {
		last.File.History[i].Board = nil
	}
	got, err := HistoryScene(last, "W1901A")
	if err != nil {
		t.Fatal(err)
	}
	sameScene(t, "W1901A derived", got, PhaseScene(winter, rw))
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
	rm := mustAdjudicate(t, g, "RUSSIA:\nA UKR - GAL\nA WAR S A UKR - GAL\n", Options{})
	rr := mustAdjudicate(t, next(t, rm), "AUSTRIA:\nA GAL DISBAND\n", Options{})
	// Russia: 1 center, 2 units; Austria: 2 centers, 1 unit.
	rw := mustAdjudicate(t, next(t, rr), "RUSSIA:\nREMOVE A WAR\nAUSTRIA:\nBUILD A VIE\nBUILD A BUD\n", Options{})
	if o := orderOf(rw, "A BUD"); o.Result != "fails" {
		t.Fatalf("BUILD A BUD %s, want it to fail\n%s", o.Result, rw.Public)
	}
	spring := next(t, rw)
	rs := mustAdjudicate(t, spring, "", Options{})
	last := next(t, rs)
	for i := range last.File.History {
		last.File.History[i].Board = nil
	}
	got, err := HistoryScene(last, "S1902M")
	if err != nil {
		t.Fatal(err)
	}
	sameScene(t, "S1902M derived", got, PhaseScene(spring, rs))
	var units []string
	for _, u := range got.Units {
		units = append(units, u.Power+" "+u.Unit.String())
	}
	if strings.Join(units, ", ") != "AUSTRIA A TYR, AUSTRIA A VIE, RUSSIA A GAL" {
		t.Errorf("S1902M drawn with %v", units)
	}
}
