package judge

import (
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

// Issue 33, coasts in every rule: each property below runs on every coast
// of every split-coast province of the 30 built-in maps, so that a rule
// that reads a coast where it should read the province (or the other way
// round) fails on some map even when the standard map's three split-coast
// provinces happen to hide it.

// splitCoast is one split-coast province of one map.
type splitCoast struct {
	m    *board.Map
	prov *board.Province
}

func (s splitCoast) String() string { return s.m.ID + " " + s.prov.ID }

// coast is the location of coast c of the province.
func (s splitCoast) coast(c string) board.Loc { return board.Loc(s.prov.ID + "/" + c) }

// allSplitCoasts lists every split-coast province of every built-in map.
func allSplitCoasts(t *testing.T) []splitCoast {
	t.Helper()
	var out []splitCoast
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for i := range m.Provinces {
			if len(m.Provinces[i].Coasts) > 1 {
				out = append(out, splitCoast{m, &m.Provinces[i]})
			}
		}
	}
	if len(out) < 30 {
		t.Fatalf("only %d split-coast provinces on the built-in maps", len(out))
	}
	return out
}

// fleetsInto lists the fleet locations, outside the province, from which a
// fleet steps onto loc across a plain crossing (no half strength, no
// strait, which change strengths and standoffs).
func fleetsInto(m *board.Map, loc board.Loc) []board.Loc {
	var out []board.Loc
	for from, tos := range m.FleetAdj {
		if from.Province() == loc.Province() || m.CrossingFrom(from.Province(), loc.Province()) != board.PlainCrossing {
			continue
		}
		if slices.Contains(tos, loc) {
			out = append(out, from)
		}
	}
	slices.Sort(out)
	return out
}

// twoPowers are two different powers of the map.
func twoPowers(m *board.Map) (string, string) { return m.Powers[0].Name, m.Powers[1].Name }

// Rule 9 (builds): a center takes one build, whatever coasts the builds
// name. Two builds in one home center by its two coasts: the first stands
// on its coast, the second fails, told that the first stands there.
func TestCoastsTwoBuildsInOneCenter(t *testing.T) {
	n := 0
	for _, s := range allSplitCoasts(t) {
		power := s.m.HomePower(s.prov.ID)
		if power == "" || !s.prov.Center {
			continue
		}
		owners := map[string]string{}
		for _, c := range s.m.Centers() {
			owners[c] = power // builds enough for every order below
		}
		for _, c1 := range s.prov.Coasts {
			for _, c2 := range s.prov.Coasts {
				first := orders.Unit{Type: board.Fleet, Loc: s.coast(c1)}
				second := orders.Unit{Type: board.Fleet, Loc: s.coast(c2)}
				if c1 == c2 {
					second = orders.Unit{Type: board.Army, Loc: board.Loc(s.prov.ID)}
				}
				res := Adjustments(s.m, orders.Position{}, owners, map[string][]orders.Order{
					power: {{Unit: first, Kind: orders.Build}, {Unit: second, Kind: orders.Build}},
				})
				if len(res.Results) != 2 {
					t.Fatalf("%s: %d results for two builds", s, len(res.Results))
				}
				if r := res.Results[0]; r.Outcome != Succeeds {
					t.Errorf("%s: BUILD %s %v (%s), want succeeds", s, first, r.Outcome, r.Cause.Words(s.m))
				}
				r := res.Results[1]
				if r.Outcome == Succeeds || r.Cause.Reason != AdjustmentRefused || !strings.Contains(r.Cause.Note, "occupied by "+first.String()) {
					t.Errorf("%s: BUILD %s after BUILD %s: %v %q (%q), want refused as occupied by %s", s, second, first, r.Outcome, r.Cause.Reason, r.Cause.Note, first)
				}
				if got := res.After[s.prov.ID]; got.Unit != first || got.Power != power {
					t.Errorf("%s: after BUILD %s and BUILD %s, %s stands there, want %s", s, first, second, got.Unit, first)
				}
				n++
			}
		}
	}
	t.Logf("%d pairs of builds", n)
}

