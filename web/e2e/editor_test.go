//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
)

// typeKeys types as a person does; a newline is the Enter key alone (as
// chromedp sends it, Enter is also a character, which an editor that takes
// the key itself would insert a second time).
func (p *page) typeKeys(keys string) {
	p.t.Helper()
	for _, c := range keys {
		if c == '\n' {
			p.press("Enter", 13)
			continue
		}
		p.do("type "+string(c), chromedp.KeyEvent(string(c)))
	}
}

// press sends a key that types no character (Enter, Escape, arrows, Tab).
func (p *page) press(key string, code int64) {
	p.t.Helper()
	p.do("press "+key, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeRawKeyDown, input.DispatchKeyEventTypeKeyUp} {
			if _, err := chromedp.Call(ctx, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: typ, Key: key, Code: key, WindowsVirtualKeyCode: code}); err != nil {
				return err
			}
		}
		return nil
	}))
}

// focusEnd puts the cursor at the end of the checker's sheet.
func (p *page) focusEnd() {
	p.t.Helper()
	eval[bool](p, `(() => { const v = document.getElementById('sheet').cmView; v.focus(); v.dispatch({selection: {anchor: v.state.doc.length}}); return v.hasFocus; })()`)
}

// Issue 24, a real editor: the checker's sheet is a CodeMirror editor with
// line numbers; the engine's diagnostics are marked at their column with
// the message on hover; unit, place and order words complete from the
// engine's names; Ctrl+Z undoes typing.
func TestTheSheetEditorMarksCompletesAndUndoes(t *testing.T) {
	p := newPage(t)
	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.focusEnd()
	p.typeKeys("4 : A PAR - BUR\n3 : A PAR - XY")
	p.wait("the bad place marked", `document.getElementById('sheet').shadowRoot.querySelector('.cm-lintRange-error') !== null`)
	if got := eval[string](p, `document.getElementById('sheet').shadowRoot.querySelector('.cm-lintRange-error').textContent`); got != "XY" {
		t.Errorf("the mark covers %q; want the bad place XY, at the engine's column", got)
	}
	if n := eval[int](p, `document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length`); n < 2 {
		t.Errorf("%d line numbers", n)
	}
	// The message on hover.
	box := eval[[]float64](p, `(() => { const r = document.getElementById('sheet').shadowRoot.querySelector('.cm-lintRange-error').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`)
	p.do("hover the mark", chromedp.MouseEvent("mouseMoved", box[0], box[1]))
	p.wait("the message on hover", `(document.getElementById('sheet').shadowRoot.querySelector('.cm-tooltip-lint') || {}).textContent?.includes('XY')`)
	p.shot("editor-hover")

	// Ctrl+Z takes the typing back; the mark goes with the line.
	for range 3 {
		p.do("undo", chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	}
	if got := eval[string](p, `document.getElementById('sheet').value`); strings.Contains(got, "XY") {
		t.Errorf("after undo the sheet is %q", got)
	}
	p.wait("no marks once undone", `document.getElementById('totals').textContent.startsWith('No problems')`)
	eval[bool](p, `(document.getElementById('sheet').value = '', true)`)

	// Places and order words complete from the engine's names.
	p.focusEnd()
	p.typeKeys("2 : F BRE - MA")
	p.wait("places offered", `[...document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-tooltip-autocomplete li')].some(li => li.textContent.includes('MAO'))`)
	p.shot("editor-complete")
	p.press("Escape", 27)
	p.typeKeys("O\n2 : F BRE S")
	p.do("ask for completion", chromedp.KeyEvent(" ", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	p.wait("order words offered", `[...document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-tooltip-autocomplete li')].some(li => li.textContent.startsWith('SUPPORT'))`)
	p.press("Escape", 27)

	// With the position file, the board's units complete too.
	f, err := game.Start(board.Standard(), "units", 3)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "units.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("load the game file", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the file taken", `document.getElementById('against').textContent.includes('units.json')`)
	eval[bool](p, `(document.getElementById('sheet').value = '', true)`)
	p.focusEnd()
	p.typeKeys("1 : F K")
	p.wait("units offered with their powers", `[...document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-tooltip-autocomplete li')].some(li => li.textContent.includes('F KIE') && li.textContent.includes('GERMANY'))`)
	p.sleepMs(150) // CodeMirror takes no Enter in a list's first 75 ms
	p.press("Enter", 13)
	p.typeKeys(" H")
	if got := eval[string](p, `document.getElementById('sheet').value`); got != "1 : F KIE H" {
		t.Errorf("after completing, the sheet is %q", got)
	}
	p.wait("a clean sheet", `document.getElementById('totals').textContent.startsWith('No problems')`)
}

// Issue 24: the editor's cost per key with 5,000 lines, in headless
// Chromium at 4× CPU slowdown, from the key's event to the next frame
// drawn after it. Measured and logged against the 50 ms target, not
// asserted (a timing depends on the machine).
func TestTheSheetEditorKeyLatencyWith5000Lines(t *testing.T) {
	p := newPage(t)
	p.open("/web/checker.html")
	var b strings.Builder
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&b, "%d : A PAR - BUR %% line %d\n", 1+i%9, i+1)
	}
	p.paste("sheet", b.String())
	p.wait("the long sheet checked", `document.getElementById('totals').textContent.includes('offers')`)
	p.focusEnd()
	page := p.keyLatency()
	// The same keys in a bare CodeMirror editor (the bundle alone, line
	// numbers and undo) holding the same 5,000 lines, on this machine at
	// this moment: what the page adds to the editor's own cost.
	dir := t.TempDir()
	bundle, err := os.ReadFile(filepath.Join("..", "vendor", "codemirror.js"))
	if err != nil {
		t.Fatal(err)
	}
	bare := `import * as cm from "./codemirror.js";
const root = document.getElementById("editor").attachShadow({mode: "open"});
const v = new cm.EditorView({root, parent: root, state: cm.EditorState.create({doc: ` + "`" + `${"1 : A PAR - BUR\n".repeat(5000)}` + "`" + `, extensions: [cm.lineNumbers(), cm.history(), cm.keymap.of([...cm.defaultKeymap, ...cm.historyKeymap])]})});
document.getElementById("editor").cmView = v;
document.documentElement.dataset.ready = "true";`
	for name, data := range map[string][]byte{"codemirror.js": bundle, "bare.js": []byte(bare),
		"index.html": []byte("<!doctype html><html lang=en><head><meta charset=utf-8><title>bare</title><script type=module src=bare.js></script></head><body><div id=editor style='height:26rem'></div></body></html>")} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	q := newPageOn(t, serve(t, dir), 1440, 1000)
	q.do("open the bare editor", chromedp.Navigate(q.url+"/"))
	q.wait("the bare editor", `document.documentElement.dataset.ready === 'true'`)
	eval[bool](q, `(() => { const v = document.getElementById('editor').cmView; v.focus(); v.dispatch({selection: {anchor: v.state.doc.length}}); return true; })()`)
	alone := q.keyLatency()
	load, _ := os.ReadFile("/proc/loadavg") // the machine's load: a shared machine slows every figure
	t.Logf("measured: 5,000 lines at 4x CPU slowdown, %d keys, key to next frame: the checker's sheet editor median %.1f ms, p90 %.1f ms, worst %.1f ms; a bare CodeMirror editor median %.1f ms, p90 %.1f ms (load average %s)",
		len(page), page[len(page)/2], page[len(page)*9/10], page[len(page)-1], alone[len(alone)/2], alone[len(alone)*9/10], strings.Join(strings.Fields(string(load))[:3], " "))
	budget(t, "a key typed in the sheet editor with 5,000 lines at 4x slowdown (p90, key to next frame)", page[len(page)*9/10], 50)
}

