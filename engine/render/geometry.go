package render

import (
	_ "embed" // the maps' drawings
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// drawing is a map's drawing as embedded, with what is worked out once on
// load for placing marks and fleet routes.
type drawing struct {
	geom.Drawing
	art    *art                 // a DPjudge drawing's picture (nil: outlines drawn from Provinces)
	areas  map[string]geom.Area // province -> its outline as polygons
	isles  []geom.Area          // scenery islands
	labels map[string]geom.Quad // province -> its label's box
	marks  []labelArea          // the label boxes with their bounds, for placing marks
	routes sync.Map             // "from>to" -> the control point of a fleet's curve
	bendMu sync.Mutex
	bendOf map[string]geom.Vec // "from to gap" -> the control point of an army's curve
}

// labelArea is a label's box and the upright box around it, which rules
// most marks out cheaply.
type labelArea struct {
	q     geom.Quad
	bound geom.Box
}

func (l *labelArea) overlaps(b geom.Box) bool { return l.bound.Hits(b) && l.q.OverlapsBox(b) }

// onLabel reports whether a box overlaps any province name.
func (g *drawing) onLabel(b geom.Box) bool {
	for i := range g.marks {
		if g.marks[i].overlaps(b) {
			return true
		}
	}
	return false
}

// prepare works out the areas and label boxes of a decoded drawing.
func (g *drawing) prepare() error {
	g.areas = make(map[string]geom.Area, len(g.Provinces))
	g.labels = make(map[string]geom.Quad, len(g.Provinces))
	for id, sh := range g.Provinces {
		a, err := geom.Flatten(sh.Outline)
		if err != nil {
			return fmt.Errorf("%s: %v", id, err)
		}
		g.areas[id] = a
		q := geom.LabelBox(id, sh.Label)
		g.labels[id] = q
		g.marks = append(g.marks, labelArea{q, q.Bound()})
	}
	for _, d := range g.Land {
		a, err := geom.Flatten(d)
		if err != nil {
			return fmt.Errorf("scenery: %v", err)
		}
		g.isles = append(g.isles, a)
	}
	return nil
}

// spot returns where a unit at loc is drawn; fleets on a split coast use
// the coast's spot, a location without coast uses the province's.
func (g *drawing) spot(loc board.Loc) (geom.Spot, bool) {
	sh, ok := g.Provinces[loc.Province()]
	if !ok {
		return geom.Spot{}, false
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
// One variable per file rather than an embed.FS, whose files' fs.FileInfo
// would keep time's parser and formatter in the wasm (40 KB gzipped).
//
//go:generate go run ../../scripts/geomgen -svg ../../../shared/data/standard.svg -map standard -out standard.geo.json
var (
	//go:embed standard.geo.json
	standardGeo []byte

	geoFiles = map[string][]byte{"standard": standardGeo}
)

var (
	geoCache   = map[string]*drawing{}
	geoCacheMu sync.Mutex
)

// geometryFor returns the embedded drawing of a built-in map.
func drawingFor(id string) (*drawing, error) {
	geoCacheMu.Lock()
	defer geoCacheMu.Unlock()
	if g, ok := geoCache[id]; ok {
		return g, nil
	}
	data, ok := geoFiles[strings.ToLower(id)]
	if !ok {
		return nil, fmt.Errorf("there is no drawing of the map %q", id)
	}
	g, err := decodeDrawing(data)
	if err != nil {
		return nil, fmt.Errorf("drawing of the map %q: %w", id, err)
	}
	geoCache[id] = g
	return g, nil
}

func decodeDrawing(data []byte) (*drawing, error) {
	var g drawing
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
