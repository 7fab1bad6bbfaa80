package game

import (
	"bytes"
	"encoding/json"
	"math/bits"
	"reflect"
	"strings"
	"unicode/utf8"
)

// The scan of the history's raw bytes. It says only yes or no: yes when
// the entries are exactly what Encode would write for them (fields in
// order, no empty field that Encode leaves out, map keys sorted, strings
// and numbers as Encode writes them, indented as in the file) and pass
// every check of checkHistory and of the strict decoding; no otherwise,
// and then Decode reads the file the slow way, which names the problem.
// It is a scan of bytes against the shape of HistoryEntry, a few times
// faster than decoding them.

// shape is what a value of the history may be, built from the Go types.
type shape struct {
	kind   byte    // 's' string, 'i' integer, 'b' bool, 'o' struct, 'm' map, 'a' slice, 'x' not read here
	null   bool    // null is written for a nil pointer, slice or map
	ptr    bool    // a pointer: omitempty leaves out only null
	fields []field // 'o'
	elem   *shape  // 'm' and 'a'
	check  byte    // 'p' a phase code, 'a' an amount (0 to MaxAmount), 'n' not negative, 'r' an order's result, 'c' a cause's reason, 'l' one line (freeText's single line)
}

type field struct {
	key       string    // `"phase": `
	head      string    // the line that holds it up to its value: "\n      \"phase\": "
	words     [4]uint64 // head eight bytes by eight, for at
	masks     [4]uint64
	omitempty bool
	shape     *shape
}

func newField(key string, jd int, omitempty bool, sh *shape) field {
	f := field{key: key, head: "\n" + spaces[:min(2*jd, len(spaces))] + key, omitempty: omitempty, shape: sh}
	var b, m [32]byte
	copy(b[:], f.head)
	for i := range min(len(f.head), len(m)) {
		m[i] = 0xff
	}
	for w := range f.words {
		f.words[w], f.masks[w] = load64(b[8*w:]), load64(m[8*w:])
	}
	return f
}

// at reads the field's head at data[i:], and says where the value begins.
func (f *field) at(data []byte, i int) (int, bool) {
	n := len(f.head)
	if n > 32 || i+32 > len(data) {
		return i + n, i+n <= len(data) && string(data[i:i+n]) == f.head
	}
	w := data[i : i+32]
	if load64(w)&f.masks[0] != f.words[0] || load64(w[8:])&f.masks[1] != f.words[1] ||
		load64(w[16:])&f.masks[2] != f.words[2] || load64(w[24:])&f.masks[3] != f.words[3] {
		return 0, false
	}
	return i + n, true
}

var (
	marshalerType   = reflect.TypeFor[json.Marshaler]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
)

// shapeOf is the shape of type t, nested depth types deep, whose values
// stand at depth jd of the file's indentation.
func shapeOf(t reflect.Type, depth, jd int) *shape {
	s := &shape{kind: 'x'}
	if depth > 10 || t.Implements(marshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) {
		return s
	}
	switch t.Kind() {
	case reflect.Pointer:
		e := shapeOf(t.Elem(), depth+1, jd)
		if e.kind == 'x' || e.null {
			return s
		}
		c := *e
		c.null, c.ptr = true, true
		return &c
	case reflect.String:
		s.kind = 's'
	case reflect.Int, reflect.Int64:
		s.kind = 'i'
	case reflect.Bool:
		s.kind = 'b'
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return s // base64
		}
		s.kind, s.null, s.elem = 'a', true, shapeOf(t.Elem(), depth+1, jd+1)
	case reflect.Map:
		if t.Key().Kind() != reflect.String || t.Key().Implements(reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()) {
			return s
		}
		s.kind, s.null, s.elem = 'm', true, shapeOf(t.Elem(), depth+1, jd+1)
	case reflect.Struct:
		s.kind = 'o'
		for i := range t.NumField() {
			sf := t.Field(i)
			if !sf.IsExported() {
				continue
			}
			tag := sf.Tag.Get("json")
			name, opts, _ := strings.Cut(tag, ",")
			if sf.Anonymous || name == "" || name == "-" || (opts != "" && opts != "omitempty") {
				return &shape{kind: 'x'} // not the shape Decode expects: read the slow way
			}
			s.fields = append(s.fields, newField(`"`+name+`": `, jd+1, opts == "omitempty", shapeOf(sf.Type, depth+1, jd+1)))
		}
	}
	return s
}

