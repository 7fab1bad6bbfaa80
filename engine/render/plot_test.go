package render

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// threeYears is a story of a three-year standard game: centers per power
// after each phase.
func threeYears() Story {
	phases := []string{"S1901M", "F1901M", "W1901A", "S1902M", "F1902M", "W1902A", "S1903M", "F1903M", "W1903A"}
	counts := map[string][]int{
		"AUSTRIA": {3, 3, 4, 4, 5, 5, 5, 4, 4},
		"ENGLAND": {3, 3, 5, 5, 6, 6, 6, 7, 7},
		"FRANCE":  {3, 3, 5, 5, 5, 5, 5, 6, 6},
		"GERMANY": {3, 3, 5, 5, 4, 4, 4, 3, 3},
		"ITALY":   {3, 3, 4, 4, 4, 4, 4, 4, 4},
		"RUSSIA":  {4, 4, 6, 6, 5, 5, 5, 5, 5},
		"TURKEY":  {3, 3, 4, 4, 5, 5, 5, 5, 5},
	}
	var ch Chart
	ch.Title = "Supply centers"
	for _, pw := range board.Standard().Powers {
		ch.Series = append(ch.Series, Series{Power: pw.Name, Values: counts[pw.Name]})
	}
	return Story{Title: "demo: supply centers", Phases: phases, Charts: []Chart{ch}}
}

// Issue 32: the game's story in a plot. Each power's line runs through
// its values in order, left to right, higher values higher; every line is
// its power's, named at its end with no two names on one another.
func TestPlotDrawsEachPowersLine(t *testing.T) {
	m := board.Standard()
	s := threeYears()
	var out bytes.Buffer
	if err := Plot(&out, m, s); err != nil {
		t.Fatal(err)
	}
	els := elements(t, out.String())
	lines := map[string][][2]float64{}
	var names []float64
	for _, e := range els {
		if e.name == "path" && e.attrs["class"] == "pl" && e.parent != nil {
			lines[e.parent.attrs["data-power"]] = plotPoints(t, e.attrs["d"])
		}
		if e.name == "text" && e.attrs["class"] == "nm" {
			y, _ := strconv.ParseFloat(e.attrs["y"], 64)
			names = append(names, y)
		}
	}
	for _, l := range s.Charts[0].Series {
		pts := lines[l.Power]
		if len(pts) != len(l.Values) {
			t.Fatalf("%s: %d points for %d phases", l.Power, len(pts), len(l.Values))
		}
		for i := 1; i < len(pts); i++ {
			if pts[i][0] <= pts[i-1][0] {
				t.Errorf("%s: phase %d drawn left of phase %d", l.Power, i, i-1)
			}
			dv, dy := l.Values[i]-l.Values[i-1], pts[i][1]-pts[i-1][1]
			if (dv > 0) != (dy < 0) || (dv == 0) != (dy == 0) {
				t.Errorf("%s: from %d to %d drawn from y %v to %v", l.Power, l.Values[i-1], l.Values[i], pts[i-1][1], pts[i][1])
			}
		}
	}
	if len(names) != len(s.Charts[0].Series) {
		t.Fatalf("%d names for %d lines", len(names), len(s.Charts[0].Series))
	}
	sort.Float64s(names)
	if names[len(names)-1] > plotTop+30+chartHeight+5 {
		t.Errorf("a line's name at %v, below the chart's foot", names[len(names)-1])
	}
	for i := 1; i < len(names); i++ {
		if names[i]-names[i-1] < plotNameGap {
			t.Errorf("two lines' names %v apart", names[i]-names[i-1])
		}
	}
	var again bytes.Buffer
	if err := Plot(&again, m, s); err != nil || !bytes.Equal(out.Bytes(), again.Bytes()) {
		t.Error("the same story drew two different plots")
	}
}