// Rule 9 (removals): a removal names the unit by its province; a fleet on
// either coast is removed by an order naming any coast, or none, and the
// result names the unit as it stood.
func TestCoastsRemovals(t *testing.T) {
	n := 0
	for _, s := range allSplitCoasts(t) {
		power, _ := twoPowers(s.m)
		for _, c := range s.prov.Coasts {
			standing := orders.Unit{Type: board.Fleet, Loc: s.coast(c)}
			named := []board.Loc{board.Loc(s.prov.ID)}
			for _, c2 := range s.prov.Coasts {
				named = append(named, s.coast(c2))
			}
			for _, at := range named {
				pos := orders.Position{s.prov.ID: {Power: power, Unit: standing}}
				res := Adjustments(s.m, pos, map[string]string{}, map[string][]orders.Order{
					power: {{Unit: orders.Unit{Type: board.Fleet, Loc: at}, Kind: orders.Remove}},
				})
				if len(res.Results) != 1 {
					t.Errorf("%s: REMOVE F %s of %s: %d results, want 1 (no civil disorder)", s, at, standing, len(res.Results))
					continue
				}
				r := res.Results[0]
				if r.Outcome != Succeeds || r.CivilDisorder || r.Order.Unit != standing {
					t.Errorf("%s: REMOVE F %s of %s: %v, removed %s, want %s removed", s, at, standing, r.Outcome, r.Order.Unit, standing)
				}
				if _, ok := res.After[s.prov.ID]; ok {
					t.Errorf("%s: REMOVE F %s: the fleet still stands", s, at)
				}
				n++
			}
		}
	}
	t.Logf("%d removals", n)
}

// Rule 8 (retreats): a province its unit left in the same phase is open
// to a retreat, by each of its coasts. The unit there moves out in the
// movement phase; the options are read off the board after the moves
// (MovementResult.After), and the retreat by that coast stands on it.
func TestCoastsRetreatIntoAProvinceVacatedThisPhase(t *testing.T) {
	n := 0
	for _, s := range allSplitCoasts(t) {
		mover, loser := twoPowers(s.m)
		if s.m.CanHold(board.Army, board.Loc(s.prov.ID)) != nil {
			continue
		}
		for _, c := range s.prov.Coasts {
			to := s.coast(c)
			for _, from := range fleetsInto(s.m, to) {
				// The army in the province leaves for a neighbour that is
				// not the retreating fleet's.
				var out string
				for _, p := range s.m.ArmyAdj[s.prov.ID] {
					if p != from.Province() && s.m.CanHold(board.Army, board.Loc(p)) == nil {
						out = p
						break
					}
				}
				if out == "" {
					continue
				}
				army := orders.Unit{Type: board.Army, Loc: board.Loc(s.prov.ID)}
				fleet := orders.Unit{Type: board.Fleet, Loc: from}
				pos := orders.Position{s.prov.ID: {Power: mover, Unit: army}}
				mv := Movement(s.m, pos, map[string]orders.Order{s.prov.ID: {Unit: army, Kind: orders.Move, Dest: board.Loc(out)}})
				if _, still := mv.After[s.prov.ID]; still || mv.Results[0].Outcome != Succeeds {
					t.Fatalf("%s: A %s - %s did not leave: %v", s, s.prov.ID, out, mv.Results[0].Outcome)
				}
				d := Dislodgement{Power: loser, Unit: fleet, AttackedFrom: "-"}
				if opts := RetreatOptions(s.m, mv.After, d, mv.Contested); !slices.Contains(opts, to) {
					t.Errorf("%s: %s's retreat options after A %s - %s are %v, without %s", s, fleet, s.prov.ID, out, opts, to)
				}
				if opts := RetreatOptions(s.m, pos, d, nil); slices.Contains(opts, to) {
					t.Errorf("%s: %s may retreat to %s while A %s stands there", s, fleet, to, s.prov.ID)
				}
				res := Retreats(s.m, mv.After, []Dislodgement{d}, mv.Contested, map[string]orders.Order{
					from.Province(): {Unit: fleet, Kind: orders.Retreat, Dest: to},
				})
				if r := res.Results[0]; r.Outcome != Succeeds || res.After[s.prov.ID].Unit != (orders.Unit{Type: board.Fleet, Loc: to}) {
					t.Errorf("%s: %s - %s into the vacated province: %v (%s), %s stands there", s, fleet, to, r.Outcome, r.Cause.Words(s.m), res.After[s.prov.ID].Unit)
				}
				n++
			}
		}
	}
	t.Logf("%d retreats into a vacated province", n)
}

