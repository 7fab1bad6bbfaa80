package orders

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// edgePosition places units written "F STP/SC" (owner FRANCE, which Check
// does not look at).
func edgePosition(t *testing.T, m *board.Map, units ...string) Position {
	t.Helper()
	pos := Position{}
	for _, s := range units {
		u, err := ParseUnit(m, s)
		if err != nil {
			t.Fatalf("unit %q: %v", s, err)
		}
		pos[u.Province()] = Placed{Power: "FRANCE", Unit: u}
	}
	return pos
}

// Check's reasons at the edges of the rules, each given whole: which order,
// which place, and why, as a player reads it. The orders are built as the
// parser and Complete would leave them, so that each edge is reached
// whatever the parser makes of the text.
func TestCheckEdges(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct {
		name  string
		units []string
		o     Order
		want  string // "" for a legal order
	}{
		// A fleet moves only to a neighbour, split coast or not.
		{"fleet_to_a_sea_not_next_to_it", []string{"F BRE"},
			Order{Unit: Unit{board.Fleet, "BRE"}, Kind: Move, Dest: "NTH"},
			"F BRE cannot move to the North Sea: not adjacent"},
		{"fleet_to_a_coast_not_next_to_it", []string{"F BRE"},
			Order{Unit: Unit{board.Fleet, "BRE"}, Kind: Move, Dest: "BEL"},
			"F BRE cannot move to Belgium: not adjacent"},
		{"fleet_to_a_neighbouring_sea", []string{"F BRE"},
			Order{Unit: Unit{board.Fleet, "BRE"}, Kind: Move, Dest: "ENG"}, ""},
		// A fleet on one coast of a split province is not blamed for the
		// coast it stands on unless the other coast does touch the place.
		{"split_coast_fleet_far_from_both_coasts", []string{"F STP/NC"},
			Order{Unit: Unit{board.Fleet, "STP/NC"}, Kind: Move, Dest: "NTH"},
			"F STP/NC cannot move to the North Sea: not adjacent"},
		{"split_coast_fleet_on_the_wrong_coast", []string{"F STP/NC"},
			Order{Unit: Unit{board.Fleet, "STP/NC"}, Kind: Move, Dest: "BOT"},
			"F STP/NC cannot move to the Gulf of Bothnia: it stands on the north coast of St Petersburg, which does not touch it"},
		// The unit must be the one that stands there: type and coast.
		{"unit_of_the_other_type", []string{"F BRE"},
			Order{Unit: Unit{board.Army, "BRE"}, Kind: Hold},
			"there is no army in Brest: the unit there is F BRE"},
		{"fleet_on_the_other_coast", []string{"F SPA/NC"},
			Order{Unit: Unit{board.Fleet, "SPA/SC"}, Kind: Hold},
			"the fleet in Spain stands on the north coast of Spain: write F SPA/NC"},
		{"supported_fleet_named_by_province", []string{"F MAO", "F SPA/NC"},
			Order{Unit: Unit{board.Fleet, "MAO"}, Kind: Support, Target: Unit{board.Fleet, "SPA/NC"}, To: "POR"}, ""},
		// A support's destination must be a place on the map, coast included.
		{"support_to_a_coast_that_does_not_exist", []string{"F MAO", "F GAS"},
			Order{Unit: Unit{board.Fleet, "MAO"}, Kind: Support, Target: Unit{board.Fleet, "GAS"}, To: "SPA/EC"},
			"SPA/EC is not a place on this map"},
		{"support_to_nowhere", []string{"F MAO", "F GAS"},
			Order{Unit: Unit{board.Fleet, "MAO"}, Kind: Support, Target: Unit{board.Fleet, "GAS"}, To: "XYZ"},
			"XYZ is not a place on this map"},
		// Nothing to support: a move onto itself, or into the supporter.
		{"support_of_a_move_that_stays", []string{"A MUN", "A BER"},
			Order{Unit: Unit{board.Army, "MUN"}, Kind: Support, Target: Unit{board.Army, "BER"}, To: "BER"},
			"A BER - BER: a move must go somewhere else, so there is nothing to support"},
		{"support_of_an_attack_on_the_supporter", []string{"A MUN", "A BER"},
			Order{Unit: Unit{board.Army, "MUN"}, Kind: Support, Target: Unit{board.Army, "BER"}, To: "MUN"},
			"A MUN cannot support a move into Munich: a unit cannot help to attack its own province"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := Check(m, edgePosition(t, m, c.units...), c.o)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != c.want {
				t.Errorf("Check(%s) = %q, want %q", c.o, got, c.want)
			}
		})
	}
}
