//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/render"
)

// Issue 32: the game timeline shows the game's story once a phase is
// adjudicated, the engine's two plots of the history up to it, and draws
// it again after the next adjudication.
func TestGMTimelineShowsTheStory(t *testing.T) {
	f, err := gamefile.Start(board.Standard(), "story", 5)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "story-S1901M.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	// The test reads the story's images back by fetching their blob: URLs,
	// which the page's policy (connect-src 'self') rightly refuses to the
	// page itself; the images are shown under it as the map is
	// (TestGMAdjudicatesAPhaseInTheBrowser checks blob: images load).
	p.do("let the test read the images back", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, cdppage.SetBypassCSP, cdppage.SetBypassCSPParams{Enabled: true})
		return err
	}))
	p.open("/")
	p.do("open the game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the game loaded", `document.getElementById('game-name').textContent === 'story'`)
	if !eval[bool](p, `document.getElementById('story').hidden`) {
		t.Error("a game with no phase adjudicated shows a story")
	}
	// plots are the story's two SVGs as the page shows them.
	plots := func() []string {
		return evalAsync[[]string](p, `Promise.all(['story-public', 'story-money'].map(async (id) => (await fetch(document.getElementById(id).src)).text()))`)
	}
	before := ""
	for i, text := range []string{sheetsText(), "GERMANY:\n2 : A BER H\n"} {
		p.paste("text", text)
		p.wait("the text checked", `document.querySelectorAll('#diagnostics li').length === 0 && !document.getElementById('adjudicate').disabled`)
		p.click("adjudicate", "adjudicate")
		p.wait("the results", `!document.getElementById('results-section').hidden && document.getElementById('results-stale').hidden`)
		a, _ := engineFiles(t, data, eval[string](p, `document.getElementById('text').value`), false)
		m := board.Standard()
		h := a.Next.History.Tallies(m)
		if data, err = a.Next.Encode(); err != nil {
			t.Fatal(err)
		}
		var pub, money bytes.Buffer
		if err := render.Plot(&pub, m, publish.PublicStory(m, "story: supply centers and units", h, "")); err != nil {
			t.Fatal(err)
		}
		if err := render.Plot(&money, m, publish.MoneyStory(m, "story: treasuries and bribes", h)); err != nil {
			t.Fatal(err)
		}
		// Drawn again for each adjudication: a new picture of the story.
		p.wait("the story shown", `!document.getElementById('story').hidden && document.getElementById('story-public').naturalWidth > 0 && document.getElementById('story-money').naturalWidth > 0 && document.getElementById('story-public').dataset.url !== `+strconv.Quote(before))
		got := plots()
		if len(got) != 2 || got[0] != pub.String() || got[1] != money.String() {
			t.Fatalf("phase %d: the page's story is not the engine's plots of the history (%d phases)", i+1, len(h))
		}
		before = eval[string](p, `document.getElementById('story-public').dataset.url`)
		if i == 0 {
			p.shot("story-1")
			p.click("continue", "continue")
			p.confirm("continue anyway")
			p.wait("the next phase", `document.getElementById('text').value === ''`)
		}
	}
	p.shot("story-2")
}
