package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/maps"
)

// Every committed drawing's picture (engine/maps/drawings, the standard
// drawing among them) passes the allow-list as it is, and every built-in
// map with a picture loads: the list is what the drawings use.
func TestEveryDrawingPassesTheAllowList(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "maps", "drawings", "*.svg"))
	if err != nil || len(files) < 15 {
		t.Fatalf("%d pictures (%v), want the committed ones", len(files), err)
	}
	for _, f := range files {
		pic, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkPicture(string(pic)); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
	}
	pictures := 0
	for _, name := range maps.Names() {
		geo, pic, err := maps.Drawing(name)
		if err != nil || len(pic) == 0 {
			continue // no drawing here, or outlines
		}
		pictures++
		d, err := LoadDrawing(geo, pic)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		// Inlined unchanged: what is drawn is the picture's own text.
		if !strings.Contains(string(pic), strings.TrimPrefix(d.g.art.shapes, d.g.art.shapes[:strings.Index(d.g.art.shapes, shapesStart)])) {
			t.Errorf("%s: the shapes drawn are not the picture's own", name)
		}
	}
	if pictures < 20 {
		t.Errorf("%d maps with a picture, want every one", pictures)
	}
}

// The allow-list against the SVG entries of OWASP's XSS filter evasion
// cheat sheet (and the SVG-specific vectors around them): event handlers
// however spaced, cased or quoted; animate and set; use, a, image and
// script with href or xlink:href to data: or javascript:; style elements
// and attributes; foreignObject; entities, DOCTYPE, CDATA, comments and
// processing instructions. Each is put into void's picture at the root's
// attributes, among the shapes, or in a name's text, and must be refused
// with an error naming what it holds. Harmless rows (what psgen writes)
// must pass, so that the test can tell.
func TestPictureAllowListRefusesXSS(t *testing.T) {
	_, pic, err := maps.Drawing("void")
	if err != nil {
		t.Fatal(err)
	}
	base := string(pic)
	rootEnd := strings.Index(base, ">\n")
	textAt := strings.Index(base, "<text ")
	textAt += strings.Index(base[textAt:], ">") + 1
	if rootEnd < 0 || textAt <= 0 || !strings.Contains(base, shapesStart) {
		t.Fatal("void's picture is not as psgen writes it")
	}
	inRoot := func(s string) string { return base[:rootEnd] + s + base[rootEnd:] }
	inShapes := func(s string) string { return strings.Replace(base, shapesStart, shapesStart+s+"\n", 1) }
	inText := func(s string) string { return base[:textAt] + s + base[textAt:] }
	for _, c := range []struct {
		name, pic, want string // want "" passes
	}{
		// Harmless: as psgen writes them.
		{"a path as psgen writes it", inShapes(`<path d="M1 2l3-4z" fill="#12abEF" stroke="#000000" stroke-width=".5" stroke-dasharray="1 1.5" stroke-linecap="round"/>`), ""},
		{"a name escaped as psgen escapes it", inText(`&amp; &lt;b&gt; &quot;`), ""},
		{"a group of names", inShapes(`<g fill="#ffffff" font-size="9.8"><text x="1" y="-2.5">X</text></g>`), ""},

		// Event handlers on the root, however written.
		{"svg onload", inRoot(` onload="alert(1)"`), "onload is an event handler"},
		{"a newline before onload", inRoot("\nonload=\"alert(1)\""), "onload is an event handler"},
		{"a tab before onload", inRoot("\tonload=\"alert(1)\""), "onload is an event handler"},
		{"a carriage return before onload", inRoot("\ronload=\"alert(1)\""), "onload is an event handler"},
		{"a form feed before onload", inRoot("\fonload=\"alert(1)\""), "U+000C inside <svg>"},
		{"a slash before onload", inRoot(`/onload="alert(1)"`), `"/" inside <svg>`},
		{"a space before =", inRoot(` onload ="alert(1)"`), "onload is an event handler"},
		{"spaces round =", inRoot(` onload = "alert(1)"`), "onload is an event handler"},
		{"no quotes", inRoot(` onload=alert(1)`), "onload is an event handler"},
		{"single quotes", inRoot(` onload='alert(1)'`), "onload is an event handler"},
		{"mixed case", inRoot(` oNlOaD="alert(1)"`), "oNlOaD is an event handler"},
		{"upper case", inRoot(` ONLOAD="alert(1)"`), "ONLOAD is an event handler"},
		{"a newline before onerror on a path", inShapes("<path d=\"M0 0\"\nonerror=\"alert(1)\"/>"), "onerror is an event handler"},
		{"onmouseover on a name", strings.Replace(base, `<text x=`, `<text onmouseover="alert(1)" x=`, 1), "onmouseover is an event handler"},
		{"a handler with a namespace", inRoot(` xlink:onload="alert(1)"`), "<svg xlink:onload>"},
		{"a NUL in the tag", inRoot("\x00onload=\"alert(1)\""), "U+0000 inside <svg>"},
		{"a nested svg onload", inShapes(`<svg onload="alert(1)"/>`), "<svg> inside <g>"},
		{"a g with a slash", inShapes(`<g/onload="alert(1)">`), `"/" inside <g>`},

		// Animation.
		{"animate onbegin", inShapes(`<animate onbegin="alert(1)" attributeName="x" dur="1s"/>`), "<animate> is not an element"},
		{"set to a handler", inShapes(`<set attributeName="onmouseover" to="alert(1)"/>`), "<set> is not an element"},
		{"animate href to javascript", inShapes(`<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>`), "<a> is not an element"},

		// Links.
		{"use href to data", inShapes(`<use href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIgeG1sbnM9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48aW1hZ2UgaHJlZj0iMSIgb25lcnJvcj0iYWxlcnQoMSkiLz48L3N2Zz4=#x"/>`), "<use> is not an element"},
		{"use xlink:href to data", inShapes(`<use xlink:href="data:image/svg+xml,&lt;svg id='x'/&gt;#x"/>`), "<use> is not an element"},
		{"a xlink:href javascript", inShapes(`<a xlink:href="javascript:alert(1)"><text x="1" y="1">x</text></a>`), "<a> is not an element"},
		{"xlink:href on a path", inShapes(`<path xlink:href="javascript:alert(1)" d="M0 0"/>`), "<path xlink:href>: a link"},
		{"href on a path", inShapes(`<path href="javascript:alert(1)" d="M0 0"/>`), "<path href>: a link"},
		{"href within the document", inShapes(`<path href="#x" d="M0 0"/>`), "<path href>: a link"},
		{"HREF upper case", inShapes(`<path HREF="javascript:alert(1)" d="M0 0"/>`), "<path HREF>: a link"},
		{"image onerror", inShapes(`<image href="x" onerror="alert(1)"/>`), "<image> is not an element"},
		{"script", inShapes(`<script>alert(1)</script>`), "<script> is not an element"},
		{"SCRIPT upper case", inShapes(`<SCRIPT>alert(1)</SCRIPT>`), "<SCRIPT> is not an element"},
		{"script with a namespace", inShapes(`<svg:script>alert(1)</svg:script>`), "<svg:script> is not an element"},
		{"script xlink:href", inShapes(`<script xlink:href="data:,alert(1)"/>`), "<script> is not an element"},
		{"foreignObject", inShapes(`<foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject>`), "<foreignObject> is not an element"},
		{"iframe", inShapes(`<iframe src="javascript:alert(1)"/>`), "<iframe> is not an element"},

		// Style.
		{"a style element with javascript", inShapes(`<style>@import 'javascript:alert(1)';</style>`), "<style> is not an element"},
		{"a style attribute with expression", inShapes(`<path style="fill:expression(alert(1))" d="M0 0"/>`), "<path style>: a drawing's <path> has no attribute style"},
		{"a style attribute with url(javascript:)", inShapes(`<g style="background:url(javascript:alert(1))">`), "<g style>"},
		{"fill url(javascript:)", inShapes(`<path fill="url(javascript:alert(1))" d="M0 0"/>`), `<path fill="url(javascript:alert(1))">: a drawing's fill is none or a colour`},
		{"fill url within the document", inShapes(`<path fill="url(#x)" d="M0 0"/>`), `a drawing's fill is none or a colour`},
		{"a character reference in a value", inShapes(`<path d="M0 0" fill="&#106;avascript"/>`), `a drawing's fill is`},
		{"a quote smuggled into d", inShapes(`<path d="M0 0&quot; onload=&quot;alert(1)"/>`), `a drawing's d is path data`},
		{"a font name with a url", inShapes(`<g font-family="x;src:url(javascript:1)">`), `a drawing's font-family is font names`},
		{"the namespace changed", strings.Replace(base, `xmlns="http://www.w3.org/2000/svg"`, `xmlns="http://www.w3.org/1999/xhtml"`, 1), "a drawing's xmlns is"},
		{"an attribute twice", inShapes(`<path d="M0 0" fill="none" fill="#000000"/>`), "<path> has fill twice"},

		// Entities, declarations, CDATA, comments, processing instructions.
		{"a DOCTYPE with an entity", inShapes(`<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>`), "a declaration"},
		{"an ENTITY", inShapes(`<!ENTITY xxe SYSTEM "file:///etc/passwd">`), "a declaration"},
		{"an entity reference in a name", inText(`&xxe;`), `"&xxe;" is an entity or character reference`},
		{"a character reference in a name", inText(`&#60;script&#62;`), `"&#60;" is an entity or character reference`},
		{"a CDATA section", inText(`<![CDATA[<script>alert(1)</script>]]>`), "a CDATA section"},
		{"a comment", inShapes(`<!--<script>alert(1)</script>-->`), "a comment"},
		{"a processing instruction", inShapes(`<?xml-stylesheet href="javascript:alert(1)"?>`), "a processing instruction"},

		// Structure.
		{"text outside a name", inShapes(`alert(1)`), `the text "alert(1)`},
		{"a control character in a name", inText("\x07"), "U+0007 in a text"},
		{"a direction character in a name", inText("\u202e"), "U+202E in a text"},
		{"a stray end tag", inShapes(`</g></g>`), "</g> where <svg> is open"},
		{"an element after the end", base + `<svg onload="alert(1)"/>`, "<svg> after the picture's end"},
		{"a tag left open", strings.TrimSuffix(base, "</svg>\n"), "ends with <svg> open"},
		{"an unterminated value", inShapes(`<path d="M0 0`), `<path d="M0 0\n<path d=">: a drawing's d is path data`},
		{"an unterminated value at the end", strings.TrimSuffix(base, "</text>\n</g>\n</g>\n</svg>\n") + `</text></g></g></svg><path d="M0 0`, "<path> after the picture's end"},
		{"a value cut at the end", base[:rootEnd] + ` stroke="1`, `<svg stroke>: a drawing's <svg> has no attribute stroke`},
		{"a value cut at the end of a path", base[:strings.Index(base, shapesStart)+len(shapesStart)] + `<path d="M0 0`, `<path d=…>: the value has no closing quote`},
		{"a tag cut at the end", base[:rootEnd], "the picture ends inside <svg>"},
	} {
		err := checkPicture(c.pic)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v; want an error saying %q", c.name, err, c.want)
		}
		// Through LoadDrawing too: refused whole, never drawn.
		if c.want != "" {
			if _, err := LoadDrawing(mustGeo(t, "void"), []byte(c.pic)); err == nil {
				t.Errorf("%s: LoadDrawing took it", c.name)
			}
		}
	}
}

func mustGeo(t *testing.T, name string) []byte {
	t.Helper()
	geo, _, err := maps.Drawing(name)
	if err != nil {
		t.Fatal(err)
	}
	return geo
}

// The allow-list alone on youngstown's picture, the biggest: it reads the
// picture once (the deny-list it replaced lowered a copy of the whole
// picture and searched it once a word).
func BenchmarkCheckPicture(b *testing.B) {
	_, pic, err := maps.Drawing("youngstown")
	if err != nil {
		b.Fatal(err)
	}
	s := string(pic)
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		if err := checkPicture(s); err != nil {
			b.Fatal(err)
		}
	}
}
