package gamefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Format is the only game-file format this engine reads and writes.
const Format = "payola-game/1"

// File is the game file exactly as stored (game-format.md §1).
type File struct {
	Format    string          `json:"format"`
	Name      string          `json:"name,omitempty"`
	Map       string          `json:"map"`
	Phase     string          `json:"phase"`
	Seed      *int64          `json:"seed,omitempty"`
	Rules     json.RawMessage `json:"rules,omitempty"`
	Powers    []PowerFile     `json:"powers"`
	Dislodged []DislodgedFile `json:"dislodged"`
	Contested []string        `json:"contested"`
	Winner    string          `json:"winner,omitempty"` // set once a power reaches the victory condition
	History   History         `json:"history"`          // oldest first: HistoryEntry each
	// Seal is the GM's secret of sealed adjudication (issue 34, engine/seal):
	// 64 hexadecimal digits from which every salt is derived. GM only, as
	// the whole file is; absent, the game is not sealed.
	Seal string `json:"seal,omitempty"`
	// Deadline is when the sheets of this file's phase are due (issue 35),
	// RFC 3339 (deadline.go); absent, the GM set none. A phase's own: the
	// next file has the one given when adjudicating, or none.
	Deadline string `json:"deadline,omitempty"`
}

// PowerFile is one power's entry in the game file.
type PowerFile struct {
	Name    string   `json:"name"`
	Balance *int     `json:"balance,omitempty"`
	Accept  string   `json:"accept,omitempty"`
	Units   []string `json:"units"`
	Centers []string `json:"centers"`
	Status  string   `json:"status,omitempty"`
	// Addresses are the mail addresses of the power's player (issue 35):
	// GM-only, like the whole game file, and never written into anything
	// a player or the public receives.
	Addresses []string `json:"addresses,omitempty"`
}

// DislodgedFile is a unit waiting to retreat.
type DislodgedFile struct {
	Power        string `json:"power"`
	Unit         string `json:"unit"`
	AttackedFrom string `json:"attackedFrom,omitempty"` // "" when unknown (a position from another judge): only standoffs restrict the retreat
	ByConvoy     bool   `json:"byConvoy,omitempty"`     // the attack came by convoy: the unit may retreat there (DATC 6.H.11)
}

// HistoryEntry records one adjudicated phase, enough for the end-of-game
// publication of every sheet and acceptance list (rules 3.6, 4.5).
type HistoryEntry struct {
	Phase     string            `json:"phase"`
	Seed      int64             `json:"seed"`
	Sheets    map[string]string `json:"sheets,omitempty"`   // power -> its section as submitted
	Accept    map[string]string `json:"accept,omitempty"`   // power -> acceptance list as expanded
	Balances  map[string]int    `json:"balances,omitempty"` // power -> balance before the phase
	Orders    []IssuedOrder     `json:"orders"`
	Ignored   []string          `json:"ignored,omitempty"` // lines ignored under --lenient
	Transfers []TransferRecord  `json:"transfers,omitempty"`
	Income    map[string]int    `json:"income,omitempty"` // power -> income paid after this phase (Zero Sum: the year's bribe profits)
	// Added for the variations of rule 6; all optional.
	Earned   map[string]int         `json:"earned,omitempty"`   // Zero Sum (6.7): power -> money paid to its units in this movement phase
	Captures []payola.CaptureRecord `json:"captures,omitempty"` // Zero Sum (6.7): centers taken after this Fall phase and the money moved
	Phantoms []string               `json:"phantoms,omitempty"` // Tin Cup (6.3): offers ignored without telling anyone, for the publication
	// For the end-of-game publication (rules 3.6, 4.5): the GM chart of the
	// phase and every power's ledger.
	Ledgers map[string]payola.LedgerSummary `json:"ledgers,omitempty"`
	Chart   string                          `json:"chart,omitempty"`
	Board   *HistoryBoard                   `json:"board,omitempty"` // the board before the phase, to draw it again (board.go)
}

// TransferRecord is money moved between powers (rule 2.3), as the auction
// records it and the history keeps it: one idea, one type.
type TransferRecord = payola.TransferRecord

