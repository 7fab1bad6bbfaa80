package gamefile

import (
	"encoding/json"
	"fmt"
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
		{`{"scheme": "flat", "perCenter": 0}`, "income: the flat scheme needs the amount per center (perCenter), more than 0 AgP"},
		{`{"scheme": "flat", "perCenter": 1000000}`, ""},
		{`{"scheme": "flat", "perCenter": 1000001}`, "income: the amount per center (perCenter) is 1000001 AgP, more than the 1000000 AgP limit"},
		{`{"cap": 1000000}`, ""},
		{`{"cap": 1000001}`, "income: the cap (cap) is 1000001 AgP, more than the 1000000 AgP limit"},
		{`{"cap": -1}`, "income: the cap (cap) is -1; it is never negative"},
		{`{"perCenter": -1}`, "income: the amount per center (perCenter) is -1; it is never negative"},
		{`{"victory": -1}`, "income: the victory count (victory) is -1; it is never negative"},
		{`{"victory": 1000}`, ""},
		{`{"victory": 1001}`, "income: the victory count (victory) is 1001 centers, more than any map holds"},
		{`{"scheme": "perCenter", "centerValues": {"PAR": 0, "MAR": 1000000}}`, ""},
		{`{"scheme": "perCenter", "centerValues": {"PAR": -1}}`, `income: the center values (centerValues) give PAR -1 AgP; a value is never negative`},
		{`{"scheme": "perCenter", "centerValues": {"MAR": 1000001}}`, `income: the center values (centerValues) give MAR 1000001 AgP, more than the 1000000 AgP limit`},
		{`{"scheme": "perCenter", "centerValues": {"BUR": 3}}`, `income: the center values (centerValues) name "BUR", which is not a supply center of the standard map`},
		{`{"scheme": "perCenter", "centerValues": {"XYZ": 3}}`, `income: the center values (centerValues) name "XYZ", which is not a supply center of the standard map`},
		{`{"scheme": "perCenter", "perCenter": -2}`, "income: the value of a center without its own (perCenter) is -2; it is never negative"},
		{`{"scheme": "perCenter", "centerValues": {"PAR": 2, "Paris": 3}}`, `income: the center values (centerValues) give Paris twice, as "PAR" and "Paris"`},
		{`{"step": -1}`, "income: the step (step) is -1; it is never negative"},
	} {
		_, err := parseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
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
		r, err := parseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
		if err != nil {
			t.Fatalf("%s: %v", c.income, err)
		}
		if got := describeRules(r, m); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s described as %q, want %q", c.income, strings.Join(got, " | "), c.want)
		}
	}
}

// Rule 6.6's schemes, each worked by hand: fixed (flat), decreasing from
// any first value and by any step (never below nothing), increasing, each
// center's own value, and a cap on any of them.
func TestIncomeSchemes(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct {
		income string
		pays   []int // for 1, 2, 3… centers
	}{
		{`{}`, []int{17, 33, 48, 62}},                                                   // rule 2.1: 17, +16, +15, +14
		{`{"scheme": "flat", "perCenter": 6}`, []int{6, 12, 18}},                        // fixed: 6 each
		{`{"scheme": "decreasing", "first": 10, "step": 3}`, []int{10, 17, 21, 22, 22}}, // 10, +7, +4, +1, +0 (never below nothing)
		{`{"scheme": "decreasing", "step": 5}`, []int{17, 29, 36, 38, 38}},              // 17, +12, +7, +2, +0
		{`{"scheme": "increasing"}`, []int{1, 3, 6, 10}},                                // 1, +2, +3, +4
		{`{"scheme": "increasing", "first": 2, "step": 3}`, []int{2, 7, 15, 26}},        // 2, +5, +8, +11
		{`{"scheme": "increasing", "first": 5, "cap": 12}`, []int{5, 11, 12, 12}},       // 5, +6, then capped at 12
		{`{"scheme": "flat", "perCenter": 9, "cap": 20}`, []int{9, 18, 20}},
	} {
		r, err := parseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
		if err != nil {
			t.Fatalf("%s: %v", c.income, err)
		}
		for n, want := range c.pays {
			if got := r.YearlyIncome(m, make([]string, n+1)); got != want {
				t.Errorf("rule 6.6 %s: %d centers pay %d, want %d", c.income, n+1, got, want)
			}
		}
	}
}

