//go:build e2e

package e2e

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/render"
)

// Issue 23: the GM's work in the page is never lost (Continue, Undo and
// Open game ask first; a keystroke keeps the results, stale), every phase
// adjudicated here reopens from the timeline with its files byte-identical,
// each power gets one zip of all it receives, the lenient choice says what
// it ignores, focus follows the GM, a phone shows every column, and a long
// game survives a reload from IndexedDB.

// gameFileAt writes a new standard game to a file and returns its bytes.
func gameFileAt(t *testing.T, name string, seed int64) ([]byte, string) {
	t.Helper()
	_, data, path := gameFileOn(t, "standard", name, seed)
	return data, path
}

// gameFileOn writes a new game on a built-in map to a file named as the
// engine names it (NAME-PHASE.json) and returns it, its bytes and path.
func gameFileOn(t *testing.T, mapName, name string, seed int64) (*gamefile.File, []byte, string) {
	t.Helper()
	m, err := maps.Load(mapName)
	if err != nil {
		t.Fatal(err)
	}
	f, err := gamefile.Start(m, name, seed)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name+"-"+f.Phase+".json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return f, data, path
}

func allowDownloads(p *page, dir string) {
	p.t.Helper()
	p.do("allow downloads and the clipboard", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir,
		}); err != nil {
			return err
		}
		for _, name := range []string{"clipboard-read", "clipboard-write"} {
			if _, err := chromedp.Call(ctx, browser.SetPermission, browser.SetPermissionParams{
				Permission: &browser.PermissionDescriptor{Name: name}, Setting: browser.PermissionSettingGranted,
			}); err != nil {
				return err
			}
		}
		return nil
	}))
}

// downloadAgain downloads a file once more (the earlier copy removed: the
// browser would name the new one "name (1)").
func (p *page) downloadAgain(dir, name string) []byte {
	p.t.Helper()
	_ = os.Remove(filepath.Join(dir, name))
	return p.download(dir, name)
}

func unzipAll(t *testing.T, data []byte) map[string][]byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("zip: %v", err)
	}
	out := map[string][]byte{}
	for _, zf := range zr.File {
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		out[zf.Name] = b
	}
	return out
}

// engineFiles are the files the engine makes for a phase, by name, on the
// game's map and its own drawing, as the page makes them.
func engineFiles(t *testing.T, data []byte, text string, lenient bool) (*publish.Adjudication, map[string][]byte) {
	t.Helper()
	g, err := gamefile.LoadFrom(data, maps.Load)
	if err != nil {
		t.Fatal(err)
	}
	res, err := publish.Adjudicate(g, text, game.Options{Lenient: lenient})
	if err != nil {
		t.Fatalf("%s: the engine refuses the text: %v", g.Phase, err)
	}
	if g.Map.ID != "standard" { // the standard drawing is built in
		geo, picture, err := maps.Drawing(g.Map.ID)
		if err != nil {
			t.Fatal(err)
		}
		if res.Drawing, err = render.LoadDrawing(geo, picture); err != nil {
			t.Fatal(err)
		}
	}
	files, err := publish.Downloads(g, res)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		out[f.Name] = f.Data
	}
	return res, out
}

// viewShot keeps what the screen shows now (a modal dialog included,
// which a full-page screenshot leaves out).
func (p *page) viewShot(name string) {
	buf, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err == nil {
		err = os.WriteFile(filepath.Join(p.shots, name+".png"), buf, 0o644)
	}
	if err != nil {
		p.t.Logf("screenshot %s: %v", name, err)
		return
	}
	p.t.Logf("screenshot: %s", filepath.Join(p.shots, name+".png"))
}

const focused = `document.activeElement ? document.activeElement.id : ''`

