package static

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func site(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "<!doctype html>", "web/payola.wasm": "\x00asm", "web/gm.js": "//", "manifest.webmanifest": "{}", "web/icon.svg": "<svg/>"} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestEachFileHasTheTypeBrowsersNeed(t *testing.T) {
	srv := httptest.NewServer(Handler(site(t)))
	defer srv.Close()
	for path, want := range map[string]string{
		"/web/payola.wasm":      "application/wasm",
		"/web/gm.js":            "text/javascript; charset=utf-8",
		"/":                     "text/html; charset=utf-8",
		"/manifest.webmanifest": "application/manifest+json",
		"/web/icon.svg":         "image/svg+xml",
	} {
		for _, enc := range []string{"", "gzip"} {
			req, _ := http.NewRequest("GET", srv.URL+path, nil)
			if enc != "" {
				req.Header.Set("Accept-Encoding", enc)
			}
			// The transport would otherwise ask for gzip and undo it.
			resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != want {
				t.Errorf("%s (%q): %d %q, want 200 %q", path, enc, resp.StatusCode, resp.Header.Get("Content-Type"), want)
			}
			if got := resp.Header.Get("Content-Encoding"); got != enc {
				t.Errorf("%s asked with %q: encoded %q", path, enc, got)
			}
		}
	}
}

func TestGzipHoldsTheFileUnchanged(t *testing.T) {
	dir := site(t)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL+"/web/payola.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if string(got) != "\x00asm" {
		t.Errorf("gunzipped %q", got)
	}
}
