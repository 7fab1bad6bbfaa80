package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// Drawing is a map's drawing given to the renderer from outside the engine
// (engine/maps/drawings): a DPjudge drawing as scripts/psgen makes it,
// whose picture is the background of every scene and whose placement file
// says where units, supply-center markers and names go; or outlines as
// scripts/geomgen makes them from a jDip SVG, drawn as the standard map's
// own drawing is, which is built in and needs none.
type Drawing struct{ g *drawing }

// art is a drawing's picture: land, seas, borders and province names, in
// the picture's own units, inlined into every scene (so the file stands
// alone) and scaled to the scene's units.
type art struct {
	w, h   int               // the picture's own viewBox
	scale  float64           // scene units per picture unit
	margin int               // scene units round the picture, where units on its edge may reach
	shapes string            // the picture's land, seas and borders
	names  string            // its province names, restyled with a halo
	sc     int               // a supply-center marker's radius, in scene units
	areas  map[string]string // province -> its area, in the picture's units
	// grown is how much larger than DPjudge's own unit size the picture
	// is drawn (fitScale): the legend grows with it, so that it reads as
	// it does beside a map drawn at its units' size.
	grown float64
}

// Two units of any kind stand this far apart at least, across and down
// (the union of an army's and a fleet's geom.SymbolBoxes, 52 by 41, and a
// gap of 2), whatever the provinces they stand in.
const (
	unitsApartX = 54
	unitsApartY = 43
)

// fitScale is the least scale (scene units per picture unit) at which no
// two units of different provinces, wherever they stand on the map,
// overlap: DPjudge draws its units smaller than ours, and on its crowded
// maps (Youngstown's Europe, void, 1900) units drawn at our size at its
// unit scale cover one another and the names beside them. A pair
// overlaps only when it is close both across and down, so the scale that
// parts a pair is the smaller of the two that part it either way.
func fitScale(pl placement) float64 {
	type spot struct {
		prov string
		at   geom.Vec
	}
	var spots []spot
	for id, pc := range pl.Provinces {
		if pc.Spot != nil {
			spots = append(spots, spot{id, pc.Spot.Unit.Vec()})
		}
		for _, c := range pc.Coasts {
			spots = append(spots, spot{id, c.Unit.Vec()})
		}
	}
	k := 0.0
	for i := range spots {
		for j := i + 1; j < len(spots); j++ {
			if spots[i].prov == spots[j].prov {
				continue // one unit a province
			}
			d := spots[i].at.Sub(spots[j].at)
			kx, ky := math.Inf(1), math.Inf(1)
			if d.X != 0 {
				kx = unitsApartX / math.Abs(d.X)
			}
			if d.Y != 0 {
				ky = unitsApartY / math.Abs(d.Y)
			}
			k = max(k, min(kx, ky))
		}
	}
	if math.IsInf(k, 1) {
		return 0 // two provinces' units at one place: fitting cannot part them
	}
	return k
}

// unitWidth is an army's width in scene units (geom.SymbolBoxes): a
// DPjudge drawing is scaled so that its units are drawn at this width, so
// every size the renderer knows (rings, arrows, marks) fits it as it fits
// the standard map.
const unitWidth = 36

// artMargin is the room left round a picture: a fleet on the picture's
// edge, ringed as dislodged, stays inside the scene.
const artMargin = dislodgedRing + 5

// nameWidth is a bold sans capital's width, of the font size (Helvetica,
// DejaVu Sans Bold is wider): the names' boxes that marks keep off.
const nameWidth = 0.74

// nameHeight is a capital's height, of the font size.
const nameHeight = 0.74

// placement is scripts/psgen's placement file (NAME.geo.json).
type placement struct {
	Picture   string           `json:"picture"`
	Width     int              `json:"width"`
	Height    int              `json:"height"`
	UnitSize  int              `json:"unitSize"`
	SCRadius  float64          `json:"scRadius"`
	LabelSize float64          `json:"labelSize"`
	Provinces map[string]place `json:"provinces"`
}

type place struct {
	Label *geom.Label `json:"label,omitempty"`
	// NameSize is the size the province's name is drawn at, in the
	// picture's units, when not the picture's own (labelSize): grown to
	// the least size names keep (NameSizes, which scripts/psgen runs); and
	// NameDown how far its baseline moved down as it grew.
	NameSize float64              `json:"nameSize,omitempty"`
	NameDown float64              `json:"nameDown,omitempty"`
	Center   *geom.Point          `json:"sc,omitempty"`
	Spot     *geom.Spot           `json:"spot,omitempty"`
	Coasts   map[string]geom.Spot `json:"coasts,omitempty"`
	// Area outlines the province in the picture's units (scripts/psgen
	// finds it from the picture's lines), for its owner's tint.
	Area string `json:"area,omitempty"`
}

