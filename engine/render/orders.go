package render

import (
	"math"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Sizes of order drawings, in map units.
const (
	unitRadius = 24   // arrows stop this far from a unit's centre
	emptyGap   = 6    // and this far from an empty place's spot
	ringRadius = 28   // hold and support-to-hold rings
	headLength = 24   // arrowhead
	headWidth  = 13   // half the arrowhead's base
	bendShare  = 0.12 // moves curve sideways by this share of their length, so A-B and B-A do not overlap
)

// mark is drawn above the units: a cross on a failed order or on a unit
// that is removed or disbanded.
type mark struct {
	at     pt
	size   float64
	colour string
	order  string
}

// drawOrder draws one order in its power's colour and returns the marks to
// draw above the units. Void orders are grey.
func (p *picture) drawOrder(o DrawnOrder) ([]mark, error) {
	ord := o.Order
	if ord.Kind == orders.Waive {
		return nil, nil // listed in the legend
	}
	colour := p.colour(o.Power)
	failed := o.Outcome == Fails || o.Outcome == Void
	markColour := failColour
	if o.Outcome == Void {
		colour, markColour = unknownColour, unknownColour
	}
	text := ord.String()
	b := p.buf
	b.WriteString(`<g ` + attr("data-order", text) + ` ` + attr("data-power", o.Power))
	if o.Outcome != "" {
		b.WriteString(` ` + attr("data-outcome", o.Outcome))
	}
	b.WriteString(`><title>`)
	title := o.Power + ": " + text
	if o.Outcome != "" {
		title += " (" + o.Outcome + ")"
	}
	escapeBody(b, title)
	b.WriteString(`</title>`)
	var marks []mark
	fail := func(at pt) {
		if failed {
			marks = append(marks, mark{at: at, size: 11, colour: markColour, order: text})
		}
	}
	lineClass := ""
	if failed {
		lineClass = "fail"
	}
	switch ord.Kind {
	case orders.Hold:
		at, err := p.unitAt(ord.Unit)
		if err != nil {
			return nil, err
		}
		p.ring(at, ringRadius, colour, lineClass)
		fail(at.add(pt{ringRadius * 0.7, -ringRadius * 0.7}))
	case orders.Move, orders.Retreat:
		from, err := p.unitAt(ord.Unit)
		if ord.Kind == orders.Retreat {
			if at, ok := p.retreatAt[string(ord.Unit.Loc)]; ok {
				from, err = at, nil
			}
		}
		if err != nil {
			return nil, err
		}
		to, err := p.at(ord.Dest)
		if err != nil {
			return nil, err
		}
		via, err := p.convoyPath(o, from)
		if err != nil {
			return nil, err
		}
		mid, length := p.arrow(from, via, to, p.gapAt(ord.Dest), colour, lineClass, 5)
		if failed {
			// A short arrow keeps a small cross, so the arrow stays visible.
			size := math.Max(7, math.Min(11, length/8))
			marks = append(marks, mark{at: mid, size: size, colour: markColour, order: text})
		}
	case orders.Support:
		from, err := p.unitAt(ord.Unit)
		if err != nil {
			return nil, err
		}
		target, err := p.unitAt(ord.Target)
		if err != nil {
			return nil, err
		}
		if ord.To == "" {
			end := target.toward(from, ringRadius)
			p.line("M"+num(from.x)+" "+num(from.y)+"L"+num(end.x)+" "+num(end.y), colour, "sup "+lineClass, 4)
			p.ring(target, ringRadius, colour, "sup")
			fail(from.add(end).mul(0.5))
			break
		}
		dest, err := p.at(board.Loc(ord.To))
		if err != nil {
			return nil, err
		}
		// The support ends on the supported unit's path, where its move
		// arrow is (or would be) drawn.
		ctrl := bend(target, dest)
		onPath := quadAt(target, ctrl, dest, 0.5)
		end := onPath.toward(from, 6)
		p.line("M"+num(from.x)+" "+num(from.y)+"L"+num(end.x)+" "+num(end.y), colour, "sup "+lineClass, 4)
		b.WriteString(`<circle cx="` + num(onPath.x) + `" cy="` + num(onPath.y) + `" r="7" ` + attr("fill", colour) + ` class="hd"/>`)
		fail(from.add(end).mul(0.5))
	case orders.Convoy:
		fleet, err := p.unitAt(ord.Unit)
		if err != nil {
			return nil, err
		}
		army, err := p.unitAt(ord.Target)
		if err != nil {
			return nil, err
		}
		dest, err := p.at(board.Loc(ord.To))
		if err != nil {
			return nil, err
		}
		end := dest.toward(fleet, p.gapAt(board.Loc(ord.To)))
		p.line("M"+num(army.x)+" "+num(army.y)+"L"+num(fleet.x)+" "+num(fleet.y)+"L"+num(end.x)+" "+num(end.y), colour, "cvy", 6)
		p.triangle(fleet, colour, lineClass)
		fail(fleet.add(pt{ringRadius * 0.8, -ringRadius * 0.8}))
	case orders.Disband, orders.Remove:
		at, err := p.unitAt(ord.Unit)
		if ord.Kind == orders.Disband {
			if d, ok := p.retreatAt[string(ord.Unit.Loc)]; ok {
				at, err = d, nil
			}
		}
		if err != nil {
			return nil, err
		}
		p.ring(at, ringRadius, failColour, "")
		marks = append(marks, mark{at: at, size: 17, colour: failColour, order: text})
	case orders.Build:
		at, err := p.at(ord.Unit.Loc)
		if err != nil {
			return nil, err
		}
		class := ""
		if failed {
			class = "ghost"
		}
		b.WriteString(`<circle class="bld" cx="` + num(at.x) + `" cy="` + num(at.y) + `" r="` + num(ringRadius+2) + `"/>`)
		p.symbol(ord.Unit.Type, at, p.colour(o.Power), class)
		fail(at)
	}
	b.WriteString("</g>\n")
	return marks, nil
}

// convoyPath is where a convoyed army passes: the seas it wrote out, or the
// fleets ordered to convoy it there, nearest first.
func (p *picture) convoyPath(o DrawnOrder, from pt) ([]pt, error) {
	ord := o.Order
	var via []pt
	for _, sea := range ord.Route {
		at, err := p.at(board.Loc(sea))
		if err != nil {
			return nil, err
		}
		via = append(via, at)
	}
	if len(via) > 0 || !ord.ViaConvoy || ord.Kind != orders.Move {
		return via, nil
	}
	var fleets []pt
	for _, c := range p.s.Orders {
		co := c.Order
		if co.Kind == orders.Convoy && co.Target.Loc == ord.Unit.Loc && co.To == ord.Dest.Province() {
			at, err := p.unitAt(co.Unit)
			if err != nil {
				return nil, err
			}
			fleets = append(fleets, at)
		}
	}
	cur := from
	for len(fleets) > 0 {
		best := 0
		for i, f := range fleets {
			if f.sub(cur).len() < fleets[best].sub(cur).len() {
				best = i
			}
		}
		cur = fleets[best]
		via = append(via, cur)
		fleets = append(fleets[:best], fleets[best+1:]...)
	}
	return via, nil
}

// arrow draws a move from one unit to a place, through waypoints if any,
// stopping gap short of it, and returns the middle of its path (where a
// failure is marked) and its length.
func (p *picture) arrow(from pt, via []pt, to pt, gap float64, colour, class string, width float64) (pt, float64) {
	var d strings.Builder
	d.WriteString("M" + num(from.x) + " " + num(from.y))
	if len(via) == 0 {
		ctrl := bend(from, to)
		tip := to.toward(ctrl, gap)
		base := tip.toward(ctrl, headLength)
		d.WriteString("Q" + num(ctrl.x) + " " + num(ctrl.y) + " " + num(base.x) + " " + num(base.y))
		p.line(d.String(), colour, class, width)
		p.head(tip, ctrl, colour)
		return quadAt(from, ctrl, tip, 0.5), tip.sub(from).len()
	}
	for _, w := range via {
		d.WriteString("L" + num(w.x) + " " + num(w.y))
	}
	last := via[len(via)-1]
	tip := to.toward(last, gap)
	base := tip.toward(last, headLength)
	d.WriteString("L" + num(base.x) + " " + num(base.y))
	p.line(d.String(), colour, class, width)
	p.head(tip, last, colour)
	length := via[0].sub(from).len() + tip.sub(last).len()
	for i := 1; i < len(via); i++ {
		length += via[i].sub(via[i-1]).len()
	}
	// The cross of a failed convoyed move goes on its last leg, not on a
	// convoying fleet.
	return last.add(tip).mul(0.5), length
}

// gapAt is how far short of a place an arrow stops: clear of the unit
// standing there, or nearly at the spot when it is empty.
func (p *picture) gapAt(loc board.Loc) float64 {
	if p.occupied[loc.Province()] {
		return unitRadius
	}
	return emptyGap
}

// bend is the control point of a move's curve: off the middle, to the left
// of the direction of travel.
func bend(from, to pt) pt {
	v := to.sub(from)
	return from.add(to).mul(0.5).add(pt{v.y, -v.x}.mul(bendShare))
}

func quadAt(a, c, b pt, t float64) pt {
	u := 1 - t
	return a.mul(u * u).add(c.mul(2 * u * t)).add(b.mul(t * t))
}

// line draws a path in a colour over a dark casing, so that light colours
// read on light land.
func (p *picture) line(d, colour, class string, width float64) {
	b := p.buf
	b.WriteString(`<path class="case" d="` + d + `" stroke-width="` + num(width+3) + `"/>`)
	b.WriteString(`<path class="ln`)
	if class = strings.TrimSpace(class); class != "" {
		b.WriteString(" " + class)
	}
	b.WriteString(`" d="` + d + `" ` + attr("stroke", colour) + ` stroke-width="` + num(width) + `"/>`)
}

// head draws an arrowhead whose tip is at tip, pointing away from back.
func (p *picture) head(tip, back pt, colour string) {
	dir := tip.sub(back)
	l := dir.len()
	if l == 0 {
		return
	}
	dir = dir.mul(1 / l)
	base := tip.sub(dir.mul(headLength))
	n := pt{-dir.y, dir.x}.mul(headWidth)
	a, c := base.add(n), base.sub(n)
	p.buf.WriteString(`<path class="hd" d="M` + num(tip.x) + " " + num(tip.y) + "L" + num(a.x) + " " + num(a.y) + "L" + num(c.x) + " " + num(c.y) + `z" ` + attr("fill", colour) + `/>`)
}

func (p *picture) ring(at pt, r float64, colour, class string) {
	b := p.buf
	c := `cx="` + num(at.x) + `" cy="` + num(at.y) + `" r="` + num(r) + `"`
	b.WriteString(`<circle class="case" ` + c + ` stroke-width="7"/>`)
	b.WriteString(`<circle class="ln`)
	if class != "" {
		b.WriteString(" " + class)
	}
	b.WriteString(`" ` + c + ` ` + attr("stroke", colour) + ` stroke-width="4"/>`)
}

// triangle frames a convoying fleet.
func (p *picture) triangle(at pt, colour, class string) {
	var d strings.Builder
	for i := 0; i < 3; i++ {
		a := -math.Pi/2 + float64(i)*2*math.Pi/3
		q := at.add(pt{math.Cos(a), math.Sin(a)}.mul(ringRadius + 8))
		if i == 0 {
			d.WriteString("M")
		} else {
			d.WriteString("L")
		}
		d.WriteString(num(q.x) + " " + num(q.y))
	}
	d.WriteString("z")
	p.line(d.String(), colour, class, 4)
}

// drawMark draws a cross with a white casing.
func (p *picture) drawMark(mk mark) {
	s := mk.size
	d := "M" + num(mk.at.x-s) + " " + num(mk.at.y-s) + "L" + num(mk.at.x+s) + " " + num(mk.at.y+s) +
		"M" + num(mk.at.x-s) + " " + num(mk.at.y+s) + "L" + num(mk.at.x+s) + " " + num(mk.at.y-s)
	b := p.buf
	b.WriteString(`<g ` + attr("data-mark", mk.order) + `><path class="xc" d="` + d + `"/><path class="x" d="` + d + `" ` + attr("stroke", mk.colour) + `/></g>` + "\n")
}
