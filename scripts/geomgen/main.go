// Command geomgen turns the jDip SVG of a map into the compact drawing that
// engine/render draws it from: province outlines, unit and dislodged-unit
// spots (coasts included), supply-center markers and label positions. It
// draws the standard map from jDip's standard.svg, and every built-in map
// that has a MILA drawing (ancmed, modern, pure) or that
// scripts/internal/jdipmaps names a jDip variant drawing for (chaos, loeb9,
// milan, sailho) from it.
//
//	go run ./scripts/geomgen -svg ../shared/data/standard.svg -map standard -out engine/render/standard.geo.json
//	go run ./scripts/geomgen -mila ../shared/data/mila-maps -maps engine/maps -outdir engine/maps/drawings
//	go run ./scripts/geomgen -jdip ../shared/data/jdip-maps -maps engine/maps -outdir engine/maps/drawings
package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

func main() {
	svgPath := flag.String("svg", "../shared/data/standard.svg", "jDip SVG of the map")
	id := flag.String("map", "standard", "built-in board the drawing is for")
	out := flag.String("out", "engine/render/standard.geo.json", "output file")
	milaDir := flag.String("mila", "", "MILA map folder: draw each built-in map with an SVG there instead")
	jdipDir := flag.String("jdip", "", "jDip variants folder: draw the built-in maps scripts/internal/jdipmaps names from it instead")
	mapDir := flag.String("maps", "engine/maps", "with -mila: folder of the built-in maps (NAME.json, from scripts/mapgen)")
	outDir := flag.String("outdir", "engine/maps/drawings", "with -mila: where the drawings go")
	flag.Parse()
	var err error
	switch {
	case *milaDir != "":
		err = writeFiles(generateMILA(*milaDir, *mapDir))(*outDir)
	case *jdipDir != "":
		err = writeFiles(generateJDip(*jdipDir, *mapDir))(*outDir)
	default:
		err = run(*svgPath, *id, *out)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "geomgen:", err)
		os.Exit(1)
	}
}

