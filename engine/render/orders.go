package render

import (
	"math"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Sizes of order drawings, in map units.
const (
	unitRadius = 24   // arrows stop this far from a unit's centre
	emptyGap   = 6    // and this far from an empty place's spot
	ringRadius = 28   // hold and support-to-hold rings
	headLength = 22   // arrowhead
	headWidth  = 12   // half the arrowhead's base
	bendShare  = 0.12 // moves curve sideways by this share of their length, so A-B and B-A do not overlap
	casingPlus = 4    // the casing is this much wider than its stroke
	failSize   = 10   // half the width of a failure cross
	badgeSize  = 7    // half the width of a removal cross, beside its unit
)

// mark is a cross drawn above the units: on a failed order, or beside a
// unit that is removed or disbanded.
type mark struct {
	at     geom.Vec
	size   float64
	colour string
	order  string
}

// outcomeClass names an order's outcome on its group, for the page's
// styling and for tests.
func outcomeClass(o judge.Outcome) string { return "o-" + o.String() }

// drawOrder draws one order in its power's colour (grey when void) and
// queues its marks.
func (p *picture) drawOrder(o judge.Result) error {
	ord := o.Order
	if ord.Kind == orders.Waive {
		return nil // listed in the legend
	}
	colour := p.ink(o.Power)
	fail := failed(o.Outcome)
	markColour := failColour
	if o.Outcome == judge.Void {
		colour, markColour = ink(voidColour), voidColour
	}
	text := ord.String()
	c := p.c
	c.Group(`class="`+outcomeClass(o.Outcome)+`"`, attr("data-order", text), attr("data-power", o.Power), `data-outcome="`+o.Outcome.String()+`"`)
	c.Title(o.Power + ": " + text + " (" + o.Outcome.String() + ")")
	lineClass := ""
	if fail {
		lineClass = "fail"
	}
	// failAt marks a failed order at the first of the places offered that
	// covers no label and no unit's middle.
	failAt := func(places ...geom.Vec) {
		if !fail {
			return
		}
		at := places[0]
		for _, q := range places {
			if p.clear(q, failSize) {
				at = q
				break
			}
		}
		p.marks = append(p.marks, mark{at: at, size: failSize, colour: markColour, order: text})
	}
	switch {
	case o.Outcome == judge.Void:
		p.used[keyVoid] = ord.Kind != orders.Build
	case fail && ord.Kind != orders.Build:
		p.used[keyFailed] = true
	}
	var err error
	switch ord.Kind {
	case orders.Hold:
		err = p.drawHold(ord, colour, lineClass, failAt)
	case orders.Move, orders.Retreat:
		err = p.drawMove(o, colour, lineClass, failAt)
	case orders.Support:
		err = p.drawSupport(ord, colour, lineClass, failAt)
	case orders.Convoy:
		err = p.drawConvoy(ord, colour, lineClass, failAt)
	case orders.Disband, orders.Remove:
		err = p.drawRemoval(ord, text)
	case orders.Build:
		err = p.drawBuild(o)
	}
	c.Gend()
	return err
}

func (p *picture) drawHold(ord orders.Order, colour, class string, failAt func(...geom.Vec)) error {
	at, err := p.unitAt(ord.Unit)
	if err != nil {
		return err
	}
	p.used[keyHold] = true
	p.ring(at, ringRadius, colour, class)
	var around []geom.Vec
	for a := -45.0; a < 315; a += 45 {
		rad := a * math.Pi / 180
		around = append(around, at.Add(geom.Pt(math.Cos(rad), math.Sin(rad)).Mul(ringRadius)))
	}
	failAt(around...)
	return nil
}

func (p *picture) drawMove(o judge.Result, colour, class string, failAt func(...geom.Vec)) error {
	ord := o.Order
	from, err := p.unitAt(ord.Unit)
	if ord.Kind == orders.Retreat {
		if at, ok := p.retreatAt[string(ord.Unit.Loc)]; ok {
			from, err = at, nil
		}
	}
	if err != nil {
		return err
	}
	to, err := p.at(ord.Dest)
	if err != nil {
		return err
	}
	via, err := p.convoyPath(o)
	if err != nil {
		return err
	}
	p.used[keyMove] = p.used[keyMove] || !failed(o.Outcome)
	gap := p.gapAt(ord.Dest)
	if len(via) > 0 {
		legs := p.polyArrow(from, via, to, gap, colour, class)
		failAt(legs...)
		return nil
	}
	ctrl := bend(from, to, bendShare)
	if ord.Unit.Type == board.Fleet {
		r := p.fleetRoute(ord.Unit.Loc, ord.Dest, from, to)
		if r.via != nil {
			failAt(p.polyArrow(from, r.via, to, gap, colour, class)...)
			return nil
		}
		ctrl = r.ctrl
	}
	tip := p.curveArrow(from, ctrl, to, gap, colour, class)
	var along []geom.Vec
	for _, t := range []float64{.5, .42, .58, .34, .66, .26, .74} {
		along = append(along, quadAt(from, ctrl, tip, t))
	}
	failAt(along...)
	return nil
}

func (p *picture) drawSupport(ord orders.Order, colour, class string, failAt func(...geom.Vec)) error {
	from, err := p.unitAt(ord.Unit)
	if err != nil {
		return err
	}
	target, err := p.unitAt(ord.Target)
	if err != nil {
		return err
	}
	p.used[keySupport] = true
	if ord.To == "" {
		end := target.Toward(from, ringRadius)
		p.line(pathTo("M", from)+pathTo("L", end), colour, "sup "+class, 4)
		p.ring(target, ringRadius, colour, "sup")
		failAt(alongLine(from, end)...)
		return nil
	}
	dest, err := p.at(board.Loc(ord.To))
	if err != nil {
		return err
	}
	// The support ends on the supported unit's path, where its move arrow
	// is (or would be) drawn.
	onPath := quadAt(target, bend(target, dest, bendShare), dest, 0.5)
	if p.convoyed[string(ord.Target.Loc)] {
		// On the last leg of the convoyed army's line.
		for _, o := range p.s.Orders {
			if o.Order.Kind == orders.Move && o.Order.Unit.Loc == ord.Target.Loc {
				if via, err := p.convoyPath(o); err == nil && len(via) > 0 {
					last := via[len(via)-1]
					onPath = last.Add(dest.Sub(last).Mul(.5))
				}
			}
		}
	}
	if ord.Target.Type == board.Fleet {
		r := p.fleetRoute(ord.Target.Loc, board.Loc(ord.To), target, dest)
		onPath = quadAt(target, r.ctrl, dest, 0.5)
		if r.via != nil {
			last := r.via[len(r.via)-1]
			onPath = last.Add(dest.Sub(last).Mul(.4))
		}
	}
	end := onPath.Toward(from, 6)
	p.line(pathTo("M", from)+pathTo("L", end), colour, "sup "+class, 4)
	p.c.Circle(ix(onPath.X), ix(onPath.Y), 7, attr("fill", colour), `class="hd"`)
	failAt(alongLine(from, end)...)
	return nil
}

func (p *picture) drawConvoy(ord orders.Order, colour, class string, failAt func(...geom.Vec)) error {
	fleet, err := p.unitAt(ord.Unit)
	if err != nil {
		return err
	}
	army, err := p.unitAt(ord.Target)
	if err != nil {
		return err
	}
	dest, err := p.at(board.Loc(ord.To))
	if err != nil {
		return err
	}
	p.used[keyConvoy] = true
	// The army's own arrow runs through the convoying fleets; only a convoy
	// the army did not ask for gets a dotted line of its own.
	if !p.convoyed[string(ord.Target.Loc)] {
		end := dest.Toward(fleet, p.gapAt(board.Loc(ord.To)))
		p.line(pathTo("M", army)+pathTo("L", fleet)+pathTo("L", end), colour, "cvy", 6)
	}
	p.triangle(fleet, ringRadius+8, colour, class)
	r := float64(ringRadius + 8)
	failAt(fleet.Add(geom.Pt(r*0.8, -r*0.4)), fleet.Add(geom.Pt(-r*0.8, -r*0.4)), fleet.Add(geom.Pt(0, r*0.6)))
	return nil
}

// drawRemoval rings a removed or disbanded unit in red and sets a small
// cross beside it, so that the unit stays readable.
func (p *picture) drawRemoval(ord orders.Order, text string) error {
	at, err := p.unitAt(ord.Unit)
	if ord.Kind == orders.Disband {
		if d, ok := p.retreatAt[string(ord.Unit.Loc)]; ok {
			at, err = d, nil
		}
	}
	if err != nil {
		return err
	}
	p.used[keyRemove] = true
	p.c.Circle(ix(at.X), ix(at.Y), ringRadius, `class="disc"`)
	p.c.Circle(ix(at.X), ix(at.Y), ringRadius, `class="rm"`)
	badge := at.Add(geom.Pt(ringRadius*.72, -ringRadius*.72))
	for _, q := range []geom.Vec{badge, at.Add(geom.Pt(-ringRadius*.72, -ringRadius*.72)), at.Add(geom.Pt(ringRadius*.72, ringRadius*.72))} {
		if p.clear(q, badgeSize) {
			badge = q
			break
		}
	}
	p.marks = append(p.marks, mark{at: badge, size: badgeSize, colour: failColour, order: text})
	return nil
}

// drawBuild draws a new unit in a green ring, or, for a build that failed
// or was void, a grey outline crossed through. A marker never hides a unit:
// where one already stands it moves to the province's offset spot.
func (p *picture) drawBuild(o judge.Result) error {
	ord := o.Order
	sp, err := p.spot(ord.Unit)
	if err != nil {
		return err
	}
	at := sp.Unit.Vec()
	if p.occupied[ord.Unit.Loc.Province()] {
		at = sp.Dislodged.Vec()
	}
	c := p.c
	x, y := ix(at.X), ix(at.Y)
	if !failed(o.Outcome) {
		p.used[keyBuild] = true
		c.Circle(x, y, ringRadius+2, `class="bldc"`)
		c.Circle(x, y, ringRadius+2, `class="bld"`)
		p.symbol(ord.Unit.Type, at, p.colour(o.Power), 1, "")
		return nil
	}
	p.used[keyBuildVoid] = true
	c.Circle(x, y, ringRadius-6, `class="nob"`)
	p.symbol(ord.Unit.Type, at, p.colour(o.Power), dislodgedScale, "ghost")
	d := float64(ringRadius-6) * math.Sqrt2 / 2
	c.Path(pathTo("M", at.Add(geom.Pt(-d, d)))+pathTo("L", at.Add(geom.Pt(d, -d))), `class="nobx"`)
	return nil
}

// drawMark draws a cross with a white casing.
func (p *picture) drawMark(mk mark) {
	s := mk.size
	d := pathTo("M", mk.at.Add(geom.Pt(-s, -s))) + pathTo("L", mk.at.Add(geom.Pt(s, s))) +
		pathTo("M", mk.at.Add(geom.Pt(-s, s))) + pathTo("L", mk.at.Add(geom.Pt(s, -s)))
	p.c.Group(attr("data-mark", mk.order), `data-at="`+num(mk.at.X)+` `+num(mk.at.Y)+`"`)
	p.c.Path(d, `class="xc"`)
	p.c.Path(d, `class="x"`, attr("stroke", mk.colour))
	p.c.Gend()
}
