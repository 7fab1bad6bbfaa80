package board

import "slices"

// Mobilize is the map rule of DPjudge's MOBILIZE (1898): the game opens in
// a Winter where no power owns a center or has a unit, and each builds one
// unit in a home of its choice (engine/game plays it).
const Mobilize = "MOBILIZE"

// Mobilizes says whether the map opens with a mobilization.
func (m *Map) Mobilizes() bool { return slices.Contains(m.Rules, Mobilize) }

// OpeningCenters are the centers a power owns in a new game: its homes, or
// the centers the map gives it (OWNS: 1900, the shift maps), or none on a
// map that mobilizes.
func (m *Map) OpeningCenters(p Power) []string {
	switch {
	case m.Mobilizes():
		return []string{}
	case p.Centers != nil:
		return p.Centers
	}
	return p.Homes
}
