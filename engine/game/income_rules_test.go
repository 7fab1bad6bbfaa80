package game

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// The income object (rule 6.6, game-format §1) takes every value up to its
// limit and refuses the first one past it, naming the field and the value:
// amounts run from 0 (a flat scheme's perCenter from 1) to MaxAmount AgP,
// the victory count from 0 (the map's) to 1000, and each of cap, perCenter
// and victory alone is refused when negative. Only a supply center has a
// value of its own (rule 6.6).
func TestIncomeObjectLimits(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct{ income, refused string }{
		{`{"scheme": "flat", "perCenter": 1}`, ""},
		{`{"scheme": "flat", "perCenter": 0}`, "income.perCenter: a flat income needs a positive amount per center"},
		{`{"scheme": "flat", "perCenter": 1000000}`, ""},
		{`{"scheme": "flat", "perCenter": 1000001}`, "income.perCenter: 1000001 is more than the 1000000 AgP limit"},
		{`{"cap": 1000000}`, ""},
		{`{"cap": 1000001}`, "income.cap: 1000001 is more than the 1000000 AgP limit"},
		{`{"cap": -1}`, "income.cap, perCenter and victory are never negative"},
		{`{"perCenter": -1}`, "income.cap, perCenter and victory are never negative"},
		{`{"victory": -1}`, "income.cap, perCenter and victory are never negative"},
		{`{"victory": 1000}`, ""},
		{`{"victory": 1001}`, "income.victory: 1001 centers is more than any map holds"},
		{`{"scheme": "perCenter", "centerValues": {"PAR": 0, "MAR": 1000000}}`, ""},
		{`{"scheme": "perCenter", "centerValues": {"PAR": -1}}`, `income.centerValues: PAR is worth -1; values are never negative`},
		{`{"scheme": "perCenter", "centerValues": {"MAR": 1000001}}`, `income.centerValues: MAR is worth 1000001, more than the 1000000 AgP limit`},
		{`{"scheme": "perCenter", "centerValues": {"BUR": 3}}`, `income.centerValues: "BUR" is not a supply center`},
		{`{"scheme": "perCenter", "centerValues": {"XYZ": 3}}`, `income.centerValues: "XYZ" is not a supply center`},
	} {
		_, err := ParseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
		switch {
		case c.refused == "" && err != nil:
			t.Errorf("%s refused: %v", c.income, err)
		case c.refused != "" && (err == nil || err.Error() != c.refused):
			t.Errorf("%s: %v; want %q", c.income, err, c.refused)
		}
	}
}

// The game panel states the income in words (rule 2.1 by default, 6.6 for
// the other schemes); a cap is named only when there is one (0 is none).
func TestIncomeDescribed(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct{ income, want string }{
		{`{}`, "Income: decreasing: 17 AgP for the first center, one less for each next (rule 2.1, victory at 18)"},
		{`{"victory": 24, "cap": 0}`, "Income: decreasing: 23 AgP for the first center, one less for each next (rule 2.1, victory at 24)"},
		{`{"scheme": "flat", "perCenter": 5, "cap": 60}`, "Income: 5 AgP per supply center each year (rule 6.6), at most 60 AgP a year"},
		{`{"scheme": "perCenter", "perCenter": 3, "cap": 1}`, "Income: each center's own value, 3 AgP for a center without one (rule 6.6), at most 1 AgP a year"},
	} {
		r, err := ParseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
		if err != nil {
			t.Fatalf("%s: %v", c.income, err)
		}
		if got := r.Describe(m); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s described as %q, want %q", c.income, strings.Join(got, " | "), c.want)
		}
	}
}
