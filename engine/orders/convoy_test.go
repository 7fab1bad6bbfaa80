package orders

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// A convoy chain (payola-rules §2 "ORDER": an army moves over water only
// where a chain of fleets could convoy it) is a run of fleet-held seas,
// each next to the one before: whether one joins two coasts, or passes a
// given sea, is whether both coasts touch one group of fleet-held seas
// that are joined to each other. One Checker answers for many orders from
// what it found for the first ones, as if each were asked alone: on random
// positions, every army's convoyed move, every support of one and every
// convoy of one checks the same through one Checker as through Check, and
// the convoys agree with the groups of joined seas.
func TestCheckerConvoysAsEachOrderAlone(t *testing.T) {
	var seas, coasts []string
	for _, p := range std.Provinces {
		switch {
		case p.Terrain == board.Sea:
			seas = append(seas, p.ID)
		case std.IsCoastal(p.ID) && len(p.Coasts) == 0:
			coasts = append(coasts, p.ID)
		}
	}
	r := rand.New(rand.NewPCG(19, 3))
	possible, refused := 0, 0
	for range 12 {
		pos := Position{}
		var fleets, armies []string
		for _, s := range seas {
			if r.IntN(3) == 0 {
				pos[s] = Placed{Power: "ENGLAND", Unit: Unit{Type: board.Fleet, Loc: board.Loc(s)}}
				fleets = append(fleets, s)
			}
		}
		for _, c := range coasts {
			if r.IntN(4) == 0 {
				pos[c] = Placed{Power: "FRANCE", Unit: Unit{Type: board.Army, Loc: board.Loc(c)}}
				armies = append(armies, c)
			}
		}
		// group numbers the fleet-held seas by the group of joined ones.
		group := map[string]int{}
		for _, s := range fleets {
			if _, ok := group[s]; ok {
				continue
			}
			g := len(group) + 1
			group[s] = g
			for stack := []string{s}; len(stack) > 0; {
				a := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, b := range fleets {
					if _, ok := group[b]; !ok && std.Adjacent(board.Fleet, board.Loc(a), board.Loc(b)) {
						group[b] = g
						stack = append(stack, b)
					}
				}
			}
		}
		joins := func(from, to, through string) bool {
			for s, g := range group {
				if (through == "" || g == group[through]) && std.Touches(board.Fleet, board.Loc(s), from) {
					for s2, g2 := range group {
						if g2 == g && std.Touches(board.Fleet, board.Loc(s2), to) {
							return true
						}
					}
				}
			}
			return false
		}
		c := NewChecker(std, pos)
		var ords []Order
		for _, a := range armies {
			for _, to := range coasts {
				if to == a {
					continue
				}
				mv := Order{Unit: Unit{Type: board.Army, Loc: board.Loc(a)}, Kind: Move, Dest: board.Loc(to), ViaConvoy: true}
				ords = append(ords, mv)
				if got, want := c.cv.possible(a, to, ""), joins(a, to, ""); got != want {
					t.Fatalf("army %s to %s: possible says %v, the groups of seas %v", a, to, got, want)
				}
				for _, f := range fleets {
					ords = append(ords, Order{Unit: Unit{Type: board.Fleet, Loc: board.Loc(f)}, Kind: Convoy, Target: mv.Unit, To: to})
					if got, want := c.cv.possible(a, to, f), joins(a, to, f); got != want {
						t.Fatalf("army %s to %s through %s: possible says %v, the groups of seas %v", a, to, f, got, want)
					}
				}
				for _, f := range fleets {
					ords = append(ords, Order{Unit: Unit{Type: board.Fleet, Loc: board.Loc(f)}, Kind: Support, Target: mv.Unit, To: to})
				}
			}
		}
		r.Shuffle(len(ords), func(i, j int) { ords[i], ords[j] = ords[j], ords[i] })
		for _, o := range ords {
			got, want := c.Check(o), Check(std, pos, o)
			if (got == nil) != (want == nil) || got != nil && got.Error() != want.Error() {
				t.Fatalf("%s: one Checker says %v, Check alone %v", o, got, want)
			}
			if got == nil {
				possible++
			} else {
				refused++
			}
		}
	}
	if possible < 100 || refused < 100 {
		t.Errorf("positions too tame: %d orders legal, %d refused", possible, refused)
	}
}

// A convoy runs through a chain of fleets, each next to the one before
// (payola-rules: a move is legal where a chain of fleets could convoy it).
func TestConvoyChain(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct {
		name, from, to string
		seas, want     []string
	}{
		{"one_sea", "LON", "NWY", []string{"NTH"}, []string{"NTH"}},
		{"in_order_of_the_chain", "LON", "TUN", []string{"WES", "MAO", "ENG"}, []string{"ENG", "MAO", "WES"}},
		{"shortest_of_two", "LON", "BEL", []string{"ENG", "NTH"}, []string{"ENG"}},
		{"stray_sea_left_out", "LON", "NWY", []string{"BLA", "NTH"}, []string{"NTH"}},
		{"broken_chain", "LON", "TUN", []string{"ENG", "WES"}, nil},
		{"no_sea", "LON", "NWY", nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := ConvoyChain(m, c.from, c.to, c.seas); !slices.Equal(got, c.want) {
				t.Errorf("ConvoyChain(%s, %s, %v) = %v, want %v", c.from, c.to, c.seas, got, c.want)
			}
		})
	}
}
