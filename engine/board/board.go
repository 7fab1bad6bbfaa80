// Package board knows a Diplomacy map and nothing else: its powers, provinces,
// coasts, supply centers and which locations touch for armies and for fleets.
// Maps are data (JSON generated from the DPjudge map files), so another map is
// another file, not more code.
package board

import (
	_ "embed" // the built-in maps
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
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
	Drawing   string     `json:"drawing,omitempty"`   // the map whose drawing this one uses, when it is another
	Rules     []string   `json:"rules,omitempty"`     // DPjudge RULEs the map sets ("BUILD_ANY"), for the game to honour or refuse
	NoSupport [][2]Loc   `json:"noSupport,omitempty"` // province pairs a unit may move across but not support across
	Seasonal  []Seasonal `json:"seasonal,omitempty"`  // terrain that changes with the season

	provinces map[string]*Province
	powers    map[string]*Power
}

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

// NormaliseName is how names and aliases are compared: case, spaces, dots,
// hyphens, apostrophes and '+' do not matter ("Mid-Atlantic Ocean" = "midatlanticocean").
func NormaliseName(s string) string {
	// Fast path: the order parser normalises every word it reads, nearly
	// always plain ASCII; one pass, at most one allocation, none when s is
	// already in normal form.
	if dropped, lowered, ascii := normalASCII(s); ascii {
		if dropped == 0 && !lowered {
			return s
		}
		var b strings.Builder
		b.Grow(len(s) - dropped)
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case isNameFiller(c):
				continue
			case 'A' <= c && c <= 'Z':
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		}
		return b.String()
	}
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r < 0x80 && isNameFiller(byte(r)) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// normalASCII says whether s is ASCII and, if so, how many of its bytes
// NormaliseName would drop and whether it would lower a letter.
func normalASCII(s string) (dropped int, lowered, ascii bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return 0, false, false
		case isNameFiller(c):
			dropped++
		case 'A' <= c && c <= 'Z':
			lowered = true
		}
	}
	return dropped, lowered, true
}

// isNameFiller is a byte NormaliseName drops.
func isNameFiller(c byte) bool {
	switch c {
	case ' ', '+', '-', '.', '_', '\'', '\t':
		return true
	}
	return false
}

// Lookup finds a location by abbreviation, full name or alias, any case:
// "Paris", "par", "English Channel", "stp/nc", "Spain (south coast)".
// A province with coasts is returned without a coast unless one was named.
func (m *Map) Lookup(name string) (Loc, bool) {
	key := NormaliseName(name)
	if loc, ok := m.Aliases[key]; ok {
		return loc, true
	}
	// "XXX/NC" and "XXX(NC)" for any spelling of the province.
	for _, sep := range []string{"/", "("} {
		if i := strings.Index(key, sep); i > 0 {
			base, ok := m.Aliases[key[:i]]
			if !ok || base.Coast() != "" {
				continue
			}
			coast := strings.ToUpper(strings.Trim(key[i:], "/()"))
			if c, ok := coastWords[coast]; ok {
				coast = c
			}
			loc := Loc(base.Province() + "/" + coast)
			if m.ValidLoc(loc) {
				return loc, true
			}
		}
	}
	return "", false
}

// coastWords are the spellings of coasts beyond the two-letter codes.
var coastWords = map[string]string{
	"NORTHCOAST": "NC", "SOUTHCOAST": "SC", "EASTCOAST": "EC", "WESTCOAST": "WC",
	"NORTH": "NC", "SOUTH": "SC", "EAST": "EC", "WEST": "WC",
}

// coastCodes are coastWords and the two-letter codes, for CoastCode's fast path.
var coastCodes = func() map[string]string {
	codes := map[string]string{"NC": "NC", "SC": "SC", "EC": "EC", "WC": "WC"}
	for w, c := range coastWords {
		codes[w] = c
	}
	return codes
}()

// isLetters says whether s holds ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | ('a' - 'A'); c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// CoastCode turns a coast word ("nc", "north coast", "(sc)") into its code, or "".
func CoastCode(s string) string {
	// Fast path: the order parser asks about every place word it reads, and
	// a single plain word ("NC", "north") needs no normalising.
	if len(s) <= len("NORTHCOAST") && isLetters(s) {
		if s == "" || !strings.ContainsRune("NSEWnsew", rune(s[0])) {
			return "" // every coast word starts with a compass point
		}
		var b [len("NORTHCOAST")]byte
		for i := 0; i < len(s); i++ {
			b[i] = s[i] &^ ('a' - 'A') // upper-case an ASCII letter
		}
		return coastCodes[string(b[:len(s)])]
	}
	k := strings.ToUpper(strings.Trim(NormaliseName(s), "/()"))
	switch k {
	case "NC", "SC", "EC", "WC":
		return k
	}
	return coastWords[k]
}

// ValidLoc says whether a location exists: a province, or a coast of one.
func (m *Map) ValidLoc(l Loc) bool {
	p := m.provinces[l.Province()]
	return p != nil && p.hasCoast(l.Coast())
}

// hasCoast says whether c is one of the province's coasts, or "".
func (p *Province) hasCoast(c string) bool {
	if c == "" {
		return true
	}
	for _, pc := range p.Coasts {
		if pc == c {
			return true
		}
	}
	return false
}

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

// IsSea says whether the province is water (where a fleet can convoy).
func (m *Map) IsSea(prov string) bool {
	p := m.provinces[prov]
	return p != nil && p.Terrain == Sea
}

// IsCoastal says whether an army there could be convoyed.
func (m *Map) IsCoastal(prov string) bool {
	p := m.provinces[prov]
	return p != nil && (p.Terrain == Coast || p.Terrain == Port)
}

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

// HomePower returns the power whose home center the province is, or "".
func (m *Map) HomePower(prov string) string {
	if p := m.provinces[prov]; p != nil {
		return p.Home
	}
	return ""
}
