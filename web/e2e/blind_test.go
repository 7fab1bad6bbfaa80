//go:build e2e

package e2e

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// keepBlobs makes the page remember what each blob: URL it creates holds:
// its CSP (connect-src 'self') rightly lets no script fetch a blob: URL
// back, and the test must not lift the CSP.
func keepBlobs(p *page) {
	p.t.Helper()
	eval[bool](p, `(() => {
		const create = URL.createObjectURL;
		window.blobTexts = new Map();
		URL.createObjectURL = (blob) => { const url = create(blob); window.blobTexts.set(url, blob.text()); return url; };
		return true;
	})()`)
}

// shownSVG is the SVG text of the picture an <img> shows now (keepBlobs
// first).
func shownSVG(p *page, id string) string {
	p.t.Helper()
	return evalAsync[string](p, fmt.Sprintf(`(async () => { const img = document.getElementById(%q); const text = window.blobTexts.get(img.src); if (!text) throw new Error('no such blob: ' + img.src); return await text; })()`, id))
}

// pick chooses an option of a <select> as a person would, firing change.
func (p *page) pick(id, value string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event('change', {bubbles: true})); return s.value === %q; })()`, id, value, value))
}

// download clicks a download button and returns the file the browser saved.
func (p *page) download(dir, name string) []byte {
	p.t.Helper()
	for try := 1; ; try++ {
		p.do("download "+name, chromedp.Click(chromedp.CSS(fmt.Sprintf(`button[data-file=%q]`, name))))
		if data, ok := waitFile(dir, name, 8*time.Second); ok {
			return data
		}
		if try == 3 {
			p.t.Fatalf("%s: not saved after %d clicks", name, try)
		}
	}
}

// Issue 12, the page in a Tin Cup game (rule 6.3): the GM sees everything,
// and previews what each power will receive, map and texts, before
// downloading it; the board now can be drawn as one power sees it; each
// power's files come as one zip.
func TestGMPreviewsEachPowersViewInABlindGame(t *testing.T) {
	axe := axeSource(t)
	p := newPage(t)
	downloads := t.TempDir()
	p.open("/")
	keepBlobs(p)
	p.click("new game", "new-game")
	p.wait("the dialog", `document.getElementById('new-dialog').open`)
	p.do("name it", chromedp.SetValue(chromedp.ID("new-name"), "tin"))
	p.do("seed", chromedp.SetValue(chromedp.ID("new-seed"), "12"))
	p.click("Tin Cup", "rule-blind")
	p.click("start", "new-start")
	// The new game's board, not the demo's still shown while it is drawn
	// (a blob made after keepBlobs): on a loaded machine the name comes first.
	p.wait("the blind game loaded", `document.getElementById('game-name').textContent === 'tin' && window.blobTexts.has(document.getElementById('board-map').src) && document.getElementById('board-map').complete && document.getElementById('board-map').naturalWidth > 0`)

	// Before adjudication: the board now, as the GM and as France see it.
	if !eval[bool](p, `!document.getElementById('board-seen').hidden`) {
		t.Fatal("a blind game's Board panel offers no choice of whose view to draw")
	}
	if svg := shownSVG(p, "board-map"); !strings.Contains(svg, `data-unit="A SMY"`) || !strings.Contains(svg, `data-unit="A PAR"`) {
		t.Error("the GM's board does not show every unit")
	}
	before := eval[string](p, `document.getElementById('board-map').src`)
	p.pick("board-power", "FRANCE")
	p.wait("France's board drawn", fmt.Sprintf(`document.getElementById('board-map').src !== %q && document.getElementById('board-map').complete`, before))
	svg := shownSVG(p, "board-map")
	if strings.Contains(svg, `data-unit="A SMY"`) || !strings.Contains(svg, `data-unit="A PAR"`) || !strings.Contains(svg, "FRANCE sees it") {
		t.Error("the board as France sees it shows Turkey's army in Smyrna, or not France's own")
	}
	if c := eval[string](p, `document.getElementById('board-caption').textContent`); !strings.Contains(c, "FRANCE") {
		t.Errorf("the board's caption %q does not say whose view it is", c)
	}
	p.shot("blind-board-as-france")

	// Seven sheets, Turkey's army moving SMY - ARM far out of France's sight.
	text := sheetsText()
	if !strings.Contains(text, "A SMY - ARM") {
		t.Fatal("the sheets lost the Turkish move")
	}
	p.paste("text", text)
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results", `!document.getElementById('results-section').hidden && document.getElementById('results-map').complete && document.getElementById('results-map').naturalWidth > 0`)

	// The GM's view: every order.
	if got := eval[string](p, `document.getElementById('preview-power').value`); got != "" {
		t.Errorf("the preview starts at %q, want the GM's view", got)
	}
	gm := shownSVG(p, "results-map")
	if !strings.Contains(gm, `data-order="A SMY - ARM"`) || !strings.Contains(gm, `data-order="A PAR - BUR"`) {
		t.Error("the GM's map of the phase does not show every order")
	}
	if !eval[bool](p, `document.getElementById('preview-texts').hidden`) {
		t.Error("the GM's view shows a power's texts")
	}

	preview := func(power string) (svg, results, report, label string) {
		t.Helper()
		src := eval[string](p, `document.getElementById('results-map').src`)
		p.pick("preview-power", power)
		p.wait(power+"'s map shown", fmt.Sprintf(`document.getElementById('results-map').src !== %q && document.getElementById('results-map').complete && !document.getElementById('preview-texts').hidden`, src))
		return shownSVG(p, "results-map"),
			eval[string](p, `document.getElementById('preview-results').textContent`),
			eval[string](p, `document.getElementById('preview-report').textContent`),
			eval[string](p, `document.getElementById('preview-texts').textContent + ' ' + document.getElementById('preview-caption').textContent`)
	}
	svg, results, report, label := preview("FRANCE")
	for what, s := range map[string]string{"map": svg, "results": results, "report": report} {
		if strings.Contains(s, "A SMY") || strings.Contains(s, "- ARM") || strings.Contains(s, `data-unit="A ARM"`) {
			t.Errorf("France's %s, as previewed, shows Turkey's move A SMY - ARM", what)
		}
		if !strings.Contains(s, "A PAR") {
			t.Errorf("France's %s, as previewed, does not show its own A PAR", what)
		}
	}
	if !strings.Contains(svg, "FRANCE sees it") || !strings.HasPrefix(report, "FRANCE") || !strings.Contains(results, "for FRANCE") {
		t.Error("the preview is not France's map, report and results")
	}
	if !strings.Contains(label, "FRANCE will receive") {
		t.Errorf("the preview is not labelled as what France will receive: %q", label)
	}
	p.axeInject(axe)
	p.axeCheck("GM page, blind results previewed as FRANCE")
	p.shot("blind-preview-france")
	franceResults, franceReport := results, report

	svg, results, _, _ = preview("TURKEY")
	if !strings.Contains(svg, `data-order="A SMY - ARM"`) || !strings.Contains(results, "A SMY - ARM") {
		t.Error("Turkey's preview does not show its own move A SMY - ARM")
	}
	// The picker works from the keyboard, and shows where the focus is.
	p.do("focus the picker", chromedp.Focus(chromedp.ID("preview-power")))
	p.do("one power up", chromedp.KeyEvent(kb.ArrowUp))
	p.wait("Russia's view from the keyboard", `document.getElementById('preview-title').textContent === 'What RUSSIA will receive'`)
	if !eval[bool](p, `(() => { const cs = getComputedStyle(document.getElementById('preview-power')); return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2; })()`) {
		t.Error("the focused picker shows no focus ring")
	}
	src := eval[string](p, `document.getElementById('results-map').src`)
	p.pick("preview-power", "")
	p.wait("the GM's view again", fmt.Sprintf(`document.getElementById('results-map').src !== %q && document.getElementById('results-map').complete && document.getElementById('preview-texts').hidden`, src))
	if svg := shownSVG(p, "results-map"); svg != gm {
		t.Error("back at the GM's view, the map is not the GM's full map")
	}

	// Each power's own zip: its report, results, map, plot and position; France's
	// holds exactly what the preview showed, and nothing of Turkey's move.
	p.do("allow downloads", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
		})
		return err
	}))
	zips := eval[[]string](p, `[...document.querySelectorAll('#reports button[data-file$=".zip"]')].map(b => b.dataset.file)`)
	if len(zips) != 7 || !slices.Contains(zips, "tin-S1901M-france.zip") {
		t.Fatalf("per-power zips %q; want one for each of the seven powers", zips)
	}
	if !eval[bool](p, `document.querySelector('#gm-files button[data-file="tin-S1901M-all-gm.zip"]') !== null`) {
		t.Error("the GM's Everything zip is gone")
	}
	p.settle()
	data := p.download(downloads, "tin-S1901M-france.zip")
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("France's zip: %v", err)
	}
	entries := map[string]string{}
	var names []string
	for _, zf := range zr.File {
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		entries[zf.Name] = string(b)
		names = append(names, zf.Name)
	}
	slices.Sort(names)
	want := []string{"tin-F1901M-france-position.json", "tin-S1901M-france-map.svg", "tin-S1901M-france-plot.svg", "tin-S1901M-france-private.txt", "tin-S1901M-france-results.txt"}
	if !slices.Equal(names, want) {
		t.Errorf("France's zip holds %q, want %q", names, want)
	}
	if entries["tin-S1901M-france-results.txt"] != franceResults || entries["tin-S1901M-france-private.txt"] != franceReport {
		t.Error("France's zip does not hold the results and report the preview showed")
	}
	for name, s := range entries {
		if strings.Contains(s, "SMY") && !strings.HasSuffix(name, ".svg") || strings.Contains(s, `data-unit="A SMY"`) || strings.Contains(s, "A ARM") || strings.HasSuffix(name, "-plot.svg") && strings.Contains(s, `data-power="TURKEY"`) {
			t.Errorf("%s in France's zip reveals Turkey's army", name)
		}
	}

	// On a phone, the preview fits the width.
	p.pick("preview-power", "FRANCE")
	p.wait("France again", `!document.getElementById('preview-texts').hidden`)
	p.do("phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	p.wait("laid out for the phone", `document.documentElement.clientWidth <= 390`)
	evalAsync[bool](p, `(async () => { document.getElementById('preview').scrollIntoView(); for (let i = 0; i < 3; i++) await new Promise(r => requestAnimationFrame(r)); return true; })()`)
	if w := eval[[]float64](p, `[document.documentElement.scrollWidth, document.documentElement.clientWidth]`); w[0] > w[1] {
		t.Errorf("at 390 px the preview scrolls sideways (%v wide in %v)", w[0], w[1])
	}
	p.shot("blind-preview-phone")
}
