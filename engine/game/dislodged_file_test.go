package game

import (
	"strings"
	"testing"
)

// A retreat phase's list of dislodged units is checked entry by entry
// (game-format §1) and every bad entry is reported once, naming its index,
// field and value: a power that is not one, a unit that is not one, a
// province dislodged from twice (naming the entry that claimed it first), a
// province nobody holds, a unit "dislodged" by its own power, an origin
// that is no province and one that does not border. Only a good entry
// claims its province.
func TestDislodgedListReportsEveryBadEntry(t *testing.T) {
	err := edit(t, func(m map[string]any) {
		m["phase"] = "S1901R"
		m["dislodged"] = []any{
			map[string]any{"power": "PRUSSIA", "unit": "A PAR"},
			map[string]any{"power": "ITALY", "unit": "A XYZ"},
			map[string]any{"power": "ITALY", "unit": "A VIE", "attackedFrom": "BOH"}, // fine: Austria holds Vienna
			map[string]any{"power": "RUSSIA", "unit": "A VIE"},
			map[string]any{"power": "TURKEY", "unit": "A VIE"},
			map[string]any{"power": "FRANCE", "unit": "A BUR"},
			map[string]any{"power": "ENGLAND", "unit": "A BUR"},
			map[string]any{"power": "AUSTRIA", "unit": "A BUD"},
			map[string]any{"power": "RUSSIA", "unit": "A BUD", "attackedFrom": "GAL"}, // fine: Austria holds Budapest
			map[string]any{"power": "ITALY", "unit": "A TRI", "attackedFrom": "XYZ"},
			map[string]any{"power": "GERMANY", "unit": "A MOS", "attackedFrom": "PAR"},
		}
	})
	want := strings.Join([]string{
		`dislodged[0].power: "PRUSSIA" is not a power of the map`,
		`dislodged[1].unit: "A XYZ": "XYZ" is not a place on the map`,
		`dislodged[3].unit: "A VIE": dislodged[2] was dislodged from Vienna already; one unit is dislodged from a province`,
		`dislodged[4].unit: "A VIE": dislodged[2] was dislodged from Vienna already; one unit is dislodged from a province`,
		`dislodged[5].unit: "A BUR": no unit stands in Burgundy, so nothing dislodged it; list the unit that did among its power's units`,
		`dislodged[6].unit: "A BUR": no unit stands in Burgundy, so nothing dislodged it; list the unit that did among its power's units`,
		`dislodged[7]: AUSTRIA's A BUD stands in Budapest: a unit is never dislodged by its own power's`,
		`dislodged[9].attackedFrom: "XYZ" is not a province of the map`,
		`dislodged[10].attackedFrom: "PAR" does not border Moscow; an attack from there comes by convoy (set byConvoy) or not at all`,
	}, "\n")
	if err == nil || err.Error() != want {
		t.Errorf("errors:\n%v\nwant:\n%s", err, want)
	}
}

// A unit in the game file is its type and its province, two words: a third
// word is refused, not ignored.
func TestUnitWithAThirdWordRefused(t *testing.T) {
	err := edit(t, func(m map[string]any) { power(m, 2)["units"] = []any{"A PAR BUR", "F BRE", "A MAR"} })
	if err == nil || !strings.Contains(err.Error(), `powers[2].units[0]: "A PAR BUR": a unit is written as its type A or F and its province`) {
		t.Errorf("A PAR BUR: %v", err)
	}
}

// Balance is a power's treasury, and 0 for a name that is no power.
func TestBalanceOfAPower(t *testing.T) {
	g := newGame(t, Playing)
	if b := g.Balance("FRANCE"); b != 48 {
		t.Errorf("France holds %d, want 48 (17 + 16 + 15, rule 2.1)", b)
	}
	if b := g.Balance("PRUSSIA"); b != 0 {
		t.Errorf("Prussia holds %d", b)
	}
}
