//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/payola-gm/payola/engine/board"
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
	p.focusEditorEnd("sheet")
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
	// A check of the text half typed ("3 :") may mark something else for a
	// moment, on a loaded machine long enough to be read: wait for the
	// check of the whole text, whose one mark must cover XY (at the
	// engine's column, or the wait fails).
	p.wait("the bad place marked", `[...document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-lintRange-error')].some((e) => e.textContent === 'XY')`)
	if got := eval[[]string](p, `[...document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-lintRange-error')].map((e) => e.textContent)`); len(got) != 1 || got[0] != "XY" {
		t.Errorf("the marks cover %q; want the bad place XY alone, at the engine's column", got)
	}
	if n := eval[int](p, `document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length`); n < 2 {
		t.Errorf("%d line numbers", n)
	}
	// The message on hover.
	box := eval[[]float64](p, `(() => { const r = [...document.getElementById('sheet').shadowRoot.querySelectorAll('.cm-lintRange-error')].find((e) => e.textContent === 'XY').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`)
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
	f, err := gamefile.Start(board.Standard(), "units", 3)
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
// drawn after it: the GM page's text (every power's section), the
// checker's sheet, and a bare CodeMirror editor (the bundle alone, line
// numbers and undo) holding as many lines. The three are typed into in
// turn, round after round, so the machine's load is the same for all.
// Measured and logged against the 50 ms target, not asserted (a timing
// depends on the machine).
func TestTheSheetEditorKeyLatencyWith5000Lines(t *testing.T) {
	gm := newPage(t)
	gm.open("/")
	text, lines := gmText5000()
	gm.paste("text", text)
	gm.wait("the long text checked", `document.getElementById('check-status').textContent !== '' && document.getElementById('adjudicate').textContent.startsWith('Adjudicate')`)
	if lines < 5000 {
		t.Fatalf("only %d lines", lines)
	}
	gm.focusEditorEnd("text")

	checker := newPage(t)
	checker.open("/web/checker.html")
	var b strings.Builder
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&b, "%d : A PAR - BUR %% line %d\n", 1+i%9, i+1)
	}
	checker.paste("sheet", b.String())
	checker.wait("the long sheet checked", `document.getElementById('totals').textContent.includes('offers')`)
	checker.focusEditorEnd("sheet")

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
	alone := newPageOn(t, serve(t, dir), 1440, 1000)
	alone.do("open the bare editor", chromedp.Navigate(alone.url+"/"))
	alone.wait("the bare editor", `document.documentElement.dataset.ready === 'true'`)
	alone.focusEditorEnd("editor")

	editors := []struct {
		name string
		p    *page
		ms   []float64
		work map[string]float64
	}{{"the GM page's text", gm, nil, nil}, {"the checker's sheet", checker, nil, nil}, {"a bare CodeMirror", alone, nil, nil}}
	for _, e := range editors {
		e.p.watchKeys()
	}
	const rounds = 3
	for round := range rounds {
		for i := range editors {
			e := &editors[i]
			ms, work := e.p.keyLatency(fmt.Sprintf(" round %d", round+1))
			e.ms = append(e.ms, ms...)
			if e.work == nil {
				e.work = map[string]float64{}
			}
			for k, v := range work {
				e.work[k] += v
			}
		}
	}
	load, _ := os.ReadFile("/proc/loadavg") // the machine's load: a shared machine slows every figure
	var parts []string
	for _, e := range editors {
		sort.Float64s(e.ms)
		n := float64(len(e.ms))
		parts = append(parts, fmt.Sprintf("%s median %.1f ms, p90 %.1f ms, worst %.1f ms (main thread's CPU per key, unthrottled: tasks %.1f ms, of which script %.1f, style %.1f, layout %.1f)",
			e.name, e.ms[len(e.ms)/2], e.ms[len(e.ms)*9/10], e.ms[len(e.ms)-1], e.work["Task"]/n, e.work["Script"]/n, e.work["RecalcStyle"]/n, e.work["Layout"]/n))
	}
	t.Logf("measured: 5,000 lines at 4x CPU slowdown, %d keys each in %d interleaved rounds, key to next frame: %s (load average %s)",
		len(editors[0].ms), rounds, strings.Join(parts, "; "), strings.Join(strings.Fields(string(load))[:3], " "))
	// Where each page spends its keys, with the CPU profiler on (a round
	// of its own, not measured: the profiler slows what it watches).
	for _, e := range editors {
		t.Logf("profiled: %s, one more round at 4x slowdown: %s", e.name, e.p.profileKeys(" profiled"))
	}
	for _, e := range editors[:2] {
		budget(t, fmt.Sprintf("a key typed in %s with 5,000 lines at 4x slowdown (p90, key to next frame)", e.name), e.ms[len(e.ms)*9/10], 50)
	}
}

