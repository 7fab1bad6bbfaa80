package board

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"
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

func buildsAnywhere(m *Map) bool { return slices.Contains(m.Rules, buildAny) }

// ForAdjustments is the map and the ownership the winter's adjustments are
// judged on: how many units each power builds or removes, and where it may
// build. It is the map and ownership given, with what the map's rules add:
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
func (m *Map) ForAdjustments(owners map[string]string) (*Map, map[string]string) {
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
	for _, c := range slices.Sorted(maps.Keys(homes)) {
		key.WriteString(" " + c + ":" + homes[c])
	}
	k := buildKey{m, key.String()}
	if v, ok := buildMaps.Load(k); ok {
		return v.(*Map), owned
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
	built, err := Load(data)
	if err != nil {
		return m, owned // the map loaded once; the same map with other homes loads too
	}
	v, _ := buildMaps.LoadOrStore(k, built)
	return v.(*Map), owned
}

type buildKey struct {
	m      *Map
	owners string
}

var buildMaps sync.Map // buildKey -> *Map

// HomesOf are the places a power may build in when it owns them (in the
// ownership ForAdjustments gives) and they are free: its homes on the
// adjustment map.
func (m *Map) HomesOf(power string) []string {
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
