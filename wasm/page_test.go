package main

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/publish"
)

// Issue 11: whatever Adjudicate would refuse shows in the live check first,
// at its line. France has 48 AgP in the demo and cannot transfer 100.
func TestCheckShowsEveryRefusalOfAdjudicate(t *testing.T) {
	text := "ENGLAND:\n2 : F LON - NTH\nFRANCE:\n4 : A PAR - BUR\nTRANSFER 100 TO ENGLAND\n"
	game := demoGame(t)
	refused := ask(t, "adjudicate", map[string]any{"game": game, "text": text})
	if refused.OK || len(refused.Diagnostics) == 0 {
		t.Fatalf("the test needs a text that adjudicate refuses; it answered ok=%v %q", refused.OK, refused.Error)
	}
	r := ask(t, "check", map[string]any{"game": game, "text": text})
	if !r.OK {
		t.Fatalf("check: %s", r.Error)
	}
	var tc struct {
		Diagnostics []struct {
			Power   string
			Line    int
			Message string
		}
	}
	if err := json.Unmarshal(r.Value, &tc); err != nil {
		t.Fatal(err)
	}
	for _, want := range refused.Diagnostics {
		found := false
		for _, d := range tc.Diagnostics {
			found = found || d.Power == want.Power && d.Line == want.Line && d.Message == want.Msg
		}
		if !found {
			t.Errorf("adjudicate refuses %s line %d (%s), the live check does not show it: %+v", want.Power, want.Line, want.Msg, tc.Diagnostics)
		}
	}
	// The overdraft stands at its TRANSFER line (line 5), where the page
	// marks it.
	found := false
	for _, d := range tc.Diagnostics {
		found = found || d.Power == "FRANCE" && d.Line == 5 && strings.Contains(d.Message, "100 AgP")
	}
	if !found {
		t.Errorf("the overdraft is not at FRANCE's line 5: %+v", tc.Diagnostics)
	}
}

// Requests are read strictly: a field the shell does not know (a call the
// page expects of a newer engine, such as render's phase) is an error the
// page can show, not silently ignored.
func TestUnknownRequestFieldsAreRefused(t *testing.T) {
	r := ask(t, "load", map[string]any{"game": demoGame(t), "phaze": "S1901M"})
	if r.OK || !strings.Contains(r.Error, "phaze") {
		t.Errorf("an unknown field: ok=%v %q; want an error naming it", r.OK, r.Error)
	}
}

func TestNewGameTakesNameRulesStatusesAndSeed(t *testing.T) {
	r := ask(t, "new", map[string]any{"name": "club", "seed": 77, "rules": map[string]any{"classic": true}, "status": map[string]string{"ITALY": "loyal"}})
	if !r.OK {
		t.Fatalf("new: %s", r.Error)
	}
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	s := summaryOf(t, v.Game)
	if s.Name != "club" || s.Phase != "S1901M" {
		t.Errorf("new game %q at %s; want club at S1901M", s.Name, s.Phase)
	}
	for _, p := range s.Powers {
		want := "playing"
		if p.Name == "ITALY" {
			want = "loyal"
		}
		if p.Status != want {
			t.Errorf("%s is %s, want %s", p.Name, p.Status, want)
		}
		// Classic: 7 AgP per center (rule 6.1), 3 centers for most powers.
		if p.Name == "FRANCE" && p.Balance != 21 {
			t.Errorf("FRANCE starts with %d AgP in a Classic game; want 21 (rule 6.1)", p.Balance)
		}
	}
	if !strings.Contains(v.Game, `"seed": 77`) {
		t.Errorf("the seed is not kept: %.300s", v.Game)
	}
	for _, bad := range []map[string]any{
		{"name": "x", "rules": map[string]any{"classic": true, "ebayola": 1}},
		{"name": "x", "status": map[string]string{"ITALY": "asleep"}},
		{"name": "x", "status": map[string]string{"NARNIA": "loyal"}},
		{"name": ""},
	} {
		if r := ask(t, "new", bad); r.OK || r.Error == "" {
			t.Errorf("new %v: ok=%v %q; want a refusal in words", bad, r.OK, r.Error)
		}
	}
}

