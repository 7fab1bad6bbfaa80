// Package geom is the plane geometry of a map's drawing: points, boxes,
// turned rectangles, outlines flattened to polygons, and the drawing file's
// own types. The renderer and scripts/geomgen both measure with it, so the
// generator places labels and spots by the very tests the renderer draws by.
package geom

import "math"

// Vec is a point, or a step between two points, in map units.
type Vec struct{ X, Y float64 }

func (a Vec) Add(b Vec) Vec     { return Vec{a.X + b.X, a.Y + b.Y} }
func (a Vec) Sub(b Vec) Vec     { return Vec{a.X - b.X, a.Y - b.Y} }
func (a Vec) Mul(k float64) Vec { return Vec{a.X * k, a.Y * k} }
func (a Vec) Len() float64      { return math.Hypot(a.X, a.Y) }
func (a Vec) dot(b Vec) float64 { return a.X*b.X + a.Y*b.Y }

// Toward is the point d along the way from a to b (a itself when they
// coincide).
func (a Vec) Toward(b Vec, d float64) Vec {
	v := b.Sub(a)
	l := v.Len()
	if l == 0 {
		return a
	}
	return a.Add(v.Mul(d / l))
}

// Box is an axis-aligned rectangle, edges included.
type Box struct{ X0, Y0, X1, Y1 float64 }

// Around is the square of half-width r centred on at.
func Around(at Vec, r float64) Box { return Box{at.X - r, at.Y - r, at.X + r, at.Y + r} }

func (b Box) Has(q Vec) bool { return q.X >= b.X0 && q.X <= b.X1 && q.Y >= b.Y0 && q.Y <= b.Y1 }

// Grow is the box with every edge moved out by d.
func (b Box) Grow(d float64) Box { return Box{b.X0 - d, b.Y0 - d, b.X1 + d, b.Y1 + d} }

// Hits reports whether two boxes share area (touching edges do not).
func (b Box) Hits(c Box) bool { return b.X0 < c.X1 && c.X0 < b.X1 && b.Y0 < c.Y1 && c.Y0 < b.Y1 }

func (b Box) corners() Quad { return Quad{{b.X0, b.Y0}, {b.X1, b.Y0}, {b.X1, b.Y1}, {b.X0, b.Y1}} }

// bounds is the smallest box holding every point (an empty box, inside
// out, for none).
func bounds(ps ...Vec) Box {
	b := Box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, q := range ps {
		b = Box{math.Min(b.X0, q.X), math.Min(b.Y0, q.Y), math.Max(b.X1, q.X), math.Max(b.Y1, q.Y)}
	}
	return b
}

// Quad is a rectangle turned by any angle, corners in order round it: a
// label's box.
type Quad [4]Vec

// Bound is the upright box around the quad, which rules most overlaps out
// cheaply.
func (q Quad) Bound() Box { return bounds(q[:]...) }

// OverlapsBox reports whether the quad and a box share any area.
func (q Quad) OverlapsBox(b Box) bool {
	return !separated(q, b.corners(), Vec{1, 0}, Vec{0, 1}, q[1].Sub(q[0]), q[3].Sub(q[0]))
}

// Overlaps reports whether two quads share any area.
func (q Quad) Overlaps(r Quad) bool {
	return !separated(q, r, q[1].Sub(q[0]), q[3].Sub(q[0]), r[1].Sub(r[0]), r[3].Sub(r[0]))
}

// OverlapsTriangle reports whether the quad and a triangle (an
// arrowhead) share any area.
func (q Quad) OverlapsTriangle(t [3]Vec) bool {
	axes := []Vec{q[1].Sub(q[0]), q[3].Sub(q[0])}
	for k := range t {
		e := t[(k+1)%3].Sub(t[k])
		axes = append(axes, Vec{-e.Y, e.X})
	}
	return !separated(q, Quad{t[0], t[1], t[2], t[2]}, axes...)
}

// separated is the separating axis theorem: two convex shapes are apart
// exactly when their shadows on one of their edges' normals are (for a
// rectangle, its edges are its normals). Shadows that only touch are apart.
func separated(a, b Quad, axes ...Vec) bool {
	for _, ax := range axes {
		alo, ahi := shadow(a, ax)
		blo, bhi := shadow(b, ax)
		if ahi <= blo || bhi <= alo {
			return true
		}
	}
	return false
}

func shadow(q Quad, ax Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, c := range q {
		d := c.dot(ax)
		lo, hi = math.Min(lo, d), math.Max(hi, d)
	}
	return lo, hi
}

// Pt is the point (x, y), as image.Pt is for whole numbers.
func Pt(x, y float64) Vec { return Vec{x, y} }
