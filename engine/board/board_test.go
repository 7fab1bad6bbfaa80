package board

import (
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
