// Package board knows a Diplomacy map and nothing else: its powers, provinces,
// coasts, supply centers and which locations touch for armies and for fleets.
// Maps are data (JSON generated from the DPjudge map files), so another map is
// another file, not more code.
package board

import (
	"encoding/json"
	"fmt"
	"strings"
)

// UnitType is an army or a fleet.
type UnitType byte

const (
	Army  UnitType = 'A'
	Fleet UnitType = 'F'
)

func (t UnitType) String() string { return string(rune(t)) }

// Terrain says who may stand in a province.
type Terrain string

const (
	Land  Terrain = "land"  // inland: armies only
	Coast Terrain = "coast" // armies, and fleets on its coast(s)
	Sea   Terrain = "sea"   // fleets only
	Shut  Terrain = "shut"  // impassable (Switzerland)
	Port  Terrain = "port"  // armies and fleets, like a coast (DPjudge's PORT: Gibraltar on 1900)
)

// Loc is a location as written canonically: a province abbreviation, with a
// coast for fleets on split-coast provinces ("PAR", "STP/NC").
type Loc string

// Province returns the province part of the location ("STP" for "STP/NC").
func (l Loc) Province() string {
	if i := strings.IndexByte(string(l), '/'); i >= 0 {
		return string(l[:i])
	}
	return string(l)
}

// Coast returns the coast part ("NC" for "STP/NC"), or "".
func (l Loc) Coast() string {
	if i := strings.IndexByte(string(l), '/'); i >= 0 {
		return string(l[i+1:])
	}
	return ""
}

// Power is one of the map's great powers.
type Power struct {
	Name      string   `json:"name"`      // "FRANCE"
	Letter    string   `json:"letter"`    // "F"
	Adjective string   `json:"adjective"` // "FRENCH"
	Colour    string   `json:"colour"`    // "#4169e1"
	Homes     []string `json:"homes"`     // home supply centers

	// Only on maps that need them:
	FullName  string   `json:"fullName,omitempty"`  // the name as the map writes it, when Name had to drop spaces or signs ("U S A")
	Centers   []string `json:"centers,omitempty"`   // supply centers owned at the start, when they are not the homes
	Partisans []string `json:"partisans,omitempty"` // DPjudge's partisan sites ("*SIB"): places listed with the homes that are not centers
}

// Province is one space of the board.
type Province struct {
	ID      string   `json:"id"`   // "STP"
	Name    string   `json:"name"` // "St Petersburg"
	Terrain Terrain  `json:"terrain"`
	Coasts  []string `json:"coasts,omitempty"` // "NC", "SC" on split-coast provinces
	Center  bool     `json:"center,omitempty"`
	Home    string   `json:"home,omitempty"` // power whose home center this is
}

// StartUnit is a unit of the opening position.
type StartUnit struct {
	Power string   `json:"power"`
	Type  UnitType `json:"type"`
	Loc   Loc      `json:"loc"`
}

// MarshalJSON writes a unit type as "A" or "F".
func (t UnitType) MarshalJSON() ([]byte, error) { return json.Marshal(t.String()) }

// UnmarshalJSON reads "A" or "F".
func (t *UnitType) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	switch s {
	case "A":
		*t = Army
	case "F":
		*t = Fleet
	default:
		return fmt.Errorf("unit type %q is neither A nor F", s)
	}
	return nil
}

// Seasonal is a province whose terrain differs in one season (loeb9's
// Arctic Ocean is open water in spring only), with every adjacency list
// that differs then.
type Seasonal struct {
	Season   string              `json:"season"` // "SPRING": every phase of that season
	Province string              `json:"province"`
	Terrain  Terrain             `json:"terrain"`
	ArmyAdj  map[string][]string `json:"armyAdj,omitempty"`  // lists that replace the map's in that season
	FleetAdj map[Loc][]Loc       `json:"fleetAdj,omitempty"` // lists that replace the map's in that season
}

