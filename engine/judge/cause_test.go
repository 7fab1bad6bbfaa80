package judge

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// wantCause fails the test unless the order of the unit in prov has the
// reason want and, if by is given, names exactly those units.
func wantCause(t *testing.T, m *board.Map, rs []OrderResult, prov string, want Reason, by ...string) {
	t.Helper()
	r := find(rs, prov)
	if r.Order.Unit.Loc == "" {
		t.Errorf("no result for the unit in %s", prov)
		return
	}
	if r.Cause.Reason != want {
		t.Errorf("%s %v: cause %q (%s), want %q", r.Order, r.Outcome, r.Cause.Reason, r.Cause.Words(m), want)
		return
	}
	if by == nil {
		return
	}
	var got []string
	for _, u := range r.Cause.By {
		got = append(got, u.String())
	}
	if strings.Join(got, ", ") != strings.Join(by, ", ") {
		t.Errorf("%s: cause names %v, want %v", r.Order, got, by)
	}
}

// TestMovementCauses has one board per reason the movement rules give.
func TestMovementCauses(t *testing.T) {
	m := board.Standard()
	build := orders.Order{Unit: u("A PAR"), Kind: orders.Build}
	cases := []struct {
		name   string
		pos    orders.Position
		ords   []orders.Order
		prov   string
		reason Reason
		by     []string
	}{
		{"bounce_of_equal_strength", place("FRANCE A BUR", "GERMANY A MUN"),
			[]orders.Order{move("A BUR", "RUH"), move("A MUN", "RUH")}, "BUR", Bounced, []string{"A MUN"}},
		{"held_off_by_a_unit_that_stays", place("FRANCE A BUR", "GERMANY A MUN"),
			[]orders.Order{move("A BUR", "MUN")}, "BUR", HeldOff, []string{"A MUN"}},
		{"head_to_head_lost", place("FRANCE A BUR", "FRANCE A RUH", "GERMANY A MUN"),
			[]orders.Order{move("A BUR", "MUN"), supportMove("A RUH", "A BUR", "MUN"), move("A MUN", "BUR")}, "MUN", HeadToHeadLost, []string{"A BUR"}},
		{"self_dislodgement", place("FRANCE A BUR", "FRANCE A PAR"),
			[]orders.Order{move("A PAR", "BUR")}, "PAR", SelfDislodgement, []string{"A BUR"}},
		// A chain behind a move that fails: the units behind are stopped
		// by their own army that could not get away, not by a hold.
		{"own_unit_could_not_move_away", place("FRANCE A BUR", "FRANCE A RUH", "GERMANY A PAR"),
			[]orders.Order{move("A BUR", "PAR"), move("A RUH", "BUR")}, "RUH", NotVacated, []string{"A BUR"}},
		{"foreign_unit_could_not_move_away", place("FRANCE A BUR", "GERMANY A RUH", "GERMANY A PAR"),
			[]orders.Order{move("A BUR", "PAR"), move("A RUH", "BUR")}, "RUH", NotVacated, []string{"A BUR"}},
		{"no_convoy_at_all", place("ENGLAND A LON"),
			[]orders.Order{move("A LON", "NWY")}, "LON", NoConvoyRoute, nil},
		{"support_cut", place("FRANCE A BUR", "FRANCE A PAR", "GERMANY A RUH"),
			[]orders.Order{supportMove("A PAR", "A BUR", ""), move("A RUH", "BUR")}, "PAR", NoReason, nil},
		{"support_cut_by_a_foreign_attack", place("FRANCE A BUR", "FRANCE A PIC", "GERMANY A BEL"),
			[]orders.Order{supportMove("A PIC", "A BUR", ""), move("A BEL", "PIC")}, "PIC", SupportCut, []string{"A BEL"}},
		{"dislodged", place("FRANCE A BUR", "GERMANY A MUN", "GERMANY A RUH"),
			[]orders.Order{move("A MUN", "BUR"), supportMove("A RUH", "A MUN", "BUR")}, "BUR", Dislodged, []string{"A MUN"}},
		// Rule 9's standoff with one attack stronger than the hold: the
		// garrison stands because the German army stood the French one off.
		{"beleaguered_garrison_with_one_stronger_attack",
			place("FRANCE A BUR", "FRANCE A RUH", "GERMANY A BOH", "GERMANY A MUN", "GERMANY A TYR"),
			[]orders.Order{move("A BUR", "MUN"), supportMove("A RUH", "A BUR", "MUN"), move("A BOH", "MUN"), supportMove("A TYR", "A BOH", "MUN")},
			"MUN", BeleagueredGarrison, []string{"A BUR", "A BOH"}},
		{"move_out_of_reach", place("FRANCE A PAR"),
			[]orders.Order{move("A PAR", "ENG")}, "PAR", Unreachable, nil},
		{"move_to_its_own_province", place("FRANCE A PAR"),
			[]orders.Order{move("A PAR", "PAR")}, "PAR", OwnProvince, nil},
		{"support_of_nobody", place("FRANCE A PAR"),
			[]orders.Order{supportMove("A PAR", "A BUR", "")}, "PAR", NotThere, nil},
		{"support_of_a_hold_that_moves", place("FRANCE A PAR", "FRANCE A BUR"),
			[]orders.Order{supportMove("A PAR", "A BUR", ""), move("A BUR", "PIC")}, "PAR", Unmatched, []string{"A BUR"}},
		{"convoy_by_an_army", place("FRANCE A PAR", "FRANCE A BUR"),
			[]orders.Order{convoy("A PAR", "A BUR", "GAS")}, "PAR", NotAtSea, nil},
		{"a_build_in_a_movement_phase", place("FRANCE A PAR"),
			[]orders.Order{build}, "PAR", NotThisPhase, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := Movement(m, c.pos, byProvince(c.ords...))
			wantCause(t, m, res.Results, c.prov, c.reason, c.by...)
		})
	}
	// The support above is cut in the province it supports into: not cut at
	// all, since the attack comes from where it is given (rule 6, DATC 6.D.7).
}

