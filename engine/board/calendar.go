package board

import "fmt"

// Calendar is a map's own run of turns where it is not the standard year
// (a Spring and a Fall turn, each a movement phase and its retreats, and a
// Winter of adjustments after the Fall): DPjudge's BEGIN and FLOW lines.
// hundred's turns are all "A.D.", five years apart (FLOW NEWYEAR:5), each
// a movement phase and its retreats (A.D.:MOVEMENT,RETREATS), with
// adjustments after the turns of years divisible by ten (IFYEARDIV:10,
// A.D.:ADJUSTMENTS). Its phase codes are DPjudge's abbreviations: the
// season's first letter, the year, the phase kind (A1425M, A1430R, A1430A).
type Calendar struct {
	Season      string `json:"season"`      // the one season, as the map writes it ("A.D.")
	Step        int    `json:"step"`        // years from one turn to the next
	AdjustEvery int    `json:"adjustEvery"` // adjustments after the turns of the years divisible by this
}

// Letter is the season's letter in phase codes.
func (c *Calendar) Letter() byte { return c.Season[0] }

// CheckCalendar refuses a calendar the phase codes could not tell from the
// standard year's, or whose adjustments never come.
func CheckCalendar(c *Calendar) error { return c.check() }

func (c *Calendar) check() error {
	switch {
	case c.Season == "" || c.Season[0] != 'A':
		// The phase codes read one letter besides the standard year's
		// S, F and W: A, DPjudge's A.D. (gamefile.ParsePhase).
		return fmt.Errorf("calendar: the season %q does not begin with A (A.D.), the one other season a phase code is written with", c.Season)
	case c.Step < 1 || c.AdjustEvery < c.Step || c.AdjustEvery%c.Step != 0:
		return fmt.Errorf("calendar: turns %d years apart never reach adjustments every %d years", c.Step, c.AdjustEvery)
	}
	return nil
}

// YearSpan is how many years of the calendar one game year spans: from
// one adjustment phase to the next (1 on the standard year, 10 on
// hundred's). Rule 2.1's yearly income and rule 6.7's year are paid once a
// span.
func (m *Map) YearSpan() int {
	if m.Calendar == nil {
		return 1
	}
	return m.Calendar.AdjustEvery
}

// GameYear numbers the game years: the turns from one adjustment phase to
// the next share one number, and the adjustment phase opens the next (its
// captures are made and its money paid as the year ends). adjustments says
// whether the phase is an adjustment phase.
func (m *Map) GameYear(year int, adjustments bool) int {
	span := m.YearSpan()
	if adjustments {
		return year/span + 1
	}
	return (year-1)/span + 1
}
