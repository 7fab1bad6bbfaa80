package gamefile

import (
	"bytes"
	"encoding/json"
	"math/bits"
	"reflect"
	"strings"
	"unicode/utf8"
)

// The scan of the history's raw bytes. It says only yes or no: yes when
// the entries are JSON of HistoryEntry's shape, laid out with whitespace
// anywhere JSON allows it (the engine's indentation, an editor's, none),
// that passes every check of checkHistory and of the strict decoding; no
// otherwise, and then Decode reads the file the slow way, which names the
// problem. A no is never a refusal: the slow way decides. The scan is
// thus one validator with a fast lane, not a second one kept in step: it
// takes only what the slow way takes (TestHistoryScanAgreesWithDecoding).
//
// While it scans, it notes every power name, unit and province the
// entries hold, once each (historyNames): Load then looks each up on the
// game's map without decoding an entry (issue 30). It notes each entry's
// tally too (scannedTally), which every phase's plots read: the history's
// bytes are read once, by the scan, and never walked again (issue 29).

// shape is what a value of the history may be, built from the Go types.
type shape struct {
	kind   byte    // 's' string, 'i' integer, 'b' bool, 'o' struct, 'm' map, 'a' slice, 'x' not read here
	null   bool    // null is written for a nil pointer, slice or map
	fields []field // 'o'
	// mustGive: the fields of 'o' that must be given, a bit each
	// (field.shape.required, set by markRequired).
	mustGive uint64
	elem     *shape // 'm' and 'a'
	// check is what the value must be beyond its type: 'p' a phase code,
	// 'a' an amount (0 to MaxAmount), 'n' not negative, 'r' an order's
	// result, 'c' a cause's reason, 'l' one line (freeText's single
	// line), 'w' a power of the map, 'W' a power or "" (a capture's
	// neutral center), 'u' a unit on the map, 'v' a province of the map.
	check byte
	// powerKeys: a map whose keys are powers of the map.
	powerKeys bool
	// tally is what the scan notes of the value for the entry's tally
	// (scannedTally): 'B' the board (that there is one), 'C' its
	// centers and 'U' its units (how many of each power's), 'L' the
	// ledgers (that there are some, and whose), 'A' a ledger's after,
	// 'P' its paid, 'O' an order (its total, received by its power),
	// 'w' its power, 'T' its total.
	tally byte
}

type field struct {
	name  string // as the JSON key, without quotes
	shape *shape
}

// required says whether a value with this check must be given: the zero
// value a missing field leaves fails the check.
func (sh *shape) required() bool {
	return strings.IndexByte("prcwuv", sh.check) >= 0
}

var (
	marshalerType   = reflect.TypeFor[json.Marshaler]()
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
)

// shapeOf is the shape of type t, nested depth types deep.
func shapeOf(t reflect.Type, depth int) *shape {
	s := &shape{kind: 'x'}
	if depth > 10 || t.Implements(marshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) {
		return s
	}
	switch t.Kind() {
	case reflect.Pointer:
		e := shapeOf(t.Elem(), depth+1)
		if e.kind == 'x' || e.null {
			return s
		}
		c := *e
		c.null = true
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
		s.kind, s.null, s.elem = 'a', true, shapeOf(t.Elem(), depth+1)
	case reflect.Map:
		if t.Key().Kind() != reflect.String || t.Key().Implements(reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()) {
			return s
		}
		s.kind, s.null, s.elem = 'm', true, shapeOf(t.Elem(), depth+1)
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
			s.fields = append(s.fields, field{name: name, shape: shapeOf(sf.Type, depth+1)})
		}
		if len(s.fields) > 64 {
			return &shape{kind: 'x'} // more than value's mask of fields seen
		}
	}
	return s
}

