package judge

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// u builds a unit from "F SPA/NC".
func u(s string) orders.Unit {
	t, loc, _ := strings.Cut(s, " ")
	return orders.Unit{Type: board.UnitType(t[0]), Loc: board.Loc(loc)}
}

// place builds a position from "FRANCE F BRE" lines.
func place(lines ...string) orders.Position {
	pos := orders.Position{}
	for _, l := range lines {
		power, unit, _ := strings.Cut(l, " ")
		x := u(unit)
		pos[x.Province()] = orders.Placed{Power: power, Unit: x}
	}
	return pos
}

func move(unit, dest string) orders.Order {
	return orders.Order{Unit: u(unit), Kind: orders.Move, Dest: board.Loc(dest)}
}

func supportMove(unit, target, to string) orders.Order {
	return orders.Order{Unit: u(unit), Kind: orders.Support, Target: u(target), To: to}
}

func byProvince(os ...orders.Order) map[string]orders.Order {
	out := map[string]orders.Order{}
	for _, o := range os {
		out[o.Unit.Province()] = o
	}
	return out
}

func TestOutcomeString(t *testing.T) {
	for o, want := range map[Outcome]string{Succeeds: "succeeds", Fails: "fails", Void: "void", Outcome(9): "unknown"} {
		if o.String() != want {
			t.Errorf("%d: %q, want %q", o, o.String(), want)
		}
	}
}

func TestMovement(t *testing.T) {
	m := board.Standard()

	// DATC 6.B.9: a coast written in a support must be the coast the
	// supported fleet moves to, or the support is void.
	t.Run("DATC_6.B.9_support_with_the_wrong_coast_is_void", func(t *testing.T) {
		pos := place("FRANCE F POR", "FRANCE F MAO", "ITALY F LYO", "ITALY F WES")
		res := Movement(m, pos, byProvince(
			supportMove("F POR", "F MAO", "SPA/NC"), move("F MAO", "SPA/SC"),
			supportMove("F LYO", "F WES", "SPA/SC"), move("F WES", "SPA/SC")))
		if got := res.After["SPA"]; got.Power != "ITALY" || got.Unit.Loc != "SPA/SC" {
			t.Fatalf("Spain holds %+v, want the Italian fleet on the south coast", got)
		}
		if r := find(res.Results, "POR"); r.Outcome != Void {
			t.Errorf("Portugal's support is %v, want void", r.Outcome)
		}
	})

	// DATC 6.C.1: three units moving in a circle all move.
	t.Run("DATC_6.C.1_circular_movement_succeeds", func(t *testing.T) {
		pos := place("TURKEY F ANK", "TURKEY A CON", "TURKEY A SMY")
		res := Movement(m, pos, byProvince(move("F ANK", "CON"), move("A CON", "SMY"), move("A SMY", "ANK")))
		for _, r := range res.Results {
			if r.Outcome != Succeeds {
				t.Errorf("%s %v, want succeeds", r.Order, r.Outcome)
			}
		}
		if res.After["ANK"].Unit.Type != board.Army || res.After["CON"].Unit.Type != board.Fleet {
			t.Errorf("after: %v", units(res.After))
		}
	})

	// DATC 6.E.1 and rule 8 (contested): a dislodged unit is reported with
	// its attacker's origin; a plain standoff leaves its province contested.
	t.Run("dislodgement_and_standoff_are_reported", func(t *testing.T) {
		pos := place("GERMANY A BER", "GERMANY A RUH", "RUSSIA A PRU", "RUSSIA A SIL", "AUSTRIA A BOH")
		res := Movement(m, pos, byProvince(
			move("A PRU", "BER"), supportMove("A SIL", "A PRU", "BER"),
			move("A BOH", "MUN"), move("A RUH", "MUN")))
		if len(res.Dislodged) != 1 || res.Dislodged[0].Unit != u("A BER") || res.Dislodged[0].AttackedFrom != "PRU" {
			t.Fatalf("dislodged %+v, want A BER attacked from PRU", res.Dislodged)
		}
		if strings.Join(res.Contested, ",") != "MUN" {
			t.Errorf("contested %v, want [MUN]", res.Contested)
		}
		if r := find(res.Results, "BER"); !r.Dislodged || r.Outcome != Fails {
			t.Errorf("A BER result %+v", r)
		}
	})

	// A unit whose order names another kind of phase holds; orders for
	// empty provinces are ignored.
	t.Run("orders_that_do_not_fit_make_the_unit_hold", func(t *testing.T) {
		pos := place("FRANCE A PAR")
		res := Movement(m, pos, map[string]orders.Order{
			"PAR": {Unit: u("A PAR"), Kind: orders.Build},
			"BUR": move("A BUR", "MUN"),
		})
		if len(res.Results) != 1 || res.Results[0].Outcome != Void || res.After["PAR"].Power != "FRANCE" {
			t.Fatalf("results %+v after %v", res.Results, units(res.After))
		}
	})
}

func find(rs []OrderResult, prov string) OrderResult {
	for _, r := range rs {
		if r.Order.Unit.Province() == prov {
			return r
		}
	}
	return OrderResult{}
}

