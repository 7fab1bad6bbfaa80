package publish

import (
	"bytes"
	"slices"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/render"
)

// The game's story in plots (issue 32), from the history's typed records:
// the public plot counts each power's supply centers and units before each
// phase (what every results text tells everybody); the money plot shows a
// power's treasury after each phase, the bribes it paid and the bribes its
// units received, for its owner alone, and every power's for the GM. In a
// Tin Cup game (rule 6.3) no power is told another's counts, so each
// power's plot of centers and units holds its own lines only.

// told is what a plot holds: the counts everybody is told (rule 5.7's
// public results), a power's money, which only it is told (rule 2.5).
type told int

const (
	counts told = 1 << iota
	money
)

// PublicStory is the centers and units per power over the history's
// phases (h: its tallies on m, gamefile.History.Tallies); only, when not
// "", keeps that power's lines alone (Tin Cup).
func PublicStory(m *board.Map, title string, h []gamefile.Tally, only string) render.Story {
	var powers []string
	if only != "" {
		powers = []string{only}
	}
	return tell(m, title, h, counts, powers)
}

// MoneyStory is the treasuries after each phase, the bribes paid in it
// (the history's ledgers) and the bribes received: the totals the power's
// own units accepted, as its report tells it (rule 5.7, in Tin Cup too),
// of the powers named (every power of the map when none is: the GM's).
func MoneyStory(m *board.Map, title string, h []gamefile.Tally, powers ...string) render.Story {
	return tell(m, title, h, money, powers)
}

// tell reads what of the history's phases: those with a board for the
// counts (a file written before boards were kept has none), with ledgers
// for the money. A phase holding one and not the other carries the counts
// and the treasury over and has no bribes. No powers is every power of
// the map.
func tell(m *board.Map, title string, h []gamefile.Tally, what told, powers []string) render.Story {
	if len(powers) == 0 {
		for _, pw := range m.Powers {
			powers = append(powers, pw.Name)
		}
	}
	powers = slices.Clone(powers)
	sort.SliceStable(powers, func(i, j int) bool { return order(m, powers[i]) < order(m, powers[j]) })
	// A tally holds a number per power of m, in m's order.
	place := make([]int, len(powers))
	for i, pw := range powers {
		place[i] = slices.IndexFunc(m.Powers, func(p board.Power) bool { return p.Name == pw })
	}
	var phases []string
	centers, units := map[string][]int{}, map[string][]int{}
	treasury, paid, received := map[string][]int{}, map[string][]int{}, map[string][]int{}
	last := func(vs []int) int {
		if len(vs) == 0 {
			return 0
		}
		return vs[len(vs)-1]
	}
	for _, e := range h {
		hasBoard, hasMoney := what&counts != 0 && e.Centers != nil, what&money != 0 && e.After != nil
		if !hasBoard && !hasMoney {
			continue
		}
		phases = append(phases, e.Phase)
		for i, pw := range powers {
			c, u := last(centers[pw]), last(units[pw])
			if hasBoard {
				c, u = of(e.Centers, place[i]), of(e.Units, place[i])
			}
			centers[pw], units[pw] = append(centers[pw], c), append(units[pw], u)
			t, p, r := last(treasury[pw]), 0, 0
			if hasMoney {
				t, p, r = of(e.After, place[i]), of(e.Paid, place[i]), of(e.Received, place[i])
			}
			treasury[pw], paid[pw], received[pw] = append(treasury[pw], t), append(paid[pw], p), append(received[pw], r)
		}
	}
	chart := func(name string, of map[string][]int) render.Chart {
		c := render.Chart{Title: name}
		for _, pw := range powers {
			c.Series = append(c.Series, render.Series{Power: pw, Values: of[pw]})
		}
		return c
	}
	s := render.Story{Title: title, Phases: phases}
	if what&counts != 0 {
		s.Charts = append(s.Charts, chart("Supply centers", centers), chart("Units", units))
	}
	if what&money != 0 {
		s.Charts = append(s.Charts, chart("Treasury (AgP)", treasury), chart("Bribes paid (AgP)", paid), chart("Bribes received by its units (AgP)", received))
	}
	return s
}

// of is a tally's number for the power at place i on the map, none (0)
// for a power not on it.
func of(numbers []int, i int) int {
	if i < 0 || i >= len(numbers) {
		return 0
	}
	return numbers[i]
}

// order is a power's place on the map, for a stable order of lines.
func order(m *board.Map, power string) int {
	for i, pw := range m.Powers {
		if strings.EqualFold(pw.Name, power) {
			return i
		}
	}
	return len(m.Powers)
}

// plotSVG draws a story.
func plotSVG(m *board.Map, s render.Story) ([]byte, error) {
	var b bytes.Buffer
	if err := render.Plot(&b, m, s); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// StoryPlots are the plots of a game's history (the next file's, which
// holds the phase just played), named from base (the phase's stem), one
// for each audience: for everybody the centers and units; for each power,
// in its pack, its own money (in a Tin Cup game, rule 6.3, its own
// centers and units too, and no plot for everybody); for the GM every
// power's every line.
func StoryPlots(m *board.Map, base, name string, h []gamefile.Tally, blind bool) ([]Download, error) {
	var out []Download
	add := func(file, power string, gmOnly bool, s render.Story) error {
		data, err := plotSVG(m, s)
		if err != nil {
			return err
		}
		out = append(out, Download{Name: file, Kind: Plot, Power: power, GMOnly: gmOnly, Data: data})
		return nil
	}
	if !blind {
		if err := add(base+"-plot.svg", "", false, PublicStory(m, name+": supply centers and units", h, "")); err != nil {
			return nil, err
		}
	}
	for _, pw := range m.Powers {
		own := MoneyStory(m, name+": your treasury and bribes", h, pw.Name)
		if blind {
			own = tell(m, name+": your supply centers, units, treasury and bribes", h, counts|money, []string{pw.Name})
		}
		if err := add(base+"-"+strings.ToLower(pw.Name)+"-plot.svg", pw.Name, false, own); err != nil {
			return nil, err
		}
	}
	gm := tell(m, name+": supply centers, units, treasuries and bribes", h, counts|money, nil)
	if err := add(base+"-gm-plot.svg", "", true, gm); err != nil {
		return nil, err
	}
	sortDownloads(out)
	return out, nil
}
