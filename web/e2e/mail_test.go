//go:build e2e

package e2e

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
)

// Issue 35 in the browser: the GM opens a folder's .eml files on the page;
// each power's sheet lands in the text under its header, with its sender
// and date listed; who is still missing is listed with their addresses
// and rule 3.3's consequence; after adjudicating, the drafts come as one
// zip, each a message a mail client opens as new, to its power only.
func TestMailLoopInTheBrowser(t *testing.T) {
	p := newPage(t)
	downloads := t.TempDir()
	p.open("/")
	f, err := gamefile.Start(board.Standard(), "club", 11)
	if err != nil {
		t.Fatal(err)
	}
	addresses := map[string][]string{"FRANCE": {"Ann Vidal <ann@example.org>"}, "AUSTRIA": {"bruno.keller@gmail.example"}, "ENGLAND": {"carl@example.com"}, "GERMANY": {"dora@example.de"}}
	for i := range f.Powers {
		f.Powers[i].Addresses = addresses[f.Powers[i].Name]
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gamePath := filepath.Join(dir, "club-S1901M.json")
	if err := os.WriteFile(gamePath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p.do("open the game file", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{gamePath}))
	p.wait("the game file loaded", `document.getElementById('game-name').textContent === 'club'`)

	var mailFiles []string
	for _, name := range []string{"thunderbird-plain.eml", "gmail-alternative.eml", "outlook-1252.eml", "html-only.eml"} {
		path, err := filepath.Abs(filepath.Join("..", "..", "engine", "mail", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		mailFiles = append(mailFiles, path)
	}
	p.do("open the mail", chromedp.SetUploadFiles(chromedp.ID("open-mail"), mailFiles))
	p.wait("the sheets in the text", `document.getElementById('mail-told').children.length > 0 && String(document.getElementById('text').value).includes('ENGLAND:')`)
	told := eval[string](p, `document.getElementById('mail-told').textContent`)
	for _, w := range []string{"AUSTRIA: gmail-alternative.eml, from Bruno Keller <bruno.keller@gmail.example>, Mon 2 Mar 2026 10:40 UTC (by its sender's address)", "ITALY: html-only.eml"} {
		if !strings.Contains(told, w) {
			t.Errorf("the mail list does not say %q:\n%s", w, told)
		}
	}
	// The list follows the live check of the text with the mail's sheets.
	p.wait("who is missing", `!document.getElementById('missing-block').hidden && !document.getElementById('missing').textContent.includes('FRANCE')`)
	missing := eval[string](p, `document.getElementById('missing').textContent`)
	if !strings.Contains(missing, "GERMANY (dora@example.de): rule 3.3:") || strings.Contains(missing, "FRANCE") {
		t.Errorf("who is missing: %q", missing)
	}
	p.wait("adjudicate enabled", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("the results shown", `!document.getElementById('results-section').hidden`)

	p.do("allow downloads", chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
		})
		return err
	}))
	p.click("make the drafts", "drafts")
	zipped, ok := waitFile(downloads, "club-S1901M-mail.zip", 20*time.Second)
	if !ok {
		t.Fatal("the drafts' zip was not saved")
	}
	zr, err := zip.NewReader(bytes.NewReader(zipped), int64(len(zipped)))
	if err != nil {
		t.Fatal(err)
	}
	if len(zr.File) != 8 {
		t.Errorf("%d drafts; want 7 powers' and the public list's", len(zr.File))
	}
	for _, zf := range zr.File {
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(rc)
		m, err := mail.ReadMessage(bytes.NewReader(raw))
		if err != nil || m.Header.Get("X-Unsent") != "1" {
			t.Errorf("%s: %v, X-Unsent %q", zf.Name, err, m.Header.Get("X-Unsent"))
			continue
		}
		if zf.Name == "club-S1901M-france-mail.eml" {
			to, err := m.Header.AddressList("To")
			if err != nil || len(to) != 1 || to[0].Address != "ann@example.org" || bytes.Contains(raw, []byte("carl@example.com")) {
				t.Errorf("France's draft: To %v (%v)", to, err)
			}
		}
	}
	if n := eval[int](p, `document.querySelectorAll('#draft-links a[href^="mailto:"]').length`); n != 0 {
		t.Logf("%d mailto: links (reports are longer than a link holds)", n)
	}
}
