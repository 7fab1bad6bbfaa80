package game

import (
	"fmt"
	"strconv"
)

// Phase is a season, a year and a phase kind: S1901M, F1901R, W1901A.
type Phase struct {
	Season byte // 'S', 'F', 'W'
	Year   int
	Kind   byte // 'M' movement, 'R' retreats, 'A' adjustments
}

// ParsePhase reads a phase code, refusing the impossible ones (a winter
// movement, a spring adjustment).
func ParsePhase(s string) (Phase, error) {
	bad := fmt.Errorf("phase %q: expected a season S/F/W, a year and M/R/A, e.g. S1901M, F1901R, W1901A", s)
	if len(s) < 3 {
		return Phase{}, bad
	}
	p := Phase{Season: s[0], Kind: s[len(s)-1]}
	year, err := strconv.Atoi(s[1 : len(s)-1])
	if err != nil || year < 1 || year > 9999 {
		return Phase{}, bad
	}
	p.Year = year
	switch {
	case (p.Season == 'S' || p.Season == 'F') && (p.Kind == 'M' || p.Kind == 'R'):
	case p.Season == 'W' && p.Kind == 'A':
	default:
		return Phase{}, bad
	}
	return p, nil
}

func (p Phase) String() string { return fmt.Sprintf("%c%d%c", p.Season, p.Year, p.Kind) }

// Long is the phase in words: "Spring 1901 Movement".
func (p Phase) Long() string {
	season := map[byte]string{'S': "Spring", 'F': "Fall", 'W': "Winter"}[p.Season]
	kind := map[byte]string{'M': "Movement", 'R': "Retreats", 'A': "Adjustments"}[p.Kind]
	return fmt.Sprintf("%s %d %s", season, p.Year, kind)
}

// after returns the phase that follows, before any skipping of empty phases.
func (p Phase) after() Phase {
	switch {
	case p.Kind == 'M':
		return Phase{p.Season, p.Year, 'R'}
	case p.Season == 'S':
		return Phase{'F', p.Year, 'M'}
	case p.Season == 'F':
		return Phase{'W', p.Year, 'A'}
	default:
		return Phase{'S', p.Year + 1, 'M'}
	}
}
