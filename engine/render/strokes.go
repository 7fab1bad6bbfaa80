package render

import (
	"math"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// arrow is a move's line as it is drawn: the path up to the head's base
// and the head, with the geometry to sample the line again, so that marks
// keep off a successful move and the choice of bend can see what shows.
type arrow struct {
	d         string
	tip, back geom.Vec // the head points from back to tip
	// A curve: its points, and the parameters where the line starts and
	// where the tip is.
	from, ctrl, to  geom.Vec
	t0, tTip, tBase float64
	// Or straight legs from from through via to tip.
	via []geom.Vec
	// bound holds the line and head (set by bounded), which rules most
	// marks out cheaply.
	bound geom.Box
}

// bounded is the arrow with its bound set.
func (a arrow) bounded() arrow {
	var buf [arrowSamples + 1]geom.Vec
	line := a.line(buf[:0])
	a.bound = geom.Box{X0: math.Inf(1), Y0: math.Inf(1), X1: math.Inf(-1), Y1: math.Inf(-1)}
	for _, q := range line {
		a.bound = geom.Box{X0: math.Min(a.bound.X0, q.X), Y0: math.Min(a.bound.Y0, q.Y), X1: math.Max(a.bound.X1, q.X), Y1: math.Max(a.bound.Y1, q.Y)}
	}
	a.bound = a.bound.Grow(headLength + headWidth)
	return a
}

// arrowSamples is how many pieces a curved arrow is measured in.
const arrowSamples = 12

// curveArrow is a move along a quadratic curve, starting start from its
// beginning (unitRadius: it is drawn above the units) and stopping gap
// short of its end. The line is the same curve cut where it starts and
// where the head begins (blossoms), so that it runs where the route was
// checked.
func curveArrow(from, ctrl, to geom.Vec, start, gap float64) arrow {
	a := curveGeom(from, ctrl, to, start, gap)
	first := quadAt(from, ctrl, to, a.t0)
	sub := blossom(from, ctrl, to, a.t0, a.tBase)
	a.d = pathTo("M", first) + pathTo("Q", sub) + " " + num(a.back.X) + " " + num(a.back.Y)
	return a
}

// curveGeom is curveArrow without its path data: what the choice of bend
// measures.
func curveGeom(from, ctrl, to geom.Vec, start, gap float64) arrow {
	tTip := cutAt(from, ctrl, to, gap)
	tBase := cutAt(from, ctrl, to, gap+headLength)
	t0 := leaveAt(from, ctrl, to, start)
	if t0 >= tBase {
		t0 = 0 // too short to start clear of the unit: start under it
	}
	return arrow{
		tip: quadAt(from, ctrl, to, tTip), back: quadAt(from, ctrl, to, tBase),
		from: from, ctrl: ctrl, to: to, t0: t0, tTip: tTip, tBase: tBase,
	}
}

// line appends the drawn line, sampled from its start to the tip, to buf.
func (a *arrow) line(buf []geom.Vec) []geom.Vec {
	if a.via != nil {
		return append(append(append(buf, a.from), a.via...), a.tip)
	}
	for i := 0; i <= arrowSamples; i++ {
		buf = append(buf, a.at(float64(i)/arrowSamples))
	}
	return buf
}

// at is the point of a curved arrow's line a share t of the way from its
// start to its tip.
func (a *arrow) at(t float64) geom.Vec { return quadAt(a.from, a.ctrl, a.to, a.t0+(a.tTip-a.t0)*t) }

// along is where a failure may be marked, best first: along the line as
// it shows, middle first, then beside it. A shaft too short to show on
// both sides of a cross is marked beside it first, so that the arrow still
// reads as one. A line through waypoints is marked on its last leg first.
func (a *arrow) along() []geom.Vec {
	if a.via != nil {
		last := a.via[len(a.via)-1]
		return []geom.Vec{last.Add(a.tip).Mul(0.5), last.Add(a.tip.Sub(last).Mul(.35)), a.from.Add(a.via[0]).Mul(0.5)}
	}
	on := make([]geom.Vec, 0, 15)
	for _, t := range []float64{.5, .42, .58, .34, .66, .26, .74, .18, .82} {
		on = append(on, a.at(t))
	}
	beside := make([]geom.Vec, 0, 6)
	for _, t := range []float64{.5, .35, .65} {
		q, next := a.at(t), a.at(t+.01)
		side := geom.Pt(q.Y-next.Y, next.X-q.X)
		if l := side.Len(); l > 0 {
			side = side.Mul(failSize * 1.6 / l)
			beside = append(beside, q.Add(side), q.Sub(side))
		}
	}
	if a.at(0).Sub(a.back).Len() < 4*failSize {
		return append(beside, on...)
	}
	return append(on, beside...)
}

// blossom is the control point of the piece of a quadratic curve between
// the parameters t0 and t1.
func blossom(a, c, b geom.Vec, t0, t1 float64) geom.Vec {
	return a.Mul((1 - t0) * (1 - t1)).Add(c.Mul((1-t0)*t1 + t0*(1-t1))).Add(b.Mul(t0 * t1))
}

// cutAt is the parameter of the last point of a quadratic curve that is
// d away from its end (by bisection: the distance falls along the curve
// near its end).
func cutAt(a, c, b geom.Vec, d float64) float64 {
	lo, hi := 0.0, 1.0
	if quadAt(a, c, b, lo).Sub(b).Len() <= d {
		return 0
	}
	for i := 0; i < 20; i++ { // to a millionth of the curve: far finer than a map unit
		mid := (lo + hi) / 2
		if quadAt(a, c, b, mid).Sub(b).Len() > d {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// leaveAt is the parameter of the first point of a quadratic curve that is
// d away from its start: cutAt from the other end.
func leaveAt(a, c, b geom.Vec, d float64) float64 {
	if d <= 0 {
		return 0
	}
	return 1 - cutAt(b, c, a, d)
}

// polyArrow is a move through waypoints (a convoy, a fleet's legs round a
// cape), starting start from its beginning and stopping gap short of its
// end.
func polyArrow(from geom.Vec, via []geom.Vec, to geom.Vec, start, gap float64) arrow {
	if start > 0 && via[0].Sub(from).Len() > start+headLength {
		from = from.Toward(via[0], start)
	}
	d := pathTo("M", from)
	for _, w := range via {
		d += pathTo("L", w)
	}
	last := via[len(via)-1]
	tip := to.Toward(last, gap)
	base := tip.Toward(last, headLength)
	return arrow{d: d + pathTo("L", base), tip: tip, back: last, from: from, via: via}
}

// drawArrow draws a move's line and head.
func (p *picture) drawArrow(a arrow, colour, class string) {
	p.line(a.d, colour, class, 5)
	p.head(a.tip, a.back, colour)
}

// near reports whether q lies within r of the drawn line or head of a
// bounded arrow.
func (a *arrow) near(q geom.Vec, r float64) bool {
	if !a.bound.Grow(r).Has(q) {
		return false
	}
	if q.Sub(a.tip).Len() < r+headWidth || q.Sub(a.tip.Toward(a.back, headLength)).Len() < r+headWidth {
		return true
	}
	var buf [arrowSamples + 1]geom.Vec
	line := a.line(buf[:0])
	for i := 1; i < len(line); i++ {
		if segmentDistance(q, line[i-1], line[i]) < r {
			return true
		}
	}
	return false
}

// segmentDistance is the distance from q to the segment ab.
func segmentDistance(q, a, b geom.Vec) float64 {
	ab := b.Sub(a)
	l2 := ab.X*ab.X + ab.Y*ab.Y
	if l2 == 0 {
		return q.Sub(a).Len()
	}
	t := math.Max(0, math.Min(1, ((q.X-a.X)*ab.X+(q.Y-a.Y)*ab.Y)/l2))
	return q.Sub(a.Add(ab.Mul(t))).Len()
}

// alongLine offers places for a failure mark on a straight line, middle
// first, then beside it.
func alongLine(a, b geom.Vec) []geom.Vec {
	var out []geom.Vec
	for _, t := range []float64{.5, .4, .6, .3, .7, .2, .8} {
		out = append(out, a.Add(b.Sub(a).Mul(t)))
	}
	side := geom.Pt(a.Y-b.Y, b.X-a.X)
	if l := side.Len(); l > 0 {
		side = side.Mul(failSize * 1.6 / l)
		for _, t := range []float64{.5, .35, .65} {
			q := a.Add(b.Sub(a).Mul(t))
			out = append(out, q.Add(side), q.Sub(side))
		}
	}
	return out
}

// gapAt is how far short of a place an arrow stops: clear of a unit
// standing there (the arrows are drawn above the units, so the head of one
// that dislodged the unit lies over its ring), or nearly at the spot when
// it is empty.
//
// A fleet is wider than it is tall: an arrow coming at its hull from below
// and aside would reach into it at unitRadius, so the gap is where the way
// in (from from, give or take the curve's bend) leaves the fleet's symbol.
func (p *picture) gapAt(loc board.Loc, from geom.Vec) float64 {
	t, ok := p.occupant[loc.Province()]
	if !ok {
		return emptyGap
	}
	at := p.standing[string(loc)]
	if at == (geom.Vec{}) {
		sp, found := p.g.spot(loc)
		if !found {
			return unitRadius
		}
		at = sp.Unit.Vec()
	}
	if t != board.Fleet {
		return unitRadius
	}
	way := from.Sub(at)
	l := way.Len()
	if l == 0 {
		return unitRadius
	}
	gap := float64(unitRadius)
	base := math.Atan2(way.Y, way.X)
	for turn := -30.0; turn <= 30; turn += 10 {
		a := base + turn*math.Pi/180
		dir := geom.Pt(math.Cos(a), math.Sin(a))
		gap = max(gap, leaves(geom.SymbolBoxes(board.Fleet, geom.Vec{}, 1), dir)+2)
	}
	return gap
}

// leaves is how far from the middle a ray in the direction dir leaves the
// boxes (which hold the middle).
func leaves(boxes []geom.Box, dir geom.Vec) float64 {
	out := 0.0
	for d := 0.0; d <= 40; d++ {
		q := dir.Mul(d)
		for _, b := range boxes {
			if b.Has(q) {
				out = d
				break
			}
		}
	}
	return out
}

// bend is the control point of a move's curve: off the middle, to the left
// of the direction of travel by share of its length.
func bend(from, to geom.Vec, share float64) geom.Vec {
	v := to.Sub(from)
	return from.Add(to).Mul(0.5).Add(geom.Pt(v.Y, -v.X).Mul(share))
}

func quadAt(a, c, b geom.Vec, t float64) geom.Vec {
	u := 1 - t
	return a.Mul(u * u).Add(c.Mul(2 * u * t)).Add(b.Mul(t * t))
}

// pathTo is one path command with its point.
func pathTo(cmd string, q geom.Vec) string { return cmd + num(q.X) + " " + num(q.Y) }

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
func (p *picture) head(tip, back geom.Vec, colour string) {
	t := headOf(tip, back)
	if t[1] == t[0] {
		return
	}
	p.c.Polygon([]int{ix(t[0].X), ix(t[1].X), ix(t[2].X)}, []int{ix(t[0].Y), ix(t[1].Y), ix(t[2].Y)}, `class="hd"`, attr("fill", colour))
}

// headRoom is an arrowhead's triangle with the room its corners take when
// the SVG rounds them to whole units, and its outline: what must keep off
// a name.
func headRoom(tip, back geom.Vec) [3]geom.Vec {
	t := headOf(tip, back)
	mid := t[0].Add(t[1]).Add(t[2]).Mul(1.0 / 3)
	for i, c := range t {
		if d := c.Sub(mid); d.Len() > 0 {
			t[i] = c.Add(d.Mul(2 / d.Len()))
		}
	}
	return t
}

// headOf is an arrowhead's triangle, its tip first (all three at the tip
// when back is the tip).
func headOf(tip, back geom.Vec) [3]geom.Vec {
	dir := tip.Sub(back)
	l := dir.Len()
	if l == 0 {
		return [3]geom.Vec{tip, tip, tip}
	}
	dir = dir.Mul(1 / l)
	base := tip.Sub(dir.Mul(headLength))
	n := geom.Pt(-dir.Y, dir.X).Mul(headWidth)
	return [3]geom.Vec{tip, base.Add(n), base.Sub(n)}
}

func (p *picture) ring(at geom.Vec, r float64, colour, class string) {
	x, y, ri := ix(at.X), ix(at.Y), ix(r)
	p.c.Circle(x, y, ri, `class="case"`, `stroke-width="`+num(4+casingPlus)+`"`)
	cls := `class="ln"`
	if class = strings.TrimSpace(class); class != "" {
		cls = `class="ln ` + class + `"`
	}
	p.c.Circle(x, y, ri, cls, attr("stroke", colour), `stroke-width="4"`)
}

// triangle frames a convoying fleet (r is its corners' distance from it).
func (p *picture) triangle(at geom.Vec, r float64, colour, class string) {
	var d strings.Builder
	for i := 0; i < 3; i++ {
		a := -math.Pi/2 + float64(i)*2*math.Pi/3
		q := at.Add(geom.Pt(math.Cos(a), math.Sin(a)).Mul(r))
		if i == 0 {
			d.WriteString(pathTo("M", q))
		} else {
			d.WriteString(pathTo("L", q))
		}
	}
	d.WriteString("z")
	p.line(d.String(), colour, class, 4)
}
