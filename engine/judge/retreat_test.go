package judge

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

func retreat(unit, dest string) orders.Order {
	return orders.Order{Unit: u(unit), Kind: orders.Retreat, Dest: board.Loc(dest)}
}

// TestRetreats checks rule 8's retreat clauses (DATC 6.H).
func TestRetreats(t *testing.T) {
	m := board.Standard()
	// After movement: Russia took Ankara from the Black Sea; Armenia and
	// Smyrna are free.
	after := place("RUSSIA F ANK", "RUSSIA F CON")
	ank := Dislodgement{Power: "TURKEY", Unit: u("F ANK"), AttackedFrom: "BLA"}

	t.Run("rule_8_attacker_origin_barred", func(t *testing.T) {
		res := Retreats(m, after, []Dislodgement{ank}, nil, byProvince(retreat("F ANK", "BLA")))
		if _, ok := res.After["BLA"]; ok || res.Results[0].Outcome != Void {
			t.Fatalf("retreat into the attacker's origin allowed: %+v", res.Results)
		}
		if err := CheckRetreat(m, after, []Dislodgement{ank}, nil, retreat("F ANK", "BLA")); err == nil ||
			!strings.Contains(err.Error(), "attacker came from") {
			t.Errorf("CheckRetreat says %v", err)
		}
	})

	t.Run("DATC_6.H.11_attacker_origin_open_after_a_convoyed_attack", func(t *testing.T) {
		d := Dislodgement{Power: "ITALY", Unit: u("A MAR"), AttackedFrom: "GAS", ByConvoy: true}
		res := Retreats(m, place("FRANCE A MAR"), []Dislodgement{d}, nil, byProvince(retreat("A MAR", "GAS")))
		if res.After["GAS"].Power != "ITALY" {
			t.Fatalf("army not in Gascony: %+v", res.Results)
		}
	})

	t.Run("rule_8_standoff_province_barred", func(t *testing.T) {
		res := Retreats(m, after, []Dislodgement{ank}, []string{"ARM"}, byProvince(retreat("F ANK", "ARM")))
		if _, ok := res.After["ARM"]; ok {
			t.Fatal("retreat into a contested province allowed")
		}
		// A fleet in Ankara reaches the Black Sea, Constantinople and Armenia.
		if opts := RetreatOptions(m, after, ank, nil); len(opts) != 1 || opts[0] != "ARM" {
			t.Errorf("options %v, want [ARM]", opts)
		}
		if opts := RetreatOptions(m, after, ank, []string{"ARM"}); len(opts) != 0 {
			t.Errorf("options %v with Armenia contested, want none", opts)
		}
	})

	t.Run("rule_8_occupied_province_barred", func(t *testing.T) {
		err := CheckRetreat(m, after, []Dislodgement{ank}, nil, retreat("F ANK", "CON"))
		if err == nil {
			t.Fatal("retreat onto a unit allowed")
		}
	})

	t.Run("rule_8_two_retreats_to_one_place_both_disband", func(t *testing.T) {
		a := Dislodgement{Power: "ITALY", Unit: u("A VIE"), AttackedFrom: "TRI"}
		b := Dislodgement{Power: "ITALY", Unit: u("A BOH"), AttackedFrom: "SIL"}
		pos := place("AUSTRIA A VIE", "GERMANY A BOH")
		res := Retreats(m, pos, []Dislodgement{a, b}, nil, byProvince(retreat("A VIE", "TYR"), retreat("A BOH", "TYR")))
		if _, ok := res.After["TYR"]; ok || len(res.After) != 2 {
			t.Fatalf("after %v", units(res.After))
		}
		for _, r := range res.Results {
			if r.Outcome != Fails {
				t.Errorf("%s %v, want fails", r.Order, r.Outcome)
			}
		}
	})

	t.Run("rule_8_an_illegal_retreat_does_not_block_a_legal_one", func(t *testing.T) {
		a := Dislodgement{Power: "ITALY", Unit: u("A VIE"), AttackedFrom: "TYR"}
		b := Dislodgement{Power: "ITALY", Unit: u("A BOH"), AttackedFrom: "SIL"}
		pos := place("AUSTRIA A VIE", "GERMANY A BOH")
		res := Retreats(m, pos, []Dislodgement{a, b}, nil, byProvince(retreat("A VIE", "TYR"), retreat("A BOH", "TYR")))
		if res.After["TYR"].Unit != u("A TYR") {
			t.Fatalf("after %v, results %+v", units(res.After), res.Results)
		}
	})

	t.Run("rule_8_no_order_disbands", func(t *testing.T) {
		res := Retreats(m, after, []Dislodgement{ank}, nil, nil)
		if len(res.After) != 2 || len(res.Results) != 1 || res.Results[0].Order.Kind != orders.Disband {
			t.Fatalf("results %+v after %v", res.Results, units(res.After))
		}
	})

	t.Run("retreat_needs_a_dislodged_unit", func(t *testing.T) {
		if err := CheckRetreat(m, after, []Dislodgement{ank}, nil, retreat("F CON", "BLA")); err == nil {
			t.Fatal("a unit that was not dislodged may retreat")
		}
	})
}

// TestRetreatsIgnoreNonsense: orders of other kinds and unknown places
// disband the unit and never panic.
func TestRetreatsIgnoreNonsense(t *testing.T) {
	m := board.Standard()
	d := []Dislodgement{
		{Power: "ITALY", Unit: u("A VIE"), AttackedFrom: "TRI"},
		{Power: "ITALY", Unit: u("F XYZ"), AttackedFrom: "TRI"},
	}
	res := Retreats(m, place("AUSTRIA A VIE"), d, nil, map[string]orders.Order{
		"VIE": {Unit: u("A VIE"), Kind: orders.Support, Target: u("A BOH"), To: "TYR"},
		"XYZ": retreat("F XYZ", "NTH"),
	})
	if len(res.After) != 1 {
		t.Fatalf("after %v", units(res.After))
	}
}

// TestCheckRetreatWording: the reasons name the unit and the place.
func TestCheckRetreatWording(t *testing.T) {
	m := board.Standard()
	after := place("RUSSIA F ANK", "RUSSIA F CON")
	ank := []Dislodgement{{Power: "TURKEY", Unit: u("F ANK"), AttackedFrom: "BLA"}}
	for _, c := range []struct {
		o    orders.Order
		want string
	}{
		{retreat("F ANK", "BLA"), "F ANK cannot retreat to Black Sea: that is where its attacker came from"},
		{retreat("F ANK", "CON"), "F ANK cannot retreat to Constantinople: F CON is there"},
		{retreat("F ANK", "SMY"), "F ANK cannot reach Smyrna in one move"},
		{retreat("A ANK", "ARM"), "the dislodged unit in Ankara is F ANK"},
		{retreat("F SMY", "AEG"), "there is no dislodged unit in Smyrna"},
	} {
		err := CheckRetreat(m, after, ank, nil, c.o)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.o, err, c.want)
		}
	}
	if err := CheckRetreat(m, after, ank, nil, retreat("F ANK", "ARM")); err != nil {
		t.Errorf("F ANK - ARM: %v", err)
	}
}
