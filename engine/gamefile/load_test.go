package gamefile

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// game-format §1: what the map cannot hold, an unknown power, a bad center,
// balance, phase or acceptance list is refused naming the field and value.
func TestLoadRefusesBadFiles(t *testing.T) {
	cases := []struct {
		name string
		fn   func(m map[string]any)
		want []string // every fragment must appear in the error
	}{
		{"wrong format", func(m map[string]any) { m["format"] = "payola-game/9" }, []string{"format", "payola-game/9"}},
		{"misspelt field", func(m map[string]any) { power(m, 2)["balanse"] = 3 }, []string{"powers[2].balanse", "did you mean balance"}},
		{"misspelt top field", func(m map[string]any) { m["phaze"] = "S1901M" }, []string{"phaze", "did you mean phase"}},
		{"field with two letters swapped", func(m map[string]any) { power(m, 2)["balacne"] = 3 }, []string{"powers[2].balacne", "did you mean balance"}},
		{"army at sea", func(m map[string]any) { power(m, 0)["units"] = []any{"A ADR"} }, []string{"powers[0].units[0]", "A ADR", "sea"}},
		{"fleet inland", func(m map[string]any) { power(m, 2)["units"] = []any{"F PAR"} }, []string{"powers[2].units[0]", "F PAR", "inland"}},
		{"coast missing", func(m map[string]any) { power(m, 5)["units"] = []any{"F STP"} }, []string{"F STP", "coast"}},
		{"two units in one province", func(m map[string]any) { power(m, 1)["units"] = []any{"A PAR"} }, []string{"A PAR", "already stands"}},
		{"unknown power", func(m map[string]any) { power(m, 0)["name"] = "PRUSSIA" }, []string{"powers[0].name", "PRUSSIA"}},
		{"center that is not a supply center", func(m map[string]any) { power(m, 0)["centers"] = []any{"GAL"} }, []string{"powers[0].centers[0]", "Galicia", "not a supply center"}},
		{"negative balance", func(m map[string]any) { power(m, 3)["balance"] = -1 }, []string{"powers[3].balance", "-1"}},
		{"malformed phase", func(m map[string]any) { m["phase"] = "W1901M" }, []string{"phase", "W1901M"}},
		{"acceptance list breaking 4.1", func(m map[string]any) { power(m, 2)["accept"] = "FF?" }, []string{"powers[2].accept", "FF?"}},
		{"dislodged outside a retreat phase", func(m map[string]any) {
			m["dislodged"] = []any{map[string]any{"power": "AUSTRIA", "unit": "F TRI", "attackedFrom": "ADR"}}
		}, []string{"dislodged", "retreat phase"}},
		{"unknown status", func(m map[string]any) { power(m, 1)["status"] = "asleep" }, []string{"powers[1].status", "asleep"}},
		{"rule 6.1 with 6.3: classic and blind contradict", func(m map[string]any) { m["rules"] = map[string]any{"classic": true, "blind": true} }, []string{"rules", "classic", "blind", "6.1", "6.3"}},
		{"rule 6.1 with 6.7: classic and zeroSum contradict", func(m map[string]any) { m["rules"] = map[string]any{"classic": true, "zeroSum": true} }, []string{"rules", "classic", "zeroSum", "6.7"}},
		{"rule 6.7: zeroSum has no income scheme", func(m map[string]any) {
			m["rules"] = map[string]any{"zeroSum": true, "income": map[string]any{"scheme": "flat", "perCenter": 7}}
		}, []string{"rules", "income", "zeroSum", "6.7"}},
		{"switch that is not a boolean", func(m map[string]any) { m["rules"] = map[string]any{"ebayola": "yes"} }, []string{"rules", "ebayola", "true or false", "6.4"}},
		{"unknown income field", func(m map[string]any) { m["rules"] = map[string]any{"income": map[string]any{"perCentre": 7}} }, []string{"rules", "income", "perCentre"}},
		{"unknown rule", func(m map[string]any) { m["rules"] = map[string]any{"ebay": true} }, []string{"rules", "ebay", "did you mean ebayola"}},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			err := edit(t, c.fn)
			if err == nil {
				t.Fatal("loaded without error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
	if _, err := Load([]byte(`{"format": "payola-game/1",`)); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("broken JSON: %v; want its position", err)
	}
}

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

// retreatFile is a Fall 1901 retreat position: Germany's A MUN, supported
// from RUH, has taken BUR and France's army there waits to retreat.
func retreatFile(m map[string]any) {
	m["phase"] = "F1901R"
	power(m, 2)["units"] = []any{"A MAR", "F BRE"}
	power(m, 3)["units"] = []any{"A BUR", "A RUH", "F KIE"}
	m["dislodged"] = []any{map[string]any{"power": "FRANCE", "unit": "A BUR", "attackedFrom": "MUN"}}
}

// game-format §1, §4: values the engine cannot trust are refused where
// they are read, naming the field and the value (issue 9 §5).
func TestLoadRefusesUntrustedValues(t *testing.T) {
	cases := []struct {
		name string
		fn   func(m map[string]any)
		raw  string   // instead of fn: the file as text
		want []string // every fragment must appear in the error
	}{
		{name: "balance above the limit", fn: func(m map[string]any) { power(m, 1)["balance"] = 1_000_001 }, want: []string{"powers[1].balance", "1000001", "1000000"}},
		{name: "balance that would wrap", fn: func(m map[string]any) { power(m, 1)["balance"] = 9223372036854775807 }, want: []string{"powers[1].balance", "9223372036854775807"}},
		{name: "income per center above the limit", fn: func(m map[string]any) {
			m["rules"] = map[string]any{"income": map[string]any{"scheme": "flat", "perCenter": 2_000_000}}
		}, want: []string{"income", "perCenter", "2000000"}},
		{name: "income cap above the limit", fn: func(m map[string]any) { m["rules"] = map[string]any{"income": map[string]any{"cap": 1_000_001}} }, want: []string{"income", "cap", "1000001"}},
		{name: "center value above the limit", fn: func(m map[string]any) {
			m["rules"] = map[string]any{"income": map[string]any{"scheme": "perCenter", "centerValues": map[string]any{"PAR": 1_000_001}}}
		}, want: []string{"centerValues", "PAR", "1000001"}},
		{name: "center value spelt twice", fn: func(m map[string]any) {
			m["rules"] = map[string]any{"income": map[string]any{"scheme": "perCenter", "centerValues": map[string]any{"PAR": 5, "par": 6}}}
		}, want: []string{"centerValues", "par", "PAR", "twice"}},
		{name: "duplicate top key", raw: `{"format":"payola-game/1","map":"standard","phase":"S1901M","phase":"F1901M","powers":[]}`, want: []string{"phase", "twice"}},
		{name: "duplicate power key", raw: `{"format":"payola-game/1","map":"standard","phase":"S1901M","powers":[{"name":"FRANCE","balance":5,"balance":900,"units":[],"centers":[]}]}`, want: []string{"powers[0].balance", "twice"}},
		{name: "two dislodged units in one province", fn: func(m map[string]any) {
			retreatFile(m)
			m["dislodged"] = append(m["dislodged"].([]any), map[string]any{"power": "ITALY", "unit": "A BUR", "attackedFrom": "MUN"})
		}, want: []string{"dislodged[1]", "BUR", "dislodged[0]"}},
		{name: "attacker not adjacent", fn: func(m map[string]any) {
			retreatFile(m)
			m["dislodged"].([]any)[0].(map[string]any)["attackedFrom"] = "BER"
		}, want: []string{"dislodged[0].attackedFrom", "BER", "Burgundy"}},
		{name: "attacker absent", fn: func(m map[string]any) {
			retreatFile(m)
			power(m, 3)["units"] = []any{"A MUN", "A RUH", "F KIE"}
		}, want: []string{"dislodged[0]", "A BUR", "no unit"}},
		{name: "dislodged by its own side", fn: func(m map[string]any) {
			retreatFile(m)
			m["dislodged"].([]any)[0].(map[string]any)["power"] = "GERMANY"
		}, want: []string{"dislodged[0]", "GERMANY", "own"}},
		{name: "contested twice", fn: func(m map[string]any) {
			retreatFile(m)
			m["contested"] = []any{"PIC", "pic"}
		}, want: []string{"contested[1]", "pic", "twice"}},
		{name: "winner not a power", fn: func(m map[string]any) { m["winner"] = "NARNIA" }, want: []string{"winner", "NARNIA"}},
		{name: "unknown field in history", fn: func(m map[string]any) {
			m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}, "balanses": map[string]any{}}}
		}, want: []string{"history[0].balanses", "did you mean balances"}},
		{name: "unknown field in a history order", fn: func(m map[string]any) {
			m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{map[string]any{"power": "FRANCE", "order": "A PAR H", "result": "succeeds", "dislodged": false, "totl": 3}}}}
		}, want: []string{"history", "totl"}},
		{name: "phase that cannot advance", fn: func(m map[string]any) { m["phase"] = "W9999A" }, want: []string{"phase", "W9999A"}},
		// Issue 19: contradictions a file could hold, each refused naming its field.
		{name: "contested where a unit stands", fn: func(m map[string]any) {
			retreatFile(m)
			m["contested"] = []any{"RUH"}
		}, want: []string{"contested[0]", "RUH", "A RUH stands there"}},
		{name: "contested the dislodgement's own province", fn: func(m map[string]any) {
			retreatFile(m)
			m["contested"] = []any{"BUR"}
		}, want: []string{"contested[0]", "BUR", "A BUR stands there"}},
		{name: "an army attacking from the sea", fn: func(m map[string]any) {
			m["phase"] = "F1901R"
			power(m, 1)["units"] = []any{"A PIC", "F LON", "F EDI"}
			m["dislodged"] = []any{map[string]any{"power": "FRANCE", "unit": "A PIC", "attackedFrom": "ENG"}}
		}, want: []string{"dislodged[0].attackedFrom", "ENG", "water", "army"}},
		{name: "a fleet attacking from inland", fn: func(m map[string]any) {
			m["phase"] = "F1901R"
			power(m, 1)["units"] = []any{"F PIC", "A LVP", "F EDI"}
			power(m, 2)["units"] = []any{"A MAR", "F BRE"}
			m["dislodged"] = []any{map[string]any{"power": "FRANCE", "unit": "A PIC", "attackedFrom": "PAR"}}
		}, want: []string{"dislodged[0].attackedFrom", "PAR", "inland", "fleet"}},
		{name: "a fleet attacking by convoy", fn: func(m map[string]any) {
			m["phase"] = "F1901R"
			power(m, 1)["units"] = []any{"F PIC", "A LVP", "F EDI"}
			m["dislodged"] = []any{map[string]any{"power": "FRANCE", "unit": "A PIC", "attackedFrom": "LON", "byConvoy": true}}
		}, want: []string{"dislodged[0].byConvoy", "fleet"}},
		{name: "phase with a sign", fn: func(m map[string]any) { m["phase"] = "S+1901M" }, want: []string{"phase", "S+1901M"}},
		{name: "phase with a leading zero", fn: func(m map[string]any) { m["phase"] = "S01901M" }, want: []string{"phase", "S01901M"}},
		{name: "negative balance in history", fn: func(m map[string]any) {
			m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}, "balances": map[string]any{"FRANCE": -5}}}
		}, want: []string{"history[0].balances.FRANCE", "-5"}},
		{name: "result that is no result in history", fn: func(m map[string]any) {
			m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{map[string]any{"power": "FRANCE", "unit": "A PAR", "order": "A PAR H", "result": "exploded", "dislodged": false}}}}
		}, want: []string{"history[0].orders[0].result", "exploded"}},
		{name: "bad phase in history", fn: func(m map[string]any) {
			m["history"] = []any{map[string]any{"phase": "S01901M", "seed": 1, "orders": []any{}}}
		}, want: []string{"history[0].phase", "S01901M"}},
		{name: "name that turns text around", fn: func(m map[string]any) { m["name"] = "evil\u202Eeman" }, want: []string{"name", "U+202E"}},
		{name: "name with a control character", fn: func(m map[string]any) { m["name"] = "bell\a" }, want: []string{"name", "U+0007"}},
		{name: "name with a line break", fn: func(m map[string]any) { m["name"] = "two\nlines" }, want: []string{"name", "U+000A"}},
		{name: "name too long", fn: func(m map[string]any) { m["name"] = strings.Repeat("n", MaxName+1) }, want: []string{"name", "1001 characters", "1000"}},
		{name: "sheet that turns text around", fn: func(m map[string]any) {
			m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}, "sheets": map[string]any{"FRANCE": "3 : A PAR - BUR\n\u2067x"}}}
		}, want: []string{"history[0].sheets.FRANCE", "U+2067"}},
		{name: "chart with an escape character", fn: func(m map[string]any) {
			m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}, "chart": "\x1b[2J"}}
		}, want: []string{"history[0].chart", "U+001B"}},
		{name: "a million units", fn: func(m map[string]any) {
			units := make([]any, 1_000_000)
			for i := range units {
				units[i] = "A PAR"
			}
			power(m, 0)["units"] = units
		}, want: []string{"powers[0]", "1000000 units", "76 provinces"}},
		{name: "history too long", fn: func(m map[string]any) {
			h := make([]any, MaxHistory+1)
			for i := range h {
				h[i] = map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}}
			}
			m["history"] = h
		}, want: []string{"history", "3001 phases", "3000"}},
		{name: "file too large", raw: "{" + strings.Repeat(" ", MaxFileSize) + "}", want: []string{"game file", "64 MB"}},
	}
	for _, c := range cases {
		t.Run(strings.ReplaceAll(c.name, " ", "_"), func(t *testing.T) {
			var err error
			if c.raw != "" {
				_, err = Load([]byte(c.raw))
			} else {
				err = edit(t, c.fn)
			}
			if err == nil {
				t.Fatal("loaded without error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not mention %q", err, w)
				}
			}
		})
	}
}

