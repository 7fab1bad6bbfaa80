package gamefile

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// Tally is what the game's story (its plots, engine/publish) reads of one
// history entry: the counts of the board before the phase and the money
// of its ledgers. Every phase's downloads plot the whole history, so a
// raw entry's tally is read from its bytes without decoding the rest of
// it (the sheets, the chart, every order's words): at year 40 the full
// decode of every entry was the largest cost of a phase through --out,
// and tripled it (issue 29).
type Tally struct {
	Phase    string
	Centers  map[string]int // power -> supply centers owned before the phase; nil when the entry records no board
	Units    map[string]int // power -> units before the phase
	After    map[string]int // power -> its balance after the phase; nil when the entry has no ledgers
	Paid     map[string]int // power -> what it paid in the phase
	Received map[string]int // power -> what its units accepted (the orders' totals)
}

// Tallies is every entry's tally, oldest first.
func (h History) Tallies() []Tally {
	out := make([]Tally, len(h.items))
	keys := map[string]string{} // the keys every entry writes, as strings once
	for i, it := range h.items {
		if it.entry != nil {
			out[i] = tallyOf(it.entry)
		} else {
			out[i] = tallyRaw(it.raw, keys)
		}
	}
	return out
}

// tallyOf is a decoded entry's tally; tallyRaw must read the same from
// the entry's bytes (TestTalliesOfRawAndDecodedEntriesAgree).
func tallyOf(e *HistoryEntry) Tally {
	t := Tally{Phase: e.Phase}
	if e.Board != nil {
		t.Centers, t.Units = map[string]int{}, map[string]int{}
		for pw, cs := range e.Board.Centers {
			t.Centers[pw] = len(cs)
		}
		for pw, us := range e.Board.Units {
			t.Units[pw] = len(us)
		}
	}
	if len(e.Ledgers) > 0 {
		t.After, t.Paid = map[string]int{}, map[string]int{}
		for pw, l := range e.Ledgers {
			t.After[pw], t.Paid[pw] = l.After, l.Paid
		}
	}
	for _, o := range e.Orders {
		t.receive(o.Power, o.Total)
	}
	return t
}

// receive adds an order's total to what its power's units accepted.
func (t *Tally) receive(power string, total *int) {
	if total == nil {
		return
	}
	if t.Received == nil {
		t.Received = map[string]int{}
	}
	t.Received[power] += *total
}

// tallyRaw is the tally of an entry's bytes, which the load checked to be
// a valid entry (JSON of HistoryEntry's shape): it walks the entry once,
// descending only into the fields a tally reads and skipping the others.
func tallyRaw(raw []byte, keys map[string]string) (t Tally) {
	// Raw entries come only from a file the load checked; should bytes
	// that were not be walked, the decoder reads them instead of a panic.
	defer func() {
		if recover() != nil {
			var e HistoryEntry
			_ = json.Unmarshal(raw, &e)
			t = tallyOf(&e)
		}
	}()
	return walkTally(raw, keys)
}

// walkTally is tallyRaw without its guard.
func walkTally(raw []byte, keys map[string]string) Tally {
	var t Tally
	w := &walk{b: raw, keys: keys}
	w.object(func(key string) {
		switch key {
		case "phase":
			t.Phase = w.str()
		case "board":
			if w.null() {
				return
			}
			t.Centers, t.Units = map[string]int{}, map[string]int{}
			w.object(func(key string) {
				switch key {
				case "centers":
					w.counts(t.Centers)
				case "units":
					w.counts(t.Units)
				default:
					w.skip()
				}
			})
		case "ledgers":
			if w.null() {
				return
			}
			after, paid := map[string]int{}, map[string]int{}
			w.object(func(power string) {
				after[power], paid[power] = 0, 0 // as tallyOf: every power with a ledger
				w.object(func(key string) {
					switch key {
					case "after":
						after[power] = w.integer()
					case "paid":
						paid[power] = w.integer()
					default:
						w.skip()
					}
				})
			})
			if len(after) > 0 {
				t.After, t.Paid = after, paid
			}
		case "orders":
			w.array(func() {
				power, total := "", (*int)(nil)
				w.object(func(key string) {
					switch key {
					case "power":
						power = w.str()
					case "total":
						if !w.null() {
							v := w.integer()
							total = &v
						}
					default:
						w.skip()
					}
				})
				t.receive(power, total)
			})
		default:
			w.skip()
		}
	})
	return t
}

