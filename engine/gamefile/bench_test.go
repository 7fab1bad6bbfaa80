package gamefile_test

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/sheets"
)

// BenchmarkAdjudicateHeavy: loading the game and adjudicating the heavy
// phase (7 powers × 300 offer lines), as the GM page does per click.
func BenchmarkAdjudicateHeavy(b *testing.B) {
	data, text, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		g, err := gamefile.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := gamefile.Adjudicate(g, text, game.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckHeavy: the live check of the same text, which must find
// nothing wrong with it.
func BenchmarkCheckHeavy(b *testing.B) {
	data, text, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		g, err := gamefile.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		if tc := game.CheckText(g.State, text); len(tc.Diagnostics) > 0 {
			b.Fatalf("the heavy phase has problems, first: %v", tc.Diagnostics[0])
		}
	}
}

// Issue 19: a phase's cost follows the size of what was written, not what
// its repetition counts expand to, nor the number of lines times the
// board's convoy routes.

// amplifierText is GERMANY's one-line 40 KB sheet of 8,000 `99*1` terms
// for ten orders of A MUN (nine '|').
func amplifierText() string {
	return "GERMANY:\n" + strings.Repeat("99*1+", 7999) + "99*1 : A MUN H | - BUR | - RUH | - KIE | - BER | - SIL | - BOH | - TYR | S F KIE | S A BER\n"
}

// manyLinesText is GERMANY's 20,000 lines of `99*100`.
func manyLinesText() string {
	return "GERMANY:\n" + strings.Repeat("99*100 : A MUN - BUR\n", 20000)
}

// tugGame is a Spring 1901 game with the fleets out at sea, and a text
// where every power pulls at A MUN with 9999 AgP on a balance of 1, and
// offers its own units 0 AgP for every move on the board they could make,
// by land or by convoy, and its fleets at sea for every convoy they could
// join (about kb kilobytes): most lines' legality asks which coasts the
// fleets could carry an army between.
func tugGame(tb testing.TB, kb int) (*gamefile.Game, string) {
	data, err := gametest.Opening("tug", 7, map[string]string{"F LON": "F NTH", "F EDI": "F NWG", "F BRE": "F MAO", "F NAP": "F TYS", "F KIE": "F HEL", "F ANK": "F BLA", "F TRI": "F ADR"})
	if err != nil {
		tb.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		tb.Fatal(err)
	}
	for i := range g.File.Powers {
		one := 1
		g.File.Powers[i].Balance = &one
	}
	if data, err = g.File.Encode(); err != nil {
		tb.Fatal(err)
	}
	if g, err = gamefile.Load(data); err != nil {
		tb.Fatal(err)
	}
	targets := []string{"H", "- BUR", "- RUH", "- KIE", "- BER", "- SIL", "- BOH", "- TYR"}
	var own []string // the legal 0 AgP lines, by power
	sections := map[string][]string{}
	for i, p := range g.Map.Powers {
		sections[p.Name] = append(sections[p.Name], fmt.Sprintf("9999 : A MUN %s", targets[i%len(targets)]))
	}
	units := g.Pos.Sorted()
	for _, pl := range units {
		var cands []string
		for _, pr := range g.Map.Provinces {
			if pr.ID == pl.Unit.Province() || pr.Terrain == board.Sea && pl.Unit.Type == board.Army {
				continue
			}
			cands = append(cands, fmt.Sprintf("0 : %s - %s", pl.Unit, pr.ID))
			if pl.Unit.Type == board.Army || !g.Map.IsSea(pl.Unit.Province()) || !g.Map.IsCoastal(pr.ID) {
				continue
			}
			for _, a := range units {
				if a.Unit.Type == board.Army && a.Unit.Province() != pr.ID {
					cands = append(cands, fmt.Sprintf("0 : %s C %s - %s", pl.Unit, a.Unit, pr.ID))
				}
			}
		}
		for _, line := range cands {
			sc, err := sheets.CheckSheet(g.State.SheetBoard(), pl.Power, line+"\n")
			if err != nil {
				tb.Fatal(err)
			}
			if len(sc.Diagnostics) == 0 {
				sections[pl.Power] = append(sections[pl.Power], line)
				own = append(own, line)
			}
		}
	}
	var b strings.Builder
	for b.Len() < kb*1024 {
		b.Reset()
		for _, p := range g.Map.Powers {
			fmt.Fprintf(&b, "%s:\n%s\n", p.Name, strings.Join(sections[p.Name], "\n"))
		}
		for _, pl := range units {
			for _, l := range own {
				if strings.HasPrefix(l, "0 : "+pl.Unit.String()+" ") {
					sections[pl.Power] = append(sections[pl.Power], l)
				}
			}
		}
	}
	return g, b.String()
}

// BenchmarkBounded checks and adjudicates (leniently: lines refused are
// left out) issue 19's amplifier, its 20,000 lines and a tug, beside an
// ordinary phase of 100 KB (the heavy phase grown to that size).
func BenchmarkBounded(b *testing.B) {
	heavy, heavyText, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	for len(heavyText) < 100*1024 {
		lines := 300 * 100 * 1024 / len(heavyText)
		if heavy, heavyText, err = gametest.HeavyPhase(lines + 1); err != nil {
			b.Fatal(err)
		}
	}
	opening, err := gametest.Opening("bounded", 7, nil)
	if err != nil {
		b.Fatal(err)
	}
	tug, tugText := tugGame(b, 100)
	load := func(data []byte) *gamefile.Game {
		g, err := gamefile.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		return g
	}
	cases := []struct {
		name string
		game func() *gamefile.Game
		text string
	}{
		{"ordinary_100KB", func() *gamefile.Game { return load(heavy) }, heavyText},
		{"amplifier_40KB", func() *gamefile.Game { return load(opening) }, amplifierText()},
		{"lines=20000", func() *gamefile.Game { return load(opening) }, manyLinesText()},
		{"tug", func() *gamefile.Game { return tug }, tugText},
	}
	for _, c := range cases {
		b.Run(c.name+"/check", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				game.CheckText(c.game().State, c.text)
			}
			b.ReportMetric(float64(len(c.text))/1024, "KB")
		})
		b.Run(c.name+"/adjudicate", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := gamefile.Adjudicate(c.game(), c.text, game.Options{Lenient: true}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