// The picture as scripts/psgen writes it: a root naming its size, a title,
// a credit, the shapes' group and the names' group, each name colour's in
// a group of its own. (Read without regexp, which the wasm does not
// otherwise carry.)
const (
	pictureRoot = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 `
	nameGroup   = `<g fill="#`
)

const (
	shapesStart = "<g stroke-miterlimit=\"10\">\n"
	namesStart  = "<g font-family=\"Helvetica,Arial,sans-serif\" font-weight=\"bold\" text-anchor=\"middle\">\n"
)

// LoadDrawing reads a map's drawing (engine/maps.Drawing gives both
// parts): a DPjudge drawing's placement file (NAME.geo.json) and the SVG
// picture the file names, or, with no picture, a drawing of outlines. A
// name is drawn at the size its placement gives it (nameSize, which
// scripts/psgen finds with NameSizes), or at the picture's own.
func LoadDrawing(geo, picture []byte) (*Drawing, error) {
	if len(picture) == 0 {
		g, err := decodeDrawing(geo)
		if err != nil {
			return nil, err
		}
		return &Drawing{g}, nil
	}
	s, err := readScene(geo, picture)
	if err != nil {
		return nil, err
	}
	g, k := s.g, s.g.art.scale
	for id, at := range s.anchors {
		f, down := s.font, 0.0
		if pc := s.pl.Provinces[id]; pc.NameSize > 0 {
			f, down = pc.NameSize*k, pc.NameDown*k
		}
		q := nameBox(id, at.Add(geom.Pt(0, down)), f)
		g.labels[id] = q
		g.marks = append(g.marks, labelArea{q, q.Bound()})
	}
	g.art.names = sized(g.art.names, s.pl)
	return &Drawing{g}, nil
}

// scene is a DPjudge drawing brought to the scene's units, its names not
// yet placed: where each name's baseline is centred (anchors) and the
// names' own size (font).
type scene struct {
	g       *drawing
	pl      placement
	anchors map[string]geom.Vec
	font    float64
}

// readScene reads a DPjudge drawing's placement file and picture.
func readScene(geo, picture []byte) (*scene, error) {
	var pl placement
	dec := json.NewDecoder(bytes.NewReader(geo))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&pl); err != nil {
		return nil, fmt.Errorf("drawing: %v", err)
	}
	if pl.Width <= 0 || pl.Height <= 0 || pl.UnitSize <= 0 || pl.LabelSize <= 0 {
		return nil, fmt.Errorf("drawing %s: width, height, unitSize and labelSize must be positive", pl.Picture)
	}
	a, err := readPicture(picture, pl)
	if err != nil {
		return nil, fmt.Errorf("drawing %s: %v", pl.Picture, err)
	}
	k := a.scale
	at := func(q geom.Point) geom.Point {
		return geom.Point{int(math.Round(float64(q[0])*k)) + a.margin, int(math.Round(float64(q[1])*k)) + a.margin}
	}
	spot := func(s geom.Spot) geom.Spot { return geom.Spot{Unit: at(s.Unit), Dislodged: at(s.Dislodged)} }
	g := &drawing{art: a}
	g.Width = int(math.Round(float64(pl.Width)*k)) + 2*a.margin
	g.Height = int(math.Round(float64(pl.Height)*k)) + 2*a.margin
	g.Provinces = make(map[string]geom.Shape, len(pl.Provinces))
	g.areas = map[string]geom.Area{}
	g.labels = map[string]geom.Quad{}
	s := &scene{g: g, pl: pl, anchors: map[string]geom.Vec{}, font: pl.LabelSize * k}
	a.areas = map[string]string{}
	for id, pc := range pl.Provinces {
		if pc.Area != "" {
			if err := areaPath(pc.Area); err != nil {
				return nil, fmt.Errorf("drawing %s: %s's area: %v", pl.Picture, id, err)
			}
			area, err := geom.Flatten(pc.Area)
			if err != nil {
				return nil, fmt.Errorf("drawing %s: %s's area: %v", pl.Picture, id, err)
			}
			g.areas[id] = scaledArea(area, k, float64(a.margin))
			a.areas[id] = pc.Area
		}
		if pc.NameSize < 0 || pc.NameDown < 0 || (pc.NameSize > 0 || pc.NameDown > 0) && (pc.Label == nil || pc.NameSize == 0) {
			return nil, fmt.Errorf("drawing %s: %s's nameSize %g and nameDown %g: a name's size is positive, its move down not negative, and both need the province's label", pl.Picture, id, pc.NameSize, pc.NameDown)
		}
		if pc.Label != nil {
			s.anchors[id] = at(pc.Label.At).Vec()
		}
		if pc.Spot == nil {
			continue // an impassable province no unit stands in
		}
		sh := geom.Shape{Spot: spot(*pc.Spot)}
		if pc.Label != nil {
			sh.Label = geom.Label{At: at(pc.Label.At)}
		}
		if pc.Center != nil {
			c := at(*pc.Center)
			sh.Center = &c
		}
		if len(pc.Coasts) > 0 {
			sh.Coasts = make(map[string]geom.Spot, len(pc.Coasts))
			for c, s := range pc.Coasts {
				sh.Coasts[c] = spot(s)
			}
		}
		g.Provinces[id] = sh
	}
	return s, nil
}

