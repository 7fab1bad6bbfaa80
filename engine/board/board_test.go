package board

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestStandardMapFacts(t *testing.T) {
	m := Standard()
	if got := len(m.Provinces); got != 76 {
		t.Errorf("provinces: got %d, want 75 playable + Switzerland", got)
	}
	if got := len(m.Centers()); got != 34 {
		t.Errorf("supply centers: got %d, want 34", got)
	}
	if m.Victory != 18 {
		t.Errorf("victory: got %d, want 18 (rule 2.1 counts income from it)", m.Victory)
	}
	if m.StartPhase != "S1901M" {
		t.Errorf("start phase: got %q", m.StartPhase)
	}
	letters := ""
	for _, p := range m.Powers {
		letters += p.Letter
		if !strings.HasPrefix(p.Colour, "#") || len(p.Colour) != 7 {
			t.Errorf("%s colour %q is not #rrggbb", p.Name, p.Colour)
		}
		if len(p.Homes) == 0 {
			t.Errorf("%s has no home centers", p.Name)
		}
	}
	if letters != "AEFGIRT" {
		t.Errorf("power letters: got %q, want AEFGIRT (rule 4.1 lists use them)", letters)
	}
	if got := m.Power("russia").Homes; strings.Join(got, " ") != "MOS SEV STP WAR" {
		t.Errorf("Russian homes: %v", got)
	}
	if len(m.Start) != 22 {
		t.Errorf("1901 units: got %d, want 22", len(m.Start))
	}
	for _, u := range m.Start {
		if err := m.CanHold(u.Type, u.Loc); err != nil {
			t.Errorf("opening unit %s %s: %v", u.Type, u.Loc, err)
		}
	}
}

func TestLookupByAnyName(t *testing.T) {
	m := Standard()
	cases := map[string]Loc{
		"PAR": "PAR", "paris": "PAR", "Paris": "PAR",
		"English Channel": "ENG", "eng": "ENG", "channel": "ENG",
		"Mid-Atlantic Ocean": "MAO", "mid": "MAO", "MAT": "MAO",
		"St Petersburg": "STP", "st. petersburg": "STP", "stp/nc": "STP/NC",
		"StP(sc)": "STP/SC", "Spain (north coast)": "SPA/NC", "spa/wc": "SPA/SC",
		"bul/nc": "BUL/EC", "Bulgaria/sc": "BUL/SC", "gulf of lyons": "LYO",
		"livp": "LVP", "norw": "NWY", "burgandy": "BUR", "tyrol": "TYR",
		"switzerland": "SWI", "spain/north coast": "SPA/NC",
	}
	for in, want := range cases {
		if got, ok := m.Lookup(in); !ok || got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "xyz", "par/nc", "spa/ec", "atlantis"} {
		if got, ok := m.Lookup(bad); ok {
			t.Errorf("Lookup(%q) = %q; want not found", bad, got)
		}
	}
}

func TestAdjacencyByUnitType(t *testing.T) {
	m := Standard()
	cases := []struct {
		t        UnitType
		from, to Loc
		want     bool
	}{
		{Army, "PAR", "BUR", true},
		{Army, "PAR", "ENG", false},    // armies do not swim
		{Fleet, "BRE", "PAR", false},   // fleets do not walk inland
		{Fleet, "BRE", "PIC", true},    // shared coast
		{Fleet, "VEN", "TUS", false},   // VEN-tus: no shared coast
		{Army, "VEN", "TUS", true},     //   but armies pass
		{Fleet, "MAO", "SPA/NC", true}, // coasts
		{Fleet, "MAO", "SPA/SC", true},
		{Fleet, "MAR", "SPA/NC", false},
		{Fleet, "GAS", "SPA/SC", false},
		{Fleet, "STP/SC", "BOT", true},
		{Fleet, "STP/NC", "BOT", false},
		{Army, "STP", "FIN", true},
		{Army, "MUN", "SWI", false}, // Switzerland is impassable
		{Fleet, "CON", "BUL/EC", true},
		{Fleet, "BUL/SC", "BLA", false},
		{Army, "BUL", "CON", true},
	}
	for _, c := range cases {
		if got := m.Adjacent(c.t, c.from, c.to); got != c.want {
			t.Errorf("Adjacent(%s, %s, %s) = %v, want %v", c.t, c.from, c.to, got, c.want)
		}
	}
	if !m.Touches(Fleet, "MAO", "SPA") || m.Touches(Fleet, "LYO", "POR") {
		t.Error("Touches: a fleet reaches a province by any of its coasts, and nothing else")
	}
}

