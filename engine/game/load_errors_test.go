package game

import (
	"encoding/json"
	"strings"
	"testing"
)

// Load reports every problem of a file at once (game-format §1), not only
// the first of a power or of a list: here an unknown power, then a unit
// that is no unit and, after it, a unit that clashes; and, in another
// power, a clash followed by a bad unit.
func TestLoadReportsEveryProblem(t *testing.T) {
	err := edit(t, func(m map[string]any) {
		power(m, 0)["name"] = "PRUSSIA"
		power(m, 1)["units"] = []any{"A XYZ", "A MUN", "A MUN"}
		power(m, 2)["units"] = []any{"A PAR", "A PAR", "A QQQ"}
	})
	if err == nil {
		t.Fatal("loaded")
	}
	for _, w := range []string{
		`powers[0].name: "PRUSSIA" is not a power`,
		`powers[1].units[0]: "A XYZ"`,
		`powers[1].units[2]: "A MUN": A MUN already stands in Munich`,
		`powers[2].units[1]: "A PAR": A PAR already stands in Paris`,
		`powers[2].units[2]: "A QQQ"`,
	} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error does not say %q:\n%v", w, err)
		}
	}
}

// Phase codes have four-digit years: a game may stand at 9998 at most, and
// the message says so with the real years.
func TestLastPlayableYear(t *testing.T) {
	if err := edit(t, func(m map[string]any) { m["phase"] = "W9998A" }); err != nil {
		t.Errorf("9998: %v", err)
	}
	err := edit(t, func(m map[string]any) { m["phase"] = "S9999M" })
	want := `phase: "S9999M": the game could not go on to the year after 9998; years run up to 9998`
	if err == nil || err.Error() != want {
		t.Errorf("9999: %v; want %q", err, want)
	}
}

// Powers are kept in name order whatever order the file lists them in, so
// that the same position always gives the same bytes.
func TestPowersSortedByName(t *testing.T) {
	g, err := loadEdited(t, "order", func(m map[string]any) {
		ps := m["powers"].([]any)
		for i, j := 0, len(ps)-1; i < j; i, j = i+1, j-1 {
			ps[i], ps[j] = ps[j], ps[i]
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range g.File.Powers {
		names = append(names, p.Name)
	}
	if got := strings.Join(names, " "); got != "AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY" {
		t.Errorf("powers in order %s", got)
	}
}

// Zero Sum's money paid to units (rule 6.7) is read back from the history:
// each amount runs from 0 to MaxAmount AgP; outside that the file is
// refused, naming the entry, the power and the value.
func TestHistoryEarnedLimits(t *testing.T) {
	for _, c := range []struct {
		v    int
		want string
	}{
		{0, ""},
		{MaxAmount, ""},
		{-1, "history[0].earned.FRANCE: -1 is not between 0 and 1000000 AgP"},
		{MaxAmount + 1, "history[0].earned.FRANCE: 1000001 is not between 0 and 1000000 AgP"},
	} {
		err := edit(t, func(m map[string]any) {
			m["rules"] = json.RawMessage(`{"zeroSum": true}`)
			m["history"] = []any{map[string]any{"phase": "W1900A", "earned": map[string]any{"FRANCE": c.v}}}
		})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("earned %d refused: %v", c.v, err)
		case c.want != "" && (err == nil || err.Error() != c.want):
			t.Errorf("earned %d: %v; want %q", c.v, err, c.want)
		}
	}
}

// A province left empty by a standoff stays in the next game file of a
// retreat phase (no retreat may go there, standard rules), through saving
// and loading.
func TestContestedProvinceSavedForTheRetreats(t *testing.T) {
	r := galicianSpring(t)
	retreats := next(t, r)
	if retreats.Phase.String() != "S1901R" || strings.Join(retreats.Contested, " ") != "BUR" || strings.Join(retreats.File.Contested, " ") != "BUR" {
		t.Errorf("%s: contested %v (file %v), want BUR", retreats.Phase, retreats.Contested, retreats.File.Contested)
	}
}

// A power listed twice is reported, and the powers after it are still
// read, their problems reported too (game-format §1).
func TestLoadReadsPastAPowerListedTwice(t *testing.T) {
	err := edit(t, func(m map[string]any) {
		power(m, 1)["name"] = power(m, 0)["name"]
		power(m, 2)["units"] = []any{"A QQQ"}
	})
	if err == nil {
		t.Fatal("loaded")
	}
	for _, w := range []string{`powers[1].name: AUSTRIA is listed twice`, `powers[2].units[0]: "A QQQ"`} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error does not say %q:\n%v", w, err)
		}
	}
}
