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
	// Each power's lines, one a chart, kept by name: a power named twice
	// shares them, its values doubled (which Plot refuses), as ever.
	type lines struct{ centers, units, treasury, paid, received []int }
	of := map[string]*lines{}
	ls := make([]*lines, len(powers))
	for i, pw := range powers {
		if of[pw] == nil {
			of[pw] = &lines{}
		}
		ls[i] = of[pw]
	}
	var phases []string
	last := func(vs []int) int {
		if len(vs) == 0 {
			return 0
		}
		return vs[len(vs)-1]
	}
	push := func(vs []int, v int) []int {
		if vs == nil {
			vs = make([]int, 0, len(h)) // room for every phase at once
		}
		return append(vs, v)
	}
	for _, e := range h {
		hasBoard, hasMoney := what&counts != 0 && e.Centers != nil, what&money != 0 && e.After != nil
		if !hasBoard && !hasMoney {
			continue
		}
		phases = append(phases, e.Phase)
		for i, l := range ls {
			if what&counts != 0 {
				c, u := last(l.centers), last(l.units)
				if hasBoard {
					c, u = number(e.Centers, place[i]), number(e.Units, place[i])
				}
				l.centers, l.units = push(l.centers, c), push(l.units, u)
			}
			if what&money != 0 {
				t, p, r := last(l.treasury), 0, 0
				if hasMoney {
					t, p, r = number(e.After, place[i]), number(e.Paid, place[i]), number(e.Received, place[i])
				}
				l.treasury, l.paid, l.received = push(l.treasury, t), push(l.paid, p), push(l.received, r)
			}
		}
	}
	chart := func(name string, values func(*lines) []int) render.Chart {
		c := render.Chart{Title: name}
		for i, pw := range powers {
			c.Series = append(c.Series, render.Series{Power: pw, Values: values(ls[i])})
		}
		return c
	}
	s := render.Story{Title: title, Phases: phases}
	if what&counts != 0 {
		s.Charts = append(s.Charts, chart("Supply centers", func(l *lines) []int { return l.centers }), chart("Units", func(l *lines) []int { return l.units }))
	}
	if what&money != 0 {
		s.Charts = append(s.Charts,
			chart("Treasury (AgP)", func(l *lines) []int { return l.treasury }),
			chart("Bribes paid (AgP)", func(l *lines) []int { return l.paid }),
			chart("Bribes received by its units (AgP)", func(l *lines) []int { return l.received }))
	}
	return s
}

// number is a tally's number for the power at place i on the map, none
// (0) for a power not on it.
func number(numbers []int, i int) int {
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
