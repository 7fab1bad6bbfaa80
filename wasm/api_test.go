package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game/gametest"
)

// reply is an answer as the page reads it.
type reply struct {
	OK          bool            `json:"ok"`
	Value       json.RawMessage `json:"value"`
	Error       string          `json:"error"`
	Diagnostics []struct {
		Power string `json:"power"`
		Line  int    `json:"line"`
		Col   int    `json:"col"`
		Msg   string `json:"message"`
	} `json:"diagnostics"`
}

// ask makes one call the way the page does: a JSON string in, a JSON
// string out, which must always decode.
func ask(t *testing.T, name string, req any) reply {
	t.Helper()
	in, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	out := call(name, string(in))
	var r reply
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%s answered with something that is not JSON: %v\n%s", name, err, out)
	}
	return r
}

func demoGame(t *testing.T) string {
	t.Helper()
	r := ask(t, "demo", map[string]any{})
	if !r.OK {
		t.Fatalf("demo: %s", r.Error)
	}
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	return v.Game
}

const demoSheets = `FRANCE:
4 : A PAR - BUR
2*3#1 + 1 > F BRE - MAO | - ENG   % to the ocean
10$
ENGLAND:
6 : F LON - NTH
3 : FRENCH A MAR - SPA
GERMANY
5 : A MUN - RUH
`

func TestDemoIsTheStandardOpening(t *testing.T) {
	r := ask(t, "load", map[string]any{"game": demoGame(t)})
	if !r.OK {
		t.Fatalf("load demo: %s", r.Error)
	}
	var s gameSummary
	if err := json.Unmarshal(r.Value, &s); err != nil {
		t.Fatal(err)
	}
	if s.Phase != "S1901M" || s.PhaseLong != "Spring 1901 Movement" || s.Kind != "M" {
		t.Errorf("phase = %s %q %s, want S1901M Spring 1901 Movement M", s.Phase, s.PhaseLong, s.Kind)
	}
	if len(s.Powers) != 7 {
		t.Fatalf("%d powers, want 7", len(s.Powers))
	}
	if len(s.Rules) == 0 || !strings.Contains(strings.Join(s.Rules, " "), "17 AgP") {
		t.Errorf("the summary must describe the rules (income 17, 16, ... per rule 2.1): %q", s.Rules)
	}
	for _, p := range s.Powers {
		want := 3
		if p.Name == "RUSSIA" {
			want = 4
		}
		if p.CenterCount != want || len(p.Units) != want || p.Colour == "" {
			t.Errorf("%s: %d centers, %d units, colour %q; want %d, %d and a colour", p.Name, p.CenterCount, len(p.Units), p.Colour, want, want)
		}
	}
}

func TestLoadNamesTheFaultyField(t *testing.T) {
	bad := strings.Replace(demoGame(t), `"balance": 48`, `"balance": -5`, 1)
	r := ask(t, "load", map[string]any{"game": bad})
	if r.OK || !strings.Contains(r.Error, "balance") || !strings.Contains(r.Error, "-5") {
		t.Errorf("a negative balance: ok=%v error %q; want an error naming balance and -5", r.OK, r.Error)
	}
	r = ask(t, "load", map[string]any{"game": "{"})
	if r.OK || !strings.Contains(r.Error, "JSON") {
		t.Errorf("a broken file: ok=%v error %q; want a JSON error", r.OK, r.Error)
	}
	r = ask(t, "load", map[string]any{})
	if r.OK || r.Error == "" {
		t.Errorf("no file: ok=%v error %q; want an error", r.OK, r.Error)
	}
}

func TestBadRequestsComeBackAsMessages(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"load", "{not json", "not valid JSON"},
		{"nosuch", "{}", "no such call"},
	} {
		var r reply
		if err := json.Unmarshal([]byte(call(tc.name, tc.in)), &r); err != nil {
			t.Fatalf("%s(%s): answer is not JSON: %v", tc.name, tc.in, err)
		}
		if r.OK || !strings.Contains(r.Error, tc.want) {
			t.Errorf("%s(%s) = ok %v, %q; want an error with %q", tc.name, tc.in, r.OK, r.Error, tc.want)
		}
	}
}

