package orders

import (
	"errors"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// board builds a position from units written as in a game file.
func position(t *testing.T, units ...string) Position {
	t.Helper()
	pos := Position{}
	for _, s := range units {
		u, power, err := ParseUnitOwner(std, s)
		if err != nil {
			t.Fatalf("unit %q: %v", s, err)
		}
		pos[u.Province()] = Placed{Power: power, Unit: u}
	}
	return pos
}

// Orders are legal only as the rules allow (payola-rules.md §2 "ORDER",
// §8; reference-judge.md §2.7), and an illegal one says why in a player's
// words. want is "" for a legal order, else a part of the reason.
func TestCheck(t *testing.T) {
	tests := []struct {
		name  string
		units []string
		text  string
		ph    PhaseKind
		want  string
	}{
		// holds and plain moves
		{"hold", []string{"A PAR"}, "A PAR H", Movement, ""},
		{"move_to_neighbour", []string{"A PAR"}, "A PAR - BUR", Movement, ""},
		{"move_not_adjacent", []string{"A PAR"}, "A PAR - HOL", Movement, "A PAR cannot move to Holland: not adjacent"},
		{"move_must_go_somewhere_else", []string{"A PAR"}, "A PAR - PAR", Movement, "a move must go somewhere else"},
		{"army_cannot_go_to_sea", []string{"A BRE"}, "A BRE - ENG", Movement, "an army cannot go to sea"},
		{"fleet_cannot_go_inland", []string{"F BRE"}, "F BRE - PAR", Movement, "Paris: it is inland, and a fleet cannot go inland"},
		{"nobody_enters_switzerland", []string{"A MUN"}, "A MUN - SWI", Movement, "Switzerland: it is impassable"},
		{"fleet_needs_shared_coast", []string{"F ROM"}, "F ROM - VEN", Movement, "no coast joins them for a fleet"},
		{"fleet_coast_of_its_own_matters_datc_6.B.11", []string{"F SPA/NC"}, "F SPA/NC - LYO", Movement, "it stands on the north coast of Spain"},
		{"fleet_must_name_coast_when_two_reachable_datc_6.B.1", []string{"F MAO"}, "F MAO - SPA", Movement, "F MAO - SPA: say which coast (SPA/NC or SPA/SC)"},
		{"fleet_single_coast_filled_in_datc_6.B.2", []string{"F GAS"}, "F GAS - SPA", Movement, ""},
		{"fleet_single_coast_filled_in_marseilles", []string{"F MAR"}, "F MAR - SPA", Movement, ""},
		{"fleet_wrong_coast_datc_6.B.3", []string{"F GAS"}, "F GAS - SPA/SC", Movement, "from Gascony a fleet reaches only SPA/NC"},
		{"fleet_leaves_split_coast", []string{"F STP/SC"}, "STP - BOT", Movement, ""},
		{"unit_missing", []string{"A PAR"}, "A PIC - BEL", Movement, "there is no unit in Picardy"},
		{"unit_of_other_type", []string{"F STP/SC"}, "A STP - MOS", Movement, "there is no army in St Petersburg: the unit there is F STP/SC"},

		// convoyed moves
		{"army_over_water_with_fleet_chain", []string{"A LON", "F NTH"}, "A LON - NWY", Movement, ""},
		{"army_over_water_two_fleets", []string{"A LON", "F ENG", "F MAO"}, "A LON - POR", Movement, ""},
		{"army_over_water_without_fleets", []string{"A LON"}, "A LON - NWY", Movement, "A LON cannot move to Norway: not adjacent, and no chain of fleets could convoy it there"},
		{"army_over_water_chain_broken", []string{"A LON", "F ENG"}, "A LON - POR", Movement, "no chain of fleets"},
		{"fleet_on_coast_is_no_chain_datc_6.F.1", []string{"A GRE", "F AEG", "F CON", "F BLA"}, "A GRE - SEV", Movement, "no chain of fleets"},
		{"via_convoy_needs_chain", []string{"A LON"}, "A LON - NWY VIA CONVOY", Movement, "no chain of fleets could convoy A LON to Norway"},
		{"via_convoy_to_adjacent_place", []string{"A NWY", "F SKA"}, "A NWY - SWE VIA CONVOY", Movement, ""},
		{"via_convoy_from_inland", []string{"A PAR", "F ENG"}, "A PAR - LON VIA CONVOY", Movement, "A PAR cannot be convoyed: Paris is not on the coast"},
		{"via_convoy_to_inland", []string{"A BRE", "F ENG"}, "A BRE - PAR VIA CONVOY", Movement, "cannot be convoyed to Paris: it is not on the coast"},
		{"fleets_are_not_convoyed", []string{"F LON", "F NTH"}, "F LON - NWY VIA CONVOY", Movement, "F LON cannot be convoyed: only armies travel by convoy"},
		{"route_written_out", []string{"A LON", "F NTH"}, "A LON - NTH - NWY", Movement, ""},
		{"route_two_seas", []string{"A LON", "F ENG", "F MAO"}, "A LON - ENG - MAO - POR", Movement, ""},
		{"route_sea_without_fleet", []string{"A LON", "F ENG"}, "A LON - ENG - MAO - POR", Movement, "the convoy route goes through the Mid-Atlantic Ocean, but no fleet is there"},
		{"route_through_land", []string{"A LON", "A WAL"}, "A LON - WAL - IRI - LVP", Movement, "Wales is not a sea"},
		{"route_not_next_to_start", []string{"A LON", "F SKA"}, "A LON - SKA - NWY", Movement, "the convoy route must start next to London: the Skagerrak is not"},
		{"route_broken", []string{"A LON", "F ENG", "F NTH", "F IRI"}, "A LON - NTH - IRI - LVP", Movement, "the convoy route breaks between the North Sea and the Irish Sea"},
		{"route_not_next_to_end", []string{"A LON", "F NTH"}, "A LON - NTH - POR", Movement, "the convoy route must end next to Portugal"},
		{"route_twice_through_one_sea", []string{"A LON", "F NTH", "F HEL"}, "A LON - NTH - HEL - NTH - NWY", Movement, "twice"},
		{"route_for_a_fleet", []string{"F LON", "F NTH"}, "F LON - NTH - NWY", Movement, "only armies travel by convoy"},

		// supports
		{"support_hold", []string{"A MUN", "A BER"}, "A MUN S A BER", Movement, ""},
		{"support_move", []string{"A MUN", "A BER"}, "A MUN S A BER - KIE", Movement, ""},
		{"support_itself", []string{"A MUN"}, "A MUN S A MUN", Movement, "a unit cannot support itself"},
		{"support_from_afar", []string{"A MAR", "A PAR"}, "A MAR S A PAR", Movement, "A MAR cannot support A PAR: it could not move to Paris itself"},
		{"support_into_unreachable_province", []string{"A MAR", "A PAR"}, "A MAR S A PAR - BUR", Movement, ""},
		{"support_into_province_supporter_cannot_enter", []string{"A MAR", "A BUR"}, "A MAR S A BUR - PAR", Movement, "A MAR cannot support into Paris: it could not move there itself"},
		{"fleet_cannot_support_inland_datc_6.A.3", []string{"F TRI", "A BUD"}, "F TRI S A BUD", Movement, "it could not move to Budapest itself"},
		{"fleet_supports_into_coastal_province_it_touches", []string{"F BRE", "A PAR"}, "F BRE S A PAR - PIC", Movement, ""},
		{"support_to_unreachable_coast_allowed_datc_6.B.4", []string{"F GAS", "F MAR"}, "F MAR S F GAS - SPA", Movement, ""},
		{"support_to_unreachable_coast_written_datc_6.B.4", []string{"F GAS", "F MAR"}, "F MAR S F GAS - SPA/NC", Movement, ""},
		{"support_naming_coast_the_fleet_cannot_reach", []string{"F GAS", "F MAR"}, "F MAR S F GAS - SPA/SC", Movement, "F GAS cannot move to the south coast of Spain"},
		{"support_army_coast_dropped", []string{"A GAS", "F MAR"}, "F MAR S GAS - SPA/NC", Movement, ""},
		{"support_from_wrong_coast_datc_6.B.5", []string{"F SPA/NC", "F MAR"}, "F SPA/NC S F MAR - LYO", Movement, "it could not move there itself"},
		{"supported_unit_missing", []string{"A MUN"}, "A MUN S A BER - KIE", Movement, "there is no unit in Berlin to support"},
		{"supported_unit_wrong_type", []string{"A MUN", "A KIE"}, "A MUN S F KIE - BER", Movement, "there is no fleet in Kiel to support"},
		{"supported_unit_type_filled_in", []string{"A MUN", "A BER"}, "A MUN S BER - KIE", Movement, ""},
		{"supported_unit_cannot_reach", []string{"A BUR", "A PAR"}, "A BUR S A PAR - MUN", Movement, "A PAR cannot reach Munich"},
		{"supported_fleet_cannot_reach", []string{"F MAR", "F SPA/NC"}, "F MAR S F SPA/NC - LYO", Movement, "F SPA/NC cannot move to the Gulf of Lyon, so it cannot be supported there"},
		{"supported_army_could_be_convoyed", []string{"A WAL", "A LON", "F ENG"}, "A WAL S A LON - BEL", Movement, "A WAL cannot support into Belgium"},
		{"support_convoyed_army", []string{"F NTH", "A LON", "F ENG"}, "F ENG S A LON - BEL", Movement, ""},
		{"support_army_to_sea", []string{"F ENG", "A BRE"}, "F ENG S A BRE - MAO", Movement, "an army cannot go to sea"},
		{"support_move_that_goes_nowhere_datc_6.A.5", []string{"A LVP", "A YOR"}, "A LVP S A YOR - YOR", Movement, "a move must go somewhere else"},
		{"support_attack_on_own_province_datc_6.D.34", []string{"A PRU", "A LVN"}, "A PRU S A LVN - PRU", Movement, "a unit cannot help to attack its own province"},

		// convoys
		{"convoy", []string{"F NTH", "A LON"}, "F NTH C A LON - NWY", Movement, ""},
		{"convoy_by_fleet_on_coast", []string{"F BRE", "A PIC"}, "F BRE C A PIC - GAS", Movement, "F BRE cannot convoy: it is not at sea"},
		{"convoy_by_army", []string{"A PIC", "A BEL"}, "A PIC C A BEL - LON", Movement, "only fleets convoy"},
		{"convoy_of_a_fleet_datc_6.A.7", []string{"F NTH", "F LON"}, "F NTH C F LON - BEL", Movement, "F LON cannot be convoyed: only armies travel by convoy"},
		{"convoy_of_missing_army", []string{"F NTH"}, "F NTH C A LON - NWY", Movement, "there is no unit in London to convoy"},
		{"convoy_from_inland", []string{"F ENG", "A PAR"}, "F ENG C A PAR - LON", Movement, "Paris is not on the coast"},
		{"convoy_to_inland", []string{"F ENG", "A LON"}, "F ENG C A LON - PAR", Movement, "cannot be convoyed to Paris: it is not on the coast"},
		{"convoy_to_sea", []string{"F ENG", "A LON"}, "F ENG C A LON - IRI", Movement, "an army cannot go to sea"},
		{"convoy_chain_must_include_the_fleet", []string{"F NTH", "F BAL", "A LON"}, "F BAL C A LON - NWY", Movement, "no chain of fleets through the Baltic Sea"},
		{"convoy_long_chain", []string{"F ENG", "F MAO", "F WES", "A LON"}, "F MAO C A LON - TUN", Movement, ""},
		{"convoy_that_goes_nowhere", []string{"F NTH", "A YOR"}, "F NTH C A YOR - YOR", Movement, "a move must go somewhere else"},

		// other phases: only the map
		{"retreat_to_neighbour", []string{"F TRI"}, "F TRI - ALB", Retreats, ""},
		{"retreat_not_adjacent", []string{"F TRI"}, "F TRI - GRE", Retreats, "F TRI cannot retreat to Greece: not adjacent"},
		{"retreat_fleet_inland", []string{"F TRI"}, "F TRI - VIE", Retreats, "a fleet cannot go inland"},
		{"retreat_coast_filled_in", []string{"F MAR"}, "F MAR - SPA", Retreats, ""},
		{"disband", []string{"F TRI"}, "F TRI DISBAND", Retreats, ""},
		{"build_army", nil, "BUILD A KIE", Adjustments, ""},
		{"build_fleet_needs_coast_datc_6.B.14", nil, "BUILD F STP", Adjustments, "say which one the fleet is on"},
		{"build_fleet_inland", nil, "BUILD F MOS", Adjustments, "Moscow is inland: a fleet cannot be there"},
		{"build_outside_supply_center", nil, "BUILD A PIC", Adjustments, "Picardy is not a supply center"},
		{"remove", []string{"A PAR"}, "REMOVE A PAR", Adjustments, ""},
		{"remove_type_filled_in", []string{"F LYO"}, "REMOVE LYO", Adjustments, ""},
		{"remove_missing_unit", nil, "REMOVE A PAR", Adjustments, "there is no unit in Paris"},
		{"waive", nil, "WAIVE", Adjustments, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := position(t, tt.units...)
			o, err := Parse(std, tt.text, tt.ph)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.text, err)
			}
			if err = Complete(std, pos, &o); err == nil {
				err = Check(std, pos, o)
			}
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("%q refused: %v", tt.text, err)
			case tt.want != "" && err == nil:
				t.Errorf("%q accepted; want %q", tt.text, tt.want)
			case err != nil && !strings.Contains(err.Error(), tt.want):
				t.Errorf("%q refused with %q; want %q", tt.text, err, tt.want)
			}
			var e *Error
			if err != nil && (!errors.As(err, &e) || e.Col != 0) {
				t.Errorf("error %#v should be an *Error without a column", err)
			}
		})
	}
}

