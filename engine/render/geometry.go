package render

import (
	_ "embed" // the maps' drawings
	"encoding/json"
	"fmt"
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
// One variable per file rather than an embed.FS, whose files' fs.FileInfo
// would keep time's parser and formatter in the wasm (40 KB gzipped).
var (
	//go:embed standard.geo.json
	standardGeo []byte

	geoFiles = map[string][]byte{"standard": standardGeo}
)

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
	data, ok := geoFiles[strings.ToLower(id)]
	if !ok {
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
	return &g, nil
}
