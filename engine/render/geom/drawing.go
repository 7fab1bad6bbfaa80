package geom

import "math"

// The drawing of a map, as scripts/geomgen writes it and engine/render
// embeds it (one JSON file per map).

// Point is a position in map coordinates (the SVG viewBox of the map).
type Point [2]int

// Vec is the point as a Vec.
func (p Point) Vec() Vec { return Vec{float64(p[0]), float64(p[1])} }

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

// Drawing is the drawing of a whole board: provinces by id plus scenery
// (islands that are no province, inland seas).
type Drawing struct {
	Width     int              `json:"width"`
	Height    int              `json:"height"`
	Provinces map[string]Shape `json:"provinces"`
	Land      []string         `json:"land,omitempty"`
	Water     []string         `json:"water,omitempty"`
	// Crossings are the lines a drawing marks a crossing with where no
	// border shows it (ancmed's Sicily–Neapolis strait), drawn dashed.
	Crossings []string `json:"crossings,omitempty"`
}

// Label text size. The width is estimated: an italic serif capital is about
// 0.72 of the font size wide (DejaVu Serif, the fallback most systems use;
// Georgia is narrower), capitals 0.76 of it high.
const (
	LabelFont      = 21
	LabelFontSmall = 17
	labelWidth     = 0.72 // of the font size, a capital
	labelHeight    = 0.76 // of the font size
)

// LabelBox is the box a province's label covers, turned with the label:
// baseline first, from the text's start.
func LabelBox(id string, l Label) Quad {
	font := float64(LabelFont)
	if l.Small {
		font = LabelFontSmall
	}
	halfW, h := labelWidth*font*float64(len(id))/2, labelHeight*font
	rad := float64(l.Rotate) * math.Pi / 180
	along := Vec{math.Cos(rad), math.Sin(rad)}
	up := Vec{math.Sin(rad), -math.Cos(rad)}
	at := l.At.Vec()
	var q Quad
	for i, c := range [][2]float64{{-1, 0}, {1, 0}, {1, 1}, {-1, 1}} {
		q[i] = at.Add(along.Mul(c[0] * halfW)).Add(up.Mul(c[1] * h))
	}
	return q
}
