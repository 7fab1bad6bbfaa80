//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
)

// newGameCase is a game the New game dialog starts: the map, the fields
// the GM fills in (element id -> value; selects get a change event), and
// the rules object the engine is asked the same game with, for the
// opening balances (rules 2.1, 6.2, 6.6).
type newGameCase struct {
	name, mapName string
	fields        [][2]string
	rules         string
}

// setField sets a dialog field as the GM would, firing its events.
func (p *page) setField(id, value string) {
	p.t.Helper()
	js, _ := json.Marshal(value)
	if !eval[bool](p, fmt.Sprintf(`(() => { const e = document.getElementById(%q); if (!e) return false; e.value = %s; e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true; })()`, id, js)) {
		p.t.Fatalf("no field %s", id)
	}
}

// openNewGame opens the dialog and waits for the list of maps.
func (p *page) openNewGame() {
	p.t.Helper()
	p.click("new game", "new-game")
	p.wait("the dialog with its maps", `document.getElementById('new-dialog').open && document.getElementById('new-dialog').dataset.ready === 'true' && document.getElementById('new-map').options.length > 1`)
}

// engineGame is the game the engine makes for a case, by the Go API.
func engineGame(t *testing.T, c newGameCase, seed int64) *gamefile.File {
	t.Helper()
	m := board.Standard()
	if c.mapName != "standard" {
		var err error
		if m, err = maps.Load(c.mapName); err != nil {
			t.Fatal(err)
		}
	}
	f, err := gamefile.StartVariant(m, c.name, seed, json.RawMessage(c.rules))
	if err != nil {
		t.Fatalf("%s: %v", c.name, err)
	}
	return f
}

