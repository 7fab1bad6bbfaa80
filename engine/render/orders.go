package render

import (
	"math"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
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
	at     pt
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
	failAt := func(places ...pt) {
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

func (p *picture) drawHold(ord orders.Order, colour, class string, failAt func(...pt)) error {
	at, err := p.unitAt(ord.Unit)
	if err != nil {
		return err
	}
	p.used[keyHold] = true
	p.ring(at, ringRadius, colour, class)
	var around []pt
	for a := -45.0; a < 315; a += 45 {
		rad := a * math.Pi / 180
		around = append(around, at.add(pt{math.Cos(rad), math.Sin(rad)}.mul(ringRadius)))
	}
	failAt(around...)
	return nil
}

func (p *picture) drawMove(o judge.Result, colour, class string, failAt func(...pt)) error {
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
	var along []pt
	for _, t := range []float64{.5, .42, .58, .34, .66, .26, .74} {
		along = append(along, quadAt(from, ctrl, tip, t))
	}
	failAt(along...)
	return nil
}

func (p *picture) drawSupport(ord orders.Order, colour, class string, failAt func(...pt)) error {
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
		end := target.toward(from, ringRadius)
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
					onPath = last.add(dest.sub(last).mul(.5))
				}
			}
		}
	}
	if ord.Target.Type == board.Fleet {
		r := p.fleetRoute(ord.Target.Loc, board.Loc(ord.To), target, dest)
		onPath = quadAt(target, r.ctrl, dest, 0.5)
		if r.via != nil {
			last := r.via[len(r.via)-1]
			onPath = last.add(dest.sub(last).mul(.4))
		}
	}
	end := onPath.toward(from, 6)
	p.line(pathTo("M", from)+pathTo("L", end), colour, "sup "+class, 4)
	p.c.Circle(ix(onPath.x), ix(onPath.y), 7, attr("fill", colour), `class="hd"`)
	failAt(alongLine(from, end)...)
	return nil
}

func (p *picture) drawConvoy(ord orders.Order, colour, class string, failAt func(...pt)) error {
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
		end := dest.toward(fleet, p.gapAt(board.Loc(ord.To)))
		p.line(pathTo("M", army)+pathTo("L", fleet)+pathTo("L", end), colour, "cvy", 6)
	}
	p.triangle(fleet, ringRadius+8, colour, class)
	r := float64(ringRadius + 8)
	failAt(fleet.add(pt{r * 0.8, -r * 0.4}), fleet.add(pt{-r * 0.8, -r * 0.4}), fleet.add(pt{0, r * 0.6}))
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
	p.c.Circle(ix(at.x), ix(at.y), ringRadius, `class="disc"`)
	p.c.Circle(ix(at.x), ix(at.y), ringRadius, `class="rm"`)
	badge := at.add(pt{ringRadius * .72, -ringRadius * .72})
	for _, q := range []pt{badge, at.add(pt{-ringRadius * .72, -ringRadius * .72}), at.add(pt{ringRadius * .72, ringRadius * .72})} {
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
	at := fromPoint(sp.Unit)
	if p.occupied[ord.Unit.Loc.Province()] {
		at = fromPoint(sp.Dislodged)
	}
	c := p.c
	x, y := ix(at.x), ix(at.y)
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
	c.Path(pathTo("M", at.add(pt{-d, d}))+pathTo("L", at.add(pt{d, -d})), `class="nobx"`)
	return nil
}

