// Command serve serves the built web app (scripts/build) on localhost.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"github.com/payola-gm/payola/web/static"
)

func main() {
	dir := flag.String("dir", "_site", "the built site")
	addr := flag.String("addr", "localhost:8080", "address to listen on (localhost only is wise: the GM's data is private)")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no index.html; run scripts/build first\n", *dir)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	fmt.Printf("Payola GM on http://%s/ (the checker for players: http://%s/web/checker.html); Ctrl-C stops it\n", ln.Addr(), ln.Addr())
	log.Fatal(http.Serve(ln, static.Handler(*dir)))
}
