package game

import (
	"fmt"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// A map with a calendar of its own (board.Calendar: hundred's A.D. turns,
// five years apart, adjustments every ten) writes its phase codes as
// DPjudge abbreviates them: the season's letter, the year and the kind
// (A1425M, A1425R, A1430M, A1430R, A1430A, A1435M). ParsePhase reads the
// letter of any such season; whether a code is one of the game's phases is
// the map's to say (OnCalendar), so that the standard year's codes stay
// exactly game-format's on every other map.

// OnCalendar refuses a phase that is not one of the map's: a season of
// another calendar, a year between two turns, adjustments in a year that
// has none.
func OnCalendar(m *board.Map, p Phase) error {
	c := m.Calendar
	if c == nil {
		if p.Season != 'S' && p.Season != 'F' && p.Season != 'W' {
			return fmt.Errorf("phase %q: the %s map's seasons are S, F and W (e.g. S1901M, F1901R, W1901A)", p, m.ID)
		}
		return nil
	}
	first, err := ParsePhase(m.StartPhase)
	switch {
	case p.Season != c.Letter():
		return fmt.Errorf("phase %q: the %s map's turns are %s, written %c with the year and M, R or A (e.g. %s)", p, m.ID, c.Season, c.Letter(), m.StartPhase)
	case err == nil && (p.Year-first.Year)%c.Step != 0:
		return fmt.Errorf("phase %q: the %s map's turns come every %d years from %d", p, m.ID, c.Step, first.Year)
	case p.Kind == orders.Adjustments && p.Year%c.AdjustEvery != 0:
		return fmt.Errorf("phase %q: the %s map has adjustments only in the years divisible by %d", p, m.ID, c.AdjustEvery)
	}
	return nil
}

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
