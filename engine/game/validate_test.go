package game

import (
	"errors"
	"strings"
	"testing"
)

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

// The same checks let good files through: the retreat position, a winner
// in lower case, center values in any spelling the map knows, an unknown
// attacker (payola-rules: absent = only standoffs restrict the retreat).
func TestLoadAcceptsAndNormalises(t *testing.T) {
	g, err := loadEdited(t, "ok", func(m map[string]any) {
		m["rules"] = map[string]any{"income": map[string]any{"scheme": "perCenter", "perCenter": 1, "centerValues": map[string]any{"par": 5, "Marseilles": 7}}}
		m["winner"] = "france"
	})
	if err != nil {
		t.Fatal(err)
	}
	if v := g.Rules.Income.CenterValues; v["PAR"] != 5 || v["MAR"] != 7 || len(v) != 2 {
		t.Errorf("center values %v, want PAR 5 and MAR 7", v)
	}
	if g.File.Winner != "FRANCE" {
		t.Errorf("winner %q", g.File.Winner)
	}
	// Rule 2.1 with 6.6: "par" pays Paris's value, not 0.
	if in := g.Rules.YearlyIncome(g.Map, []string{"PAR", "MAR", "BRE"}); in != 5+7+1 {
		t.Errorf("France's income %d, want 13", in)
	}
	if _, err := loadEdited(t, "ok", retreatFile); err != nil {
		t.Errorf("retreat position: %v", err)
	}
	g, err = loadEdited(t, "unknown", func(m map[string]any) {
		retreatFile(m)
		delete(m["dislodged"].([]any)[0].(map[string]any), "attackedFrom")
	})
	if err != nil {
		t.Fatalf("a dislodgement without attackedFrom: %v", err)
	}
	// Unknown attacker: MUN is open to the retreat; a standoff still closes.
	r := mustAdjudicate(t, g, "FRANCE:\nA BUR - MUN\n", Options{})
	if got := unitsOf(r.Next, "FRANCE"); !strings.Contains(got, "A MUN") {
		t.Errorf("France after retreating to MUN: %s (%+v)", got, r.Orders)
	}
	data, _ := g.File.Encode()
	if strings.Contains(string(data), "attackedFrom") {
		t.Errorf("an unknown attacker is written back as a value:\n%s", data)
	}
}

// Zero Sum profits read back from the history are bounded like balances,
// and no adjudication writes a treasury the next load would refuse.
func TestMoneyStaysWithinTheLimit(t *testing.T) {
	err := edit(t, func(m map[string]any) {
		m["history"] = []any{map[string]any{"phase": "S1901M", "seed": 1, "orders": []any{}, "earned": map[string]any{"FRANCE": 2_000_000}}}
	})
	if err == nil || !strings.Contains(err.Error(), "history[0].earned.FRANCE") {
		t.Errorf("huge earned: %v", err)
	}
	g, err := loadEdited(t, "rich", func(m map[string]any) {
		m["phase"] = "W1901A"
		m["rules"] = map[string]any{"income": map[string]any{"scheme": "flat", "perCenter": 400_000}}
		power(m, 2)["balance"] = 1_000_000
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Adjudicate(g, "", Options{}); err == nil || !strings.Contains(err.Error(), "treasury would reach") || !strings.Contains(err.Error(), "1000000") {
		t.Errorf("a treasury above the limit: %v", err)
	}
}

// Money read from the sheets stays within bounds too: a transfer above the
// limit is refused at its line, transfers together never exceed the
// treasury, and savings however large only leave nothing to spend.
func TestSheetMoneyBounded(t *testing.T) {
	g := newGame(t, Playing)
	_, err := Adjudicate(g, "FRANCE:\nTRANSFER 1000001 TO ENGLAND\n", Options{})
	var ds Diagnostics
	if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Power != "FRANCE" || ds[0].Line != 2 {
		t.Errorf("a transfer above the limit: %v", err)
	}
	_, err = Adjudicate(g, "FRANCE:\nTRANSFER 30 TO ENGLAND\nTRANSFER 30 TO ITALY\n", Options{})
	if err == nil || !strings.Contains(err.Error(), "48") {
		t.Errorf("transfers above the treasury: %v", err)
	}
	text := "FRANCE:\n" + strings.Repeat("99*9999$\n", 2000) + "5 : A PAR - BUR\n"
	r := mustAdjudicate(t, g, text, Options{})
	if l := r.Ledgers["FRANCE"]; l.Paid != 0 || l.After != 48 {
		t.Errorf("savings of %d AgP: ledger %+v; want nothing spent", 2000*99*9999, l)
	}
}

// Years stop where the program can still load the next file (issue 19): a
// winter of the last year a file holds is refused, not written into a file
// at a year no game file may hold.
func TestNoNextFileBeyondTheLastYear(t *testing.T) {
	g := position(t, "W9998A", map[string][2][]string{"FRANCE": {strs("A PAR"), strs("PAR")}}, nil, `{}`)
	if _, err := Adjudicate(g, "", Options{}); err == nil || !strings.Contains(err.Error(), "S9999M") {
		t.Errorf("W9998A adjudicated: %v; want a refusal naming S9999M", err)
	}
}
