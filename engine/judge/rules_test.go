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

// DATC 6.D (support must match): a support for a move to one province is
// void when the unit moves somewhere else, and so is a support of nothing
// or of the supporter itself.
func TestSupportMustMatchTheOrder(t *testing.T) {
	m := board.Standard()
	pos := place("AUSTRIA A VIE", "AUSTRIA A TYR", "RUSSIA A WAR")
	res := Movement(m, pos, byProvince(
		move("A VIE", "GAL"), supportMove("A TYR", "A VIE", "BOH"), move("A WAR", "GAL")))
	wantOutcome(t, res.Results, "TYR", Void)
	wantOutcome(t, res.Results, "VIE", Fails) // 1 against 1 in Galicia
	wantOutcome(t, res.Results, "WAR", Fails)

	pos = place("GERMANY A MUN", "GERMANY A KIE", "FRANCE A RUH")
	res = Movement(m, pos, byProvince(
		supportMove("A MUN", "A BOH", "TYR"), supportMove("A KIE", "A KIE", "RUH"), move("A RUH", "KIE")))
	wantOutcome(t, res.Results, "MUN", Void)
	wantOutcome(t, res.Results, "KIE", Void)

	// A support of an army that is not there is void, even though another
	// army (Austria's, the first unit in the judge's order) makes the move.
	pos = place("AUSTRIA A BOH", "GERMANY A MUN", "ITALY A TYR")
	res = Movement(m, pos, byProvince(move("A BOH", "TYR"), supportMove("A MUN", "A VIE", "TYR"), hold("A TYR")))
	wantOutcome(t, res.Results, "MUN", Void)
	wantOutcome(t, res.Results, "BOH", Fails)
}

// DATC 6.C/6.F (convoys): a convoy order carries something only when a
// fleet at sea is ordered to carry an army that is moving where the convoy
// says; any other convoy order is void and the unit holds.
func TestConvoyOrdersThatCannotCarry(t *testing.T) {
	m := board.Standard()
	lonBel := viaConvoy("A LON", "BEL")
	for _, c := range []struct {
		name string
		pos  []string
		ords []orders.Order
		void string // the province of the void convoy order
	}{
		{"by_an_army", []string{"ENGLAND A LON", "ENGLAND F ENG", "ENGLAND A WAL"},
			[]orders.Order{lonBel, convoy("F ENG", "A LON", "BEL"), convoy("A WAL", "A LON", "BEL")}, "WAL"},
		{"by_a_fleet_on_a_coast", []string{"ENGLAND A LON", "ENGLAND F ENG", "ENGLAND F WAL"},
			[]orders.Order{lonBel, convoy("F ENG", "A LON", "BEL"), convoy("F WAL", "A LON", "BEL")}, "WAL"},
		{"of_a_fleet", []string{"ENGLAND F ENG", "ENGLAND F NTH"},
			[]orders.Order{move("F ENG", "BEL"), convoy("F NTH", "F ENG", "BEL")}, "NTH"},
		{"of_an_army_that_holds", []string{"ENGLAND A LON", "ENGLAND F ENG"},
			[]orders.Order{hold("A LON"), convoy("F ENG", "A LON", "BEL")}, "ENG"},
		{"to_another_place", []string{"ENGLAND A LON", "ENGLAND F ENG", "ENGLAND F NTH"},
			[]orders.Order{viaConvoy("A LON", "HOL"), convoy("F NTH", "A LON", "HOL"), convoy("F ENG", "A LON", "BEL")}, "ENG"},
		{"of_nobody", []string{"ENGLAND A EDI", "ENGLAND F NTH"}, // the army in Edinburgh comes first
			[]orders.Order{viaConvoy("A EDI", "BEL"), convoy("F NTH", "A WAL", "BEL")}, "NTH"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Movement(m, place(c.pos...), byProvince(c.ords...))
			wantOutcome(t, res.Results, c.void, Void)
		})
	}
}

// DATC 4.A.3 as the judge reads it: an army that can walk goes by convoy
// only if it asked to, or if a fleet of its own power convoys it on a chain
// of fleets that could carry it. An own fleet that no chain of fleets links
// to the army does not make it sail.
func TestOwnConvoyDoesNotMakeAWalkingArmySail(t *testing.T) {
	m := board.Standard()
	for name, pos := range map[string][]string{
		// Holland is occupied, but by an army: no link between Ruhr and the North Sea.
		"no_fleet_between": {"GERMANY A RUH", "GERMANY A HOL", "GERMANY F NTH"},
		// The Channel between Picardy and the North Sea is empty.
		"empty_sea_between": {"GERMANY A PIC", "GERMANY F NTH"},
	} {
		t.Run(name, func(t *testing.T) {
			army := u(strings.TrimPrefix(pos[0], "GERMANY "))
			res := Movement(m, place(pos...), byProvince(
				move(army.String(), "BEL"), convoy("F NTH", army.String(), "BEL")))
			wantOutcome(t, res.Results, army.Province(), Succeeds)
			if res.After["BEL"].Unit.Type != board.Army {
				t.Errorf("after %v; want the army in Belgium, overland", units(res.After))
			}
		})
	}
}

// A route the player writes out is followed as written: each sea must
// border the one before, even when the fleets named could carry the army
// in another order.
func TestWrittenRouteIsFollowed(t *testing.T) {
	m := board.Standard()
	pos := place("ENGLAND A LON", "ENGLAND F NTH", "ENGLAND F NWG")
	convoys := []orders.Order{convoy("F NTH", "A LON", "NWY"), convoy("F NWG", "A LON", "NWY")}
	for _, c := range []struct {
		route []string
		want  Outcome
	}{
		{[]string{"NTH"}, Succeeds},
		{[]string{"NTH", "NWG"}, Succeeds},
		{[]string{"NWG"}, Fails},        // London does not border the Norwegian Sea
		{[]string{"NWG", "NTH"}, Fails}, // nor in this order
		{[]string{"ENG"}, Fails},        // no fleet in the Channel
	} {
		o := move("A LON", "NWY")
		o.Route = c.route
		res := Movement(m, pos, byProvince(append(convoys, o)...))
		if r := find(res.Results, "LON"); r.Outcome != c.want {
			t.Errorf("A LON - %s - NWY: %v, want %v", strings.Join(c.route, " - "), r.Outcome, c.want)
		}
	}
}

// The judge takes what it is given: a unit at a place not on the map holds
// with its order void, and the phase still settles.
func TestUnitOffTheMapHolds(t *testing.T) {
	m := board.Standard()
	res := Movement(m, place("FRANCE A XYZ", "FRANCE A PAR"), byProvince(move("A XYZ", "PAR"), move("A PAR", "XYZ")))
	wantOutcome(t, res.Results, "XYZ", Void)
	wantOutcome(t, res.Results, "PAR", Void)
	if len(res.After) != 2 {
		t.Errorf("after %v", units(res.After))
	}
}

// Rule 8: a removal may be written DISBAND as well as REMOVE.
func TestDisbandIsARemoval(t *testing.T) {
	m := board.Standard()
	pos := place("FRANCE A PAR", "FRANCE A PIC")
	own := map[string]string{"PAR": "FRANCE"}
	o := remove("A PAR")
	o.Kind = orders.Disband
	res := Adjustments(m, pos, own, map[string][]orders.Order{"FRANCE": {o}})
	sameList(t, "results", outcomes(res.Results), []string{o.String() + " succeeds"})
	sameList(t, "after", units(res.After), []string{"FRANCE A PIC"})
}