// Issues 20 and 23: New game offers every map and every income scheme;
// each game opens with the balances the engine gives it (rule 6.2 on its
// map, rule 6.6's schemes); the new game file is offered at once and is
// the engine's, byte for byte; a new game not downloaded is guarded like
// any file; refusals read in the dialog's own words.
func TestNewGameEveryMapAndScheme(t *testing.T) {
	p := newPage(t)
	downloads := t.TempDir()
	p.open("/")
	p.do("allow downloads", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
		})
		return err
	}))
	const seed = 77
	cases := []newGameCase{
		{"dec", "standard", [][2]string{{"rule-income", "decreasing"}, {"income-victory", "20"}, {"income-cap", "40"}, {"income-paidEach", "season"}},
			`{"income":{"victory":20,"cap":40,"paidEach":"season"}}`},
		{"inc", "standard", [][2]string{{"rule-income", "increasing"}, {"income-first", "2"}, {"income-step", "3"}, {"income-cap", "40"}},
			`{"income":{"scheme":"increasing","first":2,"step":3,"cap":40}}`},
		{"flat", "standard", [][2]string{{"rule-income", "flat"}, {"income-perCenter", "6"}},
			`{"income":{"scheme":"flat","perCenter":6}}`},
		{"each", "standard", [][2]string{{"rule-income", "perCenter"}, {"income-perCenter", "2"}, {"income-centerValues", "PAR 10\nLondon 7\n\nber 1"}},
			`{"income":{"scheme":"perCenter","perCenter":2,"centerValues":{"PAR":10,"London":7,"ber":1}}}`},
		{"voidgame", "void", nil, `{}`},
	}
	// The first game's file and the void game's are downloaded; the others
	// are not, so the next new game asks before replacing them.
	downloaded := func(i int) bool { return i == 0 || cases[i].mapName == "void" }
	for i, c := range cases {
		p.openNewGame()
		if i == 0 {
			opts := eval[[]string](p, `[...document.getElementById('new-map').options].map(o => o.value)`)
			if len(opts) != len(maps.Names()) || opts[0] != "standard" {
				t.Errorf("the maps offered: %v; want standard first, then every one of %v", opts, maps.Names())
			}
		}
		p.setField("new-map", c.mapName)
		p.setField("new-name", c.name)
		p.setField("new-seed", fmt.Sprint(seed))
		// Fields of another scheme hold values too: they must not be sent.
		p.setField("income-first", "9")
		p.setField("income-perCenter", "4")
		p.setField("income-victory", "")
		p.setField("income-step", "")
		p.setField("income-cap", "")
		p.setField("income-centerValues", "")
		p.setField("income-paidEach", "year")
		p.setField("rule-income", "decreasing")
		for _, f := range c.fields {
			p.setField(f[0], f[1])
		}
		if c.mapName == "standard" && c.name == "dec" {
			// The decreasing scheme takes no amount per center: the field
			// holding 4 is hidden, and not sent.
			if !eval[bool](p, `document.getElementById('income-perCenter').hidden && !document.getElementById('income-victory').hidden`) {
				t.Error("decreasing: the amount per center is shown, or the victory count hidden")
			}
			p.setField("income-first", "")
		}
		if c.name == "inc" || c.name == "each" {
			p.setField("income-victory", "25") // hidden for these schemes
		}
		if c.name == "voidgame" {
			p.setField("income-first", "")
		}
		p.click("start "+c.name, "new-start")
		if i > 0 && !downloaded(i-1) {
			// The game before was never downloaded: its file is listed first.
			p.wait(c.name+": the question asked", `document.getElementById('confirm-dialog').open || !document.getElementById('new-error').hidden`)
			if msg := eval[string](p, `document.getElementById('new-error').hidden ? document.getElementById('confirm-list').textContent : 'refused: ' + document.getElementById('new-error').textContent`); !strings.Contains(msg, "game file of") {
				t.Fatalf("%s: asked %q; want the earlier new game's file listed", c.name, msg)
			}
			p.confirm(c.name + ": replace it")
		}
		p.wait(c.name+" started", fmt.Sprintf(`document.getElementById('game-name').textContent === %q && !document.getElementById('new-dialog').open && !document.getElementById('new-file').hidden`, c.name))
		want := engineGame(t, c, seed)
		type row struct{ Name, Balance string }
		rows := eval[[]row](p, `[...document.querySelectorAll('#powers tbody tr')].map(r => ({ Name: r.cells[0].textContent, Balance: r.cells[4].textContent }))`)
		if len(rows) != len(want.Powers) {
			t.Fatalf("%s: %d powers shown, the engine has %d", c.name, len(rows), len(want.Powers))
		}
		for j, pw := range want.Powers {
			if got := fmt.Sprintf("%d AgP", *pw.Balance); rows[j].Name != pw.Name || rows[j].Balance != got {
				t.Errorf("%s: row %v; the engine opens %s with %s", c.name, rows[j], pw.Name, got)
			}
		}
		// The file offered is the engine's new game, downloaded at once.
		name := eval[string](p, `document.getElementById('new-file-download').dataset.file`)
		if wantName := fmt.Sprintf("%s-%s-gm-game.json", c.name, want.Phase); name != wantName {
			t.Errorf("%s: offered %q, want %q", c.name, name, wantName)
		}
		if downloaded(i) {
			p.click("download "+name, "new-file-download")
			data, ok := waitFile(downloads, name, 8*time.Second)
			if !ok {
				t.Fatalf("%s not saved", name)
			}
			// The page seals the game with a secret of its own drawing
			// (issue 34): the engine's file with that secret.
			secret := regexp.MustCompile(`"seal": "([0-9a-f]{64})"`).FindSubmatch(data)
			if secret == nil {
				t.Fatalf("%s: the new game holds no seal secret:\n%.300s", name, data)
			}
			want.Seal = string(secret[1])
			wantData, err := want.Encode()
			if err != nil {
				t.Fatal(err)
			}
			if string(data) != string(wantData) {
				t.Errorf("%s: downloaded %.300s\nwant the engine's %.300s", name, data, wantData)
			}
			p.wait("the download noted", `document.getElementById('new-file-message').textContent.includes('was downloaded')`)
			// And the position the players check their first sheets against.
			pos := fmt.Sprintf("%s-%s-public-position.json", c.name, want.Phase)
			p.do("download "+pos, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#new-file button[data-file=%q]`, pos))))
			got, ok := waitFile(downloads, pos, 8*time.Second)
			if !ok {
				t.Fatalf("%s not saved", pos)
			}
			if wantPos, err := gamefile.PublicPosition(want).Encode(); err != nil || string(got) != string(wantPos) {
				t.Errorf("%s: downloaded %.300s\nwant the engine's %.300s", pos, got, wantPos)
			}
		}
		if c.mapName == "void" {
			p.shot("new-game-void")
		}
	}
	// The void game's file was downloaded: a new game replaces it without asking.
	p.openNewGame()
	p.setField("new-name", "plain")
	p.setField("new-map", "standard")
	p.setField("rule-income", "decreasing")
	p.click("start plain", "new-start")
	p.wait("plain started, no question", `document.getElementById('game-name').textContent === 'plain' && !document.getElementById('confirm-dialog').open`)
	// Adjudicating puts the offer away: the next game file is among the results.
	p.paste("text", "FRANCE:\n4 : A PAR - BUR\n")
	p.wait("checked", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("results, the offer gone", `!document.getElementById('results-section').hidden && document.getElementById('new-file').hidden`)
}

// Issue 20: a map other than standard lists its own powers for their
// status, and says which map and first phase the game has; choosing the
// standard map again brings its powers back.
func TestNewGameOnYoungstownListsItsPowers(t *testing.T) {
	m, err := maps.Load("youngstown")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, pw := range m.Powers {
		want = append(want, pw.Name)
	}
	p := newPage(t)
	p.open("/")
	p.openNewGame()
	statuses := `[...document.querySelectorAll('#new-powers select')].map(s => s.dataset.power).join(' ')`
	if got := eval[string](p, statuses); got != "AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY" {
		t.Errorf("standard's powers: %s", got)
	}
	p.setField("new-map", "youngstown")
	p.wait("youngstown's powers", fmt.Sprintf(`%s === %q`, statuses, strings.Join(want, " ")))
	intro := eval[string](p, `document.getElementById('new-intro').textContent`)
	if !strings.Contains(intro, "youngstown map") || !strings.Contains(intro, "Spring 1901 Movement") || !strings.Contains(intro, fmt.Sprintf("%d to win", m.Victory)) {
		t.Errorf("the intro reads %q", intro)
	}
	p.setField("new-name", "yt")
	p.setField("status-INDIA", "loyal")
	p.click("start", "new-start")
	p.wait("the youngstown game", `document.getElementById('game-name').textContent === 'yt'`)
	rows := eval[[][]string](p, `[...document.querySelectorAll('#powers tbody tr')].map(r => [r.cells[0].textContent, r.cells[1].textContent])`)
	if len(rows) != len(want) {
		t.Fatalf("powers panel: %v", rows)
	}
	for i, r := range rows {
		if r[0] != want[i] || (r[1] == "loyal") != (r[0] == "INDIA") {
			t.Errorf("row %v; want %s, India alone loyal", r, want[i])
		}
	}
	p.openNewGame()
	p.setField("new-map", "standard")
	p.wait("standard's powers again", statuses+` === 'AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY'`)
	p.click("cancel", "new-cancel")
}

// Issue 23: what the engine refuses reads in the dialog in words, naming
// each field as the dialog labels it; what the dialog itself cannot read
// (a number that is not one) is named by its label too. The dialog is
// axe clean with each scheme's fields shown.
func TestNewGameRefusalsInWords(t *testing.T) {
	axe := axeSource(t)
	p := newPage(t)
	p.open("/")
	p.axeInject(axe)
	p.openNewGame()
	for _, scheme := range []string{"decreasing", "increasing", "flat", "perCenter"} {
		p.setField("rule-income", scheme)
		p.axeCheck("New game dialog, " + scheme)
	}
	label := func(id string) string {
		return strings.ToLower(eval[string](p, fmt.Sprintf(`document.querySelector('label[for=%q]').textContent`, id)))
	}
	refused := func(what string, words ...string) {
		t.Helper()
		p.click(what, "new-start")
		p.wait(what+": refused", `!document.getElementById('new-error').hidden`)
		got := eval[string](p, `document.getElementById('new-error').textContent`)
		for _, w := range words {
			if !strings.Contains(strings.ToLower(got), strings.ToLower(w)) {
				t.Errorf("%s: the dialog says %q; want %q in it", what, got, w)
			}
		}
		if !eval[bool](p, `document.getElementById('new-dialog').open`) {
			t.Errorf("%s: the dialog closed", what)
		}
	}
	// A flat income with no amount.
	p.setField("rule-income", "flat")
	p.setField("income-perCenter", "")
	refused("flat with no amount", "flat scheme", label("income-perCenter"))
	// A center that is not one, on the map chosen.
	p.setField("rule-income", "perCenter")
	p.setField("income-centerValues", "BUR 3")
	refused("Burgundy's value", label("income-centerValues"), `"BUR"`, "not a supply center of the standard map")
	p.setField("income-centerValues", "PAR five")
	refused("a value not a number", "Center values, line 1")
	p.setField("income-centerValues", "")
	// The victory count and the first center's value together.
	p.setField("rule-income", "decreasing")
	p.setField("income-victory", "20")
	p.setField("income-first", "15")
	refused("victory and first", label("income-victory"), label("income-first"), "not both")
	p.setField("income-first", "1.5")
	refused("a first value not whole", "First center's value: write a whole number")
	p.setField("income-victory", "")
	p.setField("income-first", "")
	// Payola Classic ticks every part; with Tin Cup its 0 AgP offers to
	// foreign units are refused (rules 6.1, 6.3).
	p.click("classic", "rule-classic")
	if n := eval[int](p, `[...document.querySelectorAll('[data-part]')].filter(b => b.checked).length`); n != 7 {
		t.Errorf("Payola Classic ticked %d parts, want 7", n)
	}
	if !eval[bool](p, `document.getElementById('income-fields').disabled && !document.getElementById('income-flat-note').hidden`) {
		t.Error("with Classic's flat income ticked, the income fields are not set aside")
	}
	p.click("tin cup", "rule-blind")
	refused("classic and tin cup", "Payola Classic", "Tin Cup", "0 AgP offers to foreign units")
	// Without that part, Classic is its other parts: Tin Cup allows them.
	p.click("not zeroToForeign", "rule-zeroToForeign")
	if !eval[bool](p, `document.getElementById('rule-classic').indeterminate && !document.getElementById('rule-classic').checked`) {
		t.Error("Classic with one part unticked is not shown as partly ticked")
	}
	p.click("zero sum", "rule-zeroSum")
	refused("flat income and zero sum", "flat income of 7 AgP per supply center", "Zero Sum")
	p.click("not zero sum", "rule-zeroSum")
	p.setField("new-name", "parts")
	p.click("start", "new-start")
	p.wait("the game with parts", `document.getElementById('game-name').textContent === 'parts'`)
	rules := eval[string](p, `document.getElementById('rules').textContent`)
	if !strings.Contains(rules, "Parts of Payola Classic") || strings.Contains(rules, "foreign units allowed") || !strings.Contains(rules, "Tin Cup") {
		t.Errorf("the rules panel reads %q; want Classic's parts but 0 AgP offers to foreign units, and Tin Cup", rules)
	}
}

// Issue 23: at 390 px the dialog fits the screen with every scheme's
// fields, and a game starts from it.
func TestNewGameAtPhoneWidth(t *testing.T) {
	p := newPageOn(t, serve(t, siteDir(t)), 390, 844)
	p.do("phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	p.open("/")
	p.openNewGame()
	for _, scheme := range []string{"decreasing", "perCenter"} {
		p.setField("rule-income", scheme)
		w := eval[[]float64](p, `(() => { const d = document.getElementById('new-dialog'); return [d.scrollWidth, d.clientWidth, d.getBoundingClientRect().right, document.documentElement.clientWidth]; })()`)
		if w[0] > w[1]+1 || w[2] > w[3] {
			t.Errorf("%s: the dialog is %v wide in %v, its right edge at %v of %v", scheme, w[0], w[1], w[2], w[3])
		}
	}
	p.shot("phone-new-game")
	p.setField("new-map", "youngstown")
	p.setField("new-name", "phone")
	p.click("start", "new-start")
	p.wait("started", `document.getElementById('game-name').textContent === 'phone' && !document.getElementById('new-file').hidden`)
	w := eval[[]float64](p, `[document.documentElement.scrollWidth, document.documentElement.clientWidth]`)
	if w[0] > w[1] {
		t.Errorf("with the new game file offered the page scrolls sideways (%v in %v)", w[0], w[1])
	}
}

// Issue 20: the list of maps is cached with the site at its first visit
// (maps/index.json is among the service worker's files, not the lazy
// maps): offline, New game still offers every map.
func TestNewGameOffersEveryMapOffline(t *testing.T) {
	srv := serve(t, siteDir(t))
	p := newPageOn(t, srv, 1200, 900)
	p.reloadOffline(srv)
	p.openNewGame()
	if n := eval[int](p, `document.getElementById('new-map').options.length`); n != len(maps.Names()) {
		t.Errorf("offline, New game offers %d maps, want %d", n, len(maps.Names()))
	}
	p.setField("new-name", "offline")
	p.click("start", "new-start")
	p.wait("a standard game started offline", `document.getElementById('game-name').textContent === 'offline'`)
}
