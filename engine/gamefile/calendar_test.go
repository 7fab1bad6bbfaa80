package gamefile_test

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
)

// hundred's calendar (issue 31; DPjudge's hundred.map, FLOW NEWYEAR:5,
// A.D.:MOVEMENT,RETREATS, IFYEARDIV:10, A.D.:ADJUSTMENTS, and its
// about_hundred page: "The game begins in 1425. Each turn represents five
// 'real time' years, and has a movement phase followed by a retreat phase.
// Alternating turns have an adjustment phase (after retreats if required);
// the first of these being in 1430"; victory 9 of 17). Phase codes are
// DPjudge's abbreviations (README, "Phase codes on a map with a calendar of
// its own"). Opening treasuries are rule 2.1's year at victory 9: Burgundy
// 8+7+6+5 = 26, England 8+7+6+5+4 = 30, France (four centers, five units)
// 26. France's armies move Dauphine to the Cantons and Provence to
// Dauphine in A1425M: no center changes hands after 1425 (no adjustments
// follow it), and nothing is paid before A1430M. After A1430M (its
// retreats skipped) the centers change hands: France owns the Cantons, five
// centers for five units, so nobody adjusts and the winter is skipped; the
// income is paid before A1435M, France's 8+7+6+5+4 = 30.
func TestHundredCalendar(t *testing.T) {
	g := startOn(t, "hundred", nil)
	if g.File.Phase != "A1425M" || g.Phase.Long() != "A.D. 1425 Movement" {
		t.Fatalf("hundred opens at %s (%s), want A1425M (A.D. 1425 Movement)", g.File.Phase, g.Phase.Long())
	}
	wantBalances(t, "opening", g.File, map[string]int{"BURGUNDY": 26, "ENGLAND": 30, "FRANCE": 26})
	r, err := gamefile.Adjudicate(g, "FRANCE:\n1 : A DAU - CAN\n1 : A PRO - DAU\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.NextPhase != "A1430M" {
		t.Fatalf("after A1425M comes %s, want A1430M (five years on, its retreats skipped)", r.NextPhase)
	}
	wantUnit(t, r.Next, "FRANCE", "A CAN")
	wantBalances(t, "A1430M", r.Next, map[string]int{"BURGUNDY": 26, "ENGLAND": 30, "FRANCE": 24})
	if c := centersOf(r.Next, "FRANCE"); strings.Contains(c, "CAN") {
		t.Errorf("France owns %s after 1425: no center changes hands without adjustments", c)
	}
	g = reload(t, r.Next)
	r, err = gamefile.Adjudicate(g, "", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.NextPhase != "A1435M" {
		t.Fatalf("after A1430M, nobody adjusting, comes %s, want A1435M", r.NextPhase)
	}
	if c := centersOf(r.Next, "FRANCE"); c != "CAN DAU ORL PAR TOU" {
		t.Errorf("France owns %s after 1430's turn, want CAN DAU ORL PAR TOU", c)
	}
	wantBalances(t, "A1435M", r.Next, map[string]int{"BURGUNDY": 52, "ENGLAND": 60, "FRANCE": 54})

	// Holding in 1425 and 1430, France has five units on four centers: the
	// adjustments of 1430 come, and civil disorder removes a unit.
	g = startOn(t, "hundred", nil)
	for _, want := range []string{"A1430M", "A1430A", "A1435M"} {
		r, err = gamefile.Adjudicate(g, "", game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.NextPhase != want {
			t.Fatalf("after %s comes %s, want %s", g.File.Phase, r.NextPhase, want)
		}
		g = reload(t, r.Next)
	}
	if n := len(g.UnitsOf("FRANCE")); n != 4 {
		t.Errorf("France has %d units after 1430's adjustments, want 4", n)
	}
}

// Which codes are phases is the map's to say: the standard year's S, F and
// W on every map without a calendar (A1901M refused on standard, so no
// file written before changes), and on hundred only A, in a year of its
// turns, with adjustments only in years divisible by ten; history phases
// alike.
func TestPhaseCodesOfTheMapsCalendar(t *testing.T) {
	for _, c := range []struct{ mapName, phase, refusal string }{
		{"standard", "A1901M", "seasons are S, F and W"},
		{"hundred", "S1425M", "turns are A.D., written A"},
		{"hundred", "A1427M", "every 5 years from 1425"},
		{"hundred", "A1435A", "only in the years divisible by 10"},
		{"hundred", "A1440A", ""},
		{"hundred", "A1435R", ""},
	} {
		m, err := maps.Load(c.mapName)
		if err != nil {
			t.Fatal(err)
		}
		f, err := gamefile.Start(m, "cal", 1)
		if err != nil {
			t.Fatal(err)
		}
		f.Phase = c.phase
		data, err := f.Encode()
		if err != nil {
			t.Fatal(err)
		}
		_, err = gamefile.LoadFrom(data, maps.Load)
		switch {
		case c.refusal == "" && err != nil:
			t.Errorf("%s on %s refused: %v", c.phase, c.mapName, err)
		case c.refusal != "" && (err == nil || !strings.Contains(err.Error(), c.refusal)):
			t.Errorf("%s on %s: %v, want a refusal saying %q", c.phase, c.mapName, err, c.refusal)
		}
	}
	// A history entry of another calendar is refused, naming it.
	g := startOn(t, "hundred", nil)
	r, err := gamefile.Adjudicate(g, "", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := r.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), `"phase": "A1425M"`, `"phase": "S1425M"`, 1)
	if bad == string(data) {
		t.Fatal("the history's phase was not found to change")
	}
	if _, err := gamefile.LoadFrom([]byte(bad), maps.Load); err == nil || !strings.Contains(err.Error(), "history[0].phase") {
		t.Errorf("a history phase of the standard year on hundred: %v, want history[0].phase refused", err)
	}
}

func reload(t *testing.T, f *gamefile.File) *gamefile.Game {
	t.Helper()
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func centersOf(f *gamefile.File, power string) string {
	for _, p := range f.Powers {
		if p.Name == power {
			return strings.Join(p.Centers, " ")
		}
	}
	return ""
}
