package render

import (
	"math"
	"strings"

	"github.com/payola-gm/payola/engine/board"
)

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