// Rule 6.6's schemes refuse what they would ignore or cannot mean, in the
// GM's words: an amount the chosen scheme does not use, a first value with
// a victory count, and how often income is paid misspelt.
func TestIncomeCombinationsRefused(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct{ income, refused string }{
		{`{"scheme": "flat", "perCenter": 7, "first": 3}`, "income: the flat scheme does not use the first center's value (first); it takes the amount per center (perCenter)"},
		{`{"scheme": "flat", "perCenter": 7, "victory": 20}`, "income: the flat scheme does not use the victory count (victory); it takes the amount per center (perCenter)"},
		{`{"scheme": "increasing", "victory": 20}`, "income: the increasing scheme does not use the victory count (victory); it takes the first center's value (first) and the step (step)"},
		{`{"scheme": "increasing", "perCenter": 3}`, "income: the increasing scheme does not use the amount per center (perCenter); it takes the first center's value (first) and the step (step)"},
		{`{"perCenter": 3}`, "income: the decreasing scheme does not use the amount per center (perCenter); it takes the victory count (victory), the first center's value (first) and the step (step)"},
		{`{"scheme": "flat", "perCenter": 3, "centerValues": {"PAR": 2}}`, "income: the flat scheme does not use the center values (centerValues); it takes the amount per center (perCenter)"},
		{`{"scheme": "perCenter", "step": 2}`, "income: the per center scheme does not use the step (step); it takes the value of a center without its own (perCenter) and the center values (centerValues)"},
		{`{"victory": 20, "first": 15}`, "income: give the victory count (victory) or the first center's value (first), not both: the first center pays one less than the victory count (rule 6.2) unless its own value is given"},
		{`{"first": -1}`, "income: the first center's value (first) is -1; it is never negative"},
		{`{"scheme": "increasing", "first": 1000001}`, "income: the first center's value (first) is 1000001 AgP, more than the 1000000 AgP limit"},
		{`{"paidEach": "month"}`, `income: paid each (paidEach) is "month", not year (before each Spring, rule 2.1) or season (before every movement phase, rule 6.6)`},
		{`{"scheme": "fixed"}`, `income: the scheme (scheme) "fixed" is not one of decreasing, increasing, flat, perCenter`},
		{`{"paidEach": "year"}`, ""},
		{`{"paidEach": "season", "scheme": "increasing", "first": 2, "step": 2, "cap": 30}`, ""},
	} {
		_, err := parseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
		switch {
		case c.refused == "" && err != nil:
			t.Errorf("%s refused: %v", c.income, err)
		case c.refused != "" && (err == nil || err.Error() != c.refused):
			t.Errorf("%s: %v; want %q", c.income, err, c.refused)
		}
	}
}

// The new schemes and the seasonal payment are stated in words.
func TestIncomeSchemesDescribed(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct{ income, want string }{
		{`{"scheme": "increasing", "first": 2, "step": 3}`, "Income: increasing: 2 AgP for the first center, 3 AgP more for each next (rule 6.6)"},
		{`{"first": 12}`, "Income: decreasing: 12 AgP for the first center, one less for each next, never below 0 (rule 6.6)"},
		{`{"paidEach": "season", "cap": 40}`, "Income: decreasing: 17 AgP for the first center, one less for each next (rule 2.1, victory at 18), paid before every movement phase, Spring and Fall (rule 6.6), at most 40 AgP a payment"},
	} {
		r, err := parseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
		if err != nil {
			t.Fatalf("%s: %v", c.income, err)
		}
		if got := describeRules(r, m); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s described as %q, want %q", c.income, strings.Join(got, " | "), c.want)
		}
	}
}

// The income object's values of the wrong JSON type, and keys it does not
// have, are refused as they were when game.Rules carried the JSON tags:
// the decoder's words, naming the field as Income.key (the reader of the
// rules object decodes into a type of that name for this).
func TestIncomeObjectJSONRefusals(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct{ income, refused string }{
		{`{"cap": "x"}`, "income: cannot unmarshal string into Go struct field Income.cap of type int"},
		{`{"scheme": 1}`, "income: cannot unmarshal number into Go struct field Income.scheme of type string"},
		{`{"centerValues": {"PAR": true}}`, "income: cannot unmarshal bool into Go struct field Income.centerValues of type int"},
		{`{"caps": 1}`, `income: unknown field "caps"`},
		// Not an object: said in the GM's words (it named the Go type
		// game.Income before the rules object was read in gamefile).
		{`[]`, `income: must be an object, e.g. {"scheme": "flat", "perCenter": 7}, not array`},
		{`"flat"`, `income: must be an object, e.g. {"scheme": "flat", "perCenter": 7}, not string`},
		{`null`, ""},
	} {
		_, err := parseRules(json.RawMessage(`{"income": `+c.income+`}`), m)
		if got := fmt.Sprint(err); err == nil && c.refused != "" || err != nil && got != c.refused {
			t.Errorf("%s: got %v; want %q", c.income, err, c.refused)
		}
	}
}
