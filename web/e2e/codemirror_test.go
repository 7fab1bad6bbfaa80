//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// cmDemo is a page that makes a CodeMirror editor from the vendored bundle
// (web/vendor/codemirror.js) with line numbers, undo, a stream language
// and lint, and records every Content-Security-Policy violation.
const cmDemo = `// the demo of codemirror_test.go
import * as cm from "./codemirror.js";
window.cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => window.cspViolations.push(e.violatedDirective));
const offers = cm.StreamLanguage.define({
	token(stream) {
		if (stream.match(/^\d+/)) return "number";
		if (stream.match(/^%.*/)) return "comment";
		stream.next();
		return null;
	},
});
// In a shadow root CodeMirror's styles go in as constructed style sheets,
// which the policy's style-src 'self' allows; in the document they would
// be a <style> element, which it refuses.
const root = document.getElementById("editor").attachShadow({mode: "open"});
window.cmView = new cm.EditorView({
	root,
	parent: root,
	state: cm.EditorState.create({
		doc: "4 : A PAR - BUR\n2 & F TRI H % a gift",
		extensions: [cm.lineNumbers(), cm.history(), cm.keymap.of([...cm.defaultKeymap, ...cm.historyKeymap]), offers,
			cm.syntaxHighlighting(cm.defaultHighlightStyle), cm.linter(() => [{from: 0, to: 1, severity: "error", message: "demo"}], {delay: 0}), cm.lintGutter()],
	}),
});
document.documentElement.dataset.ready = "true";
`

// The vendored CodeMirror bundle loads as an ES module under the pages'
// own Content-Security-Policy (issue 24: the policy stays), draws an
// editor with its line-number gutter and its own styles, takes typing, and
// undoes it with the keyboard.
func TestCodeMirrorBundleMakesAnEditor(t *testing.T) {
	dir := t.TempDir()
	bundle, err := os.ReadFile(filepath.Join("..", "vendor", "codemirror.js"))
	if err != nil {
		t.Fatal(err)
	}
	// The pages' policy, from the <head> they share (scripts/build).
	head, err := os.ReadFile(filepath.Join("..", "head.html"))
	if err != nil {
		t.Fatal(err)
	}
	csp := regexp.MustCompile(`<meta http-equiv="Content-Security-Policy"[^>]*>`).Find(head)
	if csp == nil {
		t.Fatal("web/head.html has no Content-Security-Policy")
	}
	html := "<!doctype html><html lang=en><head><meta charset=utf-8>" + string(csp) +
		"<title>CodeMirror</title><script type=module src=demo.js></script></head><body><div id=editor></div></body></html>"
	for name, data := range map[string][]byte{"codemirror.js": bundle, "demo.js": []byte(cmDemo), "index.html": []byte(html)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := newPageOn(t, serve(t, dir), 800, 600)
	p.do("open the demo", chromedp.Navigate(p.url+"/"))
	p.wait("the editor", `document.documentElement.dataset.ready === 'true'`)
	if n := eval[int](p, `cmView.dom.querySelectorAll('.cm-lineNumbers .cm-gutterElement').length`); n < 2 {
		t.Errorf("%d line numbers drawn, want one per line", n)
	}
	// The base theme is CodeMirror's own style sheet: without it the
	// gutter is not laid out beside the text.
	if d := eval[string](p, `getComputedStyle(cmView.dom.querySelector('.cm-gutters')).display`); d != "flex" {
		t.Errorf("the gutter's display is %q: CodeMirror's styles did not apply", d)
	}
	p.wait("the lint mark", `cmView.dom.querySelector('.cm-lintRange-error') !== null`)
	eval[bool](p, `(cmView.focus(), cmView.dispatch({selection: {anchor: cmView.state.doc.length}}), cmView.hasFocus)`)
	for _, k := range []string{" ", "o", "k"} {
		p.do("type", chromedp.KeyEvent(k))
	}
	if doc := eval[string](p, `cmView.state.doc.toString()`); doc != "4 : A PAR - BUR\n2 & F TRI H % a gift ok" {
		t.Errorf("after typing, the text is %q", doc)
	}
	// Keys typed further apart than CodeMirror's grouping delay (as on a
	// loaded machine) are undone one group at a time: each Ctrl+Z must
	// take some of the typing back, and at most three bring the text back.
	const before = "4 : A PAR - BUR\n2 & F TRI H % a gift"
	doc := eval[string](p, `cmView.state.doc.toString()`)
	for i := 0; i < 3 && doc != before; i++ {
		p.do("undo", chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
		undone := eval[string](p, `cmView.state.doc.toString()`)
		if len(undone) >= len(doc) || !strings.HasPrefix(undone, before) {
			t.Fatalf("Ctrl+Z turned %q into %q", doc, undone)
		}
		doc = undone
	}
	if doc != before {
		t.Errorf("after three Ctrl+Z, the text is %q", doc)
	}
	if v := eval[[]string](p, `window.cspViolations`); len(v) > 0 {
		t.Errorf("the page's Content-Security-Policy refused: %v", v)
	}
	p.shot("codemirror-demo")
}
