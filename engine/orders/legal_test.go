package orders

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// opening is the map's starting position.
func opening(m *board.Map) Position {
	pos := Position{}
	for _, s := range m.Start {
		pos[s.Loc.Province()] = Placed{Power: s.Power, Unit: Unit{Type: s.Type, Loc: s.Loc}}
	}
	return pos
}

// randomPosition places units on about a third of the provinces, each of a
// type that may stand there (a fleet on a random coast of a split one), and
// with seaFleets a fleet in every sea left empty (as Tin Cup's players see
// the board, rule 6.3) so that convoys abound.
func randomPosition(m *board.Map, r *rand.Rand, seaFleets bool) Position {
	pos := Position{}
	powers := []string{"ENGLAND", "FRANCE", "GERMANY", "RUSSIA"}
	for _, p := range m.Provinces {
		if p.Terrain == board.Shut || r.IntN(3) != 0 && !(seaFleets && p.Terrain == board.Sea) {
			continue
		}
		u := Unit{Type: board.Army, Loc: board.Loc(p.ID)}
		switch {
		case p.Terrain == board.Sea:
			u.Type = board.Fleet
		case p.Terrain == board.Coast && r.IntN(2) == 0:
			u.Type = board.Fleet
			if len(p.Coasts) > 0 {
				u.Loc = board.Loc(p.ID + "/" + p.Coasts[r.IntN(len(p.Coasts))])
			}
		}
		pos[p.ID] = Placed{Power: powers[r.IntN(len(powers))], Unit: u}
	}
	return pos
}

// allLocs is every place of the map, each coast of a split province as
// well as the province itself.
func allLocs(m *board.Map) []board.Loc {
	var out []board.Loc
	for _, p := range m.Provinces {
		out = append(out, board.Loc(p.ID))
		for _, c := range p.Coasts {
			out = append(out, board.Loc(p.ID+"/"+c))
		}
	}
	return out
}

// everyOrder lists every hold, move, support and convoy order unit u
// could be written, legal or not, from the map's places and the units of
// the position (of their own type and of the other), with convoy routes of
// one and two seas for an army (from a sea next to it: Check refuses any
// other start, and any route for a fleet): the space Legal must cover, built without Legal's own shortcuts.
func everyOrder(m *board.Map, pos Position, u Unit) []Order {
	locs := allLocs(m)
	var seas []string
	for _, p := range m.Provinces {
		if p.Terrain == board.Sea && u.Type == board.Army && m.Touches(board.Fleet, board.Loc(p.ID), u.Province()) {
			seas = append(seas, p.ID)
		}
	}
	out := []Order{{Unit: u, Kind: Hold}}
	for _, d := range locs {
		out = append(out, Order{Unit: u, Kind: Move, Dest: d}, Order{Unit: u, Kind: Move, Dest: d, ViaConvoy: true})
		for _, s := range seas {
			out = append(out, Order{Unit: u, Kind: Move, Dest: d, ViaConvoy: true, Route: []string{s}})
			for _, s2 := range m.Neighbours(s) {
				out = append(out, Order{Unit: u, Kind: Move, Dest: d, ViaConvoy: true, Route: []string{s, s2}})
			}
		}
	}
	for _, t := range pos.Sorted() {
		for _, typ := range []board.UnitType{board.Army, board.Fleet} {
			target := Unit{Type: typ, Loc: t.Unit.Loc}
			out = append(out, Order{Unit: u, Kind: Support, Target: target})
			for _, d := range locs {
				out = append(out,
					Order{Unit: u, Kind: Support, Target: target, To: string(d)},
					Order{Unit: u, Kind: Convoy, Target: target, To: string(d)})
			}
		}
	}
	return out
}

// offerForm is the form in which Legal lists a legal order: the one its
// offers pool under (payola-rules §10.9: a support names a province;
// §10.12: a move only a convoy makes possible is the plain move), and a
// written route as "VIA CONVOY" (Legal does not list routes).
func offerForm(m *board.Map, o Order) Order {
	if o.Kind == Support {
		o.To = board.Loc(o.To).Province()
	}
	if len(o.Route) > 0 {
		o.Route, o.ViaConvoy = nil, true
	}
	return OneForm(m, o)
}

// legalPositions are the boards the properties are checked on: the
// opening, random positions, and random ones with fleets in every sea.
func legalPositions(m *board.Map) map[string]Position {
	r := rand.New(rand.NewPCG(24, 1))
	out := map[string]Position{"opening": opening(m)}
	for i := range 4 {
		out["random"+string(rune('A'+i))] = randomPosition(m, r, false)
		out["seas"+string(rune('A'+i))] = randomPosition(m, r, true)
	}
	return out
}

