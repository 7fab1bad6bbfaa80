// Command wasmmerge rewrites a WebAssembly module so that its active data
// segments are merged where they lie close together in memory. Go's linker
// starts a new segment after every long run of zeros; each segment costs a
// header whose offsets gzip badly, while the zeros that fill a short gap
// compress to almost nothing. The memory the module starts with is the same
// byte for byte (TestMemoryImageUnchanged checks it on the real engine).
//
//	go run ./scripts/wasmmerge -gap 1024 in.wasm [out.wasm]
//
// Without out.wasm the input is rewritten in place.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	gap := flag.Int("gap", defaultGap, "merge segments at most this many zero bytes apart")
	flag.Parse()
	if flag.NArg() < 1 || flag.NArg() > 2 {
		fmt.Fprintln(os.Stderr, "usage: wasmmerge [-gap N] in.wasm [out.wasm]")
		os.Exit(2)
	}
	in := flag.Arg(0)
	out := in
	if flag.NArg() == 2 {
		out = flag.Arg(1)
	}
	data, err := os.ReadFile(in)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmmerge:", err)
		os.Exit(1)
	}
	merged, st, err := Merge(data, *gap)
	if err != nil {
		fmt.Fprintf(os.Stderr, "wasmmerge: %s: %v\n", in, err)
		os.Exit(1)
	}
	// Written beside the target and renamed, so a failure never leaves half a module.
	tmp := out + ".merging"
	if err := os.WriteFile(tmp, merged, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "wasmmerge:", err)
		os.Exit(1)
	}
	if err := os.Rename(tmp, out); err != nil {
		os.Remove(tmp)
		fmt.Fprintln(os.Stderr, "wasmmerge:", err)
		os.Exit(1)
	}
	if os.Getenv("WASMMERGE_QUIET") == "" {
		fmt.Fprintf(os.Stderr, "wasmmerge: %d data segments became %d; %d bytes became %d\n",
			st.Before, st.After, len(data), len(merged))
	}
}
