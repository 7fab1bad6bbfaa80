package main

import (
	"encoding/json"
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
		}
	}
	if err := json.Unmarshal([]byte(a.file("game")), &next); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{}
	for _, p := range next.Powers {
		want[p.Name] = p.Balance
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
		}
		if err := json.Unmarshal(r.Value, &s); err != nil {
			t.Fatal(err)
		}
		if s.Power != f.Power || s.Balance != want[f.Power] {
			t.Errorf("%s read as %s with %d AgP, want %s with %d AgP", f.Name, s.Power, s.Balance, f.Power, want[f.Power])
		}
	}
	if reports == 0 {
		t.Error("the demo's adjudication answered no report: nothing was read")
	}
}
