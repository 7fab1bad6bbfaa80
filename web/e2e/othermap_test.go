//go:build e2e

package e2e

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Issue 20: both pages work on a built-in map other than the standard one;
// their requests carry the map's files (web/maps.js).
func TestPagesWorkOnAncmed(t *testing.T) {
	f, data, gamePath := gameFileOn(t, "ancmed", "med", 1)
	pos, err := gamefile.PublicPosition(f).Encode()
	if err != nil {
		t.Fatal(err)
	}
	posPath := filepath.Join(t.TempDir(), "med-position.json")
	if err := os.WriteFile(posPath, pos, 0o644); err != nil {
		t.Fatal(err)
	}

	p := newPage(t)
	p.open("/")
	p.do("open the ancmed game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{gamePath}))
	p.wait("the game loaded", `document.getElementById('game-name').textContent === 'med'`)
	p.wait("the ancmed map drawn", `document.getElementById('board-map').naturalWidth > 0`)
	// The page's own engine module draws it again as the board did (a blob:
	// image cannot be read back under the page's policy).
	game, _ := json.Marshal(string(data))
	svg := evalAsync[string](p, `import('./web/engine.js').then((e) => e.call('render', { game: `+string(game)+` })).then((r) => r.svg)`)
	if !strings.Contains(svg, `data-province="CIR"`) { // Cirta is ancmed's alone
		t.Errorf("the board is not drawn on the ancmed drawing (%d bytes of SVG)", len(svg))
	}
	p.paste("text", "ROME:\n3 : A ROM - ETR\n")
	p.wait("the text checked clean", `document.querySelectorAll('#diagnostics li').length === 0 && !document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("the results shown", `!document.getElementById('results-section').hidden`)
	if rows := eval[string](p, `document.getElementById('orders').textContent`); !strings.Contains(rows, "ETR") {
		t.Errorf("the orders read %q; want Rome's army to Etruria", rows)
	}

	p.open("/web/checker.html")
	p.do("load the ancmed position", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{posPath}))
	p.wait("checking against it", `document.getElementById('against').textContent.includes('med-position.json')`)
	// The hint's examples in ancmed's own names (found playing: the
	// standard map's "A PAR - BUR" and "ACCEPT FEG?" stood there).
	p.wait("ancmed's examples", `document.getElementById('examples').textContent.includes('ACCEPT CEG?')`)
	if ex := eval[string](p, `document.getElementById('examples').textContent`); strings.Contains(ex, "PAR") || strings.Contains(ex, "FEG") {
		t.Errorf("the examples on ancmed read %q", ex)
	}
	p.do("pick Rome", chromedp.SetValue(chromedp.ID("power"), "ROME"))
	p.paste("sheet", "3 : A ROM - ETR\n")
	p.wait("a clean sheet", `document.getElementById('totals').textContent.startsWith('No problems')`)
	if n := eval[int](p, `document.querySelectorAll('#lines li.bad').length`); n != 0 {
		t.Errorf("%d lines flagged on a clean ancmed sheet", n)
	}
	// The offer drawn on ancmed's own map (found playing: "The map cannot
	// be drawn: there is no drawing of the map").
	p.wait("the offer drawn on the map", `document.getElementById('offer-list').textContent.includes('line 1: 3 AgP')`)
}
