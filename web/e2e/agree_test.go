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

// Issue 28: the checker says what the GM's page says. France's balance is
// read from its private report of Spring 1901; TRANSFER 500 TO ENGLAND,
// above it, is refused at its line by the GM's page on the next game file
// and by the checker on the public position file with that balance; and
// both pass it once the balance covers it.
func TestTheCheckerRefusesWhatTheGMRefuses(t *testing.T) {
	g := startedGame(t, "agree", 3)
	spring, err := publish.Adjudicate(g, sheetsText(), game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	balance := -1
	for _, pw := range spring.Next.Powers {
		if pw.Name == "FRANCE" {
			balance = *pw.Balance
		}
	}
	if balance >= 500 || balance < 0 {
		t.Fatalf("France holds %d AgP after Spring 1901; the test needs less than 500", balance)
	}
	next, err := spring.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	position, err := gamefile.PublicPosition(spring.Next).Encode()
	if err != nil {
		t.Fatal(err)
	}
	dir := writeFiles(t, map[string][]byte{"next.json": next, "position.json": position, "agree-S1901M-report-france.txt": []byte(spring.Reports["FRANCE"])})
	const transfer = "TRANSFER 500 TO ENGLAND"

	p := newPage(t)
	p.open("/")
	p.do("open the next game file", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{filepath.Join(dir, "next.json")}))
	p.wait("the game opened", `document.getElementById('game-phase').textContent.startsWith('Fall 1901')`)
	p.paste("text", "FRANCE:\n"+transfer+"\n")
	p.wait("the GM's page refuses the transfer", `[...document.querySelectorAll('#diagnostics li')].some(li => li.dataset.line === '2' && li.textContent.includes('treasury'))`)
	gmSays := eval[string](p, `document.querySelector('#diagnostics li[data-line="2"]').textContent`)

	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.do("load the position", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{filepath.Join(dir, "position.json")}))
	p.wait("the position loaded", `document.getElementById('against').textContent.includes('position.json')`)
	p.do("load France's report", chromedp.SetUploadFiles(chromedp.ID("open-report"), []string{filepath.Join(dir, "agree-S1901M-report-france.txt")}))
	p.wait("the balance read", `document.getElementById('balance').value === '`+strconv.Itoa(balance)+`'`)
	p.paste("sheet", transfer+"\n")
	p.wait("the checker refuses it too", `document.getElementById('totals').textContent.startsWith('1 problem') && document.querySelector('#lines li.bad[data-line="1"]') !== null`)
	checkerSays := eval[string](p, `document.querySelector('#lines li.bad[data-line="1"] .problem').textContent`)
	t.Logf("the GM's page: %q; the checker: %q", gmSays, checkerSays)
	// The same words: the GM's page puts its power and line before them.
	if checkerSays == "" || !strings.HasSuffix(gmSays, "line 2: "+checkerSays) {
		t.Errorf("the checker says %q; the GM's page says %q", checkerSays, gmSays)
	}

	// With the balance that covers it, the checker passes it.
	p.do("type a balance of 500", chromedp.SetValue(chromedp.ID("balance"), "500"))
	eval[bool](p, `(document.getElementById('balance').dispatchEvent(new Event('input', {bubbles: true})), true)`)
	p.wait("passed with 500 AgP", `document.getElementById('totals').textContent.startsWith('No problems')`)
}
