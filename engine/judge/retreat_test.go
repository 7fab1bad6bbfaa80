package judge

import (
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/board/boardtest"
	"github.com/payola-gm/payola/engine/maps"
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
// from (by any coast) and no standoff left it empty; RetreatOptions lists
// exactly those places, the judge's Retreats carries out exactly the legal
// ones, and never into the attacker's province.
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
			var options []board.Loc // where the rule lets it go, each place once
			for _, dest := range boardtest.Locs(m) {
				o := orders.Order{Unit: d.Unit, Kind: orders.Retreat, Dest: dest}
				to, ok := retreatsTo(m, p, dest)
				_, full := pos[to.Province()]
				want := ok && !full && to.Province() != from && !slices.Contains(contested, to.Province())
				if want && !slices.Contains(options, to) {
					options = append(options, to)
				}
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
			slices.Sort(options)
			if got := RetreatOptions(m, pos, d, contested); !slices.Equal(got, options) {
				t.Errorf("%s attacked from %s, standoff in %v: RetreatOptions %v, the rule says %v", d.Unit, from, contested, got, options)
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

// Issue 31, DPjudge's map format: in a retreat conflict a unit retreating
// across a special crossing ("*": 1900's Mid-Atlantic to Egypt) gives way,
// and the other retreats; two plain retreats still both fail.
func TestRetreatAcrossASpecialCrossingGivesWay(t *testing.T) {
	m, err := maps.Load("1900")
	if err != nil {
		t.Fatal(err)
	}
	mao := Dislodgement{Power: "FRANCE", Unit: u("F MAO"), AttackedFrom: "NAO"}
	cyr := Dislodgement{Power: "ITALY", Unit: u("F CYR"), AttackedFrom: "ION"}
	res := Retreats(m, place("BRITAIN F NAO", "TURKEY F ION"), []Dislodgement{mao, cyr}, nil,
		byProvince(retreat("F MAO", "EGY"), retreat("F CYR", "EGY")))
	if got := res.After["EGY"]; got.Power != "ITALY" {
		t.Errorf("Egypt after the retreats: %+v, want the Italian fleet from Cyrenaica", got)
	}
	for _, r := range res.Results {
		want := map[string]Outcome{"FRANCE": Fails, "ITALY": Succeeds}[r.Power]
		if r.Outcome != want {
			t.Errorf("%s %s: %v, want %v", r.Power, r.Order, r.Outcome, want)
		}
	}
}
