package gamefile

import (
	"fmt"
	"strconv"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/orders"
)

// ParsePhase reads a phase code, refusing the impossible ones (a winter
// movement, a spring adjustment) and any other spelling of a year than its
// digits without a sign or a leading zero (S+1901M, S01901M), so that a
// code reads back as it is written.
func ParsePhase(s string) (game.Phase, error) {
	bad := &phaseError{s}
	if len(s) < 3 {
		return game.Phase{}, bad
	}
	p := game.Phase{Season: s[0], Kind: orders.PhaseKind(s[len(s)-1])}
	digits := s[1 : len(s)-1]
	year, err := strconv.Atoi(digits)
	if err != nil || year < 1 || year > 9999 || strconv.Itoa(year) != digits {
		return game.Phase{}, bad
	}
	p.Year = year
	switch {
	case (p.Season == 'S' || p.Season == 'F') && (p.Kind == orders.Movement || p.Kind == orders.Retreats):
	case p.Season == 'W' && p.Kind == orders.Adjustments:
	case p.Season == 'A' && (p.Kind == orders.Movement || p.Kind == orders.Retreats || p.Kind == orders.Adjustments):
		// a map calendar's one season (hundred's A.D.; calendar.go): the
		// map says which of its codes are phases
	default:
		return game.Phase{}, bad
	}
	return p, nil
}

// phaseError is a phase code ParsePhase refuses, worded only if shown.
type phaseError struct{ code string }

func (e *phaseError) Error() string {
	return fmt.Sprintf("phase %q: expected a season S/F/W, a year and M/R/A, e.g. S1901M, F1901R, W1901A", e.code)
}

// A map with a calendar of its own (board.Calendar: hundred's A.D. turns,
// five years apart, adjustments every ten) writes its phase codes as
// DPjudge abbreviates them: the season's letter, the year and the kind
// (A1425M, A1425R, A1430M, A1430R, A1430A, A1435M). ParsePhase reads the
// letter of any such season; whether a code is one of the game's phases is
// the map's to say (onCalendar), so that the standard year's codes stay
// exactly game-format's on every other map.

// onCalendar refuses a phase that is not one of the map's: a season of
// another calendar, a year between two turns, adjustments in a year that
// has none.
func onCalendar(m *board.Map, p game.Phase) error {
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