// Every order Legal lists is one an offer may name (rule 3.1): Check
// accepts it, a support names a province (payola-rules §10.9), it is its
// own pooled form (§10.12), its canonical text reads back as the same
// order, and it is listed once.
func TestLegalOrdersAreLegal(t *testing.T) {
	for name, pos := range legalPositions(std) {
		for _, pl := range pos.Sorted() {
			list, err := Legal(std, pos, Unit{Loc: board.Loc(pl.Unit.Province())})
			if err != nil {
				t.Fatalf("%s: Legal(%s): %v", name, pl.Unit, err)
			}
			seen := map[string]bool{}
			for _, o := range list {
				text := o.String()
				if o.Unit != pl.Unit {
					t.Errorf("%s: %s is listed for %s", name, text, pl.Unit)
				}
				if err := Check(std, pos, o); err != nil {
					t.Errorf("%s: %s is listed but Check refuses it: %v", name, text, err)
				}
				if err := SupportNamesProvince(o); err != nil {
					t.Errorf("%s: %s: %v", name, text, err)
				}
				if f := OneForm(std, o).String(); f != text {
					t.Errorf("%s: %s is listed, but offers pool it as %s", name, text, f)
				}
				back, err := Parse(std, text, Movement)
				if err == nil {
					err = Complete(std, pos, &back)
				}
				if err != nil || back.String() != text {
					t.Errorf("%s: %s reads back as %q (%v)", name, text, back, err)
				}
				if seen[text] {
					t.Errorf("%s: %s is listed twice", name, text)
				}
				seen[text] = true
			}
		}
	}
}

// Legal lists every order Check accepts, in its offer form (rule 3.1
// requires an offer to be for a legal order, so the list is what a player
// may offer for): on the opening, every order of every unit from the whole
// space of written orders; on random positions a sample of it. Kinds of
// order that only these positions have (convoys, convoyed moves and their
// supports, "VIA CONVOY" beside a land route) must have been met, or the
// test proves nothing about them.
func TestLegalListsEveryLegalOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 2))
	met := map[string]int{}
	for name, pos := range legalPositions(std) {
		c := NewChecker(std, pos) // Check, with the convoy chains found once
		for _, pl := range pos.Sorted() {
			list, err := Legal(std, pos, pl.Unit)
			if err != nil {
				t.Fatal(err)
			}
			listed := map[string]bool{}
			for _, o := range list {
				listed[o.String()] = true
			}
			for _, o := range everyOrder(std, pos, pl.Unit) {
				if name != "opening" && r.IntN(8) != 0 {
					continue
				}
				if c.Check(o) != nil {
					continue
				}
				f := offerForm(std, o)
				if !listed[f.String()] {
					t.Errorf("%s: %s is legal (as %s) but not listed for %s", name, o, f, pl.Unit)
				}
				switch {
				case o.Kind == Convoy:
					met["convoy"]++
				case o.Kind == Move && f.ViaConvoy:
					met["via convoy beside a land route"]++
				case o.Kind == Move && o.Unit.Type == board.Army && !std.Adjacent(board.Army, o.Unit.Loc, o.Dest):
					met["convoyed move"]++
				case o.Kind == Support && o.To != "" && o.Target.Type == board.Army && !std.Adjacent(board.Army, o.Target.Loc, board.Loc(o.To)):
					met["support of a convoyed move"]++
				case o.Kind == Support && board.Loc(o.To).Coast() != "":
					met["support naming a coast"]++
				case o.Kind == Move && o.Unit.Type == board.Fleet && o.Dest.Coast() != "":
					met["fleet move to a coast"]++
				}
			}
		}
	}
	for _, kind := range []string{"convoy", "via convoy beside a land route", "convoyed move", "support of a convoyed move", "support naming a coast", "fleet move to a coast"} {
		if met[kind] == 0 {
			t.Errorf("no legal %s was generated: the test does not cover it", kind)
		}
	}
	t.Logf("legal orders met by kind: %v", met)
}

