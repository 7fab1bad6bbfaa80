package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// The MILA drawings (ancmed, modern, pure) are jDip SVGs too, drawn
// differently from standard.svg: each province is painted in the MapLayer
// as shapes named "_" and its jDip name, its land and its water apart
// (class "water"), while the MouseLayer only says where a click lands
// (Denmark's straits and the Baleares' sea in it). So their outlines come
// from the MapLayer.

// labelLetter is, for the MILA drawings whose style sheet writes labels
// from their x rather than centred on it, how wide a letter is there, in
// the SVG's units: modern's Arial at 12px.
var labelLetter = map[string]float64{"modern": 6.7}

// zoom enlarges the MILA drawings whose provinces are small for their
// units: on modern, drawn at the standard map's scale, Monaco, Gibraltar
// and Belgium leave no room beside a unit for the one it dislodged, and
// units cover their neighbours' labels.
var zoom = map[string]float64{"modern": 1.2, "loeb9": 1.5, "milan": 1.2, "chaos": 1.2}

// margin is the room left round a MILA map, whose provinces reach the
// edges of its SVG: a unit on the edge, ringed as dislodged, and the
// lines and curves of its orders stay inside the picture. It is drawn as
// land no province holds.
const margin = 36

// generateMILA draws every built-in map (mapDir/NAME.json, as
// scripts/mapgen writes it) that has a MILA drawing (milaDir/NAME.svg),
// and returns the files by name (NAME.geo.json). It reads the maps' files
// rather than importing engine/maps, which embeds its output.
func generateMILA(milaDir, mapDir string) (map[string][]byte, error) {
	paths, err := filepath.Glob(filepath.Join(milaDir, "*.svg"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no drawings in %s", milaDir)
	}
	files := map[string][]byte{}
	for _, path := range paths {
		id := strings.TrimSuffix(filepath.Base(path), ".svg")
		data, err := os.ReadFile(filepath.Join(mapDir, id+".json"))
		if err != nil {
			return nil, fmt.Errorf("%s draws no built-in map: %w", path, err)
		}
		m, err := board.Load(data)
		if err != nil {
			return nil, fmt.Errorf("map %s: %w", id, err)
		}
		svgText, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		geo, err := GenerateMILA(svgText, m)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		files[id+".geo.json"] = geo
	}
	return files, nil
}

// GenerateMILA builds the drawing of board m from its MILA SVG.
func GenerateMILA(svgText []byte, m *board.Map) ([]byte, error) {
	z := 1.0
	if f, ok := zoom[m.ID]; ok {
		z = f
	}
	j, err := parse(svgText, z, margin)
	if err != nil {
		return nil, err
	}
	if w, ok := labelLetter[m.ID]; ok {
		for text, l := range j.labels {
			l.At[0] += int(math.Round(w * float64(len(text)) / 2 * j.scale))
			j.labels[text] = l
		}
	}
	outlines, land, water, err := painted(j, m)
	if err != nil {
		return nil, err
	}
	// The picture ends where the map does, and its margin: below the map
	// the SVG keeps a strip for the phase's name, which the page shows
	// elsewhere. The room left of and above the map is kept below and
	// right of it too.
	lo, hi := geom.Pt(math.Inf(1), math.Inf(1)), geom.Pt(math.Inf(-1), math.Inf(-1))
	for _, d := range outlines {
		a, err := geom.Flatten(d)
		if err != nil {
			return nil, err
		}
		lo = geom.Pt(math.Min(lo.X, a.Bound.X0), math.Min(lo.Y, a.Bound.Y0))
		hi = geom.Pt(math.Max(hi.X, a.Bound.X1), math.Max(hi.Y, a.Bound.Y1))
	}
	j.width = min(j.width, int(math.Ceil(hi.X+lo.X)))
	j.height = min(j.height, int(math.Ceil(hi.Y+lo.Y)))
	land = append(land, marginFrame(j.width, j.height))
	return build(j, m, outlines, land, water)
}

// painted reads each province's shapes from the MapLayer. A land
// province's outline is its land, a sea's its water, a port's both; a part of the other
// kind lying inside the outline (a lake, a channel, an island) is cut out
// of it, and every part of the other kind is drawn as scenery, water under
// the provinces and land over them. MapLayer shapes of no province are
// scenery when they are water or filled; the rest (rivers, borders, the
// background) are left out; the crossings' dashed lines are build's.
func painted(j *jdip, m *board.Map) (outlines map[string]string, land, water []string, err error) {
	parts := map[string][]scenery{}
	for _, s := range j.scenery {
		name, ok := strings.CutPrefix(s.id, "_")
		if !ok {
			switch {
			case watery(s.class):
				water = append(water, s.d)
			case s.fill != "" && s.fill != "none", s.class == "neutral", s.class == "impassable":
				// Land no one plays (jDip's chaos styles its Ireland
				// "neutral" under the id "unplayable").
				land = append(land, s.d)
			}
			continue
		}
		loc, err := jdipLoc(m, name)
		if err != nil {
			return nil, nil, nil, err
		}
		if loc.Coast() != "" {
			return nil, nil, nil, fmt.Errorf("the MapLayer paints a coast, %s", s.id)
		}
		parts[loc.Province()] = append(parts[loc.Province()], s)
	}
	mouse := map[string]string{}
	for name, d := range j.outlines {
		if loc, err := jdipLoc(m, name); err == nil && loc.Coast() == "" {
			mouse[loc.Province()] = d
		}
	}
	outlines = map[string]string{}
	for _, p := range m.Provinces {
		ownWater := p.Terrain == board.Sea
		var own strings.Builder
		var others []scenery
		for _, s := range parts[p.ID] {
			// A port (the Baleares) is its island and the sea round it:
			// both its shapes, tinted as one, the island's coast drawn.
			if (watery(s.class)) == ownWater || p.Terrain == board.Port {
				own.WriteString(s.d)
				if !strings.HasSuffix(s.d, "z") {
					// A fill closes it; so does the outline.
					own.WriteString("z")
				}
			} else {
				others = append(others, s)
			}
		}
		if own.Len() == 0 && (ownWater || p.Terrain == board.Shut) {
			// jDip's variants paint only their land: a sea (or loeb9's
			// shut Arctic) is where the MouseLayer says a click lands.
			own.WriteString(mouse[p.ID])
		}
		if own.Len() == 0 {
			return nil, nil, nil, fmt.Errorf("%s has no outline in the MapLayer", p.ID)
		}
		area, err := geom.Flatten(own.String())
		if err != nil {
			return nil, nil, nil, fmt.Errorf("%s: %v", p.ID, err)
		}
		for _, o := range others {
			if watery(o.class) {
				water = append(water, o.d)
			} else {
				land = append(land, o.d)
			}
			hole, err := cutOut(area, o.d)
			if err != nil {
				return nil, nil, nil, fmt.Errorf("%s: %v", p.ID, err)
			}
			own.WriteString(hole)
		}
		outlines[p.ID] = own.String()
	}
	return outlines, land, water, nil
}

// cutOut is the path that cuts part out of the outline area: the part (its
// curves sampled as geom.Flatten samples them) turned the other way round from the ring of the outline it lies in (so
// that a nonzero fill leaves it out, as the even-odd test does), or ""
// when it lies outside. A part partly in and partly out is an error.
func cutOut(area geom.Area, d string) (string, error) {
	a, err := geom.Flatten(d)
	if err != nil {
		return "", err
	}
	in, n := 0, 0
	b := a.Bound
	step := math.Max(.5, math.Min(b.X1-b.X0, b.Y1-b.Y0)/12)
	var sample geom.Vec
	for x := b.X0 + step/2; x < b.X1; x += step {
		for y := b.Y0 + step/2; y < b.Y1; y += step {
			q := geom.Pt(x, y)
			if !a.Contains(q) {
				continue
			}
			n++
			if area.Contains(q) {
				in++
				sample = q
			}
		}
	}
	switch {
	case n == 0:
		return "", fmt.Errorf("the part %.30s has no inside", d)
	case float64(in) < .1*float64(n):
		return "", nil
	case float64(in) < .9*float64(n) || len(a.Polys) != 1:
		return "", fmt.Errorf("the part %.30s lies partly inside the outline (%d of %d)", d, in, n)
	}
	ring := a.Polys[0]
	for _, r := range area.Polys {
		if geom.InRing(r, sample) && (geom.SignedArea(r) > 0) == (geom.SignedArea(ring) > 0) {
			ring = reversed(ring)
			break
		}
	}
	var b2 strings.Builder
	for i, q := range ring {
		if i == 0 {
			fmt.Fprintf(&b2, "M %g %g L", q.X, q.Y)
		} else {
			fmt.Fprintf(&b2, " %g %g", q.X, q.Y)
		}
	}
	b2.WriteString(" z")
	return relPath(b2.String(), 0, 0, 1)
}

// watery is whether a MapLayer class paints water: "water" in the MILA
// drawings and most of jDip's, "seapoly" in jDip's sailho.
func watery(class string) bool { return class == "water" || class == "seapoly" }

// marginFrame is the margin round a w by h picture: its outside edge, then its
// inside edge the other way round, so that it holds nothing within.
func marginFrame(w, h int) string {
	in := margin
	return fmt.Sprintf("M0 0l%d 0 0 %d %d 0zm%d %dl0 %d %d 0 0 %d z", w, h, -w, in, in, h-2*in, w-2*in, -(h - 2*in))
}

// middle is the centroid of an outline's largest ring.
func middle(d string) (geom.Point, error) {
	a, err := geom.Flatten(d)
	if err != nil {
		return geom.Point{}, err
	}
	var ring []geom.Vec
	for _, r := range a.Polys {
		if len(ring) == 0 || math.Abs(geom.SignedArea(r)) > math.Abs(geom.SignedArea(ring)) {
			ring = r
		}
	}
	var cx, cy float64
	for i, k := 0, len(ring)-1; i < len(ring); k, i = i, i+1 {
		c := ring[k].X*ring[i].Y - ring[i].X*ring[k].Y
		cx += (ring[k].X + ring[i].X) * c
		cy += (ring[k].Y + ring[i].Y) * c
	}
	s := 6 * geom.SignedArea(ring)
	if s == 0 {
		return geom.Point{}, fmt.Errorf("the outline %.30s holds no area", d)
	}
	return geom.Point{int(math.Round(cx / s)), int(math.Round(cy / s))}, nil
}

func reversed(ring []geom.Vec) []geom.Vec {
	out := make([]geom.Vec, len(ring))
	for i, q := range ring {
		out[len(ring)-1-i] = q
	}
	return out
}
