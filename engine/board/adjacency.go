package board

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// CanHold says whether a unit of the type may stand at the location, and if
// not, why in a player's words.
func (m *Map) CanHold(t UnitType, l Loc) error {
	p := m.provinces[l.Province()]
	if p == nil || !p.hasCoast(l.Coast()) { // as !m.ValidLoc(l), without finding p again
		return fmt.Errorf("%s is not a place on this map", l)
	}
	switch {
	case p.Terrain == Shut:
		return fmt.Errorf("%s is impassable: no unit can be there", p.Name)
	case t == Army && p.Terrain == Sea:
		return fmt.Errorf("%s is a sea: an army cannot be there", p.Name)
	case t == Army && l.Coast() != "":
		return fmt.Errorf("an army in %s has no coast: write %s", p.Name, p.ID)
	case t == Fleet && p.Terrain == Land:
		return fmt.Errorf("%s is inland: a fleet cannot be there", p.Name)
	case t == Fleet && len(p.Coasts) > 0 && l.Coast() == "":
		return fmt.Errorf("%s has %s coasts: say which one the fleet is on (%s)", p.Name, wordCount(len(p.Coasts)), coastList(p))
	}
	return nil
}

func wordCount(n int) string {
	if n == 2 {
		return "two"
	}
	return fmt.Sprint(n)
}

func coastList(p *Province) string {
	var s []string
	for _, c := range p.Coasts {
		s = append(s, p.ID+"/"+c)
	}
	return strings.Join(s, " or ")
}

// Adjacent says whether a unit of the type at from may move to to in one step.
// For fleets both locations carry their coasts; for armies coasts are ignored.
func (m *Map) Adjacent(t UnitType, from, to Loc) bool {
	if t == Army {
		for _, n := range m.ArmyAdj[from.Province()] {
			if n == to.Province() {
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

// FleetCoastsTowards lists the locations of province to (its coasts, or the
// province itself) that a fleet at from can move to.
func (m *Map) FleetCoastsTowards(from Loc, to string) []Loc {
	var out []Loc
	for _, n := range m.FleetAdj[from] {
		if n.Province() == to {
			out = append(out, n)
		}
	}
	return out
}

// Touches says whether a unit of the type at from could move into province
// to by some coast: the reach that counts for support (a support names a
// province, never a coast).
func (m *Map) Touches(t UnitType, from Loc, to string) bool {
	if t == Army {
		return m.Adjacent(Army, from, Loc(to))
	}
	// As len(m.FleetCoastsTowards(from, to)) > 0, without building the list:
	// legality checks ask this for every support and convoy.
	for _, n := range m.FleetAdj[from] {
		if n.Province() == to {
			return true
		}
	}
	return false
}

// NoSupportAcross says whether the map lists the crossing from province
// from to province to as one a unit may move across but not support across
// (DPjudge's "~" and "*" adjacencies, as 1900's "naf~" and "*MAO"; one way,
// as the map files write them).
func (m *Map) NoSupportAcross(from, to string) bool {
	for _, p := range m.NoSupport {
		if string(p[0]) == from && string(p[1]) == to {
			return true
		}
	}
	return false
}

// Crossing is what a map's special mark on a crossing means in play
// (DPjudge's map format: "*" and "~" before or after an ABUTS entry).
type Crossing int

const (
	PlainCrossing Crossing = iota
	// HalfStrengthCrossing ("*"): a move across has half strength of its
	// own, never cuts support, and no unit supports across it.
	HalfStrengthCrossing
	// Strait ("~"): a move across has no strength of its own (its supports
	// count), cuts support only when supported, and no unit supports across.
	Strait
)

// CrossingFrom is the kind of the crossing from province from to province
// to, one way, as the map file writes it.
func (m *Map) CrossingFrom(from, to string) Crossing {
	if !m.NoSupportAcross(from, to) {
		return PlainCrossing
	}
	for _, p := range m.HalfStrength {
		if string(p[0]) == from && string(p[1]) == to {
			return HalfStrengthCrossing
		}
	}
	return Strait
}

// ProvinceAdjacent says whether two provinces share a border for anyone
// (used for convoy chains and the civil-disorder distance).
func (m *Map) ProvinceAdjacent(a, b string) bool {
	if m.Adjacent(Army, Loc(a), Loc(b)) {
		return true
	}
	for from, tos := range m.FleetAdj {
		if from.Province() != a {
			continue
		}
		for _, to := range tos {
			if to.Province() == b {
				return true
			}
		}
	}
	return false
}

// Neighbours lists, alphabetically, the provinces that border prov for
// anyone (an army, or a fleet on any coast): the "next to" of convoy
// chains, civil disorder's distances and Tin Cup's sight. Worked out once
// per map.
func (m *Map) Neighbours(prov string) []string {
	if n, ok := neighbourhoods.Load(m); ok {
		return n.(map[string][]string)[prov]
	}
	set := map[string]map[string]bool{}
	link := func(a, b string) {
		if a == b {
			return
		}
		if set[a] == nil {
			set[a] = map[string]bool{}
		}
		set[a][b] = true
	}
	for from, tos := range m.ArmyAdj {
		for _, to := range tos {
			link(from, to)
			link(to, from)
		}
	}
	for from, tos := range m.FleetAdj {
		for _, to := range tos {
			link(from.Province(), to.Province())
			link(to.Province(), from.Province())
		}
	}
	all := map[string][]string{}
	for p, ns := range set {
		for n := range ns {
			all[p] = append(all[p], n)
		}
		sort.Strings(all[p])
	}
	n, _ := neighbourhoods.LoadOrStore(m, all)
	return n.(map[string][]string)[prov]
}

var neighbourhoods sync.Map // *Map -> province -> its neighbours
