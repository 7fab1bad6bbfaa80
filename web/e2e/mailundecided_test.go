//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// A message no rule assigns is listed once, with its reason (a misspelt
// header named with the power it may mean), and its text is there to read
// under it: the list said the same reason twice, once as a line and again
// as the summary of the text's disclosure (seen playing a Youngstown game
// from mail).
func TestMailLeftForTheGMIsToldOnce(t *testing.T) {
	dir := t.TempDir()
	eml := "From: Bob <bob@example.org>\r\nTo: gm@example.org\r\nSubject: orders\r\nDate: Tue, 1 Dec 2026 11:00:00 +0100\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGERMNAY:\r\n8 : A MUN - RUH\r\n"
	path := filepath.Join(dir, "germany.eml")
	if err := os.WriteFile(path, []byte(eml), 0o644); err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	p.open("/")
	p.do("open the mail", chromedp.SetUploadFiles(chromedp.ID("open-mail"), []string{path}))
	p.wait("the mail listed", `document.getElementById('mail-told').children.length > 0`)
	told := eval[string](p, `document.getElementById('mail-told').textContent`)
	why := "'GERMNAY' is not a power: did you mean GERMANY?"
	if n := strings.Count(told, why); n != 1 {
		t.Errorf("the reason %q is told %d times:\n%s", why, n, told)
	}
	if n := strings.Count(told, "is no power's address in the game file"); n != 1 {
		t.Errorf("the sender's reason is told %d times:\n%s", n, told)
	}
	if text := eval[string](p, `document.querySelector('#mail-told details pre')?.textContent || ''`); !strings.Contains(text, "8 : A MUN - RUH") {
		t.Errorf("the message's text is not there to read: %q", text)
	}
	p.partShot("mail-undecided", "#mail-block")
}