// sized writes each grown name's size into the picture's names, whose
// texts stand where the placement file puts the provinces' labels
// (`<text x="236" y="35">IRE</text>`): one pass over the names.
func sized(names string, pl placement) string {
	var b strings.Builder
	b.Grow(len(names) + len(pl.Provinces)*24)
	for {
		i := strings.Index(names, "<text ")
		if i < 0 {
			b.WriteString(names)
			return b.String()
		}
		end := strings.Index(names[i:], "</text>")
		if end < 0 {
			b.WriteString(names)
			return b.String()
		}
		el := names[i : i+end]
		open, id, _ := strings.Cut(el, ">")
		pc, ok := pl.Provinces[id]
		b.WriteString(names[:i])
		if !ok || pc.Label == nil || pc.NameSize == 0 || open != `<text x="`+strconv.Itoa(pc.Label.At[0])+`" y="`+strconv.Itoa(pc.Label.At[1])+`"` {
			b.WriteString(el)
		} else {
			y := float64(pc.Label.At[1]) + pc.NameDown
			b.WriteString(`<text x="` + strconv.Itoa(pc.Label.At[0]) + `" y="` + tenths(y) + `" font-size="` + tenths(pc.NameSize) + `">` + id)
		}
		names = names[i+end:]
	}
}

// tenths is a number in a picture's own units, to a tenth: a picture's
// unit is several of the scene's.
func tenths(f float64) string { return strconv.FormatFloat(math.Round(f*10)/10, 'f', -1, 64) }

// areaPath checks an area is path data as psgen writes it (moves, lines,
// closes, numbers): it is written into every scene as it is.
func areaPath(d string) error {
	for i := 0; i < len(d); i++ {
		switch c := d[i]; {
		case c >= '0' && c <= '9', c == '.', c == ' ', c == '-', c == 'M', c == 'L', c == 'z':
		default:
			return fmt.Errorf("%q is not in a path as scripts/psgen writes it", c)
		}
	}
	return nil
}

// scaledArea is an area in the picture's units brought to the scene's.
func scaledArea(a geom.Area, k, margin float64) geom.Area {
	out := geom.Area{Bound: geom.Box{X0: a.Bound.X0*k + margin, Y0: a.Bound.Y0*k + margin, X1: a.Bound.X1*k + margin, Y1: a.Bound.Y1*k + margin}}
	for _, poly := range a.Polys {
		q := make([]geom.Vec, len(poly))
		for i, v := range poly {
			q[i] = geom.Pt(v.X*k+margin, v.Y*k+margin)
		}
		out.Polys = append(out.Polys, q)
	}
	return out
}

// nameBox is the box a name of the picture covers: centred on its
// baseline's middle, as DPjudge writes it.
func nameBox(text string, at geom.Vec, font float64) geom.Quad {
	halfW, h := nameWidth*font*float64(len(text))/2, nameHeight*font
	return geom.Quad{geom.Pt(at.X-halfW, at.Y), geom.Pt(at.X+halfW, at.Y), geom.Pt(at.X+halfW, at.Y-h), geom.Pt(at.X-halfW, at.Y-h)}
}

