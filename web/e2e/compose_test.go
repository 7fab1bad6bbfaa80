//go:build e2e

package e2e

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/publish"
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

// partShot keeps a picture of one part of the page (a map with its focus
// and its text box).
func (p *page) partShot(name, css string) {
	p.t.Helper()
	p.keepShot(name, chromedp.Screenshot(chromedp.CSS(css)))
}

func jsString(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}

// How a line's unit is chosen: from the composer's unit list with the
// arrow keys, by a click on the unit on the map, or on the map with the
// keyboard only (Tab to the map's units, the arrow keys, Enter).
const (
	fromList = iota
	clickOnMap
	keysOnMap
)

// chooseByKeys tabs to the select id and chooses value with Home and then
// ArrowDown, at most presses times; a value never reached is fatal.
func (p *page) chooseByKeys(id, value string, presses int) {
	p.t.Helper()
	p.tabTo("#" + id)
	p.press("Home", 36)
	get := `document.getElementById(` + jsString(id) + `).value`
	for range presses {
		if eval[string](p, get) == value {
			return
		}
		p.press("ArrowDown", 40)
	}
	if got := eval[string](p, get); got != value {
		p.t.Fatalf("the arrow keys chose %q in #%s, never %q", got, id, value)
	}
}

// composeLine writes one line with the keyboard only, but for a click on
// the map when asked: the unit chosen as how says, its orders ticked with
// Space, the type and the amount typed, the button pressed with Space.
func (p *page) composeLine(how int, unit string, orders []string, typ, amount string) {
	p.t.Helper()
	spot := `#offer-mapview .map-unit[data-unit=` + jsString(unit) + `]`
	switch how {
	case fromList:
		p.chooseByKeys("compose-unit", unit, 40)
	case clickOnMap:
		p.do("click "+unit+" on the map", chromedp.ScrollIntoView(chromedp.CSS(spot)), chromedp.Click(chromedp.CSS(spot)))
	case keysOnMap:
		p.tabTo("#offer-mapview .map-unit")
		p.press("Home", 36)
		for range 40 {
			if eval[bool](p, `document.activeElement.matches(`+jsString(spot)+`)`) {
				break
			}
			p.press("ArrowRight", 39)
		}
		if !eval[bool](p, `document.activeElement.matches(`+jsString(spot)+`)`) {
			p.t.Fatalf("the arrow keys never reached %s on the map", unit)
		}
		if label := eval[string](p, `document.activeElement.getAttribute('aria-label')`); !strings.Contains(label, " in ") {
			p.t.Errorf("%s on the map is named %q, not in words", unit, label)
		}
		p.partShot("compose-map-"+strings.ReplaceAll(unit, " ", "-"), "#offer-mapview")
		p.do("choose "+unit, chromedp.KeyEvent("\r"))
	}
	p.wait("the legal orders of "+unit, `document.getElementById('compose-unit').value === `+jsString(unit)+` && [...document.querySelectorAll('#compose-orders label')].some(l => l.textContent.trim().startsWith(`+jsString(unit+" ")+`))`)
	if how != fromList {
		// Chosen on the map, the focus is on the unit's first order.
		p.wait("the focus on "+unit+"'s orders", `document.activeElement.matches('#compose-orders input')`)
	}
	p.chooseByKeys("compose-type", typ, 6)
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
// composed from the engine's legal orders, its units chosen from the list,
// by a click on the map and on the map by keyboard only, and the engine
// finds no problem in it. The balance comes from a private report the
// engine wrote. On the GM page the sheet is issued as the engine issues it,
// and the results map's units and failure marks say why, on focus.
func TestComposeASheetOnTheMapByKeyboard(t *testing.T) {
	f, err := gamefile.Start(board.Standard(), "compose", 3)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "compose.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.do("load the position", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the map drawn", `!document.getElementById('map-body').hidden && document.getElementById('offer-map').naturalWidth > 0`)
	p.wait("the units offered", `document.querySelectorAll('#compose-unit option').length === 23`)
	p.wait("the map's units are buttons", `document.querySelectorAll('#offer-mapview .map-unit').length === 22`)

	p.composeLine(fromList, "A PAR", []string{"A PAR - BUR"}, ":", "4")
	p.composeLine(clickOnMap, "F BRE", []string{"F BRE - MAO", "F BRE - ENG"}, ":", "3") // written in the engine's order
	p.composeLine(keysOnMap, "A MAR", []string{"A MAR H"}, "@", "2")
	p.composeLine(keysOnMap, "A MUN", []string{"A MUN - BUR"}, "!", "5")
	sheet := "4 : A PAR - BUR\n3 : F BRE - ENG | - MAO\n2 @ A MAR H\n5 ! A MUN - BUR"
	if got := eval[string](p, `document.getElementById('sheet').value`); got != sheet {
		t.Errorf("the composed sheet is\n%s\nwant\n%s", got, sheet)
	}
	p.wait("checked clean", `document.getElementById('totals').textContent.startsWith('No problems')`)
	p.wait("every line drawn", `document.querySelectorAll('#offer-list li[data-line]').length === 4`)
	if got := eval[string](p, `document.querySelector('#offer-list li.negative').textContent`); !strings.Contains(got, "5 AgP") || !strings.Contains(got, "A MUN - BUR") {
		t.Errorf("the negative offer is listed as %q", got)
	}

	// The balance, from France's private report as the engine writes it
	// (any report: here Spring 1901's of the demo sheets).
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	spring, err := publish.Adjudicate(g, sheetsText(), game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	balance := -1
	for _, pw := range spring.Next.Powers {
		if pw.Name == "FRANCE" && pw.Balance != nil {
			balance = *pw.Balance
		}
	}
	report, results := filepath.Join(dir, "compose-S1901M-report-france.txt"), filepath.Join(dir, "compose-S1901M-results.txt")
	if err := os.WriteFile(report, []byte(spring.Reports["FRANCE"]), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(results, []byte(spring.Public), 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("load the public results as a report", chromedp.SetUploadFiles(chromedp.ID("open-report"), []string{results}))
	p.wait("the results refused", `document.getElementById('report-status').textContent.includes('cannot be used') && document.getElementById('report-status').textContent.includes('not a private report')`)
	p.do("load France's report", chromedp.SetUploadFiles(chromedp.ID("open-report"), []string{report}))
	p.wait("the balance filled", `document.getElementById('balance').value === '`+strconv.Itoa(balance)+`' && document.getElementById('report-status').textContent.includes("FRANCE's report of Spring 1901 Movement")`)
	p.wait("the cost shown", `document.getElementById('cost').dataset.rounds !== undefined`)
	// axe-core: the map's unit buttons and their text box, focused.
	axe := axeSource(t)
	p.do("focus the map's units", chromedp.Focus(chromedp.CSS("#offer-mapview .map-unit[tabindex='0']")))
	p.wait("the unit's text box", `!document.getElementById('offer-map-tip').hidden`)
	p.axeInject(axe)
	p.axeCheck("checker, a unit on the map focused")
	p.shot("compose-1440")
	p.do("phone width", chromedp.EmulateViewport(390, 844))
	p.shot("compose-390")
	p.do("desktop width", chromedp.EmulateViewport(1280, 900))
	p.shot("compose-1280")

	// The GM adjudicates the sheet with the others' (the demo's): France's
	// units are issued the orders the engine issues them.
	others := strings.Split(sheetsText(), "\n\n")
	for i, sec := range others {
		if strings.HasPrefix(sec, "FRANCE:") {
			others[i] = "FRANCE:\n" + sheet
		}
	}
	text := strings.Join(others, "\n\n")
	want, err := publish.Adjudicate(g, text, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p.open("/")
	p.do("open the game file", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the game file loaded", `document.getElementById('game-name').textContent === 'compose'`)
	p.paste("text", text)
	p.wait("the text checked clean", `document.querySelectorAll('#diagnostics li').length === 0 && !document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("the results shown", `!document.getElementById('results-section').hidden && document.getElementById('results-map').naturalWidth > 0`)
	var wantFrance []string
	for _, o := range want.Orders {
		if o.Power == "FRANCE" {
			wantFrance = append(wantFrance, o.Unit+" | "+o.Order+" | "+o.Result)
		}
	}
	got := eval[[]string](p, `[...document.querySelectorAll('#orders tbody tr')].filter(r => r.cells[0].textContent === 'FRANCE').map(r => r.cells[1].textContent + ' | ' + r.cells[2].textContent + ' | ' + r.cells[4].textContent.split(/[,:]/)[0])`)
	if strings.Join(got, "\n") != strings.Join(wantFrance, "\n") {
		t.Errorf("France's orders on the GM page:\n%s\nthe engine's:\n%s", strings.Join(got, "\n"), strings.Join(wantFrance, "\n"))
	}

	// A unit on the results map, focused by keyboard, says why it took its
	// order (the auction's why, as the orders table has it); Enter opens
	// that why in the table.
	p.do("focus the results map", chromedp.Focus(chromedp.CSS("#results-view .map-frame")))
	p.tabTo("#results-view .map-unit")
	unit := `#results-view .map-unit[data-unit='A PAR']`
	for range 40 {
		if eval[bool](p, `document.activeElement.matches(`+jsString(unit)+`)`) {
			break
		}
		p.press("ArrowRight", 39)
	}
	why := eval[string](p, `document.querySelector('#orders tr[data-unit="A PAR"] details.why p').textContent`)
	tip := eval[string](p, `(() => { const t = document.getElementById('results-map-tip'); return t.hidden ? '' : t.textContent; })()`)
	if why == "" || !strings.HasPrefix(tip, "French army in Paris") || !strings.Contains(tip, why) {
		t.Errorf("A PAR focused on the map shows %q; want its name and its why %q", tip, why)
	}
	p.partShot("compose-gm-unit", "#results-view")
	p.do("open its why", chromedp.KeyEvent("\r"))
	p.wait("the why opened in the table", `document.querySelector('#orders tr[data-unit="A PAR"] details.why').open && document.activeElement === document.querySelector('#orders tr[data-unit="A PAR"] summary')`)

	// A failure mark, focused, shows its cause as the table states it.
	p.do("focus the results map", chromedp.Focus(chromedp.CSS("#results-view .map-frame")))
	p.tabTo("#results-view .map-mark")
	mark := eval[string](p, `document.activeElement.dataset.mark`)
	tip = eval[string](p, `(() => { const t = document.getElementById('results-map-tip'); return t.hidden ? '' : t.textContent; })()`)
	outcome := eval[string](p, `[...document.querySelectorAll('#orders tbody tr')].filter(r => r.cells[2].textContent === `+jsString(mark)+`).map(r => r.cells[4].textContent)[0] || ''`)
	if mark == "" || outcome == "" || tip != mark+" "+outcome {
		t.Errorf("the mark of %q shows %q; the orders table says %q", mark, tip, outcome)
	}
	p.partShot("compose-gm-mark", "#results-view")
	p.axeInject(axe)
	p.axeCheck("GM page, a failure mark's cause shown")
}
