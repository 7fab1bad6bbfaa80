//go:build e2e

package e2e

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
)

// startedGame is a new standard game as loaded from its file, for the
// tests that play a phase before the page sees the game.
func startedGame(t *testing.T, name string, seed int64) *gamefile.Game {
	t.Helper()
	f, err := gamefile.Start(board.Standard(), name, seed)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// writeFiles writes the files, by name, into a new directory of the
// test's and answers it.
func writeFiles(t *testing.T, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// reloadOffline opens the GM page once the site is cached, takes the
// page and the server away and reloads it: the page as a player offline
// finds it.
func (p *page) reloadOffline(srv *httptest.Server) {
	p.t.Helper()
	p.open("/")
	p.wait("the site cached", `document.documentElement.dataset.offlineReady === 'true' && navigator.serviceWorker.controller !== null`)
	p.offline()
	srv.Close()
	p.do("reload offline", chromedp.Reload())
	p.wait("ready offline", `document.documentElement.dataset.ready === 'true'`)
}