// IssuedOrder is one unit's order with its result.
type IssuedOrder struct {
	Power     string `json:"power"`
	Unit      string `json:"unit"`
	Order     string `json:"order"`
	Total     *int   `json:"total,omitempty"`
	Result    string `json:"result"`
	Dislodged bool   `json:"dislodged"`
	// Added for the judge's causes; optional, absent when nothing needs
	// saying (an order that did what it said).
	Cause       *CauseFile `json:"cause,omitempty"`
	DislodgedBy string     `json:"dislodgedBy,omitempty"` // the unit that dislodged this one, as it stood before moving
}

// Decode reads a game file's JSON, strictly: one decoding, then one walk
// over its keys, where a key given twice or a field the format does not
// have is an error that names its path ("powers[2].balanse: unknown
// field; did you mean balance?"). A history of any indentation is
// scanned and kept as it was read (History), not decoded: the file then
// holds data's bytes, which the caller leaves as they are. What the scan
// does not take (an escape it does not read, map keys out of order) is
// decoded the slow way, which gives the same verdict and names the fault.
func Decode(data []byte) (*File, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a byte-order mark, as some editors save
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("game file: %d bytes; a game file holds at most %d MB", len(data), MaxFileSize>>20)
	}
	if f := decodeFast(data); f != nil {
		return f, nil
	}
	return decodeSlow(data)
}

// decodeSlow is Decode the slow way, which names what is wrong: the history
// decoded with the rest, entry by entry.
func decodeSlow(data []byte) (*File, error) {
	var f File
	shadow := struct {
		*File
		History []HistoryEntry `json:"history"`
	}{File: &f}
	if err := json.Unmarshal(data, &shadow); err != nil {
		return nil, jsonError(data, err)
	}
	if _, err := checkKeys(data, skipSpace(data, 0), fileType); err != nil {
		return nil, err
	}
	f.History = HistoryOf(shadow.History...)
	return &f, nil
}

var (
	fileType    = reflect.TypeFor[File]()
	historyType = reflect.TypeFor[History]()
	entriesType = reflect.TypeFor[[]HistoryEntry]()
)

// decodeFast reads a file whose history the scan takes, whatever its
// indentation, or returns nil: the history is scanned, not decoded
// (History), and the rest of the file decoded strictly as always.
func decodeFast(data []byte) *File {
	start := historyAt(data)
	if start < 0 {
		return nil
	}
	entries, names, end, ok := scanHistory(data, start)
	if !ok {
		return nil
	}
	rest := make([]byte, 0, start+2+len(data)-end)
	rest = append(append(append(rest, data[:start]...), "[]"...), data[end:]...)
	var f File
	if json.Unmarshal(rest, &f) != nil {
		return nil
	}
	if _, err := checkKeys(rest, skipSpace(rest, 0), fileType); err != nil {
		return nil
	}
	if topValue(rest, "history") != start {
		return nil // what looked like the history was not the file's own
	}
	// The entries are data's own bytes, not copies (see Decode).
	f.History.items = entries
	f.History.names = &names
	return &f
}

// historyAt is where the array of the first key "history" begins, if one
// is there, whatever the whitespace around it; decodeFast then makes sure
// it is the file's own. A "history" inside a text is escaped (\"history\")
// and not taken.
func historyAt(data []byte) int {
	const key = `"history"`
	for off := 0; ; {
		k := bytes.Index(data[off:], []byte(key))
		if k < 0 {
			return -1
		}
		k += off
		off = k + len(key)
		if k > 0 && data[k-1] == '\\' {
			continue
		}
		j := skipSpace(data, off)
		if j < len(data) && data[j] == ':' {
			if j = skipSpace(data, j+1); j < len(data) && data[j] == '[' {
				return j
			}
		}
	}
}

