package publish

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
)

// threeYearGame plays three years of a standard game with random sheets
// and returns the last file's history.
func threeYearGame(t *testing.T) []gamefile.HistoryEntry {
	t.Helper()
	f, err := gamefile.Start(board.Standard(), "story", 7)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	var last *gamefile.File
	if err := gametest.Play(data, nil, 3, 3, func(g *gamefile.Game, r *gamefile.Result) error {
		last = r.Next
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return last.History.Entries()
}

// Issue 32: the story plots read the history's typed records. The public
// plot counts every power's centers and units before each phase, as the
// history's boards hold them, and has no money in it; each power's money
// plot holds its own lines alone, the GM's every power's; in a Tin Cup
// game no power's plot has another power's line.
func TestStoryPlotsTellTheHistory(t *testing.T) {
	h := threeYearGame(t)
	m := board.Standard()
	pub := PublicStory(m, "story", h, "")
	if len(pub.Phases) < 9 {
		t.Fatalf("%d phases in three years", len(pub.Phases))
	}
	i := 0
	for _, e := range h {
		if e.Board == nil {
			continue
		}
		for _, l := range pub.Charts[0].Series {
			if l.Values[i] != len(e.Board.Centers[l.Power]) {
				t.Errorf("%s: %s has %d centers plotted, the history says %d", e.Phase, l.Power, l.Values[i], len(e.Board.Centers[l.Power]))
			}
		}
		for _, l := range pub.Charts[1].Series {
			if l.Values[i] != len(e.Board.Units[l.Power]) {
				t.Errorf("%s: %s has %d units plotted, the history says %d", e.Phase, l.Power, l.Values[i], len(e.Board.Units[l.Power]))
			}
		}
		i++
	}
	files, err := StoryPlots(m, "story", h, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		svg := string(f.Data)
		switch {
		case f.Name == "story-plot.svg":
			if f.Power != "" || f.GMOnly || strings.Contains(svg, "AgP") || strings.Contains(svg, "reasury") {
				t.Errorf("the public plot tells of money or is not public: %+v", f.Name)
			}
		case f.Name == "story-gm-money.svg":
			if !f.GMOnly || strings.Count(svg, `data-line=`) != 2*len(m.Powers) {
				t.Errorf("the GM's money plot: GM only %v, %d lines", f.GMOnly, strings.Count(svg, `data-line=`))
			}
		case strings.HasSuffix(f.Name, "-money.svg"):
			if f.Power == "" || f.GMOnly || strings.Count(svg, `data-power="`+f.Power+`"`) != 2 || strings.Count(svg, `data-power=`) != 2 {
				t.Errorf("%s: not %s's own lines alone", f.Name, f.Power)
			}
		default:
			t.Errorf("unexpected plot %s", f.Name)
		}
	}
	money := MoneyStory(m, "story", h, "FRANCE")
	j := 0
	for _, e := range h {
		if len(e.Ledgers) == 0 {
			continue
		}
		if got, want := money.Charts[0].Series[0].Values[j], e.Ledgers["FRANCE"].After; got != want {
			t.Errorf("%s: France's treasury plotted %d, the ledger says %d", e.Phase, got, want)
		}
		if got, want := money.Charts[1].Series[0].Values[j], e.Ledgers["FRANCE"].Paid; got != want {
			t.Errorf("%s: France's bribes plotted %d, the ledger says %d", e.Phase, got, want)
		}
		j++
	}
	if j == 0 {
		t.Fatal("no phase of the history has ledgers")
	}
	blind, err := StoryPlots(m, "story", h, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range blind {
		if f.GMOnly {
			continue
		}
		if f.Power == "" {
			t.Errorf("%s: a Tin Cup plot for everybody", f.Name)
		}
		for _, pw := range m.Powers {
			if pw.Name != f.Power && strings.Contains(string(f.Data), `data-power="`+pw.Name+`"`) {
				t.Errorf("%s: %s's plot shows %s's line", f.Name, f.Power, pw.Name)
			}
		}
	}
}
