package gamefile

import (
	"bytes"
	"encoding/json"
	"io"
)

// History is the game file's history, the adjudicated phases oldest first.
// An entry read from a game file is kept as the bytes it was read as,
// whatever their indentation, and written out again as they are (in the
// next game file and in --json): a phase then neither decodes nor
// re-encodes the entries it does not change, so the twentieth year costs
// what the first does (issues 19, 29). Such an entry was checked at load
// by one scan of its bytes (scanHistory) as strictly as a decoded one is
// (checkHistory), and the names it holds are looked up on the map from
// what the scan noted (names).
type History struct {
	items []historyItem
	names *historyNames // the names the raw entries hold, as scanned; nil when none was scanned
}

type historyItem struct {
	raw   []byte        // as read; nil when entry is the truth
	phase string        // the raw entry's phase code, as scanned
	tally scannedTally  // the raw entry's tally, as scanned
	entry *HistoryEntry // decoded or built here; nil while the raw bytes are the truth
}

// HistoryOf is a history of the entries given, as a program builds one.
func HistoryOf(entries ...HistoryEntry) History {
	h := History{items: make([]historyItem, len(entries))}
	for i := range entries {
		e := entries[i]
		h.items[i].entry = &e
	}
	return h
}

// Len is the number of phases in the history.
func (h History) Len() int { return len(h.items) }

// At is entry i, decoded. The raw bytes were checked when the file was
// read, so decoding them cannot fail; changing what At returns changes
// nothing in the history (use Edit).
func (h History) At(i int) HistoryEntry {
	it := h.items[i]
	if it.entry != nil {
		return *it.entry
	}
	var e HistoryEntry
	_ = json.Unmarshal(it.raw, &e)
	return e
}

// Entries is every entry, decoded (see At).
func (h History) Entries() []HistoryEntry {
	out := make([]HistoryEntry, len(h.items))
	for i := range h.items {
		out[i] = h.At(i)
	}
	return out
}

// Phase is entry i's phase code, without decoding the rest of it.
func (h History) Phase(i int) string {
	it := h.items[i]
	if it.entry != nil {
		return it.entry.Phase
	}
	if it.phase != "" {
		return it.phase
	}
	return h.At(i).Phase
}

// Edit is entry i to change in place: it is written out again from what
// it holds.
func (h History) Edit(i int) *HistoryEntry {
	it := &h.items[i]
	if it.entry == nil {
		e := h.At(i)
		it.entry = &e
	}
	it.raw, it.tally = nil, scannedTally{}
	return it.entry
}

// Last is the latest entry to change in place (see Edit).
func (h History) Last() *HistoryEntry { return h.Edit(len(h.items) - 1) }

// Append adds an entry at the end. The history it was taken from is never
// written into: the items are copied when they are shared.
func (h *History) Append(e HistoryEntry) {
	h.items = append(h.items[:len(h.items):len(h.items)], historyItem{entry: &e})
}

// Slice is entries i to j (not included), sharing them.
func (h History) Slice(i, j int) History { return History{items: h.items[i:j], names: h.names} }

// MarshalJSON writes the entries as a JSON array (Encode writes them
// without this, copying the raw ones as they are).
func (h History) MarshalJSON() ([]byte, error) {
	buf := []byte{'['}
	for i, it := range h.items {
		if i > 0 {
			buf = append(buf, ',')
		}
		if it.entry == nil {
			buf = append(buf, it.raw...)
			continue
		}
		b, err := json.Marshal(it.entry)
		if err != nil {
			return nil, err
		}
		buf = append(buf, b...)
	}
	return append(buf, ']'), nil
}

// UnmarshalJSON reads the entries as JSON decodes them, for a program
// reading a game file without Decode; Decode reads them faster and more
// strictly.
func (h *History) UnmarshalJSON(data []byte) error {
	var es []HistoryEntry
	if err := json.Unmarshal(data, &es); err != nil {
		return err
	}
	*h = HistoryOf(es...)
	return nil
}

// WriteIndented writes the history to w as the value of a key "history"
// indented by prefix in JSON indented two spaces a level (Encode's file,
// --json's next file): the entries kept as read are written from the
// bytes they were read as, never re-indented (issue 29) nor copied first
// (--json at year 40 then holds no second history), the others indented
// at their depth.
func (h History) WriteIndented(w io.Writer, prefix string) error {
	pieces, err := h.indented(prefix)
	if err != nil {
		return err
	}
	for _, p := range pieces {
		if _, err := w.Write(p); err != nil {
			return err
		}
	}
	return nil
}

// indented is the history as WriteIndented writes it, in pieces: the
// entries kept as read are their own bytes, never copied, between the
// brackets and the separators.
func (h History) indented(prefix string) ([][]byte, error) {
	if len(h.items) == 0 {
		return [][]byte{[]byte("[]")}, nil
	}
	sep := []byte(",\n" + prefix + "  ")
	pieces := make([][]byte, 0, 2*len(h.items)+1)
	for i, it := range h.items {
		at := sep
		if i == 0 {
			at = append([]byte{'['}, sep[1:]...)
		}
		raw := it.raw
		if it.entry != nil {
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetIndent(prefix+"  ", "  ")
			enc.SetEscapeHTML(false)
			if err := enc.Encode(it.entry); err != nil {
				return nil, err
			}
			raw = bytes.TrimSuffix(b.Bytes(), []byte("\n"))
		}
		pieces = append(pieces, at, raw)
	}
	return append(pieces, []byte("\n"+prefix+"]")), nil
}