// topValue is where the value of the object's key begins in valid JSON, or
// -1.
func topValue(data []byte, key string) int {
	i := skipSpace(data, 0)
	if data[i] != '{' {
		return -1
	}
	for i = skipSpace(data, i+1); data[i] != '}'; {
		end := skipString(data, i)
		k := data[i+1 : end-1]
		i = skipSpace(data, skipSpace(data, end)+1) // past the colon
		if string(k) == key {
			return i
		}
		end, _ = checkKeys(data, i, nil)
		if i = skipSpace(data, end); data[i] == ',' {
			i = skipSpace(data, i+1)
		}
	}
	return -1
}

// decodeStrict reads data into v, a pointer, refusing what encoding/json
// lets through silently: a key given twice (json keeps the last) and a key
// no field has, each named with its path. A file that is not JSON is placed
// by line and column.
func decodeStrict(data []byte, v any) error {
	if err := json.Unmarshal(data, v); err != nil {
		return jsonError(data, err)
	}
	_, err := checkKeys(data, skipSpace(data, 0), reflect.TypeOf(v).Elem())
	return err
}

// fieldError is a key checkKeys refuses. Its path is a list of steps,
// outermost last, built as the walk returns, so that a good file builds no
// path at all; it is written out once, in Error.
type fieldError struct {
	steps   []pathStep // innermost first: the key refused, then what holds it
	msg     string     // ": given twice; give each field once"
	unknown bool       // a key no field has
}

// pathStep is one step of a path: an object's key, or a list's index.
type pathStep struct {
	key   string
	index int // when isIdx
	isIdx bool
}

func (e *fieldError) Error() string {
	var b strings.Builder
	for i := len(e.steps) - 1; i >= 0; i-- {
		st := e.steps[i]
		switch {
		case st.isIdx:
			fmt.Fprintf(&b, "[%d]", st.index)
		default:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(keyWords(st.key))
		}
	}
	return b.String() + e.msg
}

// keyWords writes a key as a path names it: bare when it is a plain name,
// else quoted (an empty key, one holding a dot or a bracket, a control
// character or any byte beyond ASCII), so the path reads one way only.
func keyWords(key string) string {
	if key == "" {
		return `""`
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '+' || c == ' ' && i > 0 && i < len(key)-1) {
			return strconv.QuoteToASCII(key)
		}
	}
	return key
}

// underKey and underIndex put the error under a key or an index.
func (e *fieldError) underKey(key string) error {
	e.steps = append(e.steps, pathStep{key: key})
	return e
}

func (e *fieldError) underIndex(n int) error {
	e.steps = append(e.steps, pathStep{index: n, isIdx: true})
	return e
}

// checkKeys walks the valid JSON value at data[i:] beside the Go type it
// was decoded into, and returns where the value ends. It looks at keys
// only, a byte at a time, at a fraction of the cost of the decoding proper
// (BenchmarkTwentyYears).
func checkKeys(data []byte, i int, t reflect.Type) (int, error) {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t {
	case rawType:
		t = nil // kept as written, but a key given twice is refused there too
	case historyType:
		t = entriesType
	}
	switch data[i] {
	case '"':
		return skipString(data, i), nil
	case '[':
		var elem reflect.Type
		if t != nil && t.Kind() == reflect.Slice {
			elem = t.Elem()
		}
		i = skipSpace(data, i+1)
		for n := 0; data[i] != ']'; n++ {
			end, err := checkKeys(data, i, elem)
			if err != nil {
				return 0, err.(*fieldError).underIndex(n)
			}
			if i = skipSpace(data, end); data[i] == ',' {
				i = skipSpace(data, i+1)
			}
		}
		return i + 1, nil
	case '{':
		var fields map[string]int
		if t != nil && t.Kind() == reflect.Struct {
			fields = fieldsOf(t)
		}
		var seen []string // objects are small: a list beats a map
		i = skipSpace(data, i+1)
		for data[i] != '}' {
			end := skipString(data, i)
			key := string(data[i+1 : end-1])
			if bytes.IndexByte(data[i:end], '\\') >= 0 {
				_ = json.Unmarshal(data[i:end], &key) // a valid string, with escapes
			}
			if slices.Contains(seen, key) {
				return 0, &fieldError{steps: []pathStep{{key: key}}, msg: ": given twice; give each field once"}
			}
			seen = append(seen, key)
			var vt reflect.Type
			switch {
			case fields != nil:
				f, ok := fields[key]
				if !ok {
					return 0, unknownField(key, t)
				}
				vt = t.Field(f).Type
			case t != nil && t.Kind() == reflect.Map:
				vt = t.Elem()
			}
			i = skipSpace(data, skipSpace(data, end)+1) // past the colon
			end, err := checkKeys(data, i, vt)
			if err != nil {
				return 0, err.(*fieldError).underKey(key)
			}
			if i = skipSpace(data, end); data[i] == ',' {
				i = skipSpace(data, i+1)
			}
		}
		return i + 1, nil
	}
	// A number, true, false or null.
	for i < len(data) && data[i] != ',' && data[i] != ']' && data[i] != '}' && data[i] > ' ' {
		i++
	}
	return i, nil
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\n' || data[i] == '\t' || data[i] == '\r') {
		i++
	}
	return i
}

