package judge

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

func build(unit string) orders.Order  { return orders.Order{Unit: u(unit), Kind: orders.Build} }
func remove(unit string) orders.Order { return orders.Order{Unit: u(unit), Kind: orders.Remove} }

var waive = orders.Order{Kind: orders.Waive}

func outcomes(rs []Result) []string {
	var out []string
	for _, r := range rs {
		s := r.Order.String() + " " + r.Outcome.String()
		if r.CivilDisorder {
			s += " (civil disorder)"
		}
		out = append(out, s)
	}
	return out
}

// TestAdjustments checks rule 8's adjustment clauses (DATC 6.I, 6.J).
func TestAdjustments(t *testing.T) {
	m := board.Standard()
	owners := map[string]string{"BER": "GERMANY", "KIE": "GERMANY", "MUN": "GERMANY", "WAR": "GERMANY", "DEN": "GERMANY"}

	t.Run("rule_8_builds_only_in_unoccupied_owned_home_centers", func(t *testing.T) {
		pos := place("GERMANY A BER", "RUSSIA A MOS")
		own := map[string]string{"BER": "GERMANY", "WAR": "GERMANY", "DEN": "GERMANY", "MUN": "RUSSIA", "MOS": "RUSSIA"}
		res := Adjustments(m, pos, own, map[string][]orders.Order{
			"GERMANY": {build("A BER"), build("A WAR"), build("A MUN"), build("F DEN")},
		})
		if len(res.Results) != 4 {
			t.Fatalf("results %v, want the four builds", outcomes(res.Results))
		}
		for _, r := range res.Results {
			if r.Outcome != Void {
				t.Errorf("%s %v, want void", r.Order, r.Outcome)
			}
		}
		if len(res.After) != 2 {
			t.Errorf("after %v", units(res.After))
		}
		for _, o := range []orders.Order{build("A BER"), build("A WAR"), build("A MUN"), build("F DEN")} {
			if CheckAdjustment(m, pos, own, "GERMANY", o) == nil {
				t.Errorf("CheckAdjustment passes %s", o)
			}
		}
	})

	t.Run("rule_8_too_many_builds", func(t *testing.T) {
		pos := place("GERMANY A BER", "GERMANY F DEN", "GERMANY A WAR")
		res := Adjustments(m, pos, owners, map[string][]orders.Order{
			"GERMANY": {build("F KIE"), build("A MUN"), build("A KIE")},
		})
		got := outcomes(res.Results)
		want := []string{"BUILD F KIE succeeds", "BUILD A MUN succeeds", "BUILD A KIE fails"}
		sameList(t, "results", got, want)
		if len(res.After) != 5 {
			t.Errorf("after %v", units(res.After))
		}
	})

	t.Run("rule_8_waive_uses_a_build", func(t *testing.T) {
		pos := place("GERMANY A BER", "GERMANY F DEN", "GERMANY A WAR", "GERMANY A MUN")
		res := Adjustments(m, pos, owners, map[string][]orders.Order{"GERMANY": {waive, build("F KIE")}})
		sameList(t, "results", outcomes(res.Results), []string{"WAIVE succeeds", "BUILD F KIE fails"})
	})

	t.Run("rule_8_ordered_removals", func(t *testing.T) {
		pos := place("FRANCE A PAR", "FRANCE A PIC", "FRANCE F LYO")
		own := map[string]string{"PAR": "FRANCE", "MAR": "FRANCE"}
		res := Adjustments(m, pos, own, map[string][]orders.Order{"FRANCE": {remove("A PIC"), remove("A PAR")}})
		sameList(t, "results", outcomes(res.Results), []string{"REMOVE A PIC succeeds", "REMOVE A PAR fails"})
		sameList(t, "after", units(res.After), []string{"FRANCE A PAR", "FRANCE F LYO"})
	})

	t.Run("rule_8_civil_disorder_farthest_first", func(t *testing.T) {
		// Russia: 2 centers, 4 units. SWE is 2 moves from home, LVN and UKR 1.
		pos := place("RUSSIA A MOS", "RUSSIA A SWE", "RUSSIA A LVN", "RUSSIA A UKR")
		own := map[string]string{"MOS": "RUSSIA", "STP": "RUSSIA"}
		res := Adjustments(m, pos, own, nil)
		sameList(t, "removed", outcomes(res.Results), []string{"REMOVE A SWE succeeds (civil disorder)", "REMOVE A LVN succeeds (civil disorder)"})
	})

	t.Run("rule_8_civil_disorder_fleets_before_armies_then_alphabetical", func(t *testing.T) {
		// All three are two moves from a Russian home center (DATC 6.J.7).
		pos := place("RUSSIA A BOH", "RUSSIA F SKA", "RUSSIA F NTH")
		own := map[string]string{"STP": "RUSSIA", "WAR": "RUSSIA"}
		res := Adjustments(m, pos, own, nil)
		if len(res.Results) != 1 || res.Results[0].Order.Unit != u("F NTH") {
			t.Fatalf("removed %v, want F NTH", outcomes(res.Results))
		}
	})

	t.Run("rule_8_removal_of_a_foreign_unit_is_void", func(t *testing.T) {
		pos := place("FRANCE A PAR", "FRANCE A PIC", "GERMANY A MUN")
		own := map[string]string{"PAR": "FRANCE", "MUN": "GERMANY"}
		res := Adjustments(m, pos, own, map[string][]orders.Order{"FRANCE": {remove("A MUN")}})
		// France still owes a removal, which civil disorder makes.
		sameList(t, "results", outcomes(res.Results), []string{"REMOVE A MUN void", "REMOVE A PIC succeeds (civil disorder)"})
		if res.After["MUN"].Power != "GERMANY" || len(res.After) != 2 {
			t.Fatalf("after %v", units(res.After))
		}
	})
}

// TestAdjustmentsIgnoreNonsense: orders of other phases, unknown places and
// units without a type change nothing and never panic.
func TestAdjustmentsIgnoreNonsense(t *testing.T) {
	m := board.Standard()
	pos := place("GERMANY A BER")
	own := map[string]string{"BER": "GERMANY", "KIE": "GERMANY"}
	res := Adjustments(m, pos, own, map[string][]orders.Order{
		"GERMANY": {
			{Unit: orders.Unit{Loc: "KIE"}, Kind: orders.Build},
			{Unit: u("A XYZ"), Kind: orders.Build},
			move("A BER", "MUN"),
			remove("A BER"),
		},
		"NARNIA": {build("A KIE")},
	})
	if len(res.After) != 1 || res.After["BER"].Power != "GERMANY" {
		t.Fatalf("after %v", units(res.After))
	}
	// One result per order given, Narnia's included: none may vanish.
	if len(res.Results) != 5 {
		t.Fatalf("results %v, want one for each of the 5 orders", outcomes(res.Results))
	}
	for _, r := range res.Results {
		if r.Outcome != Void {
			t.Errorf("%s %v, want void", r.Order, r.Outcome)
		}
	}
}