// gmText5000 is every power's section, 715 offers each: over 5,000 lines
// of the GM's text.
func gmText5000() (string, int) {
	var b strings.Builder
	powers := []string{"AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"}
	units := map[string]string{"AUSTRIA": "A VIE - GAL", "ENGLAND": "F LON - NTH", "FRANCE": "A PAR - BUR", "GERMANY": "A MUN - RUH", "ITALY": "A VEN - PIE", "RUSSIA": "A MOS - UKR", "TURKEY": "A CON - BUL"}
	lines := 0
	for _, pw := range powers {
		b.WriteString(pw + ":\n")
		lines++
		for i := 0; i < 715; i++ {
			fmt.Fprintf(&b, "1 : %s\n", units[pw])
			lines++
		}
	}
	return b.String(), lines
}

// focusEditorEnd puts the cursor at the end of the sheet editor with
// that id (its host element) and gives it the focus.
func (p *page) focusEditorEnd(id string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const v = document.getElementById(%q).cmView; v.focus(); v.dispatch({selection: {anchor: v.state.doc.length}}); return true; })()`, id))
}

// watchKeys times every key from its event's time stamp to the end of the
// next frame's rendering (a task queued from requestAnimationFrame runs
// after it), into window.__keyLatency; and turns on the DevTools
// Performance metrics in the main thread's own CPU time, which a loaded
// machine does not inflate (see work).
func (p *page) watchKeys() {
	p.t.Helper()
	p.do("performance metrics", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{TimeDomain: performance.EnableTimeDomainThreadTicks})
		return err
	}))
	eval[bool](p, `(() => {
		window.__keyLatency = [];
		document.addEventListener('keydown', (e) => {
			const start = e.timeStamp;
			requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => window.__keyLatency.push(performance.now() - start); ch.port2.postMessage(0); });
		}, { capture: true });
		return true;
	})()`)
}

const typedAtSlowdown = "1 : A MAR - SPA % typed at 4x slowdown"

// keyLatency types typedAtSlowdown and then suffix on a new line at the
// focused editor's cursor (watchKeys first) at 4x CPU slowdown, and gives
// each key's time, and the main thread's CPU time for them all by kind of
// work (work).
func (p *page) keyLatency(suffix string) ([]float64, map[string]float64) {
	p.t.Helper()
	before := eval[int](p, `window.__keyLatency.length`)
	start := p.work()
	p.do("4x CPU slowdown", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4})
		return err
	}))
	typed := "\n" + typedAtSlowdown + suffix
	p.typeKeys(typed)
	p.wait("every key measured", fmt.Sprintf(`window.__keyLatency.length >= %d`, before+len(typed)))
	p.do("no slowdown", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 1})
		return err
	}))
	used := p.work()
	for k, v := range start {
		used[k] -= v
	}
	if got := eval[string](p, `[...document.querySelectorAll('#text, #sheet, #editor')].find(e => e.cmView).cmView.state.doc.toString().slice(-80)`); !strings.HasSuffix(got, typedAtSlowdown+suffix) {
		p.t.Errorf("the typed keys did not all arrive: %q", got)
	}
	return eval[[]float64](p, fmt.Sprintf(`window.__keyLatency.slice(%d)`, before)), used
}

// work is the main thread's CPU time so far (ms, DevTools Performance
// metrics in thread time): every task, and within them script, style
// and layout.
func (p *page) work() map[string]float64 {
	p.t.Helper()
	out := map[string]float64{}
	p.do("performance metrics", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		r, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
		if err != nil {
			return err
		}
		for _, m := range r.Metrics {
			switch m.Name {
			case "TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration":
				out[strings.TrimSuffix(m.Name, "Duration")] = m.Value * 1000
			}
		}
		return nil
	}))
	return out
}

func (p *page) sleepMs(ms int) {
	p.t.Helper()
	evalAsync[bool](p, fmt.Sprintf(`new Promise(r => setTimeout(() => r(true), %d))`, ms))
}

// Issue 24: the GM page's text is the same editor as the checker's: a mail
// pasted with its CRLF line ends, odd spaces and dashes is kept as pasted
// but for its line ends, which become the engine's (issue 28); the check of every power's
// section is marked at the engine's column with its message on hover; a
// problem in the list moves the cursor there; power headers, units and
// places complete on the game's map; Ctrl+Z undoes; Tab leaves the
// editor; the text survives a reload.
func TestTheGMTextIsTheSheetEditor(t *testing.T) {
	p := newPage(t)
	p.open("/")
	const editor = `document.getElementById('text').cmView`
	const root = `document.getElementById('text').shadowRoot`
	mail := "FRANCE:\r\n4 : A PAR \u2013 BUR\r\n2\u00a0: F BRE - MAO\r\nENGLAND:\r\n3 : F LON \u2013 XYZ\r\n"
	js, _ := json.Marshal(mail)
	p.focusEditorEnd("text")
	// A paste as the browser delivers it: CodeMirror's own paste handling.
	eval[bool](p, fmt.Sprintf(`(() => { const dt = new DataTransfer(); dt.setData('text/plain', %s); %s.contentDOM.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true})); return true; })()`, js, editor))
	pasted := strings.ReplaceAll(mail, "\r\n", "\n")
	if got := eval[string](p, `document.getElementById('text').value`); got != pasted {
		t.Fatalf("the pasted mail became %q; want it as pasted with the engine's line ends, %q", got, pasted)
	}
	p.wait("the bad place listed", `[...document.querySelectorAll('#diagnostics li')].some(li => li.dataset.line === '5' && li.textContent.includes('XYZ'))`)
	p.wait("the bad place marked", root+`.querySelector('.cm-lintRange-error') !== null`)
	if got := eval[string](p, root+`.querySelector('.cm-lintRange-error').textContent`); got != "XYZ" {
		t.Errorf("the mark covers %q; want the bad place XYZ, at the engine's column (after a dash of 3 bytes)", got)
	}
	if n := eval[int](p, root+`.querySelectorAll('.cm-specialChar').length`); n != 0 {
		t.Errorf("%d characters marked as odd in the mail; its CRLF line ends are none", n)
	}
	if n := eval[int](p, root+`.querySelectorAll('.cm-lintRange-error').length`); n != 1 {
		t.Errorf("%d marks; the CRLF, the no-break space and the dashes are no problem to the engine", n)
	}
	box := eval[[]float64](p, `(() => { const r = `+root+`.querySelector('.cm-lintRange-error').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`)
	p.do("hover the mark", chromedp.MouseEvent("mouseMoved", box[0], box[1]))
	p.wait("the message on hover", `(`+root+`.querySelector('.cm-tooltip-lint') || {}).textContent?.includes('XYZ')`)
	// The power's header is highlighted as one.
	if got := eval[string](p, `(() => { const s = `+root+`.querySelector('.cm-line span'); return s ? s.textContent.trim() + ' ' + getComputedStyle(s).fontWeight : ''; })()`); got != "FRANCE: 700" {
		t.Errorf("the first header is drawn as %q; want FRANCE: in bold", got)
	}
	p.shot("gm-editor-hover")

	// The problem in the list takes the cursor to its line and column.
	p.do("jump to the problem", chromedp.Click(chromedp.CSS(`#diagnostics li[data-line="5"] button`)))
	if id := eval[string](p, focused); id != "text" {
		t.Errorf("after the jump the focus is on %q; want the editor", id)
	}
	if got := eval[[]int](p, `(() => { const v = `+editor+`, h = v.state.selection.main.head, l = v.state.doc.lineAt(h); return [l.number, h - l.from]; })()`); len(got) != 2 || got[0] != 5 || got[1] != 12 {
		t.Errorf("after the jump the cursor is at line and index %v; want line 5, before XYZ (index 12)", got)
	}

	// Headers, units and places complete on the game's map.
	p.focusEditorEnd("text")
	p.typeKeys("GER")
	p.wait("the header offered", `[...`+root+`.querySelectorAll('.cm-tooltip-autocomplete li')].some(li => li.textContent.includes('GERMANY:'))`)
	p.sleepMs(150) // CodeMirror takes no Enter in a list's first 75 ms
	p.press("Enter", 13)
	p.typeKeys("\n1 : A MU")
	p.wait("the unit offered with its power", `[...`+root+`.querySelectorAll('.cm-tooltip-autocomplete li')].some(li => li.textContent.includes('A MUN') && li.textContent.includes('GERMANY'))`)
	p.sleepMs(150)
	p.press("Enter", 13)
	p.typeKeys(" - RUH")
	want := pasted + "GERMANY:\n1 : A MUN - RUH"
	if got := eval[string](p, `document.getElementById('text').value`); got != want {
		t.Errorf("after completing, the text is %q; want %q", got, want)
	}
	p.wait("Germany's section checked", `[...document.querySelectorAll('#summary th')].some(th => th.textContent === 'GERMANY')`)

	// Ctrl+Z takes the typing back to the mail, not past it.
	for range 10 {
		if eval[string](p, `document.getElementById('text').value`) == pasted {
			break
		}
		p.do("undo", chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	}
	if got := eval[string](p, `document.getElementById('text').value`); got != pasted {
		t.Errorf("after undo the text is %q; want the mail", got)
	}

	// Tab leaves the editor and types nothing.
	p.focusEditorEnd("text")
	p.do("tab", chromedp.KeyEvent(kb.Tab))
	if id := eval[string](p, focused); id == "text" {
		t.Error("Tab is trapped in the editor")
	}
	if got := eval[string](p, `document.getElementById('text').value`); got != pasted {
		t.Errorf("Tab changed the text to %q", got)
	}

	// The text as pasted survives a reload.
	p.wait("the mail checked", `[...document.querySelectorAll('#diagnostics li')].some(li => li.dataset.line === '5') && ![...document.querySelectorAll('#summary th')].some(th => th.textContent === 'GERMANY')`)
	p.open("/")
	p.wait("the text restored", `document.getElementById('text').value !== ''`)
	if got := eval[string](p, `document.getElementById('text').value`); got != pasted {
		t.Errorf("after a reload the text is %q; want the mail as pasted", got)
	}
	p.wait("marked again", root+`.querySelector('.cm-lintRange-error') !== null`)

	// A carriage return alone (an old Mac line end, a line end to the
	// engine) is a line end in the editor too.
	p.paste("text", "FRANCE:\r4 : A PAR - BUR\n")
	if n := eval[int](p, `document.getElementById('text').cmView.state.doc.lines`); n != 3 {
		t.Errorf("the text pasted with a lone carriage return shows as %d lines, want 3", n)
	}
}

// profileKeys types as keyLatency does with the DevTools CPU profiler on,
// and sums the main thread's time by script and by function (self time):
// where a page spends a key beyond what CodeMirror itself spends.
func (p *page) profileKeys(suffix string) string {
	p.t.Helper()
	var prof *profiler.Profile
	p.do("profiler on", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
			return err
		}
		if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{})
		return err
	}))
	p.keyLatency(suffix)
	p.do("profiler off", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		r, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
		prof = r.Profile
		return err
	}))
	if prof == nil {
		return "no profile"
	}
	byID := map[int64]*profiler.ProfileNode{}
	for _, n := range prof.Nodes {
		byID[n.ID] = n
	}
	self := map[int64]float64{}
	for i, id := range prof.Samples {
		if i < len(prof.TimeDeltas) {
			self[id] += float64(prof.TimeDeltas[i]) / 1000
		}
	}
	byFile := map[string]float64{}
	byFunc := map[string]float64{}
	for id, ms := range self {
		f := byID[id].CallFrame
		file := filepath.Base(f.URL)
		if f.URL == "" {
			file = f.FunctionName // (program), (idle), (garbage collector)
		}
		byFile[file] += ms
		if f.URL != "" {
			byFunc[fmt.Sprintf("%s %s:%d:%d", f.FunctionName, file, f.LineNumber+1, f.ColumnNumber+1)] += ms
		}
	}
	top := func(m map[string]float64, n int) string {
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] })
		var out []string
		for i, k := range keys {
			if i == n {
				break
			}
			out = append(out, fmt.Sprintf("%s %.0f ms", k, m[k]))
		}
		return strings.Join(out, ", ")
	}
	return fmt.Sprintf("by script: %s; top functions: %s", top(byFile, 8), top(byFunc, 8))
}