// Map is a whole board. Build one with Load or Standard; its methods never
// modify it, so one Map may be shared by any number of games.
type Map struct {
	ID         string              `json:"id"`
	Victory    int                 `json:"victory"` // supply centers needed to win
	StartPhase string              `json:"startPhase"`
	Powers     []Power             `json:"powers"`
	Provinces  []Province          `json:"provinces"`
	Aliases    map[string]Loc      `json:"aliases"`  // normalised name -> location
	ArmyAdj    map[string][]string `json:"armyAdj"`  // province -> provinces an army may move to
	FleetAdj   map[Loc][]Loc       `json:"fleetAdj"` // fleet location -> fleet locations
	Start      []StartUnit         `json:"start"`    // opening units
	Neutral    []string            `json:"neutral"`  // supply centers owned by nobody at the start

	// Only on maps that need them (standard has none of these):
	Drawing   string   `json:"drawing,omitempty"`   // the map whose drawing this one uses, when it is another
	Rules     []string `json:"rules,omitempty"`     // DPjudge RULEs the map sets ("BUILD_ANY"), for the game to honour or refuse
	NoSupport [][2]Loc `json:"noSupport,omitempty"` // province pairs a unit may move across but not support across
	// HalfStrength are the pairs of NoSupport written "*" (1900's "*MAO"),
	// across which a move has half strength; the others are straits ("~",
	// loeb9's "naf~"), across which it has none of its own (Crossing).
	HalfStrength [][2]Loc   `json:"halfStrength,omitempty"`
	Seasonal     []Seasonal `json:"seasonal,omitempty"` // terrain that changes with the season
	Calendar     *Calendar  `json:"calendar,omitempty"` // turns of another year than the standard one (hundred)

	provinces map[string]*Province
	powers    map[string]*Power
}

// Province returns a province by its id ("PAR"), or nil.
func (m *Map) Province(id string) *Province { return m.provinces[strings.ToUpper(id)] }

// Power returns a power by name, any case ("france"), or nil.
func (m *Map) Power(name string) *Power { return m.powers[strings.ToUpper(name)] }

// PowerByLetter returns the power whose letter is given ("F"), or nil.
func (m *Map) PowerByLetter(letter string) *Power {
	for i := range m.Powers {
		if strings.EqualFold(m.Powers[i].Letter, letter) {
			return &m.Powers[i]
		}
	}
	return nil
}

// PowerByAdjective returns the power whose adjective is given ("French"), or nil.
func (m *Map) PowerByAdjective(adj string) *Power {
	for i := range m.Powers {
		if strings.EqualFold(m.Powers[i].Adjective, adj) {
			return &m.Powers[i]
		}
	}
	return nil
}

// Centers lists the supply centers in map order.
func (m *Map) Centers() []string {
	var out []string
	for _, p := range m.Provinces {
		if p.Center {
			out = append(out, p.ID)
		}
	}
	return out
}

// IsSea says whether the province is water (no army can be there). Where a
// fleet can convoy is ConvoysAt's question.
func (m *Map) IsSea(prov string) bool {
	p := m.provinces[prov]
	return p != nil && p.Terrain == Sea
}

// ConvoysAt says whether a fleet there can convoy: at sea, or in a port
// (DPjudge's PORT: 1900's Gibraltar, ancmed's Baleares), where a fleet
// convoys as if at sea while armies may also stand there.
func (m *Map) ConvoysAt(prov string) bool {
	p := m.provinces[prov]
	return p != nil && (p.Terrain == Sea || p.Terrain == Port)
}

// IsCoastal says whether an army there could be convoyed.
func (m *Map) IsCoastal(prov string) bool {
	p := m.provinces[prov]
	return p != nil && (p.Terrain == Coast || p.Terrain == Port)
}

// HomePower returns the power whose home center the province is, or "".
func (m *Map) HomePower(prov string) string {
	if p := m.provinces[prov]; p != nil {
		return p.Home
	}
	return ""
}
