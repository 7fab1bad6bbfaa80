package judge

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/board/boardtest"
	"github.com/payola-gm/payola/engine/orders"
)

// Properties of the retreat and adjustment rules (rule 8, DATC 6.H, 6.I,
// 6.J) over every unit kind, location and coast of the standard map, held
// against boardtest's plain reading of the map data.

// retreatsTo reads where a retreat order sends a dislodged unit, in the
// plainest words: an army to a province its list names, whatever coast is
// written; a fleet to the
// coast written, or, with none written, to the one location of that
// province its list names (a fleet that could reach two coasts must say
// which).
func retreatsTo(m *board.Map, p boardtest.Placement, dest board.Loc) (board.Loc, bool) {
	if p.Type == board.Army {
		// An army holds a whole province: a coast written for it is read
		// as the province (the parser refuses it before the judge sees it).
		to := board.Loc(dest.Province())
		return to, boardtest.Step(m, board.Army, p.Loc, to)
	}
	if dest.Coast() != "" {
		return dest, boardtest.Step(m, p.Type, p.Loc, dest)
	}
	var found []board.Loc
	for _, l := range boardtest.Locs(m) {
		if l.Province() == dest.Province() && boardtest.Step(m, board.Fleet, p.Loc, l) {
			found = append(found, l)
		}
	}
	if len(found) != 1 {
		return dest, false
	}
	return found[0], true
}

// Rule 8, for every dislodged unit, every province its attacker could have
// come from, and every location of the map: a retreat is legal exactly when
// the unit could move there, it is empty, it is not where the attack came
// from (by any coast) and no standoff left it empty; the judge's Retreats
// carries out exactly the legal ones, and never into the attacker's
// province.
func TestRetreatProperty(t *testing.T) {
	m := board.Standard()
	rng := rand.New(rand.NewSource(8))
	var provs []string
	for _, p := range m.Provinces {
		provs = append(provs, p.ID)
	}
	n := 0
	for _, p := range boardtest.Placements(m) {
		at := p.Loc.Province()
		for from := range boardtest.Near(m, at) {
			// The attacker now stands where the unit was; a few other
			// units stand around it, and a standoff left one province empty.
			pos := orders.Position{at: {Power: "RUSSIA", Unit: orders.Unit{Type: board.Army, Loc: board.Loc(at)}}}
			for range 2 {
				q := provs[rng.Intn(len(provs))]
				if q != at && q != from && boardtest.Stands(m, board.Army, board.Loc(q)) {
					pos[q] = orders.Placed{Power: "RUSSIA", Unit: orders.Unit{Type: board.Army, Loc: board.Loc(q)}}
				}
			}
			contested := []string{provs[rng.Intn(len(provs))]}
			d := Dislodgement{Power: "TURKEY", Unit: orders.Unit{Type: p.Type, Loc: p.Loc}, AttackedFrom: from}
			for _, dest := range boardtest.Locs(m) {
				o := orders.Order{Unit: d.Unit, Kind: orders.Retreat, Dest: dest}
				to, ok := retreatsTo(m, p, dest)
				_, full := pos[to.Province()]
				want := ok && !full && to.Province() != from && !slices.Contains(contested, to.Province())
				err := CheckRetreat(m, pos, []Dislodgement{d}, contested, o)
				if (err == nil) != want {
					t.Errorf("%s attacked from %s, standoff in %v: CheckRetreat says %v, the rule says legal=%v", o, from, contested, err, want)
				}
				res := Retreats(m, pos, []Dislodgement{d}, contested, map[string]orders.Order{at: o})
				got, moved := res.After[to.Province()]
				if (res.Results[0].Outcome == Succeeds) != want || want != (moved && got.Power == "TURKEY" && got.Unit.Loc == to) {
					t.Errorf("%s attacked from %s: %v, after %v; want legal=%v", o, from, res.Results[0].Outcome, res.After, want)
				}
				if u, ok := res.After[from]; ok && u.Power == "TURKEY" {
					t.Errorf("%s attacked from %s: retreated into the attacker's province (%s)", o, from, u.Unit)
				}
				n++
			}
		}
	}
	t.Logf("%d retreats", n)
}

// Rule 8: two units retreating to one province, whatever coasts they
// name, both fail and are disbanded. Every pair of placements in different
// provinces that could each retreat alone into a common province, by every
// pair of locations of it, is tried.
func TestTwoRetreatsIntoOneProvinceBothFail(t *testing.T) {
	m := board.Standard()
	all := boardtest.Placements(m)
	n := 0
	for _, target := range m.Provinces {
		type way struct {
			p  boardtest.Placement
			to board.Loc
		}
		var ways []way
		for _, p := range all {
			for _, l := range boardtest.Locs(m) {
				if l.Province() == target.ID && p.Loc.Province() != target.ID && boardtest.Step(m, p.Type, p.Loc, l) {
					ways = append(ways, way{p, l})
				}
			}
		}
		for i, a := range ways {
			for _, b := range ways[i+1:] {
				pa, pb := a.p.Loc.Province(), b.p.Loc.Province()
				if pa == pb {
					continue
				}
				// Attacked from somewhere other than the target.
				ds := []Dislodgement{
					{Power: "AUSTRIA", Unit: orders.Unit{Type: a.p.Type, Loc: a.p.Loc}, AttackedFrom: "-"},
					{Power: "TURKEY", Unit: orders.Unit{Type: b.p.Type, Loc: b.p.Loc}, AttackedFrom: "-"},
				}
				ords := map[string]orders.Order{
					pa: {Unit: ds[0].Unit, Kind: orders.Retreat, Dest: a.to},
					pb: {Unit: ds[1].Unit, Kind: orders.Retreat, Dest: b.to},
				}
				res := Retreats(m, orders.Position{}, ds, nil, ords)
				for _, r := range res.Results {
					if r.Outcome != Fails {
						t.Errorf("%s and %s both into %s: %s %v, want fails", ords[pa], ords[pb], target.ID, r.Order, r.Outcome)
					}
				}
				if u, ok := res.After[target.ID]; ok {
					t.Errorf("%s and %s: %s stands in %s", ords[pa], ords[pb], u.Unit, target.ID)
				}
				n++
			}
		}
	}
	t.Logf("%d pairs of retreats", n)
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