// TestMovementNeverPanics throws random orders, legal or not, at the opening
// position: the judge must neither panic nor lose or duplicate a unit.
func TestMovementNeverPanics(t *testing.T) {
	m := board.Standard()
	pos := orders.Position{}
	for _, s := range m.Start {
		pos[s.Loc.Province()] = orders.Placed{Power: s.Power, Unit: orders.Unit{Type: s.Type, Loc: s.Loc}}
	}
	var locs []board.Loc
	for _, p := range m.Provinces {
		locs = append(locs, board.Loc(p.ID))
		for _, c := range p.Coasts {
			locs = append(locs, board.Loc(p.ID+"/"+c))
		}
	}
	locs = append(locs, "XYZ", "")
	rng := rand.New(rand.NewSource(1))
	pick := func() board.Loc { return locs[rng.Intn(len(locs))] }
	for round := 0; round < 300; round++ {
		ords := map[string]orders.Order{}
		for prov, p := range pos {
			o := orders.Order{Unit: p.Unit, Kind: orders.Kind(rng.Intn(10))}
			o.Dest, o.To = pick(), string(pick())
			o.Target = orders.Unit{Type: board.UnitType("AF"[rng.Intn(2)]), Loc: pick()}
			o.ViaConvoy = rng.Intn(4) == 0
			if rng.Intn(10) == 0 {
				o.Route = []string{string(pick()), string(pick())}
			}
			ords[prov] = o
		}
		res := Movement(m, pos, ords)
		if len(res.After)+len(res.Dislodged) != len(pos) {
			t.Fatalf("round %d: %d units after, %d dislodged, from %d", round, len(res.After), len(res.Dislodged), len(pos))
		}
	}
}

// BenchmarkDATC adjudicates all 167 DATC cases (movement, retreats and
// adjustments); the orders are read before the timer starts.
func BenchmarkDATC(b *testing.B) {
	m := board.Standard()
	var runs []func() (orders.Position, []string)
	for _, c := range loadDATC(b) {
		runs = append(runs, prepare(b, m, c))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, run := range runs {
			run()
		}
	}
}

// TestMovementPlausibleOrdersSettle gives random positions orders a player
// could really write (moves to neighbours, matching supports, convoys by
// fleets at sea): every phase must settle with no two units in a province
// and every unit either placed or dislodged.
func TestMovementPlausibleOrdersSettle(t *testing.T) {
	m := board.Standard()
	rng := rand.New(rand.NewSource(7))
	var provs []string
	for _, p := range m.Provinces {
		if p.Terrain != board.Shut {
			provs = append(provs, p.ID)
		}
	}
	powers := []string{"ENGLAND", "FRANCE", "GERMANY"}
	for round := 0; round < 400; round++ {
		pos := orders.Position{}
		for _, id := range provs {
			if rng.Intn(3) != 0 {
				continue
			}
			p := m.Province(id)
			t := board.Army
			if p.Terrain == board.Sea || (p.Terrain == board.Coast && rng.Intn(2) == 0) {
				t = board.Fleet
			}
			loc := board.Loc(id)
			if t == board.Fleet && len(p.Coasts) > 0 {
				loc = board.Loc(id + "/" + p.Coasts[rng.Intn(len(p.Coasts))])
			}
			pos[id] = orders.Placed{Power: powers[rng.Intn(len(powers))], Unit: orders.Unit{Type: t, Loc: loc}}
		}
		ords := map[string]orders.Order{}
		var moves []orders.Order
		for prov, p := range pos {
			if rng.Intn(2) == 0 {
				continue
			}
			var near []board.Loc
			if p.Unit.Type == board.Army {
				for _, n := range m.ArmyAdj[prov] {
					near = append(near, board.Loc(n))
				}
			} else {
				near = m.FleetAdj[p.Unit.Loc]
			}
			if len(near) == 0 {
				continue
			}
			o := orders.Order{Unit: p.Unit, Kind: orders.Move, Dest: near[rng.Intn(len(near))]}
			if p.Unit.Type == board.Army && rng.Intn(4) == 0 {
				o.Dest = board.Loc(provs[rng.Intn(len(provs))])
				o.ViaConvoy = true
			}
			ords[prov] = o
			moves = append(moves, o)
		}
		for prov, p := range pos {
			if _, busy := ords[prov]; busy || len(moves) == 0 {
				continue
			}
			mv := moves[rng.Intn(len(moves))]
			if p.Unit.Type == board.Fleet && m.IsSea(prov) && mv.Unit.Type == board.Army && rng.Intn(2) == 0 {
				ords[prov] = orders.Order{Unit: p.Unit, Kind: orders.Convoy, Target: mv.Unit, To: mv.Dest.Province()}
			} else {
				ords[prov] = orders.Order{Unit: p.Unit, Kind: orders.Support, Target: mv.Unit, To: mv.Dest.Province()}
			}
		}
		res := Movement(m, pos, ords)
		if len(res.After)+len(res.Dislodged) != len(pos) {
			t.Fatalf("round %d: %d after + %d dislodged != %d units", round, len(res.After), len(res.Dislodged), len(pos))
		}
		if len(res.Results) != len(pos) {
			t.Fatalf("round %d: %d results for %d units", round, len(res.Results), len(pos))
		}
		again := Movement(m, pos, ords)
		if strings.Join(outcomes(res.Results), ";") != strings.Join(outcomes(again.Results), ";") {
			t.Fatalf("round %d: two runs differ", round)
		}
	}
}

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
func wantOutcome(t *testing.T, rs []OrderResult, prov string, want Outcome) {
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
