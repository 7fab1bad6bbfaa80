package judge

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/board/boardtest"
	"github.com/payola-gm/payola/engine/orders"
)

func build(unit string) orders.Order { return orders.Order{Unit: u(unit), Kind: orders.Build} }

func remove(unit string) orders.Order { return orders.Order{Unit: u(unit), Kind: orders.Remove} }

var waive = orders.Order{Kind: orders.Waive}

func outcomes(rs []OrderResult) []string {
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

// Rule 8's adjustments through the judge's own API, over random boards and
// random orders (builds anywhere, twice in one center, on both coasts of
// one, removals of any unit, waives): a power never changes more units than
// it is due; a build succeeds only in an unoccupied home center it owns,
// once per center whatever the coast, with a unit that can stand there; a
// removal succeeds only on its own unit, once; civil disorder removes
// exactly the shortfall; and the board after is the board before with the
// successes applied. The game layer refuses a second order for one center
// as a line; the judge, called directly, must not carry out both.
func TestAdjustmentsProperty(t *testing.T) {
	m := board.Standard()
	rng := rand.New(rand.NewSource(1901))
	var centers []string
	for _, p := range m.Provinces {
		if p.Center {
			centers = append(centers, p.ID)
		}
	}
	all := boardtest.Placements(m)
	var powers []string
	for _, p := range m.Powers {
		powers = append(powers, p.Name)
	}
	const boards = 2000
	for range boards {
		owners := map[string]string{}
		for _, c := range centers {
			if rng.Intn(4) > 0 {
				owners[c] = powers[rng.Intn(len(powers))]
			}
		}
		pos := orders.Position{}
		for range rng.Intn(25) {
			p := all[rng.Intn(len(all))]
			pos[p.Loc.Province()] = orders.Placed{Power: powers[rng.Intn(len(powers))], Unit: orders.Unit{Type: p.Type, Loc: p.Loc}}
		}
		ords := map[string][]orders.Order{}
		for _, power := range powers {
			for range rng.Intn(5) {
				var o orders.Order
				switch k := rng.Intn(6); {
				case k < 3: // a build, often in a home center, sometimes again
					p := all[rng.Intn(len(all))]
					if home := m.Power(power).Homes; rng.Intn(2) == 0 {
						h := board.Loc(home[rng.Intn(len(home))])
						p = boardtest.Placement{Type: board.Army, Loc: h}
						if prov := m.Province(string(h)); len(prov.Coasts) > 0 {
							p = boardtest.Placement{Type: board.Fleet, Loc: board.Loc(prov.ID + "/" + prov.Coasts[rng.Intn(len(prov.Coasts))])}
						}
					}
					o = orders.Order{Kind: orders.Build, Unit: orders.Unit{Type: p.Type, Loc: p.Loc}}
				case k < 5:
					us := pos.Sorted()
					if len(us) == 0 {
						continue
					}
					o = orders.Order{Kind: orders.Remove, Unit: us[rng.Intn(len(us))].Unit}
				default:
					o = orders.Order{Kind: orders.Waive}
				}
				ords[power] = append(ords[power], o)
			}
		}
		res := Adjustments(m, pos, owners, ords)
		checkAdjustments(t, m, pos, owners, res)
	}
	t.Logf("%d random boards", boards)
}

func checkAdjustments(t *testing.T, m *board.Map, pos orders.Position, owners map[string]string, res AdjustResult) {
	t.Helper()
	due := map[string]int{}
	for _, o := range owners {
		due[o]++
	}
	for _, u := range pos {
		due[u.Power]--
	}
	want := orders.Position{}
	for p, u := range pos {
		want[p] = u
	}
	changed := map[string]int{}
	built := map[string]bool{}
	for _, r := range res.Results {
		if r.Outcome != Succeeds {
			continue
		}
		o := r.Order
		prov := o.Unit.Loc.Province()
		switch o.Kind {
		case orders.Build:
			_, full := pos[prov]
			if m.HomePower(prov) != r.Power || owners[prov] != r.Power || full || built[prov] || !boardtest.Stands(m, o.Unit.Type, o.Unit.Loc) {
				t.Errorf("%s %s succeeds: owner %q, home of %q, occupied %v, built already %v", r.Power, o, owners[prov], m.HomePower(prov), full, built[prov])
			}
			built[prov] = true
			want[prov] = orders.Placed{Power: r.Power, Unit: o.Unit}
			changed[r.Power]++
		case orders.Remove, orders.Disband:
			if u, ok := want[prov]; !ok || u.Power != r.Power || built[prov] {
				t.Errorf("%s %s succeeds on %v", r.Power, o, u)
			}
			delete(want, prov)
			changed[r.Power]--
		case orders.Waive:
			changed[r.Power]++
		}
	}
	for power, n := range changed {
		d := due[power]
		if d > 0 && (n < 0 || n > d) || d <= 0 && (n > 0 || n < d) {
			t.Errorf("%s due %+d, changed %+d", power, d, n)
		}
		if d < 0 && n != d {
			t.Errorf("%s due %+d removed only %d: civil disorder must make up the rest", power, d, -n)
		}
	}
	for power, d := range due {
		if d < 0 && changed[power] != d {
			t.Errorf("%s due %+d, changed %+d", power, d, changed[power])
		}
	}
	if len(want) != len(res.After) {
		t.Errorf("after %v, want %v", res.After, want)
	}
	for p, u := range want {
		if res.After[p] != u {
			t.Errorf("after: %s holds %v, want %v", p, res.After[p], u)
		}
	}
}

// Rule 8, the smallest case of the property above: Germany, due two
// builds, orders two in Berlin; the judge carries out the first and the
// second fails (the game layer refuses the second line before it).
func TestTwoBuildsInOneCenterThroughTheJudge(t *testing.T) {
	m := board.Standard()
	owners := map[string]string{"BER": "GERMANY", "KIE": "GERMANY", "MUN": "GERMANY"}
	pos := place("GERMANY A MUN")
	res := Adjustments(m, pos, owners, map[string][]orders.Order{"GERMANY": {build("A BER"), build("F BER")}})
	if got := outcomes(res.Results); !slices.Equal(got, []string{"BUILD A BER succeeds", "BUILD F BER fails"}) {
		t.Errorf("two builds in Berlin: %v", got)
	}
	if len(res.After) != 2 || res.After["BER"].Unit != u("A BER") {
		t.Errorf("after %v", units(res.After))
	}
}

// Counts the game sets replace centers less units (DPjudge's MOBILIZE: one
// build for a power that owns no center yet, in any home its ownership
// gives it). England, with its three homes as sites, no unit and a count
// of one, builds once: the second build fails on the count, as a build
// beyond centers less units does; France, not counted, builds as rule 8
// says (two centers, no unit: two builds).
func TestAdjustmentsCounted(t *testing.T) {
	m := board.Standard()
	pos := place()
	sites := map[string]string{"EDI": "ENGLAND", "LON": "ENGLAND", "LVP": "ENGLAND", "PAR": "FRANCE", "MAR": "FRANCE"}
	counts := Counts{"ENGLAND": 1}
	res := AdjustmentsCounted(m, pos, sites, counts, map[string][]orders.Order{
		"ENGLAND": {build("F LVP"), build("A EDI")},
		"FRANCE":  {build("A PAR"), build("A MAR")},
	})
	want := []string{"BUILD F LVP succeeds", "BUILD A EDI fails", "BUILD A PAR succeeds", "BUILD A MAR succeeds"}
	if got := outcomes(res.Results); !slices.Equal(got, want) {
		t.Errorf("results %v, want %v", got, want)
	}
	if got := res.Results[1].Cause.Reason; got != CountReached {
		t.Errorf("the second English build fails for %v, want the count reached", got)
	}
	if err := CheckAdjustmentCounted(m, pos, sites, Counts{"ENGLAND": 0}, "ENGLAND", build("A LON")); err == nil {
		t.Error("a count of 0 still allows a build")
	}
	if err := CheckAdjustmentCounted(m, pos, sites, counts, "ENGLAND", build("A LON")); err != nil {
		t.Errorf("a count of 1 refuses a build in a site: %v", err)
	}
	if got := Adjustment(pos, sites, "ENGLAND"); got != 3 {
		t.Errorf("uncounted, England with three centers and no unit is due %d, want 3", got)
	}
}