// A retreat phase's list of dislodged units is checked entry by entry
// (game-format §1) and every bad entry is reported once, naming its index,
// field and value: a power that is not one, a unit that is not one, a
// province dislodged from twice (naming the entry that claimed it first), a
// province nobody holds, a unit "dislodged" by its own power, an origin
// that is no province and one that does not border. Only a good entry
// claims its province.
func TestDislodgedListReportsEveryBadEntry(t *testing.T) {
	err := edit(t, func(m map[string]any) {
		m["phase"] = "S1901R"
		m["dislodged"] = []any{
			map[string]any{"power": "PRUSSIA", "unit": "A PAR"},
			map[string]any{"power": "ITALY", "unit": "A XYZ"},
			map[string]any{"power": "ITALY", "unit": "A VIE", "attackedFrom": "BOH"}, // fine: Austria holds Vienna
			map[string]any{"power": "RUSSIA", "unit": "A VIE"},
			map[string]any{"power": "TURKEY", "unit": "A VIE"},
			map[string]any{"power": "FRANCE", "unit": "A BUR"},
			map[string]any{"power": "ENGLAND", "unit": "A BUR"},
			map[string]any{"power": "AUSTRIA", "unit": "A BUD"},
			map[string]any{"power": "RUSSIA", "unit": "A BUD", "attackedFrom": "GAL"}, // fine: Austria holds Budapest
			map[string]any{"power": "ITALY", "unit": "A TRI", "attackedFrom": "XYZ"},
			map[string]any{"power": "GERMANY", "unit": "A MOS", "attackedFrom": "PAR"},
		}
	})
	want := strings.Join([]string{
		`dislodged[0].power: "PRUSSIA" is not a power of the map`,
		`dislodged[1].unit: "A XYZ": "XYZ" is not a place on the map`,
		`dislodged[3].unit: "A VIE": dislodged[2] was dislodged from Vienna already; one unit is dislodged from a province`,
		`dislodged[4].unit: "A VIE": dislodged[2] was dislodged from Vienna already; one unit is dislodged from a province`,
		`dislodged[5].unit: "A BUR": no unit stands in Burgundy, so nothing dislodged it; list the unit that did among its power's units`,
		`dislodged[6].unit: "A BUR": no unit stands in Burgundy, so nothing dislodged it; list the unit that did among its power's units`,
		`dislodged[7]: AUSTRIA's A BUD stands in Budapest: a unit is never dislodged by its own power's`,
		`dislodged[9].attackedFrom: "XYZ" is not a province of the map`,
		`dislodged[10].attackedFrom: "PAR" does not border Moscow; an attack from there comes by convoy (set byConvoy) or not at all`,
	}, "\n")
	if err == nil || err.Error() != want {
		t.Errorf("errors:\n%v\nwant:\n%s", err, want)
	}
}

