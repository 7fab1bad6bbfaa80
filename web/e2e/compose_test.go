//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
)

// tabTo presses Tab until the focus is on the element the selector names.
func (p *page) tabTo(selector string) {
	p.t.Helper()
	for range 80 {
		if eval[bool](p, `document.activeElement !== null && document.activeElement.matches(`+jsString(selector)+`)`) {
			return
		}
		p.press("Tab", 9)
	}
	p.t.Fatalf("Tab never reached %s", selector)
}

func jsString(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}

// composeLine writes one line with the keyboard only: the unit chosen
// with the arrow keys, its orders ticked with Space, the type and the
// amount typed, the button pressed with Space.
func (p *page) composeLine(unit string, orders []string, typ, amount string) {
	p.t.Helper()
	p.tabTo("#compose-unit")
	p.press("Home", 36)
	for range 40 {
		if eval[string](p, `document.getElementById('compose-unit').value`) == unit {
			break
		}
		p.press("ArrowDown", 40)
	}
	p.wait("the legal orders of "+unit, `[...document.querySelectorAll('#compose-orders label')].some(l => l.textContent.trim().startsWith(`+jsString(unit+" ")+`))`)
	p.tabTo("#compose-type")
	p.press("Home", 36)
	for range 6 {
		if eval[string](p, `document.getElementById('compose-type').value`) == typ {
			break
		}
		p.press("ArrowDown", 40)
	}
	for _, o := range orders {
		id := eval[string](p, `([...document.querySelectorAll('#compose-orders label')].find(l => l.textContent.trim() === `+jsString(o)+`) || {htmlFor: 'none'}).htmlFor`)
		if id == "none" {
			p.t.Fatalf("%s is not among the legal orders of %s", o, unit)
		}
		p.tabTo("#" + id)
		p.do("tick "+o, chromedp.KeyEvent(" "))
	}
	p.tabTo("#compose-amount")
	p.do("select the amount", chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
	p.typeKeys(amount)
	p.tabTo("#compose button[type=submit]")
	p.do("write the line", chromedp.KeyEvent(" "))
}

// Issue 24, the map and composing on it: with the position loaded, the
// board is drawn with the sheet's offers; a whole sheet for France is
// composed with the keyboard only from the engine's legal orders, and the
// engine finds no problem in it.
func TestComposeASheetOnTheMapByKeyboard(t *testing.T) {
	f, err := game.Start(board.Standard(), "compose", 3)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "compose.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.do("load the position", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the map drawn", `!document.getElementById('map-body').hidden && document.getElementById('offer-map').naturalWidth > 0`)
	p.wait("the units offered", `document.querySelectorAll('#compose-unit option').length === 23`)

	p.composeLine("A PAR", []string{"A PAR - BUR"}, ":", "4")
	p.composeLine("F BRE", []string{"F BRE - MAO", "F BRE - ENG"}, ":", "3") // written in the engine's order
	p.composeLine("A MAR", []string{"A MAR H"}, "@", "2")
	p.composeLine("A MUN", []string{"A MUN - BUR"}, "!", "5")
	want := "4 : A PAR - BUR\n3 : F BRE - ENG | - MAO\n2 @ A MAR H\n5 ! A MUN - BUR"
	if got := eval[string](p, `document.getElementById('sheet').value`); got != want {
		t.Errorf("the composed sheet is\n%s\nwant\n%s", got, want)
	}
	p.wait("checked clean", `document.getElementById('totals').textContent.startsWith('No problems')`)
	p.wait("every line drawn", `document.querySelectorAll('#offer-list li[data-line]').length === 4`)
	if got := eval[string](p, `document.querySelector('#offer-list li.negative').textContent`); !strings.Contains(got, "5 AgP") || !strings.Contains(got, "A MUN - BUR") {
		t.Errorf("the negative offer is listed as %q", got)
	}
	p.shot("compose-1440")
	p.do("phone width", chromedp.EmulateViewport(390, 844))
	p.shot("compose-390")
	p.do("desktop width", chromedp.EmulateViewport(1280, 900))
	p.shot("compose-1280")
}
