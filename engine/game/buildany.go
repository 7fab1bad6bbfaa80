package game

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
)

// The DPjudge rules a map sets that change where a power builds and how
// many: each read as DPjudge's map-format pages describe it.
const (
	// buildAny (void, chaos, minorpower): a power builds in any supply
	// center it owns, not only at home (void's powers have no home at all).
	buildAny = "BUILD_ANY"
	// remoteBuilds (aberration): the same, but only while the power owns
	// at least one of its home centers.
	remoteBuilds = "REMOTE_BUILDS"
)

func buildsAnywhere(m *board.Map) bool { return slices.Contains(m.Rules, buildAny) }

// adjustmentBoard is the map and the ownership the winter's adjustments are
// judged on: how many units each power builds or removes, and where it may
// build. It is the game's, with what the map's rules add:
//   - under BUILD_ANY every owned center is its owner's home, and under
//     REMOTE_BUILDS so too for a power that owns one of its own homes;
//   - a power that owns some but not all of its home centers holds its
//     partisan sites too (1900's Russian Siberia, DPjudge's "SC*"): each
//     counts as a center for the adjustment, and a unit may be built there.
//
// Only the adjustments see it: victory, income, sight (6.3) and civil
// disorder keep the real homes and centers. One map per map and ownership,
// so that the caches keyed by map (the judge's geometry, the order lexicon)
// do not grow with every check.
func (g *State) adjustmentBoard() (*board.Map, map[string]string) {
	m, owners := adjustmentBoard(g.Map, g.Owners)
	return m, g.mobilizationSites(owners)
}

func adjustmentBoard(m *board.Map, owners map[string]string) (*board.Map, map[string]string) {
	homes := map[string]string{} // province -> the power it becomes a home of
	owned, cloned := owners, false
	for _, p := range m.Powers {
		if len(p.Partisans) == 0 {
			continue
		}
		lost := 0
		for _, h := range p.Homes {
			if owners[h] != p.Name {
				lost++
			}
		}
		if lost == 0 || lost == len(p.Homes) {
			continue
		}
		if !cloned {
			owned, cloned = maps.Clone(owners), true
			if owned == nil {
				owned = map[string]string{}
			}
		}
		for _, s := range p.Partisans {
			owned[s], homes[s] = p.Name, p.Name
		}
	}
	anywhere, remote := buildsAnywhere(m), slices.Contains(m.Rules, remoteBuilds)
	if anywhere || remote {
		holdsHome := map[string]bool{} // under REMOTE_BUILDS alone
		if !anywhere {
			for _, p := range m.Powers {
				for _, h := range p.Homes {
					if owners[h] == p.Name {
						holdsHome[p.Name] = true
					}
				}
			}
		}
		for c, o := range owners {
			if o != "" && (anywhere || holdsHome[o]) {
				homes[c] = o
			}
		}
	}
	if len(homes) == 0 {
		return m, owned
	}
	var key strings.Builder
	key.WriteString(m.ID)
	for _, c := range sortedKeys(homes) {
		key.WriteString(" " + c + ":" + homes[c])
	}
	k := buildKey{m, key.String()}
	if v, ok := buildMaps.Load(k); ok {
		return v.(*board.Map), owned
	}
	c := *m
	c.Provinces = slices.Clone(m.Provinces)
	for i := range c.Provinces {
		if o := homes[c.Provinces[i].ID]; o != "" {
			// A partisan site is no center, but a unit is built there as
			// in one (orders.Check asks for a center).
			c.Provinces[i].Home, c.Provinces[i].Center = o, true
		}
	}
	data, err := json.Marshal(&c)
	if err != nil {
		return m, owned
	}
	built, err := board.Load(data)
	if err != nil {
		return m, owned // the map loaded once; the same map with other homes loads too
	}
	v, _ := buildMaps.LoadOrStore(k, built)
	return v.(*board.Map), owned
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
	for _, s := range buildSites(m, power) {
		if _, taken := g.Pos[s]; !taken && owners[s] == power {
			out = append(out, s)
		}
	}
	return out
}

type buildKey struct {
	m      *board.Map
	owners string
}

var buildMaps sync.Map // buildKey -> *board.Map

// buildSites are the places a power may build in when it owns them (in the
// ownership adjustmentBoard gives) and they are free: its homes on the
// adjustment map.
func buildSites(m *board.Map, power string) []string {
	var sites []string
	if p := m.Power(power); p != nil {
		sites = append(sites, p.Homes...)
	}
	for _, p := range m.Provinces {
		if p.Home == power && !slices.Contains(sites, p.ID) {
			sites = append(sites, p.ID)
		}
	}
	return sites
}
