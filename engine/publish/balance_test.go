package publish

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The reports in testdata are the engine's own words: each is read as its
// power's (named in the file's name) with a balance, and every other text
// (results, a Tin Cup cut, the chart) is refused. mustAdjudicate checks the
// amount against the next game file in every test that adjudicates.
func TestReportBalanceReadsEveryGoldenReport(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	reports := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		s, err := ReportBalance(string(data))
		if !strings.HasPrefix(name, "report-") {
			if err == nil {
				t.Errorf("%s is no private report, but is read as %s's with %d AgP", name, s.Power, s.Balance)
			}
			continue
		}
		reports++
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if want := strings.ToUpper(name[strings.LastIndex(name, "-")+1:]); s.Power != want {
			t.Errorf("%s is read as %s's report, want %s's", name, s.Power, want)
		}
	}
	if reports == 0 {
		t.Fatal("no golden report in testdata")
	}
}

func TestReportBalanceRefusesWhatIsNoReport(t *testing.T) {
	for _, text := range []string{
		"",
		"\n\n",
		"{\"format\": \"payola-position/1\"}",
		"FRANCE: private reportage\nNew balance 4 AgP\n",
		"france: private report\n   New balance 4 AgP\n",
		"FRANCE: private report, Spring 1901 Movement\n=====\n\nYour units issue these orders:\n",
	} {
		if s, err := ReportBalance(text); err == nil {
			t.Errorf("%q is read as %s's report with %d AgP", text, s.Power, s.Balance)
		}
	}
}

// The last balance stated is the one in force: after the auction's
// account, income (rule 2.1) repeats it.
func TestReportBalanceTakesTheLastStated(t *testing.T) {
	text := "FRANCE: private report, Fall 1901 Movement\n\nYour account:\n   New balance      38 AgP\nIncome for 3 supply centers (rule 2.1): 48 AgP\nBalance for Spring 1902 Movement: 86 AgP\n"
	s, err := ReportBalance(strings.ReplaceAll(text, "\n", "\r\n"))
	if err != nil || s.Power != "FRANCE" || s.Balance != 86 {
		t.Errorf("read %+v, %v; want FRANCE with 86 AgP", s, err)
	}
}