// entryShape is HistoryEntry's shape with checkHistory's checks on its
// values.
var entryShape = func() *shape {
	s := shapeOf(reflect.TypeFor[HistoryEntry](), 0, 2) // an entry of the file's history
	at := func(s *shape, key string) *shape {
		for _, f := range s.fields {
			if f.key == `"`+key+`": ` {
				return f.shape
			}
		}
		panic("history entry has no field " + key) // a change of HistoryEntry not followed here
	}
	at(s, "phase").check = 'p'
	at(s, "balances").elem.check = 'a'
	at(s, "earned").elem.check = 'a'
	at(s, "transfers").elem.fields[2].shape.check = 'a'
	orders := at(s, "orders").elem
	at(orders, "total").check = 'a'
	at(orders, "result").check = 'r'
	at(orders, "dislodgedBy").check = 'l'
	cause := at(orders, "cause")
	at(cause, "reason").check = 'c'
	at(cause, "by").elem.check = 'l'
	for _, k := range []string{"from", "note", "words"} {
		at(cause, k).check = 'l'
	}
	at(cause, "strength").check = 'n'
	at(cause, "against").check = 'n'
	rests := at(cause, "restsOn")
	at(rests, "all").elem.check = 'l'
	at(rests, "reason").elem.check = 'l'
	at(rests, "count").check = 'l'
	if at(s, "transfers").elem.fields[2].key != `"amount": ` {
		panic("transfers' third field is not amount")
	}
	return s
}()

// scanner reads the history's bytes.
type scanner struct {
	data []byte
	i    int
}

const spaces = "                                                                                "

// newline is a line break and the indentation of depth d. A space more
// is left for what follows, which never begins with one.
func (s *scanner) newline(d int) bool {
	j := s.i
	if d >= len(indents) || j+16 > len(s.data) {
		return s.newlineSlow(2 * d)
	}
	in := &indents[d]
	if load64(s.data[j:])&in.m0 != in.p0 || load64(s.data[j+8:])&in.m1 != in.p1 {
		return false
	}
	s.i = j + in.n
	return true
}

// indents are the line breaks of each depth as newline compares them.
var indents = func() (in [8]struct {
	p0, p1, m0, m1 uint64
	n              int
}) {
	for d := range in {
		var p, m [16]byte
		line := "\n" + spaces[:2*d]
		copy(p[:], line)
		for i := range line {
			m[i] = 0xff
		}
		in[d].p0, in[d].p1 = load64(p[:]), load64(p[8:])
		in[d].m0, in[d].m1 = load64(m[:]), load64(m[8:])
		in[d].n = len(line)
	}
	return in
}()

func (s *scanner) newlineSlow(n int) bool {
	if n > len(spaces) || s.i+1+n > len(s.data) || s.data[s.i] != '\n' || string(s.data[s.i+1:s.i+1+n]) != spaces[:n] {
		return false
	}
	s.i += 1 + n
	return true
}

func (s *scanner) lit(l string) bool {
	if s.i+len(l) > len(s.data) || string(s.data[s.i:s.i+len(l)]) != l {
		return false
	}
	s.i += len(l)
	return true
}

// scanHistory scans the history's array starting at data[i] ('['), at
// depth 1 of the file, and returns its entries and where it ends.
func scanHistory(data []byte, i int) ([][]byte, int, bool) {
	s := &scanner{data: data, i: i}
	if !s.lit("[") {
		return nil, 0, false
	}
	if s.lit("]") {
		return nil, s.i, true
	}
	var entries [][]byte
	for {
		if !s.newline(2) {
			return nil, 0, false
		}
		start := s.i
		if empty, ok := s.value(entryShape, 2); !ok || empty {
			return nil, 0, false
		}
		entries = append(entries, data[start:s.i:s.i]) // an append never writes into data
		if len(entries) > MaxHistory {
			return nil, 0, false
		}
		if !s.lit(",") {
			break
		}
	}
	if !s.newline(1) || !s.lit("]") {
		return nil, 0, false
	}
	return entries, s.i, true
}

