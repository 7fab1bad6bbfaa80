package main

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// picture is what the drawing painted, in the drawing's own (device)
// coordinates, y upwards as in PostScript.
type picture struct {
	shapes []shape
	texts  []label
}

type shape struct {
	path   []seg
	fill   bool
	color  string
	width  float64 // device units, for strokes
	dash   []float64
	cap    int
	join   int
	stroke string // set when a stroke of the same path was folded in
}

type label struct {
	text  string
	at    pt // centre of the baseline
	size  float64
	color string
	font  string
}

func (p *picture) add(g gstate, fill bool) {
	s := shape{path: slices.Clone(g.path), fill: fill, color: g.color, cap: g.cap, join: g.join}
	if !fill {
		sc := g.ctm.scale()
		s.width = g.width * sc
		for _, d := range g.dash {
			s.dash = append(s.dash, d*sc)
		}
	}
	p.shapes = append(p.shapes, s)
}

func (p *picture) text(s string, at pt, size float64, color, fontName string) {
	p.texts = append(p.texts, label{text: s, at: at, size: size, color: color, font: fontName})
}

// bounds is the box of every point of the picture's paths.
func (p *picture) bounds() (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, s := range p.shapes {
		for _, sg := range s.path {
			for _, q := range sg.p {
				x0, y0 = math.Min(x0, q.x), math.Min(y0, q.y)
				x1, y1 = math.Max(x1, q.x), math.Max(y1, q.y)
			}
		}
	}
	return
}

// frame maps the drawing's coordinates to the picture's: x from the left
// edge, y down from the top edge, both in whole units so that whole
// positions stay whole.
type frame struct{ left, top, width, height int }

func (f frame) at(q pt) (float64, float64) { return q.x - float64(f.left), float64(f.top) - q.y }

// tenths rounds a coordinate to a tenth of a unit, as an integer count of
// tenths, so that relative path steps add up exactly.
func tenths(v float64) int { return int(math.Round(v * 10)) }

func fmtTenths(t int) string {
	if t%10 == 0 {
		return strconv.Itoa(t / 10)
	}
	s := strconv.FormatFloat(float64(t)/10, 'f', 1, 64)
	// ".5" and "-.5": the leading zero is not needed.
	if rest, ok := strings.CutPrefix(s, "0."); ok {
		return "." + rest
	}
	if rest, ok := strings.CutPrefix(s, "-0."); ok {
		return "-." + rest
	}
	return s
}

func fmtNum(v float64) string { return fmtTenths(tenths(v)) }

// pathData writes a path with relative steps after each subpath's start.
func pathData(path []seg, f frame) string {
	var b strings.Builder
	var cx, cy, sx, sy int
	last := byte(0)
	nums := func(ts ...int) {
		for i, t := range ts {
			s := fmtTenths(t)
			if i > 0 || last != 0 {
				if !strings.HasPrefix(s, "-") {
					b.WriteByte(' ')
				}
			}
			b.WriteString(s)
		}
	}
	for _, sg := range path {
		switch sg.cmd {
		case 'M':
			x, y := f.at(sg.p[0])
			cx, cy = tenths(x), tenths(y)
			sx, sy = cx, cy
			b.WriteByte('M')
			last = 0
			nums(cx, cy)
			last = 'M'
		case 'L':
			x, y := f.at(sg.p[0])
			tx, ty := tenths(x), tenths(y)
			if last != 'l' {
				b.WriteByte('l')
				last = 0
			}
			nums(tx-cx, ty-cy)
			last = 'l'
			cx, cy = tx, ty
		case 'C':
			var ts []int
			var ex, ey int
			for _, q := range sg.p {
				x, y := f.at(q)
				ex, ey = tenths(x), tenths(y)
				ts = append(ts, ex-cx, ey-cy)
			}
			if last != 'c' {
				b.WriteByte('c')
				last = 0
			}
			nums(ts...)
			last = 'c'
			cx, cy = ex, ey
		case 'Z':
			b.WriteByte('z')
			last = 0
			cx, cy = sx, sy
		}
	}
	return b.String()
}

