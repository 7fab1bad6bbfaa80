package render

import (
	"math"
	"slices"
	"strconv"
	"strings"

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
	colour string // failColour or voidColour: written as is
	order  string
	why    string // the order, its outcome and the judge's cause, as a tooltip
}

// outcomeClass names an order's outcome on its group, for the page's
// styling and for tests.
func outcomeClass(o judge.Outcome) string { return "o-" + o.String() }

// moving is whether an order is drawn as an arrow, above the units and
// the labels.
func moving(o judge.OrderResult) bool {
	return o.Order.Kind == orders.Move || o.Order.Kind == orders.Retreat
}

// won is whether an order is a move that succeeded: drawn above the failed
// ones.
func won(o judge.OrderResult) bool { return o.Outcome == judge.Succeeds && moving(o) }

// why is the judge's cause of an order's outcome in a player's words, set
// after the outcome in tooltips: "A TYR - VEN fails: A VEN did not move
// away and held (1 against 1)". Scenes without causes (drawn from history)
// give the outcome alone.
func (p *picture) why(o judge.OrderResult) string {
	if w := o.Cause.Words(p.m); w != "" {
		return ": " + w
	}
	return ""
}

// drawOrder draws one order in its power's colour (grey when void) and
// queues its marks.
func (p *picture) drawOrder(i int, o judge.OrderResult) error {
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
	why := p.why(o)
	c := p.c
	c.Group(`class="`+outcomeClass(o.Outcome)+`"`, attr("data-order", text), attr("data-power", o.Power), `data-outcome="`+o.Outcome.String()+`"`)
	c.Title(o.Power + ": " + text + " " + o.Outcome.String() + why)
	if fail || ord.Kind == orders.Remove || ord.Kind == orders.Disband {
		why = text + " " + o.Outcome.String() + why // the mark's own tooltip
	}
	lineClass := ""
	if fail {
		lineClass = "fail"
	}
	// failAt marks a failed order at the first of the places offered that
	// covers no successful move, no label and no unit's middle; failing
	// that, at the first that covers no successful move.
	failAt := func(places ...geom.Vec) {
		if !fail {
			return
		}
		at, found := places[0], false
		for _, q := range places {
			if p.clear(q, failSize) {
				at, found = q, true
				break
			}
		}
		if !found {
			for _, q := range places {
				if !p.onWin(q, failSize) {
					at = q
					break
				}
			}
		}
		p.marks = append(p.marks, mark{at: at, size: failSize, colour: markColour, order: text, why: why})
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
		p.used[keyMove] = p.used[keyMove] || !fail
		p.drawArrow(p.arrows[i], colour, lineClass)
		if fail {
			failAt(p.arrows[i].along()...)
		}
	case orders.Support:
		err = p.drawSupport(ord, colour, lineClass, failAt)
	case orders.Convoy:
		err = p.drawConvoy(ord, colour, lineClass, failAt)
	case orders.Disband, orders.Remove:
		err = p.drawRemoval(ord, text, why)
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

// planMoves works out every move's arrow before anything is drawn, so
// that the failure marks of every order keep off the successful moves, and
// a support ends on the line its move is drawn along.
func (p *picture) planMoves() error {
	for i, o := range p.s.Orders {
		if !moving(o) {
			continue
		}
		a, err := p.moveArrow(o)
		if err != nil {
			return err
		}
		if p.arrows == nil {
			p.arrows = make([]arrow, len(p.s.Orders))
		}
		p.arrows[i] = a
		if won(o) {
			p.keep = append(p.keep, a.bounded())
		}
	}
	// A successful support's line is kept clear of failure marks too.
	for _, o := range p.s.Orders {
		if o.Order.Kind == orders.Support && o.Outcome == judge.Succeeds {
			if from, end, err := p.supportLine(o.Order); err == nil {
				a := arrow{tip: end, back: from, from: from, via: []geom.Vec{}}
				p.keep = append(p.keep, a.bounded())
			}
		}
	}
	return nil
}

// moveArrow is the arrow of a move or retreat. It is drawn above the
// units, so it starts at its unit's edge rather than its middle.
func (p *picture) moveArrow(o judge.OrderResult) (arrow, error) {
	ord := o.Order
	from, err := p.unitAt(ord.Unit)
	if ord.Kind == orders.Retreat {
		if at, ok := p.retreatAt[string(ord.Unit.Loc)]; ok {
			from, err = at, nil
		}
	}
	if err != nil {
		return arrow{}, err
	}
	to, err := p.at(ord.Dest)
	if err != nil {
		return arrow{}, err
	}
	via, err := p.convoyPath(o)
	if err != nil {
		return arrow{}, err
	}
	start := float64(unitRadius)
	gap := p.gapAt(ord.Dest, from)
	var builds []func(to geom.Vec, gap float64) arrow // the arrow's ways, the usual first
	curves := func(ctrl geom.Vec) {
		builds = append(builds, func(to geom.Vec, gap float64) arrow { return curveArrow(from, p.within(ctrl), to, start, gap) })
		if ord.Unit.Type == board.Fleet {
			return // a fleet keeps to its route over water
		}
		// Other bends, should the usual one's head lie on the name.
		for _, share := range []float64{-bendShare, 3 * bendShare, -3 * bendShare, 5 * bendShare, -5 * bendShare, 8 * bendShare, -8 * bendShare} {
			builds = append(builds, func(to geom.Vec, gap float64) arrow {
				return curveArrow(from, p.within(bend(from, to, share)), to, start, gap)
			})
		}
	}
	switch {
	case len(via) > 0:
		builds = append(builds, func(to geom.Vec, gap float64) arrow { return polyArrow(from, via, to, start, gap) })
	case ord.Unit.Type == board.Fleet:
		r := p.fleetRoute(ord.Unit.Loc, ord.Dest, from, to)
		if r.via != nil {
			builds = append(builds, func(to geom.Vec, gap float64) arrow { return polyArrow(from, r.via, to, start, gap) })
		} else {
			curves(r.ctrl)
		}
	default:
		curves(p.armyBend(o, from, to, gap))
	}
	return p.clearOfName(builds, to, gap, ord.Dest.Province(), from), nil
}

// nameStep and nameReach are how far at a time, and at most, an arrow
// stops shorter to keep its head off its destination's name.
const (
	nameStep  = 3
	nameReach = 90
	minShaft  = 8 // the least line left between the unit's edge and the head
)

// drawNamesOver writes again, above the moves, each name a move's head
// could not keep off (clearOfName), as the map writes it beneath.
func (p *picture) drawNamesOver() {
	if len(p.namesOver) == 0 {
		return
	}
	if a := p.g.art; a != nil {
		var b strings.Builder
		for _, id := range p.namesOver {
			b.WriteString(a.name(id))
		}
		p.drawPicture("names-over", b.String(), ` paint-order="stroke" stroke-width="`+artHalo(a)+`" stroke-linejoin="round" pointer-events="none"`)
		return
	}
	p.c.Group(`id="names-over"`)
	for _, id := range p.namesOver {
		p.label(id)
	}
	p.c.Gend()
}

// clearOfName is the arrow built the first way to stop gap short of its
// destination, or, when its head would cover the destination's name (the
// moves are drawn above the names: issue 32), the first way, bent
// otherwise if need be, that stops as little shorter as keeps the head off
// it; failing that, when the place is empty, aimed a little past it, away
// from the name. Every other way keeps what the first keeps: its tip off
// every unit, at the edge of a unit standing there (over its ring when it
// is dislodged), and as much of its line showing outside the names, up
// to a head and a cross's width. A name that no such arrow clears keeps
// the first.
func (p *picture) clearOfName(builds []func(to geom.Vec, gap float64) arrow, to geom.Vec, gap float64, dest string, from geom.Vec) arrow {
	a := builds[0](to, gap)
	name, ok := p.g.labels[dest]
	if !ok || !name.OverlapsTriangle(headRoom(a.tip, a.back)) {
		return a
	}
	var buf [arrowSamples + 1]geom.Vec
	shown := func(c arrow) float64 {
		s, _ := p.g.shown(c.line(buf[:0]))
		return s
	}
	least := min(shown(a), headLength+2*failSize)
	reach, pasts := float64(nameReach), []float64{0, nameStep * 4, nameStep * 8, nameStep * 12, nameStep * 16}
	if _, taken := p.occupant[dest]; taken || len(builds) == 1 {
		// At a unit's edge; or a fleet's route, which keeps to the water.
		pasts = pasts[:1]
		if taken {
			reach = dislodgedRing - unitRadius
		}
	}
	onUnit := func(q geom.Vec) bool {
		for _, u := range p.units {
			for _, b := range geom.SymbolBoxes(u.Unit.Type, u.at, 1) {
				if b.Has(q) {
					return true
				}
			}
		}
		return false
	}
	b := name.Bound()
	away := to.Sub(geom.Pt((b.X0+b.X1)/2, (b.Y0+b.Y1)/2))
	if l := away.Len(); l > 0 {
		away = away.Mul(1 / l)
	}
	for _, past := range pasts {
		aim := to.Add(away.Mul(past))
		for _, build := range builds {
			for extra := 0.0; extra <= reach; extra += nameStep {
				c := build(aim, gap+extra)
				if c.tip.Sub(from).Len() < unitRadius+headLength+minShaft {
					break // too short to show as a move
				}
				if !name.OverlapsTriangle(headRoom(c.tip, c.back)) && !onUnit(c.tip) && shown(c) >= least {
					return c
				}
			}
		}
	}
	// The name lies between the two units (Youngstown's PAR and BRE):
	// no head keeps off it, so it is written again above the moves.
	if !slices.Contains(p.namesOver, dest) {
		p.namesOver = append(p.namesOver, dest)
	}
	return a
}

// within brings a curve's control point into a DPjudge picture: a move
// along its edge (empire's south coast) bends no farther out than the
// picture and its margin.
func (p *picture) within(q geom.Vec) geom.Vec {
	if p.g.art == nil {
		return q // an outline drawing's seas reach its edge, and a curve may round them
	}
	return geom.Pt(math.Max(0, math.Min(q.X, float64(p.g.Width))), math.Max(0, math.Min(q.Y, float64(p.g.Height))))
}

// armyBend is the control point of an army's curve: bent to the left of
// its way (so that A-B and B-A do not overlap) unless bending the other
// way, or not at all, leaves clearly more of it outside the labels. A move
// with one coming the other way keeps to the left. The choice depends on
// the drawing alone, so it is worked out once per drawing and way.
func (p *picture) armyBend(o judge.OrderResult, from, to geom.Vec, gap float64) geom.Vec {
	left := bend(from, to, bendShare)
	ord := o.Order
	for _, q := range p.s.Orders {
		if (q.Order.Kind == orders.Move || q.Order.Kind == orders.Retreat) &&
			q.Order.Unit.Loc.Province() == ord.Dest.Province() && q.Order.Dest.Province() == ord.Unit.Loc.Province() {
			return left
		}
	}
	// The key is written on the stack: a lookup allocates nothing.
	var buf [64]byte
	key := buf[:0]
	for _, f := range [5]float64{from.X, from.Y, to.X, to.Y, gap} {
		key = strconv.AppendInt(append(key, ' '), int64(ix(f)), 10)
	}
	p.g.bendMu.Lock()
	best, ok := p.g.bendOf[string(key)]
	p.g.bendMu.Unlock()
	if !ok {
		best = p.findBend(from, to, gap)
		p.g.bendMu.Lock()
		if p.g.bendOf == nil {
			p.g.bendOf = map[string]geom.Vec{}
		}
		p.g.bendOf[string(key)] = best
		p.g.bendMu.Unlock()
	}
	if best != left {
		if p.bends == nil {
			p.bends = map[string]geom.Vec{}
		}
		p.bends[string(ord.Unit.Loc)] = best
	}
	return best
}

func (p *picture) findBend(from, to geom.Vec, gap float64) geom.Vec {
	var buf [arrowSamples + 1]geom.Vec
	shows := func(c geom.Vec) (shown, whole float64) {
		a := curveGeom(from, c, to, unitRadius, gap)
		return p.g.shown(a.line(buf[:0]))
	}
	left := bend(from, to, bendShare)
	shown, whole := shows(left)
	if shown >= whole {
		return left // nothing hides it: the usual case
	}
	best := left
	for _, share := range []float64{-bendShare, 0} {
		c := bend(from, to, share)
		if s, _ := shows(c); s > shown+minGain {
			best, shown = c, s
		}
	}
	return best
}

// minGain is how much more of an army's arrow must show, in map units, for
// it to bend the other way.
const minGain = 4

// shown is the length of a sampled line outside every label, and its
// whole length.
func (g *drawing) shown(line []geom.Vec) (shown, whole float64) {
	for i := 1; i < len(line); i++ {
		l := line[i].Sub(line[i-1]).Len()
		whole += l
		if !g.underLabel(line[i-1].Add(line[i]).Mul(.5)) {
			shown += l
		}
	}
	return shown, whole
}

// underLabel reports whether a point of a line lies under a label.
func (g *drawing) underLabel(q geom.Vec) bool { return g.onLabel(geom.Around(q, 1)) }

func (p *picture) drawSupport(ord orders.Order, colour, class string, failAt func(...geom.Vec)) error {
	from, end, err := p.supportLine(ord)
	if err != nil {
		return err
	}
	p.used[keySupport] = true
	p.line(pathTo("M", from)+pathTo("L", end), colour, "sup "+class, 4)
	if ord.To == "" {
		target, _ := p.unitAt(ord.Target)
		p.ring(target, ringRadius, colour, "sup")
	} else {
		onPath := end.Toward(from, -6)
		p.c.Circle(ix(onPath.X), ix(onPath.Y), 7, attr("fill", colour), `class="hd"`)
	}
	failAt(alongLine(from, end)...)
	return nil
}

// supportLine is where a support's line runs: from the supporter to the
// ring of the unit it supports to hold, or to just short of the middle of
// the supported move's line, where its dot is.
func (p *picture) supportLine(ord orders.Order) (from, end geom.Vec, err error) {
	from, err = p.unitAt(ord.Unit)
	if err != nil {
		return
	}
	target, err := p.unitAt(ord.Target)
	if err != nil {
		return
	}
	if ord.To == "" {
		return from, target.Toward(from, ringRadius), nil
	}
	dest, err := p.at(board.Loc(ord.To))
	if err != nil {
		return
	}
	// The support ends on the supported unit's path, where its move arrow
	// is (or would be) drawn.
	ctrl, bent := p.bends[string(ord.Target.Loc)]
	if !bent {
		ctrl = bend(target, dest, bendShare)
	}
	onPath := quadAt(target, ctrl, dest, 0.5)
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
	return from, onPath.Toward(from, 6), nil
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
		end := dest.Toward(fleet, p.gapAt(board.Loc(ord.To), fleet))
		p.line(pathTo("M", army)+pathTo("L", fleet)+pathTo("L", end), colour, "cvy", 6)
	}
	p.triangle(fleet, ringRadius+8, colour, class)
	r := float64(ringRadius + 8)
	failAt(fleet.Add(geom.Pt(r*0.8, -r*0.4)), fleet.Add(geom.Pt(-r*0.8, -r*0.4)), fleet.Add(geom.Pt(0, r*0.6)))
	return nil
}

// drawRemoval rings a removed or disbanded unit in red and sets a small
// cross beside it, so that the unit stays readable.
func (p *picture) drawRemoval(ord orders.Order, text, why string) error {
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
	p.marks = append(p.marks, mark{at: badge, size: badgeSize, colour: failColour, order: text, why: why})
	return nil
}

// drawBuild draws a new unit in a green ring, or, for a build that failed
// or was void, a grey outline crossed through. A marker never hides a unit:
// where one already stands it moves to the province's offset spot.
func (p *picture) drawBuild(o judge.OrderResult) error {
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
		p.powerSymbol(ord.Unit.Type, at, o.Power, 1, "")
		return nil
	}
	p.used[keyBuildVoid] = true
	c.Circle(x, y, ringRadius-6, `class="nob"`)
	p.powerSymbol(ord.Unit.Type, at, o.Power, dislodgedScale, "ghost")
	d := float64(ringRadius-6) * math.Sqrt2 / 2
	c.Path(pathTo("M", at.Add(geom.Pt(-d, d)))+pathTo("L", at.Add(geom.Pt(d, -d))), `class="nobx"`)
	return nil
}

