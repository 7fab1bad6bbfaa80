// Package game strings phases together: it owns the game file (payola-game/1),
// splits the GM's pasted text into each power's section, runs the Payola
// auction and the judge, pays income and writes the next game file.
package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
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
}

// fieldsOf lists the JSON names a struct level accepts, so that a misspelt
// field is named with its path and a suggestion instead of json's terse error.
var (
	topFields       = []string{"format", "name", "map", "phase", "seed", "rules", "powers", "dislodged", "contested", "winner", "history"}
	powerFields     = []string{"name", "balance", "accept", "units", "centers", "status"}
	dislodgedFields = []string{"power", "unit", "attackedFrom", "byConvoy"}
	historyFields   = []string{"phase", "seed", "sheets", "accept", "balances", "orders", "ignored", "transfers", "income", "earned", "captures", "phantoms", "ledgers", "chart", "board"}
)

// MaxAmount is the most silver any balance, income or center value in a
// game file may hold (game-format §4): far above any real game, and far
// below what a JavaScript number holds exactly, so the page never rounds.
const MaxAmount = 1_000_000

// Decode reads a game file's JSON, strictly: unknown fields are errors that
// name their path ("powers[2].balanse: unknown field; did you mean balance?").
func Decode(data []byte) (*File, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF")) // a byte-order mark, as some editors save
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, jsonError(data, err)
	}
	if err := duplicateKey(data); err != nil {
		return nil, err
	}
	if err := unknownFields("", raw, topFields); err != nil {
		return nil, err
	}
	for _, list := range []struct {
		key    string
		fields []string
	}{{"powers", powerFields}, {"dislodged", dislodgedFields}, {"history", historyFields}} {
		var items []map[string]json.RawMessage
		if raw[list.key] == nil {
			continue
		}
		if err := json.Unmarshal(raw[list.key], &items); err != nil {
			return nil, fmt.Errorf("%s: must be a list of objects", list.key)
		}
		for i, it := range items {
			if err := unknownFields(fmt.Sprintf("%s[%d].", list.key, i), it, list.fields); err != nil {
				return nil, err
			}
		}
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields() // what the named checks above do not reach: inside history entries
	if err := dec.Decode(&f); err != nil {
		if strings.HasPrefix(err.Error(), "json: unknown field") {
			return nil, fmt.Errorf("history: %s", strings.TrimPrefix(err.Error(), "json: "))
		}
		return nil, jsonError(data, err)
	}
	return &f, nil
}

// duplicateKey refuses an object that gives one key twice, naming its
// path: encoding/json would silently keep the last.
func duplicateKey(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var walk func(path string) error
	walk = func(path string) error {
		tok, err := dec.Token()
		if err != nil {
			return nil // the syntax error is reported by the decoding proper
		}
		switch tok {
		case json.Delim('{'):
			seen := map[string]bool{}
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return nil
				}
				key, _ := k.(string)
				if seen[key] {
					return fmt.Errorf("%s%s: given twice; give each field once", path, key)
				}
				seen[key] = true
				if err := walk(path + key + "."); err != nil {
					return err
				}
			}
			_, _ = dec.Token()
		case json.Delim('['):
			base := strings.TrimSuffix(path, ".")
			for i := 0; dec.More(); i++ {
				if err := walk(fmt.Sprintf("%s[%d].", base, i)); err != nil {
					return err
				}
			}
			_, _ = dec.Token()
		}
		return nil
	}
	return walk("")
}

func unknownFields(path string, obj map[string]json.RawMessage, known []string) error {
	var keys []string
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if contains(known, k) {
			continue
		}
		msg := fmt.Sprintf("%s%s: unknown field", path, k)
		if s := closest(k, known); s != "" {
			msg += "; did you mean " + s + "?"
		}
		return fmt.Errorf("%s", msg)
	}
	return nil
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

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
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