func run(svgPath, id, out string) error {
	svgText, err := os.ReadFile(svgPath)
	if err != nil {
		return err
	}
	m, err := board.Named(id)
	if err != nil {
		return err
	}
	data, err := Generate(svgText, m)
	if err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

// writeFiles writes the files a generator made into a folder.
func writeFiles(files map[string][]byte, err error) func(outDir string) error {
	return func(outDir string) error {
		if err != nil {
			return err
		}
		for _, n := range slices.Sorted(maps.Keys(files)) {
			if err := os.WriteFile(filepath.Join(outDir, n), files[n], 0o644); err != nil {
				return err
			}
		}
		return nil
	}
}

// jdip is what the SVG says, keyed by jDip's own names ("stp-nc", "mid").
type jdip struct {
	width, height int
	scale         float64 // map units per SVG unit (symbolScale)
	spots         map[string]geom.Spot
	spotOrder     []string
	outlines      map[string]string // mouse-layer paths by id, in map coordinates
	pieces        map[string]bool   // every single mouse-layer path
	scenery       []scenery         // map-layer paths that are not provinces
	centers       map[string]geom.Point
	placedCenters map[string]geom.Point // PROVINCE_DATA's markers, by jDip name
	labels        map[string]geom.Label // by label text ("MAO")
}

// scenery is a map-layer shape: its id (or its group's), class (own or
// inherited), fill and path data in map coordinates.
type scenery struct{ id, class, fill, d string }

// crossingClass is the class of the dashed lines a jDip drawing marks a
// crossing with where no border shows it (ancmed's Sicily–Neapolis).
const crossingClass = "thickdash"

// crossings are the drawing's crossing lines, drawn as the SVG draws them.
func crossings(parts []scenery) []string {
	var out []string
	for _, s := range parts {
		if s.class == crossingClass {
			out = append(out, s.d)
		}
	}
	return out
}

// Generate builds the drawing of board m from its jDip SVG, whose
// MouseLayer outlines the provinces and whose MapLayer adds the scenery.
func Generate(svgText []byte, m *board.Map) ([]byte, error) {
	j, err := parse(svgText, 1, 0)
	if err != nil {
		return nil, err
	}
	outlineOf := map[string]string{}
	for name, d := range j.outlines {
		loc, err := jdipLoc(m, name)
		if errors.Is(err, errOtherCoast) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if loc.Coast() == "" {
			outlineOf[string(loc)] = d
		}
	}
	var land, water []string
	for _, s := range j.scenery {
		if j.pieces[s.d] {
			continue
		}
		switch s.class {
		case crossingClass: // drawn as a line (crossings), not filled
		case "water":
			water = append(water, s.d)
		default:
			land = append(land, s.d)
		}
	}
	return build(j, m, outlineOf, land, water)
}

// labelAboveCenter is how far above a supply-center marker's middle a
// label placed over it stands: its baseline clear of the marker.
const labelAboveCenter = 14

// build lays out the drawing of board m: the provinces' outlines and
// scenery as given, the SVG's unit spots, labels and markers, each
// checked against the board, then moved clear of one another.
func build(j *jdip, m *board.Map, outlineOf map[string]string, land, water []string) ([]byte, error) {
	g := geom.Drawing{Width: j.width, Height: j.height, Provinces: map[string]geom.Shape{}, Land: land, Water: water, Crossings: crossings(j.scenery)}
	// Several jDip names may mean one province ("mao" and "mid"); the name
	// that also has an outline is jDip's own and its spot is the one drawn.
	chosen := map[board.Loc]string{}
	for _, name := range j.spotOrder {
		loc, err := jdipLoc(m, name)
		if errors.Is(err, errOtherCoast) {
			continue
		}
		if err != nil {
			return nil, err
		}
		prev, seen := chosen[loc]
		if !seen {
			chosen[loc] = name
			continue
		}
		_, prevOutlined := j.outlines[prev]
		_, outlined := j.outlines[name]
		if outlined && !prevOutlined {
			chosen[loc] = name
		}
	}
	if len(j.centers) == 0 {
		for name, c := range j.placedCenters {
			loc, err := jdipLoc(m, name)
			if err != nil {
				return nil, err
			}
			// jDip places a marker in every province; only the
			// board's centers draw one.
			if pr := m.Province(loc.Province()); pr != nil && pr.Center {
				j.centers[pr.ID] = c
			}
		}
	}
	labelOf := map[string]geom.Label{}
	for text, l := range j.labels {
		loc, ok := m.Lookup(text)
		if !ok {
			return nil, fmt.Errorf("label %q names no province", text)
		}
		labelOf[loc.Province()] = l
	}
	for _, p := range m.Provinces {
		sh := geom.Shape{Outline: outlineOf[p.ID]}
		if sh.Outline == "" {
			return nil, fmt.Errorf("%s has no outline", p.ID)
		}
		name, ok := chosen[board.Loc(p.ID)]
		if !ok {
			return nil, fmt.Errorf("%s has no unit position", p.ID)
		}
		sh.Spot = j.spots[name]
		l, ok := labelOf[p.ID]
		switch {
		case ok:
			sh.Label = l
		case len(j.labels) == 0:
			// A drawing that writes no abbreviations (pure writes full
			// names): each starts in the middle of its province, above
			// the supply-center marker there, and clearPlaces moves it
			// clear of the unit.
			at, err := middle(sh.Outline)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", p.ID, err)
			}
			if c, ok := j.centers[p.ID]; ok && math.Hypot(float64(c[0]-at[0]), float64(c[1]-at[1])) < 2*labelAboveCenter {
				at = geom.Point{c[0], c[1] - labelAboveCenter}
			}
			sh.Label = geom.Label{At: at}
		default:
			return nil, fmt.Errorf("%s has no label", p.ID)
		}
		for _, c := range p.Coasts {
			name, ok := chosen[board.Loc(p.ID+"/"+c)]
			if !ok {
				return nil, fmt.Errorf("%s/%s has no unit position", p.ID, c)
			}
			if sh.Coasts == nil {
				sh.Coasts = map[string]geom.Spot{}
			}
			sh.Coasts[c] = j.spots[name]
		}
		if p.Center {
			c, ok := j.centers[p.ID]
			if !ok {
				return nil, fmt.Errorf("%s is a supply center without a marker", p.ID)
			}
			sh.Center = &c
		}
		g.Provinces[p.ID] = sh
	}
	for id := range j.centers {
		if p := m.Province(id); p == nil || !p.Center {
			return nil, fmt.Errorf("marker sc_%s is on no supply center", id)
		}
	}
	if err := clearPlaces(&g, m); err != nil {
		return nil, err
	}
	return encode(g)
}

