package board

import "sync"

// InPhase returns the map as it is in a phase ("S1902M"): the same map
// unless some terrain changes with the season, and then a map with that
// season's terrain and adjacencies. Worked out once per map and season.
func (m *Map) InPhase(phase string) *Map {
	if len(m.Seasonal) == 0 || phase == "" {
		return m
	}
	key := seasonKey{m, phase[0]}
	if v, ok := seasonal.Load(key); ok {
		return v.(*Map)
	}
	var changes []Seasonal
	for _, s := range m.Seasonal {
		if s.Season[0] == phase[0] {
			changes = append(changes, s)
		}
	}
	if len(changes) == 0 {
		return m
	}
	c := *m
	c.Seasonal = nil
	c.Provinces = append([]Province(nil), m.Provinces...)
	c.ArmyAdj = make(map[string][]string, len(m.ArmyAdj))
	for k, v := range m.ArmyAdj {
		c.ArmyAdj[k] = v
	}
	c.FleetAdj = make(map[Loc][]Loc, len(m.FleetAdj))
	for k, v := range m.FleetAdj {
		c.FleetAdj[k] = v
	}
	for _, s := range changes {
		for i := range c.Provinces {
			if c.Provinces[i].ID == s.Province {
				c.Provinces[i].Terrain = s.Terrain
			}
		}
		for k, v := range s.ArmyAdj {
			c.ArmyAdj[k] = v
		}
		for k, v := range s.FleetAdj {
			c.FleetAdj[k] = v
		}
	}
	if err := c.index(); err != nil {
		return m // checked when the map was loaded; see TestSeasonalMapsLoad
	}
	v, _ := seasonal.LoadOrStore(key, &c)
	return v.(*Map)
}

type seasonKey struct {
	m      *Map
	season byte
}

var seasonal sync.Map // seasonKey -> *Map
