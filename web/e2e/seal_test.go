//go:build e2e

package e2e

import (
	"encoding/json"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/seal/archive"
)

// Issue 34: in the checker, a player checks the receipt of a private
// report against the sheet sent (as mail gave it back), and verifies a
// whole sealed Tin Cup game from the GM's archive and the files received;
// a changed sheet and an edited report are told.
func TestCheckerChecksTheGM(t *testing.T) {
	f, err := gamefile.StartVariant(board.Standard(), "sealed", 11, json.RawMessage(`{"blind": true}`))
	if err != nil {
		t.Fatal(err)
	}
	f.Seal = strings.Repeat("7e", 32)
	rng := rand.New(rand.NewSource(5))
	var arch *archive.Archive
	received := map[string][]byte{}
	sent := ""
	for f.Phase != "S1902M" {
		g, err := gamefile.New(f)
		if err != nil {
			t.Fatal(err)
		}
		text := gametest.RandomText(rng, g)
		if f.Phase == "S1901M" {
			sent = "4 : A PAR - BUR\n2 : F BRE - MAO % to sea\n"
			text = "FRANCE:\n" + sent + "GERMANY:\n3 : A MUN - BUR\n"
		}
		a, err := publish.Adjudicate(g, text, game.Options{})
		if err != nil {
			t.Fatalf("%s: %v\n%s", f.Phase, err, text)
		}
		if arch, err = archive.Add(arch, g.File, text, game.Options{}, a.Seed, a.Next); err != nil {
			t.Fatal(err)
		}
		for _, d := range publish.Texts(a) {
			if !d.GMOnly {
				received[d.Name] = d.Data
			}
		}
		data, _ := a.Next.Encode()
		if f, err = gamefile.Decode(data); err != nil {
			t.Fatal(err)
		}
	}
	archiveData, err := arch.Encode()
	if err != nil {
		t.Fatal(err)
	}
	edited := map[string][]byte{"sealed-S1901M-france-private.txt": []byte(strings.Replace(string(received["sealed-S1901M-france-private.txt"]), "AgP", "AgP!", 1))}
	dir := writeFiles(t, received)
	editedDir := writeFiles(t, edited)
	archivePath := filepath.Join(writeFiles(t, map[string][]byte{"sealed-archive.json": archiveData}), "sealed-archive.json")

	p := newPage(t)
	p.open("/web/checker.html")
	mailed := strings.ReplaceAll(strings.Replace(sent, "PAR - BUR", "PAR \u2013 BUR", 1), "\n", "\r\n")
	p.paste("receipt-sheet", "FRANCE:\r\n"+mailed)
	p.paste("receipt-report", string(received["sealed-S1901M-france-private.txt"]))
	p.paste("receipt-results", string(received["sealed-S1901M-france-results.txt"]))
	p.click("check the receipt", "receipt-check")
	p.wait("the receipt confirmed", `document.getElementById('receipt-verdict').dataset.confirmed === 'true'`)
	if got := eval[string](p, `document.getElementById('receipt-verdict').textContent`); got != "Confirmed: this is the sheet the GM adjudicated.\n" {
		t.Errorf("the receipt check reads %q", got)
	}
	p.paste("receipt-sheet", strings.Replace(sent, "2 :", "3 :", 1))
	p.click("check another sheet", "receipt-check")
	p.wait("another sheet told", `document.getElementById('receipt-verdict').dataset.confirmed === 'false'`)
	if got := eval[string](p, `document.getElementById('receipt-verdict').textContent`); !strings.Contains(got, "line 2 of your sheet, '3 : F BRE - MAO % to sea', is not what the GM read there") {
		t.Errorf("another sheet's check reads %q", got)
	}
	p.shot("34-receipt")

	var paths []string
	for name := range received {
		paths = append(paths, filepath.Join(dir, name))
	}
	p.do("choose the archive and the files", chromedp.SetUploadFiles(chromedp.ID("verify-archive"), []string{archivePath}), chromedp.SetUploadFiles(chromedp.ID("verify-files"), paths))
	p.click("verify the game", "verify-run")
	p.wait("the game verified", `document.getElementById('verify-verdict').dataset.confirmed === 'true'`)
	got := eval[string](p, `document.getElementById('verify-verdict').textContent`)
	if !strings.HasPrefix(got, "Confirmed") || strings.Count(got, ": identical") != len(received) {
		t.Errorf("the verify reads %q", got)
	}
	p.shot("34-verify")
	p.do("choose an edited report", chromedp.SetUploadFiles(chromedp.ID("verify-files"), []string{filepath.Join(editedDir, "sealed-S1901M-france-private.txt")}))
	p.click("verify again", "verify-run")
	p.wait("the edited report told", `document.getElementById('verify-verdict').dataset.confirmed === 'false'`)
	if got := eval[string](p, `document.getElementById('verify-verdict').textContent`); !strings.Contains(got, "FAULT: S1901M: sealed-S1901M-france-private.txt, line ") {
		t.Errorf("the verify of an edited report reads %q", got)
	}
}