func sameStyle(a, b shape) bool {
	return a.fill == b.fill && a.color == b.color && a.width == b.width && slices.Equal(a.dash, b.dash) &&
		a.cap == b.cap && a.join == b.join && a.stroke == "" && b.stroke == ""
}

func samePath(a, b []seg) bool {
	return slices.EqualFunc(a, b, func(x, y seg) bool { return x.cmd == y.cmd && slices.Equal(x.p, y.p) })
}

// svg writes the picture. Consecutive strokes of one style become one path
// (a stroke looks the same drawn at once), and a stroke of the path just
// filled joins the fill, as SVG paints a path's stroke over its fill.
// Fills are never merged: subpaths of one fill could cancel each other.
func (p *picture) svg(f frame, title, credit string) []byte {
	var shapes []shape
	var ds []string
	for _, s := range p.shapes {
		d := pathData(s.path, f)
		if n := len(shapes); n > 0 {
			prev := &shapes[n-1]
			if !s.fill && prev.fill && prev.stroke == "" && samePath(prev.path, s.path) {
				prev.stroke, prev.width, prev.dash, prev.cap, prev.join = s.color, s.width, s.dash, s.cap, s.join
				continue
			}
			if !s.fill && sameStyle(*prev, s) {
				ds[n-1] += d
				continue
			}
		}
		shapes = append(shapes, s)
		ds = append(ds, d)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\">\n",
		f.width, f.height, f.width, f.height)
	fmt.Fprintf(&b, "<title>%s</title>\n<desc>%s</desc>\n", esc(title), esc(credit))
	b.WriteString("<g stroke-miterlimit=\"10\">\n")
	for i, s := range shapes {
		b.WriteString("<path d=\"")
		b.WriteString(ds[i])
		b.WriteByte('"')
		stroke := s.stroke
		if s.fill {
			fmt.Fprintf(&b, " fill=\"%s\"", s.color)
		} else {
			b.WriteString(" fill=\"none\"")
			stroke = s.color
		}
		if stroke != "" {
			fmt.Fprintf(&b, " stroke=\"%s\" stroke-width=\"%s\"", stroke, fmtNum(s.width))
			if len(s.dash) > 0 {
				parts := make([]string, len(s.dash))
				for j, d := range s.dash {
					parts[j] = fmtNum(d)
				}
				fmt.Fprintf(&b, " stroke-dasharray=\"%s\"", strings.Join(parts, " "))
			}
			if s.cap > 0 {
				fmt.Fprintf(&b, " stroke-linecap=\"%s\"", [...]string{"butt", "round", "square"}[min(s.cap, 2)])
			}
			if s.join > 0 {
				fmt.Fprintf(&b, " stroke-linejoin=\"%s\"", [...]string{"miter", "round", "bevel"}[min(s.join, 2)])
			}
		}
		b.WriteString("/>\n")
	}
	b.WriteString("</g>\n")
	if len(p.texts) > 0 {
		b.WriteString("<g font-family=\"Helvetica,Arial,sans-serif\" font-weight=\"bold\" text-anchor=\"middle\">\n")
		for i := 0; i < len(p.texts); {
			t := p.texts[i]
			j := i
			for j < len(p.texts) && p.texts[j].color == t.color && p.texts[j].size == t.size {
				j++
			}
			fmt.Fprintf(&b, "<g fill=\"%s\" font-size=\"%s\">\n", t.color, fmtNum(t.size))
			for _, u := range p.texts[i:j] {
				x, y := f.at(u.at)
				fmt.Fprintf(&b, "<text x=\"%s\" y=\"%s\">%s</text>\n", fmtNum(x), fmtNum(y), esc(u.text))
			}
			b.WriteString("</g>\n")
			i = j
		}
		b.WriteString("</g>\n")
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}

func esc(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
