//go:build e2e

package e2e

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
)

func TestPlayerChecksASheetInTheBrowser(t *testing.T) {
	p := newPage(t)
	readyMs := p.open("/web/checker.html")
	t.Logf("checker page: engine ready %.0f ms after navigation began", readyMs)
	budget(t, "the checker page's engine start", readyMs, readyBudgetMs)
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.paste("sheet", "4 : A PAR - BUR\n3 : A PAR - XYZ\n2*3#1 > F BRE - MAO | - ENG\n10$\n")
	p.wait("the bad line flagged", `document.querySelector('#lines li.bad[data-line="2"]') !== null`)
	bad := eval[string](p, `document.querySelector('#lines li.bad').textContent`)
	if !strings.Contains(bad, "XYZ") {
		t.Errorf("the flagged line reads %q; want it to name XYZ", bad)
	}
	good := eval[string](p, `document.querySelector('#lines li.good[data-line="3"]').textContent`)
	if !strings.Contains(good, "wildcard") {
		t.Errorf("line 3 is explained as %q; want its direct offers and wildcard", good)
	}
	totals := eval[string](p, `document.getElementById('totals').textContent`)
	if !strings.Contains(totals, "1 problem") || !strings.Contains(totals, "10 AgP of savings") {
		t.Errorf("totals read %q", totals)
	}
	p.shot("5-checker")

	// Issue 13 §2: the engine counts bytes, the page characters. After an en
	// dash the highlight lands exactly on the bad token.
	p.paste("sheet", "4 : A PAR - BUR\n5 : A PAR – XYZ\n")
	p.wait("the non-ASCII line flagged", `(document.querySelector('#lines li.bad[data-line="2"] code') || {}).textContent === ' 5 : A PAR – XYZ'`)
	if got := eval[string](p, `document.querySelector('#lines li.bad[data-line="2"] .problem').textContent`); !strings.HasPrefix(got, "column 13:") {
		t.Errorf("the problem reads %q; want column 13 (characters), where XYZ starts", got)
	}
	p.do("jump to the line", chromedp.Click(chromedp.CSS(`#lines li.bad[data-line="2"] button`)))
	if sel := eval[string](p, `document.getElementById('sheet').selectedText`); sel != "" {
		t.Errorf("the jump selects %q; want the cursor alone (issue 28)", sel)
	}
	if rest := eval[string](p, `(() => { const v = document.getElementById('sheet').cmView, h = v.state.selection.main.head; return v.state.sliceDoc(h, v.state.doc.lineAt(h).to); })()`); rest != "XYZ" {
		t.Errorf("after the jump the line reads %q from the cursor; want the cursor before XYZ", rest)
	}

	// Without saying the power, and after a reload: the sheet is kept.
	p.do("no power", chromedp.SetValue(chromedp.ID("power"), ""))
	p.paste("sheet", "4 : A PAR - BUR\n")
	p.wait("a clean sheet", `document.getElementById('totals').textContent.startsWith('No problems')`)
	p.do("reload the checker", chromedp.Reload())
	p.wait("checker ready after reload", `document.documentElement.dataset.ready === 'true'`)
	if got := eval[string](p, `document.getElementById('sheet').value`); got != "4 : A PAR - BUR\n" {
		t.Errorf("after a reload the sheet is %q", got)
	}

	// With the game file, units are checked too: there is no army in Burgundy.
	p.paste("sheet", "4 : A BUR - PAR\n")
	p.wait("syntax and map only: clean", `document.getElementById('totals').textContent.startsWith('No problems')`)
	f, err := gamefile.Start(board.Standard(), "checked", 3)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "checked.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("load the game file", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the missing unit flagged", `document.querySelector('#lines li.bad[data-line="1"]') !== null`)
	if got := eval[string](p, `document.getElementById('against').textContent`); !strings.Contains(got, "checked.json") {
		t.Errorf("the page says it checks against %q", got)
	}
}
