package orders

import (
	"reflect"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// Canonical text reads back as the same order: what the sheet stores and the
// ledgers show can be parsed again (reference-judge.md §1.10).
func TestCanonicalRoundTrip(t *testing.T) {
	a := func(l board.Loc) Unit { return Unit{board.Army, l} }
	f := func(l board.Loc) Unit { return Unit{board.Fleet, l} }
	tests := []struct {
		ph Phase
		o  Order
	}{
		{Movement, Order{Unit: a("PAR"), Kind: Hold}},
		{Movement, Order{Unit: Unit{Loc: "PAR"}, Kind: Hold}},
		{Movement, Order{Unit: f("STP/SC"), Kind: Hold}},
		{Movement, Order{Unit: a("PAR"), Kind: Move, Dest: "BUR"}},
		{Movement, Order{Unit: Unit{Loc: "PAR"}, Kind: Move, Dest: "BUR"}},
		{Movement, Order{Unit: f("MAO"), Kind: Move, Dest: "SPA/NC"}},
		{Movement, Order{Unit: f("MAO"), Kind: Move, Dest: "SPA"}},
		{Movement, Order{Unit: f("BUL/SC"), Kind: Move, Dest: "CON"}},
		{Movement, Order{Unit: f("CON"), Kind: Move, Dest: "BUL/EC"}},
		{Movement, Order{Unit: a("LON"), Kind: Move, Dest: "NWY", ViaConvoy: true}},
		{Movement, Order{Unit: a("LON"), Kind: Move, Dest: "NWY", ViaConvoy: true, Route: []string{"NTH"}}},
		{Movement, Order{Unit: a("LON"), Kind: Move, Dest: "TUN", ViaConvoy: true, Route: []string{"ENG", "MAO", "WES"}}},
		{Movement, Order{Unit: a("MUN"), Kind: Support, Target: a("BER"), To: "KIE"}},
		{Movement, Order{Unit: a("MUN"), Kind: Support, Target: a("BER")}},
		{Movement, Order{Unit: f("AEG"), Kind: Support, Target: Unit{Loc: "BUL"}}},
		{Movement, Order{Unit: f("POR"), Kind: Support, Target: f("MAO"), To: "SPA"}},
		{Movement, Order{Unit: f("LYO"), Kind: Support, Target: f("SPA/SC")}},
		{Movement, Order{Unit: f("POR"), Kind: Support, Target: f("MAO"), To: "SPA/NC"}},
		{Movement, Order{Unit: f("NTH"), Kind: Convoy, Target: a("LON"), To: "NWY"}},
		{Movement, Order{Unit: f("NTH"), Kind: Convoy, Target: Unit{Loc: "LON"}, To: "NWY"}},
		{Retreats, Order{Unit: f("TRI"), Kind: Retreat, Dest: "ALB"}},
		{Retreats, Order{Unit: f("MAO"), Kind: Retreat, Dest: "SPA/SC"}},
		{Retreats, Order{Unit: a("PAR"), Kind: Disband}},
		{Adjustments, Order{Unit: f("STP/NC"), Kind: Build}},
		{Adjustments, Order{Unit: a("KIE"), Kind: Build}},
		{Adjustments, Order{Unit: a("PAR"), Kind: Remove}},
		{Adjustments, Order{Unit: Unit{Loc: "LYO"}, Kind: Remove}},
		{Adjustments, Order{Kind: Waive}},
	}
	for _, tt := range tests {
		text := tt.o.String()
		t.Run(text, func(t *testing.T) {
			got, err := Parse(std, text, tt.ph)
			if err != nil {
				t.Fatalf("Parse(%q): %v", text, err)
			}
			if !reflect.DeepEqual(got, tt.o) {
				t.Errorf("Parse(%q) = %#v, want %#v", text, got, tt.o)
			}
		})
	}
}

// Every unit of the opening position, every move to a neighbour and every
// support of such a move comes back unchanged through its canonical text.
func TestCanonicalRoundTripAllNeighbours(t *testing.T) {
	n := 0
	for _, p := range std.Provinces {
		for _, to := range std.ArmyAdj[p.ID] {
			o := Order{Unit: Unit{board.Army, board.Loc(p.ID)}, Kind: Move, Dest: board.Loc(to)}
			roundTrip(t, o, Movement)
			n++
		}
	}
	for from, tos := range std.FleetAdj {
		for _, to := range tos {
			roundTrip(t, Order{Unit: Unit{board.Fleet, from}, Kind: Move, Dest: to}, Movement)
			roundTrip(t, Order{Unit: Unit{board.Fleet, from}, Kind: Retreat, Dest: to}, Retreats)
			roundTrip(t, Order{Unit: Unit{board.Fleet, to}, Kind: Support, Target: Unit{board.Fleet, from}, To: to.Province()}, Movement)
			n += 3
		}
	}
	if n < 500 {
		t.Errorf("only %d orders tried; the map's adjacencies did not load", n)
	}
}

func roundTrip(t *testing.T, o Order, ph Phase) {
	t.Helper()
	got, err := Parse(std, o.String(), ph)
	if err != nil {
		t.Errorf("Parse(%q): %v", o, err)
		return
	}
	if !reflect.DeepEqual(got, o) {
		t.Errorf("Parse(%q) = %#v, want %#v", o, got, o)
	}
}
