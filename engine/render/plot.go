package render

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"

	svg "github.com/ajstarks/svgo"

	"github.com/payola-gm/payola/engine/board"
)

// Story is the game told over its phases, for a plot: typed values the
// caller reads from the history (engine/publish), never text. What it
// holds decides who may read it: the public plot holds centers and units,
// a power's own its money alone.
type Story struct {
	Title  string   // "demo: the game so far"
	Phases []string // the phases, in order ("S1901M")
	Charts []Chart
}

// Chart is one panel of a plot: a quantity per power over the phases.
type Chart struct {
	Title  string // "Supply centers"
	Series []Series
}

// Series is one power's line: its value after each of the story's phases
// (Values[i] belongs to Phases[i]).
type Series struct {
	Power  string
	Values []int
	// Label names the line when it is not the power's own (a power's
	// "paid" and "received" lines); the power's name otherwise.
	Label string
}

// Sizes of a plot, in its own units.
const (
	plotWidth    = 960
	plotLeft     = 70  // room for the values' axis
	plotRight    = 190 // room for the lines' names
	plotTop      = 56
	chartHeight  = 260
	chartGap     = 70
	plotNameGap  = 15 // least distance between two lines' names
	plotMaxTicks = 12
)

// Plot writes the story as an SVG chart, one panel a chart, each power's
// line in its colour on the map (as the map draws it), named at its end.
// Like Map it is a pure function of its input and writes nothing on error.
func Plot(w io.Writer, m *board.Map, s Story) error {
	if m == nil {
		return fmt.Errorf("render: no map")
	}
	for _, c := range s.Charts {
		for _, l := range c.Series {
			if len(l.Values) != len(s.Phases) {
				return fmt.Errorf("render: %s's %s has %d values for %d phases", l.Power, c.Title, len(l.Values), len(s.Phases))
			}
		}
	}
	colours := distinctColours(m.Powers)
	colour := func(power string) string {
		if c, ok := colours[power]; ok {
			return c
		}
		if pw := m.Power(power); pw != nil {
			return colours[pw.Name]
		}
		return unknownColour
	}
	height := plotTop + len(s.Charts)*(chartHeight+chartGap) + 10
	// Room for every line's two paths and title (up to some 20 bytes a
	// point) and the rest, so that a long game's plot is not copied as
	// it grows.
	room := 4 << 10
	for _, ch := range s.Charts {
		room += len(ch.Series) * (20*len(s.Phases) + 1<<10)
	}
	var buf bytes.Buffer
	buf.Grow(room)
	c := svg.New(&buf)
	c.Startraw(fmt.Sprintf(`viewBox="0 0 %d %d"`, plotWidth, height))
	c.Title(s.Title)
	c.Style("text/css", plotCSS)
	c.Rect(0, 0, plotWidth, height, `fill="#fffdf6"`)
	c.Text(plotLeft, 34, s.Title, `class="pt"`)
	for i, ch := range s.Charts {
		top := plotTop + i*(chartHeight+chartGap) + 30
		drawChart(c, &buf, ch, s.Phases, top, colour, m)
	}
	c.End()
	_, err := w.Write(buf.Bytes())
	return err
}

const plotCSS = `
text{font-family:Helvetica,Arial,'DejaVu Sans',sans-serif;fill:#1e1e1e}
.pt{font-size:24px;font-weight:bold}
.ct{font-size:18px;font-weight:bold}
.ax{font-size:13px}
.nm{font-size:13px;font-weight:bold}
.grid{stroke:#d8d2c4;stroke-width:1}
.axis{stroke:#6b6458;stroke-width:1.5}
.cs{fill:none;stroke:#141414;stroke-width:5;stroke-linejoin:round;stroke-linecap:round}
.pl{fill:none;stroke-width:3;stroke-linejoin:round;stroke-linecap:round}
`

