package game

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
)

// adjustmentBoard is the map and the ownership the winter's adjustments are
// judged on (board.Map.ForAdjustments: partisan sites, BUILD_ANY,
// REMOTE_BUILDS), with every free home of a mobilizing power its own.
func (g *State) adjustmentBoard() (*board.Map, map[string]string) {
	m, owners := g.Map.ForAdjustments(g.Owners)
	return m, g.mobilizationSites(owners)
}

// Due is how many units the power builds (positive) or removes (negative)
// in this adjustment phase: its supply centers, with the partisan sites its
// map's rules count, less its units.
func (g *State) Due(power string) int {
	if n, ok := g.adjustmentCounts()[power]; ok {
		return n // set by the game (MOBILIZE)
	}
	_, owners := g.adjustmentBoard()
	return judge.Adjustment(g.Pos, owners, power)
}

// BuildSites are the centers the power may build in during this
// adjustment phase, as the judge will allow: its sites on the adjustment
// board (homes, partisan sites, any owned center under BUILD_ANY, any home
// while mobilizing) that it owns there and no unit stands in.
func (g *State) BuildSites(power string) []string {
	m, owners := g.adjustmentBoard()
	var out []string
	for _, s := range m.HomesOf(power) {
		if _, taken := g.Pos[s]; !taken && owners[s] == power {
			out = append(out, s)
		}
	}
	return out
}
