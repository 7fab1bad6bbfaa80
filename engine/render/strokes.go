package render

import (
	"math"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// curveArrow draws a move along a quadratic curve, stopping gap short of
// its end, and returns the arrow's tip. The line is the same curve cut
// where the head begins (de Casteljau), so that it runs where the route
// was checked.
func (p *picture) curveArrow(from, ctrl, to geom.Vec, gap float64, colour, class string) geom.Vec {
	tTip := cutAt(from, ctrl, to, gap)
	tBase := cutAt(from, ctrl, to, gap+headLength)
	tip, base := quadAt(from, ctrl, to, tTip), quadAt(from, ctrl, to, tBase)
	sub := from.Add(ctrl.Sub(from).Mul(tBase))
	p.line(pathTo("M", from)+pathTo("Q", sub)+" "+num(base.X)+" "+num(base.Y), colour, class, 5)
	p.head(tip, base, colour)
	return tip
}

// cutAt is the parameter of the last point of a quadratic curve that is
// d away from its end (by bisection: the distance falls along the curve
// near its end).
func cutAt(a, c, b geom.Vec, d float64) float64 {
	lo, hi := 0.0, 1.0
	if quadAt(a, c, b, lo).Sub(b).Len() <= d {
		return 0
	}
	for i := 0; i < 30; i++ {
		mid := (lo + hi) / 2
		if quadAt(a, c, b, mid).Sub(b).Len() > d {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// polyArrow draws a convoyed move through its waypoints and returns the
// places a failure may be marked, on its last leg first.
func (p *picture) polyArrow(from geom.Vec, via []geom.Vec, to geom.Vec, gap float64, colour, class string) []geom.Vec {
	d := pathTo("M", from)
	for _, w := range via {
		d += pathTo("L", w)
	}
	last := via[len(via)-1]
	tip := to.Toward(last, gap)
	base := tip.Toward(last, headLength)
	p.line(d+pathTo("L", base), colour, class, 5)
	p.head(tip, last, colour)
	return []geom.Vec{last.Add(tip).Mul(0.5), last.Add(tip.Sub(last).Mul(.35)), from.Add(via[0]).Mul(0.5)}
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
	dir := tip.Sub(back)
	l := dir.Len()
	if l == 0 {
		return
	}
	dir = dir.Mul(1 / l)
	base := tip.Sub(dir.Mul(headLength))
	n := geom.Pt(-dir.Y, dir.X).Mul(headWidth)
	a, c := base.Add(n), base.Sub(n)
	p.c.Polygon([]int{ix(tip.X), ix(a.X), ix(c.X)}, []int{ix(tip.Y), ix(a.Y), ix(c.Y)}, `class="hd"`, attr("fill", colour))
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