// encode writes one province a line, so that a change to the drawing shows
// as a readable diff.
func encode(g geom.Drawing) ([]byte, error) {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "{\"width\":%d,\"height\":%d,\"provinces\":{", g.Width, g.Height)
	ids := make([]string, 0, len(g.Provinces))
	for id := range g.Provinces {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for i, id := range ids {
		sh, err := json.Marshal(g.Provinces[id])
		if err != nil {
			return nil, err
		}
		if i > 0 {
			buf.WriteByte(',')
		}
		fmt.Fprintf(&buf, "\n%q:%s", id, sh)
	}
	buf.WriteString("},")
	for i, part := range []struct {
		name  string
		paths []string
	}{{"land", g.Land}, {"water", g.Water}} {
		b, err := json.Marshal(part.paths)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			buf.WriteByte(',')
		}
		fmt.Fprintf(&buf, "\n%q:%s", part.name, b)
	}
	if len(g.Crossings) > 0 {
		b, err := json.Marshal(g.Crossings)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&buf, ",\n\"crossings\":%s", b)
	}
	buf.WriteString("}\n")
	return buf.Bytes(), nil
}

// errOtherCoast is a coast jDip's drawing has and the board does not (jDip
// splits Egypt's coasts on youngstown, DPjudge does not): its place is not
// used, the province's own is.
var errOtherCoast = errors.New("the board has no such coast")

// jdipLoc turns a jDip name ("stp-nc", "mid") into a board location.
func jdipLoc(m *board.Map, name string) (board.Loc, error) {
	prov, coast, _ := strings.Cut(name, "-")
	loc, ok := m.Lookup(prov)
	if !ok {
		return "", fmt.Errorf("jDip province %q is not on the board", name)
	}
	if coast == "" {
		return loc, nil
	}
	l := board.Loc(loc.Province() + "/" + board.CoastCode(coast))
	if !m.ValidLoc(l) {
		return "", fmt.Errorf("jDip coast %q: %w", name, errOtherCoast)
	}
	return l, nil
}

