package orders

import "github.com/payola-gm/payola/engine/board"

// A convoy chain is a run of fleets standing in seas, each next to the one
// before, the first next to the army's coast and the last next to its
// destination. Legality only asks whether such a chain could exist in the
// position; whether the fleets are really ordered to convoy is the judge's
// business.

// fleetSeas lists the seas that hold a fleet.
func fleetSeas(m *board.Map, pos Position) map[string]bool {
	seas := map[string]bool{}
	for prov, pl := range pos {
		if pl.Unit.Type == board.Fleet && m.IsSea(prov) {
			seas[prov] = true
		}
	}
	return seas
}

// seasReached lists the fleet-held seas a chain starting at the coast of
// province from can reach.
func seasReached(m *board.Map, seas map[string]bool, from string) map[string]bool {
	reached := map[string]bool{}
	var queue []string
	for s := range seas {
		if m.Touches(board.Fleet, board.Loc(s), from) {
			reached[s] = true
			queue = append(queue, s)
		}
	}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for b := range seas {
			if !reached[b] && m.Adjacent(board.Fleet, board.Loc(a), board.Loc(b)) {
				reached[b] = true
				queue = append(queue, b)
			}
		}
	}
	return reached
}

// convoyPossible says whether fleets in the position could carry an army from
// coastal province from to coastal province to. When through is not "", the
// chain must pass the fleet in that sea (a convoy order's own fleet).
func convoyPossible(m *board.Map, pos Position, from, to, through string) bool {
	if !m.IsCoastal(from) || !m.IsCoastal(to) || from == to {
		return false
	}
	seas := fleetSeas(m, pos)
	if through != "" && !seas[through] {
		return false
	}
	out := seasReached(m, seas, from)
	if through != "" {
		return out[through] && seasReached(m, seas, to)[through]
	}
	for s := range out {
		if m.Touches(board.Fleet, board.Loc(s), to) {
			return true
		}
	}
	return false
}
