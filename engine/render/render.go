// Package render draws a Diplomacy board as SVG: provinces tinted by their
// owners, supply centers, units, and the orders of a phase with their
// outcomes. The same picture serves the web app, the CLI and the reports.
package render

import (
	"bytes"
	"fmt"
	"io"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Scene is everything one picture shows.
type Scene struct {
	Title     string            // "Spring 1901 Movement"
	Units     []orders.Placed   // units standing (before the phase for an order map)
	Dislodged []orders.Placed   // units dislodged (drawn offset), retreat phases
	Owners    map[string]string // province -> power; supply centers by owner, others by controller
	Orders    []DrawnOrder      // optional: orders with results
}

// DrawnOrder is one order of the phase and what became of it.
type DrawnOrder struct {
	Power   string
	Order   orders.Order
	Outcome string // "succeeds", "fails", "void", "" (not adjudicated)
}

// Outcomes a DrawnOrder may carry.
const (
	Succeeds = "succeeds"
	Fails    = "fails"
	Void     = "void"
)

// panelWidth is the strip right of the map that holds the legend, so that
// the legend never hides a province.
const panelWidth = 330

// Map writes the SVG of the scene on the map. It is a pure function of its
// input: it fails only when the writer does or when the scene names a place
// the map has no drawing for, and then writes nothing.
func Map(w io.Writer, m *board.Map, s Scene) error {
	if m == nil {
		return fmt.Errorf("render: no map")
	}
	g, err := geometryFor(m.ID)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := draw(&buf, m, g, s); err != nil {
		return err
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// draw lays the picture out in layers, bottom to top: land and sea, supply
// centers, order lines, units, failure marks, labels, legend. It writes
// into a buffer that Map throws away on error.
func draw(buf *bytes.Buffer, m *board.Map, g *Geometry, s Scene) error {
	p := newPicture(buf, m, g, s)
	if err := p.place(); err != nil {
		return err
	}
	buf.Grow(96 << 10)
	// The legend is laid out first: a small map gets a taller picture
	// rather than a cut legend.
	var legend bytes.Buffer
	p.buf, p.c.Writer = &legend, &legend
	height := max(g.Height, p.drawLegend())
	p.buf, p.c.Writer = buf, buf
	c := p.c
	c.Startraw(fmt.Sprintf(`viewBox="0 0 %d %d"`, g.Width+panelWidth, height))
	c.Title(s.Title)
	c.Def()
	c.Style("text/css", css)
	buf.WriteString(symbols)
	c.DefEnd()
	p.drawTerrain()
	p.drawCenters()
	marks := make([]mark, 0, 8)
	c.Group(`id="orders"`)
	for _, o := range s.Orders {
		mk, err := p.drawOrder(o)
		if err != nil {
			return err
		}
		marks = append(marks, mk...)
	}
	c.Gend()
	p.drawUnits()
	c.Group(`id="marks"`)
	for _, mk := range marks {
		p.drawMark(mk)
	}
	c.Gend()
	p.drawLabels()
	c.Group(`id="legend"`)
	c.Rect(g.Width, 0, panelWidth, height, `fill="#f7f4ec"`, `stroke="#8a7f6a"`, `stroke-width="2"`)
	buf.Write(legend.Bytes())
	c.Gend()
	c.End()
	return nil
}