const typedAtSlowdown = "1 : A MAR - SPA % typed at 4x slowdown"

// keyLatency types typedAtSlowdown at the end of the focused editor (the
// page's #sheet or #editor) at 4x CPU slowdown and gives each key's time
// from its event to the end of the next frame, sorted.
func (p *page) keyLatency() []float64 {
	p.t.Helper()
	eval[bool](p, `(() => {
		window.__keyLatency = [];
		// From the key event's time stamp to the end of the next frame's
		// rendering (a task queued from requestAnimationFrame runs after it).
		document.addEventListener('keydown', (e) => {
			const start = e.timeStamp;
			requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => window.__keyLatency.push(performance.now() - start); ch.port2.postMessage(0); });
		}, { capture: true });
		return true;
	})()`)
	p.do("4x CPU slowdown", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4})
		return err
	}))
	typed := typedAtSlowdown
	p.typeKeys(typed)
	p.wait("every key measured", fmt.Sprintf(`window.__keyLatency.length >= %d`, len(typed)))
	p.do("no slowdown", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 1})
		return err
	}))
	if got := eval[string](p, `(document.getElementById('sheet') || document.getElementById('editor')).cmView.state.doc.toString().slice(-60)`); !strings.HasSuffix(got, typed) {
		p.t.Errorf("the typed keys did not all arrive: %q", got)
	}
	ms := eval[[]float64](p, `window.__keyLatency`)
	sort.Float64s(ms)
	return ms
}

func (p *page) sleepMs(ms int) {
	p.t.Helper()
	evalAsync[bool](p, fmt.Sprintf(`new Promise(r => setTimeout(() => r(true), %d))`, ms))
}
