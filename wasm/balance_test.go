package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The balance the checker fills in is the one the engine wrote into the
// report, and the next game file holds (issue 24); results are refused.
func TestReportBalanceReadsEachPowersReport(t *testing.T) {
	a := adjudicateDemo(t)
	var next struct {
		Powers []struct {
			Name    string
			Balance int
			Accept  string
		}
	}
	if err := json.Unmarshal([]byte(a.file("game")), &next); err != nil {
		t.Fatal(err)
	}
	want, accept := map[string]int{}, map[string]string{}
	for _, p := range next.Powers {
		want[p.Name], accept[p.Name] = p.Balance, p.Accept
	}
	reports := 0
	for _, f := range a.Files {
		r := ask(t, "reportBalance", map[string]any{"text": f.Text})
		if f.Kind != "report" {
			if r.OK {
				t.Errorf("the %s file is read as a report: %s", f.Kind, r.Value)
			}
			continue
		}
		reports++
		if !r.OK {
			t.Errorf("%s: %s", f.Name, r.Error)
			continue
		}
		var s struct {
			Power   string
			Balance int
			Accept  string
		}
		if err := json.Unmarshal(r.Value, &s); err != nil {
			t.Fatal(err)
		}
		if s.Power != f.Power || s.Balance != want[f.Power] {
			t.Errorf("%s read as %s with %d AgP, want %s with %d AgP", f.Name, s.Power, s.Balance, f.Power, want[f.Power])
		}
		// Issue 28: with the acceptance list in force, for the what-if.
		if s.Accept == "" || s.Accept != accept[f.Power] {
			t.Errorf("%s read with the acceptance list %q, want %q", f.Name, s.Accept, accept[f.Power])
		}
	}
	if reports == 0 {
		t.Error("the demo's adjudication answered no report: nothing was read")
	}
}

// Issue 28: the rehearse call takes the acceptance list the report states
// (accept) and breaks ties by it. England and Germany offer France's A PAR
// 5 AgP each for different moves: "FEG?" issues England's, "FGE?"
// Germany's.
func TestRehearseTakesTheAcceptanceList(t *testing.T) {
	others := "ENGLAND:\n5 : FRENCH A PAR - BUR\nGERMANY:\n5 : FRENCH A PAR - PIC\n"
	for _, c := range []struct{ accept, want string }{{"FEG?", "A PAR - BUR"}, {"FGE?", "A PAR - PIC"}} {
		r := ask(t, "rehearse", map[string]any{"game": demoGame(t), "power": "FRANCE", "text": "", "others": others, "balance": 0, "accept": c.accept})
		var v struct{ Report string }
		if err := json.Unmarshal(r.Value, &v); err != nil || !r.OK {
			t.Fatal(err, r.Error)
		}
		if !strings.Contains(v.Report, c.want) {
			t.Errorf("accept %s: France's report does not issue %s:\n%s", c.accept, c.want, v.Report)
		}
	}
}
