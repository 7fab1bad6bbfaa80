// Command psgen draws the built-in maps from DPjudge's PostScript drawings:
// for each map it writes the drawing it uses as one SVG picture (land, seas,
// borders and province names, as DPjudge prints them) and a NAME.geo.json
// with, in the picture's coordinates, where each province's units, supply
// center marker and name go, as DPjudge places them (its VisitTerritories
// and VisitSupplies). It runs the drawings in a small PostScript
// interpreter of its own, so no outside tool is needed and the output is
// the same on every machine.
//
//	go run ./scripts/psgen -dpjudge ../shared/data/dpjudge-maps -mila ../shared/data/mila-maps -outdir engine/maps/drawings
//	go run ./scripts/psgen -check youngstown > /tmp/y.svg  # placements marked, to look at
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render"
	"github.com/payola-gm/payola/engine/render/geom"
	"github.com/payola-gm/payola/scripts/internal/jdipmaps"
)

func main() {
	dpDir := flag.String("dpjudge", "../shared/data/dpjudge-maps", "DPjudge map folder with the .ps drawings")
	milaDir := flag.String("mila", "../shared/data/mila-maps", "MILA map folder: its maps are drawn by scripts/geomgen")
	mapDir := flag.String("maps", "engine/maps", "folder of the built-in maps (NAME.json, from scripts/mapgen)")
	outDir := flag.String("outdir", "engine/maps/drawings", "where the drawings go")
	check := flag.String("check", "", "write map NAME's picture with its placements marked, to look at, to stdout")
	flag.Parse()
	if *check != "" {
		svg, err := checkPicture(*outDir, *check)
		if err == nil {
			_, err = os.Stdout.Write(svg)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "psgen:", err)
			os.Exit(1)
		}
		return
	}
	if err := writeAll(*dpDir, *milaDir, *mapDir, *outDir); err != nil {
		fmt.Fprintln(os.Stderr, "psgen:", err)
		os.Exit(1)
	}
}

// undrawn are the maps psgen leaves alone, with the reason (engine/maps
// says the same in NoDrawing; a test checks they agree).
var undrawn = map[string]string{
	"standard": "engine/render draws it from the jDip SVG",
}

// outlined reports whether scripts/geomgen draws the map, in outlines, from
// its MILA drawing (milaDir/NAME.svg, as for ancmed, modern and pure) or
// from jDip's (scripts/internal/jdipmaps): psgen leaves such a map and its
// drawing file (NAME.geo.json) alone.
func outlined(milaDir, id string) bool {
	if _, ok := jdipmaps.Used[id]; ok {
		return true
	}
	_, err := os.Stat(filepath.Join(milaDir, id+".svg"))
	return err == nil
}