// value scans one value of the shape at depth d, and says whether it is
// one that omitempty leaves out.
func (s *scanner) value(sh *shape, d int) (empty bool, ok bool) {
	if s.i >= len(s.data) {
		return false, false
	}
	if s.data[s.i] == 'n' {
		return true, sh.null && s.lit("null")
	}
	switch sh.kind {
	case 's':
		start := s.i
		if !s.str() {
			return false, false
		}
		switch sh.check {
		case 'p':
			code := s.data[start+1 : s.i-1]
			if bytes.IndexByte(code, '\\') >= 0 {
				return false, false
			}
			if _, err := ParsePhase(string(code)); err != nil {
				return false, false
			}
		case 'r':
			switch string(s.data[start+1 : s.i-1]) {
			case "succeeds", "fails", "void":
			default:
				return false, false
			}
		case 'c':
			r := string(s.data[start+1 : s.i-1])
			if _, ok := reasons[r]; !ok && r != VoidReason {
				return false, false
			}
		case 'l':
			// No line break or tab, and no escape at all: the rare
			// quote or backslash is left to the slow way.
			if bytes.IndexByte(s.data[start+1:s.i-1], '\\') >= 0 {
				return false, false
			}
		}
		return s.i-start == 2, true
	case 'i':
		v, ok := s.integer()
		if !ok || (sh.check == 'a' && (v < 0 || v > MaxAmount)) || (sh.check == 'n' && v < 0) {
			return false, false
		}
		return v == 0, true
	case 'b':
		if s.lit("true") {
			return false, true
		}
		return true, s.lit("false")
	case 'a':
		if !s.lit("[") {
			return false, false
		}
		if s.lit("]") {
			return true, true
		}
		for {
			if !s.newline(d + 1) {
				return false, false
			}
			if _, ok := s.value(sh.elem, d+1); !ok {
				return false, false
			}
			if !s.lit(",") {
				break
			}
		}
		return false, s.newline(d) && s.lit("]")
	case 'm':
		if !s.lit("{") {
			return false, false
		}
		if s.lit("}") {
			return true, true
		}
		var last []byte
		for n := 0; ; n++ {
			if !s.newline(d + 1) {
				return false, false
			}
			start := s.i
			if !s.str() {
				return false, false
			}
			key := s.data[start+1 : s.i-1]
			// Keys in order and without escapes, so that the bytes sort as
			// the keys do: each key once, as Encode sorts them.
			if bytes.IndexByte(key, '\\') >= 0 || (n > 0 && bytes.Compare(last, key) >= 0) || !s.lit(": ") {
				return false, false
			}
			last = key
			if _, ok := s.value(sh.elem, d+1); !ok {
				return false, false
			}
			if !s.lit(",") {
				break
			}
		}
		return false, s.newline(d) && s.lit("}")
	case 'o':
		if !s.lit("{") {
			return false, false
		}
		next := 0
		for {
			// The next line holds one of the fields in order, those
			// between left out.
			f := -1
			for j := next; j < len(sh.fields); j++ {
				if i, ok := sh.fields[j].at(s.data, s.i); ok {
					f, s.i = j, i
					break
				}
				if !sh.fields[j].omitempty {
					return false, false // Encode writes it
				}
			}
			if f < 0 {
				return false, false // or Encode writes an empty struct as {}, left to the slow way
			}
			fl := &sh.fields[f]
			empty, ok := s.value(fl.shape, d+1)
			if !ok || (fl.omitempty && empty && (!fl.shape.ptr || s.data[s.i-1] == 'l')) {
				return false, false
			}
			next = f + 1
			if !s.lit(",") {
				break
			}
		}
		for _, f := range sh.fields[next:] {
			if !f.omitempty {
				return false, false
			}
		}
		return false, s.newline(d) && s.lit("}")
	}
	return false, false
}

// integer reads an integer as Encode writes it, of at most 18 digits.
func (s *scanner) integer() (int64, bool) {
	neg := s.lit("-")
	start := s.i
	var v int64
	for s.i < len(s.data) && s.i-start < 19 && '0' <= s.data[s.i] && s.data[s.i] <= '9' {
		v = v*10 + int64(s.data[s.i]-'0')
		s.i++
	}
	n := s.i - start
	if n == 0 || n > 18 || (s.data[start] == '0' && (n > 1 || neg)) {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

// special marks with its high bit each byte of x that str looks at one by
// one: a byte of a longer character (high bit set), a control character
// (below 0x20: adding 0x60 leaves the high bit clear), DEL (adding 1 sets
// it), a quote or a backslash (zero once xored with it). Bytes above a
// marked one may be marked wrongly, never the lowest.
func special(x uint64) uint64 {
	const (
		ones  = 0x0101010101010101
		highs = 0x8080808080808080
	)
	q, b := x^(ones*'"'), x^(ones*'\\')
	return (x | ^(x + ones*0x60) | (x + ones) | ((q - ones) &^ q) | ((b - ones) &^ b)) & highs
}

// str reads a string as Encode writes it and as a history's free text may
// be: printable, with line breaks and tabs (freeText), and no control or
// direction characters. Anything else, even what Encode would write
// otherwise, is left to the slow way.
func (s *scanner) str() bool {
	data, i := s.data, s.i
	if i >= len(data) || data[i] != '"' {
		return false
	}
	i++
	for {
		// Sixteen bytes at a time while none is special.
		for i+16 <= len(data) {
			m := special(load64(data[i:]))
			if m == 0 {
				if m = special(load64(data[i+8:])); m == 0 {
					i += 16
					continue
				}
				i += 8
			}
			// The lowest byte marked is special: a carry or a borrow only
			// marks bytes above one that is.
			i += bits.TrailingZeros64(m) >> 3
			break
		}
		if i >= len(data) {
			return false
		}
		c := data[i]
		switch {
		case c == '"':
			s.i = i + 1
			return true
		case c == '\\':
			if i+1 >= len(data) {
				return false
			}
			switch data[i+1] {
			case '"', '\\', 'n', 't':
				i += 2
			default:
				return false
			}
		case c < 0x20 || c == 0x7f:
			return false
		case c < utf8.RuneSelf:
			i++
		default:
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError || r < 0xa0 || r == 0x61c || (0x200e <= r && r <= 0x200f) || (0x2028 <= r && r <= 0x202e) || (0x2066 <= r && r <= 0x2069) {
				return false
			}
			i += n
		}
	}
}

// load64 is eight bytes as a little-endian number, in one load (what
// encoding/binary does, without what that package brings into the page's
// engine).
func load64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}