// entryShape is HistoryEntry's shape with checkHistory's checks on its
// values (checkEntry is the same checks on a decoded entry).
var entryShape = func() *shape {
	s := shapeOf(reflect.TypeFor[HistoryEntry](), 0)
	at := func(s *shape, key string) *shape {
		for _, f := range s.fields {
			if f.name == key {
				return f.shape
			}
		}
		panic("history entry has no field " + key) // a change of HistoryEntry not followed here
	}
	at(s, "phase").check = 'p'
	at(s, "balances").elem.check = 'a'
	at(s, "earned").elem.check = 'a'
	for _, k := range []string{"sheets", "accept", "balances", "income", "earned", "ledgers"} {
		at(s, k).powerKeys = true
	}
	transfers := at(s, "transfers").elem
	at(transfers, "amount").check = 'a'
	at(transfers, "from").check = 'w'
	at(transfers, "to").check = 'w'
	captures := at(s, "captures").elem
	at(captures, "center").check = 'v'
	at(captures, "from").check = 'W'
	at(captures, "to").check = 'w'
	orders := at(s, "orders").elem
	at(orders, "power").check = 'w'
	at(orders, "unit").check = 'u'
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
	board := at(s, "board")
	// What the scan notes for the entry's tally (scannedTally).
	board.tally = 'B'
	at(board, "centers").tally = 'C'
	at(board, "units").tally = 'U'
	ledgers := at(s, "ledgers")
	ledgers.tally = 'L'
	at(ledgers.elem, "after").tally = 'A'
	at(ledgers.elem, "paid").tally = 'P'
	orders.tally = 'O'
	at(orders, "power").tally = 'w'
	at(orders, "total").tally = 'T'
	at(board, "units").powerKeys = true
	at(board, "units").elem.elem.check = 'u'
	at(board, "centers").powerKeys = true
	at(board, "centers").elem.elem.check = 'v'
	dislodged := at(board, "dislodged").elem
	at(dislodged, "power").check = 'w'
	at(dislodged, "unit").check = 'u'
	s.markRequired()
	return s
}()

// markRequired sets mustGive in sh and the shapes below it, once their
// checks are set: an object then checks its required fields in one test.
func (sh *shape) markRequired() {
	for f, fl := range sh.fields {
		if fl.shape.required() {
			sh.mustGive |= 1 << f
		}
		fl.shape.markRequired()
	}
	if sh.elem != nil {
		sh.elem.markRequired()
	}
}

// historyNames are the power names, units and provinces a scanned history
// holds, each once, with the first entry that holds it: Load looks each
// up on the map (checkHistory).
type historyNames struct {
	powers, units, provinces map[string]int
	// order is the powers in the order met: an entry's tally names a
	// power by its place here (powerCounts.power).
	order []string
}

// scanner reads the history's bytes.
type scanner struct {
	data  []byte
	i     int
	phase []byte // the entry's phase code
	entry int    // the entry being scanned
	names historyNames
	// escaped: the string str read last holds an escape, which a checked
	// value or a map's key leaves to the slow way.
	escaped bool
	// Names noted lately, for a name seen again (the same few powers and
	// units fill every entry) costs no lookup in a map.
	units, provinces recent
	powers           recentPowers
	powerAt          map[string]int32 // a power's place in names.order
	// The entry's counts, one for each power it names (countsAt[p] is
	// where power p's are, or -1), kept in a chunk of kept at its end.
	counts   []powerCounts
	countsAt []int
	kept     []powerCounts
	board    bool  // the entry has a board
	ledgers  bool  // the entry has a ledger
	power    int32 // the power of the ledger or order being scanned
	total    int   // the order's total, or -1 without one
	length   int   // the length of the array scanned last
}

// recent holds names already noted, each in a slot its bytes choose: a
// name found in its slot is noted already, one not found is noted and put
// there.
type recent [256][]byte

// seen says whether name is in its slot, and puts it there.
func (r *recent) seen(name []byte) bool {
	slot := &r[slotOf(name, len(r))]
	if len(name) > 0 && string(*slot) == string(name) { // "" is never taken for an empty slot
		return true
	}
	*slot = name
	return false
}

// slotOf is the slot of n a name takes: from its length and three of its
// bytes, where names of a map differ ("A BUD", "F BUD", "F STP/SC", "F
// SPA/SC"). Names that share a slot only cost a lookup each.
func slotOf(name []byte, n int) uint {
	h := uint(len(name))
	if l := len(name); l > 0 {
		h += uint(name[0])*7 + uint(name[l/2])*31 + uint(name[l-1])*59
	}
	return h % uint(n)
}

