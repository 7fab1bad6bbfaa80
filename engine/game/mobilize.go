package game

import (
	"maps"
	"slices"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// mobilize is DPjudge's MOBILIZE (1898), as its about_1898 page and its
// Game code play it: the game opens in a Winter where every power owns no
// center and has no unit, and builds one unit in a home center of its
// choice (DPjudge gives each power one "undetermined home SC", SC!, whose
// build site may be any of its homes); the center built in becomes the only
// center the power owns. Its other homes stay home centers, which it must
// capture before it builds there.
const mobilize = "MOBILIZE"

// mobilizes says whether the map opens with a mobilization.
func mobilizes(m *board.Map) bool { return slices.Contains(m.Rules, mobilize) }

// openingCenters are the centers a power owns in a new game: its homes, or
// the centers the map gives it (OWNS), or none on a map that mobilizes.
func openingCenters(m *board.Map, p board.Power) []string {
	switch {
	case mobilizes(m):
		return []string{}
	case p.Centers != nil:
		return p.Centers
	}
	return p.Homes
}

// mobilizing says whether the phase is the opening Winter of a map that
// mobilizes: the only phase whose adjustments mobilization sets.
func (g *Game) mobilizing() bool {
	return mobilizes(g.Map) && g.Phase.Kind == orders.Adjustments && g.Phase.String() == g.Map.StartPhase
}

// adjustmentCounts are the counts the game sets in this phase: one build
// for each power, less any unit it already has, while mobilizing (DPjudge
// counts the SC! as the power's one center); none otherwise.
func (g *Game) adjustmentCounts() judge.Counts {
	if !g.mobilizing() {
		return nil
	}
	c := judge.Counts{}
	for _, p := range g.Map.Powers {
		c[p.Name] = 1 - len(g.UnitsOf(p.Name))
	}
	return c
}

// mobilizationSites is the ownership the opening's builds are judged on:
// every home center no one owns counts as its power's, so that the one
// build may go in any of them (DPjudge's buildSites returns all the homes
// of a power holding SC!).
func (g *Game) mobilizationSites(owners map[string]string) map[string]string {
	if !g.mobilizing() {
		return owners
	}
	sites := maps.Clone(owners)
	if sites == nil {
		sites = map[string]string{}
	}
	for _, p := range g.Map.Powers {
		for _, h := range p.Homes {
			if sites[h] == "" {
				sites[h] = p.Name
			}
		}
	}
	return sites
}

// mobilized gives each power the center it built in during the opening as
// its only center (DPjudge replaces SC! with the build's site). A power
// that built nothing, by waiving or sending nothing (rule 3.3), owns
// nothing: its build is lost, as any build not ordered is.
func (g *Game) mobilized(run *phaseRun, t *turn) {
	if !g.mobilizing() {
		return
	}
	for _, res := range run.results {
		if res.Order.Kind != orders.Build || res.Outcome != judge.Succeeds {
			continue
		}
		if p := findPower(t.next, res.Power); p != nil {
			p.Centers = append(p.Centers, res.Order.Unit.Loc.Province())
			slices.Sort(p.Centers)
		}
	}
}
