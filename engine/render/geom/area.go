package geom

import (
	"fmt"
	"strconv"
)

// Area is an outline flattened to polygons, with its bounding box.
type Area struct {
	Polys [][]Vec
	Bound Box
}

// Contains is the even-odd rule over all polygons of the area.
func (a *Area) Contains(q Vec) bool {
	if !a.Bound.Has(q) {
		return false
	}
	in := false
	for _, poly := range a.Polys {
		if InRing(poly, q) {
			in = !in
		}
	}
	return in
}

// InRing is whether q lies inside one closed ring (the even-odd rule): the
// one point-in-polygon test of the renderer and the generators.
func InRing(ring []Vec, q Vec) bool {
	in := false
	for i, j := 0, len(ring)-1; i < len(ring); j, i = i, i+1 {
		p1, p2 := ring[i], ring[j]
		if (p1.Y > q.Y) != (p2.Y > q.Y) && q.X < (p2.X-p1.X)*(q.Y-p1.Y)/(p2.Y-p1.Y)+p1.X {
			in = !in
		}
	}
	return in
}

// SignedArea is a ring's area, positive when it runs clockwise on the
// screen (y down).
func SignedArea(ring []Vec) float64 {
	s := 0.0
	for i, k := 0, len(ring)-1; i < len(ring); k, i = i, i+1 {
		s += ring[k].X*ring[i].Y - ring[i].X*ring[k].Y
	}
	return s / 2
}

// Flatten turns outline path data (the generator's M, m, l, c, z, and the
// lines of hand-made test drawings) into polygons, sampling each curve.
func Flatten(d string) (Area, error) {
	var polys [][]Vec
	var cur []Vec
	var pos, start Vec
	cmd := byte(0)
	i := 0
	next := func() (float64, error) {
		for i < len(d) && (d[i] == ' ' || d[i] == ',') {
			i++
		}
		j := i
		if j < len(d) && (d[j] == '-' || d[j] == '+') {
			j++
		}
		for j < len(d) && (d[j] >= '0' && d[j] <= '9' || d[j] == '.') {
			j++
		}
		v, err := strconv.ParseFloat(d[i:j], 64)
		i = j
		return v, err
	}
	nums := func(n int) ([]float64, error) {
		out := make([]float64, n)
		for k := range out {
			v, err := next()
			if err != nil {
				return nil, fmt.Errorf("path data: %v", err)
			}
			out[k] = v
		}
		return out, nil
	}
	for i < len(d) {
		switch c := d[i]; {
		case c == ' ' || c == ',':
			i++
			continue
		case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			cmd = c
			i++
			if cmd == 'z' || cmd == 'Z' {
				if len(cur) > 0 {
					polys = append(polys, cur)
				}
				cur, pos = nil, start
			}
			continue
		}
		switch cmd {
		case 'M', 'm', 'L', 'l':
			v, err := nums(2)
			if err != nil {
				return Area{}, err
			}
			if cmd == 'M' || cmd == 'L' {
				pos = Vec{v[0], v[1]}
			} else {
				pos = pos.Add(Vec{v[0], v[1]})
			}
			if cmd == 'M' || cmd == 'm' {
				// A move ends the subpath before it, closed or not: a
				// fill closes it (and psgen's borders are open lines).
				if len(cur) > 1 {
					polys = append(polys, cur)
				}
				start, cur = pos, []Vec{pos}
				cmd -= 'M' - 'L' // numbers after a move are lines to
			} else {
				cur = append(cur, pos)
			}
		case 'h', 'v', 'H', 'V':
			v, err := nums(1)
			if err != nil {
				return Area{}, err
			}
			switch cmd {
			case 'h':
				pos.X += v[0]
			case 'v':
				pos.Y += v[0]
			case 'H':
				pos.X = v[0]
			case 'V':
				pos.Y = v[0]
			}
			cur = append(cur, pos)
		case 'c':
			v, err := nums(6)
			if err != nil {
				return Area{}, err
			}
			p0 := pos
			c1, c2, p3 := p0.Add(Vec{v[0], v[1]}), p0.Add(Vec{v[2], v[3]}), p0.Add(Vec{v[4], v[5]})
			for _, t := range []float64{0.25, 0.5, 0.75, 1} {
				u := 1 - t
				cur = append(cur, p0.Mul(u*u*u).Add(c1.Mul(3*u*u*t)).Add(c2.Mul(3*u*t*t)).Add(p3.Mul(t*t*t)))
			}
			pos = p3
		default:
			return Area{}, fmt.Errorf("path command %q is not supported", string(cmd))
		}
	}
	if len(cur) > 0 {
		polys = append(polys, cur)
	}
	var all []Vec
	for _, poly := range polys {
		all = append(all, poly...)
	}
	return Area{Polys: polys, Bound: bounds(all...)}, nil
}
