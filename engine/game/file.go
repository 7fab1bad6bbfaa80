// Package game strings phases together: it owns the game file (payola-game/1),
// splits the GM's pasted text into each power's section, runs the Payola
// auction and the judge, pays income and writes the next game file.
package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
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
	History   []HistoryEntry  `json:"history"`
}

// PowerFile is one power's entry in the game file.
type PowerFile struct {
	Name    string   `json:"name"`
	Balance *int     `json:"balance,omitempty"`
	Accept  string   `json:"accept,omitempty"`
	Units   []string `json:"units"`
	Centers []string `json:"centers"`
	Status  string   `json:"status,omitempty"`
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
	Earned   map[string]int  `json:"earned,omitempty"`   // Zero Sum (6.7): power -> money paid to its units in this movement phase
	Captures []CaptureRecord `json:"captures,omitempty"` // Zero Sum (6.7): centers taken after this Fall phase and the money moved
	Phantoms []string        `json:"phantoms,omitempty"` // Tin Cup (6.3): offers ignored without telling anyone, for the publication
	// For the end-of-game publication (rules 3.6, 4.5): the GM chart of the
	// phase and every power's ledger.
	Ledgers map[string]Ledger `json:"ledgers,omitempty"`
	Chart   string            `json:"chart,omitempty"`
	Board   *HistoryBoard     `json:"board,omitempty"` // the board before the phase, to draw it again (board.go)
}

// TransferRecord is money moved between powers (rule 2.3).
type TransferRecord struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Amount int    `json:"amount"`
}

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

// MaxAmount is the most silver any balance, income or center value in a
// game file may hold (game-format §4): far above any real game, and far
// below what a JavaScript number holds exactly, so the page never rounds.
const MaxAmount = 1_000_000

// Decode reads a game file's JSON, strictly: one decoding, then one walk
// over its keys, where a key given twice or a field the format does not
// have is an error that names its path ("powers[2].balanse: unknown
// field; did you mean balance?").
func Decode(data []byte) (*File, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a byte-order mark, as some editors save
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("game file: %d bytes; a game file holds at most %d MB", len(data), MaxFileSize>>20)
	}
	var f File
	if err := decodeStrict(data, &f); err != nil {
		return nil, err
	}
	return &f, nil
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

// fieldError is a key checkKeys refuses. Its path is built as the walk
// returns, so that a good file builds no path at all.
type fieldError struct {
	path    string // "powers[2].balance"
	msg     string // ": given twice; give each field once"
	unknown bool   // a key no field has
}

func (e *fieldError) Error() string { return e.path + e.msg }

// under puts the error's path under a key ("powers") or an index ("[2]").
func (e *fieldError) under(step string) error {
	if e.path[0] != '[' {
		step += "."
	}
	e.path = step + e.path
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
	if t == rawType {
		t = nil // kept as written, but a key given twice is refused there too
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
				return 0, err.(*fieldError).under(fmt.Sprintf("[%d]", n))
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
				return 0, &fieldError{path: key, msg: ": given twice; give each field once"}
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
				return 0, err.(*fieldError).under(key)
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
	if s := closest(key, known); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return &fieldError{path: key, msg: msg, unknown: true}
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

// closest suggests a known name within edit distance 2, or one the
// misspelling begins.
func closest(s string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if len(s) >= 3 && strings.HasPrefix(strings.ToLower(k), strings.ToLower(s)) {
			return k
		}
		if d := editDistance(strings.ToLower(s), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
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
	if f.History == nil {
		f.History = []HistoryEntry{}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
