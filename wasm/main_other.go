//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// main says how to build this command: it only makes sense in a browser.
func main() {
	fmt.Fprintln(os.Stderr, "wasm: build with GOOS=js GOARCH=wasm (scripts/build) and open the page")
	os.Exit(2)
}