// A unit in the game file is its type and its province, two words: a third
// word is refused, not ignored.
func TestUnitWithAThirdWordRefused(t *testing.T) {
	err := edit(t, func(m map[string]any) { power(m, 2)["units"] = []any{"A PAR BUR", "F BRE", "A MAR"} })
	if err == nil || !strings.Contains(err.Error(), `powers[2].units[0]: "A PAR BUR": a unit is written as its type A or F and its province`) {
		t.Errorf("A PAR BUR: %v", err)
	}
}

// Whatever a sheet holds, the history the engine writes from it passes the
// checks of the next load (issue 19: texts are checked at load, so the
// engine must never write a text it would refuse): a tab, odd characters
// in comments and in lines ignored under --lenient.
func TestWhatAdjudicationWritesLoadsAgain(t *testing.T) {
	for _, text := range []string{
		"FRANCE:\n3 : A PAR - BUR\t% a tab\n",
		"FRANCE:\n3 : A PAR - BUR % \u202e \a \x7f \u0085 \u200e \xff\n",
		"FRANCE:\n3 : A PAR - BUR\n\u202eGARBAGE \a\x1b[2J\nGERMNAY\u202e:\n1 : A MUN H\n",
	} {
		r, err := Adjudicate(newGame(t, game.Playing), text, game.Options{Lenient: true})
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		data, err := r.Next.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Load(data); err != nil {
			t.Errorf("%q: the next file does not load: %v", text, err)
		}
	}
}

// A new game's name is checked before anything else, so that the message
// is the name's (issue 19: U+202E would reach the results and the map).
func TestStartRefusesAHostileName(t *testing.T) {
	for _, name := range []string{"evil\u202Eeman", "bell\a", strings.Repeat("n", MaxName+1)} {
		if _, err := Start(board.Standard(), name, 1); err == nil || !strings.HasPrefix(err.Error(), "name: ") {
			t.Errorf("Start(%q): %v; want a refusal of the name", name, err)
		}
	}
}