// parse reads the SVG, every coordinate brought to the standard map's
// scale (symbolScale), enlarged by zoom and moved right and down by margin
// (the picture grown by a margin all round).
func parse(svgText []byte, zoom, margin float64) (*jdip, error) {
	k, err := symbolScale(svgText)
	if err != nil {
		return nil, err
	}
	k *= zoom
	j := &jdip{
		scale:         k,
		spots:         map[string]geom.Spot{},
		outlines:      map[string]string{},
		pieces:        map[string]bool{},
		centers:       map[string]geom.Point{},
		placedCenters: map[string]geom.Point{},
		labels:        map[string]geom.Label{},
	}
	var bad error // the first place that is not a point
	var offset *[2]float64
	unitAt := map[string][2]string{}
	hasDislodged := map[string]bool{}
	point := func(xs, ys string, dx, dy float64) geom.Point {
		// jDip's milan writes x="500 ": the space is no part of the number.
		x, errX := strconv.ParseFloat(strings.TrimSpace(xs), 64)
		y, errY := strconv.ParseFloat(strings.TrimSpace(ys), 64)
		if errX != nil || errY != nil {
			bad = fmt.Errorf("the point (%q, %q) is not a number pair", xs, ys)
		}
		return geom.Point{int(math.Round((x+dx)*k + margin)), int(math.Round((y+dy)*k + margin))}
	}
	dec := newDecoder(svgText)
	var stack []frame
	province := ""
	var label *geom.Label
	var labelText strings.Builder
	for {
		tok, err := dec.Token()
		if err != nil {
			if err == io.EOF {
				break
			}
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			a := attrs(t)
			f := frame{id: a["id"], class: a["class"]}
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				f.dx, f.dy = top.dx, top.dy
				if f.class == "" {
					f.class = top.class
				}
			}
			if dx, dy, ok := translate(a["transform"]); ok && t.Name.Local == "g" {
				f.dx += dx
				f.dy += dy
			}
			layer := layerOf(stack)
			switch t.Name.Local {
			case "svg":
				vb := strings.Fields(strings.ReplaceAll(a["viewBox"], ",", " "))
				if len(vb) == 4 {
					w, _ := strconv.ParseFloat(vb[2], 64)
					h, _ := strconv.ParseFloat(vb[3], 64)
					j.width, j.height = int(math.Round(w*k+2*margin)), int(math.Round(h*k+2*margin))
				}
			case "PROVINCE_DATA":
				// The offset of a dislodged unit from its province's
				// unit, where a province gives none of its own.
				if o := strings.Split(a["dislodgedUnitOffset"], ","); len(o) == 2 {
					dx, errX := strconv.ParseFloat(strings.TrimSpace(o[0]), 64)
					dy, errY := strconv.ParseFloat(strings.TrimSpace(o[1]), 64)
					if errX == nil && errY == nil {
						offset = &[2]float64{dx, dy}
					}
				}
			case "PROVINCE":
				province = a["name"]
				j.spotOrder = append(j.spotOrder, province)
				j.spots[province] = geom.Spot{}
			case "SUPPLY_CENTER":
				// jDip's variant drawings place their markers here
				// rather than in a SupplyCenterLayer.
				j.placedCenters[province] = point(a["x"], a["y"], 0, 0)
			case "UNIT", "DISLODGED_UNIT":
				p := point(a["x"], a["y"], 0, 0)
				s := j.spots[province]
				if t.Name.Local == "UNIT" {
					s.Unit = p
					unitAt[province] = [2]string{a["x"], a["y"]}
				} else {
					s.Dislodged = p
					hasDislodged[province] = true
				}
				j.spots[province] = s
			case "path", "polygon", "polyline", "line":
				if layer != "MouseLayer" && layer != "MapLayer" {
					break
				}
				d := a["d"]
				switch t.Name.Local {
				case "polygon", "polyline":
					d = pointsPath(a["points"], t.Name.Local == "polygon")
				case "line":
					d = fmt.Sprintf("M %s,%s L %s,%s", a["x1"], a["y1"], a["x2"], a["y2"])
				}
				d, err := relPath(d, f.dx+margin/k, f.dy+margin/k, k)
				if err != nil {
					return nil, err
				}
				id := ownID(stack, a["id"])
				switch layer {
				case "MouseLayer":
					j.pieces[d] = true
					j.outlines[id] += d
				case "MapLayer":
					j.scenery = append(j.scenery, scenery{id: id, class: f.class, fill: a["fill"], d: d})
				}
			case "use":
				if layer == "SupplyCenterLayer" && strings.HasPrefix(a["id"], "sc_") {
					w, _ := strconv.ParseFloat(a["width"], 64)
					h, _ := strconv.ParseFloat(a["height"], 64)
					dx, dy, _ := translate(a["transform"])
					j.centers[strings.TrimPrefix(a["id"], "sc_")] = point(a["x"], a["y"], f.dx+dx+w/2, f.dy+dy+h/2)
				}
			case "text":
				if layer == "BriefLabelLayer" {
					l := geom.Label{At: point(a["x"], a["y"], f.dx, f.dy), Small: f.class == "labeltext18"}
					if tr := a["transform"]; tr != "" {
						dx, dy, _ := translate(tr)
						l.At = point("0", "0", f.dx+dx, f.dy+dy)
						l.Rotate = rotation(tr)
					}
					label = &l
					labelText.Reset()
				}
			}
			stack = append(stack, f)
		case xml.CharData:
			if label != nil {
				labelText.Write(t)
			}
		case xml.EndElement:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			if t.Name.Local == "text" && label != nil {
				j.labels[strings.TrimSpace(labelText.String())] = *label
				label = nil
			}
		}
	}
	if j.width == 0 || j.height == 0 {
		return nil, fmt.Errorf("the SVG has no viewBox")
	}
	if offset != nil {
		for name, at := range unitAt {
			if !hasDislodged[name] {
				s := j.spots[name]
				s.Dislodged = point(at[0], at[1], offset[0], offset[1])
				j.spots[name] = s
			}
		}
	}
	return j, bad
}

// standardSymbol is how wide jDip's standard map draws a unit: the width
// engine/render's symbols and labels are made for.
const standardSymbol = 40

// symbolScale is the factor that brings a jDip drawing to the standard
// map's scale: the standard map's unit width over the drawing's (its
// SYMBOLSIZE of an army), so that units, labels and markers drawn at the
// renderer's sizes fit its provinces as the drawing's own fit them.
func symbolScale(svgText []byte) (float64, error) {
	dec := newDecoder(svgText)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return 0, fmt.Errorf("the SVG gives no SYMBOLSIZE of an Army")
		}
		if err != nil {
			return 0, err
		}
		if t, ok := tok.(xml.StartElement); ok && t.Name.Local == "SYMBOLSIZE" {
			a := attrs(t)
			if a["name"] != "Army" {
				continue
			}
			w, err := strconv.ParseFloat(a["width"], 64)
			if err != nil || w <= 0 {
				return 0, fmt.Errorf("the Army's SYMBOLSIZE width %q is not a size", a["width"])
			}
			return standardSymbol / w, nil
		}
	}
}