// convoyPath is where a convoyed army passes: the seas it wrote out, or
// the fleets ordered to convoy it there, in the order of the chain from the
// army's province to its destination.
func (p *picture) convoyPath(o judge.Result) ([]pt, error) {
	ord := o.Order
	if ord.Kind != orders.Move {
		return nil, nil
	}
	var via []pt
	for _, sea := range ord.Route {
		at, err := p.unitAt(orders.Unit{Type: board.Fleet, Loc: board.Loc(sea)})
		if err != nil {
			return nil, err
		}
		via = append(via, at)
	}
	if len(via) > 0 || !ord.ViaConvoy {
		return via, nil
	}
	var fleets []orders.Unit
	for _, c := range p.s.Orders {
		co := c.Order
		if co.Kind == orders.Convoy && co.Target.Loc == ord.Unit.Loc && co.To == ord.Dest.Province() {
			fleets = append(fleets, co.Unit)
		}
	}
	sort.Slice(fleets, func(i, j int) bool { return fleets[i].Loc < fleets[j].Loc })
	for _, f := range p.chain(ord.Unit.Loc.Province(), ord.Dest.Province(), fleets) {
		at, err := p.unitAt(f)
		if err != nil {
			return nil, err
		}
		via = append(via, at)
	}
	return via, nil
}

