// Package boardtest is a second reading of a map for tests: who may stand
// where and who may step where, written straight from the map's data
// (terrain, coasts and the two adjacency lists) in the plainest way, so that
// property tests can hold the engine's legality checks against it. Nothing
// outside tests imports it.
package boardtest

import "github.com/payola-gm/payola/engine/board"

// Placement is one unit kind at one location.
type Placement struct {
	Type board.UnitType
	Loc  board.Loc
}

// Locs lists every location of the map: each province, and each coast of a
// split-coast province.
func Locs(m *board.Map) []board.Loc {
	var out []board.Loc
	for _, p := range m.Provinces {
		out = append(out, board.Loc(p.ID))
		for _, c := range p.Coasts {
			out = append(out, board.Loc(p.ID+"/"+c))
		}
	}
	return out
}

// Placements lists every unit kind at every location where it may stand.
func Placements(m *board.Map) []Placement {
	var out []Placement
	for _, l := range Locs(m) {
		for _, t := range []board.UnitType{board.Army, board.Fleet} {
			if Stands(m, t, l) {
				out = append(out, Placement{t, l})
			}
		}
	}
	return out
}

func province(m *board.Map, l board.Loc) board.Province {
	if p := m.Province(l.Province()); p != nil {
		return *p
	}
	return board.Province{}
}

// Terrain is the terrain of the location's province.
func Terrain(m *board.Map, l board.Loc) board.Terrain { return province(m, l).Terrain }

// Stands: an army stands on land, a coast or a port, never on a coast of a province
// (it holds the whole province); a fleet at sea or on a coast, and on a
// split-coast province only on one of its coasts; nobody in an impassable
// province.
func Stands(m *board.Map, t board.UnitType, l board.Loc) bool {
	p := province(m, l)
	if p.ID == "" || p.Terrain == board.Shut {
		return false
	}
	if t == board.Army {
		return l.Coast() == "" && (p.Terrain == board.Land || p.Terrain == board.Coast || p.Terrain == board.Port)
	}
	if p.Terrain == board.Land {
		return false
	}
	return (len(p.Coasts) == 0) == (l.Coast() == "")
}

// Step says whether a unit at from moves to exactly the location to in one
// move: an army to a province its adjacency list names (no coast written),
// a fleet to a location its list names; never into its own province.
func Step(m *board.Map, t board.UnitType, from, to board.Loc) bool {
	if !Stands(m, t, to) || to.Province() == from.Province() {
		return false // a move goes somewhere else, whatever a list says
	}
	if t == board.Army {
		for _, n := range m.ArmyAdj[from.Province()] {
			if board.Loc(n) == to {
				return true
			}
		}
		return false
	}
	for _, n := range m.FleetAdj[from] {
		if n == to {
			return true
		}
	}
	return false
}

// Reaches says whether a unit at from could move into province prov by some
// coast: the reach a support needs.
func Reaches(m *board.Map, t board.UnitType, from board.Loc, prov string) bool {
	if t == board.Army {
		return Step(m, t, from, board.Loc(prov))
	}
	for _, n := range m.FleetAdj[from] {
		if n.Province() == prov {
			return true
		}
	}
	return false
}

// Near lists the provinces next to prov for anyone, by either list.
func Near(m *board.Map, prov string) map[string]bool {
	out := map[string]bool{}
	for _, n := range m.ArmyAdj[prov] {
		out[n] = true
	}
	for from, tos := range m.FleetAdj {
		for _, to := range tos {
			if from.Province() == prov {
				out[to.Province()] = true
			}
			if to.Province() == prov {
				out[from.Province()] = true
			}
		}
	}
	for a, tos := range m.ArmyAdj {
		for _, b := range tos {
			if b == prov {
				out[a] = true
			}
		}
	}
	delete(out, prov)
	return out
}

// Supports says whether a unit at from could support into province prov:
// it must reach it, and the map must not list the crossing among those a
// unit may move across but not support across (noSupport, one way as
// written: DPjudge's "naf~" and "*MAO").
func Supports(m *board.Map, t board.UnitType, from board.Loc, prov string) bool {
	return !m.NoSupportAcross(from.Province(), prov) && Reaches(m, t, from, prov)
}