// generate converts every drawing the built-in maps (mapDir/NAME.json) use
// and returns the files to write, by name. It reads the maps' files rather
// than importing engine/maps, which embeds its output.
func generate(dpDir, milaDir, mapDir string) (map[string][]byte, error) {
	files := map[string][]byte{}
	converted := map[string]*drawn{}
	paths, err := filepath.Glob(filepath.Join(mapDir, "*.json"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no maps in %s", mapDir)
	}
	for _, path := range paths {
		id := strings.TrimSuffix(filepath.Base(path), ".json")
		if _, skip := undrawn[id]; skip || outlined(milaDir, id) {
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		m, err := board.Load(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		pic := m.Drawing
		if pic == "" {
			pic = m.ID
		}
		d, ok := converted[pic]
		if !ok {
			ps, err := os.ReadFile(filepath.Join(dpDir, pic+".ps"))
			if err != nil {
				return nil, err
			}
			d, err = convert(string(ps), "Diplomacy map "+pic,
				"Drawn by scripts/psgen from DPjudge's "+pic+".ps (MIT licence, Copyright 2017 Manus Hand; see NOTICE).")
			if err != nil {
				return nil, fmt.Errorf("%s.ps: %w", pic, err)
			}
			converted[pic] = d
			files[pic+".svg"] = d.svg
		}
		geo, err := place(m, d, pic+".svg")
		if err != nil {
			return nil, fmt.Errorf("map %s (drawing %s.ps): %w", id, pic, err)
		}
		files[id+".geo.json"] = geo
	}
	return files, nil
}

// writeAll writes the drawings and removes files of drawings no longer made
// (scripts/geomgen's aside).
func writeAll(dpDir, milaDir, mapDir, outDir string) error {
	files, err := generate(dpDir, milaDir, mapDir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	old, _ := filepath.Glob(filepath.Join(outDir, "*"))
	for _, f := range old {
		n := filepath.Base(f)
		if _, keep := files[n]; !keep && !outlined(milaDir, strings.TrimSuffix(n, ".geo.json")) && (strings.HasSuffix(f, ".svg") || strings.HasSuffix(f, ".geo.json")) {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	for n, data := range files {
		if err := os.WriteFile(filepath.Join(outDir, n), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// The placement file's types: engine/render's drawing types (package geom)
// where they mean the same, without outlines (the picture draws the
// provinces), plus the picture's name and the size DPjudge draws units,
// markers and names at.
type (
	Point = geom.Point
	Spot  = geom.Spot
	Label = geom.Label
	Place struct {
		Label *Label `json:"label,omitempty"`
		// NameSize is the name's size where it grows from the picture's
		// own (LabelSize) toward the least size names keep, and NameDown
		// how far its baseline moved down to grow (render.NameSizes),
		// in the picture's units.
		NameSize float64         `json:"nameSize,omitempty"`
		NameDown float64         `json:"nameDown,omitempty"`
		Center   *Point          `json:"sc,omitempty"`
		Spot     *Spot           `json:"spot,omitempty"` // none on an impassable province the drawing leaves unplaced
		Coasts   map[string]Spot `json:"coasts,omitempty"`
		// Area outlines the province in the picture's units
		// (provinceAreas), for its owner's tint.
		Area string `json:"area,omitempty"`
	}
	Geo struct {
		Picture   string           `json:"picture"`
		Width     int              `json:"width"`
		Height    int              `json:"height"`
		UnitSize  int              `json:"unitSize"`  // an army's width as DPjudge draws it
		SCRadius  float64          `json:"scRadius"`  // an unowned supply-center marker's radius
		LabelSize float64          `json:"labelSize"` // the province names' font size in the picture
		Provinces map[string]Place `json:"provinces"`
	}
)

// place finds, for every province of map m, the drawing's unit position
// (and each coast's), its supply-center marker and its name.
func place(m *board.Map, d *drawn, picture string) ([]byte, error) {
	g := Geo{Picture: picture, Width: d.frame.width, Height: d.frame.height,
		UnitSize: int(math.Round(d.unitSize)), SCRadius: math.Round(d.scRadius*10) / 10, Provinces: map[string]Place{}}
	at := func(q pt) Point {
		x, y := d.frame.at(q)
		return Point{int(math.Round(x)), int(math.Round(y))}
	}
	// A dislodged unit stands up and to the left of the unit that took its
	// place, by half a unit, as on the standard map's drawing.
	spotAt := func(q pt) Spot {
		u := at(pt{q.x + d.unitOffset.x, q.y + d.unitOffset.y})
		half := int(math.Round(d.unitSize / 2))
		return Spot{Unit: u, Dislodged: Point{max(u[0]-half, 0), max(u[1]-half, 0)}}
	}
	territory := map[board.Loc]pt{}
	for _, s := range d.territories {
		if loc, ok := resolve(m, d, s.name); ok {
			if _, dup := territory[loc]; !dup {
				territory[loc] = s.at
			}
		}
	}
	for _, s := range d.boxes {
		if loc, ok := resolve(m, d, s.name); ok {
			if _, dup := territory[loc]; !dup {
				territory[loc] = pt{s.at.x - d.unitOffset.x, s.at.y - d.unitOffset.y}
			}
		}
	}
	supply := map[string]pt{}
	for _, s := range d.supplies {
		if loc, ok := resolve(m, d, s.name); ok && loc.Coast() == "" {
			supply[string(loc)] = s.at
		}
	}
	named := map[string]label{}
	for _, l := range d.labels {
		if loc, ok := resolve(m, d, l.text); ok && loc.Coast() == "" {
			if _, dup := named[string(loc)]; !dup {
				named[string(loc)] = l
			}
		}
		g.LabelSize = max(g.LabelSize, math.Round(l.size*10)/10)
	}
	var missing []string
	for _, p := range m.Provinces {
		var pl Place
		if q, ok := territory[board.Loc(p.ID)]; ok {
			s := spotAt(q)
			pl.Spot = &s
		} else if q, ok := supply[p.ID]; ok && len(p.Coasts) == 0 {
			// loeb9.ps forgets Ireland's unit position (DPjudge then draws
			// no unit there); its center marker shows where it is, at the
			// island's east coast: the unit stands inland of it, down left.
			s := spotAt(pt{q.x - .8*d.unitSize - d.unitOffset.x, q.y - .5*d.unitSize - d.unitOffset.y})
			pl.Spot = &s
		} else if !neverHolds(m, p) {
			missing = append(missing, p.ID+" has no unit position")
			continue
		}
		for _, c := range p.Coasts {
			q, ok := territory[board.Loc(p.ID+"/"+c)]
			if !ok {
				missing = append(missing, p.ID+"/"+c+" has no unit position")
				continue
			}
			if pl.Coasts == nil {
				pl.Coasts = map[string]Spot{}
			}
			pl.Coasts[c] = spotAt(q)
		}
		if p.Center {
			q, ok := supply[p.ID]
			if !ok {
				missing = append(missing, p.ID+" is a supply center without a marker")
			} else {
				c := at(q)
				pl.Center = &c
			}
		}
		if l, ok := named[p.ID]; ok {
			pl.Label = &Label{At: at(l.at)}
		}
		g.Provinces[p.ID] = pl
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(missing, "; "))
	}
	// A province's area grows from a place DPjudge draws inside it: a land
	// province's supply-center marker or name (its fleet may stand
	// offshore, Edinburgh's in the North Sea), a sea's unit.
	seeds := map[string]Point{}
	for id, pl := range g.Provinces {
		sea := m.Province(id).Terrain == board.Sea
		switch {
		case !sea && pl.Center != nil:
			seeds[id] = *pl.Center
		case !sea && pl.Label != nil:
			seeds[id] = pl.Label.At
		case pl.Spot != nil:
			seeds[id] = pl.Spot.Unit
		}
	}
	areas, err := provinceAreas(d.svg, g.Width, g.Height, seeds)
	if err != nil {
		return nil, err
	}
	for id, a := range areas {
		pl := g.Provinces[id]
		pl.Area = a
		g.Provinces[id] = pl
	}
	// The names' sizes depend on the drawing alone: found here once, not
	// each time the engine loads it.
	geo, err := encode(g)
	if err != nil {
		return nil, err
	}
	sizes, err := render.NameSizes(geo, d.svg)
	if err != nil {
		return nil, err
	}
	for id, n := range sizes {
		pl := g.Provinces[id]
		pl.NameSize, pl.NameDown = n.Size, n.Down
		g.Provinces[id] = pl
	}
	return encode(g)
}

// neverHolds tells a province no unit may ever enter: impassable in
// every season.
func neverHolds(m *board.Map, p board.Province) bool {
	if p.Terrain != board.Shut {
		return false
	}
	for _, s := range m.Seasonal {
		if s.Province == p.ID && s.Terrain != board.Shut {
			return false
		}
	}
	return true
}

// resolve reads a name of the drawing as the map does: its own province
// or coast id first, then the map's aliases, then the full name the
// drawing gives it (modern.ps writes AND, an alias the map leaves out as
// ambiguous, for Andalusia).
func resolve(m *board.Map, d *drawn, name string) (board.Loc, bool) {
	n := strings.ToUpper(name)
	prov, coast, hasCoast := strings.Cut(n, "/")
	if p := m.Province(prov); p != nil && (!hasCoast || slices.Contains(p.Coasts, coast)) {
		return board.Loc(n), true
	}
	if loc, ok := m.Lookup(name); ok {
		return loc, true
	}
	if full, ok := d.fullNames[prov]; ok {
		if loc, ok := m.Lookup(full); ok && loc.Coast() == "" {
			if hasCoast {
				return board.Loc(string(loc) + "/" + coast), true
			}
			return loc, true
		}
	}
	return "", false
}

// encode writes one province a line, so that a change shows as a readable
// diff.
func encode(g Geo) ([]byte, error) {
	provinces := g.Provinces
	g.Provinces = nil
	head, err := json.Marshal(g)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.Write(head[:len(head)-len(`,"provinces":null}`)])
	buf.WriteString(",\"provinces\":{")
	ids := make([]string, 0, len(provinces))
	for id := range provinces {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for i, id := range ids {
		b, err := json.Marshal(provinces[id])
		if err != nil {
			return nil, err
		}
		if i > 0 {
			buf.WriteByte(',')
		}
		fmt.Fprintf(&buf, "\n%q:%s", id, b)
	}
	buf.WriteString("}}\n")
	return buf.Bytes(), nil
}
