//go:build e2e

package e2e

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/maps"
)

// Issue 28 (rule 5.5): the GM's sheet summary says before adjudicating
// that a sheet may cost more than its power may spend, in the engine's
// words, on a phone too (one card per row: the money columns' values are
// not all it shows). A sheet within its money is not flagged.
func TestGMSummaryFlagsOverspendingBeforeAdjudication(t *testing.T) {
	f, data, path := gameFileOn(t, "standard", "overspend", 7)
	balance := -1
	for _, pw := range f.Powers {
		if pw.Name == "FRANCE" && pw.Balance != nil {
			balance = *pw.Balance
		}
	}
	if balance < 2 {
		t.Fatalf("France starts with %d AgP; the test needs at least 2", balance)
	}
	// Each offer within the treasury, both together beyond it.
	text := fmt.Sprintf("FRANCE:\n%d : A PAR - BUR\n%d : A MAR - SPA\n\nGERMANY:\n1 : A MUN - RUH\n", balance, balance)
	g, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatal(err)
	}
	want := ""
	for _, s := range game.CheckText(g.State, text).Powers {
		if s.Power == "FRANCE" {
			want = s.Overspends
		}
		if s.Power == "GERMANY" && s.Overspends != "" {
			t.Fatalf("the engine says Germany overspends: %q", s.Overspends)
		}
	}
	if want == "" {
		t.Fatal("the engine does not say France overspends; the test's sheet is wrong")
	}

	p := newPageOn(t, serve(t, siteDir(t)), 390, 844)
	p.do("phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	p.open("/")
	p.do("open the game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the game loaded", `document.getElementById('game-name').textContent === 'overspend'`)
	p.paste("text", text)
	p.wait("checked", `document.querySelectorAll('#summary tbody th[scope=row]').length === 2`)
	p.wait("the flag", `document.querySelector('#summary tr.overspends') !== null`)
	flags := eval[[]string](p, `[...document.querySelectorAll('#summary tr.overspends')].map(r => r.textContent)`)
	if len(flags) != 1 || flags[0] != "Overspends: "+want {
		t.Errorf("the summary flags %q; want one flag, France's: %q", flags, "Overspends: "+want)
	}
	// The flag sits under France's row, on screen at 390 px.
	if after := eval[string](p, `document.querySelector('#summary tr.overspends').previousElementSibling.querySelector('th').textContent`); after != "FRANCE" {
		t.Errorf("the flag follows %q's row, want FRANCE's", after)
	}
	if off := eval[string](p, `(() => {
		const td = document.querySelector('#summary tr.overspends td'), r = td.getBoundingClientRect(), w = document.documentElement.clientWidth;
		const s = getComputedStyle(td);
		return r.width === 0 || r.height === 0 || r.left < 0 || r.right > w + 0.5 || s.display === 'none' || s.visibility !== 'visible' ? 'hidden at ' + r.left + '-' + r.right : '';
	})()`); off != "" {
		t.Errorf("at 390 px the flag is %s", off)
	}
	p.shot("gm28-390-overspend")

	// Within its money, no flag.
	p.paste("text", fmt.Sprintf("FRANCE:\n%d : A PAR - BUR\n", balance))
	p.wait("checked again", `document.querySelectorAll('#summary tbody th[scope=row]').length === 1`)
	if n := eval[int](p, `document.querySelectorAll('#summary tr.overspends').length`); n != 0 {
		t.Errorf("a sheet within its money is flagged %d times", n)
	}
}
