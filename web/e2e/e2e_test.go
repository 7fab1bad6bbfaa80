//go:build e2e

// Package e2e drives the built web app (scripts/build) in a real headless
// Chromium, as a GM and a player would use it. Run it with
//
//	scripts/build && go test -tags e2e ./web/e2e
//
// PAYOLA_SITE names another site folder; PAYOLA_SCREENSHOTS keeps the
// screenshots in a folder of your choice.
package e2e

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/web/static"
)

// Budgets of the issue: the engine ready on localhost, and a heavy phase
// adjudicated in the page. They are measured and logged (go test -v), not
// asserted: a timing depends on the machine, and a test must not (the
// project measures performance, it does not time tests).
const (
	readyBudgetMs = 500
	heavyBudgetMs = 50
)

func budget(t *testing.T, what string, ms float64, budgetMs int) {
	t.Helper()
	verdict := "within"
	if ms > float64(budgetMs) {
		verdict = "OVER"
	}
	t.Logf("measured: %s took %.1f ms (%s the budget of %d ms)", what, ms, verdict, budgetMs)
}

// sheets are seven powers' sheets for Spring 1901; the first line of each is
// written so that it appears, as read, only in its own power's report.
var sheets = map[string][]string{
	"AUSTRIA": {"5 : A VIE - GAL", "3 : F TRI - ALB", "2 > A BUD - SER"},
	"ENGLAND": {"6 : F LON - NTH", "4 : F EDI - NWG", "2 : A LVP - YOR"},
	"FRANCE":  {"4 : A PAR - BUR", "2*3#1 + 1 > F BRE - MAO | - ENG % to the ocean", "10$"},
	"GERMANY": {"7 : A MUN - RUH", "3 : F KIE - DEN", "1 @ A BER H"},
	"ITALY":   {"4 : A VEN - PIE", "2 : A ROM - APU", "3 : F NAP - ION"},
	"RUSSIA":  {"8 : A MOS - UKR", "4 : F SEV - BLA", "3 : A WAR - GAL", "2 : F STP/SC - BOT"},
	"TURKEY":  {"9 : F ANK - BLA", "4 : A CON - BUL", "2 : A SMY - ARM"},
}

func sheetsText() string {
	var names []string
	for p := range sheets {
		names = append(names, p)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, p := range names {
		fmt.Fprintf(&b, "%s:\n%s\n\n", p, strings.Join(sheets[p], "\n"))
	}
	return b.String()
}

func findBrowser(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("CHROME"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("no Chromium found for the browser test: install it with `apt-get update && apt-get install -y chromium` (or set CHROME)")
	return ""
}

func siteDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("PAYOLA_SITE")
	if dir == "" {
		dir = filepath.Join("..", "..", "_site")
	}
	for _, f := range []string{"index.html", "web/payola.wasm", "web/wasm_exec.js", "web/checker.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("the site is not built (%v): run scripts/build first", err)
		}
	}
	return dir
}

// page is one browser tab on the served site.
type page struct {
	t          *testing.T
	ctx        context.Context
	url        string
	shots      string
	exceptions atomic.Int32
}

func (p *page) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, steps...); err != nil {
		p.shot("failed-" + strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
				return r
			}
			return '-'
		}, what))
		p.t.Fatalf("%s: %v", what, err)
	}
}

func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// evalAsync evaluates an expression that gives a promise and waits for it.
func evalAsync[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, func(ep *runtime.EvaluateParams) { ep.AwaitPromise = new(true) }))
	if err != nil {
		p.t.Fatalf("evaluating %.200s: %v", expr, err)
	}
	return v
}

// wait polls a JavaScript condition, through any navigation the page
// makes meanwhile (a reload the page chose).
func (p *page) wait(what, cond string) {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	p.do(what, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for {
			_, err := chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(time.Until(deadline)))(ctx, t)
			if err == nil || time.Now().After(deadline) || !navigating(err) {
				return err
			}
			time.Sleep(200 * time.Millisecond)
		}
	}))
}

