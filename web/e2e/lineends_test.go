//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Issue 28: one normalisation of line ends, the engine's (game-format.md
// §2: CRLF and a lone CR end a line), for every way text enters either
// page: set by the page (a text kept from the last visit, Load text…),
// pasted, dropped as text or as a file, typed. The editor then holds no
// carriage return, its lines are the engine's lines, and a problem is
// marked on the line and at the column the engine names, whatever line
// ends the text came with (a mail's CRLF kept as hidden characters made
// blank lines collapse and every later mark one line down).
func TestLineEndsAreTheEnginesFromEveryEntry(t *testing.T) {
	styles := []struct{ name, nl string }{{"CRLF", "\r\n"}, {"LF", "\n"}, {"CR", "\r"}}
	pages := []struct {
		path, host, header, listed string
	}{
		{"/", "text", "FRANCE:", `#diagnostics li[data-line]`},
		{"/web/checker.html", "sheet", "", `#lines li.bad[data-line]`},
	}
	dir := t.TempDir()
	p := newPage(t)
	for _, pg := range pages {
		p.open(pg.path)
		if pg.host == "sheet" {
			p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
		}
		host := fmt.Sprintf(`document.getElementById(%q)`, pg.host)
		for _, st := range styles {
			lines := []string{"4 : A PAR - BUR", "", "3 : A PAR - XY", ""}
			if pg.header != "" {
				lines = append([]string{pg.header}, lines...)
			}
			bad := len(lines) - 1 // the line of XY, 1-based
			text := strings.Join(lines, st.nl)
			want := strings.Join(lines, "\n")
			js, _ := json.Marshal(text)
			file := filepath.Join(dir, st.name+".txt")
			if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			entries := []struct {
				name  string
				enter func()
			}{
				{"paste", func() {
					p.focusEditorEnd(pg.host)
					eval[bool](p, fmt.Sprintf(`(() => { const d = new DataTransfer(); d.setData('text/plain', %s); %s.cmView.contentDOM.dispatchEvent(new ClipboardEvent('paste', { clipboardData: d, bubbles: true, cancelable: true })); return true; })()`, js, host))
				}},
				{"drop of text", func() {
					eval[bool](p, fmt.Sprintf(`(() => { const c = %s.cmView.contentDOM, r = c.getBoundingClientRect(), d = new DataTransfer(); d.setData('text/plain', %s); c.dispatchEvent(new DragEvent('drop', { dataTransfer: d, clientX: r.x + 20, clientY: r.y + 5, bubbles: true, cancelable: true, composed: true })); return true; })()`, host, js))
				}},
				{"drop of a file", func() {
					eval[bool](p, fmt.Sprintf(`(() => { const c = %s.cmView.contentDOM, r = c.getBoundingClientRect(), d = new DataTransfer(); d.items.add(new File([%s], 'sheet.txt', { type: 'text/plain' })); c.dispatchEvent(new DragEvent('drop', { dataTransfer: d, clientX: r.x + 20, clientY: r.y + 5, bubbles: true, cancelable: true, composed: true })); return true; })()`, host, js))
				}},
				{"typing", func() {
					p.focusEditorEnd(pg.host)
					p.do("type the text", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
						_, err := chromedp.Call(ctx, input.InsertText, input.InsertTextParams{Text: text})
						return err
					}))
				}},
				{"text set by a script", func() {
					eval[bool](p, fmt.Sprintf(`(%s.value = %s, true)`, host, js))
				}},
			}
			if pg.host == "text" {
				entries = append(entries, struct {
					name  string
					enter func()
				}{"Load text…", func() {
					p.do("load the text", chromedp.SetUploadFiles(chromedp.ID("open-text"), []string{file}))
				}})
			} else {
				// The sheet kept from the last visit, set by the page.
				entries = append(entries, struct {
					name  string
					enter func()
				}{"the sheet kept from the last visit", func() {
					// Once the empty sheet is checked (and kept): the
					// page keeps the sheet at each check.
					p.wait("the empty sheet checked", `document.getElementById('totals').textContent.startsWith('No problems · 0 offers')`)
					eval[bool](p, fmt.Sprintf(`(localStorage.setItem('payola-checker/1', JSON.stringify({ sheet: %s, power: 'FRANCE', balance: '' })), true)`, js))
					p.open(pg.path)
				}})
			}
			for _, e := range entries {
				what := fmt.Sprintf("%s, %s text, %s", pg.path, st.name, e.name)
				eval[bool](p, `(`+host+`.value = '', true)`)
				p.wait(what+": emptied", host+`.value === '' && !`+host+`.shadowRoot.querySelector('.cm-lintRange-error')`)
				e.enter()
				p.wait(what+": the bad place marked", host+`.shadowRoot.querySelector('.cm-lintRange-error') !== null`)
				if got := eval[string](p, host+`.value`); got != want {
					t.Errorf("%s: the editor holds %q; want the engine's lines %q", what, got, want)
				}
				if n := eval[int](p, host+`.cmView.state.doc.lines`); n != len(lines) {
					t.Errorf("%s: the editor has %d lines; the engine reads %d", what, n, len(lines))
				}
				mark := eval[[]any](p, `(() => { const h = `+host+`, v = h.cmView, m = h.shadowRoot.querySelector('.cm-lintRange-error'), at = v.posAtDOM(m), l = v.state.doc.lineAt(at); return [l.number, at - l.from, m.textContent]; })()`)
				if fmt.Sprint(mark) != fmt.Sprint([]any{float64(bad), float64(12), "XY"}) {
					t.Errorf("%s: the mark is at [line, index, text] %v; want [%d 12 XY], where the engine finds XY", what, mark, bad)
				}
				p.wait(what+": the problem listed", fmt.Sprintf(`[...document.querySelectorAll(%q)].some(li => li.dataset.line === '%d')`, pg.listed, bad))
				if n := eval[int](p, host+`.shadowRoot.querySelectorAll('.cm-specialChar').length`); n != 0 {
					t.Errorf("%s: %d hidden characters drawn in the text", what, n)
				}
				// A letter typed at the end of the bad line, as the editor
				// shows it, lands in the engine's line, before its end.
				eval[bool](p, fmt.Sprintf(`(() => { const v = %s.cmView; v.focus(); v.dispatch({ selection: { anchor: v.state.doc.line(%d).to } }); return true; })()`, host, bad))
				p.typeKeys("Z")
				p.wait(what+": the letter typed checked", fmt.Sprintf(`[...document.querySelectorAll(%q)].some(li => li.dataset.line === '%d' && li.textContent.includes('XYZ'))`, pg.listed, bad))
				if got := eval[string](p, host+`.shadowRoot.querySelector('.cm-lintRange-error').textContent`); got != "XYZ" {
					t.Errorf("%s: after typing Z at the end of line %d the mark covers %q; want XYZ", what, bad, got)
				}
			}
		}
	}
}

