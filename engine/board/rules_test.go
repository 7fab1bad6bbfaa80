package board

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

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