// recentPowers is recent for the powers, each with its place in the
// scan's list (historyNames.order).
type recentPowers [64]struct {
	name []byte
	at   int32
}

// space skips whitespace. Most calls find none, a colon or a comma
// following at once, and return on the first byte without a call; the
// rest skip a line break and its indentation, half of a file's bytes as
// the engine or an editor lays it out, eight bytes at a time.
func (s *scanner) space() {
	if s.i < len(s.data) && s.data[s.i] > ' ' {
		return
	}
	s.skipSpace()
}

func (s *scanner) skipSpace() {
	data, i := s.data, s.i
	for i < len(data) {
		switch data[i] {
		case ' ', '\n', '\t', '\r':
		default:
			s.i = i
			return
		}
		i++
		if i < len(data) && data[i] > ' ' {
			break // one space, as after a key's colon
		}
		// The spaces that follow, up to the first other byte of eight.
		for i+8 <= len(data) {
			if x := load64(data[i:]) ^ (ones * ' '); x != 0 {
				i += bits.TrailingZeros64(x) >> 3
				break
			}
			i += 8
		}
	}
	s.i = i
}

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)

// next reads the byte c, after any whitespace.
func (s *scanner) next(c byte) bool {
	s.space()
	if s.i < len(s.data) && s.data[s.i] == c {
		s.i++
		return true
	}
	return false
}

func (s *scanner) lit(l string) bool {
	if s.i+len(l) > len(s.data) || string(s.data[s.i:s.i+len(l)]) != l {
		return false
	}
	s.i += len(l)
	return true
}

// notePower records a power's name the entry holds, once, and returns
// its place in the scan's list of powers.
func (s *scanner) notePower(name []byte) int32 {
	slot := &s.powers[slotOf(name, len(s.powers))]
	if len(name) > 0 && string(slot.name) == string(name) {
		return slot.at
	}
	at, ok := s.powerAt[string(name)]
	if !ok {
		if s.powerAt == nil {
			s.powerAt = map[string]int32{}
		}
		at = int32(len(s.names.order))
		s.names.order = append(s.names.order, string(name))
		s.powerAt[s.names.order[at]] = at
		s.countsAt = append(s.countsAt, -1)
		s.note(&s.names.powers, name)
	}
	slot.name, slot.at = name, at
	return at
}

// countsOf is the entry's counts of power p, new when the entry has none
// yet. The pointer holds until the next call.
func (s *scanner) countsOf(p int32) *powerCounts {
	if at := s.countsAt[p]; at >= 0 {
		return &s.counts[at]
	}
	s.countsAt[p] = len(s.counts)
	s.counts = append(s.counts, powerCounts{power: p})
	return &s.counts[len(s.counts)-1]
}

// keepCounts keeps the entry's counts for good, and makes room for the
// next entry's. They are kept in chunks of a few entries', not each in
// its own allocation nor all in one growing slice, which showed in the
// scan's time (BenchmarkHistoryScan).
func (s *scanner) keepCounts() []powerCounts {
	c := s.counts
	if len(c) > cap(s.kept)-len(s.kept) {
		s.kept = make([]powerCounts, 0, max(len(c), 128))
	}
	from := len(s.kept)
	s.kept = append(s.kept, c...)
	for _, pc := range c {
		s.countsAt[pc.power] = -1
	}
	s.counts = c[:0]
	return s.kept[from:len(s.kept):len(s.kept)]
}

// note records a name the entry holds, once.
func (s *scanner) note(m *map[string]int, name []byte) {
	if *m == nil {
		*m = map[string]int{}
	}
	if _, ok := (*m)[string(name)]; !ok {
		(*m)[string(name)] = s.entry
	}
}