// TestRetreatCauses: rule 8's retreat clauses, each with its reason.
func TestRetreatCauses(t *testing.T) {
	m := board.Standard()
	after := place("RUSSIA F ANK", "RUSSIA F CON")
	ank := Dislodgement{Power: "TURKEY", Unit: u("F ANK"), AttackedFrom: "BLA"}
	t.Run("rule_8_attacker_origin", func(t *testing.T) {
		res := Retreats(m, after, []Dislodgement{ank}, nil, byProvince(retreat("F ANK", "BLA")))
		wantCause(t, m, res.Results, "ANK", RetreatBlocked)
		if !strings.Contains(res.Results[0].Cause.Words(m), "attacker came from") {
			t.Errorf("cause says %q", res.Results[0].Cause.Words(m))
		}
	})
	// A refused retreat disbands the unit, as no order does, and says so:
	// "void: A RUM cannot reach Budapest in one move" alone left a player
	// looking for the unit (seen in a Youngstown game, Fall 1901).
	t.Run("rule_8_refused_retreat_says_disbanded", func(t *testing.T) {
		for _, to := range []string{"BLA", "CON", "SMY"} {
			res := Retreats(m, after, []Dislodgement{ank}, nil, byProvince(retreat("F ANK", to)))
			wantCause(t, m, res.Results, "ANK", RetreatBlocked)
			if w := res.Results[0].Cause.Words(m); !strings.HasSuffix(w, ", so it is disbanded") {
				t.Errorf("F ANK - %s: cause says %q, not that the unit is disbanded", to, w)
			}
			if res.After["ANK"].Power != "RUSSIA" || len(res.After) != 2 {
				t.Errorf("F ANK - %s: after %v", to, units(res.After))
			}
		}
	})
	t.Run("rule_8_no_order_disbands", func(t *testing.T) {
		res := Retreats(m, after, []Dislodgement{ank}, nil, nil)
		wantCause(t, m, res.Results, "ANK", NoRetreatOrdered)
	})
	t.Run("rule_8_two_retreats_to_one_province", func(t *testing.T) {
		a := Dislodgement{Power: "FRANCE", Unit: u("A BUR"), AttackedFrom: "MUN"}
		b := Dislodgement{Power: "GERMANY", Unit: u("A RUH"), AttackedFrom: "HOL"}
		res := Retreats(m, orders.Position{}, []Dislodgement{a, b}, nil,
			byProvince(retreat("A BUR", "BEL"), retreat("A RUH", "BEL")))
		wantCause(t, m, res.Results, "BUR", RetreatStandoff, "A RUH")
		wantCause(t, m, res.Results, "RUH", RetreatStandoff, "A BUR")
	})
}