// drawChart draws one panel with its top at top.
// It writes each line's title and paths into out, c's buffer, itself.
func drawChart(c *svg.SVG, out *bytes.Buffer, ch Chart, phases []string, top int, colour func(string) string, m *board.Map) {
	c.Group(attr("data-chart", ch.Title)) // who may read it is told by its lines' powers
	defer c.Gend()
	c.Text(plotLeft, top-14, ch.Title, `class="ct"`)
	hi := 1
	for _, l := range ch.Series {
		for _, v := range l.Values {
			hi = max(hi, v)
		}
	}
	step := niceStep(hi)
	hi = (hi + step - 1) / step * step
	right := plotWidth - plotRight
	x := func(i int) float64 {
		if len(phases) < 2 {
			return float64(plotLeft)
		}
		return plotLeft + float64(i)*float64(right-plotLeft)/float64(len(phases)-1)
	}
	y := func(v int) float64 { return float64(top+chartHeight) - float64(v)*chartHeight/float64(hi) }
	for v := 0; v <= hi; v += step {
		c.Line(plotLeft, ix(y(v)), right, ix(y(v)), `class="grid"`)
		c.Text(plotLeft-8, ix(y(v))+4, strconv.Itoa(v), `class="ax"`, `text-anchor="end"`)
	}
	c.Line(plotLeft, top+chartHeight, right, top+chartHeight, `class="axis"`)
	every := max(1, (len(phases)+plotMaxTicks-1)/plotMaxTicks)
	for i, ph := range phases {
		if i%every == 0 || i == len(phases)-1 {
			c.Text(ix(x(i)), top+chartHeight+18, ph, `class="ax"`, `text-anchor="middle"`)
		}
	}
	type end struct {
		label, colour string
		at            float64
	}
	var ends []end
	// Tuned (issue 29): a plot of a long game has thousands of points.
	// Every line of the chart has a point at each phase's x, written once;
	// each line's path is written into one buffer, reused, and into the
	// plot as svgo's Path and Title would write it, without formatting it
	// again. TestGoldenPlots holds the bytes to what svgo, num and
	// strings.Join wrote.
	xs := make([]byte, 0, 4*len(phases))
	xat := make([]int, len(phases)+1)
	for i := range phases {
		xs = strconv.AppendInt(xs, int64(ix(x(i))), 10)
		xat[i+1] = len(xs)
	}
	var d []byte
	for _, l := range ch.Series {
		d = d[:0]
		for i, v := range l.Values {
			cmd := byte('L')
			if i == 0 {
				cmd = 'M'
			}
			d = append(append(append(d, cmd), xs[xat[i]:xat[i+1]]...), ' ')
			d = strconv.AppendInt(d, int64(ix(y(v))), 10)
		}
		if len(l.Values) == 1 {
			d = append(d, "h1"...) // a single phase still shows as a dot
		}
		col := ink(colour(l.Power))
		label := l.Label
		if label == "" {
			label = plotName(m, l.Power)
		}
		c.Group(attr("data-power", l.Power), attr("data-line", label))
		writeTitle(out, label, l.Values)
		writePath(out, d, `class="cs"`)
		writePath(out, d, `class="pl"`, attr("stroke", col))
		c.Gend()
		if n := len(l.Values); n > 0 {
			ends = append(ends, end{label + " " + strconv.Itoa(l.Values[n-1]), col, y(l.Values[n-1])})
		}
	}
	// Names at the lines' ends, moved apart so that none covers another.
	sort.SliceStable(ends, func(i, j int) bool { return ends[i].at < ends[j].at })
	for i := 1; i < len(ends); i++ {
		ends[i].at = math.Max(ends[i].at, ends[i-1].at+plotNameGap)
	}
	// Kept within the panel: names pushed below its foot go back up.
	if n := len(ends); n > 0 && ends[n-1].at > float64(top+chartHeight) {
		ends[n-1].at = float64(top + chartHeight)
		for i := n - 2; i >= 0; i-- {
			ends[i].at = math.Min(ends[i].at, ends[i+1].at-plotNameGap)
		}
	}
	for _, e := range ends {
		c.Rect(right+8, ix(e.at)-5, 10, 10, attr("fill", e.colour), `stroke="#141414"`)
		c.Text(right+24, ix(e.at)+5, e.label, `class="nm"`)
	}
}

// plotName is a power's name as the map writes it.
func plotName(m *board.Map, power string) string {
	if pw := m.Power(power); pw != nil {
		if pw.FullName != "" {
			return displayName(pw.FullName)
		}
		return displayName(pw.Name)
	}
	return power
}

// writeTitle writes a line's title, its label and values, as svgo's Title
// writes one: the label escaped, the values as they are (digits, commas
// and spaces, which escaping leaves).
func writeTitle(out *bytes.Buffer, label string, vs []int) {
	out.WriteString("<title>")
	_ = xml.EscapeText(out, []byte(label)) // a bytes.Buffer never fails to write
	out.WriteString(": ")
	var n [24]byte
	for i, v := range vs {
		if i > 0 {
			out.WriteString(", ")
		}
		out.Write(strconv.AppendInt(n[:0], int64(v), 10))
	}
	out.WriteString("</title>\n")
}

// writePath writes a path as svgo's Path writes one, each attribute a
// name="value" pair.
func writePath(out *bytes.Buffer, d []byte, attrs ...string) {
	out.WriteString(`<path d="`)
	out.Write(d)
	out.WriteString(`" `)
	for _, a := range attrs {
		out.WriteString(a)
		out.WriteByte(' ')
	}
	out.WriteString("/>\n")
}

// niceStep is a grid step of 1, 2 or 5 times a power of ten giving at most
// about six lines up to hi.
func niceStep(hi int) int {
	for p := 1; ; p *= 10 {
		for _, k := range []int{1, 2, 5} {
			if hi/(k*p) <= 6 {
				return k * p
			}
		}
	}
}