// skipString returns where the string starting at data[i] ends.
func skipString(data []byte, i int) int {
	for i++; ; i++ {
		switch data[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		}
	}
}

var rawType = reflect.TypeFor[json.RawMessage]()

// fieldsOf maps a struct's JSON names to its fields, from its tags.
func fieldsOf(t reflect.Type) map[string]int {
	if f, ok := fieldCache.Load(t); ok {
		return f.(map[string]int)
	}
	fields := map[string]int{}
	for i := range t.NumField() {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			fields[name] = i
		}
	}
	fieldCache.Store(t, fields)
	return fields
}

var fieldCache sync.Map // reflect.Type -> map[string]int

func unknownField(key string, t reflect.Type) error {
	msg := ": unknown field"
	var known []string
	for i := range t.NumField() {
		if name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ","); name != "" && name != "-" {
			known = append(known, name)
		}
	}
	if s := orders.Closest(key, known); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return &fieldError{steps: []pathStep{{key: key}}, msg: msg, unknown: true}
}

// jsonError turns encoding/json's errors into ones that say where.
func jsonError(data []byte, err error) error {
	switch e := err.(type) {
	case *json.SyntaxError:
		// Offset counts the bytes read, the offending one included: the
		// column is that byte's.
		line, col := lineCol(data, max(int(e.Offset)-1, 0))
		return fmt.Errorf("game file is not valid JSON at line %d, column %d: %v", line, col, e)
	case *json.UnmarshalTypeError:
		return fmt.Errorf("%s: expected %s, found a JSON %s", e.Field, e.Type, e.Value)
	}
	return fmt.Errorf("game file: %v", err)
}

func lineCol(data []byte, off int) (int, int) {
	if off > len(data) {
		off = len(data)
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := off - bytes.LastIndexByte(before, '\n')
	return line, col
}

// Encode writes the file as indented JSON with a final newline; the same
// file always gives the same bytes.
func (f *File) Encode() ([]byte, error) {
	if f.Dislodged == nil {
		f.Dislodged = []DislodgedFile{}
	}
	if f.Contested == nil {
		f.Contested = []string{}
	}
	// The file without its history, then the history copied in where
	// Encode put an empty one: entries read as Encode writes them are
	// copied as they are.
	short := *f
	short.History = History{}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&short); err != nil {
		return nil, err
	}
	out := buf.Bytes()
	if f.History.Len() == 0 {
		return out, nil
	}
	const empty = "\n  \"history\": []"
	at := bytes.Index(out, []byte(empty))
	if at < 0 {
		return nil, errors.New("game file: the history has no place") // cannot be: File always has one
	}
	at += len(empty) - 2
	history, err := f.History.indented("  ")
	if err != nil {
		return nil, err
	}
	// Joined in one allocation that is not cleared first: at year 40 the
	// file is 1.3 MB, and clearing it cost as much as copying it.
	pieces := make([][]byte, 0, len(history)+2)
	pieces = append(append(append(pieces, out[:at]), history...), out[at+2:])
	return bytes.Join(pieces, nil), nil
}
