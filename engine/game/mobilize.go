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
//
// The rule's mark and the opening without centers are the map's
// (board.Map.Mobilizes, OpeningCenters); the Winter's count and sites are
// played here.
func mobilizes(m *board.Map) bool { return m.Mobilizes() }

// mobilizing says whether the phase is the opening Winter of a map that
// mobilizes: the only phase whose adjustments mobilization sets.
func (g *State) mobilizing() bool {
	return mobilizes(g.Map) && g.Phase.Kind == orders.Adjustments && g.Phase.String() == g.Map.StartPhase
}

// adjustmentCounts are the counts the game sets in this phase: one build
// for each power, less any unit it already has, while mobilizing (DPjudge
// counts the SC! as the power's one center); none otherwise.
func (g *State) adjustmentCounts() judge.Counts {
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
func (g *State) mobilizationSites(owners map[string]string) map[string]string {
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
func (g *State) mobilized(run *phaseRun, t *turn) {
	if !g.mobilizing() {
		return
	}
	for _, res := range run.results {
		if res.Order.Kind != orders.Build || res.Outcome != judge.Succeeds {
			continue
		}
		if p := t.next.power(res.Power); p != nil {
			// Both records of ownership: the power's list and the map
			// by center, which the next phase reads.
			c := res.Order.Unit.Loc.Province()
			p.Centers = append(p.Centers, c)
			slices.Sort(p.Centers)
			t.next.Owners[c] = res.Power
		}
	}
}