func TestSummaryListsTheAdjudicatedPhases(t *testing.T) {
	_, next := next(t, demoGame(t), demoSheets)
	if got := summaryOf(t, next).History; len(got) != 1 || got[0].Code != "S1901M" || got[0].Long != "Spring 1901 Movement" {
		t.Errorf("history %+v; want S1901M, Spring 1901 Movement", got)
	}
	if got := summaryOf(t, demoGame(t)).History; got == nil || len(got) != 0 {
		t.Errorf("a new game's history is %#v; want an empty list", got)
	}
}

// Each row of the ledgers adds up once transfers (rule 2.3) are shown.
func TestLedgerRowsAddUpWithTransfers(t *testing.T) {
	text := strings.Replace(demoSheets, "ENGLAND:\n", "ENGLAND:\nTRANSFER 5 TO FRANCE\n", 1)
	a, _ := next(t, demoGame(t), text)
	net := a.NetTransfers
	if net["ENGLAND"] != -5 || net["FRANCE"] != 5 {
		t.Errorf("net transfers %v; want ENGLAND -5, FRANCE +5", net)
	}
	for p, l := range a.Result.Ledgers {
		if l.Before-l.Paid+net[p]+a.Income[p] != l.After {
			t.Errorf("%s: %d - %d paid %+d transferred %+d income != %d after", p, l.Before, l.Paid, net[p], a.Income[p], l.After)
		}
	}
}

// Contract 3: the public position file is for everybody, the game file
// and the chart for the GM only; every file of the phase starts with base,
// so that the page names its zips without reading file names.
func TestPublicPositionFileIsForEverybody(t *testing.T) {
	a, _ := next(t, demoGame(t), demoSheets)
	if a.Base != "demo-S1901M" {
		t.Errorf("base %q; want demo-S1901M", a.Base)
	}
	kinds := map[string]bool{}
	for _, d := range a.Files {
		kinds[d.Kind] = true
		switch d.Kind {
		case "position":
			if d.GMOnly || d.Power != "" || d.Name != "demo-F1901M-public-position.json" {
				t.Errorf("%s: power %q, GM only %v; want the public position for everybody", d.Name, d.Power, d.GMOnly)
			}
		case "game", "chart":
			if !d.GMOnly {
				t.Errorf("%s is not GM only", d.Name)
			}
		}
		if d.Kind != "game" && d.Kind != "position" && !strings.HasPrefix(d.Name, a.Base+"-") {
			t.Errorf("%s does not start with the base %s", d.Name, a.Base)
		}
	}
	if !kinds["position"] || !kinds["game"] || !kinds["chart"] {
		t.Errorf("kinds %v; want a position, a game and a chart", kinds)
	}
}

// A new game's files come from the engine before any adjudication: the game
// file and the public position the players load into the checker for the
// first phase, as publish.Opening makes them (the page names no file).
func TestOpeningOffersTheNewGamesFiles(t *testing.T) {
	r := ask(t, "new", map[string]any{"name": "club", "seed": 5})
	var v struct{ Game string }
	if err := json.Unmarshal(r.Value, &v); err != nil {
		t.Fatal(err)
	}
	r = ask(t, "opening", map[string]any{"game": v.Game})
	if !r.OK {
		t.Fatalf("opening: %s", r.Error)
	}
	var got struct{ Files []download }
	if err := json.Unmarshal(r.Value, &got); err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load([]byte(v.Game))
	if err != nil {
		t.Fatal(err)
	}
	want, err := publish.Opening(g)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Files) != len(want) || len(want) != 2 {
		t.Fatalf("%d files, want the engine's %d", len(got.Files), len(want))
	}
	for i, d := range want {
		if f := got.Files[i]; f.Name != d.Name || f.Kind != d.Kind.String() || f.GMOnly != d.GMOnly || f.Text != string(d.Data) {
			t.Errorf("file %d: %s, want %s as the engine makes it", i, f.Name, d.Name)
		}
	}
}