// A text with old Mac line ends (a lone CR, which the engine counts as a
// line end) shows each line on its own line in the editor, so that a
// problem the engine finds on line 2 is marked on the editor's line 2:
// whether the text is set by the page or pasted.
func TestALoneCarriageReturnIsALineInTheEditor(t *testing.T) {
	p := newPage(t)
	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	const text = "4 : A PAR - BUR\r3 : A PAR - XY\r"
	markedLine := `(() => { const v = document.getElementById('sheet').cmView; const m = document.getElementById('sheet').shadowRoot.querySelector('.cm-lintRange-error'); return m ? v.state.doc.lineAt(v.posAtDOM(m)).number : 0; })()`
	p.paste("sheet", text)
	p.wait("the bad place marked", `document.getElementById('sheet').shadowRoot.querySelector('.cm-lintRange-error') !== null`)
	if n := eval[int](p, markedLine); n != 2 {
		t.Errorf("the problem is marked on the editor's line %d; the engine names line 2", n)
	}
	if got := eval[string](p, `document.getElementById('sheet').value`); got != "4 : A PAR - BUR\n3 : A PAR - XY\n" {
		t.Errorf("the sheet set reads %q", got)
	}

	eval[bool](p, `(document.getElementById('sheet').value = '', true)`)
	p.wait("emptied", `document.getElementById('sheet').shadowRoot.querySelector('.cm-lintRange-error') === null`)
	p.focusEnd()
	js, _ := json.Marshal(text)
	eval[bool](p, `(() => { const d = new DataTransfer(); d.setData('text/plain', `+string(js)+`); document.getElementById('sheet').cmView.contentDOM.dispatchEvent(new ClipboardEvent('paste', { clipboardData: d, bubbles: true, cancelable: true })); return true; })()`)
	p.wait("the pasted bad place marked", `document.getElementById('sheet').shadowRoot.querySelector('.cm-lintRange-error') !== null`)
	if got := eval[string](p, `document.getElementById('sheet').value`); got != "4 : A PAR - BUR\n3 : A PAR - XY\n" {
		t.Errorf("the sheet pasted reads %q", got)
	}
	if n := eval[int](p, markedLine); n != 2 {
		t.Errorf("the pasted problem is marked on the editor's line %d; the engine names line 2", n)
	}
}

