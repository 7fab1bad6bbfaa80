package board

import "testing"

// The optional fields of the other maps are checked like the rest.
func TestLoadRefusesInconsistentVariantFields(t *testing.T) {
	const provinces = `"provinces":[{"id":"AAA","name":"A","terrain":"coast","center":true},{"id":"BBB","name":"B","terrain":"sea"}]`
	good := `{"id":"x",` + provinces + `,"powers":[{"name":"P","homes":[],"centers":["AAA"],"partisans":["BBB"]}],` +
		`"noSupport":[["AAA","BBB"]],"seasonal":[{"season":"SPRING","province":"BBB","terrain":"shut","fleetAdj":{"AAA":[]}}]}`
	if _, err := Load([]byte(good)); err != nil {
		t.Fatalf("a consistent map: %v", err)
	}
	for name, js := range map[string]string{
		"starting center that is no center": `{"id":"x",` + provinces + `,"powers":[{"name":"P","homes":[],"centers":["BBB"]}]}`,
		"partisan site that is no province": `{"id":"x",` + provinces + `,"powers":[{"name":"P","homes":[],"partisans":["ZZZ"]}]}`,
		"no-support pair off the map":       `{"id":"x",` + provinces + `,"noSupport":[["AAA","ZZZ"]]}`,
		"seasonal province off the map":     `{"id":"x",` + provinces + `,"seasonal":[{"season":"SPRING","province":"ZZZ","terrain":"sea"}]}`,
		"seasonal terrain with no season":   `{"id":"x",` + provinces + `,"seasonal":[{"season":"","province":"BBB","terrain":"sea"}]}`,
		"seasonal army border to nowhere":   `{"id":"x",` + provinces + `,"seasonal":[{"season":"SPRING","province":"BBB","terrain":"land","armyAdj":{"BBB":["ZZZ"]}}]}`,
		"seasonal fleet border to nowhere":  `{"id":"x",` + provinces + `,"seasonal":[{"season":"SPRING","province":"BBB","terrain":"sea","fleetAdj":{"AAA":["BBB/NC"]}}]}`,
	} {
		if _, err := Load([]byte(js)); err == nil {
			t.Errorf("%s: loaded without error", name)
		}
	}
}

// A port (DPjudge's PORT, Gibraltar on the 1900 map) holds armies and
// fleets alike, and an army there can be convoyed.
func TestPortHoldsArmiesAndFleets(t *testing.T) {
	m, err := Load([]byte(`{"id":"x","provinces":[{"id":"GIB","name":"Gibraltar","terrain":"port"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range []UnitType{Army, Fleet} {
		if err := m.CanHold(u, "GIB"); err != nil {
			t.Errorf("%s GIB: %v", u, err)
		}
	}
	if !m.IsCoastal("GIB") || m.IsSea("GIB") {
		t.Error("a port is a coast an army may be convoyed from, not a sea")
	}
}

// Terrain that changes with the season (loeb9's Arctic Ocean, open in
// spring only): InPhase gives the map of that season, every phase of it.
func TestInPhaseAppliesSeasonalTerrain(t *testing.T) {
	m, err := Load([]byte(`{"id":"x","provinces":[{"id":"ARC","name":"Arctic","terrain":"shut"},{"id":"BAR","name":"Barents","terrain":"sea"}],` +
		`"fleetAdj":{},"seasonal":[{"season":"SPRING","province":"ARC","terrain":"sea","fleetAdj":{"ARC":["BAR"],"BAR":["ARC"]}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, phase := range []string{"S1902M", "S1902R"} {
		s := m.InPhase(phase)
		if s.Province("ARC").Terrain != Sea || !s.Adjacent(Fleet, "BAR", "ARC") || s.CanHold(Fleet, "ARC") != nil {
			t.Errorf("%s: the Arctic is open water", phase)
		}
		if s != m.InPhase(phase) {
			t.Errorf("%s: the season's map is worked out once", phase)
		}
	}
	for _, phase := range []string{"F1902M", "W1902A", ""} {
		if s := m.InPhase(phase); s != m || s.Adjacent(Fleet, "BAR", "ARC") || s.CanHold(Fleet, "ARC") == nil {
			t.Errorf("%s: the Arctic is shut", phase)
		}
	}
	if m.Province("ARC").Terrain != Shut {
		t.Error("InPhase changed the map itself")
	}
	if Standard().InPhase("S1901M") != Standard() {
		t.Error("the standard map is the same in every season")
	}
}
