package payola

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// runStepwise is the overspending loop as it was before calm rounds were
// taken together (5.5): one full decision and one cut of 1 AgP per round.
// Its decide and price are the plain ones, with no calm to work out, so the
// jumps of run are checked against code that never jumps.
func (a *auction) runStepwise() {
	a.initSums()
	a.initReduce()
	a.winner = make([]int32, len(a.units))
	a.topTie = make([]money, len(a.units))
	if a.rules.EBayola {
		a.rebate = make([]lin, len(a.units)*len(a.m.Powers))
		a.platBuf = make([]money, len(a.m.Powers))
	}
	for {
		a.rounds++
		a.decideStepwise()
		over := false
		for p := range a.cost {
			if a.cost[p] > a.avail[p] {
				a.reduce(p, 1)
				over = true
			}
		}
		if !over {
			a.settle()
			return
		}
	}
}

func (a *auction) decideStepwise() {
	clear(a.cost)
	for ui := range a.units {
		u := &a.units[ui]
		best, top := int32(-1), money(-1)
		for ci := u.c0; ci < u.c1; ci++ {
			c := &a.cands[ci]
			t := a.sums.total(ui, ci, c.move)
			a.total[ci] = t
			if t > top || t == top && c.rank < a.cands[best].rank {
				best, top = ci, t
			}
		}
		if a.purses[u.owner].Dummy && a.dummyTie(u, best, top) {
			a.winner[ui], a.topTie[ui] = -1, top
			continue
		}
		a.winner[ui] = best
		if a.rules.EBayola {
			a.priceStepwise(ui, best, top)
		}
		move := a.cands[best].move
		for w := a.cands[best].who; w != 0; w &= w - 1 {
			p := bits.TrailingZeros64(w)
			a.cost[p] += a.sums.paid(ui, best, move, p) - a.rebated(ui, p).now
		}
	}
}

func (a *auction) priceStepwise(ui int, best int32, top money) {
	np := len(a.m.Powers)
	reb := a.rebate[ui*np : ui*np+np]
	clear(reb)
	u := &a.units[ui]
	runner := money(0)
	for ci := u.c0; ci < u.c1; ci++ {
		if ci != best {
			runner = max(runner, a.total[ci])
		}
	}
	pool := top - min(top, runner+1)
	if pool <= 0 {
		return
	}
	c := &a.cands[best]
	plat := a.platBuf
	clear(plat)
	a.eachPayer(u, c, func(oi int32) { plat[a.power[oi]] += money(a.plateau[oi]) })
	for _, p := range a.listIdx[u.owner] {
		if c.who&(1<<p) == 0 {
			continue
		}
		give := min(a.sums.paid(ui, best, c.move, p)-plat[p], pool)
		if give > 0 {
			reb[p] = lin{now: give}
			pool -= give
		}
		if pool == 0 {
			return
		}
	}
}

// sameAsStepwise runs one phase both ways and says how they differ, if
// they do: every field of the outcome, the chart, every report, the final
// amounts and plateaus of every offer.
func sameAsStepwise(m *board.Map, pos orders.Position, purses []Purse, sheets map[string]*Sheet, seed int64, rules Rules) (saved, rounds int, err error) {
	fast, err := newAuction(m, pos, purses, sheets, seed, rules)
	if err != nil {
		return 0, 0, nil // refused both ways: the same path before any round
	}
	slow, _ := newAuction(m, pos, purses, sheets, seed, rules)
	fast.run()
	slow.runStepwise()
	of, os := fast.outcome(), slow.outcome()
	switch {
	case !reflect.DeepEqual(of, os):
		return 0, 0, fmt.Errorf("outcomes differ\njumping:\n%s\nstepwise:\n%s", of.Chart(), os.Chart())
	case of.Chart() != os.Chart():
		return 0, 0, fmt.Errorf("charts differ")
	case !slices.Equal(fast.amount, slow.amount) || !slices.Equal(fast.plateau, slow.plateau):
		return 0, 0, fmt.Errorf("final amounts or plateaus differ")
	}
	for _, pu := range purses {
		if of.Report(pu.Power) != os.Report(pu.Power) {
			return 0, 0, fmt.Errorf("reports for %s differ", pu.Power)
		}
	}
	return fast.saved, os.Rounds, nil
}

// Rule 5.5: cutting the overspenders' offers several rounds at once, while
// the rounds in between would decide the same, gives exactly what cutting
// them round by round gives, under every variant, with heavy overspending,
// plateaus, savings, repetitions, wildcards and dummies.
func TestOverspendingJumpsMatchStepwise(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	mn := newMenu(m, pos)
	r := rand.New(rand.NewPCG(55, 5))
	variants := []struct {
		name  string
		rules func(r *rand.Rand) Rules
		flat  bool
	}{
		{"current_rules", func(*rand.Rand) Rules { return Rules{} }, false},
		{"rule_6.1_classic", func(*rand.Rand) Rules { return Rules{Classic: true} }, false},
		{"rule_6.3_tin_cup", func(*rand.Rand) Rules { return Rules{Blind: true} }, false},
		{"rule_6.4_ebayola", func(*rand.Rand) Rules { return Rules{EBayola: true} }, false},
		{"rule_6.4_ebayola_without_plateaus", func(*rand.Rand) Rules { return Rules{EBayola: true} }, true},
		{"rule_6.5_loyal_mixed", func(r *rand.Rand) Rules {
			l := map[string]bool{}
			for _, p := range m.Powers {
				if r.IntN(2) == 0 {
					l[p.Name] = true
				}
			}
			return Rules{Loyal: l, EBayola: r.IntN(2) == 0, Blind: r.IntN(2) == 0}
		}, false},
	}
	n := 340
	if testing.Short() {
		n = 40
	}
	for _, v := range variants {
		t.Run(v.name, func(t *testing.T) {
			var phases, jumped, rounds, saved int
			for i := range n {
				rules := v.rules(r)
				var purses []Purse
				var sheets map[string]*Sheet
				if i%2 == 0 && !rules.Classic && !rules.Blind && len(rules.Loyal) == 0 {
					// Heavy: many lines of big offers against small purses.
					purses, sheets = randomPhase(r, m, pos, mn, 5+r.IntN(40), 5+r.IntN(60), r.IntN(30))
				} else {
					purses, sheets, _ = variantPhase(t, r, m, pos, mn, rules, v.flat)
				}
				j, rs, err := sameAsStepwise(m, pos, purses, sheets, r.Int64(), rules)
				if err != nil {
					t.Fatalf("phase %d: %v", i, err)
				}
				phases++
				rounds += rs
				saved += j
				if j > 0 {
					jumped++
				}
			}
			t.Logf("%d phases, %d rounds, %d of them taken together with another (in %d phases)", phases, rounds, saved, jumped)
			if jumped < n/10 {
				t.Errorf("only %d of %d phases took several rounds at once: the test proves little", jumped, n)
			}
		})
	}
}