// The editor's text box, in a shadow root, is described by the check's
// status outside it (ARIA element reflection: an id reference cannot
// cross the shadow boundary), so a screen reader entering the sheet
// hears whether it has problems.
func TestTheSheetEditorIsDescribedByTheCheck(t *testing.T) {
	p := newPage(t)
	for _, c := range []struct{ page, host, status, text string }{
		{"/", "text", "check-status", "FRANCE:\n4 : A PAR - XYZ\n"},
		{"/web/checker.html", "sheet", "totals", "4 : A PAR - XYZ\n"},
	} {
		p.open(c.page)
		p.paste(c.host, c.text)
		p.wait(c.page+": checked", fmt.Sprintf(`document.getElementById(%q).textContent.includes('1 problem')`, c.status))
		status := eval[string](p, fmt.Sprintf(`document.getElementById(%q).textContent`, c.status))
		var described string
		p.do("the accessible description of the editor's text box", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			box, err := chromedp.Call(ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: fmt.Sprintf(`document.getElementById(%q).cmView.contentDOM`, c.host)})
			if err != nil {
				return err
			}
			ax, err := chromedp.Call(ctx, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{ObjectID: box.Result.ObjectID, FetchRelatives: new(false)})
			if err != nil {
				return err
			}
			for _, n := range ax.Nodes {
				if n.Description != nil {
					if err := json.Unmarshal(n.Description.Value, &described); err != nil {
						return err
					}
				}
			}
			return nil
		}))
		if described != status {
			t.Errorf("%s: the sheet's text box is described as %q; want the check's status %q", c.page, described, status)
		}
	}
}