// Check on an order that was not completed says what is missing.
func TestCheckWantsCompletedOrder(t *testing.T) {
	pos := position(t, "A PAR", "F STP/SC")
	o, _ := Parse(std, "PAR H", Movement)
	if err := Check(std, pos, o); err == nil || !strings.Contains(err.Error(), "army (A) or a fleet (F)") {
		t.Errorf("missing type: got %v", err)
	}
	o, _ = Parse(std, "F PAR H", Movement)
	if err := Check(std, pos, o); err == nil || !strings.Contains(err.Error(), "Paris is inland: a fleet cannot be there") {
		t.Errorf("fleet inland: got %v", err)
	}
	o, _ = Parse(std, "A SWI H", Movement)
	if err := Check(std, pos, o); err == nil || !strings.Contains(err.Error(), "Switzerland is impassable") {
		t.Errorf("unit in Switzerland: got %v", err)
	}
	o, _ = Parse(std, "F STP/NC H", Movement)
	if err := Check(std, pos, o); err == nil || !strings.Contains(err.Error(), "write F STP/SC") {
		t.Errorf("wrong coast: got %v", err)
	}
}

// Rule 10.9: in players' orders a support names a province, never a coast.
func TestSupportNamesProvince(t *testing.T) {
	o, err := Parse(std, "F POR S F MAO - SPA/NC", Movement)
	if err != nil {
		t.Fatal(err)
	}
	err = SupportNamesProvince(o)
	if err == nil || !strings.Contains(err.Error(), "write F POR S F MAO - SPA") || strings.Contains(err.Error(), "SPA/NC") {
		t.Errorf("coast in a support: got %v", err)
	}
	for _, ok := range []string{"F POR S F MAO - SPA", "F POR S F MAO", "F MAO - SPA/NC", "F NTH C A LON - NWY"} {
		o, err := Parse(std, ok, Movement)
		if err != nil {
			t.Fatal(err)
		}
		if err := SupportNamesProvince(o); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}

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

// A position lists its units by power, then province, however the map of
// units was filled; At finds a unit by province, whatever coast is asked.
func TestPositionOrder(t *testing.T) {
	pos := Position{}
	for _, s := range []string{"TURKEY F ANK", "AUSTRIA A VIE", "TURKEY A CON", "AUSTRIA F TRI", "ENGLAND F STP/SC", "AUSTRIA A BUD"} {
		power, unit, _ := strings.Cut(s, " ")
		typ, loc, _ := strings.Cut(unit, " ")
		u := Unit{board.UnitType(typ[0]), board.Loc(loc)}
		pos[u.Province()] = Placed{Power: power, Unit: u}
	}
	var got []string
	for _, p := range pos.Sorted() {
		got = append(got, p.Power+" "+p.Unit.String())
	}
	want := "AUSTRIA A BUD, AUSTRIA F TRI, AUSTRIA A VIE, ENGLAND F STP/SC, TURKEY F ANK, TURKEY A CON"
	if strings.Join(got, ", ") != want {
		t.Errorf("Sorted:\n got  %s\n want %s", strings.Join(got, ", "), want)
	}
	if p, ok := pos.At("STP/NC"); !ok || p.Unit.Loc != "STP/SC" {
		t.Errorf("At(STP/NC) = %v, %v; want the fleet on the south coast", p, ok)
	}
	if _, ok := pos.At("PAR"); ok {
		t.Error("At(PAR) found a unit in an empty province")
	}
}
