package publish

import (
	"bytes"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/render"
)

// The game's story in plots (issue 32), from the history's typed records:
// the public plot counts each power's supply centers and units before each
// phase (what every results text tells everybody); the money plot shows a
// power's treasury after each phase and the bribes it paid, for its owner
// alone, and every power's for the GM. In a Tin Cup game (rule 6.3) no
// power is told another's counts, so each power's plot of centers and
// units holds its own lines only.

// PublicStory is the centers and units per power over the history's
// phases; only, when not "", keeps that power's lines alone (Tin Cup).
func PublicStory(m *board.Map, title string, h []gamefile.HistoryEntry, only string) render.Story {
	var phases []string
	centers, units := map[string][]int{}, map[string][]int{}
	for _, e := range h {
		if e.Board == nil {
			continue // a file written before boards were kept: nothing to count
		}
		phases = append(phases, e.Phase)
		for _, pw := range m.Powers {
			centers[pw.Name] = append(centers[pw.Name], len(e.Board.Centers[pw.Name]))
			units[pw.Name] = append(units[pw.Name], len(e.Board.Units[pw.Name]))
		}
	}
	chart := func(name string, of map[string][]int) render.Chart {
		c := render.Chart{Title: name}
		for _, pw := range m.Powers {
			if only == "" || strings.EqualFold(only, pw.Name) {
				c.Series = append(c.Series, render.Series{Power: pw.Name, Values: of[pw.Name]})
			}
		}
		return c
	}
	return render.Story{Title: title, Phases: phases, Charts: []render.Chart{chart("Supply centers", centers), chart("Units", units)}}
}

// MoneyStory is the treasuries after each phase and the bribes paid in it
// (the history's ledgers), of the powers named (every power of the map
// when none is: the GM's).
func MoneyStory(m *board.Map, title string, h []gamefile.HistoryEntry, powers ...string) render.Story {
	if len(powers) == 0 {
		for _, pw := range m.Powers {
			powers = append(powers, pw.Name)
		}
	}
	sort.SliceStable(powers, func(i, j int) bool { return order(m, powers[i]) < order(m, powers[j]) })
	var phases []string
	treasury, paid := map[string][]int{}, map[string][]int{}
	for _, e := range h {
		if len(e.Ledgers) == 0 {
			continue // a phase without money moving (retreats, adjustments)
		}
		phases = append(phases, e.Phase)
		for _, pw := range powers {
			l := e.Ledgers[pw]
			treasury[pw] = append(treasury[pw], l.After)
			paid[pw] = append(paid[pw], l.Paid)
		}
	}
	chart := func(name string, of map[string][]int) render.Chart {
		c := render.Chart{Title: name}
		for _, pw := range powers {
			c.Series = append(c.Series, render.Series{Power: pw, Values: of[pw]})
		}
		return c
	}
	return render.Story{Title: title, Phases: phases, Charts: []render.Chart{chart("Treasury (AgP)", treasury), chart("Bribes paid (AgP)", paid)}}
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
// holds the phase just played): for everybody the centers and units (in a
// Tin Cup game each power's own lines, in its pack), each power's money in
// its pack, and every power's money for the GM. They are not yet among
// Downloads: the page's lists of files and the typed Outcome (issue 29)
// are to take them in.
func StoryPlots(m *board.Map, name string, h []gamefile.HistoryEntry, blind bool) ([]Download, error) {
	var out []Download
	base := fileSafe(name)
	add := func(file, power string, gmOnly bool, s render.Story) error {
		data, err := plotSVG(m, s)
		if err != nil {
			return err
		}
		out = append(out, Download{Name: file, Kind: Map, Power: power, GMOnly: gmOnly, Data: data})
		return nil
	}
	if !blind {
		if err := add(base+"-plot.svg", "", false, PublicStory(m, name+": supply centers and units", h, "")); err != nil {
			return nil, err
		}
	}
	for _, pw := range m.Powers {
		low := strings.ToLower(pw.Name)
		if blind {
			if err := add(base+"-"+low+"-plot.svg", pw.Name, false, PublicStory(m, name+": your supply centers and units", h, pw.Name)); err != nil {
				return nil, err
			}
		}
		if err := add(base+"-"+low+"-money.svg", pw.Name, false, MoneyStory(m, name+": your treasury and bribes", h, pw.Name)); err != nil {
			return nil, err
		}
	}
	if err := add(base+"-gm-money.svg", "", true, MoneyStory(m, name+": treasuries and bribes", h)); err != nil {
		return nil, err
	}
	sortDownloads(out)
	return out, nil
}
