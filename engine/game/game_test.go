package game

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// newGame is a standard 1901 game, with every power's status set.
func newGame(t *testing.T, status string) *Game {
	t.Helper()
	f, err := Start(board.Standard(), "test", 7)
	if err != nil {
		t.Fatal(err)
	}
	for i := range f.Powers {
		f.Powers[i].Status = status
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// loadEdited loads the 1901 game file after fn has changed it as JSON.
func loadEdited(t *testing.T, name string, fn func(m map[string]any)) (*Game, error) {
	t.Helper()
	f, err := Start(board.Standard(), name, 7)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := f.Encode()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	fn(m)
	data, _ = json.Marshal(m)
	return Load(data)
}

// edit loads a 1901 game file changed by fn, returning the load error.
func edit(t *testing.T, fn func(m map[string]any)) error {
	t.Helper()
	_, err := loadEdited(t, "test", fn)
	return err
}

func power(m map[string]any, i int) map[string]any {
	return m["powers"].([]any)[i].(map[string]any)
}

func TestLoadRefusesBadFiles(t *testing.T) {
	cases := []struct {
		name string
		fn   func(m map[string]any)
		want []string // every fragment must appear in the error
	}{
		{"wrong format", func(m map[string]any) { m["format"] = "payola-game/9" }, []string{"format", "payola-game/9"}},
		{"misspelt field", func(m map[string]any) { power(m, 2)["balanse"] = 3 }, []string{"powers[2].balanse", "did you mean balance"}},
		{"misspelt top field", func(m map[string]any) { m["phaze"] = "S1901M" }, []string{"phaze", "did you mean phase"}},
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

func TestLoadFillsDefaults(t *testing.T) {
	data := `{"format":"payola-game/1","map":"standard","phase":"S1901M","powers":[
		{"name":"france","units":["A PAR","a mar","F BRE"],"centers":["PAR","MAR","BRE"]},
		{"name":"Italy","status":"dummy","units":["A VEN"],"centers":[]}]}`
	g, err := Load([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	fr, it := g.PowerFile("FRANCE"), g.PowerFile("ITALY")
	if fr == nil || *fr.Balance != 48 || fr.Accept != "F?" || fr.Status != Playing {
		t.Errorf("France: %+v; want balance 48 (rule 2.1), list F? (rule 4.2), playing", fr)
	}
	// Rule 6.2: units but no centers, half the income of one center per unit.
	if it == nil || *it.Balance != 17/2 || it.Accept != "?" {
		t.Errorf("Italy: %+v; want balance 8 (rule 6.2), list ? for a dummy (4.4)", it)
	}
	if g.File.Name != "game" || len(g.File.Powers) != 7 {
		t.Errorf("name %q, %d powers; want the default name and every power of the map", g.File.Name, len(g.File.Powers))
	}
}

func TestFileRoundTrip(t *testing.T) {
	f, err := Start(board.Standard(), "round", 42)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := f.Encode()
	g, err := Load(first)
	if err != nil {
		t.Fatal(err)
	}
	second, _ := g.File.Encode()
	if !bytes.Equal(first, second) {
		t.Errorf("save(load(file)) changed the file:\n%s\n---\n%s", first, second)
	}
}

// Rule 2.1's table of yearly income for victory condition 18, as printed in
// the rules, and the same scale for 24 (rule 6.2: first center V-1).
func TestIncomeTable(t *testing.T) {
	m := board.Standard()
	rule21 := []int{17, 33, 48, 62, 75, 87, 98, 108, 117, 125, 132, 138, 143, 147, 150, 152, 153}
	for n, want := range rule21 {
		centers := make([]string, n+1)
		if got := (Rules{}).YearlyIncome(m, centers); got != want {
			t.Errorf("rule 2.1: %d centers pay %d, want %d", n+1, got, want)
		}
	}
	v24 := []int{23, 45, 66, 86, 105}
	for n, want := range v24 {
		r := Rules{Income: Income{Scheme: "decreasing", Victory: 24}}
		if got := r.YearlyIncome(m, make([]string, n+1)); got != want {
			t.Errorf("rule 6.2, victory 24: %d centers pay %d, want %d", n+1, got, want)
		}
	}
	flat := Rules{Income: Income{Scheme: "flat", PerCenter: 7}}
	if got := flat.YearlyIncome(m, []string{"PAR", "MAR", "BRE"}); got != 21 {
		t.Errorf("rule 6.1 flat 7 per center: 3 centers pay %d, want 21", got)
	}
	values := Rules{Income: Income{Scheme: "perCenter", PerCenter: 5, CenterValues: map[string]int{"PAR": 12}}}
	if got := values.YearlyIncome(m, []string{"PAR", "MAR"}); got != 17 {
		t.Errorf("rule 6.6 per-center values: PAR 12 + MAR 5 = %d, want 17", got)
	}
	capped := Rules{Income: Income{Cap: 60}}
	if got := capped.YearlyIncome(m, make([]string, 5)); got != 60 {
		t.Errorf("rule 6.6 cap 60: 5 centers pay %d, want 60", got)
	}
}

func TestPhaseCodes(t *testing.T) {
	for _, ok := range []string{"S1901M", "F1901R", "W1901A", "S2000R"} {
		if p, err := ParsePhase(ok); err != nil || p.String() != ok {
			t.Errorf("ParsePhase(%q) = %v, %v", ok, p, err)
		}
	}
	for _, bad := range []string{"", "S1901", "X1901M", "W1901M", "S1901A", "F19o1M", "S0M"} {
		if _, err := ParsePhase(bad); err == nil {
			t.Errorf("ParsePhase(%q) accepted", bad)
		}
	}
	if got := (Phase{'F', 1901, 'R'}).Long(); got != "Fall 1901 Retreats" {
		t.Errorf("Long: %q", got)
	}
}
