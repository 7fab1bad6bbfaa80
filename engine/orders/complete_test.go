package orders

import (
	"strings"
	"testing"
)

// Complete fills in what the writer left out, from the position
// (reference-judge.md §2.4, §2.5).
func TestComplete(t *testing.T) {
	units := []string{"A PAR", "F STP/SC", "F MAR", "F MAO", "F GAS", "F BUL/SC", "A LON", "F NTH"}
	tests := []struct {
		name string
		text string
		ph   PhaseKind
		want string
	}{
		{"2.4_army_type_filled_in", "PAR - BUR", Movement, "A PAR - BUR"},
		{"2.4_fleet_coast_filled_in", "STP - BOT", Movement, "F STP/SC - BOT"},
		{"2.4_fleet_type_and_coast_filled_in", "F STP - BOT", Movement, "F STP/SC - BOT"},
		{"datc_6.B.10_wrong_coast_of_own_unit_is_insignificant", "F STP/NC - BOT", Movement, "F STP/SC - BOT"},
		{"2.5_single_reachable_coast", "F MAR - SPA", Movement, "F MAR - SPA/SC"},
		{"2.5_single_reachable_coast_datc_6.B.2", "F GAS - SPA", Movement, "F GAS - SPA/NC"},
		{"2.5_two_reachable_coasts_left_open", "F MAO - SPA", Movement, "F MAO - SPA"},
		{"2.5_written_coast_kept", "F MAO - SPA/SC", Movement, "F MAO - SPA/SC"},
		{"2.5_coast_filled_for_retreat", "F MAR - SPA", Retreats, "F MAR - SPA/SC"},
		{"2.4_supported_type_filled_in", "A PAR S MAR", Movement, "A PAR S F MAR"},
		{"2.4_supported_fleet_coast_filled_in", "F MAO S BUL - CON", Movement, "F MAO S F BUL/SC - CON"},
		{"2.4_convoyed_type_filled_in", "F NTH C LON - NWY", Movement, "F NTH C A LON - NWY"},
		{"remove_type_filled_in", "REMOVE STP", Adjustments, "REMOVE F STP/SC"},
		{"build_left_alone", "BUILD F STP", Adjustments, "BUILD F STP"},
	}
	pos := position(t, units...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := Parse(std, tt.text, tt.ph)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.text, err)
			}
			if err := Complete(std, pos, &o); err != nil {
				t.Fatalf("Complete(%q): %v", tt.text, err)
			}
			if got := o.String(); got != tt.want {
				t.Errorf("Complete(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// An army written with a coast and no type loses the coast once Complete
// knows it is an army (coasts mean nothing to armies, DATC 6.B.12).
func TestCompleteDropsArmyCoast(t *testing.T) {
	pos := position(t, "A GAS")
	o, err := Parse(std, "GAS - SPA/NC", Movement)
	if err != nil {
		t.Fatal(err)
	}
	if err := Complete(std, pos, &o); err != nil {
		t.Fatal(err)
	}
	if o.Dest != "SPA" {
		t.Errorf("Dest = %q, want SPA", o.Dest)
	}
	pos = position(t, "A GAS", "F MAO")
	o, err = Parse(std, "F MAO S GAS - SPA/NC", Movement)
	if err != nil {
		t.Fatal(err)
	}
	if err := Complete(std, pos, &o); err != nil {
		t.Fatal(err)
	}
	if o.String() != "F MAO S A GAS - SPA" {
		t.Errorf("support of an army kept a coast: %q", o)
	}
}

// A unit that is not there, or not of the type written, is an error
// (rule 3.1 items 6 and 7: an order must name units that exist).
func TestCompleteMissingUnits(t *testing.T) {
	pos := position(t, "A PAR", "F STP/SC")
	tests := []struct{ text, want string }{
		{"A PIC - BEL", "there is no unit in Picardy"},
		{"A STP - MOS", "there is no army in St Petersburg: the unit there is F STP/SC"},
		{"A PAR S A BUR - PIC", "there is no unit in Burgundy to support"},
		{"A PAR S F PAR", "there is no fleet in Paris to support: the unit there is A PAR"},
		{"F NTH C A LON - NWY", "there is no unit in the North Sea"},
	}
	for _, tt := range tests {
		o, err := Parse(std, tt.text, Movement)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.text, err)
		}
		err = Complete(std, pos, &o)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Complete(%q) = %v, want %q", tt.text, err, tt.want)
		}
	}
}
