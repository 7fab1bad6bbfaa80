//go:build e2e

package e2e

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"mime"
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

	// The phase's deadline, set on the page (in the GM's local time), is
	// shown with the time left, counted on the page.
	p.setField("deadline", "2099-12-07T18:00")
	p.click("set the deadline", "deadline-set")
	p.wait("the deadline set", `document.getElementById('deadline-left').textContent.includes('7 December 2099, 18:00')`)
	if left := eval[string](p, `document.getElementById('deadline-left').textContent`); !strings.Contains(left, " days ") || !strings.HasSuffix(left, " left") {
		t.Errorf("the deadline shown %q; want the time left", left)
	}
	if v := eval[string](p, `document.getElementById('deadline').value`); v != "2099-12-07T18:00" {
		t.Errorf("the deadline field shows %q after setting it", v)
	}

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
	if due := eval[string](p, `document.getElementById('missing-deadline').textContent`); !strings.HasPrefix(due, "Sheets for Spring 1901 Movement are due ") || !strings.Contains(due, "7 December 2099, 18:00") || !strings.HasSuffix(due, " left.") {
		t.Errorf("who is missing says of the deadline %q", due)
	}
	// The next phase's deadline, given when adjudicating.
	p.setField("next-deadline", "2099-12-21T18:00")
	p.wait("adjudicate enabled", `!document.getElementById('adjudicate').disabled`)
	p.click("adjudicate", "adjudicate")
	p.wait("the results shown", `!document.getElementById('results-section').hidden`)
	if v := eval[string](p, `document.getElementById('next-deadline').value`); v != "2099-12-21T18:00" {
		t.Errorf("the next game file's deadline reads back %q", v)
	}
	// After adjudicating, the GM corrects France's address and moves the
	// next deadline: the results stay fresh (they hold neither), the next
	// game file and the drafts follow.
	p.click("edit FRANCE's addresses", "edit-addresses-FRANCE")
	p.setField("powers-addresses-FRANCE", "new@example.org")
	p.click("save FRANCE's address", "save-addresses-FRANCE")
	p.wait("the address saved", `document.getElementById('edit-addresses-FRANCE') && document.getElementById('edit-addresses-FRANCE').parentNode.textContent.includes('new@example.org')`)
	p.setField("next-deadline", "2099-12-22T18:00")
	p.wait("the next deadline moved", `document.getElementById('next-deadline').value === '2099-12-22T18:00' && !document.getElementById('results-section').hidden`)
	if !eval[bool](p, `document.getElementById('results-stale').hidden`) {
		t.Error("an address corrected after adjudicating made the results stale")
	}

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
		if subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject")); !strings.Contains(subject, "; Fall 1901 Movement due ") || !strings.Contains(subject, "22 December 2099, 18:00") {
			t.Errorf("%s: subject %q names not the next deadline as moved", zf.Name, subject)
		}
		if zf.Name == "club-S1901M-france-mail.eml" {
			to, err := m.Header.AddressList("To")
			if err != nil || len(to) != 1 || to[0].Address != "new@example.org" || bytes.Contains(raw, []byte("carl@example.com")) {
				t.Errorf("France's draft: To %v (%v); want the address corrected after adjudicating", to, err)
			}
		}
	}
	if n := eval[int](p, `document.querySelectorAll('#draft-links a[href^="mailto:"]').length`); n != 0 {
		t.Logf("%d mailto: links (reports are longer than a link holds)", n)
	}
	// The next game file downloaded has the corrected address and the
	// moved deadline.
	p.do("download the next game file", chromedp.Click(chromedp.CSS(`button[data-file="club-F1901M-gm-game.json"]`)))
	next, ok := waitFile(downloads, "club-F1901M-gm-game.json", 10*time.Second)
	if !ok {
		t.Fatal("the next game file was not saved")
	}
	if !bytes.Contains(next, []byte(`"new@example.org"`)) || bytes.Contains(next, []byte("ann@example.org")) || !bytes.Contains(next, []byte(`"deadline": "2099-12-22T18:00:00`)) {
		t.Errorf("the next game file has not the mail book as changed after adjudicating:\n%.600s", next)
	}
}

// Issue 35: a message's raw source pasted on the page (as a mail client's
// "Show original" gives it) is read as a dropped .eml: its sheet lands in
// the text under its power's header, its quoted mail left out, and its
// sender and date are listed.
func TestPastedMailSource(t *testing.T) {
	p := newPage(t)
	p.open("/")
	p.wait("the demo game", `document.getElementById('game-name').textContent === 'demo'`)
	raw, err := os.ReadFile(filepath.Join("..", "..", "engine", "mail", "testdata", "outlook-1252.eml"))
	if err != nil {
		t.Fatal(err)
	}
	p.click("paste mail", "paste-mail-button")
	p.wait("the dialog", `document.getElementById('paste-mail-dialog').open`)
	p.setField("paste-mail-text", string(raw))
	p.click("read it", "paste-mail-read")
	p.wait("the sheet in the text", `String(document.getElementById('text').value).includes('ENGLAND:')`)
	text := eval[string](p, `String(document.getElementById('text').value)`)
	if !strings.Contains(text, "ENGLAND:\n5 : F LON - NTH\n1 : F EDI - NWG\n") || strings.Contains(text, "due on Tuesday") {
		t.Errorf("the text after pasting the mail:\n%s", text)
	}
	if told := eval[string](p, `document.getElementById('mail-told').textContent`); !strings.Contains(told, "ENGLAND: pasted mail, from Carl Ohlsson <carl@example.com>, Mon 2 Mar 2026 11:02 UTC") {
		t.Errorf("the mail list says %q; want the sender and date", told)
	}
	if eval[bool](p, `document.getElementById('paste-mail-dialog').open`) {
		t.Error("the dialog stays open")
	}
}
