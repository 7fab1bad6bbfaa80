// Package static serves the built site (scripts/build) on localhost, with the
// MIME types browsers need (WebAssembly compiled as it downloads, the web
// app manifest) and gzip, as GitHub Pages serves it.
package static

import (
	"bytes"
	"compress/gzip"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

func init() {
	// Browsers refuse to stream-compile a .wasm served as anything else.
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".js", "text/javascript; charset=utf-8")
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	_ = mime.AddExtensionType(".svg", "image/svg+xml")
}

// compressible are the files worth gzipping (not the PNG icons).
var compressible = map[string]bool{".wasm": true, ".js": true, ".css": true, ".html": true, ".json": true, ".svg": true, ".webmanifest": true}

// Handler serves the files under dir. Nothing is cached by the browser, so
// a rebuilt site shows at the next reload (the service worker decides what
// the pages use); text and the wasm go gzipped to a browser that accepts it.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		name := r.URL.Path
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		ext := path.Ext(name)
		if r.Method == http.MethodGet && compressible[ext] && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			if data, mod, ok := gz.get(filepath.Join(dir, filepath.FromSlash(path.Clean("/"+name)))); ok {
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Set("Vary", "Accept-Encoding")
				w.Header().Set("Content-Type", mime.TypeByExtension(ext))
				http.ServeContent(w, r, "", mod, bytes.NewReader(data))
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// gz is shared by every handler: a file is compressed once per process
// (the tests start many servers on one site).
var gz gzipCache

// gzipCache keeps each file's gzip until the file changes.
type gzipCache struct {
	mu    sync.Mutex
	files map[string]gzipped
}

type gzipped struct {
	mod  time.Time
	size int64
	data []byte
}

func (c *gzipCache) get(file string) ([]byte, time.Time, bool) {
	info, err := os.Stat(file)
	if err != nil || info.IsDir() {
		return nil, time.Time{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if g, ok := c.files[file]; ok && g.mod.Equal(info.ModTime()) && g.size == info.Size() {
		return g.data, g.mod, true
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, time.Time{}, false
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	_, _ = zw.Write(raw)
	_ = zw.Close()
	if c.files == nil {
		c.files = map[string]gzipped{}
	}
	c.files[file] = gzipped{mod: info.ModTime(), size: info.Size(), data: buf.Bytes()}
	return buf.Bytes(), info.ModTime(), true
}
