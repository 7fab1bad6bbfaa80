package publish

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
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

// Issue 28, rules 4.1-4.3: the what-if breaks ties by the acceptance list
// the player's report states, not the board's default. England and
// Germany offer France's A PAR the same 5 AgP for different moves: with
// the report's "FEG" England's money wins, with "FGE?" Germany's; the
// position file holds no list, so without the report's the '?' of "F?"
// would decide.
func TestRehearsalBreaksTiesByTheReportsList(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR"), strs("PAR")},
		"ENGLAND": {strs("F LON"), strs("LON")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"FRANCE": game.Playing, "ENGLAND": game.Playing, "GERMANY": game.Playing}, `{}`)
	first := mustAdjudicate(t, g, "FRANCE:\nACCEPT FEG?\n", game.Options{})
	stated, err := ReportBalance(first.Reports["FRANCE"])
	if err != nil || stated.Accept != "FEG?" {
		t.Fatalf("France's report read as %+v, %v; want the list FEG?", stated, err)
	}
	board, err := first.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	others := "ENGLAND:\n5 : FRENCH A PAR - BUR\nGERMANY:\n5 : FRENCH A PAR - PIC\n"
	for _, c := range []struct{ accept, want string }{{stated.Accept, "A PAR - BUR"}, {"FGE?", "A PAR - PIC"}} {
		r, err := Rehearse(board, nil, Rehearsal{Power: "FRANCE", Balance: stated.Balance, Accept: c.accept, Others: others, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(r.Report, c.want) {
			t.Errorf("with the list %s, France's report does not issue %s:\n%s", c.accept, c.want, r.Report)
		}
	}
}

// A report says which phase it reports: the checker names it beside the
// balance, so that a player who opens last season's report sees that the
// balance is last season's (found playing: the balance of any report was
// taken as the one in force, without a word of its phase).
func TestReportBalanceNamesTheReportsPhase(t *testing.T) {
	for file, want := range map[string]string{
		"report-spring-england.txt":     "Spring 1901 Movement",
		"report-fall-income-france.txt": "Fall 1901 Movement",
		"report-winter-france.txt":      "Winter 1901 Adjustments",
	} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		s, err := ReportBalance(string(data))
		if err != nil || s.Phase != want {
			t.Errorf("%s: read %+v, %v; want the phase %q", file, s, err, want)
		}
	}
}