func navigating(err error) bool {
	s := err.Error()
	return strings.Contains(s, "navigated or closed") || strings.Contains(s, "Not attached") || strings.Contains(s, "context was destroyed") || strings.Contains(s, "Cannot find context")
}

func (p *page) shot(name string) {
	buf, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Logf("screenshot %s: %v", name, err)
		return
	}
	path := filepath.Join(p.shots, name+".png")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		p.t.Logf("screenshot %s: %v", name, err)
		return
	}
	p.t.Logf("screenshot: %s", path)
}

// paste puts text in a textarea as a paste would, firing its input event.
func (p *page) paste(id, text string) {
	p.t.Helper()
	js, _ := json.Marshal(text)
	eval[bool](p, fmt.Sprintf(`(() => { const t = document.getElementById(%q); t.value = %s; t.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, id, js))
}

func newPage(t *testing.T) *page {
	t.Helper()
	return newPageOn(t, serve(t, siteDir(t)), 1440, 1000)
}

// serve serves a built site for the test's time.
func serve(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(static.Handler(dir))
	t.Cleanup(srv.Close)
	return srv
}

// newPageOn starts a browser of its own (its own profile: no service
// worker or storage from another test) with a window of the given size.
func newPageOn(t *testing.T, srv *httptest.Server, width, height int) *page {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(findBrowser(t)),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-component-update", true),
		chromedp.WindowSize(width, height),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(allocCtx)
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, 4*time.Minute)
	t.Cleanup(cancelTime)

	shots := os.Getenv("PAYOLA_SCREENSHOTS")
	if shots == "" {
		shots = filepath.Join(os.TempDir(), "payola-e2e")
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	p := &page{t: t, ctx: ctx, url: srv.URL, shots: shots}
	p.listen()
	return p
}

// newTab opens another tab in the same browser (same profile, same service
// worker).
func (p *page) newTab() *page {
	p.t.Helper()
	ctx, cancel := chromedp.NewContext(p.ctx)
	p.t.Cleanup(cancel)
	q := &page{t: p.t, ctx: ctx, url: p.url, shots: p.shots}
	q.listen()
	return q
}

// listen sends the page's console and uncaught exceptions to the test log.
func (p *page) listen() {
	t := p.t
	if err := chromedp.Listen(p.ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range ev.Args {
				parts = append(parts, string(a.Value))
			}
			t.Logf("console.%s: %s", ev.Type, strings.Join(parts, " "))
		case *runtime.EventExceptionThrown:
			p.exceptions.Add(1)
			t.Logf("page exception: %s %v", ev.ExceptionDetails.Text, ev.ExceptionDetails.Exception)
		}
	}); err != nil {
		t.Fatal(err)
	}
}

// open loads a page and waits for its engine; it returns the engine's ready
// time in milliseconds since navigation began.
func (p *page) open(path string) float64 {
	p.t.Helper()
	p.do("open "+path, chromedp.Navigate(p.url+path))
	p.wait("engine ready on "+path, `document.documentElement.dataset.ready === 'true'`)
	return eval[float64](p, `Number(document.documentElement.dataset.engineReadyMs)`)
}

func TestGMAdjudicatesAPhaseInTheBrowser(t *testing.T) {
	p := newPage(t)
	downloads := t.TempDir()

	readyMs := p.open("/")
	t.Logf("GM page: engine ready %.0f ms after navigation began (budget %d ms)", readyMs, readyBudgetMs)
	budget(t, "the GM page's engine start", readyMs, readyBudgetMs)
	if name := eval[string](p, `document.getElementById('game-name').textContent`); name != "demo" {
		t.Errorf("first visit shows game %q, want the demo", name)
	}
	// Under the page's Content-Security-Policy the stylesheet applies, the
	// wasm runs (we got here) and the map shows as a blob: image.
	p.wait("the board drawn", `document.getElementById('board-map').naturalWidth > 0`)
	if rules := eval[string](p, `document.getElementById('rules').textContent`); !strings.Contains(rules, "Income: decreasing") {
		t.Errorf("the game panel must show the game's rules (rule 6); it shows %q", rules)
	}
	if bg := eval[string](p, `getComputedStyle(document.querySelector('header')).backgroundColor`); bg != "rgb(36, 48, 61)" {
		t.Errorf("the header's background is %q: is the stylesheet blocked?", bg)
	}
	p.shot("1-gm-demo")

	// Load a game file through the file picker.
	f, err := game.Start(board.Standard(), "e2e", 11)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	gamePath := filepath.Join(t.TempDir(), "e2e-S1901M.json")
	if err := os.WriteFile(gamePath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("open the game file", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{gamePath}))
	p.wait("the game file loaded", `document.getElementById('game-name').textContent === 'e2e'`)

	// A bad line is flagged live, and adjudication needs the explicit choice.
	text := sheetsText()
	p.paste("text", text+"ITALY\n")
	p.paste("text", strings.Replace(text, "3 : F NAP - ION", "3 : F NAP - XYZ", 1))
	p.wait("the bad line flagged", `document.querySelectorAll('#diagnostics li').length === 1`)
	diag := eval[string](p, `document.querySelector('#diagnostics li').textContent`)
	if !strings.Contains(diag, "ITALY") || !strings.Contains(diag, "line") {
		t.Errorf("diagnostic %q does not name ITALY and the line", diag)
	}
	if !eval[bool](p, `document.getElementById('adjudicate').disabled && !document.getElementById('lenient-choice').hidden`) {
		t.Error("with a problem in the text, Adjudicate must wait for the explicit choice to ignore invalid lines")
	}
	p.shot("2-gm-problem")
	p.do("choose to ignore invalid lines", chromedp.Click(chromedp.ID("lenient")))
	p.wait("adjudicate enabled", `!document.getElementById('adjudicate').disabled`)
	p.do("adjudicate leniently", chromedp.Click(chromedp.ID("adjudicate")))
	p.wait("lenient results", `!document.getElementById('results-section').hidden`)
	if ignored := eval[string](p, `document.getElementById('ignored').hidden ? '' : document.getElementById('ignored-list').textContent`); !strings.Contains(ignored, "ITALY") {
		t.Errorf("the ignored lines read %q; want Italy's bad line", ignored)
	}

	// Seven clean sheets: adjudicate.
	p.paste("text", text)
	p.wait("the text checked clean", `document.querySelectorAll('#diagnostics li').length === 0 && !document.getElementById('adjudicate').disabled && document.getElementById('results-section').hidden`)
	offered := eval[string](p, `[...document.querySelectorAll('#summary tbody tr')].map(r => r.textContent).join('|')`)
	if !strings.Contains(offered, "FRANCE") || strings.Count(offered, "|") != 6 {
		t.Errorf("summary rows %q; want one per power", offered)
	}
	p.do("adjudicate", chromedp.Click(chromedp.ID("adjudicate")))
	p.wait("the results shown", `!document.getElementById('results-section').hidden`)
	p.shot("3-gm-results")

	// The page shows exactly the orders the engine issues.
	g, err := game.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	want, err := game.Adjudicate(g, text, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rows := eval[[][]string](p, `[...document.querySelectorAll('#orders tbody tr')].map(r => [...r.cells].map(c => c.textContent))`)
	if len(rows) != len(want.Orders) {
		t.Fatalf("%d orders on the page, the engine issues %d", len(rows), len(want.Orders))
	}
	for i, o := range want.Orders {
		total := ""
		if o.Total != nil {
			total = fmt.Sprintf("%d AgP", *o.Total)
		}
		if r := rows[i]; r[0] != o.Power || r[2] != o.Order || r[3] != total || !strings.HasPrefix(r[4], o.Result) {
			t.Errorf("row %d = %q; want %s %s %q %s", i, r, o.Power, o.Order, total, o.Result)
		}
	}

	// Every download, saved by the browser.
	p.do("allow downloads", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
		})
		return err
	}))
	names := eval[[]string](p, `[...document.querySelectorAll('#results-section button[data-file]')].map(b => b.dataset.file)`)
	if len(names) != 13 {
		t.Fatalf("download buttons %q; want 7 reports, results, public position, map, zip, chart and game", names)
	}
	files := map[string][]byte{}
	for _, name := range names {
		// One at a time, and a second click if the browser let one pass:
		// headless Chromium now and then drops a download in a long series.
		for try := 1; ; try++ {
			p.do("download "+name, chromedp.Click(chromedp.CSS(fmt.Sprintf(`button[data-file=%q]`, name))))
			if data, ok := waitFile(downloads, name, 8*time.Second); ok {
				files[name] = data
				break
			}
			if try == 3 {
				t.Fatalf("%s: not saved after %d clicks", name, try)
			}
			t.Logf("%s: not saved after click %d; clicking again", name, try)
		}
	}
	for power := range sheets {
		report := string(files[fmt.Sprintf("e2e-S1901M-%s-private.txt", strings.ToLower(power))])
		if report == "" {
			t.Errorf("no report for %s", power)
			continue
		}
		for other, theirs := range sheets {
			if has := strings.Contains(report, theirs[0]); has != (other == power) {
				t.Errorf("%s's report holds %s's line %q: %v; each report holds only its own power's offers (rule 2.5)", power, other, theirs[0], has)
			}
		}
		if !strings.HasPrefix(report, power) {
			t.Errorf("%s's report starts %.40q", power, report)
		}
	}
	if next := string(files["e2e-F1901M-gm-game.json"]); !strings.Contains(next, `"phase": "F1901M"`) {
		t.Errorf("next game file is not at F1901M: %.120q", next)
	}
	if svg := string(files["e2e-S1901M-map.svg"]); !strings.Contains(svg, "<svg") {
		t.Errorf("the map download is not an SVG: %.80q", svg)
	}
	if !bytes.Equal(files["e2e-S1901M-results.txt"], []byte(want.Public)) {
		t.Error("the public results differ from the engine's")
	}
	zipped := files["e2e-S1901M-all-gm.zip"]
	zr, err := zip.NewReader(bytes.NewReader(zipped), int64(len(zipped)))
	if err != nil {
		t.Fatalf("the zip: %v", err)
	}
	if len(zr.File) != 12 {
		t.Errorf("the zip holds %d files, want the 12 other downloads", len(zr.File))
	}
	for _, zf := range zr.File {
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		_, _ = buf.ReadFrom(rc)
		rc.Close()
		if !bytes.Equal(buf.Bytes(), files[zf.Name]) {
			t.Errorf("zip entry %s differs from its own download", zf.Name)
		}
	}

	// Contract 3: the public position file is for everybody, and the
	// players' checker takes it.
	var position string
	for name := range files {
		if strings.HasSuffix(name, game.PositionSuffix) {
			position = name
		}
	}
	if position == "" {
		t.Fatal("no public position file among the downloads")
	}
	if !eval[bool](p, fmt.Sprintf(`document.querySelector('#public-files button[data-file=%q]') !== null`, position)) {
		t.Errorf("%s is not offered for everybody", position)
	}

	// The work survives a reload, the results included.
	p.do("reload", chromedp.Reload())
	p.wait("engine ready after reload", `document.documentElement.dataset.ready === 'true'`)
	if got := eval[string](p, `document.getElementById('text').value`); got != text {
		t.Errorf("after a reload the text is %d characters, want the %d pasted", len(got), len(text))
	}
	if name := eval[string](p, `document.getElementById('game-name').textContent`); name != "e2e" {
		t.Errorf("after a reload the game is %q, want e2e", name)
	}
	p.shot("4-gm-after-reload")
	if eval[bool](p, `document.getElementById('results-section').hidden`) {
		t.Error("after a reload the results are gone")
	}
	// Each ledger row adds up: before − paid + transfers + income = after.
	for _, r := range eval[[][]string](p, `[...document.querySelectorAll('#ledgers tbody tr')].map(r => [...r.cells].map(c => c.textContent.replace('−', '-')))`) {
		var before, paid, transfers, income, after int
		if _, err := fmt.Sscanf(strings.Join(r[1:6], " "), "%d %d %d %d %d", &before, &paid, &transfers, &income, &after); err != nil {
			t.Errorf("ledger row %q: %v", r, err)
			continue
		}
		if before+paid+transfers+income != after {
			t.Errorf("ledger row %q does not add up", r)
		}
	}

	// User text is text, never HTML (the results go: the text changed).
	p.paste("text", "FRANCE:\n<img src=x onerror=alert(1)> : A PAR - BUR\n")
	p.wait("the markup flagged", `document.querySelectorAll('#diagnostics li').length === 1`)
	if n := eval[int](p, `document.querySelectorAll('#diagnostics img, #explained img').length`); n != 0 {
		t.Errorf("typed markup became %d element(s) on the page", n)
	}

	// New game… opens the dialog; its demo button forgets everything.
	p.do("new game", chromedp.Click(chromedp.ID("new-game")))
	p.wait("the dialog open", `document.getElementById('new-dialog').open`)
	p.do("the demo", chromedp.Click(chromedp.ID("new-demo")))
	p.wait("the demo back", `document.getElementById('game-name').textContent === 'demo' && document.getElementById('text').value === ''`)
	p.do("reload after new game", chromedp.Reload())
	p.wait("engine ready after the reset", `document.documentElement.dataset.ready === 'true'`)
	if got := eval[string](p, `document.getElementById('game-name').textContent + '|' + document.getElementById('text').value`); got != "demo|" {
		t.Errorf("after New game and a reload the page shows %q; want the demo and no text", got)
	}

	// The players' checker takes the public position file.
	p.open("/web/checker.html")
	p.do("load the position file", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{filepath.Join(downloads, position)}))
	p.wait("checked against it", fmt.Sprintf(`document.getElementById('against').textContent.includes(%q)`, position))
	p.paste("sheet", "4 : A PAR - BUR\n")
	p.wait("France moved: no A PAR at F1901", `document.querySelector('#lines li.bad[data-line="1"]') !== null`)
}

// waitFile waits for the browser to finish saving a download.
func waitFile(dir, name string, limit time.Duration) ([]byte, bool) {
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		if data, err := os.ReadFile(filepath.Join(dir, name)); err == nil && len(data) > 0 {
			return data, true
		}
		time.Sleep(100 * time.Millisecond)
	}
	return nil, false
}

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
	if sel := eval[string](p, `(() => { const t = document.getElementById('sheet'); return t.value.slice(t.selectionStart, t.selectionEnd); })()`); sel != "XYZ" {
		t.Errorf("the jump selects %q; want XYZ", sel)
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
	f, err := game.Start(board.Standard(), "checked", 3)
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

func TestHeavyPhaseAdjudicatesInBudget(t *testing.T) {
	gameJSON, text, err := gametest.HeavyPhase(300)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.Load(gameJSON)
	if err != nil {
		t.Fatal(err)
	}
	if tc := game.CheckText(g, text); len(tc.Diagnostics) > 0 {
		t.Fatalf("the generated heavy phase has problems, first: %v", tc.Diagnostics[0])
	}
	p := newPage(t)
	p.open("/")
	// The page's own engine, called as the page calls it (in its worker,
	// answers included); the best of five runs, so that one garbage
	// collection does not decide.
	req, _ := json.Marshal(map[string]string{"game": string(gameJSON), "text": text})
	times := evalAsync[[]float64](p, fmt.Sprintf(`(async () => {
		const { call } = await import('/web/engine.js');
		const req = %s, out = [];
		for (let i = 0; i < 5; i++) {
			const t0 = performance.now();
			await call('adjudicate', req);
			out.push(performance.now() - t0);
		}
		const c0 = performance.now();
		await call('check', req);
		out.push(performance.now() - c0);
		return out;
	})()`, req))
	// While the engine works (here eight heavy checks queued at once), the
	// page says so, and stops saying so when it is done.
	if !evalAsync[bool](p, fmt.Sprintf(`(async () => {
		const { call } = await import('/web/engine.js');
		const busy = document.getElementById('busy');
		let seen = false;
		const watch = new MutationObserver(() => { if (!busy.hidden) seen = true; });
		watch.observe(busy, { attributes: true });
		await Promise.all([...Array(8)].map(() => call('check', %s)));
		await new Promise((r) => setTimeout(r, 50));
		watch.disconnect();
		return seen && busy.hidden;
	})()`, req)) {
		t.Error("the busy indicator did not show while the engine worked, or stayed after")
	}
	check := times[len(times)-1]
	runs := append([]float64(nil), times[:len(times)-1]...)
	sort.Float64s(runs)
	t.Logf("heavy phase (7 powers x 300 lines): adjudicate %.1f ms best, %.1f ms median, %.1f ms worst; live check %.1f ms (budget %d ms)", runs[0], runs[len(runs)/2], runs[len(runs)-1], check, heavyBudgetMs)
	// The best run measures the code; the others add the machine's load.
	budget(t, "the heavy phase's adjudication in the page (best of 5)", runs[0], heavyBudgetMs)
}

// retreatGame is a game at S1901R with Austria's F TRI dislodged from VEN.
func retreatGame(t *testing.T) []byte {
	t.Helper()
	data, err := gametest.Opening("retreat", 5, map[string]string{"A ROM": "A TYR"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Adjudicate(g, "ITALY:\n5 : A VEN - TRI\n5 : A TYR S A VEN - TRI\n", game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	next, err := res.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return next
}

func TestGMRunsARetreatPhaseWithPlainOrders(t *testing.T) {
	p := newPage(t)
	p.open("/")
	path := filepath.Join(t.TempDir(), "retreat-S1901R.json")
	if err := os.WriteFile(path, retreatGame(t), 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("open the retreat game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the retreat phase shown", `document.getElementById('game-phase').textContent === 'Spring 1901 Retreats'`)
	if d := eval[string](p, `document.getElementById('dislodged').textContent`); !strings.Contains(d, "AUSTRIA F TRI") {
		t.Errorf("the dislodged units read %q; want AUSTRIA F TRI", d)
	}
	p.paste("text", "AUSTRIA:\nF TRI - VEN\n")
	// A retreat into the attacker's province would be issued void: shown as
	// such, without stopping adjudication (game-format §4).
	p.wait("retreat into the attacker's province shown void", `document.querySelectorAll('#void-orders li').length === 1 && !document.getElementById('void-note').hidden && !document.getElementById('adjudicate').disabled`)
	if v := eval[string](p, `document.querySelector('#void-orders li').textContent`); !strings.Contains(v, "F TRI - VEN is void") {
		t.Errorf("the void retreat reads %q", v)
	}
	// The orders arrive as a .txt file dropped on the page.
	js, _ := json.Marshal("AUSTRIA:\nF TRI - ALB\n")
	eval[bool](p, fmt.Sprintf(`(() => {
		const dt = new DataTransfer();
		dt.items.add(new File([%s], 'retreats.txt', {type: 'text/plain'}));
		document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));
		return true;
	})()`, js))
	p.wait("the dropped text loaded", `document.getElementById('text').value === 'AUSTRIA:\nF TRI - ALB\n'`)
	p.wait("the retreat checked clean", `document.querySelectorAll('#diagnostics li, #void-orders li').length === 0 && !document.getElementById('adjudicate').disabled`)
	p.do("adjudicate the retreats", chromedp.Click(chromedp.ID("adjudicate")))
	p.wait("the results shown", `!document.getElementById('results-section').hidden`)
	rows := eval[[][]string](p, `[...document.querySelectorAll('#orders tbody tr')].map(r => [...r.cells].map(c => c.textContent))`)
	if len(rows) != 1 || rows[0][2] != "F TRI - ALB" || rows[0][4] != "succeeds" {
		t.Errorf("retreat orders on the page: %q; want F TRI - ALB succeeding", rows)
	}
	p.shot("6-gm-retreat")
	p.do("continue", chromedp.Click(chromedp.ID("continue")))
	p.wait("the next phase loaded", `document.getElementById('game-phase').textContent === 'Fall 1901 Movement' && document.getElementById('text').value === ''`)
}