func TestCanHoldExplainsWhy(t *testing.T) {
	m := Standard()
	cases := []struct {
		t    UnitType
		loc  Loc
		want string
	}{
		{Fleet, "PAR", "Paris is inland: a fleet cannot be there"},
		{Army, "NTH", "North Sea is a sea: an army cannot be there"},
		{Fleet, "STP", "say which one"},
		{Army, "SWI", "impassable"},
		{Army, "STP/NC", "has no coast"},
	}
	for _, c := range cases {
		err := m.CanHold(c.t, c.loc)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("CanHold(%s, %s) = %v; want it to say %q", c.t, c.loc, err, c.want)
		}
	}
	if err := m.CanHold(Fleet, "STP/NC"); err != nil {
		t.Errorf("F STP/NC: %v", err)
	}
}

func TestLoadRefusesBrokenMaps(t *testing.T) {
	for name, js := range map[string]string{
		"unknown field":    `{"id":"x","victory":1,"colour":1}`,
		"bad alias target": `{"id":"x","provinces":[{"id":"A","name":"A","terrain":"land"}],"aliases":{"b":"B"}}`,
		"not json":         `{`,
	} {
		if _, err := Load([]byte(js)); err == nil {
			t.Errorf("%s: loaded without error", name)
		}
	}
	if _, err := Named("atlantis"); err == nil || !strings.Contains(err.Error(), "standard") {
		t.Errorf("Named(atlantis) = %v; want an error listing the known maps", err)
	}
}

// Neighbours is "next to" for anyone: army and fleet borders, both ways,
// coasts folded into their province, sorted, and never the province itself.
func TestNeighboursForAnyone(t *testing.T) {
	m := Standard()
	cases := map[string]string{
		"SPA": "GAS LYO MAO MAR POR WES",     // both coasts and the land
		"STP": "BAR BOT FIN LVN MOS NWY",     // north and south coasts
		"VEN": "ADR APU PIE ROM TRI TUS TYR", // armies and fleets alike
		"SWI": "",                            // impassable
		"KIE": "BAL BER DEN HEL HOL MUN RUH", // a canal city
		"MAO": "BRE ENG GAS IRI NAF NAO POR SPA WES",
	}
	for prov, want := range cases {
		if got := strings.Join(m.Neighbours(prov), " "); got != want {
			t.Errorf("Neighbours(%s) = %q, want %q", prov, got, want)
		}
	}
	for _, p := range m.Provinces {
		for _, n := range m.Neighbours(p.ID) {
			if !slices.Contains(m.Neighbours(n), p.ID) {
				t.Errorf("%s borders %s but not the other way", p.ID, n)
			}
		}
	}
}

// A location is a province with, for a fleet on a split coast, the coast
// after a slash.
func TestLocParts(t *testing.T) {
	for _, c := range []struct {
		loc             Loc
		province, coast string
	}{
		{"STP/NC", "STP", "NC"},
		{"PAR", "PAR", ""},
		{"/NC", "", "NC"}, // a coast alone names no province
		{"", "", ""},
	} {
		if got := c.loc.Province(); got != c.province {
			t.Errorf("Loc(%q).Province() = %q, want %q", c.loc, got, c.province)
		}
		if got := c.loc.Coast(); got != c.coast {
			t.Errorf("Loc(%q).Coast() = %q, want %q", c.loc, got, c.coast)
		}
	}
}

// Map files write unit types as "A" and "F", and nothing else.
func TestUnitTypeJSON(t *testing.T) {
	for _, ut := range []UnitType{Army, Fleet} {
		data, err := json.Marshal(ut)
		if err != nil {
			t.Fatal(err)
		}
		var back UnitType
		if err := json.Unmarshal(data, &back); err != nil || back != ut {
			t.Errorf("%s: wrote %s, read back %v (%v)", ut, data, back, err)
		}
	}
	for _, bad := range []string{`"X"`, `"a"`, `65`, `null x`} {
		var ut UnitType
		if err := json.Unmarshal([]byte(bad), &ut); err == nil {
			t.Errorf("unit type %s read as %q, want an error", bad, ut)
		}
	}
}

