//go:build e2e

// Package e2e drives the built web app (scripts/build) in a real headless
// Chromium, as a GM and a player would use it. Run it with
//
//	scripts/build && go test -tags e2e ./web/e2e
//
// PAYOLA_SITE names another site folder; PAYOLA_SCREENSHOTS keeps the
// screenshots in a folder of your choice. The tests are filed by what they
// check: adjudicating phases (adjudicate_test.go), the live check of the
// text (text_test.go), new games and the map (game_test.go), the players'
// checker (checker_test.go), offline use and deployments
// (offline_test.go), accessibility (access_test.go), Tin Cup
// (blind_test.go); this file is the harness they share.
package e2e

import (
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

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

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

// budget logs a figure beside its budget in words that cannot be taken
// for a failure (issue 28: "OVER the budget" read as one in the log of a
// passing run): a timing above its budget on a loaded machine is a figure
// to compare with an unloaded run, never a verdict.
func budget(t *testing.T, what string, ms float64, budgetMs int) {
	t.Helper()
	t.Logf("measured: %s took %.1f ms (%s)", what, ms, budgetWords(ms, budgetMs))
}

func budgetWords(ms float64, budgetMs int) string {
	if ms > float64(budgetMs) {
		return fmt.Sprintf("above its budget of %d ms on this machine now; logged, not asserted", budgetMs)
	}
	return fmt.Sprintf("within its budget of %d ms", budgetMs)
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
	p.t.Helper()
	p.keepShot(name, chromedp.FullScreenshot(100))
}

// keepShot takes a screenshot and keeps it under shots as name.png; a
// picture that cannot be taken is logged, never a failure.
func (p *page) keepShot(name string, take chromedp.Action[[]byte]) {
	p.t.Helper()
	buf, err := chromedp.Run(p.ctx, take)
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
		// A click lands where its element was a moment before: a smooth
		// scroll still running (the page's, slow on a loaded machine)
		// moves the element from under it. The page scrolls at once for
		// readers who ask for reduced motion, as the test browser does.
		chromedp.Flag("force-prefers-reduced-motion", true),
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

// settle waits for the page to stop scrolling (the results scroll into
// view smoothly): a click aimed while it moves lands elsewhere.
func (p *page) settle() {
	p.t.Helper()
	evalAsync[bool](p, `(async () => {
		const frame = () => new Promise(r => requestAnimationFrame(r));
		for (let still = 0, y = scrollY, n = 0; still < 5 && n < 300; n++) {
			await frame();
			still = scrollY === y ? still + 1 : 0;
			y = scrollY;
		}
		return true;
	})()`)
}

// click clicks the element with the given id as a person does, once it
// has stopped moving, and makes sure the click reached it: on a loaded
// machine the page's late work can move or disable it between the aim
// and the press. A click that missed is logged with what it hit, and
// made again.
func (p *page) click(what, id string) {
	p.t.Helper()
	for try := 1; ; try++ {
		evalAsync[bool](p, fmt.Sprintf(`(async () => {
			const el = document.getElementById(%q);
			const frame = () => new Promise(r => requestAnimationFrame(r));
			for (let still = 0, last = '', n = 0; still < 3 && n < 300; n++) {
				await frame();
				const r = el.getBoundingClientRect();
				const now = [r.x, r.y, r.width, r.height, scrollX, scrollY, el.disabled].join();
				still = now === last ? still + 1 : 0;
				last = now;
			}
			window.__clicked = false;
			window.__pressed = '';
			el.addEventListener('click', () => { window.__clicked = true; }, { once: true, capture: true });
			document.addEventListener('mousedown', (e) => {
				const r = el.getBoundingClientRect();
				window.__pressed = 'pressed at ' + e.clientX + ',' + e.clientY + ' on ' + (e.target.id || e.target.tagName) + '; #' + el.id + ' at ' + [r.x, r.y, r.width, r.height].map(Math.round).join(',') + (el.disabled ? ', disabled' : '');
			}, { once: true, capture: true });
			return true;
		})()`, id))
		p.do(what, chromedp.Click(chromedp.ID(id)))
		if evalAsync[bool](p, `(async () => { for (let n = 0; !window.__clicked && n < 20; n++) await new Promise(r => setTimeout(r, 50)); return window.__clicked; })()`) {
			return
		}
		pressed := eval[string](p, `window.__pressed`)
		if try == 3 {
			p.keepShot("failed-"+what, chromedp.FullScreenshot(100))
			p.t.Fatalf("%s: %d clicks missed #%s (%s)", what, try, id, pressed)
		}
		p.t.Logf("%s: the click missed #%s (%s); clicking again", what, id, pressed)
	}
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

// confirm answers the page's question before dropping files never
// downloaded (gm-confirm.js) with its action.
func (p *page) confirm(what string) {
	p.t.Helper()
	p.wait(what+": the question asked", `document.getElementById('confirm-dialog').open`)
	p.click(what, "confirm-go")
	p.wait(what+": the question answered", `!document.getElementById('confirm-dialog').open`)
}
