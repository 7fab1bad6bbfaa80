package judge

import (
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// DATC 6.A (swapping needs a convoy): two units ordered into each other's
// province with equal strength both stay, overland; the stronger side wins.
func TestHeadToHeadNeedsMoreStrength(t *testing.T) {
	m := board.Standard()
	pos := place("GERMANY A BER", "RUSSIA A PRU")
	res := Movement(m, pos, byProvince(move("A BER", "PRU"), move("A PRU", "BER")))
	wantOutcome(t, res.Results, "BER", Fails)
	wantOutcome(t, res.Results, "PRU", Fails)
	if res.After["BER"].Power != "GERMANY" || res.After["PRU"].Power != "RUSSIA" || len(res.Dislodged) != 0 {
		t.Errorf("after %v dislodged %+v; want both armies where they were", units(res.After), res.Dislodged)
	}

	// Supported on both sides, 2 against 2: still nobody moves. (Austria's
	// army comes first in the order of units, so this also checks that the
	// first unit is seen as a partner in the battle.)
	pos = place("AUSTRIA A BOH", "AUSTRIA A TYR", "GERMANY A MUN", "GERMANY A SIL")
	res = Movement(m, pos, byProvince(
		move("A BOH", "MUN"), supportMove("A TYR", "A BOH", "MUN"),
		move("A MUN", "BOH"), supportMove("A SIL", "A MUN", "BOH")))
	wantOutcome(t, res.Results, "BOH", Fails)
	wantOutcome(t, res.Results, "MUN", Fails)
	if len(res.Dislodged) != 0 {
		t.Errorf("dislodged %+v, want none", res.Dislodged)
	}
}

// DATC 6.D (support cut): any foreign attack on the supporter cuts its
// support, even when another attack on it does not count: one of the
// supporter's own power, or a convoyed army with no fleets to carry it.
func TestSupportCutByAnyForeignAttack(t *testing.T) {
	m := board.Standard()

	t.Run("after_an_attack_of_its_own_power", func(t *testing.T) {
		// Austria's own army from Bohemia comes first in the order of
		// units; Germany's attack from Munich still cuts Tyrolia.
		pos := place("AUSTRIA A BOH", "AUSTRIA A TRI", "AUSTRIA A TYR", "GERMANY A MUN", "ITALY A VEN")
		res := Movement(m, pos, byProvince(
			move("A BOH", "TYR"), move("A TRI", "VEN"), supportMove("A TYR", "A TRI", "VEN"),
			move("A MUN", "TYR"), hold("A VEN")))
		wantOutcome(t, res.Results, "TYR", Fails)
		wantOutcome(t, res.Results, "TRI", Fails)
		if len(res.Dislodged) != 0 {
			t.Errorf("dislodged %+v; the cut support must leave Venice standing", res.Dislodged)
		}
	})

	t.Run("after_a_convoyed_army_that_cannot_arrive", func(t *testing.T) {
		// England's army in London has no fleet to carry it to Holland:
		// it cuts nothing, and Russia's fleet from the North Sea still does.
		pos := place("ENGLAND A LON", "FRANCE A BEL", "GERMANY A HOL", "GERMANY A RUH", "RUSSIA F NTH")
		res := Movement(m, pos, byProvince(
			move("A LON", "HOL"), hold("A BEL"), supportMove("A HOL", "A RUH", "BEL"), move("A RUH", "BEL"),
			move("F NTH", "HOL")))
		wantOutcome(t, res.Results, "HOL", Fails)
		wantOutcome(t, res.Results, "RUH", Fails)
		if len(res.Dislodged) != 0 {
			t.Errorf("dislodged %+v; the cut support must leave Belgium standing", res.Dislodged)
		}
	})
}

// Rule 8 (adjustments): a power removes units only when it has more units
// than centers; otherwise a removal is void and the unit stays.
func TestNoRemovalWhenNoneIsDue(t *testing.T) {
	m := board.Standard()
	owners := map[string]string{"BER": "GERMANY", "KIE": "GERMANY", "MUN": "GERMANY"}
	for name, pos := range map[string]orders.Position{
		"as_many_units_as_centers": place("GERMANY A BER", "GERMANY A RUH", "GERMANY F KIE"),
		"fewer_units_than_centers": place("GERMANY A BER", "GERMANY A RUH"),
	} {
		t.Run(name, func(t *testing.T) {
			err := CheckAdjustment(m, pos, owners, "GERMANY", remove("A RUH"))
			if err == nil || !strings.Contains(err.Error(), "no units to remove") {
				t.Errorf("CheckAdjustment(REMOVE A RUH) = %v; want: no units to remove", err)
			}
			res := Adjustments(m, pos, owners, map[string][]orders.Order{"GERMANY": {remove("A RUH")}})
			sameList(t, "results", outcomes(res.Results), []string{"REMOVE A RUH void"})
			if res.After["RUH"].Unit != u("A RUH") || len(res.After) != len(pos) {
				t.Errorf("after %v; want every unit kept", units(res.After))
			}
		})
	}
}

// A fleet moves only to a coast it touches (DATC 6.B.3): ordered to the
// other coast, it stays, whatever the support.
func TestFleetToACoastItCannotReach(t *testing.T) {
	m := board.Standard()
	pos := place("FRANCE F GAS", "FRANCE F MAO")
	res := Movement(m, pos, byProvince(move("F GAS", "SPA/SC"), supportMove("F MAO", "F GAS", "SPA")))
	wantOutcome(t, res.Results, "GAS", Void)
	if res.After["GAS"].Unit != u("F GAS") {
		t.Errorf("after %v; want the fleet still in Gascony", units(res.After))
	}
	if _, ok := res.After["SPA"]; ok {
		t.Errorf("after %v; want Spain empty", units(res.After))
	}
}

// The judge's lists come in a fixed order, whatever the order given: retreat
// options alphabetically, retreat results by power then province.
func TestRetreatListsAreSorted(t *testing.T) {
	m := board.Standard()
	// An army dislodged from Munich by Burgundy, with every other way open.
	d := Dislodgement{Power: "GERMANY", Unit: u("A MUN"), AttackedFrom: "BUR"}
	want := []board.Loc{"BER", "BOH", "KIE", "RUH", "SIL", "TYR"}
	if got := RetreatOptions(m, place("FRANCE A MUN"), d, nil); !slices.Equal(got, want) {
		t.Errorf("options %v, want %v", got, want)
	}

	dislodged := []Dislodgement{
		{Power: "TURKEY", Unit: u("F ANK"), AttackedFrom: "BLA"},
		{Power: "GERMANY", Unit: u("A MUN"), AttackedFrom: "BUR"},
		{Power: "GERMANY", Unit: u("A BER"), AttackedFrom: "PRU"},
		{Power: "AUSTRIA", Unit: u("A VIE"), AttackedFrom: "GAL"},
	}
	res := Retreats(m, place("RUSSIA F ANK", "FRANCE A MUN", "RUSSIA A BER", "RUSSIA A VIE"), dislodged, nil, nil)
	var got []string
	for _, r := range res.Results {
		got = append(got, r.Power+" "+r.Order.Unit.String())
	}
	if strings.Join(got, ", ") != "AUSTRIA A VIE, GERMANY A BER, GERMANY A MUN, TURKEY F ANK" {
		t.Errorf("results in the order %v; want by power, then province", got)
	}
}
