//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Issue 11: a new game in the browser, with switches, statuses and a seed.
func TestNewGameInTheBrowser(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.click("new game", "new-game")
	p.wait("the dialog", `document.getElementById('new-dialog').open`)
	p.do("name it", chromedp.SetValue(chromedp.ID("new-name"), "club"))
	p.do("seed", chromedp.SetValue(chromedp.ID("new-seed"), "4242"))
	p.click("classic", "rule-classic")
	p.click("zero sum too", "rule-zeroSum")
	p.do("Italy loyal", chromedp.SetValue(chromedp.ID("status-ITALY"), "loyal"))
	p.click("start", "new-start")
	// Classic and Zero Sum contradict each other (rule 6.1, 6.7): the
	// engine's words are shown in the dialog, which stays open.
	p.wait("the switches refused", `!document.getElementById('new-error').hidden`)
	if got := eval[string](p, `document.getElementById('new-error').textContent`); !strings.Contains(got, "zeroSum") || !eval[bool](p, `document.getElementById('new-dialog').open`) {
		t.Errorf("refusal %q; want the engine's words naming zeroSum, in the open dialog", got)
	}
	p.shot("new-game-dialog")
	p.click("not zero sum", "rule-zeroSum")
	p.click("start", "new-start")
	p.wait("the new game loaded", `document.getElementById('game-name').textContent === 'club' && !document.getElementById('new-dialog').open`)
	rows := eval[[][]string](p, `[...document.querySelectorAll('#powers tbody tr')].map(r => [...r.cells].map(c => c.textContent))`)
	for _, r := range rows {
		if strings.HasSuffix(r[0], "ITALY") != (r[1] == "loyal") {
			t.Errorf("row %q: only Italy is loyal", r)
		}
	}
	if rules := eval[string](p, `document.getElementById('rules').textContent`); !strings.Contains(strings.ToLower(rules), "classic") {
		t.Errorf("the rules panel reads %q; want Classic", rules)
	}
	// Survives a reload; a bad seed is refused in words.
	p.do("reload", chromedp.Reload())
	p.wait("ready", `document.documentElement.dataset.ready === 'true' && document.getElementById('game-name').textContent === 'club'`)
	p.click("new game again", "new-game")
	p.do("a bad seed", chromedp.SetValue(chromedp.ID("new-seed"), "1.5"))
	p.click("start", "new-start")
	p.wait("the seed refused", `!document.getElementById('new-error').hidden`)
	p.click("cancel", "new-cancel")
}

