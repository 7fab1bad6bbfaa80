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
		if pl.Unit.Type == board.Fleet && m.ConvoysAt(prov) {
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

// convoys says, for one position, whether fleets could carry an army
// between two coasts, over and over: the seas holding fleets are found
// once, and the seas a chain could reach from a coast once per coast,
// however many orders ask (issue 19: a sheet's lines asked again for each
// line). The position must not change meanwhile.
type convoys struct {
	m       *board.Map
	pos     Position
	seas    map[string]bool            // nil until first asked
	reached map[string]map[string]bool // seasReached, by the province a chain starts from
}

// from is seasReached from the coast of prov.
func (c *convoys) from(prov string) map[string]bool {
	if c.seas == nil {
		c.seas = fleetSeas(c.m, c.pos)
		c.reached = map[string]map[string]bool{}
	}
	r, ok := c.reached[prov]
	if !ok {
		r = seasReached(c.m, c.seas, prov)
		c.reached[prov] = r
	}
	return r
}

// possible says whether fleets could carry an army from coastal province
// from to coastal province to. When through is not "", the chain must pass
// the fleet in that sea (a convoy order's own fleet).
func (c *convoys) possible(from, to, through string) bool {
	m := c.m
	if !m.IsCoastal(from) || !m.IsCoastal(to) || from == to {
		return false
	}
	out := c.from(from)
	if through != "" {
		return c.seas[through] && out[through] && c.from(to)[through]
	}
	for s := range out {
		if m.Touches(board.Fleet, board.Loc(s), to) {
			return true
		}
	}
	return false
}
