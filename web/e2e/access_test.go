//go:build e2e

package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Issue 11: at 390 px neither page scrolls sideways; wide tables scroll in
// their own frame; the map fills the width.
func TestPhoneWidthHasNoSidewaysScroll(t *testing.T) {
	p := newPageOn(t, serve(t, siteDir(t)), 390, 844)
	p.do("phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	noSideways := func(state string) {
		t.Helper()
		w := eval[[]float64](p, `[document.documentElement.scrollWidth, document.documentElement.clientWidth]`)
		if w[0] > w[1] {
			t.Errorf("%s: the page scrolls sideways (%v wide in %v)", state, w[0], w[1])
		}
	}
	p.open("/")
	p.wait("the board drawn", `document.getElementById('board-map').naturalWidth > 0`)
	noSideways("GM page, demo")
	if d := eval[float64](p, `document.querySelector('#board-view .map-frame').clientWidth - document.getElementById('board-map').getBoundingClientRect().width`); d > 1 || d < -1 {
		t.Errorf("the map does not fill the width (%v px short)", d)
	}
	p.paste("text", sheetsText())
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results", `!document.getElementById('results-section').hidden && document.getElementById('results-map').naturalWidth > 0`)
	noSideways("GM page, results")
	// Issue 23: the tables are cards, one per row: nothing hides to the right.
	if !eval[bool](p, `(() => { const f = document.querySelector('#orders').parentElement; return f.scrollWidth <= f.clientWidth + 1 && getComputedStyle(document.querySelector('#orders tbody tr')).display !== 'table-row'; })()`) {
		t.Error("the orders table is not shown as cards that fit the screen")
	}
	p.shot("phone-gm")
	p.open("/web/checker.html")
	p.paste("sheet", "4 : A PAR - BUR\n3 : A PAR - XYZ\n")
	p.wait("checked", `document.querySelector('#lines li.bad[data-line="2"]') !== null`)
	noSideways("checker")
	p.shot("phone-checker")
}

// Issue 11: Tab from the top reaches every control in the page's order,
// each with a visible focus; no hidden file input is a stop.
func TestKeyboardReachesEveryControlVisibly(t *testing.T) {
	p := newPage(t)
	for _, path := range []string{"/", "/web/checker.html"} {
		p.open(path)
		eval[bool](p, `(() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); return true; })()`)
		type stop struct {
			Desc    string
			Visible bool
			Shown   bool
			Index   int
		}
		var stops []stop
		for i := 0; i < 40; i++ {
			p.do("tab", chromedp.KeyEvent(kb.Tab))
			s := eval[stop](p, `(() => {
				const e = document.activeElement;
				if (!e || e === document.body) return { Desc: 'body', Visible: true, Shown: true, Index: -1 };
				const cs = getComputedStyle(e), r = e.getBoundingClientRect();
				const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) || cs.boxShadow !== 'none';
				const editor = e.closest('.editor');
				const ringed = ring || (editor && getComputedStyle(editor).outlineStyle !== 'none');
				const all = [...document.querySelectorAll('*')];
				return { Desc: e.tagName + '#' + e.id + ' ' + (e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30), Visible: Boolean(ringed), Shown: r.width > 4 && r.height > 4, Index: all.indexOf(e) };
			})()`)
			if s.Desc == "body" {
				break
			}
			stops = append(stops, s)
		}
		if len(stops) < 3 {
			t.Fatalf("%s: only %d focus stops: %+v", path, len(stops), stops)
		}
		if path == "/" && !strings.Contains(stops[0].Desc, "Open game") {
			t.Errorf("the first stop is %q; want Open game…", stops[0].Desc)
		}
		var descs []string
		for i, s := range stops {
			descs = append(descs, s.Desc)
			if !s.Visible || !s.Shown {
				t.Errorf("%s: stop %d %q: focus ring %v, on screen %v", path, i, s.Desc, s.Visible, s.Shown)
			}
			if strings.HasPrefix(s.Desc, "INPUT#open-") {
				t.Errorf("%s: a hidden file input is a focus stop", path)
			}
			if i > 0 && s.Index < stops[i-1].Index {
				t.Errorf("%s: stop %d %q comes before %q in the page", path, i, s.Desc, stops[i-1].Desc)
			}
		}
		t.Logf("%s: %d focus stops: %s", path, len(stops), strings.Join(descs, " | "))
	}
}

