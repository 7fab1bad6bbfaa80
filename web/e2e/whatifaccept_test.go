//go:build e2e

package e2e

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/publish"
)

// Issue 28: the what-if breaks ties by the acceptance list the loaded
// report states (rules 4.2, 4.3), not the board's. France put Germany
// first in Spring 1901; in the rehearsal of Fall 1901 France's and
// Germany's equal offers for A PAR tie, and Germany's wins, as the
// engine's rehearsal with France's list says. The page shows the list
// beside the balance read from the report.
func TestWhatIfUsesTheReportsAcceptanceList(t *testing.T) {
	g := startedGame(t, "accept", 3)
	const list = "GFEAIRT"
	spring, err := publish.Adjudicate(g, "FRANCE:\nACCEPT "+list+"\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	report := spring.Reports["FRANCE"]
	stated, err := publish.ReportBalance(report)
	if err != nil || stated.Accept != list {
		t.Fatalf("France's report states %+v (%v); the test needs its list %s", stated, err, list)
	}
	position, err := gamefile.PublicPosition(spring.Next).Encode()
	if err != nil {
		t.Fatal(err)
	}
	dir := writeFiles(t, map[string][]byte{"position.json": position, "accept-S1901M-report-france.txt": []byte(report)})
	const own = "2 : A PAR H\n"
	const others = "GERMANY:\n2 : FRENCH A PAR - BUR\n"
	rehearsal := publish.Rehearsal{Power: "FRANCE", Balance: stated.Balance, Sheet: own, Others: others, Balances: map[string]int{"GERMANY": 20}, Seed: 1}
	board, err := publish.Rehearse(position, nil, rehearsal)
	if err != nil {
		t.Fatal(err)
	}
	rehearsal.Accept = list
	want, err := publish.Rehearse(position, nil, rehearsal)
	if err != nil {
		t.Fatal(err)
	}
	if want.Report == board.Report {
		t.Fatal("France's acceptance list changes nothing in this rehearsal; the test cannot tell them apart")
	}

	p := newPage(t)
	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.do("load the position", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{filepath.Join(dir, "position.json")}))
	p.wait("the position loaded", `document.getElementById('against').textContent.includes('position.json')`)
	p.do("load France's report", chromedp.SetUploadFiles(chromedp.ID("open-report"), []string{filepath.Join(dir, "accept-S1901M-report-france.txt")}))
	p.wait("the balance read", `document.getElementById('balance').value === '`+strconv.Itoa(stated.Balance)+`'`)
	if said := eval[string](p, `document.getElementById('report-status').textContent`); !strings.Contains(said, list) {
		t.Errorf("beside the balance the page says %q; want France's acceptance list %s in it", said, list)
	}
	p.paste("sheet", own)
	p.paste("others", others)
	eval[bool](p, `(document.querySelector('#guessed input[data-power="GERMANY"]').focus(), true)`)
	p.typeKeys("20")
	p.click("try it", "try")
	p.wait("the rehearsal shown", `!document.getElementById('rehearsal').hidden && document.getElementById('rehearsal-report').textContent !== ''`)
	if got := eval[string](p, `document.getElementById('rehearsal-report').textContent`); got != want.Report {
		t.Errorf("the page's report\n%s\nwant the engine's rehearsal with France's list\n%s", got, want.Report)
	}
}

// A report loaded with no power chosen chooses its own; the what-if then
// asks no guessed balance for it, as for a power chosen by hand.
func TestAReportsPowerIsNotAmongTheOthersGuessed(t *testing.T) {
	g := startedGame(t, "own", 3)
	spring, err := publish.Adjudicate(g, sheetsText(), game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := writeFiles(t, map[string][]byte{"own-S1901M-report-france.txt": []byte(spring.Reports["FRANCE"])})
	p := newPage(t)
	p.open("/web/checker.html")
	if n := eval[int](p, `document.querySelectorAll('#guessed input[data-power="FRANCE"]').length`); n != 1 {
		t.Fatalf("with no power chosen the what-if has %d guessed balances for France; want 1", n)
	}
	p.do("load France's report", chromedp.SetUploadFiles(chromedp.ID("open-report"), []string{filepath.Join(dir, "own-S1901M-report-france.txt")}))
	p.wait("France chosen from its report", `document.getElementById('power').value === 'FRANCE'`)
	if n := eval[int](p, `document.querySelectorAll('#guessed input[data-power="FRANCE"]').length`); n != 0 {
		t.Errorf("France chosen from its report, the what-if still asks a guessed balance for it (%d)", n)
	}
}