func TestGMNeverLosesWorkAndReopensEveryPhase(t *testing.T) {
	axe := axeSource(t)
	p := newPageOn(t, serve(t, siteDir(t)), 1280, 1000)
	downloads := t.TempDir()
	p.open("/")
	keepBlobs(p)
	allowDownloads(p, downloads)
	data, path := gameFileAt(t, "gm23", 23)
	p.do("open the game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the game loaded", `document.getElementById('game-name').textContent === 'gm23'`)

	text := sheetsText()
	p.paste("text", text)
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results", `!document.getElementById('results-section').hidden`)
	if id := eval[string](p, focused); id != "results-title" {
		t.Errorf("after Adjudicate the focus is on %q; want the results' heading", id)
	}

	// A keystroke after adjudicating keeps the results, saying they are stale.
	text += "% checked twice\n"
	p.paste("text", text)
	p.wait("stale", `!document.getElementById('results-stale').hidden && !document.getElementById('results-section').hidden && document.querySelectorAll('#orders tbody tr').length > 0`)

	// Continue asks before leaving files never downloaded; Go back keeps all.
	p.click("continue", "continue")
	p.wait("asked", `document.getElementById('confirm-dialog').open`)
	_, first := engineFiles(t, data, strings.TrimSuffix(text, "% checked twice\n"), false)
	if got := eval[string](p, `document.getElementById('confirm-message').textContent + document.getElementById('confirm-list').textContent`); !strings.Contains(got, "gm23-S1901M-results.txt") || !strings.Contains(got, fmt.Sprintf("%d of the %d files of Spring 1901 Movement were never downloaded", len(first), len(first))) {
		t.Errorf("the question lists %q; want the %d files never downloaded", got, len(first))
	}
	if id := eval[string](p, focused); id != "confirm-stay" {
		t.Errorf("the question leaves the focus on %q; want Go back, the safe answer", id)
	}
	p.viewShot("gm23-1280-confirm")
	p.click("go back", "confirm-stay")
	p.wait("still Spring", `!document.getElementById('confirm-dialog').open && document.getElementById('game-phase').textContent === 'Spring 1901 Movement'`)

	p.wait("the new text checked", `!document.getElementById('adjudicate').disabled`)
	p.settle()
	p.click("adjudicate again", "adjudicate")
	p.wait("fresh results", `!document.getElementById('results-section').hidden && document.getElementById('results-stale').hidden`)
	p.settle()

	// One zip per power of everything it receives: its report and what
	// everybody receives, byte for byte the engine's, nothing of another.
	res, want := engineFiles(t, data, text, false)
	france := p.download(downloads, "gm23-S1901M-france.zip")
	got := unzipAll(t, france)
	var names, wantNames []string
	for name := range want {
		// What everybody receives, and France's own report and plot.
		own := strings.HasSuffix(name, "-private.txt") || strings.HasSuffix(name, "-plot.svg") && name != "gm23-S1901M-plot.svg"
		if !strings.Contains(name, "-gm-") && (!own || strings.Contains(name, "-france-")) {
			wantNames = append(wantNames, name)
		}
	}
	for name := range got {
		names = append(names, name)
		if !bytes.Equal(got[name], want[name]) {
			t.Errorf("%s in France's zip differs from the engine's", name)
		}
	}
	slices.Sort(names)
	slices.Sort(wantNames)
	if len(wantNames) != 6 || !slices.Equal(names, wantNames) {
		t.Errorf("France's zip holds %q; want %q", names, wantNames)
	}
	if n := eval[int](p, `document.querySelectorAll('#reports button[data-file$=".zip"]').length`); n != 7 {
		t.Errorf("%d power zips; want one for each of the seven powers", n)
	}
	// Its report to paste into a mail.
	p.do("copy France's report", chromedp.Click(chromedp.CSS(`button[data-copy="FRANCE"]`)))
	p.wait("copied", `document.querySelector('li.power-files[data-power="FRANCE"] .copied').textContent !== ''`)
	if clip := evalAsync[string](p, `navigator.clipboard.readText()`); clip != res.Reports["FRANCE"] {
		t.Errorf("the clipboard holds %.80q; want France's report", clip)
	}
	p.do("France sent", chromedp.Click(chromedp.CSS(`input[data-sent="FRANCE"]`)))
	p.shot("gm23-1280-results")

	// Continue (the other powers' files not downloaded yet): the sheet box
	// has the focus.
	p.click("continue", "continue")
	p.confirm("continue anyway")
	p.wait("Fall", `document.getElementById('game-phase').textContent === 'Fall 1901 Movement'`)
	if id := eval[string](p, focused); id != "text" {
		t.Errorf("after Continue the focus is on %q; want the sheet box", id)
	}
	p.wait("Spring in the timeline", `document.querySelector('#timeline button[data-phase="S1901M"]') !== null`)

	// Fall: nothing sent, every unit holds; continue.
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate Fall", "adjudicate")
	p.wait("Fall's results", `!document.getElementById('results-section').hidden && document.getElementById('results-phase').textContent.startsWith('Fall 1901')`)
	p.settle()
	p.click("continue", "continue")
	p.confirm("continue anyway")
	p.wait("after Fall", `document.getElementById('game-phase').textContent !== 'Fall 1901 Movement' && document.querySelector('#timeline button[data-phase="F1901M"]') !== null`)
	now := eval[string](p, `document.getElementById('game-phase').textContent`)

	// The timeline reopens Spring with its files, byte-identical to what
	// was sent then, and its checklist.
	reopen := func() {
		t.Helper()
		p.do("open Spring from the timeline", chromedp.Click(chromedp.CSS(`#timeline button[data-phase="S1901M"]`)))
		p.wait("Spring's results", `!document.getElementById('results-past').hidden && document.getElementById('results-phase').textContent.startsWith('Spring 1901')`)
		p.settle()
	}
	reopen()
	if id := eval[string](p, focused); id != "results-title" {
		t.Errorf("a phase opened from the timeline leaves the focus on %q", id)
	}
	if !eval[bool](p, `document.querySelector('input[data-sent="FRANCE"]').checked && !document.querySelector('input[data-sent="ITALY"]').checked`) {
		t.Error("Spring's checklist does not say France was sent, and only France")
	}
	if !eval[bool](p, `document.getElementById('continue-line').hidden`) {
		t.Error("an earlier phase offers Continue")
	}
	if again := p.downloadAgain(downloads, "gm23-S1901M-france.zip"); !bytes.Equal(again, france) {
		t.Error("France's zip downloaded from the timeline differs from the one sent")
	}
	for _, name := range []string{"gm23-S1901M-results.txt", "gm23-S1901M-gm-chart.txt", "gm23-F1901M-gm-game.json"} {
		if b := p.downloadAgain(downloads, name); !bytes.Equal(b, want[name]) {
			t.Errorf("%s from the timeline differs from the engine's", name)
		}
	}
	if chart := eval[string](p, `document.getElementById('chart-text').textContent`); chart != string(want["gm23-S1901M-gm-chart.txt"]) {
		t.Error("the chart shown for Spring is not Spring's chart")
	}
	p.wait("Spring's map", `document.getElementById('results-map').complete`)
	if svg := shownSVG(p, "results-map"); svg != string(want["gm23-S1901M-map.svg"]) {
		t.Error("the map shown for Spring is not Spring's map")
	}
	if rows := eval[[][]string](p, `[...document.querySelectorAll('#ledgers tbody tr')].map(r => [...r.cells].map(c => c.textContent))`); len(rows) != len(res.Ledgers) || rows[0][0] != "AUSTRIA" || rows[0][5] != fmt.Sprint(res.Ledgers["AUSTRIA"].After) {
		t.Errorf("Spring's ledgers read %q", rows)
	}
	if n := eval[int](p, `document.querySelectorAll('#orders tbody tr').length`); n != len(res.Orders) {
		t.Errorf("Spring's orders: %d rows, want %d", n, len(res.Orders))
	}
	p.axeInject(axe)
	p.axeCheck("GM page, an earlier phase open from the timeline")
	p.shot("gm23-1280-timeline")

	// A reload keeps it all: the game, both phases, the checklist.
	p.do("reload", chromedp.Reload())
	p.wait("ready", `document.documentElement.dataset.ready === 'true'`)
	if got := eval[string](p, `document.getElementById('game-phase').textContent`); got != now {
		t.Errorf("after a reload the game is at %q, want %q", got, now)
	}
	if got := eval[string](p, `document.getElementById('undo').textContent`); got != "Undo: back to Fall 1901 Movement" {
		t.Errorf("Undo reads %q", got)
	}
	reopen()
	if !eval[bool](p, `document.querySelector('input[data-sent="FRANCE"]').checked`) {
		t.Error("after a reload Spring's checklist forgot France")
	}
	if p := eval[string](p, `document.documentElement.dataset.persisted || ''`); p == "" {
		t.Error("the page did not ask for persistent storage")
	}

	// Undo, twice: back to Fall (its results), then to Spring (its text
	// and results; Fall's results never downloaded, so it asks).
	p.click("undo", "undo")
	p.wait("Fall again", `document.getElementById('game-phase').textContent === 'Fall 1901 Movement' && document.getElementById('results-phase').textContent.startsWith('Fall 1901')`)
	p.click("undo again", "undo")
	p.confirm("undo, dropping Fall's results")
	p.wait("Spring again", `document.getElementById('game-phase').textContent === 'Spring 1901 Movement' && document.getElementById('undo').disabled`)
	if got := eval[string](p, `document.getElementById('text').value`); got != text {
		t.Errorf("after Undo the text is %.60q; want Spring's", got)
	}
	if !eval[bool](p, `!document.getElementById('results-section').hidden && document.getElementById('results-stale').hidden && document.getElementById('results-past').hidden`) {
		t.Error("after Undo Spring's results are not shown as the current ones")
	}

	// Open game… asks before dropping Spring's files never downloaded.
	retreat := filepath.Join(t.TempDir(), "retreat-S1901R.json")
	if err := os.WriteFile(retreat, retreatGame(t), 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("open another game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{retreat}))
	p.wait("asked", `document.getElementById('confirm-dialog').open`)
	p.click("go back", "confirm-stay")
	p.wait("the game kept", `!document.getElementById('confirm-dialog').open`)
	if got := eval[string](p, `document.getElementById('game-name').textContent + ' ' + document.getElementById('game-phase').textContent`); got != "gm23 Spring 1901 Movement" {
		t.Errorf("Go back left %q", got)
	}
}

// The lenient choice counts what a lenient adjudication really ignores:
// whole sections (a misspelt header; an earlier section of a power that
// has two) and lines, in the phase's words.
func TestLenientChoiceSaysWhatItIgnores(t *testing.T) {
	p := newPage(t)
	p.open("/")
	data, path := gameFileAt(t, "lenient", 5)
	p.do("open the game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the game loaded", `document.getElementById('game-name').textContent === 'lenient'`)
	text := "ITALY:\n4 : A VEN - PIE\n2 : A ROM - APU\n\nGERMNAY:\n7 : A MUN - RUH\n3 : F KIE - DEN\n1 @ A BER H\n\nFRANCE:\n4 : A PAR - XYZ\n\nITALY:\n3 : F NAP - ION\n"
	res, _ := engineFiles(t, data, text, true)
	lines := map[int]bool{}
	for _, d := range res.Ignored {
		lines[d.Line] = true
	}
	p.paste("text", text)
	p.wait("the count", `!document.getElementById('lenient').disabled && document.getElementById('lenient-label').textContent.includes('ignoring') && !document.getElementById('lenient-label').textContent.includes('counting')`)
	label := eval[string](p, `document.getElementById('lenient-label').textContent`)
	for _, want := range []string{fmt.Sprintf("ignoring %d lines", len(lines)), "“GERMNAY”", "3 lines", "ITALY's earlier section (line 1, 2 lines", "line 13 replaces it", "offer"} {
		if !strings.Contains(label, want) {
			t.Errorf("the lenient choice reads %q; want %q in it", label, want)
		}
	}
	p.shot("lenient-label")
	p.click("choose it", "lenient")
	p.wait("enabled", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results", `!document.getElementById('results-section').hidden`)
	if n := eval[int](p, `new Set([...document.querySelectorAll('#ignored-list li')].map(li => li.textContent.match(/line (\d+)/)[1])).size`); n != len(lines) {
		t.Errorf("the label said %d lines; the results list %d", len(lines), n)
	}

	// In a retreat phase the same choice speaks of orders.
	retreat := filepath.Join(t.TempDir(), "retreat-S1901R.json")
	if err := os.WriteFile(retreat, retreatGame(t), 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("open the retreat game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{retreat}))
	p.confirm("open it anyway")
	p.wait("retreats", `document.getElementById('game-phase').textContent === 'Spring 1901 Retreats'`)
	p.paste("text", "AUSTRIA:\nF TRI - XYZ\n")
	// The count of this text (the old game's text had its own count).
	p.wait("the count", `[...document.querySelectorAll('#diagnostics li')].length === 1 && document.querySelector('#diagnostics li').textContent.includes('AUSTRIA') && !document.getElementById('lenient').disabled && document.getElementById('lenient-label').textContent.includes('ignoring') && !document.getElementById('lenient-label').textContent.includes('counting')`)
	if label := eval[string](p, `document.getElementById('lenient-label').textContent`); !strings.Contains(label, "no such order is given") || strings.Contains(label, "offer") {
		t.Errorf("in a retreat phase the lenient choice reads %q; want orders, not offers", label)
	}
}

// At 390 px every table is one card per row: the Result of each order and
// the After of each ledger are on the screen, nothing scrolls sideways.
func TestPhoneShowsEveryColumn(t *testing.T) {
	axe := axeSource(t)
	p := newPageOn(t, serve(t, siteDir(t)), 390, 844)
	p.do("phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	p.open("/")
	if w := eval[int](p, `document.documentElement.clientWidth`); w != 390 {
		t.Fatalf("the page is %d px wide, want 390", w)
	}
	p.paste("text", sheetsText())
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results", `!document.getElementById('results-section').hidden && document.querySelectorAll('#orders tbody tr').length > 0`)
	p.settle()
	if id := eval[string](p, focused); id != "results-title" {
		t.Errorf("after Adjudicate on a phone the focus is on %q", id)
	}
	// Every cell on screen, with its column's name beside it.
	hidden := eval[[]string](p, `(() => {
		const out = [], w = document.documentElement.clientWidth;
		for (const td of document.querySelectorAll('#orders tbody td, #ledgers tbody td, #powers tbody td, #summary tbody td:not(.money):not(.orders)')) {
			const r = td.getBoundingClientRect();
			const label = getComputedStyle(td, '::before').content;
			if (r.width === 0 || r.left < 0 || r.right > w + 0.5 || !label || label === 'none') out.push(td.closest('table').id + ': ' + td.textContent + ' ' + label + ' ' + r.left + '-' + r.right);
		}
		for (const f of document.querySelectorAll('.table-frame')) if (f.scrollWidth > f.clientWidth + 1) out.push('frame ' + f.getAttribute('aria-label') + ' scrolls');
		if (document.documentElement.scrollWidth > w) out.push('the page scrolls sideways');
		return out;
	})()`)
	for _, h := range hidden {
		t.Errorf("at 390 px: %s", h)
	}
	if r := eval[string](p, `document.querySelector('#orders tbody td:last-child').dataset.label`); r != "Result" {
		t.Errorf("the last cell of an order is labelled %q, want Result", r)
	}
	p.axeInject(axe)
	p.axeCheck("GM page at 390 px, results")
	p.shot("gm23-390-results")
}

// A 20-year game (its history 40 phases long, each movement phase's sheets
// long) is kept whole in IndexedDB, two more phases played in the page with
// their answers, far beyond localStorage's 5 MB, and reloads intact.
func TestTwentyYearGameSurvivesAReload(t *testing.T) {
	f, err := gamefile.Start(board.Standard(), "long", 7)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	pad := strings.Repeat("% "+strings.Repeat("x", 90)+"\n", 60)
	var g *gamefile.Game
	first := map[string][]byte{} // the files of the first phase, as made then
	for {
		if g, err = gamefile.Load(data); err != nil {
			t.Fatal(err)
		}
		if g.Phase.Year-1901 == 20 {
			break
		}
		text := ""
		if g.Phase.Kind == 'M' {
			for _, p := range []string{"AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"} {
				text += p + ":\n" + pad
			}
		}
		// As the page adjudicates: the chart goes into the history.
		res, err := publish.Adjudicate(g, text, game.Options{})
		if err != nil {
			t.Fatalf("%s: %v", g.Phase, err)
		}
		if len(first) == 0 {
			files, err := publish.Downloads(g, res)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range files {
				first[f.Name] = f.Data
			}
		}
		if data, err = res.Next.Encode(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("measured: a 20-year game file of %d bytes, %d phases of history, at %s", len(data), g.File.History.Len(), g.Phase.Long())
	path := filepath.Join(t.TempDir(), "long.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	downloads := t.TempDir()
	p.open("/")
	allowDownloads(p, downloads)
	p.do("open the long game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("loaded", `document.getElementById('game-name').textContent === 'long'`)
	start := eval[string](p, `document.getElementById('game-phase').textContent`)
	// A phase only in the file's history: its map, and its files made again
	// by the engine, byte for byte those made then.
	p.do("the first year's map", chromedp.Click(chromedp.CSS(`#timeline button[data-map="S1901M"]`)))
	p.wait("drawn", `document.getElementById('board-caption').textContent.startsWith('Spring 1901 Movement, as adjudicated')`)
	p.do("the first phase again", chromedp.Click(chromedp.CSS(`#timeline button[data-phase="S1901M"]`)))
	p.wait("made again", `!document.getElementById('results-past').hidden && document.getElementById('results-phase').textContent.startsWith('Spring 1901 Movement')`)
	p.settle()
	t.Logf("measured: Spring 1901 from a 40-phase history: %s", eval[string](p, `document.getElementById('results-note').textContent`))
	for _, name := range []string{"long-S1901M-results.txt", "long-S1901M-france-private.txt", "long-S1901M-gm-chart.txt", "long-F1901M-gm-game.json", "long-S1901M-map.svg"} {
		if len(first[name]) == 0 {
			t.Errorf("the engine made no %s", name)
		}
		if got := p.download(downloads, name); !bytes.Equal(got, first[name]) {
			t.Errorf("%s made again from the history differs from the one made then", name)
		}
	}
	p.shot("gm23-1280-history-phase")
	// The last phase of the history: the whole game played again.
	last := g.File.History.At(g.File.History.Len() - 1).Phase
	p.do("the last phase of the history", chromedp.Click(chromedp.CSS(fmt.Sprintf(`#timeline button[data-phase=%q]`, last))))
	p.wait("made again", fmt.Sprintf(`document.querySelector('#timeline li.shown button[data-phase=%q]') !== null || !document.getElementById('alert').hidden`, last))
	if alert := eval[string](p, `document.getElementById('alert').hidden ? '' : document.getElementById('alert').textContent`); alert != "" {
		t.Errorf("%s could not be made again: %s", last, alert)
	}
	t.Logf("measured: %s made again from a 40-phase history: %s", last, eval[string](p, `document.getElementById('results-note').textContent`))
	p.click("back to the current phase", "results-current")
	for i := 0; i < 2; i++ {
		phase := eval[string](p, `document.getElementById('game-phase').textContent`)
		p.wait("checked", `!document.getElementById('adjudicate').disabled`)
		p.click("adjudicate", "adjudicate")
		p.wait("results", fmt.Sprintf(`!document.getElementById('results-section').hidden && document.getElementById('results-phase').textContent.startsWith(%q)`, phase))
		p.settle()
		p.click("continue", "continue")
		p.confirm("continue")
		p.wait("next", fmt.Sprintf(`document.getElementById('game-phase').textContent !== %q`, phase))
	}
	now := eval[string](p, `document.getElementById('game-phase').textContent`)
	stored := evalAsync[float64](p, `new Promise((resolve, reject) => {
		const req = indexedDB.open('payola-gm');
		req.onsuccess = () => {
			const all = req.result.transaction('kv').objectStore('kv').getAll();
			all.onsuccess = () => resolve(all.result.reduce((n, v) => n + JSON.stringify(v).length, 0));
			all.onerror = () => reject(all.error);
		};
		req.onerror = () => reject(req.error);
	})`)
	t.Logf("measured: %.1f MB kept in IndexedDB for the game, two phases played in the page", stored/1e6)
	if stored < 5e6 {
		t.Errorf("only %.0f bytes stored: the test must hold more than localStorage's 5 MB", stored)
	}
	p.do("reload", chromedp.Reload())
	p.wait("ready", `document.documentElement.dataset.ready === 'true'`)
	t.Logf("measured: after a reload, the whole game read back from IndexedDB in %s ms", eval[string](p, `document.documentElement.dataset.restoreMs`))
	if got := eval[string](p, `document.getElementById('game-name').textContent + ' ' + document.getElementById('game-phase').textContent`); got != "long "+now {
		t.Errorf("after a reload the page shows %q, want long %s", got, now)
	}
	if n := eval[int](p, `document.querySelectorAll('#timeline button[data-phase]').length`); n != g.File.History.Len()+2 {
		t.Errorf("the timeline lists %d phases, want %d", n, g.File.History.Len()+2)
	}
	// The phase now has no results: Undo goes at once; the one before has
	// results never downloaded: Undo asks.
	p.click("undo", "undo")
	p.wait("back one", fmt.Sprintf(`document.getElementById('game-phase').textContent !== %q && !document.getElementById('results-section').hidden`, now))
	p.click("undo again", "undo")
	p.confirm("undo")
	p.wait("the start again", fmt.Sprintf(`document.getElementById('game-phase').textContent === %q && document.getElementById('undo').disabled`, start))
	kept := evalAsync[string](p, `new Promise((resolve, reject) => {
		const req = indexedDB.open('payola-gm');
		req.onsuccess = () => { const r = req.result.transaction('kv').objectStore('kv').get('current'); r.onsuccess = () => resolve(r.result.game); r.onerror = () => reject(r.error); };
		req.onerror = () => reject(req.error);
	})`)
	if kept != string(data) {
		t.Errorf("after two Undos the game kept is %d bytes, not the %d-byte file opened", len(kept), len(data))
	}
}

// What an older version kept in localStorage (game, text, results) moves
// to IndexedDB on the first visit of this one, and the old entry goes.
func TestOldStorageMovesToIndexedDB(t *testing.T) {
	data, _ := gameFileAt(t, "kept", 3)
	entry, err := json.Marshal(map[string]any{"game": string(data), "text": "FRANCE:\n4 : A PAR - BUR\n", "source": "kept.json", "result": nil})
	if err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	// A page of the same site that runs nothing: the old entry goes in
	// before the GM page ever starts.
	p.do("the site", chromedp.Navigate(p.url+"/web/icon.svg"))
	eval[bool](p, fmt.Sprintf(`(localStorage.setItem('payola-gm/1', %q), true)`, entry))
	p.open("/")
	if got := eval[string](p, `document.getElementById('game-name').textContent + '|' + document.getElementById('text').value`); got != "kept|FRANCE:\n4 : A PAR - BUR\n" {
		t.Errorf("the first visit shows %q; want the game and text the old version kept", got)
	}
	if eval[bool](p, `localStorage.getItem('payola-gm/1') !== null`) {
		t.Error("the old entry is still in localStorage")
	}
	p.do("reload", chromedp.Reload())
	p.wait("ready", `document.documentElement.dataset.ready === 'true'`)
	if got := eval[string](p, `document.getElementById('game-name').textContent`); got != "kept" {
		t.Errorf("after a reload the game is %q; want it kept, now from IndexedDB", got)
	}
}

// Text pasted a moment before the page goes away (a reload, a closed tab)
// is kept, although its live check never ran: the GM loses nothing.
func TestTextPastedJustBeforeAReloadIsKept(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.wait("the engine ready", `document.getElementById('check-status').textContent !== ''`)
	text := "FRANCE:\n1 : A PAR H\n"
	p.paste("text", text)
	p.do("reload at once", chromedp.Reload())
	p.wait("the game back", `document.getElementById('game-phase').textContent !== '' && document.getElementById('check-status').textContent !== ''`)
	if got := eval[string](p, `document.getElementById('text').value`); got != text {
		t.Errorf("after a reload the text is %q; want %q, pasted just before", got, text)
	}
}
