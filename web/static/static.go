// Package static serves the built site (scripts/build) on localhost, with the
// MIME type browsers need to compile WebAssembly as it downloads.
package static

import (
	"mime"
	"net/http"
)

func init() {
	// Browsers refuse to stream-compile a .wasm served as anything else.
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".js", "text/javascript; charset=utf-8")
}

// Handler serves the files under dir. Nothing is cached, so a rebuilt site
// shows at the next reload.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		files.ServeHTTP(w, r)
	})
}