// chain orders the convoying fleets from the army's province to its
// destination: the shortest chain of adjacent fleets that reaches it (a
// breadth-first search), or, when they form none, every fleet nearest
// first so that none is left out.
func (p *picture) chain(from, to string, fleets []orders.Unit) []orders.Unit {
	prev := map[int]int{}
	var queue []int
	for i, f := range fleets {
		if p.m.ProvinceAdjacent(from, f.Loc.Province()) {
			prev[i] = -1
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if p.m.ProvinceAdjacent(fleets[i].Loc.Province(), to) {
			var out []orders.Unit
			for k := i; k >= 0; k = prev[k] {
				out = append([]orders.Unit{fleets[k]}, out...)
			}
			return out
		}
		for j, f := range fleets {
			if _, seen := prev[j]; !seen && p.m.ProvinceAdjacent(fleets[i].Loc.Province(), f.Loc.Province()) {
				prev[j] = i
				queue = append(queue, j)
			}
		}
	}
	cur, err := p.unitAt(orders.Unit{Type: board.Army, Loc: board.Loc(from)})
	if err != nil {
		return fleets
	}
	left := append([]orders.Unit(nil), fleets...)
	var out []orders.Unit
	for len(left) > 0 {
		best, bestD := 0, math.Inf(1)
		for i, f := range left {
			if at, err := p.unitAt(f); err == nil && at.sub(cur).len() < bestD {
				best, bestD = i, at.sub(cur).len()
			}
		}
		if at, err := p.unitAt(left[best]); err == nil {
			cur = at
		}
		out = append(out, left[best])
		left = append(left[:best], left[best+1:]...)
	}
	return out
}

// curveArrow draws a move along a quadratic curve, stopping gap short of
// its end, and returns the arrow's tip. The line is the same curve cut
// where the head begins (de Casteljau), so that it runs where the route
// was checked.
func (p *picture) curveArrow(from, ctrl, to pt, gap float64, colour, class string) pt {
	tTip := cutAt(from, ctrl, to, gap)
	tBase := cutAt(from, ctrl, to, gap+headLength)
	tip, base := quadAt(from, ctrl, to, tTip), quadAt(from, ctrl, to, tBase)
	sub := from.add(ctrl.sub(from).mul(tBase))
	p.line(pathTo("M", from)+pathTo("Q", sub)+" "+num(base.x)+" "+num(base.y), colour, class, 5)
	p.head(tip, base, colour)
	return tip
}

// cutAt is the parameter of the last point of a quadratic curve that is
// d away from its end (by bisection: the distance falls along the curve
// near its end).
func cutAt(a, c, b pt, d float64) float64 {
	lo, hi := 0.0, 1.0
	if quadAt(a, c, b, lo).sub(b).len() <= d {
		return 0
	}
	for i := 0; i < 30; i++ {
		mid := (lo + hi) / 2
		if quadAt(a, c, b, mid).sub(b).len() > d {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// polyArrow draws a convoyed move through its waypoints and returns the
// places a failure may be marked, on its last leg first.
func (p *picture) polyArrow(from pt, via []pt, to pt, gap float64, colour, class string) []pt {
	d := pathTo("M", from)
	for _, w := range via {
		d += pathTo("L", w)
	}
	last := via[len(via)-1]
	tip := to.toward(last, gap)
	base := tip.toward(last, headLength)
	p.line(d+pathTo("L", base), colour, class, 5)
	p.head(tip, last, colour)
	return []pt{last.add(tip).mul(0.5), last.add(tip.sub(last).mul(.35)), from.add(via[0]).mul(0.5)}
}

// alongLine offers places for a failure mark on a straight line, middle
// first, then beside it.
func alongLine(a, b pt) []pt {
	var out []pt
	for _, t := range []float64{.5, .4, .6, .3, .7, .2, .8} {
		out = append(out, a.add(b.sub(a).mul(t)))
	}
	side := pt{a.y - b.y, b.x - a.x}
	if l := side.len(); l > 0 {
		side = side.mul(failSize * 1.6 / l)
		for _, t := range []float64{.5, .35, .65} {
			q := a.add(b.sub(a).mul(t))
			out = append(out, q.add(side), q.sub(side))
		}
	}
	return out
}

// gapAt is how far short of a place an arrow stops: at the ring of a unit
// dislodged there, clear of a unit standing there, or nearly at the spot
// when it is empty.
func (p *picture) gapAt(loc board.Loc) float64 {
	switch {
	case p.beaten[loc.Province()]:
		return dislodgedRing + 2
	case p.occupied[loc.Province()]:
		return unitRadius
	}
	return emptyGap
}

// bend is the control point of a move's curve: off the middle, to the left
// of the direction of travel by share of its length.
func bend(from, to pt, share float64) pt {
	v := to.sub(from)
	return from.add(to).mul(0.5).add(pt{v.y, -v.x}.mul(share))
}

func quadAt(a, c, b pt, t float64) pt {
	u := 1 - t
	return a.mul(u * u).add(c.mul(2 * u * t)).add(b.mul(t * t))
}

// route is how a fleet's move is drawn: a curve with its control point,
// or, when no curve stays on water, straight legs through seas' spots.
type route struct {
	ctrl pt
	via  []pt
}

// fleetRoute is how a fleet's move from one place to another is drawn: the
// usual gentle curve if it stays on water, else the least bend that does,
// else a curve or two legs through a sea both places touch. Routes are
// worked out once per drawing and pair of places.
func (p *picture) fleetRoute(from, to board.Loc, a, b pt) route {
	key := string(from) + ">" + string(to) + ">" + num(a.x) + "," + num(a.y)
	if v, ok := p.g.routes.Load(key); ok {
		return v.(route)
	}
	r := p.findFleetRoute(from, to, a, b)
	p.g.routes.Store(key, r)
	return r
}

func (p *picture) findFleetRoute(from, to board.Loc, a, b pt) route {
	home, away := from.Province(), to.Province()
	for _, share := range []float64{bendShare, -bendShare, .25, -.25, .4, -.4, .6, -.6} {
		if c := bend(a, b, share); p.wet(a, c, b, home, away) {
			return route{ctrl: c}
		}
	}
	var seas []string
	for _, pr := range p.m.Provinces {
		if pr.Terrain == board.Sea && p.m.Adjacent(board.Fleet, from, board.Loc(pr.ID)) && p.m.Adjacent(board.Fleet, board.Loc(pr.ID), to) {
			seas = append(seas, pr.ID)
		}
	}
	sort.Strings(seas)
	for _, sea := range seas {
		w, err := p.at(board.Loc(sea))
		if err != nil {
			continue
		}
		// The curve passes through the sea's spot half-way.
		if c := w.mul(2).sub(a.add(b).mul(0.5)); p.wet(a, c, b, home, away) {
			return route{ctrl: c}
		}
	}
	if r, ok := p.throughWater(a, b, home, away); ok {
		return r
	}
	if via := p.seaway(from, to, a, b); via != nil {
		return route{ctrl: bend(a, b, bendShare), via: via}
	}
	return route{ctrl: bend(a, b, bendShare)}
}

// throughWater looks for a point on the water between two places that a
// curve, or else two straight legs, can pass through without crossing land
// (a strait such as Gibraltar's, a cape such as Calabria's), and takes the
// shortest. It searches a grid around the two places.
func (p *picture) throughWater(a, b pt, home, away string) (route, bool) {
	const step = 10
	lo := pt{math.Min(a.x, b.x) - 120, math.Min(a.y, b.y) - 120}
	hi := pt{math.Max(a.x, b.x) + 120, math.Max(a.y, b.y) + 120}
	type candidate struct {
		at  pt
		len float64
	}
	var water []candidate
	for y := lo.y; y <= hi.y; y += step {
		for x := lo.x; x <= hi.x; x += step {
			w := pt{x, y}
			if !p.landAt(w, home, away) {
				water = append(water, candidate{w, w.sub(a).len() + b.sub(w).len()})
			}
		}
	}
	// Shortest first: the first that works is the one wanted.
	sort.Slice(water, func(i, j int) bool {
		if water[i].len != water[j].len {
			return water[i].len < water[j].len
		}
		return water[i].at.y < water[j].at.y || water[i].at.y == water[j].at.y && water[i].at.x < water[j].at.x
	})
	for _, w := range water {
		if c := w.at.mul(2).sub(a.add(b).mul(0.5)); p.wet(a, c, b, home, away) {
			return route{ctrl: c}, true
		}
	}
	for _, w := range water {
		if p.wet(a, a.add(w.at).mul(.5), w.at, home, away) && p.wet(w.at, w.at.add(b).mul(.5), b, home, away) {
			return route{ctrl: w.at, via: []pt{w.at}}, true
		}
	}
	return route{}, false
}

// seaway is the shortest chain of seas a fleet can sail through from one
// place to another whose straight legs between the seas' spots cross no
// land but the two places' own (Dijkstra over the seas, by length drawn).
func (p *picture) seaway(from, to board.Loc, a, b pt) []pt {
	home, away := from.Province(), to.Province()
	type node struct {
		loc board.Loc
		at  pt
	}
	nodes := []node{{from, a}}
	for _, pr := range p.m.Provinces {
		if pr.Terrain == board.Sea && pr.ID != home && pr.ID != away {
			if w, err := p.at(board.Loc(pr.ID)); err == nil {
				nodes = append(nodes, node{board.Loc(pr.ID), w})
			}
		}
	}
	nodes = append(nodes, node{to, b})
	last := len(nodes) - 1
	straight := func(u, v pt) bool { return p.wet(u, u.add(v).mul(.5), v, home, away) }
	dist := make([]float64, len(nodes))
	prev := make([]int, len(nodes))
	done := make([]bool, len(nodes))
	for i := range dist {
		dist[i], prev[i] = math.Inf(1), -1
	}
	dist[0] = 0
	for {
		u := -1
		for i := range nodes {
			if !done[i] && !math.IsInf(dist[i], 1) && (u < 0 || dist[i] < dist[u]) {
				u = i
			}
		}
		if u < 0 {
			return nil
		}
		if u == last {
			break
		}
		done[u] = true
		for v := 1; v <= last; v++ {
			if done[v] || v == u || (u == 0 && v == last) {
				continue
			}
			d := dist[u] + nodes[v].at.sub(nodes[u].at).len()
			if d >= dist[v] || !p.m.Adjacent(board.Fleet, nodes[u].loc, nodes[v].loc) || !straight(nodes[u].at, nodes[v].at) {
				continue
			}
			dist[v], prev[v] = d, u
		}
	}
	var via []pt
	for k := prev[last]; k > 0; k = prev[k] {
		via = append([]pt{nodes[k].at}, via...)
	}
	if len(via) == 0 {
		return nil
	}
	return via
}

// routeStep is how finely a fleet's curve is checked against the land,
// in map units along it.
const routeStep = 2.5

// wet reports whether a curve from one place to another crosses no land
// but theirs.
func (p *picture) wet(a, c, b pt, home, away string) bool {
	// A quadratic curve moves at most 2·max(|c−a|, |b−c|) per unit of its
	// parameter, so n samples of it fall at most routeStep apart, however
	// lopsided it is.
	n := int(2*math.Max(c.sub(a).len(), b.sub(c).len())/routeStep) + 8
	// Coarse samples first: a curve that crosses land is usually refused
	// after a handful of them.
	for stride := 16; stride >= 1; stride /= 2 {
		for i := stride; i < n; i += stride {
			if stride < 16 && i%(2*stride) == 0 {
				continue // sampled in an earlier pass
			}
			if p.landAt(quadAt(a, c, b, float64(i)/float64(n)), home, away) {
				return false
			}
		}
	}
	return true
}

// landAt reports whether a point lies on land other than the provinces
// named.
func (p *picture) landAt(q pt, except ...string) bool {
	for i := range p.land {
		ar := &p.land[i]
		if !ar.bound.has(q) || ar.id == except[0] || ar.id == except[1] {
			continue
		}
		if ar.contains(q) {
			return true
		}
	}
	for i := range p.g.isles {
		if p.g.isles[i].contains(q) {
			return true
		}
	}
	return false
}

// pathTo is one path command with its point.
func pathTo(cmd string, q pt) string { return cmd + num(q.x) + " " + num(q.y) }

// line draws a path in a colour over a dark casing, so that every colour
// reads on light land and on the sea.
func (p *picture) line(d, colour, class string, width float64) {
	p.c.Path(d, `class="case"`, `stroke-width="`+num(width+casingPlus)+`"`)
	cls := `class="ln"`
	if class = strings.TrimSpace(class); class != "" {
		cls = `class="ln ` + class + `"`
	}
	p.c.Path(d, cls, attr("stroke", colour), `stroke-width="`+num(width)+`"`)
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
	p.c.Polygon([]int{ix(tip.x), ix(a.x), ix(c.x)}, []int{ix(tip.y), ix(a.y), ix(c.y)}, `class="hd"`, attr("fill", colour))
}

func (p *picture) ring(at pt, r float64, colour, class string) {
	x, y, ri := ix(at.x), ix(at.y), ix(r)
	p.c.Circle(x, y, ri, `class="case"`, `stroke-width="`+num(4+casingPlus)+`"`)
	cls := `class="ln"`
	if class = strings.TrimSpace(class); class != "" {
		cls = `class="ln ` + class + `"`
	}
	p.c.Circle(x, y, ri, cls, attr("stroke", colour), `stroke-width="4"`)
}

// triangle frames a convoying fleet (r is its corners' distance from it).
func (p *picture) triangle(at pt, r float64, colour, class string) {
	var d strings.Builder
	for i := 0; i < 3; i++ {
		a := -math.Pi/2 + float64(i)*2*math.Pi/3
		q := at.add(pt{math.Cos(a), math.Sin(a)}.mul(r))
		if i == 0 {
			d.WriteString(pathTo("M", q))
		} else {
			d.WriteString(pathTo("L", q))
		}
	}
	d.WriteString("z")
	p.line(d.String(), colour, class, 4)
}

// drawMark draws a cross with a white casing.
func (p *picture) drawMark(mk mark) {
	s := mk.size
	d := pathTo("M", mk.at.add(pt{-s, -s})) + pathTo("L", mk.at.add(pt{s, s})) +
		pathTo("M", mk.at.add(pt{-s, s})) + pathTo("L", mk.at.add(pt{s, -s}))
	p.c.Group(attr("data-mark", mk.order), `data-at="`+num(mk.at.x)+` `+num(mk.at.y)+`"`)
	p.c.Path(d, `class="xc"`)
	p.c.Path(d, `class="x"`, attr("stroke", mk.colour))
	p.c.Gend()
}