// Issue 10 points 5 and 6: the map zooms (buttons, keys, wheel), stays a
// vector picture, starts whole, and steps through the history.
func TestMapZoomsAndStepsThroughHistory(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.wait("the board drawn", `document.getElementById('board-map').naturalWidth > 0`)
	whole := eval[[]float64](p, `(() => { const f = document.querySelector('#board-view .map-frame'), i = document.getElementById('board-map'); return [i.getBoundingClientRect().width, f.clientWidth, i.getBoundingClientRect().height, f.clientHeight]; })()`)
	if d := whole[0] - whole[1]; d > 1 || d < -1 || whole[2] > whole[3]+2 {
		t.Errorf("first view: picture %vx%v in a frame %vx%v; want the whole board, filling the width", whole[0], whole[2], whole[1], whole[3])
	}
	p.do("zoom in", chromedp.Click(chromedp.CSS(`#board-view [data-zoom="in"]`)))
	p.do("zoom in", chromedp.Click(chromedp.CSS(`#board-view [data-zoom="in"]`)))
	if z := eval[string](p, `document.getElementById('board-view').dataset.zoom`); z != "1.56" {
		t.Errorf("after two + the zoom is %s, want 1.56", z)
	}
	if w := eval[float64](p, `document.getElementById('board-map').getBoundingClientRect().width`); w < whole[0]*1.5 {
		t.Errorf("zoomed picture %v wide; want 1.56 × %v (resized, so the SVG is drawn afresh, not scaled)", w, whole[0])
	}
	if tr := eval[string](p, `getComputedStyle(document.getElementById('board-map')).transform`); tr != "none" {
		t.Errorf("the picture is scaled by a transform (%s): it would blur", tr)
	}
	p.do("focus the map", chromedp.Focus(chromedp.CSS(`#board-view .map-frame`)))
	p.do("key 0", chromedp.KeyEvent("0"))
	if z := eval[string](p, `document.getElementById('board-view').dataset.zoom`); z != "1.00" {
		t.Errorf("0 leaves the zoom at %s", z)
	}
	// At the whole board the wheel scrolls the page; with Ctrl it zooms.
	eval[bool](p, `(() => { const f = document.querySelector('#board-view .map-frame'), r = f.getBoundingClientRect();
		f.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, clientX: r.left + 50, clientY: r.top + 50, bubbles: true, cancelable: true })); return true; })()`)
	if z := eval[string](p, `document.getElementById('board-view').dataset.zoom`); z != "1.00" {
		t.Errorf("a plain wheel over the whole board zoomed it to %s; it must scroll the page", z)
	}
	eval[bool](p, `(() => { const f = document.querySelector('#board-view .map-frame'), r = f.getBoundingClientRect();
		f.dispatchEvent(new WheelEvent('wheel', { deltaY: -30, ctrlKey: true, clientX: r.left + 50, clientY: r.top + 50, bubbles: true, cancelable: true })); return true; })()`)
	if z := eval[float64](p, `Number(document.getElementById('board-view').dataset.zoom)`); z <= 1 {
		t.Errorf("Ctrl and the wheel did not zoom in: %v", z)
	}
	p.do("key +", chromedp.KeyEvent("+"))
	eval[bool](p, `(() => { const f = document.querySelector('#board-view .map-frame'), r = f.getBoundingClientRect();
		f.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, clientX: r.left + 50, clientY: r.top + 50, bubbles: true, cancelable: true })); return true; })()`)
	if z := eval[float64](p, `Number(document.getElementById('board-view').dataset.zoom)`); z <= 1.25 {
		t.Errorf("the wheel did not zoom in: %v", z)
	}
	// A pinch: two fingers moving apart double the zoom.
	p.do("key 0", chromedp.KeyEvent("0"))
	pinched := eval[float64](p, `(() => { const f = document.querySelector('#board-view .map-frame'), r = f.getBoundingClientRect();
		const at = (type, id, x) => f.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1, clientX: r.left + x, clientY: r.top + 60, bubbles: true, cancelable: true }));
		at('pointerdown', 1, 100); at('pointerdown', 2, 200); at('pointermove', 2, 300); at('pointerup', 2, 300); at('pointerup', 1, 100);
		return Number(document.getElementById('board-view').dataset.zoom); })()`)
	if pinched < 1.95 || pinched > 2.05 {
		t.Errorf("a pinch from 100 to 200 px apart zooms to %v, want 2", pinched)
	}
	p.do("full screen", chromedp.Click(chromedp.CSS(`#board-view [data-zoom="full"]`)))
	p.wait("full screen", `document.getElementById('board-view').classList.contains('full')`)
	p.shot("map-full-screen")
	p.do("leave full screen", chromedp.Click(chromedp.CSS(`#board-view [data-zoom="full"]`)))
	p.wait("back", `!document.getElementById('board-view').classList.contains('full')`)

	// Adjudicate, continue: the history has S1901M; step back to it.
	p.paste("text", sheetsText())
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results", `!document.getElementById('results-section').hidden`)
	p.click("continue", "continue")
	p.confirm("continue without downloading")
	p.wait("fall", `document.getElementById('game-phase').textContent === 'Fall 1901 Movement' && document.getElementById('board-map').naturalWidth > 0`)
	if !eval[bool](p, `document.getElementById('phase-next').disabled && !document.getElementById('phase-prev').disabled`) {
		t.Error("at the board now, Later must be disabled and Earlier enabled")
	}
	before := eval[string](p, `document.getElementById('board-map').src`)
	p.click("earlier", "phase-prev")
	p.wait("the phase drawn or the engine's reason shown", fmt.Sprintf(`!document.getElementById('board-error').hidden || (document.getElementById('board-map').src !== %q && document.getElementById('board-map').complete)`, before))
	if msg := eval[string](p, `document.getElementById('board-error').hidden ? '' : document.getElementById('board-error').textContent`); msg != "" {
		// The engine without render's phase (contract 2) refuses the field:
		// the page must say so, not show the wrong board.
		if !strings.Contains(msg, "Spring 1901 Movement") {
			t.Errorf("the map error %q does not name the phase", msg)
		}
		t.Logf("render with a phase is not in this engine yet; the page shows: %s", msg)
	} else {
		t.Logf("render drew Spring 1901 Movement from the history")
		if cap := eval[string](p, `document.getElementById('board-caption').textContent`); !strings.Contains(cap, "Spring 1901 Movement") {
			t.Errorf("caption %q", cap)
		}
	}
	if eval[string](p, `document.getElementById('phase-pick').value`) != "S1901M" || !eval[bool](p, `document.getElementById('phase-prev').disabled`) {
		t.Error("at the first phase, the picker must show S1901M and Earlier be disabled")
	}
	p.shot("map-history")
	p.click("later", "phase-next")
	p.wait("back to now", `document.getElementById('phase-pick').value === '' && document.getElementById('board-error').hidden`)
}
