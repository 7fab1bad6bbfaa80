package judge

import (
	"sync"

	"github.com/payola-gm/payola/engine/board"
)

// geometry is what the judge asks of a map over and over, worked out once
// per map: which provinces border which, for anyone (convoy chains and the
// civil-disorder distance both ignore unit type).
type geometry struct {
	near  map[string]map[string]bool
	order map[string][]string // the same, sorted, for deterministic searches
}

var geometries sync.Map // *board.Map -> *geometry

func geometryOf(m *board.Map) *geometry {
	if g, ok := geometries.Load(m); ok {
		return g.(*geometry)
	}
	g := &geometry{near: map[string]map[string]bool{}, order: map[string][]string{}}
	for _, pr := range m.Provinces {
		p := pr.ID
		g.order[p] = m.Neighbours(p)
		g.near[p] = map[string]bool{}
		for _, n := range g.order[p] {
			g.near[p][n] = true
		}
	}
	actual, _ := geometries.LoadOrStore(m, g)
	return actual.(*geometry)
}

// sorted lists the provinces bordering p, alphabetically.
func (g *geometry) sorted(p string) []string { return g.order[p] }

// borders says whether two provinces touch for anyone.
func (g *geometry) borders(a, b string) bool { return g.near[a][b] }

// moveTarget is where a unit at from ordered to dest actually goes, with the
// fleet coast filled in when only one coast of dest can be reached; ok is
// false when the unit cannot step there directly (an army may still be
// convoyed).
func moveTarget(m *board.Map, t board.UnitType, from, dest board.Loc) (board.Loc, bool) {
	if t == board.Army {
		to := board.Loc(dest.Province())
		if m.CanHold(board.Army, to) != nil {
			return to, false
		}
		return to, m.Adjacent(board.Army, from, to)
	}
	if dest.Coast() != "" {
		return dest, m.CanHold(board.Fleet, dest) == nil && m.Adjacent(board.Fleet, from, dest)
	}
	locs := m.FleetCoastsTowards(from, dest.Province())
	if len(locs) != 1 {
		return dest, false
	}
	return locs[0], true
}
