package render

import (
	"embed"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/payola-gm/payola/engine/board"
)

// Point is a position in map coordinates (the SVG viewBox of the map).
type Point [2]int

// Spot is where a unit stands in a location, and where it is drawn when it
// has been dislodged from there.
type Spot struct {
	Unit      Point `json:"unit"`
	Dislodged Point `json:"dislodged"`
}

// Label is where a province's abbreviation is written.
type Label struct {
	At     Point `json:"at"`
	Rotate int   `json:"rotate,omitempty"` // degrees, clockwise
	Small  bool  `json:"small,omitempty"`  // crowded provinces get a smaller label
}

// Shape is the drawing of one province.
type Shape struct {
	Outline string          `json:"d"` // SVG path data
	Label   Label           `json:"label"`
	Center  *Point          `json:"sc,omitempty"` // supply-center marker
	Spot    Spot            `json:"spot"`
	Coasts  map[string]Spot `json:"coasts,omitempty"` // "NC" -> fleet spot
}

// Geometry is the drawing of a whole board: provinces by id plus scenery
// (islands that are no province, inland seas).
type Geometry struct {
	Width     int              `json:"width"`
	Height    int              `json:"height"`
	Provinces map[string]Shape `json:"provinces"`
	Land      []string         `json:"land,omitempty"`
	Water     []string         `json:"water,omitempty"`

	// Worked out once on load, for placing marks and fleet routes.
	areas  map[string]area // province -> its outline as polygons
	isles  []area          // scenery islands
	labels map[string]quad // province -> its label's box
	marks  []labelArea     // the label boxes with their bounds, for placing marks
	routes sync.Map        // "from>to" -> the control point of a fleet's curve
}

// area is an outline flattened to polygons, with its bounding box.
type area struct {
	polys [][]pt
	bound box
}

// box is an axis-aligned rectangle.
type box struct{ x0, y0, x1, y1 float64 }

func (b box) has(q pt) bool { return q.x >= b.x0 && q.x <= b.x1 && q.y >= b.y0 && q.y <= b.y1 }

func around(at pt, r float64) box { return box{at.x - r, at.y - r, at.x + r, at.y + r} }

// contains is the even-odd rule over all polygons of the area.
func (a *area) contains(q pt) bool {
	if !a.bound.has(q) {
		return false
	}
	in := false
	for _, poly := range a.polys {
		for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
			p1, p2 := poly[i], poly[j]
			if (p1.y > q.y) != (p2.y > q.y) && q.x < (p2.x-p1.x)*(q.y-p1.y)/(p2.y-p1.y)+p1.x {
				in = !in
			}
		}
	}
	return in
}

// Label text size, estimated as scripts/geomgen does: an italic serif
// capital is about 0.72 of the font size wide (DejaVu Serif, the
// fallback most systems use; Georgia is narrower), capitals 0.76 of it high.
const (
	labelFont      = 21
	labelFontSmall = 17
)

// quad is a rectangle turned by any angle: a label's box.
type quad [4]pt

// labelArea is a label's box and the upright box around it, which rules
// most marks out cheaply.
type labelArea struct {
	q     quad
	bound box
}

func (l *labelArea) overlaps(b box) bool {
	return l.bound.x0 < b.x1 && b.x0 < l.bound.x1 && l.bound.y0 < b.y1 && b.y0 < l.bound.y1 && l.q.overlaps(b)
}

// labelBox is the box a province's label covers, turned with the label.
func labelBox(id string, l Label) quad {
	font := float64(labelFont)
	if l.Small {
		font = labelFontSmall
	}
	halfW, h := 0.72*font*float64(len(id))/2, 0.76*font
	rad := float64(l.Rotate) * math.Pi / 180
	along := pt{math.Cos(rad), math.Sin(rad)}
	up := pt{math.Sin(rad), -math.Cos(rad)}
	at := fromPoint(l.At)
	var q quad
	for i, c := range [][2]float64{{-1, 0}, {1, 0}, {1, 1}, {-1, 1}} {
		q[i] = at.add(along.mul(c[0] * halfW)).add(up.mul(c[1] * h))
	}
	return q
}

// overlaps reports whether the turned rectangle and a box share any area,
// by the separating axis theorem: two convex shapes are apart exactly when
// their shadows on one of their edges' normals are.
func (q quad) overlaps(b box) bool {
	corners := [4]pt{{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}}
	axes := []pt{{1, 0}, {0, 1}, q[1].sub(q[0]), q[3].sub(q[0])}
	for _, ax := range axes {
		qlo, qhi := math.Inf(1), math.Inf(-1)
		for _, c := range q {
			d := c.x*ax.x + c.y*ax.y
			qlo, qhi = math.Min(qlo, d), math.Max(qhi, d)
		}
		blo, bhi := math.Inf(1), math.Inf(-1)
		for _, c := range corners {
			d := c.x*ax.x + c.y*ax.y
			blo, bhi = math.Min(blo, d), math.Max(bhi, d)
		}
		if qhi <= blo || bhi <= qlo {
			return false
		}
	}
	return true
}

