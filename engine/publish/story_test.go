package publish

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/gamefile"
)

// threeYearGame plays three years of a standard game with random sheets
// and returns the last file's history: its entries, to check the plots
// against, and its tallies, which the plots are drawn from.
func threeYearGame(t *testing.T) ([]gamefile.HistoryEntry, []gamefile.Tally) {
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
	return last.History.Entries(), last.History.Tallies(board.Standard())
}

// Issue 32: the story plots read the history's typed records. The public
// plot counts every power's centers and units before each phase, as the
// history's boards hold them, and has no money in it; each power's money
// plot holds its own lines alone, the GM's every power's; in a Tin Cup
// game no power's plot has another power's line.
func TestStoryPlotsTellTheHistory(t *testing.T) {
	h, ts := threeYearGame(t)
	m := board.Standard()
	pub := PublicStory(m, "story", ts, "")
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
	files, err := StoryPlots(m, "story-F1903M", "story", ts, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		svg := string(f.Data)
		switch {
		case f.Name == "story-F1903M-plot.svg":
			if f.Power != "" || f.GMOnly || strings.Contains(svg, "AgP") || strings.Contains(svg, "reasury") {
				t.Errorf("the public plot tells of money or is not public: %+v", f.Name)
			}
		case f.Name == "story-F1903M-gm-plot.svg":
			if !f.GMOnly || strings.Count(svg, `data-line=`) != 5*len(m.Powers) {
				t.Errorf("the GM's plot: GM only %v, %d lines", f.GMOnly, strings.Count(svg, `data-line=`))
			}
		case strings.HasSuffix(f.Name, "-plot.svg"):
			if f.Power == "" || f.GMOnly || strings.Count(svg, `data-power="`+f.Power+`"`) != 3 || strings.Count(svg, `data-power=`) != 3 {
				t.Errorf("%s: not %s's own lines alone", f.Name, f.Power)
			}
		default:
			t.Errorf("unexpected plot %s", f.Name)
		}
	}
	money := MoneyStory(m, "story", ts, "FRANCE")
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
		received := 0
		for _, o := range e.Orders {
			if o.Power == "FRANCE" && o.Total != nil {
				received += *o.Total
			}
		}
		if got := money.Charts[2].Series[0].Values[j]; got != received {
			t.Errorf("%s: France's units' bribes plotted %d, its orders' totals say %d", e.Phase, got, received)
		}
		j++
	}
	if j == 0 {
		t.Fatal("no phase of the history has ledgers")
	}
	blind, err := StoryPlots(m, "story-F1903M", "story", ts, true)
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

// plotLines are a plot's lines as its SVG draws them: each line's power by
// the chart it is drawn in.
func plotLines(t *testing.T, svg []byte) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	chart := ""
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if e, ok := tok.(xml.StartElement); ok {
			for _, a := range e.Attr {
				switch a.Name.Local {
				case "data-chart":
					chart = a.Value
				case "data-power":
					out[chart] = append(out[chart], a.Value)
				}
			}
		}
	}
}

// Issue 32: the plots are among every phase's downloads, one for each
// audience. Each power's pack (its own files and everybody's, as the page
// zips it and the mail drafts attach it) holds its own plot, with its
// treasury, bribes paid and bribes received, and no line of another
// power's money; in a Tin Cup game (rule 6.3) no line of another power at
// all, nor a plot for everybody. The GM's plot holds every power's money.
func TestEachPackHasItsPlotAndNoOtherMoney(t *testing.T) {
	for _, rules := range []string{`{}`, `{"blind": true}`, `{"zeroSum": true}`} {
		games, results := playYear(t, rules)
		blind := rules == `{"blind": true}`
		for i, a := range results {
			g := games[i]
			ds, err := Downloads(g, a)
			if err != nil {
				t.Fatal(err)
			}
			gmPlots := 0
			for _, d := range ds {
				if d.Kind == Plot && d.GMOnly {
					gmPlots++
					if n := len(plotLines(t, d.Data)["Treasury (AgP)"]); n != len(g.File.Powers) {
						t.Errorf("%s %s: the GM's plot has %d treasuries", rules, d.Name, n)
					}
				}
			}
			if gmPlots != 1 {
				t.Errorf("%s %s: %d plots for the GM", rules, a.Phase, gmPlots)
			}
			for _, p := range g.File.Powers {
				own := 0
				for _, d := range ds {
					if d.GMOnly || d.Power != "" && d.Power != p.Name || d.Kind != Plot {
						continue
					}
					if d.Power == p.Name {
						own++
					} else if blind {
						t.Errorf("%s %s: a plot for everybody in a Tin Cup game", rules, d.Name)
					}
					lines := plotLines(t, d.Data)
					for chart, powers := range lines {
						money := strings.Contains(chart, "AgP")
						for _, q := range powers {
							if q != p.Name && (money || blind) {
								t.Errorf("%s: %s's pack holds %s with %s's line in %q", rules, p.Name, d.Name, q, chart)
							}
						}
						if money && d.Power == "" {
							t.Errorf("%s: %s, for everybody, plots %q", rules, d.Name, chart)
						}
					}
					if d.Power == p.Name {
						for _, chart := range []string{"Treasury (AgP)", "Bribes paid (AgP)", "Bribes received by its units (AgP)"} {
							if len(lines[chart]) != 1 {
								t.Errorf("%s %s: %q has %d lines; want %s's own", rules, d.Name, chart, len(lines[chart]), p.Name)
							}
						}
						if blind && len(lines["Supply centers"]) != 1 {
							t.Errorf("%s %s: its own supply centers are not plotted", rules, d.Name)
						}
					}
				}
				if own != 1 {
					t.Errorf("%s %s: %s has %d plots of its own", rules, a.Phase, p.Name, own)
				}
			}
		}
	}
}
