//go:build e2e

package e2e

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/publish"
)

// Issue 24, what if: on the public position, with France's sheet and
// balance and guesses of Germany's and England's offers and balances,
// "Try it" adjudicates in the browser and shows the map, France's report
// and what France pays: the engine's rehearsal of the same texts, which
// TestRehearsalIsTheGMsAdjudication holds to the CLI's adjudication.
func TestWhatIfRehearsesThePhaseInTheBrowser(t *testing.T) {
	f, err := gamefile.Start(board.Standard(), "whatif", 5)
	if err != nil {
		t.Fatal(err)
	}
	position, err := gamefile.PublicPosition(f).Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "whatif-S1901M-public-position.json")
	if err := os.WriteFile(path, position, 0o644); err != nil {
		t.Fatal(err)
	}
	own := "10 : A PAR - BUR\n6 : A MAR - SPA\nACCEPT FGEAIRT"
	others := "GERMANY:\n8 : A MUN - BUR\n3 : FRENCH A PAR H\nACCEPT GFAEIRT\nENGLAND:\n4 : FRENCH A PAR - PIC\n"
	want, err := publish.Rehearse(position, nil, publish.Rehearsal{Power: "FRANCE", Balance: 9, Sheet: own, Others: others, Balances: map[string]int{"GERMANY": 20}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}

	p := newPage(t)
	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.do("load the position", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the map drawn", `!document.getElementById('map-body').hidden`)
	p.paste("sheet", own)
	eval[bool](p, `(document.getElementById('balance').focus(), true)`)
	p.typeKeys("9")
	p.paste("others", others)
	eval[bool](p, `(document.querySelector('#guessed input[data-power="GERMANY"]').focus(), true)`)
	p.typeKeys("20")
	p.click("try it", "try")
	p.wait("the rehearsal shown", `!document.getElementById('rehearsal').hidden && document.getElementById('rehearsal-map').naturalWidth > 0`)
	if got := eval[string](p, `document.getElementById('rehearsal-report').textContent`); got != want.Report {
		t.Errorf("the page's report\n%s\nwant the engine's rehearsal\n%s", got, want.Report)
	}
	if got := eval[string](p, `document.getElementById('rehearsal-paid').textContent`); !strings.Contains(got, fmt.Sprintf(" %d AgP", want.Paid)) {
		t.Errorf("the page says %q; France pays %d", got, want.Paid)
	}
	if got := eval[string](p, `document.getElementById('whatif-title').textContent`); !strings.Contains(got, "private rehearsal") {
		t.Errorf("the section is headed %q", got)
	}
	// The rehearsal's map says why an order failed, on focus, as the
	// results map of the GM page does (issue 21).
	p.tabTo("#rehearsal .map-mark")
	mark := eval[string](p, `document.activeElement.dataset.mark`)
	tip := eval[string](p, `(() => { const t = document.getElementById('rehearsal-map-tip'); return t && !t.hidden ? t.textContent : ''; })()`)
	if mark != "A MUN - BUR" || !strings.HasPrefix(tip, "A MUN - BUR fails") {
		t.Errorf("the rehearsal map's mark %q shows %q; want A MUN - BUR's failure", mark, tip)
	}
	// Issue 11's axe-core check, on the page in its fullest state: the
	// map, the composer, the cost and the rehearsal shown.
	p.axeInject(axeSource(t))
	p.axeCheck("checker, rehearsal")
	p.shot("whatif-1440")
	p.do("phone width", chromedp.EmulateViewport(390, 844))
	p.shot("whatif-390")
}
