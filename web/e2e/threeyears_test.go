//go:build e2e

package e2e

import (
	"bytes"
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"math/rand"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/maps"
)

// Issue 23's whole loop, as a GM plays it: three game years through the
// page (movement, retreats, adjustments, civil disorder; the sheets of
// RandomText, every other phase with a mail's CRLF line ends), on the
// standard map and on one drawn from DPjudge's PostScript. At every phase
// the page issues the engine's orders, hands out the engine's next game
// file and a power's zip byte for byte, and moves the focus to the results
// and then to the sheet box; at the end the timeline gives the first
// winter's zip again, byte-identical, and Undo goes back one phase.
func TestGMPlaysThreeYears(t *testing.T) {
	// Seeds whose three years hold retreat phases (found by playing them).
	for mapName, seed := range map[string]int64{"standard": 43, "youngstown": 6} {
		t.Run(mapName, func(t *testing.T) { playThreeYears(t, mapName, seed) })
	}
}

func playThreeYears(t *testing.T, mapName string, seed int64) {
	_, data, path := gameFileOn(t, mapName, "three", 3)

	p := newPageOn(t, serve(t, siteDir(t)), 1280, 1000)
	downloads := t.TempDir()
	p.open("/")
	allowDownloads(p, downloads)
	p.do("open the game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the game loaded", `document.getElementById('game-name').textContent === 'three'`)

	// Each power's name stands on the line of its colour swatch (ENGLAND
	// and GERMANY wrapped below theirs in youngstown's ten-power table),
	// and no unit breaks across lines (F above STP/SC).
	if wrapped := eval[[]string](p, `[...document.querySelectorAll('#powers th[scope=row], #powers .unit')].filter((th) => { const r = document.createRange(); r.selectNodeContents(th); return r.getClientRects().length > 1 && Math.abs(r.getClientRects()[0].top - r.getClientRects()[r.getClientRects().length - 1].top) > 2; }).map((th) => th.textContent)`); len(wrapped) > 0 {
		t.Errorf("in the Powers table %q break across lines", wrapped)
	}
	if !eval[bool](p, `[...document.querySelectorAll('#powers td.units')].every((td) => td.textContent === '—' || td.querySelectorAll('.unit').length === td.textContent.split(', ').length)`) {
		t.Error("the Powers table's units are not each kept whole (one .unit apiece)")
	}

	rng := rand.New(rand.NewSource(seed))
	first := 0
	var winter, winterZip string // the first winter's code, and the zip sent then
	var winterSent []byte
	var phases, movement, retreat int
	var last string
	for n := 0; ; n++ {
		g, err := gamefile.LoadFrom(data, maps.Load)
		if err != nil {
			t.Fatal(err)
		}
		if first == 0 {
			first = g.Phase.Year
		}
		if g.Phase.Year >= first+3 || g.File.Winner != "" {
			break
		}
		long, code := g.Phase.Long(), g.Phase.String()
		if got := eval[string](p, `document.getElementById('game-phase').textContent`); got != long {
			t.Fatalf("the page is at %q; the engine's game at %q", got, long)
		}
		text := gametest.RandomText(rng, g)
		if n%2 == 1 {
			text = strings.ReplaceAll(text, "\n", "\r\n") // pasted from a mail
		}
		p.paste("text", text)
		p.wait(code+": the text checked", fmt.Sprintf(`document.querySelectorAll('#diagnostics li').length === 0 && !document.getElementById('adjudicate').disabled && document.getElementById('adjudicate').textContent === %q`, "Adjudicate "+long))
		p.click(code+": adjudicate", "adjudicate")
		p.wait(code+": the results", fmt.Sprintf(`!document.getElementById('results-section').hidden && document.getElementById('results-stale').hidden && document.getElementById('results-phase').textContent.startsWith(%q)`, long))
		if id := eval[string](p, focused); id != "results-title" {
			t.Errorf("%s: after Adjudicate the focus is on %q; want the results' heading", code, id)
		}

		// The engine, on the text as the page holds it.
		a, files := engineFiles(t, data, eval[string](p, `document.getElementById('text').value`), false)
		rows := eval[[]string](p, `[...document.querySelectorAll('#orders tbody tr')].map(r => r.cells[2].textContent)`)
		if len(rows) != len(a.Orders) {
			t.Fatalf("%s: %d orders on the page, the engine issues %d", code, len(rows), len(a.Orders))
		}
		for i, o := range a.Orders {
			if rows[i] != o.Order {
				t.Errorf("%s: order %d reads %q on the page; the engine issues %q", code, i, rows[i], o.Order)
			}
		}

		// The next game file and one power's zip, the engine's bytes.
		next := ""
		for name := range files {
			if strings.HasSuffix(name, "-gm-game.json") {
				next = name
			}
		}
		got := p.download(downloads, next)
		if !bytes.Equal(got, files[next]) {
			t.Fatalf("%s: the page's next game file %s is not the engine's", code, next)
		}
		power := strings.ToLower(g.File.Powers[n%len(g.File.Powers)].Name)
		zipName := a.Base + "-" + power + ".zip"
		zipped := p.download(downloads, zipName)
		for name, b := range unzipAll(t, zipped) {
			if !bytes.Equal(b, files[name]) {
				t.Errorf("%s: %s in %s is not the engine's", code, name, zipName)
			}
		}
		if g.Phase.Kind == 'A' && winter == "" {
			winter, winterZip, winterSent = code, zipName, zipped
			p.shot("three-" + mapName + "-" + code)
		}
		switch g.Phase.Kind {
		case 'M':
			movement++
			if movement == 2 {
				p.shot("three-" + mapName + "-" + code)
			}
		case 'R':
			retreat++
		}
		phases++
		data, last = got, code

		// Continue: it asks (other powers' files were not downloaded).
		p.click(code+": continue", "continue")
		p.confirm(code + ": continue anyway")
		p.wait(code+": the next phase", fmt.Sprintf(`document.getElementById('game-phase').textContent !== %q && document.querySelector('#timeline button[data-phase=%q]') !== null`, long, code))
		if id := eval[string](p, focused); id != "text" {
			t.Errorf("%s: after Continue the focus is on %q; want the sheet box", code, id)
		}
	}
	t.Logf("%s: %d phases played in the page (%d movement, %d retreat), at %s", mapName, phases, movement, retreat, eval[string](p, `document.getElementById('game-phase').textContent`))
	if movement != 6 || winter == "" {
		t.Fatalf("%d movement phases and first winter %q: three game years were not played", movement, winter)
	}
	if retreat == 0 {
		t.Fatal("no retreat phase: the seed no longer plays one")
	}

	// The first winter from the timeline: the zip sent then, byte for byte.
	p.settle()
	p.do("open the first winter", chromedp.Click(chromedp.CSS(fmt.Sprintf(`#timeline button[data-phase=%q]`, winter))))
	p.wait("its results", `!document.getElementById('results-past').hidden`)
	p.settle()
	if again := p.downloadAgain(downloads, winterZip); !bytes.Equal(again, winterSent) {
		t.Errorf("%s from the timeline differs from the one sent", winterZip)
	}

	// Undo: back to the last phase played, with its results.
	p.click("undo", "undo")
	p.wait("the last phase again", fmt.Sprintf(`!document.getElementById('results-section').hidden && document.getElementById('results-past').hidden && document.querySelector('#timeline button[data-phase=%q]') === null`, last))
	if got := eval[string](p, `document.getElementById('undo').textContent`); !strings.HasPrefix(got, "Undo: back to ") {
		t.Errorf("after one Undo the button reads %q", got)
	}
}