// A map must hang together before any game is played on it: every home is
// a supply center, every border joins known places, no province twice.
func TestLoadRefusesInconsistentMaps(t *testing.T) {
	const provinces = `"provinces":[{"id":"AAA","name":"A","terrain":"coast","center":true},{"id":"BBB","name":"B","terrain":"coast"}]`
	good := `{"id":"x",` + provinces + `,"powers":[{"name":"P","homes":["AAA"]}],"armyAdj":{"AAA":["BBB"]},"fleetAdj":{"AAA":["BBB"]}}`
	if _, err := Load([]byte(good)); err != nil {
		t.Fatalf("a consistent map: %v", err)
	}
	for name, js := range map[string]string{
		"home that is no center":    `{"id":"x",` + provinces + `,"powers":[{"name":"P","homes":["BBB"]}]}`,
		"home that is no province":  `{"id":"x",` + provinces + `,"powers":[{"name":"P","homes":["ZZZ"]}]}`,
		"army border from nowhere":  `{"id":"x",` + provinces + `,"armyAdj":{"ZZZ":["BBB"]}}`,
		"army border to nowhere":    `{"id":"x",` + provinces + `,"armyAdj":{"AAA":["ZZZ"]}}`,
		"fleet border from nowhere": `{"id":"x",` + provinces + `,"fleetAdj":{"ZZZ":["BBB"]}}`,
		"fleet border to nowhere":   `{"id":"x",` + provinces + `,"fleetAdj":{"AAA":["BBB/NC"]}}`,
		"province listed twice":     `{"id":"x","provinces":[{"id":"AAA","name":"A","terrain":"land"},{"id":"AAA","name":"A","terrain":"land"}]}`,
		"alias to an unknown coast": `{"id":"x",` + provinces + `,"aliases":{"a":"AAA/NC"}}`,
		"unit type neither A nor F": `{"id":"x",` + provinces + `,"start":[{"power":"P","type":"X","loc":"AAA"}]}`,
		"a field no map has":        `{"id":"x",` + provinces + `,"fleetAdjacency":{}}`,
	} {
		if _, err := Load([]byte(js)); err == nil {
			t.Errorf("%s: loaded without error", name)
		}
	}
}

// Names compare without case, spaces, dots, hyphens, apostrophes, '+' and
// '_', in any alphabet.
func TestNormaliseName(t *testing.T) {
	for in, want := range map[string]string{
		"A":                  "a",
		"Z":                  "z",
		"az":                 "az",
		"AZ":                 "az",
		"@[`{":               "@[`{", // the neighbours of the letters stay
		"Mid-Atlantic Ocean": "midatlanticocean",
		"St. Petersburg":     "stpetersburg",
		"gulf_of_lyons":      "gulfoflyons",
		"Côte d'Azur":        "côtedazur",
		"ÉCOSSE":             "écosse",
		"À B":                "àb",
		"\tA+B'":             "ab",
	} {
		if got := NormaliseName(in); got != want {
			t.Errorf("NormaliseName(%q) = %q, want %q", in, got, want)
		}
	}
}

// A coast is named by its code or its compass word, in any case, with or
// without brackets, slash or the word "coast"; anything else is no coast.
func TestCoastCode(t *testing.T) {
	for in, want := range map[string]string{
		"nc": "NC", "SC": "SC", "ec": "EC", "Wc": "WC",
		"north": "NC", "South": "SC", "EAST": "EC", "west": "WC",
		"northcoast": "NC", "north coast": "NC", "(sc)": "SC", "/ec": "EC", "West-Coast": "WC",
		"": "", "x": "", "nord": "", "n": "", "norths": "", "coast": "", "northcoastx": "",
		"(xx)": "", "a1": "", "ñc": "",
	} {
		if got := CoastCode(in); got != want {
			t.Errorf("CoastCode(%q) = %q, want %q", in, got, want)
		}
	}
}

// Lookup also takes a province followed by a coast, but only one coast and
// only of a province that has it.
func TestLookupWithCoasts(t *testing.T) {
	m := Standard()
	for in, want := range map[string]Loc{
		"Spain/NC": "SPA/NC", "Spain(south coast)": "SPA/SC", "st petersburg(north)": "STP/NC",
		"Spain(nc/)": "SPA/NC", // a stray slash inside the brackets: the bracket reading still finds it
	} {
		if got, ok := m.Lookup(in); !ok || got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"Spain(nc)/sc", "xyz/nc", "/nc", "(nc)", "spa/xx", "Paris(nc)"} {
		if got, ok := m.Lookup(bad); ok {
			t.Errorf("Lookup(%q) = %q; want not found", bad, got)
		}
	}
}