// Worked by hand from the map: in 1901 the fleet in London may hold, move
// to its four neighbouring waters and coasts, and support the moves that
// reach them (rule 3.1 offers are for these); nothing stands next to it to
// support in place, and it is not at sea, so it convoys nothing.
func TestLegalLondon1901(t *testing.T) {
	list, err := Legal(std, opening(std), Unit{Loc: "LON"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range list {
		got = append(got, o.String())
	}
	want := []string{
		"F LON H",
		"F LON - ENG", "F LON - NTH", "F LON - WAL", "F LON - YOR",
		"F LON S F BRE - ENG", "F LON S F EDI - NTH", "F LON S F EDI - YOR", "F LON S A LVP - WAL", "F LON S A LVP - YOR",
	}
	if !slices.Equal(got, want) {
		t.Errorf("Legal(F LON) in 1901:\n got %s\nwant %s", strings.Join(got, "; "), strings.Join(want, "; "))
	}
}

// Convoys come from the fleets now at sea (Check's convoy chain, payola-
// rules §2 "ORDER"): with fleets in the North Sea and the Channel, London's
// army reaches Norway only by convoy, listed as the plain move (§10.12);
// Brest's reaches Picardy by land and by convoy, two orders (DATC 6.G);
// the fleets offer the convoys and the supports of convoyed moves; a
// fleet on a coast convoys nothing.
func TestLegalConvoys(t *testing.T) {
	pos := position(t, "ENGLAND A LON", "ENGLAND F NTH", "ENGLAND F ENG", "FRANCE A BRE", "FRANCE F PIC", "GERMANY A MUN")
	lists := map[string][]string{}
	for _, pl := range pos.Sorted() {
		list, err := Legal(std, pos, pl.Unit)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range list {
			lists[pl.Unit.Province()] = append(lists[pl.Unit.Province()], o.String())
		}
	}
	for prov, want := range map[string][]string{
		"LON": {"A LON - NWY", "A LON - BRE", "A LON - WAL"},
		"BRE": {"A BRE - PIC", "A BRE - PIC VIA CONVOY", "A BRE - DEN", "A BRE S A LON - PIC"},
		"NTH": {"F NTH C A LON - NWY", "F NTH C A BRE - DEN", "F NTH C A LON - PIC", "F NTH S A BRE - BEL"},
		"ENG": {"F ENG C A BRE - LON", "F ENG S A LON - BRE"},
	} {
		for _, w := range want {
			if !slices.Contains(lists[prov], w) {
				t.Errorf("%s is not listed for %s: %s", w, prov, strings.Join(lists[prov], "; "))
			}
		}
	}
	for prov, refused := range map[string][]string{
		"LON": {"A LON - NWY VIA CONVOY", "A LON - NTH - NWY", "A LON - MUN"},
		"PIC": {"F PIC C A BRE - LON"},
		"MUN": {"A MUN - BRE", "A MUN S A BRE - PIC"},
		"NTH": {"F NTH S A BRE - PIC"},
	} {
		for _, w := range refused {
			if slices.Contains(lists[prov], w) {
				t.Errorf("%s is listed for %s", w, prov)
			}
		}
	}
}

// A province without a unit has no orders, and says so as Complete does.
func TestLegalNoUnit(t *testing.T) {
	if _, err := Legal(std, opening(std), Unit{Loc: "BUR"}); err == nil || !strings.Contains(err.Error(), "there is no unit in Burgundy") {
		t.Errorf("Legal(BUR) in 1901: %v, want there is no unit in Burgundy", err)
	}
	if _, err := Legal(std, opening(std), Unit{Type: board.Army, Loc: "LON"}); err == nil || !strings.Contains(err.Error(), "there is no army in London") {
		t.Errorf("Legal(A LON) in 1901: %v, want there is no army in London", err)
	}
}

// The list is the same every time, whatever order the position's map
// iterates in.
func TestLegalDeterministic(t *testing.T) {
	pos := legalPositions(std)["seasA"]
	for _, pl := range pos.Sorted() {
		a, _ := Legal(std, pos, pl.Unit)
		b, _ := Legal(std, pos, pl.Unit)
		if !slices.EqualFunc(a, b, Order.Equal) {
			t.Fatalf("Legal(%s) differs between two calls", pl.Unit)
		}
	}
}

// BenchmarkLegal1901 lists the legal orders of all 22 units of the opening.
func BenchmarkLegal1901(b *testing.B) {
	pos := opening(std)
	units := pos.Sorted()
	n := 0
	for b.Loop() {
		n = 0
		for _, pl := range units {
			list, err := Legal(std, pos, pl.Unit)
			if err != nil {
				b.Fatal(err)
			}
			n += len(list)
		}
	}
	b.ReportMetric(float64(n), "orders")
}

// BenchmarkLegalSeas lists the legal orders of every unit of a crowded
// board with a fleet in every sea, where convoys are many.
func BenchmarkLegalSeas(b *testing.B) {
	pos := randomPosition(std, rand.New(rand.NewPCG(24, 3)), true)
	units := pos.Sorted()
	for b.Loop() {
		for _, pl := range units {
			if _, err := Legal(std, pos, pl.Unit); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(units)), "units")
}
