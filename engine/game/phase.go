package game

import (
	"fmt"

	"github.com/payola-gm/payola/engine/orders"
)

// Phase is a season, a year and a phase kind: S1901M, F1901R, W1901A (and
// A1425M on hundred's calendar, calendar.go).
type Phase struct {
	Season byte // 'S', 'F', 'W'; 'A' on a calendar of A.D. turns
	Year   int
	Kind   orders.PhaseKind // orders.Movement, orders.Retreats or orders.Adjustments
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
