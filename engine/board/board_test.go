package board

import (
	"encoding/json"
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
