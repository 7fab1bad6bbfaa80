package game

import (
	"fmt"
	"strconv"

	"github.com/payola-gm/payola/engine/orders"
)

// Phase is a season, a year and a phase kind: S1901M, F1901R, W1901A (and
// A1425M on hundred's calendar, calendar.go).
type Phase struct {
	Season byte // 'S', 'F', 'W'; 'A' on a calendar of A.D. turns
	Year   int
	Kind   orders.PhaseKind // orders.Movement, orders.Retreats or orders.Adjustments
}

// ParsePhase reads a phase code, refusing the impossible ones (a winter
// movement, a spring adjustment) and any other spelling of a year than its
// digits without a sign or a leading zero (S+1901M, S01901M), so that a
// code reads back as it is written.
func ParsePhase(s string) (Phase, error) {
	bad := &phaseError{s}
	if len(s) < 3 {
		return Phase{}, bad
	}
	p := Phase{Season: s[0], Kind: orders.PhaseKind(s[len(s)-1])}
	digits := s[1 : len(s)-1]
	year, err := strconv.Atoi(digits)
	if err != nil || year < 1 || year > 9999 || strconv.Itoa(year) != digits {
		return Phase{}, bad
	}
	p.Year = year
	switch {
	case (p.Season == 'S' || p.Season == 'F') && (p.Kind == orders.Movement || p.Kind == orders.Retreats):
	case p.Season == 'W' && p.Kind == orders.Adjustments:
	case p.Season == 'A' && (p.Kind == orders.Movement || p.Kind == orders.Retreats || p.Kind == orders.Adjustments):
		// a map calendar's one season (hundred's A.D.; calendar.go): the
		// map says which of its codes are phases
	default:
		return Phase{}, bad
	}
	return p, nil
}

// phaseError is a phase code ParsePhase refuses, worded only if shown.
type phaseError struct{ code string }

func (e *phaseError) Error() string {
	return fmt.Sprintf("phase %q: expected a season S/F/W, a year and M/R/A, e.g. S1901M, F1901R, W1901A", e.code)
}

func (p Phase) String() string { return fmt.Sprintf("%c%d%c", p.Season, p.Year, p.Kind) }

// Long is the phase in words: "Spring 1901 Movement".
func (p Phase) Long() string {
	season := map[byte]string{'S': "Spring", 'F': "Fall", 'W': "Winter", 'A': "A.D."}[p.Season]
	kind := map[orders.PhaseKind]string{orders.Movement: "Movement", orders.Retreats: "Retreats", orders.Adjustments: "Adjustments"}[p.Kind]
	return fmt.Sprintf("%s %d %s", season, p.Year, kind)
}

// after returns the phase that follows, before any skipping of empty phases.
func (p Phase) after() Phase {
	switch {
	case p.Kind == orders.Movement:
		return Phase{p.Season, p.Year, orders.Retreats}
	case p.Season == 'S':
		return Phase{'F', p.Year, orders.Movement}
	case p.Season == 'F':
		return Phase{'W', p.Year, orders.Adjustments}
	default:
		return Phase{'S', p.Year + 1, orders.Movement}
	}
}