func TestAPanicBecomesAMessage(t *testing.T) {
	calls["boom"] = func(request) (any, error) { panic("index out of range") }
	defer delete(calls, "boom")
	r := ask(t, "boom", map[string]any{})
	if r.OK || !strings.Contains(r.Error, "internal error") || !strings.Contains(r.Error, "index out of range") {
		t.Errorf("panicking call = ok %v, %q; want an internal error quoting the panic", r.OK, r.Error)
	}
}

func TestCheckReportsPowerLineAndColumn(t *testing.T) {
	text := demoSheets + "ITALY:\n3 : A VEN - XYZ\n"
	r := ask(t, "check", map[string]any{"game": demoGame(t), "text": text})
	if !r.OK {
		t.Fatalf("check: %s", r.Error)
	}
	var tc struct {
		Diagnostics []struct {
			Power string
			Line  int
			Msg   string `json:"message"`
		}
		Powers []struct {
			Power           string
			Offers, Offered int
			Savings         int
			Problems        int
			Explained       []struct{ Line int }
		}
	}
	if err := json.Unmarshal(r.Value, &tc); err != nil {
		t.Fatal(err)
	}
	if len(tc.Diagnostics) != 1 || tc.Diagnostics[0].Power != "ITALY" || tc.Diagnostics[0].Line != 11 {
		t.Fatalf("diagnostics = %+v; want one for ITALY on line 11", tc.Diagnostics)
	}
	for _, p := range tc.Powers {
		// France: 4 direct, then 2*3#1 + 1 > with two listed moves: three
		// times two direct zeros and a wildcard (rule 3.1, payola-rules §3).
		if p.Power == "FRANCE" && (p.Offers != 10 || p.Offered != 11 || p.Savings != 10 || len(p.Explained) != 3) {
			t.Errorf("FRANCE summary = %+v; want 10 offers, 11 AgP, 10 savings, 3 lines explained", p)
		}
	}
}

func TestCheckSheetWorksWithoutAGame(t *testing.T) {
	r := ask(t, "checkSheet", map[string]any{"power": "france", "text": "4 : A PAR - BUR\n3 : A PAR - XYZ\n"})
	if !r.OK {
		t.Fatalf("checkSheet: %s", r.Error)
	}
	var sc struct {
		Diagnostics []struct{ Line int }
		Explained   []struct {
			Line          int
			Echo, Meaning string
		}
	}
	if err := json.Unmarshal(r.Value, &sc); err != nil {
		t.Fatal(err)
	}
	// The explanation is values (issue 29): the line's number, its echo and
	// what it becomes, for the page to show without reading words back.
	if len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != 2 || len(sc.Explained) != 1 ||
		sc.Explained[0].Line != 1 || sc.Explained[0].Echo != "4 : A PAR - BUR" || sc.Explained[0].Meaning != "#0 direct 4 for A PAR - BUR" {
		t.Errorf("got %+v; want line 2 flagged and line 1 explained", sc)
	}
	// The player need not say whose sheet it is.
	r = ask(t, "checkSheet", map[string]any{"text": "4 : A PAR - BUR\n"})
	var none struct{ Diagnostics []struct{ Line int } }
	if !r.OK || json.Unmarshal(r.Value, &none) != nil || len(none.Diagnostics) > 0 {
		t.Errorf("a sheet without a power: ok %v, %q, %s; want it read with no problem", r.OK, r.Error, r.Value)
	}
	r = ask(t, "checkSheet", map[string]any{"text": "4 : A PAR - BUR", "power": "ATLANTIS"})
	if r.OK || !strings.Contains(r.Error, "ATLANTIS") {
		t.Errorf("unknown power: ok %v, %q; want an error naming it", r.OK, r.Error)
	}
	r = ask(t, "checkSheet", map[string]any{"text": "4 : A PAR - BUR", "game": "{}"})
	if r.OK || !strings.Contains(r.Error, "game file") {
		t.Errorf("bad game: ok %v, %q; want an error about the game file", r.OK, r.Error)
	}
}