// newDecoder reads an SVG leniently, as jDip's own are written (some in
// ISO-8859-1, whose bytes are the first 256 code points).
func newDecoder(svgText []byte) *xml.Decoder {
	dec := xml.NewDecoder(bytes.NewReader(svgText))
	dec.Strict = false
	dec.CharsetReader = func(charset string, in io.Reader) (io.Reader, error) {
		switch strings.ToLower(charset) {
		case "iso-8859-1", "latin1", "us-ascii":
			data, err := io.ReadAll(in)
			if err != nil {
				return nil, err
			}
			var b strings.Builder
			for _, c := range data {
				b.WriteRune(rune(c))
			}
			return strings.NewReader(b.String()), nil
		}
		return nil, fmt.Errorf("the SVG's encoding %q is not read", charset)
	}
	return dec
}

// ownID is an element's id, else that of the group it is drawn in (a
// province drawn in several pieces), up to its layer.
func ownID(stack []frame, id string) string {
	for i := len(stack) - 1; id == "" && i >= 0 && !strings.HasSuffix(stack[i].id, "Layer"); i-- {
		id = stack[i].id
	}
	return id
}

// pointsPath writes a polygon's or polyline's points as path data.
func pointsPath(points string, closed bool) string {
	var b strings.Builder
	for i, n := range strings.FieldsFunc(points, func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' || r == '\r' }) {
		switch {
		case i == 0:
			b.WriteString("M")
		case i == 2:
			b.WriteString(" L")
		default:
			b.WriteString(" ")
		}
		b.WriteString(n)
	}
	if closed {
		b.WriteString(" z")
	}
	return b.String()
}

// frame is an open element: its id, inherited class and translation.
type frame struct {
	id, class string
	dx, dy    float64
}

// layerOf names the outermost group with an id (jDip's layers).
func layerOf(stack []frame) string {
	for _, f := range stack {
		if f.id != "" && strings.HasSuffix(f.id, "Layer") {
			return f.id
		}
	}
	return ""
}

func attrs(t xml.StartElement) map[string]string {
	a := make(map[string]string, len(t.Attr))
	for _, at := range t.Attr {
		a[at.Name.Local] = at.Value
	}
	return a
}

// translate reads "translate(x y)" out of a transform attribute.
func translate(tr string) (float64, float64, bool) {
	i := strings.Index(tr, "translate(")
	if i < 0 {
		return 0, 0, false
	}
	rest := tr[i+len("translate("):]
	rest, _, _ = strings.Cut(rest, ")")
	f := strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == ',' })
	if len(f) == 1 {
		f = append(f, "0") // translate(x) is translate(x 0)
	}
	if len(f) != 2 {
		return 0, 0, false
	}
	x, err1 := strconv.ParseFloat(f[0], 64)
	y, err2 := strconv.ParseFloat(f[1], 64)
	return x, y, err1 == nil && err2 == nil
}

func rotation(tr string) int {
	i := strings.Index(tr, "rotate(")
	if i < 0 {
		return 0
	}
	rest, _, _ := strings.Cut(tr[i+len("rotate("):], ")")
	r, _ := strconv.ParseFloat(strings.TrimSpace(rest), 64)
	return int(math.Round(r))
}

