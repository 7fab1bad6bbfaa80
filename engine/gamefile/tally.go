package gamefile

import "github.com/payola-gm/payola/engine/board"

// Tally is what the game's story (its plots, engine/publish) reads of one
// history entry: the counts of the board before the phase and the money
// of its ledgers, one number per power of the map, in the map's order
// (board.Map.Powers). Every phase's downloads plot the whole history, so
// a raw entry's tally is what the load's scan noted of it (scannedTally)
// while it read the entry's bytes: at year 40 decoding every entry was
// the largest cost of a phase through --out, and tripled it (issue 29).
type Tally struct {
	Phase    string
	Centers  []int // supply centers owned before the phase; nil when the entry records no board
	Units    []int // units before the phase; nil when the entry records no board
	After    []int // the balance after the phase; nil when the entry has no ledgers
	Paid     []int // what the power paid in the phase; nil when the entry has no ledgers
	Received []int // what its units accepted (the orders' totals)
}

// Tallies is every entry's tally on the map m, oldest first.
func (h History) Tallies(m *board.Map) []Tally {
	powers := make([]string, len(m.Powers))
	for i, pw := range m.Powers {
		powers[i] = pw.Name
	}
	return h.tallies(powers)
}

// tallies is every entry's tally of the powers named (each once), the
// numbers in their order: a power no entry names has zeros, and one not
// named has no numbers.
func (h History) tallies(powers []string) []Tally {
	place := make(map[string]int, len(powers))
	for i := len(powers) - 1; i >= 0; i-- {
		place[powers[i]] = i
	}
	var at []int // at[i]: the place among powers of the scan's power i, or -1
	if h.names != nil {
		at = make([]int, len(h.names.order))
		for i, pw := range h.names.order {
			if k, ok := place[pw]; ok {
				at[i] = k
			} else {
				at[i] = -1
			}
		}
	}
	out := make([]Tally, len(h.items))
	n := len(powers)
	all := make([]int, 5*n*len(h.items)) // every tally's numbers, in one allocation
	for i := range h.items {
		it, room := &h.items[i], all[5*n*i:5*n*(i+1)]
		if it.entry != nil {
			out[i] = tallyOf(it.entry, place, room)
		} else {
			out[i] = tallyScanned(it.phase, &it.tally, at, room)
		}
	}
	return out
}

// newTally is a tally of a fifth of room's length of powers, all zero,
// with numbers for the board and the ledgers when the entry has them,
// kept in room.
func newTally(phase string, room []int, board, ledgers bool) Tally {
	n, all := len(room)/5, room
	next := func() []int {
		s := all[:n:n]
		all = all[n:]
		return s
	}
	t := Tally{Phase: phase, Received: next()}
	if board {
		t.Centers, t.Units = next(), next()
	}
	if ledgers {
		t.After, t.Paid = next(), next()
	}
	return t
}

// tallyScanned is a raw entry's tally from what the scan noted, at
// placing each of the scan's powers (historyNames.order) among those
// asked for (see newTally for room).
func tallyScanned(phase string, sc *scannedTally, at []int, room []int) Tally {
	t := newTally(phase, room, sc.board, sc.ledgers)
	for _, c := range sc.counts {
		if int(c.power) >= len(at) || at[c.power] < 0 {
			continue
		}
		k := at[c.power]
		if sc.board {
			t.Centers[k], t.Units[k] = int(c.centers), int(c.units)
		}
		if sc.ledgers {
			t.After[k], t.Paid[k] = c.after, c.paid
		}
		t.Received[k] = c.received
	}
	return t
}

// tallyOf is a decoded entry's tally, the powers placed by place (see
// newTally for room); the scan's notes of the entry's bytes must say the
// same (TestTalliesOfRawAndDecodedEntriesAgree, FuzzTallies).
func tallyOf(e *HistoryEntry, place map[string]int, room []int) Tally {
	t := newTally(e.Phase, room, e.Board != nil, len(e.Ledgers) > 0)
	if e.Board != nil {
		for pw, cs := range e.Board.Centers {
			if k, ok := place[pw]; ok {
				t.Centers[k] = len(cs)
			}
		}
		for pw, us := range e.Board.Units {
			if k, ok := place[pw]; ok {
				t.Units[k] = len(us)
			}
		}
	}
	for pw, l := range e.Ledgers {
		if k, ok := place[pw]; ok {
			t.After[k], t.Paid[k] = l.After, l.Paid
		}
	}
	for _, o := range e.Orders {
		if k, ok := place[o.Power]; ok && o.Total != nil {
			t.Received[k] += *o.Total
		}
	}
	return t
}
