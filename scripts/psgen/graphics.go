package main

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// matrix is a PostScript transformation [a b c d e f].
type matrix [6]float64

var identity = matrix{1, 0, 0, 1, 0, 0}

// mul is m applied first, then n (PostScript's "m n concatmatrix").
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

func (m matrix) apply(x, y float64) pt {
	return pt{m[0]*x + m[2]*y + m[4], m[1]*x + m[3]*y + m[5]}
}

func (m matrix) invert() (matrix, error) {
	det := m[0]*m[3] - m[1]*m[2]
	if det == 0 {
		return m, errors.New("the matrix cannot be inverted")
	}
	a, b, c, d := m[3]/det, -m[1]/det, -m[2]/det, m[0]/det
	return matrix{a, b, c, d, -(m[4]*a + m[5]*c), -(m[4]*b + m[5]*d)}, nil
}

// scale is how much the matrix enlarges a length (uniform scaling assumed,
// as in every drawing).
func (m matrix) scale() float64 { return math.Sqrt(math.Abs(m[0]*m[3] - m[1]*m[2])) }

type pt struct{ x, y float64 }

// seg is one path command in device space: 'M', 'L', 'C' (three points), 'Z'.
type seg struct {
	cmd byte
	p   []pt
}

type gstate struct {
	ctm       matrix
	color     string
	width     float64
	dash      []float64
	dashOff   float64
	cap, join int
	font      *font
	path      []seg
	clip      []seg // the path last made the clip (device space), for clippath
	cur       pt
	hasCur    bool
	start     pt
}

func newGstate() gstate {
	return gstate{ctm: identity, color: "#000000", width: 1, font: &font{name: "Helvetica", size: 1}}
}

func (g gstate) clone() gstate {
	g.path = slices.Clone(g.path)
	g.clip = slices.Clone(g.clip)
	g.dash = slices.Clone(g.dash)
	return g
}

func (v *vm) popMatrix() (matrix, error) {
	o, err := v.pop()
	if err != nil {
		return matrix{}, err
	}
	a, ok := o.(arr)
	if !ok || len(*a.v) != 6 {
		return matrix{}, errors.New("a matrix was expected")
	}
	var m matrix
	for i, e := range *a.v {
		f, ok := e.(float64)
		if !ok {
			return matrix{}, errors.New("a matrix holds numbers")
		}
		m[i] = f
	}
	return m, nil
}

// matrixAndPoint pops "x y" or "x y matrix" (the current one by default).
func (v *vm) matrixAndPoint() (matrix, []float64, error) {
	m := v.gs.ctm
	if n := len(v.st); n > 0 {
		if _, ok := v.st[n-1].(arr); ok {
			var err error
			if m, err = v.popMatrix(); err != nil {
				return m, nil, err
			}
		}
	}
	x, err := v.nums(2)
	return m, x, err
}

func matrixArr(m matrix) arr {
	items := make([]obj, 6)
	for i, f := range m {
		items[i] = f
	}
	return arr{v: &items}
}