// Issue 28: a problem's link puts the cursor at the problem's column and
// selects nothing, on both pages, so that typing the missing ": " fixes
// the order (a selection to the end of the line made the typing replace
// the whole order).
func TestAProblemsLinkPutsTheCursorAtItsColumn(t *testing.T) {
	p := newPage(t)
	for _, c := range []struct{ path, host, text, link, want string }{
		{"/", "text", "FRANCE:\n4 A PAR - BUR\n", `#diagnostics li[data-line="2"] button`, "FRANCE:\n4 : A PAR - BUR\n"},
		{"/web/checker.html", "sheet", "4 A PAR - BUR\n", `#lines li[data-line="1"] button.link`, "4 : A PAR - BUR\n"},
	} {
		p.open(c.path)
		if c.host == "sheet" {
			p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
		}
		p.paste(c.host, c.text)
		p.wait(c.path+": the problem listed", fmt.Sprintf(`document.querySelector(%q) !== null`, c.link))
		p.do(c.path+": follow the problem's link", chromedp.Click(chromedp.CSS(c.link)))
		host := fmt.Sprintf(`document.getElementById(%q)`, c.host)
		if got := eval[[]int](p, `(() => { const s = `+host+`.cmView.state.selection.main; return [s.from, s.to]; })()`); len(got) != 2 || got[0] != got[1] {
			t.Errorf("%s: the link selects %v; want the cursor alone", c.path, got)
		}
		p.typeKeys(": ")
		if got := eval[string](p, host+`.value`); got != c.want {
			t.Errorf("%s: typing ': ' after the link made %q; want %q", c.path, got, c.want)
		}
	}
}

// Issue 28: a file dropped on the GM's text is the page's to open (a text
// of sheets replaces the text, as Load text… does; a game file opens the
// game), never also inserted by the editor at the drop: a game file
// dropped there ended up in the text, and a text of sheets raced the
// page's copy of it.
func TestAFileDroppedOnTheGMTextIsOpenedOnce(t *testing.T) {
	p := newPage(t)
	p.open("/")
	js, _ := json.Marshal(`{"format": "not a game"}`)
	eval[bool](p, fmt.Sprintf(`(() => { const c = document.getElementById('text').cmView.contentDOM, r = c.getBoundingClientRect(), d = new DataTransfer(); d.items.add(new File([%s], 'game.json', { type: 'application/json' })); c.dispatchEvent(new DragEvent('drop', { dataTransfer: d, clientX: r.x + 20, clientY: r.y + 5, bubbles: true, cancelable: true, composed: true })); return true; })()`, js))
	p.wait("the page's answer", `!document.getElementById('alert').hidden`)
	p.sleepMs(300)
	if got := eval[string](p, `document.getElementById('text').value`); got != "" {
		t.Errorf("a game file dropped on the text left the text %q; want it opened as a game only", got)
	}
}