// CanHold's reasons are the player's words, whole.
func TestCanHoldReasons(t *testing.T) {
	m := Standard()
	for _, c := range []struct {
		t    UnitType
		loc  Loc
		want string
	}{
		{Fleet, "STP", "St Petersburg has two coasts: say which one the fleet is on (STP/NC or STP/SC)"},
		{Army, "XYZ", "XYZ is not a place on this map"},
		{Fleet, "PAR/NC", "PAR/NC is not a place on this map"},
		{Army, "SPA/NC", "an army in Spain has no coast: write SPA"},
		{Fleet, "SWI", "Switzerland is impassable: no unit can be there"},
	} {
		if err := m.CanHold(c.t, c.loc); err == nil || err.Error() != c.want {
			t.Errorf("CanHold(%s, %s) = %v, want %q", c.t, c.loc, err, c.want)
		}
	}
	for _, ok := range []struct {
		t   UnitType
		loc Loc
	}{{Army, "PAR"}, {Army, "BRE"}, {Fleet, "BRE"}, {Fleet, "NTH"}, {Fleet, "SPA/SC"}} {
		if err := m.CanHold(ok.t, ok.loc); err != nil {
			t.Errorf("CanHold(%s, %s): %v", ok.t, ok.loc, err)
		}
	}
}

// The questions the judge and the order checker ask of the map.
func TestMapQuestions(t *testing.T) {
	m := Standard()
	if got := m.FleetCoastsTowards("MAO", "SPA"); !slices.Equal(got, []Loc{"SPA/NC", "SPA/SC"}) {
		t.Errorf("coasts of Spain a fleet in MAO reaches: %v", got)
	}
	if got := m.FleetCoastsTowards("GAS", "SPA"); !slices.Equal(got, []Loc{"SPA/NC"}) {
		t.Errorf("coasts of Spain a fleet in Gascony reaches: %v", got)
	}
	if got := m.FleetCoastsTowards("GAS", "PAR"); len(got) != 0 {
		t.Errorf("a fleet reaches inland Paris: %v", got)
	}
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"PAR", "BUR", true},  // armies only
		{"ENG", "LON", true},  // fleets only
		{"BOT", "STP", true},  // fleets only, from a coast of a split province
		{"STP", "BOT", true},  // the same border, seen from the split province
		{"MAO", "SPA", true},  // two coasts, one border
		{"PAR", "MUN", false}, // not neighbours
		{"MUN", "SWI", false}, // Switzerland borders nobody
		{"XYZ", "PAR", false},
		{"PAR", "LON", false}, // London has fleet borders, none with Paris
		{"BRE", "LON", false}, // Brest too, none with London
	} {
		if got := m.ProvinceAdjacent(c.a, c.b); got != c.want {
			t.Errorf("ProvinceAdjacent(%s, %s) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	for prov, want := range map[string][2]bool{ // sea, coastal
		"NTH": {true, false}, "BRE": {false, true}, "PAR": {false, false}, "SWI": {false, false}, "XYZ": {false, false},
	} {
		if m.IsSea(prov) != want[0] || m.IsCoastal(prov) != want[1] {
			t.Errorf("%s: sea %v coastal %v, want %v", prov, m.IsSea(prov), m.IsCoastal(prov), want)
		}
	}
	for prov, want := range map[string]string{"PAR": "FRANCE", "STP": "RUSSIA", "BEL": "", "NTH": "", "XYZ": ""} {
		if got := m.HomePower(prov); got != want {
			t.Errorf("HomePower(%s) = %q, want %q", prov, got, want)
		}
	}
	if p := m.PowerByLetter("f"); p == nil || p.Name != "FRANCE" {
		t.Errorf("PowerByLetter(f) = %v", p)
	}
	if p := m.PowerByAdjective("French"); p == nil || p.Name != "FRANCE" {
		t.Errorf("PowerByAdjective(French) = %v", p)
	}
	if m.PowerByLetter("X") != nil || m.PowerByAdjective("Swiss") != nil || m.Power("Narnia") != nil {
		t.Error("a power that is not on the map was found")
	}
	if p := m.Province("par"); p == nil || p.Name != "Paris" {
		t.Errorf("Province(par) = %v", p)
	}
	if got := Known(); !slices.Equal(got, []string{"standard"}) {
		t.Errorf("Known() = %v", got)
	}
	// Map ids are read in any case, and every spelling shares the one map.
	if a, err := Named("Standard"); err != nil || a != m {
		t.Errorf("Named(Standard) = %p, %v; want the one standard map %p", a, err, m)
	}
	if !strings.EqualFold(m.ID, "standard") {
		t.Errorf("map id %q", m.ID)
	}
}