// scannedTally is an entry's tally as the scan noted it: Tallies reads it
// on the map (tallyOf is its twin on a decoded entry, held to it by
// TestTalliesOfRawAndDecodedEntriesAgree and FuzzTallies).
type scannedTally struct {
	counts  []powerCounts // one for each power the entry names, in the order named
	board   bool          // the entry records the board before the phase
	ledgers bool          // the entry has a ledger
}

// powerCounts is what an entry tells of one power: its centers and units
// before the phase (when the entry has a board), its ledger's balance
// after the phase and what it paid, and its orders' totals.
type powerCounts struct {
	power          int32 // its place in historyNames.order
	centers, units int32
	after, paid    int
	received       int
}

// scanHistory scans the history's array starting at data[i] ('['), and
// returns its entries, the names they hold and where the array ends.
func scanHistory(data []byte, i int) ([]historyItem, historyNames, int, bool) {
	s := &scanner{data: data, i: i, counts: make([]powerCounts, 0, 16)}
	if !s.lit("[") {
		return nil, historyNames{}, 0, false
	}
	if s.next(']') {
		return nil, historyNames{}, s.i, true
	}
	var entries []historyItem // as the history keeps them, not copied again
	for {
		s.space()
		start := s.i
		s.phase = nil
		s.entry = len(entries)
		s.board, s.ledgers = false, false
		if !s.value(entryShape) {
			return nil, historyNames{}, 0, false
		}
		entries = append(entries, historyItem{
			raw:   data[start:s.i:s.i], // an append never writes into data
			phase: string(s.phase),
			tally: scannedTally{counts: s.keepCounts(), board: s.board, ledgers: s.ledgers},
		})
		if len(entries) > MaxHistory {
			return nil, historyNames{}, 0, false
		}
		if !s.next(',') {
			break
		}
	}
	if !s.next(']') {
		return nil, historyNames{}, 0, false
	}
	return entries, s.names, s.i, true
}

// value scans one value of the shape, at data[s.i] (no whitespace before).
func (s *scanner) value(sh *shape) bool {
	if s.i >= len(s.data) {
		return false
	}
	if s.data[s.i] == 'n' {
		return sh.null && s.lit("null")
	}
	switch sh.kind {
	case 's':
		start := s.i
		if !s.str() {
			return false
		}
		v := s.data[start+1 : s.i-1]
		if sh.check != 0 && s.escaped {
			// No escape at all in a checked string: the rare quote or
			// backslash is left to the slow way.
			return false
		}
		switch sh.check {
		case 'p':
			if _, err := ParsePhase(string(v)); err != nil {
				return false
			}
			s.phase = v
		case 'r':
			switch string(v) {
			case "succeeds", "fails", "void":
			default:
				return false
			}
		case 'c':
			r := string(v)
			if _, ok := reasons[r]; !ok && r != VoidReason {
				return false
			}
		case 'w':
			p := s.notePower(v)
			if sh.tally == 'w' {
				s.power = p
			}
		case 'W':
			if len(v) > 0 {
				s.notePower(v)
			}
		case 'u':
			if !s.units.seen(v) {
				s.note(&s.names.units, v)
			}
		case 'v':
			if !s.provinces.seen(v) {
				s.note(&s.names.provinces, v)
			}
		}
		return true
	case 'i':
		v, ok := s.integer()
		if !ok || (sh.check == 'a' && (v < 0 || v > MaxAmount)) || (sh.check == 'n' && v < 0) {
			return false
		}
		if sh.tally != 0 {
			switch sh.tally {
			case 'A':
				s.countsOf(s.power).after = int(v)
			case 'P':
				s.countsOf(s.power).paid = int(v)
			case 'T':
				s.total = int(v)
			}
		}
		return true
	case 'b':
		return s.lit("true") || s.lit("false")
	case 'a':
		s.i++ // past '['
		if s.data[s.i-1] != '[' {
			return false
		}
		if s.next(']') {
			s.length = 0
			return true
		}
		for n := 1; ; n++ {
			s.space()
			if !s.value(sh.elem) {
				return false
			}
			if !s.next(',') {
				s.length = n
				return s.next(']')
			}
		}
	case 'm':
		s.i++ // past '{'
		if s.data[s.i-1] != '{' {
			return false
		}
		if s.next('}') {
			return true
		}
		var last []byte
		for n := 0; ; n++ {
			s.space()
			start := s.i
			if !s.str() {
				return false
			}
			key := s.data[start+1 : s.i-1]
			// Keys in order and without escapes, so that the bytes sort as
			// the keys do: each key once. Keys otherwise are left to the
			// slow way, which names one given twice.
			if s.escaped || (n > 0 && bytes.Compare(last, key) >= 0) || !s.next(':') {
				return false
			}
			last = key
			p := int32(-1)
			if sh.powerKeys {
				p = s.notePower(key)
			}
			s.space()
			if sh.tally == 0 {
				if !s.value(sh.elem) {
					return false
				}
			} else if !s.talliedValue(sh, p) {
				return false
			}
			if !s.next(',') {
				return s.next('}')
			}
		}
	case 'o':
		s.i++ // past '{'
		if s.data[s.i-1] != '{' {
			return false
		}
		var seen uint64
		expect := 0 // the field that follows the last one, in the order Encode writes them
		if sh.tally != 0 {
			switch sh.tally {
			case 'B':
				s.board = true
			case 'O':
				s.total = -1 // until the order gives one
			}
		}
		if !s.next('}') {
			for {
				s.space()
				f := -1
				if expect < len(sh.fields) {
					f = s.key(sh.fields[expect].name, expect)
				}
				if f < 0 {
					start := s.i
					if !s.str() {
						return false
					}
					f = sh.field(s.data[start+1 : s.i-1])
				}
				expect = f + 1
				if f < 0 || seen&(1<<f) != 0 || !s.next(':') {
					return false // unknown, escaped or given twice: the slow way names it
				}
				seen |= 1 << f
				s.space()
				if !s.value(sh.fields[f].shape) {
					return false
				}
				if !s.next(',') {
					if !s.next('}') {
						return false
					}
					break
				}
			}
		}
		// A required field left out: its zero value fails the check, and
		// the slow way says so.
		if seen&sh.mustGive != sh.mustGive {
			return false
		}
		if sh.tally == 'O' && s.total >= 0 { // an order's power is required: s.power is its own
			s.countsOf(s.power).received += s.total
		}
		return true
	}
	return false
}

