//go:build e2e

package e2e

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/maps"
)

// Issue 20: the first visit fetches no map beyond the standard one; a map
// loaded once (web/maps.js) is kept by the service worker and loads offline
// afterwards, while one never loaded does not.
// 1900 is drawn on a DPjudge picture: its data, drawing and picture are
// three files.
func TestMapsKeptOnceLoaded(t *testing.T) {
	srv := serve(t, siteDir(t))
	p := newPageOn(t, srv, 1200, 900)
	p.open("/")
	p.wait("the site cached", `document.documentElement.dataset.offlineReady === 'true' && navigator.serviceWorker.controller !== null`)
	if n := evalAsync[int](p, `caches.open('payola-gm-maps').then((c) => c.keys()).then((k) => k.length)`); n != 0 {
		t.Errorf("after the first visit %d map files are kept, want none", n)
	}
	load := `import('./web/maps.js').then((m) => m.loadMap('%s')).then((x) => x.picture.length + ' ' + JSON.parse(x.map).id, (e) => 'error: ' + e.message)`
	got := evalAsync[string](p, fmt.Sprintf(load, "1900"))
	t.Logf("online: %s", got)
	if n := evalAsync[int](p, `caches.open('payola-gm-maps').then((c) => c.keys()).then((k) => k.length)`); n != 3 {
		t.Errorf("after loading 1900 %d map files are kept, want 3", n)
	}
	p.offline()
	srv.Close()
	p.do("reload offline", chromedp.Reload())
	p.wait("ready offline", `document.documentElement.dataset.ready === 'true'`)
	off := evalAsync[string](p, fmt.Sprintf(load, "1900"))
	if off != got {
		t.Errorf("offline, 1900 loads as %q, online %q", off, got)
	}
	if y := evalAsync[string](p, fmt.Sprintf(load, "youngstown")); y[:6] != "error:" {
		t.Errorf("offline, youngstown (never loaded) loads: %s", y)
	}
}

// Issue 28: offline, a map never opened here says so plainly: its files
// could not be downloaded while offline, and it will work once online
// (New game on fiveman said "Failed to fetch"; the checker, loading a
// position on chaos, that there is no drawing of the map).
func TestAMapNeverOpenedSaysOfflinePlainly(t *testing.T) {
	m, err := maps.Load("chaos")
	if err != nil {
		t.Fatal(err)
	}
	f, err := gamefile.Start(m, "offline", 3)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := gamefile.PublicPosition(f).Encode()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "offline-chaos-position.json")
	if err := os.WriteFile(path, pos, 0o644); err != nil {
		t.Fatal(err)
	}
	plain := func(where, said, mapName string) {
		t.Helper()
		for _, want := range []string{"the " + mapName + " map", "could not be downloaded", "offline", "once you are online"} {
			if !strings.Contains(said, want) {
				t.Errorf("%s says %q; want it to say %q", where, said, want)
			}
		}
		for _, not := range []string{"Failed to fetch", "no drawing"} {
			if strings.Contains(said, not) {
				t.Errorf("%s says %q", where, said)
			}
		}
	}

	srv := serve(t, siteDir(t))
	p := newPageOn(t, srv, 1200, 900)
	p.reloadOffline(srv)
	p.openNewGame()
	p.setField("new-name", "far")
	p.setField("new-map", "fiveman")
	p.click("start", "new-start")
	p.wait("New game's answer", `!document.getElementById('new-error').hidden`)
	plain("New game on fiveman", eval[string](p, `document.getElementById('new-error').textContent`), "fiveman")

	p.open("/web/checker.html")
	p.do("load the chaos position", chromedp.SetUploadFiles(chromedp.ID("open-game"), []string{path}))
	p.wait("the checker's answer", `!document.getElementById('alert').hidden`)
	plain("the checker", eval[string](p, `document.getElementById('alert').textContent`), "chaos")
}
