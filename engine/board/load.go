package board

import (
	_ "embed" // the built-in maps
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// The built-in maps by id. One variable per file rather than an embed.FS:
// listing an FS drags time's parser and formatter into the wasm (about
// 40 KB gzipped) through fs.FileInfo. They are generated from the shared
// DPjudge data; scripts/mapgen's test fails when a committed map differs
// from a fresh run.
//
//go:generate go run ../../scripts/mapgen -map ../../../shared/data/standard.map -svg ../../../shared/data/standard.svg -out standard.json
var (
	//go:embed standard.json
	standardJSON []byte

	mapFiles = map[string][]byte{"standard": standardJSON}
)

var (
	loaded   = map[string]*Map{}
	loadedMu sync.Mutex
)

// Named returns a built-in map by id ("standard").
func Named(id string) (*Map, error) {
	key := strings.ToLower(id) // one map per file, however the id is spelt
	loadedMu.Lock()
	defer loadedMu.Unlock()
	if m, ok := loaded[key]; ok {
		return m, nil
	}
	data, ok := mapFiles[key]
	if !ok {
		return nil, fmt.Errorf("there is no built-in map called %q (known: %s)", id, strings.Join(Known(), ", "))
	}
	m, err := Load(data)
	if err != nil {
		return nil, fmt.Errorf("built-in map %q: %w", id, err)
	}
	loaded[key] = m
	return m, nil
}

// Known lists the ids of the built-in maps.
func Known() []string {
	var ids []string
	for id := range mapFiles {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Standard returns the standard map. It is embedded and checked by tests, so
// failing to load it is a build defect, not an input error.
func Standard() *Map {
	m, err := Named("standard")
	if err != nil {
		panic(err)
	}
	return m
}

// Load reads a map from its JSON form and checks that it hangs together.
func Load(data []byte) (*Map, error) {
	var m Map
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, err
	}
	if err := m.index(); err != nil {
		return nil, err
	}
	return &m, nil
}

func (m *Map) index() error {
	if m.Calendar != nil {
		if err := m.Calendar.check(); err != nil {
			return err
		}
	}
	m.provinces = make(map[string]*Province, len(m.Provinces))
	for i := range m.Provinces {
		p := &m.Provinces[i]
		if _, dup := m.provinces[p.ID]; dup {
			return fmt.Errorf("province %s listed twice", p.ID)
		}
		m.provinces[p.ID] = p
	}
	m.powers = make(map[string]*Power, len(m.Powers))
	for i := range m.Powers {
		p := &m.Powers[i]
		m.powers[p.Name] = p
		for _, h := range p.Homes {
			if pr := m.provinces[h]; pr == nil || !pr.Center {
				return fmt.Errorf("home center %s of %s is not a supply center", h, p.Name)
			}
		}
	}
	for i := range m.Powers {
		p := &m.Powers[i]
		for _, c := range p.Centers {
			if pr := m.provinces[c]; pr == nil || !pr.Center {
				return fmt.Errorf("starting center %s of %s is not a supply center", c, p.Name)
			}
		}
		for _, c := range p.Partisans {
			if m.provinces[c] == nil {
				return fmt.Errorf("partisan site %s of %s is not a province", c, p.Name)
			}
		}
	}
	for _, pair := range m.NoSupport {
		if m.provinces[string(pair[0])] == nil || m.provinces[string(pair[1])] == nil {
			return fmt.Errorf("no-support pair %s-%s names an unknown province", pair[0], pair[1])
		}
	}
	for _, pair := range m.HalfStrength {
		if !m.NoSupportAcross(string(pair[0]), string(pair[1])) {
			return fmt.Errorf("half-strength pair %s-%s is not a no-support pair", pair[0], pair[1])
		}
	}
	for _, s := range m.Seasonal {
		if m.provinces[s.Province] == nil || s.Season == "" {
			return fmt.Errorf("seasonal terrain for unknown province %q or no season", s.Province)
		}
		for from, tos := range s.ArmyAdj {
			for _, to := range append([]string{from}, tos...) {
				if m.provinces[to] == nil {
					return fmt.Errorf("%s army adjacency of %s names unknown province %s", s.Season, from, to)
				}
			}
		}
		for from, tos := range s.FleetAdj {
			for _, to := range append([]Loc{from}, tos...) {
				if !m.ValidLoc(to) {
					return fmt.Errorf("%s fleet adjacency of %s names unknown location %s", s.Season, from, to)
				}
			}
		}
	}
	for alias, loc := range m.Aliases {
		if !m.ValidLoc(loc) {
			return fmt.Errorf("alias %q names unknown location %s", alias, loc)
		}
	}
	for from, tos := range m.ArmyAdj {
		for _, to := range tos {
			if m.provinces[from] == nil || m.provinces[to] == nil {
				return fmt.Errorf("army adjacency %s-%s names an unknown province", from, to)
			}
		}
	}
	for from, tos := range m.FleetAdj {
		for _, to := range tos {
			if !m.ValidLoc(from) || !m.ValidLoc(to) {
				return fmt.Errorf("fleet adjacency %s-%s names an unknown location", from, to)
			}
		}
	}
	return nil
}