func TestRenderDrawsTheBoard(t *testing.T) {
	r := ask(t, "render", map[string]any{"game": demoGame(t)})
	if !r.OK {
		t.Fatalf("render: %s", r.Error)
	}
	var v struct{ SVG string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(v.SVG, "<svg") || !strings.Contains(v.SVG, "Spring 1901") {
		t.Errorf("board SVG lacks <svg or the phase: %.200s", v.SVG)
	}
}

// Shared contract 2: render {game, phase} draws that phase of the game's
// history, the board before it and its orders with their results.
func TestRenderDrawsAPhaseOfTheHistory(t *testing.T) {
	a := adjudicateDemo(t)
	next := a.file("game")
	r := ask(t, "render", map[string]any{"game": next, "phase": "S1901M"})
	if !r.OK {
		t.Fatalf("render S1901M: %s", r.Error)
	}
	var v struct{ SVG string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(v.SVG, "Spring 1901 Movement") {
		t.Errorf("history map lacks its phase: %.300s", v.SVG)
	}
	// The same picture as the map the adjudication offered.
	if v.SVG != a.file("map") {
		t.Error("the history map of S1901M differs from the map the adjudication offered")
	}
	for _, o := range a.Result.Orders {
		if !strings.Contains(v.SVG, `data-order="`+o.Order+`"`) && !strings.HasPrefix(o.Order, "WAIVE") {
			t.Errorf("history map lacks %s", o.Order)
		}
	}
	r = ask(t, "render", map[string]any{"game": next})
	if !r.OK || !strings.Contains(string(r.Value), "Fall 1901") {
		t.Errorf("without a phase, render draws the board as it stands: %v %.200s", r.Error, r.Value)
	}
	r = ask(t, "render", map[string]any{"game": next, "phase": "S1907M"})
	if r.OK || !strings.Contains(r.Error, "S1907M") {
		t.Errorf("unknown phase: ok %v, %q", r.OK, r.Error)
	}
}

func TestAdjudicateRefusesTextWithProblemsUnlessLenient(t *testing.T) {
	text := demoSheets + "ITALY:\n3 : A VEN - XYZ\n"
	r := ask(t, "adjudicate", map[string]any{"game": demoGame(t), "text": text})
	if r.OK || len(r.Diagnostics) != 1 || r.Diagnostics[0].Power != "ITALY" || r.Diagnostics[0].Line != 11 {
		t.Fatalf("strict: ok %v, %q, %+v; want ITALY line 11 refused", r.OK, r.Error, r.Diagnostics)
	}
	r = ask(t, "adjudicate", map[string]any{"game": demoGame(t), "text": text, "lenient": true})
	if !r.OK {
		t.Fatalf("lenient: %s", r.Error)
	}
	var a struct {
		Result struct {
			Ignored []struct{ Line int }
		}
	}
	if err := json.Unmarshal(r.Value, &a); err != nil {
		t.Fatal(err)
	}
	if len(a.Result.Ignored) != 1 || a.Result.Ignored[0].Line != 11 {
		t.Errorf("ignored = %+v; want line 11", a.Result.Ignored)
	}
}

// adjudicated is the part of adjudicate's answer the tests read.
type adjudicated struct {
	Result struct {
		Phase, NextPhase string
		Orders           []struct {
			Power, Order, Result string
			Total                *int
		}
		Ledgers map[string]struct{ Before, Paid, After int }
		Next    json.RawMessage
	}
	Base         string
	Files        []download
	NetTransfers map[string]int
	Income       map[string]int
}

// file is the text of the download of that kind.
func (a adjudicated) file(kind string) string {
	for _, f := range a.Files {
		if f.Kind == kind {
			return f.Text
		}
	}
	return ""
}

func adjudicateDemo(t *testing.T) adjudicated {
	t.Helper()
	r := ask(t, "adjudicate", map[string]any{"game": demoGame(t), "text": demoSheets})
	if !r.OK {
		t.Fatalf("adjudicate: %s %+v", r.Error, r.Diagnostics)
	}
	var a adjudicated
	if err := json.Unmarshal(r.Value, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

func TestAdjudicateGivesOrdersLedgersAndMap(t *testing.T) {
	a := adjudicateDemo(t)
	if a.Result.Phase != "S1901M" || a.Result.NextPhase != "F1901M" {
		t.Errorf("phases %s -> %s, want S1901M -> F1901M", a.Result.Phase, a.Result.NextPhase)
	}
	found := false
	for _, o := range a.Result.Orders {
		if o.Order == "A PAR - BUR" {
			found = true
			if o.Power != "FRANCE" || o.Result != "succeeds" || o.Total == nil || *o.Total != 4 {
				t.Errorf("A PAR - BUR = %+v; want FRANCE's, succeeding, total 4", o)
			}
		}
	}
	if !found {
		t.Errorf("A PAR - BUR not issued: %+v", a.Result.Orders)
	}
	// France: 4 + 3+3+1 reduced to fit? It has 38 to spend and pays 11 (rule 5.6).
	if l := a.Result.Ledgers["FRANCE"]; l.Before != 48 || l.Paid != 11 || l.After != 37 {
		t.Errorf("FRANCE ledger = %+v; want 48, 11 paid, 37", l)
	}
	if !strings.Contains(a.file("map"), "<svg") {
		t.Error("no map of the phase")
	}
	if !strings.Contains(a.file("game"), `"phase": "F1901M"`) {
		t.Errorf("next game file is not at F1901M: %.200s", a.file("game"))
	}
	if len(a.Result.Next) > 0 && string(a.Result.Next) != "null" {
		t.Error("the next game file travels once, as a download, not again inside the result")
	}
}

func TestEachPrivateReportHoldsOnlyItsPowersOffers(t *testing.T) {
	a := adjudicateDemo(t)
	own := map[string]string{"FRANCE": "4 : A PAR - BUR", "ENGLAND": "6 : F LON - NTH", "GERMANY": "5 : A MUN - RUH"}
	reports := 0
	kinds := map[string]int{}
	for _, f := range a.Files {
		kinds[f.Kind]++
		if !strings.Contains(f.Name, "demo") || !strings.Contains(f.Name, "1901") {
			t.Errorf("%s: the file name must carry the game and the phase", f.Name)
		}
		if f.Kind != "report" {
			continue
		}
		reports++
		if !strings.Contains(f.Name, strings.ToLower(f.Power)) || f.GMOnly {
			t.Errorf("%s: report for %s must be named after it and not be GM-only", f.Name, f.Power)
		}
		for p, line := range own {
			if has := strings.Contains(f.Text, line); has != (p == f.Power) {
				t.Errorf("%s's report holds %q: %v (rule 2.5: only its own offers)", f.Power, line, has)
			}
		}
	}
	if reports != 7 {
		t.Errorf("%d private reports, want 7", reports)
	}
	for kind, gmOnly := range map[string]bool{"results": false, "position": false, "map": false, "chart": true, "game": true} {
		if kinds[kind] != 1 {
			t.Errorf("%d %s files, want 1", kinds[kind], kind)
		}
		for _, f := range a.Files {
			if f.Kind == kind && f.GMOnly != gmOnly {
				t.Errorf("%s: GM-only = %v, want %v", f.Name, f.GMOnly, gmOnly)
			}
		}
	}
}

// dislodging is a Spring 1901 text in which Italy's A TYR supports A VEN
// into Trieste: F TRI is dislodged. (The opening has A ROM where A TYR is.)
const dislodging = `ITALY:
5 : A VEN - TRI
5 : A TYR S A VEN - TRI
`

func italyInTyrolia(t *testing.T) string {
	t.Helper()
	data, err := gametest.Opening("retreat", 5, map[string]string{"A ROM": "A TYR"})
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// next adjudicates and returns the next game file, failing on any problem.
func next(t *testing.T, gameJSON, text string) (adjudicated, string) {
	t.Helper()
	r := ask(t, "adjudicate", map[string]any{"game": gameJSON, "text": text})
	if !r.OK {
		t.Fatalf("adjudicate: %s %+v", r.Error, r.Diagnostics)
	}
	var a adjudicated
	if err := json.Unmarshal(r.Value, &a); err != nil {
		t.Fatal(err)
	}
	return a, a.file("game")
}

func summaryOf(t *testing.T, gameJSON string) gameSummary {
	t.Helper()
	r := ask(t, "load", map[string]any{"game": gameJSON})
	if !r.OK {
		t.Fatalf("load: %s", r.Error)
	}
	var s gameSummary
	if err := json.Unmarshal(r.Value, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRetreatAndAdjustmentPhasesTakePlainOrders(t *testing.T) {
	_, retreat := next(t, italyInTyrolia(t), dislodging)
	s := summaryOf(t, retreat)
	if s.Phase != "S1901R" || len(s.Dislodged) != 1 || s.Dislodged[0].Unit != "F TRI" {
		t.Fatalf("after the attack: phase %s, dislodged %+v; want S1901R with F TRI", s.Phase, s.Dislodged)
	}
	// Not into the attacker's province (payola-rules §8).
	r := ask(t, "check", map[string]any{"game": retreat, "text": "AUSTRIA:\nF TRI - VEN\n"})
	if !r.OK || !strings.Contains(string(r.Value), `"line":2`) {
		t.Errorf("a retreat into the attacker's province is not flagged on line 2: %s %s", r.Error, r.Value)
	}
	a, fall := next(t, retreat, "AUSTRIA:\nF TRI - ALB\n")
	if len(a.Result.Orders) != 1 || a.Result.Orders[0].Order != "F TRI - ALB" || a.Result.Orders[0].Result != "succeeds" {
		t.Errorf("retreat orders = %+v; want F TRI - ALB succeeding", a.Result.Orders)
	}
	_, winter := next(t, fall, "")
	if s := summaryOf(t, winter); s.Phase != "W1901A" || s.Kind != "A" {
		t.Fatalf("after Fall: %s, want W1901A", s.Phase)
	}
	a, _ = next(t, winter, "ITALY:\nBUILD A VEN\n")
	built := false
	for _, o := range a.Result.Orders {
		built = built || (o.Power == "ITALY" && strings.Contains(o.Order, "VEN") && o.Result == "succeeds")
	}
	if !built || a.Result.NextPhase != "S1902M" {
		t.Errorf("adjustments: %+v -> %s; want Italy's build in VEN and S1902M next", a.Result.Orders, a.Result.NextPhase)
	}
}

// game-format §4: the checker takes the public position file the GM sends
// players as it takes a game file.
func TestCheckSheetAgainstPublicPosition(t *testing.T) {
	pos := `{"format": "payola-position/1", "map": "standard", "phase": "S1901M", "powers": [
		{"name": "FRANCE", "units": ["A PAR", "A MAR", "F BRE"], "centers": ["BRE", "MAR", "PAR"]}], "dislodged": [], "contested": []}`
	r := ask(t, "checkSheet", map[string]any{"power": "france", "text": "4 : A PAR - BUR\n3 : A MUN - RUH\n", "game": pos})
	if !r.OK {
		t.Fatalf("checkSheet: %s", r.Error)
	}
	var sc struct{ Diagnostics []struct{ Line int } }
	if err := json.Unmarshal(r.Value, &sc); err != nil {
		t.Fatal(err)
	}
	if len(sc.Diagnostics) != 1 || sc.Diagnostics[0].Line != 2 {
		t.Errorf("got %+v; want line 2 flagged: no unit in Munich on this board", sc)
	}
}

// Rule 5.5, issue 28: the check's answer carries, per power, what its sheet
// may cost (every offer accepted), what it may spend and by how much it
// overspends, for the GM page to flag before adjudicating.
func TestCheckAnswerFlagsOverspending(t *testing.T) {
	gameText := demoGame(t)
	r := ask(t, "load", map[string]any{"game": gameText})
	var sum struct {
		Powers []struct {
			Name    string
			Balance int
		}
	}
	if err := json.Unmarshal(r.Value, &sum); err != nil || !r.OK {
		t.Fatal(err, r.Error)
	}
	balance := -1
	for _, p := range sum.Powers {
		if p.Name == "FRANCE" {
			balance = p.Balance
		}
	}
	text := fmt.Sprintf("FRANCE:\n%d : A PAR - BUR\n2 : A MAR - SPA\n", balance+1)
	r = ask(t, "check", map[string]any{"game": gameText, "text": text})
	var tc struct {
		Powers []struct {
			Power                 string
			Most, Available, Over int
		}
	}
	if err := json.Unmarshal(r.Value, &tc); err != nil || !r.OK {
		t.Fatal(err, r.Error)
	}
	if len(tc.Powers) != 1 || tc.Powers[0].Most != balance+3 || tc.Powers[0].Available != balance || tc.Powers[0].Over != 3 {
		t.Errorf("balance %d: summary %+v; want most %d, available %d, over 3", balance, tc.Powers, balance+3, balance)
	}
}
