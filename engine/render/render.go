// Package render draws a Diplomacy board as SVG: provinces tinted by their
// owners, supply centers, units, and the orders of a phase with their
// outcomes as the judge gave them (Map), every mark at the map's own
// scale; and a game's story as a chart (Plot). It draws scenes and stories
// and knows nothing of game files: engine/publish builds the scene of a
// game or of a phase of its history, and the story of its history, from
// typed values.
package render

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// Scene is everything one picture shows.
type Scene struct {
	Title string          // "Spring 1901 Movement"
	Units []orders.Placed // units standing (before the phase for an order map)
	// Dislodged are the units waiting to retreat (retreat phases), drawn
	// beside the unit that took their place, on the side of AttackedFrom,
	// and titled with who dislodged them.
	Dislodged []judge.Dislodgement
	Owners    map[string]string // province -> power; supply centers by owner, others by controller
	// Orders are the phase's orders with the judge's outcomes; each mark's
	// tooltip gives the result's Cause. A result marked Dislodged rings its
	// unit on a movement map, titled with DislodgedBy.
	Orders []judge.OrderResult
	// Amounts, when given, label the orders of the same index with the
	// offer that pays for them (an offer map: "4", "2 !"), "" for none.
	Amounts []string
}

// panelWidth is the strip right of the map that holds the legend, so that
// the legend never hides a province.
const panelWidth = 330

// Map writes the SVG of the scene on the map. It is a pure function of its
// input: it fails only when the writer does or when the scene names a place
// the map has no drawing for, and then writes nothing.
func Map(w io.Writer, m *board.Map, s Scene) error { return MapOn(w, m, nil, s) }

// MapOn is Map on a drawing given (LoadDrawing); nil is the map's built-in
// drawing (the standard map's).
func MapOn(w io.Writer, m *board.Map, d *Drawing, s Scene) error {
	if m == nil {
		return fmt.Errorf("render: no map")
	}
	var g *drawing
	if d != nil && d.g != nil {
		g = d.g
	} else {
		var err error
		if g, err = drawingFor(m.ID); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	if _, err := draw(&buf, m, g, s); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// draw lays the picture out in layers, bottom to top: land and sea, supply
// centers, order lines, units, labels, moves, marks, legend. The map is drawn
// before the legend so that the key lists exactly the symbols used, and the
// legend before the header so that a small map gets a taller picture rather
// than a cut legend. It writes into a buffer that Map throws away on error.
func draw(buf *bytes.Buffer, m *board.Map, g *drawing, s Scene) (*picture, error) {
	p := newPicture(m, g, s)
	if err := p.place(); err != nil {
		return nil, err
	}
	body := bytes.NewBuffer(make([]byte, 0, 96<<10))
	p.to(body)
	p.drawTerrain()
	p.drawCenters()
	if err := p.planMoves(); err != nil {
		return nil, err
	}
	p.c.Group(`id="orders"`)
	for i, o := range s.Orders {
		if !moving(o) {
			if err := p.drawOrder(i, o); err != nil {
				return nil, err
			}
		}
	}
	p.c.Gend()
	p.drawUnits()
	p.drawLabels()
	// Moves show whole, above the units and the labels; the successful
	// ones above the failed. Failure marks, kept off the successful moves,
	// go on top.
	if len(p.arrows) > 0 {
		p.c.Group(`id="moves"`)
		for _, wins := range []bool{false, true} {
			for i, o := range s.Orders {
				if moving(o) && won(o) == wins {
					if err := p.drawOrder(i, o); err != nil {
						return nil, err
					}
				}
			}
		}
		p.c.Gend()
		p.drawNamesOver()
	}
	if len(s.Amounts) > 0 {
		p.c.Group(`id="amounts"`)
		if err := p.drawAmounts(); err != nil {
			return nil, err
		}
		p.c.Gend()
	}
	p.c.Group(`id="marks"`)
	for _, mk := range p.marks {
		p.drawMark(mk)
	}
	p.c.Gend()

	var legend bytes.Buffer
	p.to(&legend)
	// A picture grown to fit its units (fitScale) grows its legend with
	// it, drawn at the panel's own size and scaled as a whole.
	grown := 1.0
	if g.art != nil && g.art.grown > 1 {
		grown = g.art.grown
		p.legendX = 0
	} else {
		p.legendX = g.Width
	}
	p.legendH = int(float64(g.Height) / grown)
	drawn := float64(p.drawLegend())
	if drawn*grown > float64(g.Height) {
		// Grown less, rather than running below the map.
		grown = max(1, float64(g.Height)/drawn)
	}
	height := max(g.Height, int(math.Ceil(drawn*grown)))
	panel := int(math.Ceil(panelWidth * grown))

	p.to(buf)
	c := p.c
	buf.Grow(body.Len() + legend.Len() + 4<<10)
	c.Startraw(fmt.Sprintf(`viewBox="0 0 %d %d"`, g.Width+panel, height))
	c.Title(s.Title)
	c.Def()
	c.Style("text/css", css)
	p.drawSymbols()
	c.DefEnd()
	buf.Write(body.Bytes())
	if p.legendX != 0 {
		c.Group(`id="legend"`)
		c.Rect(g.Width, 0, panelWidth, height, `fill="#f7f4ec"`, `stroke="#8a7f6a"`, `stroke-width="2"`)
	} else {
		c.Group(`id="legend"`, fmt.Sprintf(`transform="translate(%d 0) scale(%s)"`, g.Width, strconv.FormatFloat(grown, 'f', 4, 64)))
		c.Rect(0, 0, panelWidth, int(math.Ceil(float64(height)/grown)), `fill="#f7f4ec"`, `stroke="#8a7f6a"`, `stroke-width="2"`)
	}
	buf.Write(legend.Bytes())
	c.Gend()
	c.End()
	return p, nil
}