// TestAdjustmentCauses: builds and removals refused, the count used up, and
// civil disorder.
func TestAdjustmentCauses(t *testing.T) {
	m := board.Standard()
	owners := map[string]string{"BER": "GERMANY", "KIE": "GERMANY", "MUN": "GERMANY"}
	res := Adjustments(m, place("GERMANY A BER"), owners, map[string][]orders.Order{
		"GERMANY": {build("A PAR"), build("A KIE"), build("F KIE"), waive, build("A MUN")},
	})
	// Due: 3 centers less 1 unit = 2 builds: Kiel and the waive.
	want := []Reason{AdjustmentRefused, NoReason, AdjustmentRefused, NoReason, CountReached}
	for i, r := range res.Results {
		if i < len(want) && r.Cause.Reason != want[i] {
			t.Errorf("%s %v: cause %q (%s), want %q", r.Order, r.Outcome, r.Cause.Reason, r.Cause.Words(m), want[i])
		}
	}
	if w := res.Results[2].Cause.Words(m); !strings.Contains(w, "occupied") {
		t.Errorf("a second build in Kiel says %q, want that Kiel is occupied", w)
	}
	if w := res.Results[0].Cause.Words(m); !strings.Contains(w, "home supply center") {
		t.Errorf("a build in Paris says %q", w)
	}
	cd := Adjustments(m, place("GERMANY A BER", "GERMANY A MUN", "GERMANY F NTH"),
		map[string]string{"BER": "GERMANY"}, nil)
	n := 0
	for _, r := range cd.Results {
		if r.CivilDisorder != (r.Cause.Reason == CivilDisorder) {
			t.Errorf("%s: civil disorder %v, cause %q", r.Order, r.CivilDisorder, r.Cause.Reason)
		}
		if r.CivilDisorder {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d removals by civil disorder, want 2", n)
	}
}

// Reasons by the outcome they may explain.
var (
	successReasons = []Reason{NoReason, CircularMovement, Swap, BeleagueredGarrison}
	failureReasons = []Reason{Bounced, HeldOff, NotVacated, HeadToHeadLost, SelfDislodgement, NoConvoyRoute, ConvoyParadox, NoStrength, SupportCut, Dislodged}
	voidReasons    = []Reason{Unreachable, NoSupport, OwnProvince, NotThere, Unmatched, WrongCoast, NotAtSea, Overland, NotThisPhase}
)

func oneOf(r Reason, rs []Reason) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// TestCausesAgreeWithOutcomes: on every DATC movement case and on random
// phases of orders a player could write, each result's cause fits its
// outcome, names the units the rule looked at, and is the same on a second
// run.
func TestCausesAgreeWithOutcomes(t *testing.T) {
	m := board.Standard()
	check := func(t *testing.T, name string, pos orders.Position, ords map[string]orders.Order) {
		res := Movement(m, pos, ords)
		if again := Movement(m, pos, ords); !reflect.DeepEqual(res.Results, again.Results) {
			t.Fatalf("%s: two runs give different results or causes", name)
		}
		from := map[string]string{}
		for _, d := range res.Dislodged {
			from[d.Unit.Province()] = d.AttackedFrom
		}
		for _, r := range res.Results {
			c := r.Cause
			var fits bool
			switch r.Outcome {
			case Succeeds:
				fits = oneOf(c.Reason, successReasons)
			case Fails:
				fits = oneOf(c.Reason, failureReasons)
			case Void:
				fits = oneOf(c.Reason, voidReasons)
			}
			if !fits {
				t.Errorf("%s: %s %v with cause %q", name, r.Order, r.Outcome, c.Reason)
			}
			if c.Reason != NoReason && c.Words(m) == "" {
				t.Errorf("%s: %s: cause %q has no words", name, r.Order, c.Reason)
			}
			if r.Dislodged != (r.DislodgedBy.Loc != "") || (r.Dislodged && r.DislodgedBy.Province() != from[r.Order.Unit.Province()]) {
				t.Errorf("%s: %s dislodged %v by %q, attacked from %q", name, r.Order, r.Dislodged, r.DislodgedBy, from[r.Order.Unit.Province()])
			}
			switch c.Reason {
			case Dislodged:
				if !r.Dislodged || len(c.By) != 1 || c.By[0] != r.DislodgedBy || c.From != r.DislodgedBy.Province() {
					t.Errorf("%s: %s says dislodged by %v from %s; the board says %v by %v", name, r.Order, c.By, c.From, r.Dislodged, r.DislodgedBy)
				}
			case Bounced, HeldOff, NotVacated, HeadToHeadLost:
				if len(c.By) == 0 || c.Strength > c.Against {
					t.Errorf("%s: %s %q by %v at %d against %d", name, r.Order, c.Reason, c.By, c.Strength, c.Against)
				}
				for _, b := range c.By {
					o := ords[b.Province()]
					into := o.Kind == orders.Move && board.Loc(o.Dest).Province() == r.Order.Dest.Province()
					if (c.Reason == Bounced) != into && c.Reason != HeldOff && c.Reason != NotVacated {
						t.Errorf("%s: %s bounced with %s, whose order is %s", name, r.Order, b, o)
					}
					if (c.Reason == HeldOff || c.Reason == NotVacated) && b.Province() != r.Order.Dest.Province() {
						t.Errorf("%s: %s held off by %s, not in its destination", name, r.Order, b)
					}
				}
			case SupportCut:
				cutter := pos[c.By[0].Province()]
				o := ords[c.By[0].Province()]
				if cutter.Power == r.Power || o.Kind != orders.Move || o.Dest.Province() != r.Order.Unit.Province() {
					t.Errorf("%s: %s cut by %s %s of %s", name, r.Order, c.By[0], o, cutter.Power)
				}
			}
		}
	}
	for _, c := range loadDATC(t) {
		if c.Phase == "movement" {
			pos := position(t, m, c.Prestate)
			check(t, c.ID, pos, movementOrders(t, m, pos, c.Orders))
		}
	}
	rng := rand.New(rand.NewSource(21))
	var provs []string
	for _, p := range m.Provinces {
		if p.Terrain != board.Shut {
			provs = append(provs, p.ID)
		}
	}
	powers := []string{"ENGLAND", "FRANCE", "GERMANY"}
	for round := 0; round < 500; round++ {
		pos := orders.Position{}
		var units []orders.Unit
		for _, id := range provs {
			if rng.Intn(3) != 0 {
				continue
			}
			p := m.Province(id)
			unit := orders.Unit{Type: board.Army, Loc: board.Loc(id)}
			if p.Terrain == board.Sea || (p.Terrain == board.Coast && rng.Intn(2) == 0) {
				unit.Type = board.Fleet
				if len(p.Coasts) > 0 {
					unit.Loc = board.Loc(id + "/" + p.Coasts[rng.Intn(len(p.Coasts))])
				}
			}
			pos[id] = orders.Placed{Power: powers[rng.Intn(len(powers))], Unit: unit}
			units = append(units, unit)
		}
		ords := map[string]orders.Order{}
		for _, unit := range units {
			other := units[rng.Intn(len(units))]
			var o orders.Order
			switch rng.Intn(5) {
			case 0:
				o = orders.Order{Unit: unit, Kind: orders.Hold}
			case 1, 2:
				o = orders.Order{Unit: unit, Kind: orders.Move, Dest: board.Loc(provs[rng.Intn(len(provs))]), ViaConvoy: rng.Intn(5) == 0}
				if near := neighbours(m, unit); len(near) > 0 && rng.Intn(3) > 0 {
					o.Dest = near[rng.Intn(len(near))]
				}
			case 3:
				o = orders.Order{Unit: unit, Kind: orders.Support, Target: other}
				if oo, ok := ords[other.Province()]; ok && oo.Kind == orders.Move {
					o.To = string(oo.Dest.Province())
				}
			case 4:
				o = orders.Order{Unit: unit, Kind: orders.Convoy, Target: other, To: provs[rng.Intn(len(provs))]}
			}
			ords[unit.Province()] = o
		}
		check(t, "random phase", pos, ords)
	}
}

func neighbours(m *board.Map, unit orders.Unit) []board.Loc {
	if unit.Type == board.Fleet {
		return m.FleetAdj[unit.Loc]
	}
	var near []board.Loc
	for _, n := range m.ArmyAdj[unit.Province()] {
		near = append(near, board.Loc(n))
	}
	return near
}

func TestReasonNames(t *testing.T) {
	seen := map[string]Reason{}
	for r := Bounced; r <= CivilDisorder; r++ {
		name := r.String()
		if name == "" || name == "unknown" {
			t.Errorf("reason %d has no name", r)
		}
		if other, dup := seen[name]; dup {
			t.Errorf("reasons %d and %d are both %q", other, r, name)
		}
		seen[name] = r
	}
	if NoReason.String() != "" || Reason(-1).String() != "unknown" || (CivilDisorder+1).String() != "unknown" {
		t.Error("the names at the ends are wrong")
	}
}

// DATC 6.D.x (no self-dislodgement): a power's support does not count in an
// attack on its own unit, and the cause says so, naming the support.
func TestHeldOffNamesTheSupportThatDidNotCount(t *testing.T) {
	m := board.Standard()
	pos := place("AUSTRIA F ALB", "AUSTRIA A SER", "ITALY F ION")
	res := Movement(m, pos, byProvince(supportMove("A SER", "F ION", "ALB"), move("F ION", "ALB")))
	wantCause(t, m, res.Results, "ION", HeldOff, "F ALB")
	if w := find(res.Results, "ION").Cause.Words(m); !strings.Contains(w, "the support of A SER does not count") {
		t.Errorf("the cause says %q", w)
	}
	// Without the Austrian support there is nothing to explain.
	res = Movement(m, pos, byProvince(move("F ION", "ALB")))
	if n := find(res.Results, "ION").Cause.Note; n != "" {
		t.Errorf("a plain hold off notes %q", n)
	}
}
