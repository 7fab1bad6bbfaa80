//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// Issue 35: the players' mail addresses typed in New game are in the new
// game file; an edit in the Powers panel later changes the next game file
// downloaded; a refused address is named as the page labels it.
func TestAddressesTypedAndEdited(t *testing.T) {
	p := newPage(t)
	p.open("/")
	downloadTo := func() string {
		dir := t.TempDir()
		p.do("allow downloads", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
				Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir,
			})
			return err
		}))
		return dir
	}
	// addresses downloads the game file offered and reads each power's
	// addresses from it.
	addresses := func(what string) map[string][]string {
		t.Helper()
		dir := downloadTo()
		p.wait(what+": the game file offered", `!document.getElementById('new-file').hidden`)
		name := eval[string](p, `document.getElementById('new-file-download').dataset.file`)
		p.click("download "+name, "new-file-download")
		data, ok := waitFile(dir, name, 8*time.Second)
		if !ok {
			t.Fatalf("%s: %s not saved", what, name)
		}
		var f struct {
			Powers []struct {
				Name      string
				Addresses []string
			}
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		got := map[string][]string{}
		for _, pw := range f.Powers {
			if len(pw.Addresses) > 0 {
				got[pw.Name] = pw.Addresses
			}
		}
		return got
	}
	same := func(a, b map[string][]string) bool {
		x, _ := json.Marshal(a)
		y, _ := json.Marshal(b)
		return string(x) == string(y)
	}

	p.openNewGame()
	p.setField("new-name", "club")
	p.setField("addresses-FRANCE", "Ann Vidal <ann@example.org>,\nbo@example.org")
	p.setField("addresses-ENGLAND", "carl at example")
	p.click("start with a bad address", "new-start")
	p.wait("the refusal", `!document.getElementById('new-error').hidden`)
	if msg := eval[string](p, `document.getElementById('new-error').textContent`); !strings.Contains(msg, `ENGLAND's addresses, the 1st: "carl at example" is not a mail address`) {
		t.Errorf("refusal %q; want ENGLAND's addresses named as labelled", msg)
	}
	p.setField("addresses-ENGLAND", "carl@example.com")
	p.setField("new-deadline", "2099-12-07T18:00") // issue 35: the first phase's deadline
	p.click("start club", "new-start")
	p.wait("club started", `document.getElementById('game-name').textContent === 'club' && !document.getElementById('new-dialog').open`)
	if due := eval[string](p, `document.getElementById('deadline-left').textContent`); !strings.Contains(due, "7 December 2099, 18:00") {
		t.Errorf("the new game's deadline shown %q; want the one typed in New game", due)
	}
	want := map[string][]string{"ENGLAND": {"carl@example.com"}, "FRANCE": {"Ann Vidal <ann@example.org>", "bo@example.org"}}
	if got := addresses("new game"); !same(got, want) {
		t.Errorf("the new game file's addresses %v, want %v", got, want)
	}

	// An edit later: a refusal first, then FRANCE's replaced (ENGLAND's kept).
	p.click("edit FRANCE's addresses", "edit-addresses-FRANCE")
	p.setField("powers-addresses-FRANCE", "carl@example.com")
	p.click("save a taken address", "save-addresses-FRANCE")
	p.wait("the edit's refusal", `(() => { const e = document.querySelector('#powers td.addresses p.error'); return e && !e.hidden; })()`)
	if msg := eval[string](p, `document.querySelector('#powers td.addresses p.error').textContent`); !strings.Contains(msg, "FRANCE's addresses, the 1st") {
		t.Errorf("edit refusal %q; want FRANCE's addresses named as labelled", msg)
	}
	p.setField("powers-addresses-FRANCE", "dee@example.net\n<eve@example.net>")
	p.click("save FRANCE's addresses", "save-addresses-FRANCE")
	p.wait("the addresses shown", `document.getElementById('edit-addresses-FRANCE') && document.getElementById('edit-addresses-FRANCE').parentNode.textContent.includes('dee@example.net, <eve@example.net>')`)
	want["FRANCE"] = []string{"dee@example.net", "<eve@example.net>"}
	if got := addresses("after the edit"); !same(got, want) {
		t.Errorf("the game file after the edit has addresses %v, want %v", got, want)
	}
}
