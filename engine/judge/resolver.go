package judge

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// ordered is one unit on the board with the order it acts on.
type ordered struct {
	prov     string
	power    string
	unit     orders.Unit
	order    orders.Order   // as issued (a hold when none was)
	kind     orders.Kind    // what the unit really does: Hold, Move, Support or Convoy
	void     bool           // the issued order could not be carried out: the unit holds
	dest     board.Loc      // Move: where to, with the fleet's coast
	direct   bool           // Move: the unit can step there without a convoy
	convoyed bool           // Move: the army goes by convoy (DATC 4.A.3 as the file reads it)
	target   int            // Support, Convoy: the unit supported or convoyed
	to       string         // Support, Convoy: the province the target moves to ("" = hold)
	partner  int            // Move: the unit moving the opposite way overland (head-to-head), or -1
	crossing board.Crossing // Move: the map's mark on the crossing into dest (resolver.crossingOf)
}

// decision states of Kruijswijk's algorithm.
const (
	unresolved = iota
	guessing
	resolved
)

// resolver holds one movement phase and the decisions taken so far. The
// decision for a unit is whether its order succeeds: a move moves, a support
// is not cut, a convoy or hold is not dislodged.
type resolver struct {
	m          *board.Map
	geo        *geometry
	units      []ordered
	at         map[string]int   // province -> unit
	movesInto  map[string][]int // province -> moves (not void) ending there
	supporters [][]int          // unit -> supports (not void) given to its order
	convoys    [][]int          // army -> convoys (not void) ordered for its move

	state  []int
	result []bool
	cause  []verdict // written by the rule that decides, each time it decides
	byRule []bool    // decided by the backup rule, not by the unit's own rule
	seq    []int     // when each decision was last taken up, to tell older guesses from newer
	clock  int
	deps   []int // guesses read and decisions resting on them, in the order met
	// circle is, for a unit of a cycle the backup rule settled, the units
	// of its cycle: what a convoy paradox or a circular movement rests on
	// (Cause.RestsOn). Nil until the backup rule runs, which is rare.
	circle [][]int
	// scratch and arena are where the causes' grounds are gathered and
	// kept (keep): one slice reused for each unit, one array for all.
	scratch []groundItem
	arena   []string
}

// resolve is Kruijswijk's guess-and-check: a decision that depends on itself
// is guessed as failing, then as succeeding; if only one guess is consistent
// that is the answer, otherwise the backup rule decides the whole cycle.
//
// Every read of a guess is recorded in deps (duplicates too), so a decision
// that rests on any guess is never settled early; and a decision is the head
// of its cycle only if it read no guess older than its own.
func (r *resolver) resolve(i int) bool {
	switch r.state[i] {
	case resolved:
		return r.result[i]
	case guessing:
		r.deps = append(r.deps, i)
		return r.result[i]
	}
	r.clock++
	r.seq[i] = r.clock
	old := len(r.deps)
	r.state[i], r.result[i] = guessing, false
	first := r.adjudicate(i)
	if len(r.deps) == old {
		if r.state[i] != resolved {
			r.state[i], r.result[i] = resolved, first
		}
		return first
	}
	if r.readsOlderGuess(i, old) {
		// Part of a cycle that started further up: leave the guess standing.
		r.deps = append(r.deps, i)
		r.result[i] = first
		return first
	}
	r.forget(old)
	r.state[i], r.result[i] = guessing, true
	second := r.adjudicate(i)
	if r.readsOlderGuess(i, old) {
		r.deps = append(r.deps, i)
		r.result[i] = second
		return second
	}
	if first == second {
		r.forget(old)
		r.state[i], r.result[i] = resolved, first
		return first
	}
	if !r.backup(old) {
		// Nothing the backup rule knows: keep the failing guess rather than loop.
		r.forget(old)
		r.state[i], r.result[i] = resolved, false
		return false
	}
	return r.resolve(i)
}

// readsOlderGuess says whether, since deps had length old, a guess taken
// before unit i's own was read.
func (r *resolver) readsOlderGuess(i, old int) bool {
	for _, d := range r.deps[old:] {
		if r.seq[d] < r.seq[i] {
			return true
		}
	}
	return false
}

// forget drops the guesses taken since deps had length old.
func (r *resolver) forget(old int) {
	for _, d := range r.deps[old:] {
		r.state[d] = unresolved
	}
	r.deps = r.deps[:old]
}

// backup settles a cycle whose guesses are both consistent or both
// inconsistent. A cycle with a convoy in it is a convoy paradox: by the
// Szykman rule the convoys in it fail, so the convoyed armies stand still and
// cut nothing. A cycle of moves alone is circular movement: every move in it
// succeeds. It reports whether it settled anything.
func (r *resolver) backup(old int) bool {
	var cycle []int
	in := map[int]bool{}
	for _, d := range r.deps[old:] {
		if !in[d] {
			in[d] = true
			cycle = append(cycle, d)
		}
	}
	r.deps = r.deps[:old]
	paradox := false
	for _, d := range cycle {
		if r.units[d].kind == orders.Convoy {
			paradox = true
		}
	}
	settled := false
	if r.circle == nil {
		r.circle = make([][]int, len(r.units))
	}
	for _, d := range cycle {
		r.circle[d] = cycle
		switch k := r.units[d].kind; {
		case paradox && k == orders.Convoy:
			r.state[d], r.result[d] = resolved, false
			r.cause[d], r.byRule[d] = verdict{reason: ConvoyParadox, by: -1}, true
			settled = true
		case !paradox && k == orders.Move:
			r.state[d], r.result[d] = resolved, true
			r.cause[d], r.byRule[d] = verdict{reason: CircularMovement, by: -1}, true
			settled = true
		default:
			r.state[d] = unresolved
		}
	}
	return settled
}

// adjudicate applies the rule of unit i's order, asking resolve for the
// decisions it rests on.
func (r *resolver) adjudicate(i int) bool {
	u := &r.units[i]
	switch u.kind {
	case orders.Move:
		return r.moves(i)
	case orders.Support:
		return !r.cut(i)
	default: // Hold, Convoy
		return !r.dislodged(i)
	}
}