// walk reads JSON the load has already checked; it trusts its shape.
type walk struct {
	b    []byte
	i    int
	keys map[string]string
}

// key reads an object's key, as the string it was before.
func (w *walk) key() string {
	w.space()
	start := w.i
	w.skip()
	raw := w.b[start+1 : w.i-1]
	if k, ok := w.keys[string(raw)]; ok {
		return k
	}
	k := w.unquote(start)
	w.keys[string(raw)] = k
	return k
}

func (w *walk) space() {
	for w.i < len(w.b) && (w.b[w.i] == ' ' || w.b[w.i] == '\n' || w.b[w.i] == '\r' || w.b[w.i] == '\t') {
		w.i++
	}
}

// null reads a null if one comes next.
func (w *walk) null() bool {
	w.space()
	if bytes.HasPrefix(w.b[w.i:], []byte("null")) {
		w.i += 4
		return true
	}
	return false
}

// object calls each for every key, the walk standing before its value,
// which each must read (or skip). A null is an object without keys. A
// key is one string for every time it is written (walk.keys): a history
// names the same powers and fields thousands of times.
func (w *walk) object(each func(key string)) {
	if w.null() {
		return
	}
	w.i++ // {
	for {
		w.space()
		if w.b[w.i] == '}' {
			w.i++
			return
		}
		if w.b[w.i] == ',' {
			w.i++
			w.space()
		}
		key := w.key()
		w.space()
		w.i++ // :
		each(key)
		w.space()
	}
}

// array calls each for every element, the walk standing before it.
func (w *walk) array(each func()) {
	if w.null() {
		return
	}
	w.i++ // [
	for {
		w.space()
		if w.b[w.i] == ']' {
			w.i++
			return
		}
		if w.b[w.i] == ',' {
			w.i++
		}
		each()
		w.space()
	}
}

// counts reads an object of arrays into the length of each.
func (w *walk) counts(into map[string]int) {
	w.object(func(key string) {
		n := 0
		w.array(func() { w.skip(); n++ })
		into[key] = n
	})
}

// str reads a string.
func (w *walk) str() string {
	w.space()
	start := w.i
	w.skip()
	return w.unquote(start)
}

// unquote is the string that starts at start and ends where the walk
// stands; one with an escape is read by encoding/json.
func (w *walk) unquote(start int) string {
	s := w.b[start+1 : w.i-1]
	if bytes.IndexByte(s, '\\') < 0 {
		return string(s)
	}
	var out string
	_ = json.Unmarshal(w.b[start:w.i], &out)
	return out
}

// integer reads an integer.
func (w *walk) integer() int {
	w.space()
	start := w.i
	w.skip()
	n, _ := strconv.Atoi(string(w.b[start:w.i]))
	return n
}

// skip passes over one value of any kind.
func (w *walk) skip() {
	w.space()
	switch c := w.b[w.i]; c {
	case '"':
		// The string ends at the first quote after an even run of
		// backslashes; memchr finds each quote.
		w.i++
		for {
			j := bytes.IndexByte(w.b[w.i:], '"')
			if j < 0 {
				panic("gamefile: a string without its end") // not a checked entry: tallyRaw's guard decodes it
			}
			w.i += j + 1
			k := w.i - 2
			for k >= 0 && w.b[k] == '\\' {
				k--
			}
			if (w.i-2-k)%2 == 0 { // an escape and the character it escapes
				return
			}
		}
	case '{', '[':
		depth := 0
		for {
			switch w.b[w.i] {
			case '{', '[':
				depth++
				w.i++
			case '}', ']':
				depth--
				w.i++
				if depth == 0 {
					return
				}
			case '"':
				w.skip()
			default:
				w.i++
			}
		}
	default: // a number, true, false or null
		for w.i < len(w.b) && strings.IndexByte(",}] \n\r\t", w.b[w.i]) < 0 {
			w.i++
		}
	}
}