// A line whose values do not match the phases is refused, naming it, and
// nothing is written; a power's own line label is kept.
func TestPlotRefusesMismatchedLines(t *testing.T) {
	s := threeYears()
	s.Charts[0].Series[1].Values = s.Charts[0].Series[1].Values[:3]
	var out bytes.Buffer
	err := Plot(&out, board.Standard(), s)
	if err == nil || !strings.Contains(err.Error(), "ENGLAND") || out.Len() != 0 {
		t.Errorf("err %v, %d bytes written", err, out.Len())
	}
	s = Story{Title: "France's money", Phases: []string{"S1901M", "F1901M"}, Charts: []Chart{{Title: "AgP", Series: []Series{
		{Power: "FRANCE", Label: "paid", Values: []int{10, 4}}, {Power: "FRANCE", Label: "received", Values: []int{0, 3}},
	}}}}
	out.Reset()
	if err := Plot(&out, board.Standard(), s); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`data-line="paid"`, `data-line="received"`, ">paid 4<", ">received 3<"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the plot lacks %s", want)
		}
	}
}

// plotPoints reads a line's M/L points.
func plotPoints(t *testing.T, d string) [][2]float64 {
	t.Helper()
	var out [][2]float64
	for _, part := range strings.FieldsFunc(d, func(r rune) bool { return r == 'M' || r == 'L' }) {
		var x, y float64
		if _, err := fmt.Sscanf(strings.TrimSuffix(part, "h1"), "%g %g", &x, &y); err != nil {
			t.Fatalf("path %q: %v", d, err)
		}
		out = append(out, [2]float64{x, y})
	}
	return out
}

// Lines that all end at nothing are named one above another, every name
// within the chart: none below its foot, none on another.
func TestPlotNamesAtTheFootStayInTheChart(t *testing.T) {
	s := threeYears()
	for i := range s.Charts[0].Series {
		s.Charts[0].Series[i].Values[len(s.Phases)-1] = 0
	}
	var out bytes.Buffer
	if err := Plot(&out, board.Standard(), s); err != nil {
		t.Fatal(err)
	}
	foot := float64(plotTop + 30 + chartHeight)
	var ys []float64
	for _, e := range elements(t, out.String()) {
		if e.name == "text" && e.attrs["class"] == "nm" {
			y, _ := strconv.ParseFloat(e.attrs["y"], 64)
			ys = append(ys, y)
		}
	}
	sort.Float64s(ys)
	for i, y := range ys {
		if y > foot+5 {
			t.Errorf("a name at %v, below the foot %v", y, foot)
		}
		if i > 0 && y-ys[i-1] < plotNameGap {
			t.Errorf("names %v apart", y-ys[i-1])
		}
	}
}

// longStory is a story of many phases, as a long game's plots tell it:
// each power's line wanders up and down, the money in thousands, a line
// named by its label, a value of zero and one above the grid's steps.
func longStory(phases int) Story {
	s := Story{Title: "forty years: the GM's plot"}
	for i := range phases {
		s.Phases = append(s.Phases, fmt.Sprintf("%c%dM", "SF"[i%2], 1901+i/2))
	}
	counts, money := Chart{Title: "Supply centers"}, Chart{Title: "Treasury (AgP)"}
	for p, pw := range board.Standard().Powers {
		c, t := make([]int, phases), make([]int, phases)
		for i := range phases {
			c[i] = (3 + p + i*(p+1)/3) % 19
			t[i] = (i*7919*(p+3) + p*104729) % 12345
		}
		counts.Series = append(counts.Series, Series{Power: pw.Name, Values: c})
		money.Series = append(money.Series, Series{Power: pw.Name, Values: t})
	}
	money.Series[2].Label = `France's "bribes" <paid> & received`
	s.Charts = []Chart{counts, money}
	return s
}

// The plot's bytes, for a long story and a story of one phase (a dot), as
// they were before drawChart wrote its paths into one buffer (issue 29):
// the tuned code writes what num and strings.Join wrote.
func TestGoldenPlots(t *testing.T) {
	one := longStory(1)
	one.Title = "one phase"
	for name, s := range map[string]Story{"plot-long": longStory(120), "plot-one": one} {
		var buf bytes.Buffer
		if err := Plot(&buf, board.Standard(), s); err != nil {
			t.Fatal(err)
		}
		golden(t, name, buf.Bytes())
	}
}
