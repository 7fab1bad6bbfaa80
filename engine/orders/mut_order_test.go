package orders

import (
	"testing"
)

// Action is the order without its unit, what Payola's '|' alternatives
// repeat (payola-rules §10): "A PAR - BUR | H" offers "- BUR" or "H".
func TestAction(t *testing.T) {
	for _, c := range []struct {
		text string
		ph   Phase
		want string
	}{
		{"A PAR H", Movement, "H"},
		{"A PAR - BUR", Movement, "- BUR"},
		{"A LON - NTH - NWY", Movement, "- NTH - NWY"},
		{"A LON - NWY VIA CONVOY", Movement, "- NWY VIA CONVOY"},
		{"A MAR S A PAR - BUR", Movement, "S A PAR - BUR"},
		{"A MAR S A PAR", Movement, "S A PAR"},
		{"F NTH C A LON - NWY", Movement, "C A LON - NWY"},
		{"A PAR - BUR", Retreats, "- BUR"},
		{"A PAR DISBAND", Retreats, "DISBAND"},
		{"BUILD A PAR", Adjustments, "BUILD"},
		{"REMOVE A PAR", Adjustments, "REMOVE"},
		{"WAIVE", Adjustments, "WAIVE"},
	} {
		o, err := Parse(std, c.text, c.ph)
		if err != nil {
			t.Fatalf("%s: %v", c.text, err)
		}
		if got := o.Action(); got != c.want {
			t.Errorf("%s: action %q, want %q", c.text, got, c.want)
		}
	}
}

// OneForm (payola-rules §10.12): an army's move that only a convoy makes
// possible is one order however it is written; where a land route exists
// too, the convoy stays a different order (DATC 6.G); other orders are
// themselves, a fleet's even written with a convoy (only armies are
// convoyed: that order is void, not the fleet's plain move).
func TestOneForm(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"A LON - NWY VIA CONVOY", "A LON - NWY"},
		{"A LON - NTH - NWY", "A LON - NWY"},
		{"A LON - NWY", "A LON - NWY"},
		{"A PIC - BEL VIA CONVOY", "A PIC - BEL VIA CONVOY"},
		{"A PIC - ENG - BEL", "A PIC - ENG - BEL"},
		{"A PAR - BUR", "A PAR - BUR"},
		{"F LON - NTH", "F LON - NTH"},
		{"F LON - NTH VIA CONVOY", "F LON - NTH VIA CONVOY"},
		{"F LON - NTH - NWY", "F LON - NTH - NWY"},
		{"A LON H", "A LON H"},
	} {
		o, err := Parse(std, c.text, Movement)
		if err != nil {
			t.Fatalf("%s: %v", c.text, err)
		}
		if got := OneForm(std, o).String(); got != c.want {
			t.Errorf("%s: one form %q, want %q", c.text, got, c.want)
		}
	}
}

// Two orders are equal when they are the same order, however written.
func TestOrderEqual(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"A PAR - BUR", "a paris -> burgundy", true},
		{"A PAR - BUR", "A PAR - PIC", false},
		{"A PAR H", "A PAR HOLD", true},
		{"A PAR S A MAR", "A PAR S A MAR - BUR", false},
	} {
		a, err := Parse(std, c.a, Movement)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Parse(std, c.b, Movement)
		if err != nil {
			t.Fatal(err)
		}
		if a.Equal(b) != c.same || b.Equal(a) != c.same {
			t.Errorf("%q equal to %q: %v, want %v", c.a, c.b, a.Equal(b), c.same)
		}
	}
}