// talliedValue scans the value of power p's key in a map whose values
// the tally counts (shape.tally), and notes them.
func (s *scanner) talliedValue(sh *shape, p int32) bool {
	if sh.tally == 'L' {
		s.ledgers, s.power = true, p // the ledger's after and paid are p's
	}
	s.length = 0 // as a null array is
	if !s.value(sh.elem) {
		return false
	}
	switch sh.tally {
	case 'C':
		s.countsOf(p).centers = int32(s.length)
	case 'U':
		s.countsOf(p).units = int32(s.length)
	}
	return true
}

// key reads the key "name" at data[s.i] and returns f, or -1 and reads
// nothing.
func (s *scanner) key(name string, f int) int {
	j := s.i + 1 + len(name)
	if j >= len(s.data) || s.data[s.i] != '"' || s.data[j] != '"' || string(s.data[s.i+1:j]) != name {
		return -1
	}
	s.i = j + 1
	return f
}

// field is the index of the field whose key is key, or -1.
func (sh *shape) field(key []byte) int {
	for f := range sh.fields {
		if sh.fields[f].name == string(key) {
			return f
		}
	}
	return -1
}

// integer reads an integer as JSON writes it, of at most 18 digits.
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
	q, b := x^(ones*'"'), x^(ones*'\\')
	return (x | ^(x + ones*0x60) | (x + ones) | ((q - ones) &^ q) | ((b - ones) &^ b)) & highs
}

// str reads a string as a history's free text may be: printable, with
// line breaks and tabs (freeText), and no control or direction
// characters. Anything else, even what JSON allows (a \u escape), is left
// to the slow way.
func (s *scanner) str() bool {
	data, i := s.data, s.i
	if i >= len(data) || data[i] != '"' {
		return false
	}
	i++
	s.escaped = false
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
			s.escaped = true
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
