//go:build e2e

package e2e

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/seal/archive/archivetest"
)

// Issue 34 in the browser, against the command line: the GM page's
// archive is payola archive's, byte for byte, and the checker verifies a
// game the CLI played on another map and tells each of the four
// tamperings, with its phase, file and line.

var cli struct {
	once sync.Once
	path string
	err  error
}

// runPayola runs the command-line tool (built once, from this checkout) in
// dir and answers its standard output; a failure ends the test.
func runPayola(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cli.once.Do(func() {
		bin, err := os.MkdirTemp("", "payola-e2e-cli")
		if err != nil {
			cli.err = err
			return
		}
		cli.path = filepath.Join(bin, "payola")
		out, err := exec.Command("go", "build", "-o", cli.path, "../../cmd/payola").CombinedOutput()
		if err != nil {
			cli.err = fmt.Errorf("go build ./cmd/payola: %v\n%s", err, out)
		}
	})
	if cli.err != nil {
		t.Fatal(cli.err)
	}
	cmd := exec.Command(cli.path, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("payola %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String()
}

// cliGame is a sealed game the GM plays with the CLI for years game years:
// payola new, then payola adjudicate --archive with every phase's sheets
// (gametest.RandomText). It answers the archive, every text the players
// received (each phase's --out folder's .txt files but the GM's own), and
// the folder.
func cliGame(t *testing.T, name, mapName, rules string, seed int64, years int) ([]byte, map[string][]byte, string) {
	t.Helper()
	dir := t.TempDir()
	data := []byte(runPayola(t, dir, "new", "--name", name, "--map", mapName, "--rules", rules, "--seed", fmt.Sprint(seed), "--seal", archivetest.Secret))
	rng := rand.New(rand.NewSource(seed))
	received := map[string][]byte{}
	first := 0
	for n := 0; ; n++ {
		g, err := gamefile.LoadFrom(data, maps.Load)
		if err != nil {
			t.Fatal(err)
		}
		if first == 0 {
			first = g.Phase.Year
		}
		if g.Phase.Year >= first+years*g.Map.YearSpan() || g.File.Winner != "" {
			break
		}
		gameFile := filepath.Join(dir, fmt.Sprintf("game-%d.json", n))
		orders := filepath.Join(dir, fmt.Sprintf("orders-%d.txt", n))
		out := filepath.Join(dir, fmt.Sprintf("out-%d", n))
		if err := os.WriteFile(gameFile, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(orders, []byte(gametest.RandomText(rng, g)), 0o644); err != nil {
			t.Fatal(err)
		}
		runPayola(t, dir, "adjudicate", "--game", gameFile, "--orders", orders, "--out", out, "--archive", "archive.json")
		entries, err := os.ReadDir(out)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join(out, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case strings.HasSuffix(e.Name(), "-gm-game.json"):
				data = b
			case strings.HasSuffix(e.Name(), ".txt") && !strings.Contains(e.Name(), "-gm-"):
				received[e.Name()] = b
			}
		}
	}
	arch, err := os.ReadFile(filepath.Join(dir, "archive.json"))
	if err != nil {
		t.Fatal(err)
	}
	return arch, received, dir
}

// verifyInChecker runs Verify a whole game in the checker with the archive
// and the files received, and answers its verdict, each line trimmed.
func (p *page) verifyInChecker(what string, arch []byte, received map[string][]byte) (bool, string) {
	p.t.Helper()
	dir := writeFiles(p.t, received)
	archivePath := filepath.Join(writeFiles(p.t, map[string][]byte{"game-archive.json": arch}), "game-archive.json")
	var paths []string
	for name := range received {
		paths = append(paths, filepath.Join(dir, name))
	}
	sort.Strings(paths)
	eval[bool](p, `(() => { const v = document.getElementById('verify-verdict'); v.hidden = true; v.textContent = ''; delete v.dataset.confirmed; return true; })()`)
	p.do(what+": choose the archive and the files", chromedp.SetUploadFiles(chromedp.ID("verify-archive"), []string{archivePath}), chromedp.SetUploadFiles(chromedp.ID("verify-files"), paths))
	p.click(what+": verify", "verify-run")
	p.wait(what+": the verdict", `document.getElementById('verify-verdict').dataset.confirmed !== undefined`)
	text := eval[string](p, `document.getElementById('verify-verdict').textContent`)
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return eval[bool](p, `document.getElementById('verify-verdict').dataset.confirmed === 'true'`), strings.Join(lines, "\n")
}

// TestCheckerVerifiesAGameOnAnotherMap: a three-year Tin Cup and eBayola
// game on ancmed, played with the CLI, verifies in the checker (the map's
// files fetched for the engine), and each of the four tamperings is caught
// and located there as payola verify locates it.
func TestCheckerVerifiesAGameOnAnotherMap(t *testing.T) {
	arch, received, dir := cliGame(t, "anc", "ancmed", `{"blind": true, "ebayola": true}`, 7, 3)
	tamperings, err := archivetest.Tamperings(arch, received)
	if err != nil {
		t.Fatal(err)
	}
	p := newPage(t)
	p.open("/web/checker.html")
	ok, text := p.verifyInChecker("the game as played", arch, received)
	if !ok || !strings.HasPrefix(text, "Confirmed") || strings.Count(text, ": identical") != len(received) {
		t.Fatalf("the game on ancmed (%d files received): %s", len(received), text)
	}
	p.shot("34-verify-ancmed")
	for _, c := range tamperings {
		ok, text := p.verifyInChecker(c.Name, c.Archive, c.Received)
		if ok || !regexp.MustCompile("(?m)"+c.Want).MatchString(text) {
			t.Errorf("%s: no fault matches %q in the checker:\n%s", c.Name, c.Want, text)
		}
		// The CLI tells the same.
		path := filepath.Join(dir, "tampered.json")
		if err := os.WriteFile(path, c.Archive, 0o644); err != nil {
			t.Fatal(err)
		}
		files := writeFiles(t, c.Received)
		cmd := exec.Command(cli.path, "verify", path, files)
		out, _ := cmd.Output()
		if cmd.ProcessState.ExitCode() != 1 || !regexp.MustCompile("(?m)^  "+strings.TrimPrefix(c.Want, "^")).Match(out) {
			t.Errorf("%s: payola verify (exit %d) does not say %q:\n%s", c.Name, cmd.ProcessState.ExitCode(), c.Want, out)
		}
		if c.Name == "one sheet line changed" {
			t.Logf("the checker's verdict, %s:\n%s", c.Name, firstLines(text, 6))
		}
	}
}

// firstLines is a text's first n lines.
func firstLines(text string, n int) string {
	lines := strings.SplitN(text, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// TestGMDownloadsTheArchive: a sealed Tin Cup and eBayola game played in
// the GM page up to its first adjustments (adjudicated, not continued); the
// Archive… dialog says first that the archive is for after the game, and
// downloads the archive of every phase, byte for byte the one payola
// archive makes of the game files the page handed out.
func TestGMDownloadsTheArchive(t *testing.T) {
	dir := t.TempDir()
	data := []byte(runPayola(t, dir, "new", "--name", "sealed", "--seed", "21", "--rules", `{"blind": true, "ebayola": true}`, "--seal", archivetest.Secret))
	start := filepath.Join(dir, "sealed-S1901M.json")
	if err := os.WriteFile(start, data, 0o644); err != nil {
		t.Fatal(err)
	}
	p := newPageOn(t, serve(t, siteDir(t)), 1280, 1000)
	downloads := t.TempDir()
	p.open("/")
	allowDownloads(p, downloads)
	p.do("open the game", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{start}))
	p.wait("the game loaded", `document.getElementById('game-name').textContent === 'sealed'`)

	rng := rand.New(rand.NewSource(21))
	files := []string{start}
	var lastLong, lastCode string
	for {
		g, err := gamefile.New(mustDecode(t, data))
		if err != nil {
			t.Fatal(err)
		}
		long, code := g.Phase.Long(), g.Phase.String()
		lastLong, lastCode = long, code
		p.paste("text", gametest.RandomText(rng, g))
		p.wait(code+": the text checked", fmt.Sprintf(`document.querySelectorAll('#diagnostics li').length === 0 && !document.getElementById('adjudicate').disabled && document.getElementById('adjudicate').textContent === %q`, "Adjudicate "+long))
		p.click(code+": adjudicate", "adjudicate")
		p.wait(code+": the results", fmt.Sprintf(`!document.getElementById('results-section').hidden && document.getElementById('results-phase').textContent.startsWith(%q)`, long))
		next := eval[string](p, `document.querySelector('button[data-file$="-gm-game.json"]').dataset.file`)
		data = p.download(downloads, next)
		files = append(files, filepath.Join(downloads, next))
		if g.Phase.Kind == 'A' {
			break // the last phase stays adjudicated, not continued
		}
		p.click(code+": continue", "continue")
		p.confirm(code + ": continue anyway")
		p.wait(code+": the next phase", fmt.Sprintf(`document.getElementById('game-phase').textContent !== %q`, long))
	}

	p.click("Archive…", "archive-open")
	p.wait("the archive dialog", `document.getElementById('archive-dialog').open`)
	if warning := eval[string](p, `document.getElementById('archive-warning').textContent`); !strings.HasPrefix(warning, "For after the game.") || !strings.Contains(warning, "seal's secret") {
		t.Errorf("the dialog's warning reads %q", warning)
	}
	held := eval[string](p, `document.getElementById('archive-held').textContent`)
	if !strings.HasPrefix(held, fmt.Sprintf("This browser holds the game files of %d adjudicated phases: Spring 1901 Movement to %s.", len(files)-1, lastLong)) {
		t.Errorf("the dialog says %q", held)
	}
	p.axeInject(axeSource(t))
	p.axeCheck("the archive dialog")
	p.viewShot("34-archive-dialog")
	p.click("download the archive", "archive-download")
	got, ok := waitFile(downloads, "sealed-archive.json", 20*time.Second)
	if !ok {
		t.Fatalf("no archive downloaded; the dialog says %q %q", eval[string](p, `document.getElementById('archive-done').textContent`), eval[string](p, `document.getElementById('archive-error').textContent`))
	}
	if done := eval[string](p, `document.getElementById('archive-done').textContent`); !strings.HasPrefix(done, fmt.Sprintf("Downloaded sealed-archive.json: %d phases, S1901M to %s.", len(files)-1, lastCode)) {
		t.Errorf("the dialog says %q", done)
	}
	sort.Sort(sort.Reverse(sort.StringSlice(files))) // any order
	runPayola(t, dir, append([]string{"archive", "--out", "cli-archive.json"}, files...)...)
	want, err := os.ReadFile(filepath.Join(dir, "cli-archive.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("the page's archive (%d bytes) is not payola archive's (%d bytes)", len(got), len(want))
	}
	if out := runPayola(t, dir, "verify", filepath.Join(downloads, "sealed-archive.json"), downloads); !strings.HasPrefix(out, "Confirmed") {
		t.Errorf("payola verify of the page's archive: %s", out)
	}

}

func mustDecode(t *testing.T, data []byte) *gamefile.File {
	t.Helper()
	f, err := gamefile.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