// prepare works out the areas and label boxes of a decoded drawing.
func (g *Geometry) prepare() error {
	g.areas = make(map[string]area, len(g.Provinces))
	g.labels = make(map[string]quad, len(g.Provinces))
	for id, sh := range g.Provinces {
		a, err := flatten(sh.Outline)
		if err != nil {
			return fmt.Errorf("%s: %v", id, err)
		}
		g.areas[id] = a
		q := labelBox(id, sh.Label)
		g.labels[id] = q
		b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		for _, c := range q {
			b = box{math.Min(b.x0, c.x), math.Min(b.y0, c.y), math.Max(b.x1, c.x), math.Max(b.y1, c.y)}
		}
		g.marks = append(g.marks, labelArea{q, b})
	}
	for _, d := range g.Land {
		a, err := flatten(d)
		if err != nil {
			return fmt.Errorf("scenery: %v", err)
		}
		g.isles = append(g.isles, a)
	}
	return nil
}

// flatten turns outline path data (the generator's M, m, l, c, z, and the
// lines of hand-made test drawings) into polygons, sampling each curve.
func flatten(d string) (area, error) {
	var polys [][]pt
	var cur []pt
	var pos, start pt
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
		case 'M', 'm':
			v, err := nums(2)
			if err != nil {
				return area{}, err
			}
			if cmd == 'M' {
				pos = pt{v[0], v[1]}
			} else {
				pos = pos.add(pt{v[0], v[1]})
			}
			start, cur = pos, []pt{pos}
			cmd = map[byte]byte{'M': 'L', 'm': 'l'}[cmd]
		case 'l', 'L':
			v, err := nums(2)
			if err != nil {
				return area{}, err
			}
			if cmd == 'L' {
				pos = pt{v[0], v[1]}
			} else {
				pos = pos.add(pt{v[0], v[1]})
			}
			cur = append(cur, pos)
		case 'h', 'v', 'H', 'V':
			v, err := nums(1)
			if err != nil {
				return area{}, err
			}
			switch cmd {
			case 'h':
				pos.x += v[0]
			case 'v':
				pos.y += v[0]
			case 'H':
				pos.x = v[0]
			case 'V':
				pos.y = v[0]
			}
			cur = append(cur, pos)
		case 'c':
			v, err := nums(6)
			if err != nil {
				return area{}, err
			}
			p0 := pos
			c1, c2, p3 := p0.add(pt{v[0], v[1]}), p0.add(pt{v[2], v[3]}), p0.add(pt{v[4], v[5]})
			for _, t := range []float64{0.25, 0.5, 0.75, 1} {
				u := 1 - t
				cur = append(cur, p0.mul(u*u*u).add(c1.mul(3*u*u*t)).add(c2.mul(3*u*t*t)).add(p3.mul(t*t*t)))
			}
			pos = p3
		default:
			return area{}, fmt.Errorf("path command %q is not supported", string(cmd))
		}
	}
	if len(cur) > 0 {
		polys = append(polys, cur)
	}
	b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, poly := range polys {
		for _, q := range poly {
			b = box{math.Min(b.x0, q.x), math.Min(b.y0, q.y), math.Max(b.x1, q.x), math.Max(b.y1, q.y)}
		}
	}
	return area{polys: polys, bound: b}, nil
}

// spot returns where a unit at loc is drawn; fleets on a split coast use
// the coast's spot, a location without coast uses the province's.
func (g *Geometry) spot(loc board.Loc) (Spot, bool) {
	sh, ok := g.Provinces[loc.Province()]
	if !ok {
		return Spot{}, false
	}
	if c := loc.Coast(); c != "" {
		s, ok := sh.Coasts[c]
		return s, ok
	}
	return sh.Spot, true
}

// standard.geo.json is made by scripts/geomgen from the jDip SVG of the
// standard map; a test there checks it is up to date.
//
//go:generate go run ../../scripts/geomgen -svg ../../../shared/data/standard.svg -map standard -out standard.geo.json
//go:embed *.geo.json
var geoFiles embed.FS

var (
	geoCache   = map[string]*Geometry{}
	geoCacheMu sync.Mutex
)

// geometryFor returns the embedded drawing of a built-in map.
func geometryFor(id string) (*Geometry, error) {
	geoCacheMu.Lock()
	defer geoCacheMu.Unlock()
	if g, ok := geoCache[id]; ok {
		return g, nil
	}
	data, err := geoFiles.ReadFile(strings.ToLower(id) + ".geo.json")
	if err != nil {
		return nil, fmt.Errorf("there is no drawing of the map %q", id)
	}
	g, err := decodeGeometry(data)
	if err != nil {
		return nil, fmt.Errorf("drawing of the map %q: %w", id, err)
	}
	geoCache[id] = g
	return g, nil
}

func decodeGeometry(data []byte) (*Geometry, error) {
	var g Geometry
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return nil, err
	}
	if err := g.prepare(); err != nil {
		return nil, err
	}
	return &g, nil
}