// relPath rewrites path data (M, L, H, V, C, S, Z, absolute or relative)
// shifted by dx, dy and scaled by k into rounded relative commands; curves
// whose control points sit on their ends become lines. Relative data with
// whole numbers keeps the file small.
func relPath(d string, dx, dy, k float64) (string, error) {
	toks := pathTokens(d)
	var b strings.Builder
	var cx, cy, sx, sy int
	// The source's own pen (unscaled), for its relative commands, and the
	// last curve's second control point, which S reflects.
	var px, py, spx, spy, qx, qy float64
	last := byte(0)
	num := func(i int) (float64, error) {
		if i >= len(toks) {
			return 0, fmt.Errorf("path data ends early: %.40s", d)
		}
		return strconv.ParseFloat(toks[i], 64)
	}
	// src reads the point at i in the source's absolute coordinates.
	src := func(i int, rel bool) (float64, float64, error) {
		x, err := num(i)
		if err != nil {
			return 0, 0, err
		}
		y, err := num(i + 1)
		if rel {
			x, y = x+px, y+py
		}
		return x, y, err
	}
	out := func(x, y float64) (int, int) {
		return int(math.Round((x + dx) * k)), int(math.Round((y + dy) * k))
	}
	emit := func(cmd byte, vals ...int) {
		if cmd != last || cmd == 'm' {
			b.WriteByte(cmd)
		} else {
			b.WriteByte(' ')
		}
		for k, v := range vals {
			if k > 0 && v >= 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(v))
		}
		last = cmd
	}
	line := func(x, y float64) {
		ox, oy := out(x, y)
		emit('l', ox-cx, oy-cy)
		cx, cy, px, py, qx, qy = ox, oy, x, y, x, y
	}
	curve := func(x1, y1, x2, y2, x, y float64) {
		o1x, o1y := out(x1, y1)
		o2x, o2y := out(x2, y2)
		ox, oy := out(x, y)
		if o1x == cx && o1y == cy && o2x == ox && o2y == oy {
			emit('l', ox-cx, oy-cy)
		} else {
			emit('c', o1x-cx, o1y-cy, o2x-cx, o2y-cy, ox-cx, oy-cy)
		}
		cx, cy, px, py, qx, qy = ox, oy, x, y, x2, y2
	}
	cmd := byte(0)
	for i := 0; i < len(toks); {
		if c := toks[i][0]; (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') {
			cmd = c
			i++
			if cmd == 'z' || cmd == 'Z' {
				b.WriteByte('z')
				last = 'z'
				cx, cy, px, py, qx, qy = sx, sy, spx, spy, spx, spy
			}
			continue
		}
		rel := cmd >= 'a' && cmd <= 'z'
		switch cmd {
		case 'M', 'm':
			x, y, err := src(i, rel)
			if err != nil {
				return "", err
			}
			ox, oy := out(x, y)
			if b.Len() == 0 {
				b.WriteString("M" + strconv.Itoa(ox) + " " + strconv.Itoa(oy))
				last = 'M'
			} else {
				emit('m', ox-cx, oy-cy)
			}
			cx, cy, sx, sy = ox, oy, ox, oy
			px, py, spx, spy, qx, qy = x, y, x, y, x, y
			// Pairs after a move's first are lines, as the SVG reads them.
			cmd = 'L'
			if rel {
				cmd = 'l'
			}
			i += 2
		case 'L', 'l':
			x, y, err := src(i, rel)
			if err != nil {
				return "", err
			}
			line(x, y)
			i += 2
		case 'H', 'h', 'V', 'v':
			v, err := num(i)
			if err != nil {
				return "", err
			}
			x, y := px, py
			switch cmd {
			case 'H':
				x = v
			case 'h':
				x += v
			case 'V':
				y = v
			case 'v':
				y += v
			}
			line(x, y)
			i++
		case 'C', 'c':
			x1, y1, err := src(i, rel)
			if err != nil {
				return "", err
			}
			x2, y2, err := src(i+2, rel)
			if err != nil {
				return "", err
			}
			x, y, err := src(i+4, rel)
			if err != nil {
				return "", err
			}
			curve(x1, y1, x2, y2, x, y)
			i += 6
		case 'S', 's':
			x2, y2, err := src(i, rel)
			if err != nil {
				return "", err
			}
			x, y, err := src(i+2, rel)
			if err != nil {
				return "", err
			}
			curve(2*px-qx, 2*py-qy, x2, y2, x, y)
			i += 4
		default:
			return "", fmt.Errorf("path command %q is not supported", string(cmd))
		}
	}
	return b.String(), nil
}

func pathTokens(d string) []string {
	var toks []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	for _, r := range d {
		switch {
		case r == ' ' || r == ',' || r == '\n' || r == '\t' || r == '\r':
			flush()
		case (r >= 'A' && r <= 'Z') || (r >= 'a' && r <= 'z'):
			if r == 'e' || r == 'E' {
				cur.WriteRune(r)
				continue
			}
			flush()
			toks = append(toks, string(r))
		case r == '-' && cur.Len() > 0 && !strings.HasSuffix(cur.String(), "e"):
			flush()
			cur.WriteRune(r)
		case r == '.' && strings.Contains(cur.String(), "."):
			// "1.5.5" is two numbers, as the SVG grammar reads it.
			flush()
			cur.WriteRune(r)
		default:
			cur.WriteRune(r)
		}
	}
	flush()
	return toks
}