// readPicture checks the picture is one scripts/psgen writes, of the size
// its placement file says, and splits it into shapes and names.
func readPicture(pic []byte, pl placement) (*art, error) {
	s := string(pic)
	notOurs := fmt.Errorf("the picture is not an SVG drawing as scripts/psgen writes it")
	rest, ok := strings.CutPrefix(s, pictureRoot)
	if !ok {
		return nil, notOurs
	}
	size, rest, ok := strings.Cut(rest, `"`)
	ws, hs, ok2 := strings.Cut(size, " ")
	w, errW := strconv.Atoi(ws)
	h, errH := strconv.Atoi(hs)
	if !ok || !ok2 || errW != nil || errH != nil {
		return nil, notOurs
	}
	if w != pl.Width || h != pl.Height {
		return nil, fmt.Errorf("the picture is %dx%d, the placement file says %dx%d", w, h, pl.Width, pl.Height)
	}
	if err := checkPicture(s); err != nil {
		return nil, err
	}
	// The root's other attributes and the title go: the scene has its own.
	_, rest, _ = strings.Cut(rest, ">\n")
	if t, after, found := strings.Cut(rest, "</title>\n"); found && strings.HasPrefix(t, "<title>") {
		rest = after
	}
	body, _, found := strings.Cut(rest, "</svg>")
	if !found {
		return nil, fmt.Errorf("the picture does not end")
	}
	credit := ""
	if strings.HasPrefix(body, "<desc>") {
		d, after, _ := strings.Cut(body, "</desc>\n")
		credit, body = d+"</desc>\n", after
	}
	shapes, names := body, ""
	if i := strings.Index(body, namesStart); i >= 0 {
		shapes, names = body[:i], body[i:]
	}
	if !strings.HasPrefix(shapes, shapesStart) {
		return nil, fmt.Errorf("the picture's shapes are not where scripts/psgen writes them")
	}
	own := float64(unitWidth) / float64(pl.UnitSize)
	k := max(own, fitScale(pl))
	a := &art{w: w, h: h, scale: k, grown: k / own, margin: artMargin, shapes: credit + shapes, names: haloed(names)}
	// A marker is sized to the units, as DPjudge sizes it to its own.
	a.sc = max(5, int(math.Round(pl.SCRadius*own*1.15)))
	return a, nil
}

// haloed gives each colour's names a halo in the colour that stands out
// from theirs, so that a unit or an arrow beneath never makes them
// unreadable.
func haloed(names string) string {
	var b strings.Builder
	for {
		i := strings.Index(names, nameGroup)
		if i < 0 || len(names) < i+len(nameGroup)+7 || names[i+len(nameGroup)+6] != '"' {
			b.WriteString(names)
			return b.String()
		}
		fill := names[i+len(nameGroup)-1 : i+len(nameGroup)+6]
		halo := "#ffffff"
		if luminance(fill) > 0.4 {
			halo = "#0d3550"
		}
		b.WriteString(names[:i])
		b.WriteString(`<g stroke="` + halo + `" fill="`)
		names = names[i+len(`<g fill="`):]
	}
}

// drawPicture writes the picture's shapes (or names) as a nested SVG
// scaled to the scene.
func (p *picture) drawPicture(id, content, extra string) {
	a := p.g.art
	fmt.Fprintf(p.buf, `<svg id="%s" x="%d" y="%d" width="%d" height="%d" viewBox="0 0 %d %d"%s>`+"\n",
		id, a.margin, a.margin, p.g.Width-2*a.margin, p.g.Height-2*a.margin, a.w, a.h, extra)
	p.buf.WriteString(content)
	p.buf.WriteString("</svg>\n")
}

// drawArtTints tints each owned province of the picture in its owner's
// colour, over the picture's land and lines (which show through) and under
// its names.
func (p *picture) drawArtTints() {
	a := p.g.art
	var b strings.Builder
	for _, pr := range p.m.Provinces {
		owner := p.s.Owners[pr.ID]
		d, ok := a.areas[pr.ID]
		if owner == "" || !ok || pr.Terrain == board.Sea {
			continue
		}
		colour := p.colour(owner)
		b.WriteString(`<path d="` + d + `" class="tint" ` + attr("fill", colour) + " " + attr("data-owner", owner) + " " + attr("data-province", pr.ID) + "/>\n")
	}
	if b.Len() > 0 {
		p.drawPicture("tints", b.String(), "")
	}
}

// drawArtNames writes the picture's names above the units, each with a
// halo.
func (p *picture) drawArtNames() {
	a := p.g.art
	if a.names == "" {
		return
	}
	p.drawPicture("labels", a.names, ` paint-order="stroke" stroke-width="`+artHalo(a)+`" stroke-linejoin="round" pointer-events="none"`)
}

// artHalo is the width of the names' halo, in the picture's units.
func artHalo(a *art) string { return strconv.FormatFloat(math.Round(30/a.scale)/10, 'f', -1, 64) }

// name is one province's name as the picture writes it, in the groups
// that give it its font, colour and halo: to write it again on its own.
func (a *art) name(id string) string {
	i := strings.Index(a.names, ">"+id+"</text>")
	if i < 0 {
		return ""
	}
	start := strings.LastIndex(a.names[:i], "<text ")
	group := strings.LastIndex(a.names[:start], "<g stroke=")
	if start < 0 || group < 0 {
		return ""
	}
	open, _, _ := strings.Cut(a.names[group:], ">")
	return strings.TrimSuffix(namesStart, "\n") + open + ">" + a.names[start:i] + ">" + id + "</text></g></g>\n"
}
