package game

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// phaseAfter is the phase that follows on the map, before any skipping
// of empty phases: the standard year's, or the map's calendar's (a
// movement, its retreats, the adjustments in a year divisible by
// AdjustEvery, then the next turn Step years on).
func phaseAfter(m *board.Map, p Phase) Phase {
	c := m.Calendar
	switch {
	case c == nil:
		return p.after()
	case p.Kind == orders.Movement:
		return Phase{p.Season, p.Year, orders.Retreats}
	case p.Kind == orders.Retreats && p.Year%c.AdjustEvery == 0:
		return Phase{p.Season, p.Year, orders.Adjustments}
	}
	return Phase{p.Season, p.Year + c.Step, orders.Movement}
}

// after is the phase that follows on the game's map.
func (g *State) after(p Phase) Phase { return phaseAfter(g.Map, p) }

// opensYear says whether the phase is the first movement of a game year,
// the one rule 2.1's income is paid before: every Spring, and on a map of
// its own calendar the movement that follows an adjustment phase.
func opensYear(m *board.Map, p Phase) bool {
	if p.Kind != orders.Movement {
		return false
	}
	if c := m.Calendar; c != nil {
		return (p.Year-c.Step)%c.AdjustEvery == 0
	}
	return p.Season == 'S'
}

// gameYear numbers the phase's game year on the map (board.Map.GameYear).
func gameYear(m *board.Map, p Phase) int {
	return m.GameYear(p.Year, p.Kind == orders.Adjustments)
}