// Rule 8: two retreats into one province by its two coasts are a
// standoff; each is disbanded, and each cause names the other unit, and
// only it.
func TestCoastsRetreatStandoffByTwoCoasts(t *testing.T) {
	n := 0
	for _, s := range allSplitCoasts(t) {
		p1, p2 := twoPowers(s.m)
		for i, c1 := range s.prov.Coasts {
			for _, c2 := range s.prov.Coasts[i+1:] {
				a, b := fleetsInto(s.m, s.coast(c1)), fleetsInto(s.m, s.coast(c2))
				var la, lb board.Loc
				for _, x := range a {
					for _, y := range b {
						if x.Province() != y.Province() && la == "" {
							la, lb = x, y
						}
					}
				}
				if la == "" {
					continue
				}
				fa, fb := orders.Unit{Type: board.Fleet, Loc: la}, orders.Unit{Type: board.Fleet, Loc: lb}
				ds := []Dislodgement{{Power: p1, Unit: fa, AttackedFrom: "-"}, {Power: p2, Unit: fb, AttackedFrom: "-"}}
				res := Retreats(s.m, orders.Position{}, ds, nil, map[string]orders.Order{
					la.Province(): {Unit: fa, Kind: orders.Retreat, Dest: s.coast(c1)},
					lb.Province(): {Unit: fb, Kind: orders.Retreat, Dest: s.coast(c2)},
				})
				for _, r := range res.Results {
					other := fa
					if r.Order.Unit == fa {
						other = fb
					}
					if r.Outcome != Fails || r.Cause.Reason != RetreatStandoff || !slices.Equal(r.Cause.By, []orders.Unit{other}) {
						t.Errorf("%s: %s - %s and %s - %s: %s %v %q by %v, want a standoff with %s", s, fa, s.coast(c1), fb, s.coast(c2), r.Order.Unit, r.Outcome, r.Cause.Reason, r.Cause.By, other)
					}
					if !slices.Equal(r.Cause.RestsOn, []string{other.Province()}) {
						t.Errorf("%s: %s's standoff rests on %v, want [%s]", s, r.Order.Unit, r.Cause.RestsOn, other.Province())
					}
				}
				if u, ok := res.After[s.prov.ID]; ok {
					t.Errorf("%s: %s stands there after a standoff", s, u.Unit)
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no standoff by two coasts tried")
	}
	t.Logf("%d standoffs by two coasts", n)
}

// supporterOf finds a unit of some type and place, outside the given
// provinces, that may support into the province (rule 6: it could move
// there itself, by any coast, across a crossing it may support across).
func supporterOf(m *board.Map, prov string, not ...string) (orders.Unit, bool) {
	var cands []orders.Unit
	for _, p := range m.Provinces {
		if slices.Contains(not, p.ID) || p.ID == prov || m.NoSupportAcross(p.ID, prov) {
			continue
		}
		if m.CanHold(board.Army, board.Loc(p.ID)) == nil && m.Touches(board.Army, board.Loc(p.ID), prov) {
			cands = append(cands, orders.Unit{Type: board.Army, Loc: board.Loc(p.ID)})
		}
	}
	for from := range m.FleetAdj {
		if !slices.Contains(not, from.Province()) && from.Province() != prov && !m.NoSupportAcross(from.Province(), prov) && m.Touches(board.Fleet, from, prov) {
			cands = append(cands, orders.Unit{Type: board.Fleet, Loc: from})
		}
	}
	if len(cands) == 0 {
		return orders.Unit{}, false
	}
	slices.SortFunc(cands, func(a, b orders.Unit) int { return strings.Compare(string(a.Loc), string(b.Loc)) })
	return cands[0], true
}

// Rule 6 on coasts (DATC 6.B.4, 6.B.9): a support names the province, or
// the coast the fleet moves to. Into each coast of every split-coast
// province: the support naming the coast, or no coast, counts and the
// fleet dislodges the army there; a support naming another coast is void
// (wrong coast, naming the fleet) and the attack is held off 1 against 1.
// A fleet holding on each coast is held by a support to hold.
func TestCoastsSupports(t *testing.T) {
	n := 0
	for _, s := range allSplitCoasts(t) {
		attacker, defender := twoPowers(s.m)
		for _, c := range s.prov.Coasts {
			to := s.coast(c)
			for _, from := range fleetsInto(s.m, to) {
				sup, ok := supporterOf(s.m, s.prov.ID, from.Province())
				if !ok {
					continue
				}
				fleet := orders.Unit{Type: board.Fleet, Loc: from}
				mv := orders.Order{Unit: fleet, Kind: orders.Move, Dest: to}
				names := []string{string(to), s.prov.ID}
				for _, c2 := range s.prov.Coasts {
					if c2 != c {
						names = append(names, string(s.coast(c2)))
					}
				}
				if s.m.CanHold(board.Army, board.Loc(s.prov.ID)) == nil {
					army := orders.Unit{Type: board.Army, Loc: board.Loc(s.prov.ID)}
					for _, named := range names {
						pos := orders.Position{
							from.Province(): {Power: attacker, Unit: fleet},
							sup.Province():  {Power: attacker, Unit: sup},
							s.prov.ID:       {Power: defender, Unit: army},
						}
						res := Movement(s.m, pos, map[string]orders.Order{
							from.Province(): mv,
							sup.Province():  {Unit: sup, Kind: orders.Support, Target: fleet, To: named},
						})
						counts := board.Loc(named).Coast() == "" || board.Loc(named) == to
						rs, rm, ra := resultAt(res, sup.Province()), resultAt(res, from.Province()), resultAt(res, s.prov.ID)
						switch {
						case counts && (rs.Outcome != Succeeds || rm.Outcome != Succeeds || !ra.Dislodged || ra.DislodgedBy != fleet || ra.Cause.Reason != Dislodged || ra.Cause.From != from.Province()):
							t.Errorf("%s: %s supported by %s (%s): support %v, move %v, %s dislodged %v by %s from %q, want dislodged by %s", s, mv, sup, named, rs.Outcome, rm.Outcome, army, ra.Dislodged, ra.DislodgedBy, ra.Cause.From, fleet)
						case counts && res.After[s.prov.ID].Unit != (orders.Unit{Type: board.Fleet, Loc: to}):
							t.Errorf("%s: %s supported: %s stands there", s, mv, res.After[s.prov.ID].Unit)
						case !counts && (rs.Outcome != Void || rs.Cause.Reason != WrongCoast || !slices.Equal(rs.Cause.By, []orders.Unit{fleet})):
							t.Errorf("%s: %s S %s - %s while it moves to %s: %v %q by %v, want void, wrong coast, by %s", s, sup, fleet, named, to, rs.Outcome, rs.Cause.Reason, rs.Cause.By, fleet)
						case !counts && (rm.Outcome != Fails || rm.Cause.Reason != HeldOff || rm.Cause.Strength != 1 || rm.Cause.Against != 1 || !slices.Equal(rm.Cause.By, []orders.Unit{army})):
							t.Errorf("%s: %s with a wrong-coast support: %v %q by %v %d against %d, want held off by %s 1 against 1", s, mv, rm.Outcome, rm.Cause.Reason, rm.Cause.By, rm.Cause.Strength, rm.Cause.Against, army)
						}
						n++
					}
				}
				// The fleet holds on the coast, supported to hold; the
				// attacker comes from the supporter's side of the board.
				for _, c2 := range s.prov.Coasts {
					held := orders.Unit{Type: board.Fleet, Loc: s.coast(c2)}
					hs, ok := supporterOf(s.m, s.prov.ID, from.Province())
					if !ok {
						continue
					}
					pos := orders.Position{
						from.Province(): {Power: attacker, Unit: fleet},
						hs.Province():   {Power: defender, Unit: hs},
						s.prov.ID:       {Power: defender, Unit: held},
					}
					res := Movement(s.m, pos, map[string]orders.Order{
						from.Province(): mv,
						hs.Province():   {Unit: hs, Kind: orders.Support, Target: held},
					})
					rs, rm := resultAt(res, hs.Province()), resultAt(res, from.Province())
					if rs.Outcome != Succeeds || rm.Outcome != Fails || rm.Cause.Reason != HeldOff || rm.Cause.Strength != 1 || rm.Cause.Against != 2 || !slices.Equal(rm.Cause.By, []orders.Unit{held}) {
						t.Errorf("%s: %s against %s supported to hold by %s: support %v, move %v %q by %v %d against %d, want held off by %s 1 against 2", s, mv, held, hs, rs.Outcome, rm.Outcome, rm.Cause.Reason, rm.Cause.By, rm.Cause.Strength, rm.Cause.Against, held)
					}
					n++
				}
			}
		}
	}
	t.Logf("%d supports into or on a coast", n)
}

// resultAt is the result for the unit that stood in prov.
func resultAt(res MovementResult, prov string) OrderResult {
	for _, r := range res.Results {
		if r.Order.Unit.Province() == prov {
			return r
		}
	}
	return OrderResult{}
}

// Rule 7 on coasts: an army is convoyed into, and out of, every
// split-coast province that touches a sea a fleet convoys in; the
// province, not a coast, is its destination and where it stands.
func TestCoastsConvoys(t *testing.T) {
	n := 0
	for _, s := range allSplitCoasts(t) {
		power, _ := twoPowers(s.m)
		x := s.prov.ID
		if s.m.CanHold(board.Army, board.Loc(x)) != nil {
			continue
		}
		tried := 0
		for _, sea := range s.m.Provinces {
			if !s.m.ConvoysAt(sea.ID) || !s.m.ProvinceAdjacent(sea.ID, x) || tried == 3 {
				continue
			}
			// A shore across the sea that the army could not walk to.
			for _, shore := range s.m.Provinces {
				c := shore.ID
				if c == x || s.m.ConvoysAt(c) || s.m.CanHold(board.Army, board.Loc(c)) != nil || !s.m.ProvinceAdjacent(sea.ID, c) || s.m.Adjacent(board.Army, board.Loc(c), board.Loc(x)) {
					continue
				}
				fleet := orders.Unit{Type: board.Fleet, Loc: board.Loc(sea.ID)}
				for _, way := range [][2]string{{c, x}, {x, c}} {
					army := orders.Unit{Type: board.Army, Loc: board.Loc(way[0])}
					pos := orders.Position{way[0]: {Power: power, Unit: army}, sea.ID: {Power: power, Unit: fleet}}
					res := Movement(s.m, pos, map[string]orders.Order{
						way[0]: {Unit: army, Kind: orders.Move, Dest: board.Loc(way[1]), ViaConvoy: true},
						sea.ID: {Unit: fleet, Kind: orders.Convoy, Target: army, To: way[1]},
					})
					ra, rf := resultAt(res, way[0]), resultAt(res, sea.ID)
					if ra.Outcome != Succeeds || rf.Outcome != Succeeds || res.After[way[1]].Unit != (orders.Unit{Type: board.Army, Loc: board.Loc(way[1])}) {
						t.Errorf("%s: A %s - %s by F %s: army %v (%s), convoy %v (%s), %s stands there", s, way[0], way[1], sea.ID, ra.Outcome, ra.Cause.Words(s.m), rf.Outcome, rf.Cause.Words(s.m), res.After[way[1]].Unit)
					}
					n++
				}
				tried++
				break
			}
		}
	}
	if n == 0 {
		t.Fatal("no convoy tried")
	}
	t.Logf("%d convoys", n)
}
