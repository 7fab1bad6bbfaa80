package geom

import "github.com/payola-gm/payola/engine/board"

// SymbolBoxes are the boxes a unit symbol covers, drawn at a scale with its
// middle at at: an army's round token, a fleet's hull and sail, each with
// half its stroke. engine/render's test of its symbols holds them to the
// path data it draws; scripts/geomgen keeps labels off them.
func SymbolBoxes(t board.UnitType, at Vec, scale float64) []Box {
	sized := func(x0, y0, x1, y1 float64) Box {
		return Box{at.X + x0*scale, at.Y + y0*scale, at.X + x1*scale, at.Y + y1*scale}
	}
	if t == board.Fleet {
		return []Box{sized(-26, 4, 26, 19), sized(-5, -22, 18, 4)}
	}
	return []Box{sized(-18, -18, 18, 18)}
}