func rgb(r, g, b float64) string {
	c := func(f float64) int { return int(math.Round(math.Max(0, math.Min(1, f)) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", c(r), c(g), c(b))
}

func (v *vm) lineTo(p pt) error {
	if !v.gs.hasCur {
		return errors.New("no current point")
	}
	v.gs.path = append(v.gs.path, seg{'L', []pt{p}})
	v.gs.cur = p
	return nil
}

func (v *vm) moveTo(p pt) {
	if n := len(v.gs.path); n > 0 && v.gs.path[n-1].cmd == 'M' {
		v.gs.path = v.gs.path[:n-1] // a moveto after a moveto replaces it
	}
	v.gs.path = append(v.gs.path, seg{'M', []pt{p}})
	v.gs.cur, v.gs.start, v.gs.hasCur = p, p, true
}

// arc adds a circular arc in user space as Bézier curves, each at most a
// quarter turn.
func (v *vm) arc(cx, cy, r, a1, a2 float64, clockwise bool) {
	rad := func(a float64) float64 { return a * math.Pi / 180 }
	if clockwise {
		for a2 > a1 {
			a2 -= 360
		}
	} else {
		for a2 < a1 {
			a2 += 360
		}
	}
	m := v.gs.ctm
	p0 := m.apply(cx+r*math.Cos(rad(a1)), cy+r*math.Sin(rad(a1)))
	if v.gs.hasCur {
		v.gs.path = append(v.gs.path, seg{'L', []pt{p0}})
		v.gs.cur = p0
	} else {
		v.moveTo(p0)
	}
	n := int(math.Ceil(math.Abs(a2-a1)/90 - 1e-9))
	if n == 0 {
		return
	}
	step := (a2 - a1) / float64(n)
	k := 4.0 / 3 * math.Tan(rad(step)/4)
	for i := range n {
		t1 := rad(a1 + step*float64(i))
		t2 := rad(a1 + step*float64(i+1))
		c1 := m.apply(cx+r*(math.Cos(t1)-k*math.Sin(t1)), cy+r*(math.Sin(t1)+k*math.Cos(t1)))
		c2 := m.apply(cx+r*(math.Cos(t2)+k*math.Sin(t2)), cy+r*(math.Sin(t2)-k*math.Cos(t2)))
		e := m.apply(cx+r*math.Cos(t2), cy+r*math.Sin(t2))
		v.gs.path = append(v.gs.path, seg{'C', []pt{c1, c2, e}})
		v.gs.cur = e
	}
}

// paint records the current path filled or stroked, then clears it.
func (v *vm) paint(fill bool) {
	if len(v.gs.path) > 0 {
		v.out.add(v.gs, fill)
	}
	v.gs.path = nil
	v.gs.hasCur = false
}

// relative is the current point moved by (dx, dy) in user space.
func (v *vm) relative(dx, dy float64) pt {
	d := v.gs.ctm.apply(dx, dy)
	o := v.gs.ctm.apply(0, 0)
	return pt{v.gs.cur.x + d.x - o.x, v.gs.cur.y + d.y - o.y}
}

// userPoint is the current point in user space.
func (v *vm) userPoint() (pt, error) {
	if !v.gs.hasCur {
		return pt{}, errors.New("no current point")
	}
	inv, err := v.gs.ctm.invert()
	if err != nil {
		return pt{}, err
	}
	return inv.apply(v.gs.cur.x, v.gs.cur.y), nil
}

func (v *vm) gsave() { v.saved = append(v.saved, v.gs.clone()) }

func (v *vm) grestore() {
	if n := len(v.saved); n > 0 {
		v.gs = v.saved[n-1]
		v.saved = v.saved[:n-1]
	}
}

// withNums is an operator that takes n numbers and gives them to f.
func withNums(n int, f func(v *vm, x []float64) error) func(*vm) error {
	return func(v *vm) error {
		x, err := v.nums(n)
		if err != nil {
			return err
		}
		return f(v, x)
	}
}

// transforming is transform and its kin: "x y" or "x y matrix" (the
// current one by default) to the point f makes of them.
func transforming(f func(m matrix, x, y float64) (pt, error)) func(*vm) error {
	return func(v *vm) error {
		m, x, err := v.matrixAndPoint()
		if err != nil {
			return err
		}
		q, err := f(m, x[0], x[1])
		if err != nil {
			return err
		}
		v.push(q.x)
		v.push(q.y)
		return nil
	}
}

// scaledFont is an operator that takes a font and what scale pops above it,
// and pushes the font scaled by that.
func scaledFont(what string, scale func(v *vm) (float64, error)) func(*vm) error {
	return func(v *vm) error {
		k, err := scale(v)
		if err != nil {
			return err
		}
		f, err := popAs[*font](v, what)
		if err != nil {
			return err
		}
		v.push(&font{name: f.name, size: f.size * k})
		return nil
	}
}

var graphicsOperators = map[string]func(*vm) error{
	"gsave":    func(v *vm) error { v.gsave(); return nil },
	"grestore": func(v *vm) error { v.grestore(); return nil },
	"newpath":  func(v *vm) error { v.gs.path, v.gs.hasCur = nil, false; return nil },
	"moveto": withNums(2, func(v *vm, x []float64) error {
		v.moveTo(v.gs.ctm.apply(x[0], x[1]))
		return nil
	}),
	"rmoveto": withNums(2, func(v *vm, x []float64) error {
		if !v.gs.hasCur {
			return errors.New("no current point")
		}
		v.moveTo(v.relative(x[0], x[1]))
		return nil
	}),
	"lineto":  withNums(2, func(v *vm, x []float64) error { return v.lineTo(v.gs.ctm.apply(x[0], x[1])) }),
	"rlineto": withNums(2, func(v *vm, x []float64) error { return v.lineTo(v.relative(x[0], x[1])) }),
	"curveto": withNums(6, func(v *vm, x []float64) error {
		if !v.gs.hasCur {
			return errors.New("no current point")
		}
		m := v.gs.ctm
		e := m.apply(x[4], x[5])
		v.gs.path = append(v.gs.path, seg{'C', []pt{m.apply(x[0], x[1]), m.apply(x[2], x[3]), e}})
		v.gs.cur = e
		return nil
	}),
	"arc":  withNums(5, func(v *vm, x []float64) error { v.arc(x[0], x[1], x[2], x[3], x[4], false); return nil }),
	"arcn": withNums(5, func(v *vm, x []float64) error { v.arc(x[0], x[1], x[2], x[3], x[4], true); return nil }),
	"closepath": func(v *vm) error {
		if v.gs.hasCur {
			v.gs.path = append(v.gs.path, seg{cmd: 'Z'})
			v.gs.cur = v.gs.start
		}
		return nil
	},
	"currentpoint": func(v *vm) error {
		p, err := v.userPoint()
		if err != nil {
			return err
		}
		v.push(p.x)
		v.push(p.y)
		return nil
	},
	"fill":   func(v *vm) error { v.paint(true); return nil },
	"eofill": func(v *vm) error { v.paint(true); return nil },
	"stroke": func(v *vm) error { v.paint(false); return nil },
	"rectfill": withNums(4, func(v *vm, x []float64) error {
		saved := v.gs.path
		m := v.gs.ctm
		v.gs.path = []seg{{'M', []pt{m.apply(x[0], x[1])}}, {'L', []pt{m.apply(x[0]+x[2], x[1])}},
			{'L', []pt{m.apply(x[0]+x[2], x[1]+x[3])}}, {'L', []pt{m.apply(x[0], x[1]+x[3])}}, {cmd: 'Z'}}
		v.out.add(v.gs, true)
		v.gs.path = saved
		return nil
	}),
	"setlinewidth":     withNums(1, func(v *vm, x []float64) error { v.gs.width = x[0]; return nil }),
	"currentlinewidth": pushes(func(v *vm) obj { return v.gs.width }),
	"setlinecap":       withNums(1, func(v *vm, x []float64) error { v.gs.cap = int(x[0]); return nil }),
	"setlinejoin":      withNums(1, func(v *vm, x []float64) error { v.gs.join = int(x[0]); return nil }),
	"setmiterlimit":    drop(1),
	"setdash": func(v *vm) error {
		off, err := v.num()
		if err != nil {
			return err
		}
		a, err := popAs[arr](v, "setdash takes an array")
		if err != nil {
			return err
		}
		v.gs.dash = nil
		for _, e := range *a.v {
			f, ok := e.(float64)
			if !ok {
				return errors.New("a dash array holds numbers")
			}
			v.gs.dash = append(v.gs.dash, f)
		}
		v.gs.dashOff = off
		return nil
	},
	"setgray":     withNums(1, func(v *vm, x []float64) error { v.gs.color = rgb(x[0], x[0], x[0]); return nil }),
	"setrgbcolor": withNums(3, func(v *vm, x []float64) error { v.gs.color = rgb(x[0], x[1], x[2]); return nil }),
	"setcmykcolor": withNums(4, func(v *vm, x []float64) error {
		k := x[3]
		v.gs.color = rgb((1-x[0])*(1-k), (1-x[1])*(1-k), (1-x[2])*(1-k))
		return nil
	}),

	"translate": withNums(2, func(v *vm, x []float64) error {
		v.gs.ctm = matrix{1, 0, 0, 1, x[0], x[1]}.mul(v.gs.ctm)
		return nil
	}),
	"scale": withNums(2, func(v *vm, x []float64) error {
		v.gs.ctm = matrix{x[0], 0, 0, x[1], 0, 0}.mul(v.gs.ctm)
		return nil
	}),
	"rotate": withNums(1, func(v *vm, x []float64) error {
		a := x[0] * math.Pi / 180
		c, s := math.Cos(a), math.Sin(a)
		v.gs.ctm = matrix{c, s, -s, c, 0, 0}.mul(v.gs.ctm)
		return nil
	}),
	"concat": func(v *vm) error {
		m, err := v.popMatrix()
		if err != nil {
			return err
		}
		v.gs.ctm = m.mul(v.gs.ctm)
		return nil
	},
	"matrix":    pushes(func(*vm) obj { return matrixArr(identity) }),
	"transform": transforming(func(m matrix, x, y float64) (pt, error) { return m.apply(x, y), nil }),
	"itransform": transforming(func(m matrix, x, y float64) (pt, error) {
		inv, err := m.invert()
		return inv.apply(x, y), err
	}),
	"dtransform": transforming(func(m matrix, x, y float64) (pt, error) {
		return pt{m[0]*x + m[2]*y, m[1]*x + m[3]*y}, nil
	}),
	"currentmatrix": func(v *vm) error {
		if _, err := v.popMatrix(); err != nil {
			return err
		}
		v.push(matrixArr(v.gs.ctm))
		return nil
	},
	"setmatrix": func(v *vm) error {
		m, err := v.popMatrix()
		v.gs.ctm = m
		return err
	},
	"invertmatrix": func(v *vm) error {
		if _, err := v.popMatrix(); err != nil {
			return err
		}
		m, err := v.popMatrix()
		if err != nil {
			return err
		}
		inv, err := m.invert()
		if err != nil {
			return err
		}
		v.push(matrixArr(inv))
		return nil
	},

	// Clipping only frames the printed page; the picture's own bounds
	// come from its background (see drawing). The clip's path is kept
	// for clippath alone: hundred.ps fills its sea as "SeaBlue clippath
	// fill", the chart's outline it clipped to.
	"rectclip": drop(4),
	"clip":     func(v *vm) error { v.gs.clip = slices.Clone(v.gs.path); return nil },
	"eoclip":   func(v *vm) error { v.gs.clip = slices.Clone(v.gs.path); return nil },
	"clippath": func(v *vm) error {
		if v.gs.clip == nil {
			return errors.New("clippath with no clip made: the page's bounds are not known")
		}
		v.gs.path, v.gs.hasCur = slices.Clone(v.gs.clip), false
		return nil
	},
	"clipsave":    nop,
	"cliprestore": nop,
	"showpage":    nop,

	"findfont": func(v *vm) error {
		k, err := v.popKey()
		if err != nil {
			return err
		}
		v.push(&font{name: k, size: 1})
		return nil
	},
	"scalefont": scaledFont("scalefont takes a font", (*vm).num),
	"makefont": scaledFont("makefont takes a font", func(v *vm) (float64, error) {
		m, err := v.popMatrix()
		return m.scale(), err
	}),
	"setfont": func(v *vm) error {
		f, err := popAs[*font](v, "setfont takes a font")
		if err == nil {
			v.gs.font = f
		}
		return err
	},
	"stringwidth": func(v *vm) error {
		s, err := popAs[*pstr](v, "stringwidth takes a string")
		if err != nil {
			return err
		}
		v.push(textWidth(string(s.b), v.gs.font))
		v.push(0.0)
		return nil
	},
	"show": func(v *vm) error {
		s, err := popAs[*pstr](v, "show takes a string")
		if err != nil {
			return err
		}
		if !v.gs.hasCur {
			return errors.New("no current point")
		}
		w := textWidth(string(s.b), v.gs.font)
		v.out.text(string(s.b), v.relative(w/2, 0), v.gs.font.size*v.gs.ctm.scale(), v.gs.color, v.gs.font.name)
		v.moveTo(v.relative(w, 0))
		return nil
	},
	// A letter's outline is taken as its box: its advance wide and a
	// capital high (718/1000 in Helvetica-Bold). Drawings use it only
	// to centre a unit's letter and size units by it (chromatic.ps).
	"charpath": func(v *vm) error {
		if _, err := v.pop(); err != nil {
			return err
		}
		o, err := v.pop()
		if err != nil {
			return err
		}
		s, ok := o.(*pstr)
		if !ok || !v.gs.hasCur {
			return errors.New("charpath takes a string, from the current point")
		}
		at, err := v.userPoint()
		if err != nil {
			return err
		}
		w, h := textWidth(string(s.b), v.gs.font), .718*v.gs.font.size
		m := v.gs.ctm
		v.moveTo(m.apply(at.x, at.y))
		for _, c := range [][2]float64{{w, 0}, {w, h}, {0, h}} {
			if err := v.lineTo(m.apply(at.x+c[0], at.y+c[1])); err != nil {
				return err
			}
		}
		v.gs.path = append(v.gs.path, seg{cmd: 'Z'})
		v.moveTo(m.apply(at.x+w, at.y))
		return nil
	},
	"pathbbox": func(v *vm) error {
		inv, err := v.gs.ctm.invert()
		if err != nil {
			return err
		}
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, sg := range v.gs.path {
			for _, q := range sg.p {
				u := inv.apply(q.x, q.y)
				x0, y0 = math.Min(x0, u.x), math.Min(y0, u.y)
				x1, y1 = math.Max(x1, u.x), math.Max(y1, u.y)
			}
		}
		if math.IsInf(x0, 0) {
			return errors.New("pathbbox of no path")
		}
		for _, f := range []float64{x0, y0, x1, y1} {
			v.push(f)
		}
		return nil
	},
	"execform": func(v *vm) error {
		d, err := popAs[*dict](v, "execform takes a form dictionary")
		if err != nil {
			return err
		}
		v.gsave()
		if mo, ok := d.m["Matrix"]; ok {
			v.push(mo)
			m, err := v.popMatrix()
			if err != nil {
				return err
			}
			v.gs.ctm = m.mul(v.gs.ctm)
		}
		if b, ok := d.m["BBox"].(arr); ok && len(*b.v) == 4 {
			// A form paints within its box (PLRM execform): the clip
			// clippath gives inside it, drawn in device space.
			var x [4]float64
			for i, o := range *b.v {
				f, ok := o.(float64)
				if n, isInt := o.(int); isInt {
					f, ok = float64(n), true
				}
				if !ok {
					return errors.New("execform: the form's BBox holds a value that is not a number")
				}
				x[i] = f
			}
			m := v.gs.ctm
			v.gs.clip = []seg{{'M', []pt{m.apply(x[0], x[1])}}, {'L', []pt{m.apply(x[2], x[1])}},
				{'L', []pt{m.apply(x[2], x[3])}}, {'L', []pt{m.apply(x[0], x[3])}}, {cmd: 'Z'}}
		}
		v.push(d)
		if err := v.execValue(d.m["PaintProc"]); err != nil {
			return err
		}
		v.grestore()
		return nil
	},
}

// textWidth is the advance of s in Helvetica-Bold, the labels' font
// (widths from its Adobe font metrics, per 1000 units of size).
func textWidth(s string, f *font) float64 {
	w := 0
	for _, c := range s {
		if c >= 32 && c < 127 {
			w += helveticaBold[c-32]
		} else {
			w += 556
		}
	}
	return float64(w) * f.size / 1000
}

var helveticaBold = [95]int{
	278, 333, 474, 556, 556, 889, 722, 278, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0-9
	333, 333, 584, 584, 584, 611, 975, // : to @
	722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, // A-M
	722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // N-Z
	333, 278, 333, 584, 556, 278, // [ to `
	556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, // a-m
	611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, // n-z
	389, 280, 389, 584, // { to ~
}
