package render

import (
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Sizes of an offer's amount, in map units: a white tag with the amount in
// bold, on its order's line.
const (
	amountFont   = 17
	amountHeight = 22
	amountChar   = 10 // the width of a character, generously
	amountPad    = 8
)

// amountBox is the tag of a text centred at q.
func amountBox(text string, q geom.Vec) geom.Box {
	w := float64(len(text)*amountChar+amountPad) / 2
	return geom.Box{X0: q.X - w, Y0: q.Y - amountHeight/2, X1: q.X + w, Y1: q.Y + amountHeight/2}
}

// drawAmounts writes each offer's amount (Scene.Amounts) on its order: on
// a move's arrow or a support's line near its middle, beside the unit for
// a hold or a convoy; at the first place tried where the tag covers no
// province name, no failure mark, no unit's middle and no other tag, else
// at the first.
func (p *picture) drawAmounts() error {
	var placed []geom.Box
	for i, text := range p.s.Amounts {
		if text == "" || i >= len(p.s.Orders) {
			continue
		}
		o := p.s.Orders[i]
		tries, err := p.amountPlaces(i, o.Order)
		if err != nil {
			return err
		}
		if len(tries) == 0 {
			continue
		}
		at := tries[0]
		for _, q := range tries {
			if p.tagClear(amountBox(text, q), placed) {
				at = q
				break
			}
		}
		b := amountBox(text, at)
		placed = append(placed, b)
		p.c.Group(attr("data-amount", text), attr("data-for", o.Order.String()), attr("data-power", o.Power))
		p.c.Rect(ix(b.X0), ix(b.Y0), ix(b.X1-b.X0), amountHeight, `rx="5"`, `class="amt"`, attr("stroke", p.ink(o.Power)))
		p.c.Text(ix(at.X), ix(at.Y+amountFont*0.35), text, `class="txt amtt"`)
		p.c.Gend()
	}
	return nil
}

// amountPlaces are the places tried for an order's amount, best first.
func (p *picture) amountPlaces(i int, ord orders.Order) ([]geom.Vec, error) {
	along := []float64{.5, .4, .6, .3, .7, .2, .8}
	var out []geom.Vec
	switch ord.Kind {
	case orders.Move, orders.Retreat:
		if i < len(p.arrows) {
			// On the arrow, then beside it on either side.
			a := p.arrows[i]
			for _, side := range []float64{0, 1, -1} {
				for _, t := range along {
					q := a.at(t)
					if side != 0 {
						way := a.at(t + .05).Sub(a.at(t - .05))
						if l := way.Len(); l > 0 {
							q = q.Add(geom.Pt(-way.Y, way.X).Mul(side * (amountHeight/2 + 8) / l))
						}
					}
					out = append(out, q)
				}
			}
		}
	case orders.Support:
		from, end, err := p.supportLine(ord)
		if err != nil {
			return nil, err
		}
		for _, t := range along {
			out = append(out, from.Add(end.Sub(from).Mul(t)))
		}
	case orders.Waive, orders.Build:
		return nil, nil
	}
	// Beside the unit: a hold, a convoy, or a line with no room.
	at, err := p.unitAt(ord.Unit)
	if err != nil {
		return nil, err
	}
	const r = ringRadius + amountHeight/2 + 4
	for _, d := range []geom.Vec{geom.Pt(0, -r), geom.Pt(r+10, 0), geom.Pt(0, r), geom.Pt(-r-10, 0)} {
		out = append(out, at.Add(d))
	}
	return out, nil
}

// tagClear is whether a tag leaves every province name, every failure
// mark, every unit's middle and every tag placed before uncovered.
func (p *picture) tagClear(b geom.Box, placed []geom.Box) bool {
	if p.g.onLabel(b) {
		return false
	}
	for _, q := range placed {
		if q.Hits(b) {
			return false
		}
	}
	for _, mk := range p.marks {
		if geom.Around(mk.at, mk.size+3).Hits(b) {
			return false
		}
	}
	core := b.Grow(symbolCore)
	for _, u := range p.units {
		if core.Has(u.at) {
			return false
		}
	}
	return true
}
