package orders_test

import (
	"errors"
	"math/rand"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/board/boardtest"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

// Properties of order legality (payola-rules §2: "adjacency by unit type,
// army moves over water only where a chain of fleets could convoy it,
// supports only into provinces the supporter could itself reach, convoys
// only by fleets at sea"), held for every unit kind, location and coast of
// the standard map against boardtest's reading of the map data.

func unit(p boardtest.Placement) orders.Unit { return orders.Unit{Type: p.Type, Loc: p.Loc} }

func position(ps ...boardtest.Placement) orders.Position {
	pos := orders.Position{}
	for _, p := range ps {
		pos[p.Loc.Province()] = orders.Placed{Power: "FRANCE", Unit: unit(p)}
	}
	return pos
}

func why(err error) orders.Reason {
	var e *orders.Error
	if errors.As(err, &e) {
		return e.Why
	}
	return orders.Unclassified
}

// On every built-in map, a move with no fleet on the board is legal exactly
// when the map's list for the unit's kind names the destination, coast and
// all; a move inside
// the unit's own province (a fleet from one coast to the other included)
// is refused as going nowhere, not as a coast or adjacency problem.
func TestMoveLegalityProperty(t *testing.T) {
	n := 0
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		n += moveLegality(t, m, name == "standard")
	}
	t.Logf("%d moves and retreats on %d maps", n, len(maps.Names()))
}

// moveLegality tries every destination on the map when all is set, else
// those in the unit's province and the provinces next to it.
func moveLegality(t *testing.T, m *board.Map, all bool) int {
	n := 0
	locs := boardtest.Locs(m)
	for _, p := range boardtest.Placements(m) {
		pos := position(p)
		near := boardtest.Near(m, p.Loc.Province())
		for _, to := range locs {
			if !all && !near[to.Province()] && to.Province() != p.Loc.Province() {
				continue
			}
			for _, kind := range []orders.Kind{orders.Move, orders.Retreat} {
				o := orders.Order{Unit: unit(p), Kind: kind, Dest: to}
				err := orders.Check(m, pos, o)
				want := boardtest.Step(m, p.Type, p.Loc, to)
				if (err == nil) != want {
					t.Errorf("%s: %s: Check says %v, the map says legal=%v", m.ID, o, err, want)
				}
				if to.Province() == p.Loc.Province() && why(err) != orders.SamePlace {
					t.Errorf("%s: %s: refused as %v (%v), want SamePlace", m.ID, o, why(err), err)
				}
				n++
			}
		}
	}
	return n
}

// supportMaps are the maps the support properties run on: standard, and
// every built-in map with crossings a unit may move across but not support
// across (noSupport: loeb9, 1900), where the rule is met.
func supportMaps(t *testing.T) []*board.Map {
	out := []*board.Map{board.Standard()}
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.NoSupport) > 0 {
			out = append(out, m)
		}
	}
	if len(out) < 3 {
		t.Fatalf("only %d maps to try supports on: the maps with noSupport pairs are gone", len(out))
	}
	return out
}

// A support to hold is legal exactly when the supporter could move into the
// supported unit's province by some coast, and the map does not forbid
// supporting across that crossing (noSupport; DPjudge refuses "UNIT CANNOT
// DELIVER SUPPORT TO DESTINATION").
func TestSupportHoldLegalityProperty(t *testing.T) {
	n := 0
	for _, m := range supportMaps(t) {
		all := boardtest.Placements(m)
		for _, s := range all {
			for _, u := range all {
				if u.Loc.Province() == s.Loc.Province() {
					continue
				}
				o := orders.Order{Unit: unit(s), Kind: orders.Support, Target: unit(u)}
				err := orders.Check(m, position(s, u), o)
				if want := boardtest.Supports(m, s.Type, s.Loc, u.Loc.Province()); (err == nil) != want {
					t.Errorf("%s: %s: Check says %v, the map says legal=%v", m.ID, o, err, want)
				}
				n++
			}
		}
	}
	t.Logf("%d supports to hold", n)
}

// A support of a move is legal exactly when the supporter could move into
// the destination's province by some coast, the supported unit could make
// the move itself (a fleet to the coast written, or to some coast when none
// is; an army by land, or convoyed by the supporter if it is a fleet at sea),
// and neither stands in the destination; nor across a noSupport crossing.
func TestSupportMoveLegalityProperty(t *testing.T) {
	n := 0
	for _, m := range supportMaps(t) {
		n += supportMoveLegality(t, m)
	}
	t.Logf("%d supports of moves", n)
}

