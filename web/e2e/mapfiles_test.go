//go:build e2e

package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// Issue 20: the first visit fetches no map beyond the standard one; a map
// loaded once (web/maps.js) is kept by the service worker and loads offline
// afterwards, while one never loaded does not.
func TestMapsKeptOnceLoaded(t *testing.T) {
	srv := serve(t, siteDir(t))
	p := newPageOn(t, srv, 1200, 900)
	p.open("/")
	p.wait("the site cached", `document.documentElement.dataset.offlineReady === 'true' && navigator.serviceWorker.controller !== null`)
	if n := evalAsync[int](p, `caches.open('payola-gm-maps').then((c) => c.keys()).then((k) => k.length)`); n != 0 {
		t.Errorf("after the first visit %d map files are kept, want none", n)
	}
	load := `import('./web/maps.js').then((m) => m.loadMap('%s')).then((x) => x.picture.length + ' ' + JSON.parse(x.map).id, (e) => 'error: ' + e.message)`
	got := evalAsync[string](p, fmt.Sprintf(load, "loeb9"))
	t.Logf("online: %s", got)
	if n := evalAsync[int](p, `caches.open('payola-gm-maps').then((c) => c.keys()).then((k) => k.length)`); n != 3 {
		t.Errorf("after loading loeb9 %d map files are kept, want 3", n)
	}
	p.offline()
	srv.Close()
	p.do("reload offline", chromedp.Reload())
	p.wait("ready offline", `document.documentElement.dataset.ready === 'true'`)
	off := evalAsync[string](p, fmt.Sprintf(load, "loeb9"))
	if off != got {
		t.Errorf("offline, loeb9 loads as %q, online %q", off, got)
	}
	if y := evalAsync[string](p, fmt.Sprintf(load, "youngstown")); y[:6] != "error:" {
		t.Errorf("offline, youngstown (never loaded) loads: %s", y)
	}
}
