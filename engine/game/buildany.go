package game

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"

	"github.com/payola-gm/payola/engine/board"
)

// buildAny is DPjudge's BUILD_ANY rule, which void, chaos and minorpower
// set: a power builds in any supply center it owns, not only at home
// (void's powers have no home at all).
const buildAny = "BUILD_ANY"

func buildsAnywhere(m *board.Map) bool { return slices.Contains(m.Rules, buildAny) }

// adjustmentMap is the map the winter's builds are judged on: the game's,
// or under BUILD_ANY the game's with every owned center its owner's home.
// Only builds see it: sight (6.3) and civil disorder keep the real homes.
// One map per map and ownership, so that the caches keyed by map (the
// judge's geometry, the order lexicon) do not grow with every check.
func (g *Game) adjustmentMap() *board.Map {
	m := g.Map
	if !buildsAnywhere(m) {
		return m
	}
	var key strings.Builder
	key.WriteString(m.ID)
	for _, c := range sortedKeys(g.Owners) {
		key.WriteString(" " + c + ":" + g.Owners[c])
	}
	k := buildKey{m, key.String()}
	if v, ok := buildMaps.Load(k); ok {
		return v.(*board.Map)
	}
	c := *m
	c.Provinces = slices.Clone(m.Provinces)
	for i := range c.Provinces {
		if o := g.Owners[c.Provinces[i].ID]; o != "" {
			c.Provinces[i].Home = o
		}
	}
	data, err := json.Marshal(&c)
	if err != nil {
		return m
	}
	built, err := board.Load(data)
	if err != nil {
		return m // the map loaded once; the same map with other homes loads too
	}
	v, _ := buildMaps.LoadOrStore(k, built)
	return v.(*board.Map)
}

type buildKey struct {
	m      *board.Map
	owners string
}

var buildMaps sync.Map // buildKey -> *board.Map

// buildSites are the centers a power may build in when it owns them and
// they are free: its homes, or under BUILD_ANY every center.
func buildSites(m *board.Map, power string, owners map[string]string) []string {
	if !buildsAnywhere(m) {
		return m.Power(power).Homes
	}
	var sites []string
	for _, c := range sortedKeys(owners) {
		if owners[c] == power {
			sites = append(sites, c)
		}
	}
	return sites
}