func supportMoveLegality(t *testing.T, m *board.Map) int {
	all := boardtest.Placements(m)
	locs := boardtest.Locs(m)
	// Only units within two provinces of the supporter can be supported
	// into a province next to it.
	within2 := map[string]map[string]bool{}
	for _, p := range m.Provinces {
		w := map[string]bool{}
		for a := range boardtest.Near(m, p.ID) {
			w[a] = true
			for b := range boardtest.Near(m, a) {
				w[b] = true
			}
		}
		within2[p.ID] = w
	}
	// A port (Gibraltar on 1900) ends a convoy as a coast does.
	coastal := func(p string) bool {
		tr := boardtest.Terrain(m, board.Loc(p))
		return tr == board.Coast || tr == board.Port
	}
	n := 0
	for _, s := range all {
		for _, u := range all {
			up := u.Loc.Province()
			if up == s.Loc.Province() || !within2[s.Loc.Province()][up] {
				continue
			}
			pos := position(s, u)
			for _, to := range locs {
				if u.Type == board.Army && to.Coast() != "" {
					continue // an army's move names no coast: refused by the parser already
				}
				o := orders.Order{Unit: unit(s), Kind: orders.Support, Target: unit(u), To: string(to)}
				err := orders.Check(m, pos, o)
				tp := to.Province()
				want := tp != up && tp != s.Loc.Province() && boardtest.Supports(m, s.Type, s.Loc, tp)
				if u.Type == board.Fleet && to.Coast() != "" {
					want = want && boardtest.Step(m, board.Fleet, u.Loc, to)
				} else {
					// An army may also go by a convoy of the one fleet on the
					// board: the supporter, if it stands at sea (or in a port,
					// where a fleet convoys as at sea: 1900's Gibraltar) touching
					// both ends.
					st := boardtest.Terrain(m, s.Loc)
					byConvoy := u.Type == board.Army && s.Type == board.Fleet && (st == board.Sea || st == board.Port) &&
						coastal(up) && coastal(tp) && boardtest.Reaches(m, board.Fleet, s.Loc, up)
					want = want && (boardtest.Reaches(m, u.Type, u.Loc, tp) || byConvoy)
				}
				if (err == nil) != want {
					t.Errorf("%s: %s: Check says %v, the map says legal=%v", m.ID, o, err, want)
				}
				n++
			}
		}
	}
	return n
}

// A convoy order with its fleet alone at sea is legal exactly when the
// fleet stands in a sea that touches both the army's coastal province and
// the coastal destination (a chain of one).
func TestConvoyLegalityProperty(t *testing.T) {
	m := board.Standard()
	var fleets, armies []boardtest.Placement
	for _, p := range boardtest.Placements(m) {
		if p.Type == board.Fleet {
			fleets = append(fleets, p)
		} else {
			armies = append(armies, p)
		}
	}
	coastal := func(prov string) bool { return boardtest.Terrain(m, board.Loc(prov)) == board.Coast }
	n := 0
	for _, f := range fleets {
		near := boardtest.Near(m, f.Loc.Province())
		for _, a := range armies {
			if !near[a.Loc.Province()] {
				continue
			}
			pos := position(f, a)
			for _, to := range m.Provinces {
				o := orders.Order{Unit: unit(f), Kind: orders.Convoy, Target: unit(a), To: to.ID}
				err := orders.Check(m, pos, o)
				want := boardtest.Terrain(m, f.Loc) == board.Sea && coastal(a.Loc.Province()) && coastal(to.ID) &&
					to.ID != a.Loc.Province() && boardtest.Reaches(m, board.Fleet, f.Loc, a.Loc.Province()) &&
					boardtest.Reaches(m, board.Fleet, f.Loc, to.ID)
				if (err == nil) != want {
					t.Errorf("%s: Check says %v, the map says legal=%v", o, err, want)
				}
				n++
			}
		}
	}
	t.Logf("%d convoys", n)
}

