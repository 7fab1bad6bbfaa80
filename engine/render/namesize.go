package render

import (
	"math"
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// NameSize is the size a name of a DPjudge drawing is drawn at, and how
// far its baseline moves down as it grows, in the picture's units.
type NameSize struct{ Size, Down float64 }

// NameSizes is the size of each name of a DPjudge drawing (its placement
// file and picture, as LoadDrawing takes them) that grows from the
// picture's own toward the least size names keep (nameSizes). The sizes
// depend on the drawing alone: scripts/psgen finds them once and writes
// them into the placement file (nameSize, nameDown), which LoadDrawing
// reads. The engine never calls this, so the page's engine does not carry
// it.
func NameSizes(geo, picture []byte) (map[string]NameSize, error) {
	s, err := readScene(geo, picture)
	if err != nil {
		return nil, err
	}
	a := s.g.art
	size, shift := nameSizes(s.anchors, s.g.Provinces, a.sc, s.font, minNameShare*float64(sceneWidth(s.g)))
	out := map[string]NameSize{}
	for id, f := range size {
		if f != s.font {
			out[id] = NameSize{f / a.scale, shift[id] / a.scale}
		}
	}
	return out, nil
}

// sceneWidth is the width of a DPjudge drawing's scene with its legend's
// panel, as Map draws it.
func sceneWidth(g *drawing) int { return g.Width + int(math.Ceil(panelWidth*max(1, g.art.grown))) }

// minNameShare is the least size of a name, as a share of the scene's
// width: the standard map's small names (17) in its scene (2165 wide).
// The page shows a whole map at the width of its frame, so a map drawn
// wider (Youngstown's 4530: fitScale grows it until Europe's units part)
// shows its names smaller; grown to this share they read, at any width,
// as the standard map's do.
const minNameShare = 17.0 / 2165

// nameGrowthSteps are the sizes tried between a name's own and the least.
const nameGrowthSteps = 8

// nameSizes is each labelled province's name size in scene units: font,
// the picture's own, grown toward want as far as the name stays clear of
// every other name, every unit's place and every supply center (a crowded
// name keeps its size: the marks and the other names keep off it as they
// do now). A name grows up from its baseline, or down from its top when a
// unit stands above it (shift: how far its baseline moves down). Names
// are grown in the order of the provinces' ids, each against the others'
// sizes so far, so the result is the same every time.
func nameSizes(anchors map[string]geom.Vec, provinces map[string]geom.Shape, sc int, font, want float64) (size, shift map[string]float64) {
	ids := make([]string, 0, len(anchors))
	size, shift = make(map[string]float64, len(anchors)), make(map[string]float64, len(anchors))
	for id := range anchors {
		ids = append(ids, id)
		size[id] = font
	}
	sort.Strings(ids)
	if want <= font {
		return size, shift
	}
	box := func(id string, f, down float64) geom.Box {
		return nameBox(id, anchors[id].Add(geom.Pt(0, down)), f).Bound()
	}
	// Each name meets only what lies where it may grow to (reach): its
	// neighbours are found once, not at every size tried (BenchmarkLoadDrawing).
	reach := make(map[string]geom.Box, len(ids))
	for _, id := range ids {
		up, down := box(id, want, 0), box(id, want, nameHeight*(want-font))
		reach[id] = geom.Box{X0: min(up.X0, down.X0), Y0: min(up.Y0, down.Y0), X1: max(up.X1, down.X1), Y1: max(up.Y1, down.Y1)}
	}
	near := make(map[string][]string, len(ids))
	for i, id := range ids {
		for _, o := range ids[i+1:] {
			if reach[id].Hits(reach[o]) {
				near[id], near[o] = append(near[id], o), append(near[o], id)
			}
		}
	}
	blocked := make(map[string][]geom.Box, len(ids))
	for _, u := range nameBlocks(provinces, sc) {
		for _, id := range ids {
			if reach[id].Hits(u) {
				blocked[id] = append(blocked[id], u)
			}
		}
	}
	clear := func(id string, f, down float64) bool {
		b := box(id, f, down)
		for _, o := range near[id] {
			if b.Hits(box(o, size[o], shift[o])) {
				return false
			}
		}
		for _, u := range blocked[id] {
			if b.Hits(u) {
				return false
			}
		}
		return true
	}
	// A name that moved down makes room for another: again until no
	// name grows.
	for grew := true; grew; {
		grew = false
		for _, id := range ids {
		grow:
			for i := nameGrowthSteps; i > 0; i-- {
				f := font + (want-font)*float64(i)/nameGrowthSteps
				if f <= size[id] {
					break
				}
				for _, down := range []float64{0, nameHeight * (f - font)} {
					if clear(id, f, down) {
						size[id], shift[id], grew = f, down, true
						break grow
					}
				}
			}
		}
	}
	return size, shift
}

// nameBlocks are what a name must not cover: every place a unit of
// either kind stands, and every supply center with its stroke.
func nameBlocks(provinces map[string]geom.Shape, sc int) []geom.Box {
	var out []geom.Box
	for _, sh := range provinces {
		spots := []geom.Spot{sh.Spot}
		for _, c := range sh.Coasts {
			spots = append(spots, c)
		}
		for _, sp := range spots {
			for _, t := range []board.UnitType{board.Army, board.Fleet} {
				out = append(out, geom.SymbolBoxes(t, sp.Unit.Vec(), 1)...)
			}
		}
		if sh.Center != nil {
			c, r := sh.Center.Vec(), float64(sc)+1
			out = append(out, geom.Box{X0: c.X - r, Y0: c.Y - r, X1: c.X + r, Y1: c.Y + r})
		}
	}
	return out
}
