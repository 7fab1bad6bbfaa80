package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/render/geom"
)

// DPjudge's drawings are line drawings: land and sea filled, borders and
// coasts stroked, no province drawn as a shape of its own. So that the
// renderer can tint each province by its owner, psgen finds each
// province's area once, here, and writes it into the placement file: it
// draws every line of the picture into a raster (dashed borders drawn
// whole), and grows every province from its unit's place across the
// cells no line covers, all provinces at once, each cell to the nearest;
// the lines' own cells go to a province beside them. Each province's
// cells are then traced into an outline and simplified.

// areaCells is how many raster cells a picture unit spans.
const areaCells = 2

// areaTolerance is how far, in cells, a simplified outline may stray from
// the cells it traces.
const areaTolerance = 0.9

// provinceAreas finds the outline of every placed province of the
// picture, in the picture's units, by province id.
func provinceAreas(svg []byte, width, height int, seeds map[string]geom.Point) (map[string]string, error) {
	w, h := width*areaCells+1, height*areaCells+1
	wall := make([]bool, w*h)
	for _, d := range picturePaths(string(svg)) {
		if strings.Contains(d, "m") {
			return nil, fmt.Errorf("a line of the picture moves relatively (%.30s): psgen writes every move absolute", d)
		}
		// Each subpath apart: a closed one (a coast) is a ring, an open
		// one (a border) a line, whose ends must not be joined.
		for _, sub := range strings.SplitAfter(d, "z") {
			for i, part := range strings.Split(sub, "M") {
				if i == 0 || part == "" {
					continue
				}
				a, err := geom.Flatten("M" + part)
				if err != nil {
					return nil, fmt.Errorf("a line of the picture: %v", err)
				}
				closed := strings.HasSuffix(part, "z")
				for _, poly := range a.Polys {
					for i := 1; i < len(poly); i++ {
						rasterLine(wall, w, h, poly[i-1], poly[i])
					}
					if closed && len(poly) > 2 {
						rasterLine(wall, w, h, poly[len(poly)-1], poly[0])
					}
				}
			}
		}
	}
	owner := make([]int32, w*h)
	ids := make([]string, 0, len(seeds))
	for id := range seeds {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var queue []int
	for n, id := range ids {
		s := seeds[id]
		c, ok := openCell(wall, w, h, s[0]*areaCells, s[1]*areaCells)
		if !ok {
			return nil, fmt.Errorf("%s: its unit stands where the picture has no room", id)
		}
		if owner[c] != 0 {
			return nil, fmt.Errorf("%s: its unit stands in %s's area", id, ids[owner[c]-1])
		}
		owner[c] = int32(n + 1)
		queue = append(queue, c)
	}
	// Every province at once, a step at a time: each cell goes to the
	// province that reaches it first.
	grow := func(open func(int) bool) {
		for len(queue) > 0 {
			next := queue[:0:0]
			for _, c := range queue {
				x, y := c%w, c/w
				for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					nx, ny := x+d[0], y+d[1]
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					n := ny*w + nx
					if owner[n] == 0 && open(n) {
						owner[n] = owner[c]
						next = append(next, n)
					}
				}
			}
			queue = next
		}
	}
	grow(func(n int) bool { return !wall[n] })
	// The lines' cells, to the province beside them: two steps (a line is
	// one or two cells wide), so that a tint reaches its borders.
	for range 2 {
		was := append([]int32(nil), owner...)
		for c := range owner {
			if owner[c] != 0 || !wall[c] {
				continue
			}
			x, y := c%w, c/w
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nx, ny := x+d[0], y+d[1]
				if nx >= 0 && ny >= 0 && nx < w && ny < h && was[ny*w+nx] != 0 {
					owner[c] = was[ny*w+nx]
					break
				}
			}
		}
	}
	// Each province's cells lie in its box: tracing looks there only.
	boxes := make([][4]int, len(ids)+1)
	for i := range boxes {
		boxes[i] = [4]int{w, h, -1, -1}
	}
	for c, o := range owner {
		if o != 0 {
			x, y, b := c%w, c/w, &boxes[o]
			b[0], b[1], b[2], b[3] = min(b[0], x), min(b[1], y), max(b[2], x), max(b[3], y)
		}
	}
	out := map[string]string{}
	for n, id := range ids {
		d := traceCells(owner, w, boxes[n+1], int32(n+1))
		if d == "" {
			return nil, fmt.Errorf("%s has no area", id)
		}
		out[id] = d
	}
	return out, nil
}

// picturePaths are the path data of the picture's shapes (not its names).
func picturePaths(svg string) []string {
	if i := strings.Index(svg, "<g font-family="); i >= 0 {
		svg = svg[:i]
	}
	var out []string
	for {
		i := strings.Index(svg, ` d="`)
		if i < 0 {
			return out
		}
		svg = svg[i+4:]
		j := strings.IndexByte(svg, '"')
		if j < 0 {
			return out
		}
		out = append(out, svg[:j])
		svg = svg[j:]
	}
}

// rasterLine marks the cells a segment (in picture units) passes through.
func rasterLine(wall []bool, w, h int, a, b geom.Vec) {
	a, b = a.Mul(areaCells), b.Mul(areaCells)
	n := int(math.Ceil(math.Max(math.Abs(b.X-a.X), math.Abs(b.Y-a.Y))*2)) + 1
	for i := 0; i <= n; i++ {
		q := a.Add(b.Sub(a).Mul(float64(i) / float64(n)))
		x, y := int(math.Round(q.X)), int(math.Round(q.Y))
		if x >= 0 && y >= 0 && x < w && y < h {
			wall[y*w+x] = true
		}
	}
}