// A convoy route written out (one or two seas, each holding a fleet) from
// every coastal province, split-coast ones included, is legal exactly when
// the first sea touches the army's province, each sea borders the next for a
// fleet, and the last touches the coastal destination.
func TestWrittenRouteLegalityProperty(t *testing.T) {
	m := board.Standard()
	var seas, coasts []string
	for _, p := range m.Provinces {
		switch p.Terrain {
		case board.Sea:
			seas = append(seas, p.ID)
		case board.Coast:
			coasts = append(coasts, p.ID)
		}
	}
	rng := rand.New(rand.NewSource(22))
	n := 0
	try := func(from, to string, route []string) {
		army := boardtest.Placement{Type: board.Army, Loc: board.Loc(from)}
		ps := []boardtest.Placement{army}
		for _, s := range route {
			ps = append(ps, boardtest.Placement{Type: board.Fleet, Loc: board.Loc(s)})
		}
		o := orders.Order{Unit: unit(army), Kind: orders.Move, Dest: board.Loc(to), Route: route, ViaConvoy: true}
		err := orders.Check(m, position(ps...), o)
		want := to != from && boardtest.Reaches(m, board.Fleet, board.Loc(route[0]), from) &&
			boardtest.Reaches(m, board.Fleet, board.Loc(route[len(route)-1]), to)
		for i := 1; i < len(route); i++ {
			want = want && route[i] != route[i-1] && boardtest.Step(m, board.Fleet, board.Loc(route[i-1]), board.Loc(route[i]))
		}
		if (err == nil) != want {
			t.Errorf("%s: Check says %v, the map says legal=%v", o, err, want)
		}
		n++
	}
	for _, from := range coasts {
		for _, to := range coasts {
			for _, s := range seas {
				try(from, to, []string{s})
			}
			for range 8 {
				try(from, to, []string{seas[rng.Intn(len(seas))], seas[rng.Intn(len(seas))]})
			}
		}
	}
	t.Logf("%d written routes", n)
}

// An army's move by convoy over random fleets at sea is legal exactly when
// its destination is next to it by land, or a chain of those fleets, each
// sea bordering the next, runs from a sea touching its province to one
// touching the destination.
func TestConvoyChainLegalityProperty(t *testing.T) {
	m := board.Standard()
	var seas, coasts []string
	for _, p := range m.Provinces {
		switch p.Terrain {
		case board.Sea:
			seas = append(seas, p.ID)
		case board.Coast:
			coasts = append(coasts, p.ID)
		}
	}
	rng := rand.New(rand.NewSource(2218))
	const positions = 300
	n := 0
	for range positions {
		var fleets []boardtest.Placement
		for _, s := range seas {
			if rng.Intn(3) == 0 {
				fleets = append(fleets, boardtest.Placement{Type: board.Fleet, Loc: board.Loc(s)})
			}
		}
		from := coasts[rng.Intn(len(coasts))]
		army := boardtest.Placement{Type: board.Army, Loc: board.Loc(from)}
		pos := position(append(fleets, army)...)
		// The seas a chain from the army can reach, by the map's fleet list.
		reached := map[string]bool{}
		for changed := true; changed; {
			changed = false
			for _, f := range fleets {
				s := f.Loc.Province()
				if reached[s] {
					continue
				}
				ok := boardtest.Reaches(m, board.Fleet, f.Loc, from)
				for r := range reached {
					ok = ok || boardtest.Step(m, board.Fleet, board.Loc(r), f.Loc)
				}
				if ok {
					reached[s], changed = true, true
				}
			}
		}
		for _, to := range coasts {
			if to == from {
				continue
			}
			want := boardtest.Step(m, board.Army, board.Loc(from), board.Loc(to))
			for r := range reached {
				want = want || boardtest.Reaches(m, board.Fleet, board.Loc(r), to)
			}
			o := orders.Order{Unit: unit(army), Kind: orders.Move, Dest: board.Loc(to)}
			if err := orders.Check(m, pos, o); (err == nil) != want {
				t.Errorf("%s with fleets %v: Check says %v, the map says legal=%v", o, fleets, err, want)
			}
			n++
		}
	}
	t.Logf("%d moves over %d positions", n, positions)
}

// payola-rules §10.12: an army's move by convoy is one order with the plain
// move when the army could not walk there; where a land route exists too,
// the convoy makes a different order. OneForm drops the convoy exactly when
// the army's own list does not name the destination, written route or not.
func TestOneFormProperty(t *testing.T) {
	m := board.Standard()
	n := 0
	for _, from := range m.Provinces {
		if from.Terrain != board.Coast {
			continue
		}
		for _, to := range m.Provinces {
			walk := boardtest.Step(m, board.Army, board.Loc(from.ID), board.Loc(to.ID))
			for _, route := range [][]string{nil, {"NTH"}} {
				o := orders.Order{Unit: orders.Unit{Type: board.Army, Loc: board.Loc(from.ID)}, Kind: orders.Move, Dest: board.Loc(to.ID), ViaConvoy: true, Route: route}
				got := orders.OneForm(m, o)
				if kept := got.ViaConvoy || len(got.Route) > 0; kept != walk {
					t.Errorf("OneForm(%s) = %s: convoy kept %v, the army walks there: %v", o, got, kept, walk)
				}
				n++
			}
		}
	}
	t.Logf("%d convoyed moves", n)
}
