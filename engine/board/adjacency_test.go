package board

import (
	"slices"
	"strings"
	"testing"
)

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
