package judge

import (
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
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

// A support across a crossing the map lets units move across but not
// support across (noSupport: loeb9's "COR ABUTS ... naf~", dpjudge-maps
// loeb9.map line 21, engine/maps/loeb9.json line 1893) is refused by the
// order checker, as DPjudge's Game.validOrder refuses it; should one reach
// the judge, it is void and adds nothing: Tunis's attack, supported from
// Cordoba, is held off by North Africa 1 against 1.
func TestNoSupportAcrossAStraitIsVoid(t *testing.T) {
	m, err := maps.Load("loeb9")
	if err != nil {
		t.Fatal(err)
	}
	pos := place("SPAIN A COR", "SPAIN A TUN", "ITALY A NAF")
	res := Movement(m, pos, byProvince(move("A TUN", "NAF"), supportMove("A COR", "A TUN", "NAF")))
	wantOutcome(t, res.Results, "COR", Void)
	wantCause(t, m, res.Results, "COR", NoSupport)
	wantCause(t, m, res.Results, "TUN", HeldOff, "A NAF")
	if len(res.Dislodged) != 0 {
		t.Errorf("dislodged %+v, want none", res.Dislodged)
	}
	// The same support from the Western Mediterranean dislodges.
	pos = place("SPAIN F WES", "SPAIN A TUN", "ITALY A NAF")
	res = Movement(m, pos, byProvince(move("A TUN", "NAF"), supportMove("F WES", "A TUN", "NAF")))
	wantOutcome(t, res.Results, "TUN", Succeeds)
}
