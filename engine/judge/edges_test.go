package judge

import (
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// The edges of the rules that the DATC file passes through without looking
// at them directly: each test states one rule and sets up the smallest board
// that breaks when the rule does.

func hold(unit string) orders.Order { return orders.Order{Unit: u(unit), Kind: orders.Hold} }

func convoy(unit, army, to string) orders.Order {
	return orders.Order{Unit: u(unit), Kind: orders.Convoy, Target: u(army), To: to}
}

func viaConvoy(unit, dest string) orders.Order {
	o := move(unit, dest)
	o.ViaConvoy = true
	return o
}

// wantOutcome fails the test unless the order of the unit in prov ended as want.
func wantOutcome(t *testing.T, rs []Result, prov string, want Outcome) {
	t.Helper()
	r := find(rs, prov)
	if r.Order.Unit.Loc == "" {
		t.Errorf("no result for the unit in %s", prov)
		return
	}
	if r.Outcome != want {
		t.Errorf("%s: %v, want %v", r.Order, r.Outcome, want)
	}
}

// DATC 6.E (no self-dislodgement): a unit never dislodges a unit of its own
// power, whatever support other powers give it; and a power's support never
// counts towards dislodging its own unit.
func TestNoSelfDislodgement(t *testing.T) {
	m := board.Standard()

	t.Run("foreign_support_against_own_unit", func(t *testing.T) {
		// Germany attacks its own army in Berlin with two Russian supports:
		// strength 3 against 1, and still nothing moves.
		pos := place("GERMANY A BER", "GERMANY F KIE", "RUSSIA A PRU", "RUSSIA A SIL")
		res := Movement(m, pos, byProvince(
			hold("A BER"), move("F KIE", "BER"),
			supportMove("A PRU", "F KIE", "BER"), supportMove("A SIL", "F KIE", "BER")))
		if len(res.Dislodged) != 0 {
			t.Errorf("dislodged %+v, want none", res.Dislodged)
		}
		wantOutcome(t, res.Results, "KIE", Fails)
		if res.After["BER"].Unit != u("A BER") || res.After["KIE"].Unit != u("F KIE") {
			t.Errorf("after %v", units(res.After))
		}
	})

	t.Run("own_unit_that_fails_to_leave", func(t *testing.T) {
		// DATC 6.E.7-like: the German army in Berlin tries to leave and is
		// bounced by Russia; the supported German fleet may not take its place.
		pos := place("GERMANY A BER", "GERMANY F KIE", "GERMANY A MUN", "RUSSIA A PRU")
		res := Movement(m, pos, byProvince(
			move("A BER", "SIL"), move("F KIE", "BER"), supportMove("A MUN", "F KIE", "BER"),
			move("A PRU", "SIL")))
		wantOutcome(t, res.Results, "BER", Fails)
		wantOutcome(t, res.Results, "KIE", Fails)
		if len(res.Dislodged) != 0 || res.After["BER"].Unit != u("A BER") {
			t.Errorf("dislodged %+v after %v; want A BER still in Berlin", res.Dislodged, units(res.After))
		}
	})

	t.Run("defenders_own_support_does_not_count", func(t *testing.T) {
		// DATC 6.E.3: Russia attacks Berlin with German support; the support
		// is left out, so 1 against 1 bounces.
		pos := place("GERMANY A BER", "GERMANY A SIL", "RUSSIA A PRU")
		res := Movement(m, pos, byProvince(
			hold("A BER"), supportMove("A SIL", "A PRU", "BER"), move("A PRU", "BER")))
		wantOutcome(t, res.Results, "PRU", Fails)
		if len(res.Dislodged) != 0 {
			t.Errorf("dislodged %+v, want none", res.Dislodged)
		}
		// Without the defender's support the count is the same, and with a
		// third party's support the attack wins: the support is only
		// excluded for the defender's own power.
		pos = place("GERMANY A BER", "AUSTRIA A SIL", "RUSSIA A PRU")
		res = Movement(m, pos, byProvince(
			hold("A BER"), supportMove("A SIL", "A PRU", "BER"), move("A PRU", "BER")))
		wantOutcome(t, res.Results, "PRU", Succeeds)
		if len(res.Dislodged) != 1 || res.Dislodged[0].Unit != u("A BER") {
			t.Errorf("dislodged %+v, want A BER", res.Dislodged)
		}
	})
}

// Rule 8 (standoffs) with DATC 5's prevent strength: a move that loses a
// head-to-head battle keeps no one out of the province it aimed at, so that
// province is not left contested: a third unit walks in, and with nobody
// else moving there a dislodged unit may retreat there.
func TestHeadToHeadLoserLeavesNoStandoff(t *testing.T) {
	m := board.Standard()
	// Germany wins the battle Berlin-Prussia with support from Silesia;
	// Austria's army in Munich is dislodged from Burgundy and Ruhr.
	base := []string{"GERMANY A BER", "GERMANY A SIL", "RUSSIA A PRU",
		"AUSTRIA A MUN", "FRANCE A BUR", "FRANCE A RUH"}
	ords := []orders.Order{
		move("A BER", "PRU"), supportMove("A SIL", "A BER", "PRU"), move("A PRU", "BER"),
		move("A BUR", "MUN"), supportMove("A RUH", "A BUR", "MUN"),
	}

	t.Run("nobody_else_enters", func(t *testing.T) {
		res := Movement(m, place(base...), byProvince(ords...))
		wantOutcome(t, res.Results, "BER", Succeeds)
		wantOutcome(t, res.Results, "PRU", Fails)
		if _, ok := res.After["BER"]; ok {
			t.Fatalf("Berlin should be empty: %v", units(res.After))
		}
		if len(res.Contested) != 0 {
			t.Errorf("contested %v, want none: the loser of a head-to-head bounces nobody", res.Contested)
		}
		if len(res.Dislodged) != 2 {
			t.Fatalf("dislodged %+v, want A MUN and A PRU", res.Dislodged)
		}
		var mun Dislodgement
		for _, d := range res.Dislodged {
			if d.Unit == u("A MUN") {
				mun = d
			}
		}
		opts := RetreatOptions(m, res.After, mun, res.Contested)
		if !slices.Contains(opts, "BER") {
			t.Errorf("A MUN may retreat to %v; want Berlin among them", opts)
		}
		rr := Retreats(m, res.After, res.Dislodged, res.Contested, byProvince(retreat("A MUN", "BER")))
		if rr.After["BER"].Power != "AUSTRIA" {
			t.Errorf("the Austrian retreat to Berlin: %+v", rr.Results)
		}
	})

	t.Run("a_third_unit_walks_in", func(t *testing.T) {
		// DATC 6.E.1 seen from the other side: France's army in Kiel meets
		// only the beaten Russian move, whose prevent strength is 0.
		pos := place(append(base, "FRANCE A KIE")...)
		res := Movement(m, pos, byProvince(append(ords, move("A KIE", "BER"))...))
		wantOutcome(t, res.Results, "KIE", Succeeds)
		if res.After["BER"].Unit != u("A BER") || res.After["BER"].Power != "FRANCE" {
			t.Errorf("Berlin holds %+v, want the French army", res.After["BER"])
		}
	})

	t.Run("a_real_standoff_is_contested", func(t *testing.T) {
		// The control: two equal moves into empty Bohemia bounce, and
		// Bohemia is closed to retreats.
		pos := place("GERMANY A MUN", "AUSTRIA A VIE", "RUSSIA A GAL", "RUSSIA A SIL")
		res := Movement(m, pos, byProvince(
			move("A MUN", "BOH"), move("A VIE", "BOH"),
			move("A GAL", "VIE"), supportMove("A SIL", "A GAL", "VIE")))
		if strings.Join(res.Contested, ",") != "BOH" {
			t.Errorf("contested %v, want [BOH]", res.Contested)
		}
	})
}

// Rule 8 (adjustments): a power builds only when it has more centers than
// units; when it has not, a build or a waive is void and changes nothing.
func TestNoBuildWhenNoneIsDue(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct {
		name   string
		pos    orders.Position
		owners map[string]string
	}{
		{"as_many_units_as_centers", place("GERMANY A BER", "GERMANY A RUH"),
			map[string]string{"BER": "GERMANY", "KIE": "GERMANY"}},
		{"more_units_than_centers", place("GERMANY A BER", "GERMANY A RUH", "GERMANY A HOL"),
			map[string]string{"BER": "GERMANY", "KIE": "GERMANY"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, o := range []orders.Order{build("F KIE"), waive} {
				err := CheckAdjustment(m, c.pos, c.owners, "GERMANY", o)
				if err == nil || !strings.Contains(err.Error(), "no builds") {
					t.Errorf("CheckAdjustment(%s) = %v; want: no builds to make", o, err)
				}
			}
			due := Adjustment(c.pos, c.owners, "GERMANY")
			res := Adjustments(m, c.pos, c.owners, map[string][]orders.Order{"GERMANY": {build("F KIE"), waive}})
			// The two orders, then one civil-disorder removal per unit too many.
			if len(res.Results) != 2-due {
				t.Fatalf("results %v, want the two orders and %d removals", outcomes(res.Results), -due)
			}
			for _, r := range res.Results[:2] {
				if r.Outcome != Void {
					t.Errorf("%s %v, want void", r.Order, r.Outcome)
				}
			}
			if _, built := res.After["KIE"]; built {
				t.Errorf("a fleet was built in Kiel: %v", units(res.After))
			}
			if len(res.After) != 2 {
				t.Errorf("after %v, want two units", units(res.After))
			}
		})
	}
}

// DATC 6.H.11: a unit dislodged by a convoyed army may retreat to the
// province the army came from, and the judge says so from the movement
// phase itself (Dislodgement.ByConvoy), not only when a file says so. The
// same attack overland closes that province.
func TestDislodgedByConvoyFlow(t *testing.T) {
	m := board.Standard()
	pos := place("FRANCE A GAS", "FRANCE A BUR", "FRANCE F MAO", "FRANCE F WES", "FRANCE F LYO", "ITALY A MAR")
	support := supportMove("A BUR", "A GAS", "MAR")

	t.Run("DATC_6.H.11_by_convoy", func(t *testing.T) {
		res := Movement(m, pos, byProvince(
			viaConvoy("A GAS", "MAR"), support,
			convoy("F MAO", "A GAS", "MAR"), convoy("F WES", "A GAS", "MAR"), convoy("F LYO", "A GAS", "MAR"),
			hold("A MAR")))
		if len(res.Dislodged) != 1 {
			t.Fatalf("dislodged %+v, want the Italian army", res.Dislodged)
		}
		d := res.Dislodged[0]
		if d.Unit != u("A MAR") || d.Power != "ITALY" || d.AttackedFrom != "GAS" || !d.ByConvoy {
			t.Fatalf("dislodgement %+v, want A MAR attacked from GAS by convoy", d)
		}
		if r := find(res.Results, "MAR"); !r.Dislodged || r.Outcome != Fails {
			t.Errorf("A MAR result %+v, want dislodged", r)
		}
		for _, sea := range []string{"MAO", "WES", "LYO"} {
			wantOutcome(t, res.Results, sea, Succeeds)
		}
		if opts := RetreatOptions(m, res.After, d, res.Contested); !slices.Contains(opts, "GAS") {
			t.Errorf("retreat options %v, want Gascony among them", opts)
		}
		rr := Retreats(m, res.After, res.Dislodged, res.Contested, byProvince(retreat("A MAR", "GAS")))
		if len(rr.Results) != 1 || rr.Results[0].Outcome != Succeeds || rr.After["GAS"].Power != "ITALY" {
			t.Errorf("retreat to Gascony: %+v after %v", rr.Results, units(rr.After))
		}
	})

	t.Run("overland", func(t *testing.T) {
		res := Movement(m, pos, byProvince(move("A GAS", "MAR"), support, hold("A MAR")))
		if len(res.Dislodged) != 1 || res.Dislodged[0].ByConvoy || res.Dislodged[0].AttackedFrom != "GAS" {
			t.Fatalf("dislodged %+v, want A MAR attacked from GAS overland", res.Dislodged)
		}
		rr := Retreats(m, res.After, res.Dislodged, res.Contested, byProvince(retreat("A MAR", "GAS")))
		if len(rr.Results) != 1 || rr.Results[0].Outcome != Void {
			t.Errorf("retreat to the attacker's origin: %+v, want void", rr.Results)
		}
	})
}
