package board

import (
	"strings"
	"testing"
)

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
