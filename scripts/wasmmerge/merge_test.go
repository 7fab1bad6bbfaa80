package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// module builds a WebAssembly module holding only the given sections.
func module(sections ...[]byte) []byte {
	m := []byte("\x00asm\x01\x00\x00\x00")
	for _, s := range sections {
		m = append(m, s...)
	}
	return m
}

func section(id byte, body []byte) []byte {
	return append(append([]byte{id}, appendULEB(nil, uint64(len(body)))...), body...)
}

func dataSection(segs ...segment) []byte { return section(sectionData, writeSegments(segs)) }

// image is the memory a module starts with: every active segment written in
// order, as instantiation does.
func image(t *testing.T, m []byte) []byte {
	t.Helper()
	var mem []byte
	for p := 8; p < len(m); {
		size, n, err := uleb(m[p+1:])
		if err != nil {
			t.Fatal(err)
		}
		body := m[p+1+n : p+1+n+int(size)]
		if m[p] == sectionData {
			segs, err := readSegments(body)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range segs {
				if end := int(s.offset) + len(s.data); end > len(mem) {
					mem = append(mem, make([]byte, end-len(mem))...)
				}
				copy(mem[s.offset:], s.data)
			}
		}
		p += 1 + n + int(size)
	}
	return bytes.TrimRight(mem, "\x00")
}

// otherSections is the module less its data section.
func otherSections(t *testing.T, m []byte) []byte {
	t.Helper()
	var out []byte
	for p := 8; p < len(m); {
		size, n, err := uleb(m[p+1:])
		if err != nil {
			t.Fatal(err)
		}
		if m[p] != sectionData {
			out = append(out, m[p+1+n:p+1+n+int(size)]...)
		}
		p += 1 + n + int(size)
	}
	return out
}

func TestSegmentsMergeAcrossShortGapsOnly(t *testing.T) {
	custom := section(0, []byte("\x04namexyz"))
	in := module(custom, dataSection(
		segment{offset: 300, data: []byte{7}},             // after the far one: the linker's order is not the address order
		segment{offset: 100, data: []byte{1, 2, 3}},       // 100..103
		segment{offset: 105, data: []byte{4}},             // 2 zeros after: merged
		segment{offset: 106, data: []byte{5, 6}},          // adjacent: merged
		segment{offset: 200, data: []byte{9, 9}},          // 92 zeros after: kept apart with gap 8
		segment{offset: 1 << 20, data: []byte("far off")}, // a large offset's LEB
	), custom)
	out, st, err := Merge(in, 8)
	if err != nil {
		t.Fatal(err)
	}
	if st.Before != 6 || st.After != 4 {
		t.Errorf("segments %d -> %d, want 6 -> 4", st.Before, st.After)
	}
	if !bytes.Equal(image(t, in), image(t, out)) {
		t.Error("the merged module starts with different memory")
	}
	if !bytes.Equal(otherSections(t, in), otherSections(t, out)) {
		t.Error("a section other than data changed")
	}
}

func TestOverlappingSegmentsAreLeftAlone(t *testing.T) {
	// The second segment overwrites byte 101: merging could change the winner.
	in := module(dataSection(segment{offset: 100, data: []byte{1, 2}}, segment{offset: 101, data: []byte{3}}))
	out, st, err := Merge(in, 64)
	if err != nil {
		t.Fatal(err)
	}
	if st.After != 2 || !bytes.Equal(image(t, in), image(t, out)) {
		t.Errorf("overlapping segments were merged: %d left", st.After)
	}
}

func TestModulesItCannotReadAreRefused(t *testing.T) {
	passive := section(sectionData, []byte{1, 1, 1, 'x'}) // one passive segment
	for name, m := range map[string][]byte{
		"not wasm":       []byte("hello world"),
		"passive":        module(passive),
		"data count":     module(section(sectionDataCount, []byte{1}), dataSection(segment{offset: 8, data: []byte{1}})),
		"truncated":      module(section(sectionData, []byte{2, 0, opI32Const, 8, opEnd, 5, 'a'})),
		"section length": append(module(), sectionData, 0x7f),
		"offset not constant": module(section(sectionData,
			[]byte{1, 0, 0x23, 0, opEnd, 1, 'a'})), // global.get
	} {
		if _, _, err := Merge(m, 64); err == nil {
			t.Errorf("%s: merged without complaint", name)
		}
	}
}

func TestLEB128RoundTrips(t *testing.T) {
	for _, v := range []int64{0, 1, 63, 64, -1, -64, -65, 1 << 20, 1<<31 - 1, -1 << 31} {
		b := appendSLEB(nil, v)
		got, n, err := sleb32(b)
		if err != nil || int64(got) != v || n != len(b) {
			t.Errorf("%d: decoded %d (%d of %d bytes, %v)", v, got, n, len(b), err)
		}
	}
	for _, v := range []uint64{0, 127, 128, 1 << 32} {
		b := appendULEB(nil, v)
		if got, n, err := uleb(b); err != nil || got != v || n != len(b) {
			t.Errorf("%d: decoded %d (%v)", v, got, err)
		}
	}
}

// TestMemoryImageUnchanged merges the real engine and checks that it starts
// with the same memory and the same code; the wasm tests then run on merged
// binaries (scripts/wasmexec), which shows the module still works.
func TestMemoryImageUnchanged(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the engine")
	}
	wasm := filepath.Join(t.TempDir(), "payola.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "../../wasm")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the engine: %v\n%s", err, out)
	}
	in, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	out, st, err := Merge(in, defaultGap)
	if err != nil {
		t.Fatal(err)
	}
	if st.After*100 > st.Before {
		t.Errorf("%d segments became %d: the linker's layout changed, measure the gap again", st.Before, st.After)
	}
	if !bytes.Equal(image(t, in), image(t, out)) {
		t.Error("the merged engine starts with different memory")
	}
	if !bytes.Equal(otherSections(t, in), otherSections(t, out)) {
		t.Error("a section other than data changed")
	}
}