// drawMark draws a cross with a white casing. It writes the bytes svgo
// would, straight into the buffer: a map has a mark per failed order, and
// svgo's calls allocate per attribute (BenchmarkRenderPhase guards it).
func (p *picture) drawMark(mk mark) {
	b, s := p.buf, mk.size
	var n [24]byte
	pt := func(cmd byte, q geom.Vec) {
		b.WriteByte(cmd)
		b.Write(strconv.AppendInt(n[:0], int64(ix(q.X)), 10))
		b.WriteByte(' ')
		b.Write(strconv.AppendInt(n[:0], int64(ix(q.Y)), 10))
	}
	cross := func() {
		b.WriteString(`<path d="`)
		pt('M', mk.at.Add(geom.Pt(-s, -s)))
		pt('L', mk.at.Add(geom.Pt(s, s)))
		pt('M', mk.at.Add(geom.Pt(-s, s)))
		pt('L', mk.at.Add(geom.Pt(s, -s)))
		b.WriteString(`" `)
	}
	b.WriteString(`<g `)
	b.WriteString(attr("data-mark", mk.order))
	b.WriteString(` data-at="`)
	b.Write(strconv.AppendInt(n[:0], int64(ix(mk.at.X)), 10))
	b.WriteByte(' ')
	b.Write(strconv.AppendInt(n[:0], int64(ix(mk.at.Y)), 10))
	b.WriteString("\" >\n")
	p.c.Title(mk.why)
	cross()
	b.WriteString(`class="xc" />` + "\n")
	cross()
	b.WriteString(`class="x" stroke="` + mk.colour + `" />` + "\n</g>\n")
}
