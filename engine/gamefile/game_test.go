package gamefile

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
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

func TestLoadFillsDefaults(t *testing.T) {
	data := `{"format":"payola-game/1","map":"standard","phase":"S1901M","powers":[
		{"name":"france","units":["A PAR","a mar","F BRE"],"centers":["PAR","MAR","BRE"]},
		{"name":"Italy","status":"dummy","units":["A VEN"],"centers":[]}]}`
	g, err := Load([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	fr, it := g.PowerFile("FRANCE"), g.PowerFile("ITALY")
	if fr == nil || *fr.Balance != 48 || fr.Accept != "F?" || fr.Status != game.Playing {
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

// Rule 2.1's table of yearly income for victory condition 18, as printed in
// the rules, and the same scale for 24 (rule 6.2: first center V-1).
func TestIncomeTable(t *testing.T) {
	m := board.Standard()
	rule21 := []int{17, 33, 48, 62, 75, 87, 98, 108, 117, 125, 132, 138, 143, 147, 150, 152, 153}
	for n, want := range rule21 {
		centers := make([]string, n+1)
		if got := (game.Rules{}).YearlyIncome(m, centers); got != want {
			t.Errorf("rule 2.1: %d centers pay %d, want %d", n+1, got, want)
		}
	}
	v24 := []int{23, 45, 66, 86, 105}
	for n, want := range v24 {
		r := game.Rules{Income: game.Income{Scheme: "decreasing", Victory: 24}}
		if got := r.YearlyIncome(m, make([]string, n+1)); got != want {
			t.Errorf("rule 6.2, victory 24: %d centers pay %d, want %d", n+1, got, want)
		}
	}
	flat := game.Rules{Income: game.Income{Scheme: "flat", PerCenter: 7}}
	if got := flat.YearlyIncome(m, []string{"PAR", "MAR", "BRE"}); got != 21 {
		t.Errorf("rule 6.1 flat 7 per center: 3 centers pay %d, want 21", got)
	}
	values := game.Rules{Income: game.Income{Scheme: "perCenter", PerCenter: 5, CenterValues: map[string]int{"PAR": 12}}}
	if got := values.YearlyIncome(m, []string{"PAR", "MAR"}); got != 17 {
		t.Errorf("rule 6.6 per-center values: PAR 12 + MAR 5 = %d, want 17", got)
	}
	capped := game.Rules{Income: game.Income{Cap: 60}}
	if got := capped.YearlyIncome(m, make([]string, 5)); got != 60 {
		t.Errorf("rule 6.6 cap 60: 5 centers pay %d, want 60", got)
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
	r := mustAdjudicate(t, g, "FRANCE:\nA BUR - MUN\n", game.Options{})
	if got := unitsOf(r.Next, "FRANCE"); !strings.Contains(got, "A MUN") {
		t.Errorf("France after retreating to MUN: %s (%+v)", got, r.Orders)
	}
	data, _ := g.File.Encode()
	if strings.Contains(string(data), "attackedFrom") {
		t.Errorf("an unknown attacker is written back as a value:\n%s", data)
	}
}

// Years stop where the program can still load the next file (issue 19): a
// winter of the last year a file holds is refused, not written into a file
// at a year no game file may hold.
func TestNoNextFileBeyondTheLastYear(t *testing.T) {
	g := position(t, "W9998A", map[string][2][]string{"FRANCE": {strs("A PAR"), strs("PAR")}}, nil, `{}`)
	if _, err := Adjudicate(g, "", game.Options{}); err == nil || !strings.Contains(err.Error(), "S9999M") {
		t.Errorf("W9998A adjudicated: %v; want a refusal naming S9999M", err)
	}
}

// Balance is a power's treasury, and 0 for a name that is no power.
func TestBalanceOfAPower(t *testing.T) {
	g := newGame(t, game.Playing)
	if b := g.Balance("FRANCE"); b != 48 {
		t.Errorf("France holds %d, want 48 (17 + 16 + 15, rule 2.1)", b)
	}
	if b := g.Balance("PRUSSIA"); b != 0 {
		t.Errorf("Prussia holds %d", b)
	}
}