// openCell is the cell nearest (x, y) that no line covers.
func openCell(wall []bool, w, h, x, y int) (int, bool) {
	for r := 0; r <= 6*areaCells; r++ {
		for dy := -r; dy <= r; dy++ {
			for dx := -r; dx <= r; dx++ {
				if max(abs(dx), abs(dy)) != r {
					continue
				}
				nx, ny := x+dx, y+dy
				if nx >= 0 && ny >= 0 && nx < w && ny < h && !wall[ny*w+nx] {
					return ny*w + nx, true
				}
			}
		}
	}
	return 0, false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// traceCells outlines the cells of one owner, which lie in box (x0, y0,
// x1, y1): every cell edge with the
// owner's cell on its right and another's on its left, chained into rings
// (outer rings clockwise on the screen, holes the other way, so that a
// nonzero fill leaves the holes out), each ring simplified. The path is in
// picture units.
func traceCells(owner []int32, w int, box [4]int, who int32) string {
	h := len(owner) / w
	in := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < h && owner[y*w+x] == who }
	// Corners are numbered (x, y) on a (w+1) by (h+1) grid; an edge is
	// kept by its start corner, at most two edges leaving one corner.
	stride := w + 1
	next := map[int][]int{}
	add := func(x0, y0, x1, y1 int) {
		next[y0*stride+x0] = append(next[y0*stride+x0], y1*stride+x1)
	}
	for y := box[1]; y <= box[3]; y++ {
		for x := box[0]; x <= box[2]; x++ {
			if !in(x, y) {
				continue
			}
			if !in(x, y-1) {
				add(x, y, x+1, y)
			}
			if !in(x+1, y) {
				add(x+1, y, x+1, y+1)
			}
			if !in(x, y+1) {
				add(x+1, y+1, x, y+1)
			}
			if !in(x-1, y) {
				add(x, y+1, x, y)
			}
		}
	}
	starts := make([]int, 0, len(next))
	for k := range next {
		starts = append(starts, k)
	}
	sort.Ints(starts)
	var b strings.Builder
	for _, s := range starts {
		for len(next[s]) > 0 {
			var ring []geom.Vec
			at, prevDir := s, [2]int{0, 0}
			for {
				outs := next[at]
				if len(outs) == 0 {
					break
				}
				// Where two edges leave a corner (cells touching at a
				// corner only), turn right, keeping rings apart.
				k := 0
				if len(outs) == 2 {
					ax, ay := at%stride, at/stride
					for i, o := range outs {
						d := [2]int{o%stride - ax, o/stride - ay}
						if d == [2]int{-prevDir[1], prevDir[0]} {
							k = i
						}
					}
				}
				to := outs[k]
				next[at] = append(outs[:k:k], outs[k+1:]...)
				ax, ay := at%stride, at/stride
				prevDir = [2]int{to%stride - ax, to/stride - ay}
				ring = append(ring, geom.Pt(float64(ax), float64(ay)))
				at = to
				if at == s {
					break
				}
			}
			ring = simplifyRing(ring, areaTolerance)
			if len(ring) < 3 {
				continue
			}
			for i, q := range ring {
				if i == 0 {
					b.WriteString("M" + half(q.X) + " " + half(q.Y))
				} else {
					b.WriteString("L" + half(q.X) + " " + half(q.Y))
				}
			}
			b.WriteString("z")
		}
	}
	return b.String()
}

// half writes a cell corner in picture units: to the half unit.
func half(cells float64) string {
	return strconv.FormatFloat(math.Round(cells/areaCells*2)/2, 'f', -1, 64)
}

// simplifyRing drops the corners of a closed ring that lie within tol of
// the line the ring keeps (Douglas and Peucker), from its two farthest
// corners.
func simplifyRing(ring []geom.Vec, tol float64) []geom.Vec {
	if len(ring) < 4 {
		return ring
	}
	far, best := 0, -1.0
	for i, q := range ring {
		if d := q.Sub(ring[0]).Len(); d > best {
			far, best = i, d
		}
	}
	a := simplifyLine(ring[:far+1], tol)
	b := simplifyLine(append(append([]geom.Vec{}, ring[far:]...), ring[0]), tol)
	return append(a[:len(a)-1], b[:len(b)-1]...)
}

func simplifyLine(pts []geom.Vec, tol float64) []geom.Vec {
	if len(pts) < 3 {
		return pts
	}
	a, b := pts[0], pts[len(pts)-1]
	far, best := 0, -1.0
	for i := 1; i < len(pts)-1; i++ {
		if d := lineDistance(pts[i], a, b); d > best {
			far, best = i, d
		}
	}
	if best <= tol {
		return []geom.Vec{a, b}
	}
	left := simplifyLine(pts[:far+1], tol)
	right := simplifyLine(pts[far:], tol)
	return append(left[:len(left)-1], right...)
}

// lineDistance is the distance from q to the line through a and b (to a
// when they are one point).
func lineDistance(q, a, b geom.Vec) float64 {
	ab := b.Sub(a)
	l := ab.Len()
	if l == 0 {
		return q.Sub(a).Len()
	}
	return math.Abs(ab.X*(q.Y-a.Y)-ab.Y*(q.X-a.X)) / l
}