// Issue 11: axe-core finds nothing in any state of either page.
func TestAxeFindsNoViolations(t *testing.T) {
	axe := axeSource(t)
	p := newPage(t)
	run := func(state string) { t.Helper(); p.axeCheck(state) }
	inject := func() { t.Helper(); p.axeInject(axe) }
	p.open("/")
	inject()
	run("GM page, demo")
	p.paste("text", "FRANCE:\n4 : A PAR - XYZ\nTRANSFER 100 TO ENGLAND\n")
	p.wait("problems", `document.querySelectorAll('#diagnostics li').length > 0`)
	run("GM page, problems")
	p.paste("text", sheetsText())
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results", `!document.getElementById('results-section').hidden`)
	run("GM page, results")
	p.settle()
	p.click("new game", "new-game")
	p.wait("dialog", `document.getElementById('new-dialog').open`)
	run("GM page, New game dialog")
	p.click("cancel", "new-cancel")
	path := filepath.Join(t.TempDir(), "retreat-S1901R.json")
	if err := os.WriteFile(path, retreatGame(t), 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("open the retreat game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the question before dropping the results", `document.getElementById('confirm-dialog').open`)
	run("GM page, asked before dropping files never downloaded")
	p.confirm("open the retreat game anyway")
	p.wait("retreats", `document.getElementById('game-phase').textContent === 'Spring 1901 Retreats' && !document.getElementById('text-notice').hidden`)
	run("GM page, retreat phase with the offer to clear")
	p.open("/web/checker.html")
	inject()
	run("checker, empty")
	p.paste("sheet", "4 : A PAR - BUR\n3 : A PAR – XYZ\n10$\n")
	p.wait("checked", `document.querySelector('#lines li.bad') !== null`)
	run("checker, problems")
	// The check can fail: pale text on white is a violation.
	eval[bool](p, `(() => { const e = document.createElement('p'); e.textContent = 'pale'; e.style.color = '#ccc'; document.querySelector('main').append(e); return true; })()`)
	if out := p.axeViolations(); !strings.Contains(out, "color-contrast") {
		t.Errorf("axe did not flag pale text: %s", out)
	}
}

// axeSource reads axe-core's script, installed from npm by .ci/run (or
// named by PAYOLA_AXE).
func axeSource(t *testing.T) string {
	t.Helper()
	var tried []string
	candidates := []string{os.Getenv("PAYOLA_AXE")}
	if home, err := os.UserHomeDir(); err == nil {
		candidates = append(candidates, filepath.Join(home, ".cache", "payola-e2e", "node_modules", "axe-core", "axe.min.js"))
	}
	candidates = append(candidates, filepath.Join("..", "..", "node_modules", "axe-core", "axe.min.js"))
	for _, c := range candidates {
		if c == "" {
			continue
		}
		tried = append(tried, c)
		if data, err := os.ReadFile(c); err == nil {
			return string(data)
		}
	}
	t.Fatalf("axe-core not found (tried %s): run .ci/run, or npm install --prefix ~/.cache/payola-e2e axe-core", strings.Join(tried, ", "))
	return ""
}

// axeInject puts axe-core in the page through DevTools, as an extension
// would: the page's CSP allows no inline script, and none is needed.
func (p *page) axeInject(src string) {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](src+";true")); err != nil {
		p.t.Fatalf("injecting axe-core: %v", err)
	}
}

// axeViolations runs axe-core on the page as it is (axeInject first).
func (p *page) axeViolations() string {
	p.t.Helper()
	return evalAsync[string](p, `(async () => {
		const r = await axe.run(document, { resultTypes: ['violations'] });
		return JSON.stringify(r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary).slice(0, 4) })));
	})()`)
}

// axeCheck fails the test on every violation axe-core finds in the page's
// present state.
func (p *page) axeCheck(state string) {
	p.t.Helper()
	out := p.axeViolations()
	var vs []struct {
		ID, Impact, Help string
		Nodes            []string
	}
	if err := json.Unmarshal([]byte(out), &vs); err != nil {
		p.t.Fatalf("%s: %v", state, err)
	}
	for _, v := range vs {
		p.t.Errorf("%s: axe %s (%s): %s\n\t%s", state, v.ID, v.Impact, v.Help, strings.Join(v.Nodes, "\n\t"))
	}
	p.t.Logf("axe: %s checked, %d violation(s)", state, len(vs))
}
