package payola

import (
	"strings"
	"testing"
)

// The rounds of rule 5.5 decide again only the units whose money a cut
// moved (round.go, reduce.go). France (2 AgP) offers 5#3 for A PAR - BUR,
// 3 for A MAR - PIE and 0 for F BRE - MAO, 8 AgP in all:
//
//	round 1: all 22 units decide; France owes 8 > 2, so PAR and MAR lose 1
//	round 2: PAR, MAR decide (4 + 2); cut: PAR 3 (its plateau), MAR 1
//	round 3: PAR, MAR decide (3 + 1); cut: only MAR moves, to 0
//	round 4: MAR decides (3 + 0); every offer is at its plateau: the flat
//	         cut takes PAR to 2 (MAR and BRE are at 0, nothing moves)
//	round 5: PAR decides (2 + 0 + 0 = 2): done.
//
// 22 + 2 + 2 + 1 + 1 = 28 decisions in 5 rounds.
func TestRoundsDecideOnlyMovedUnits(t *testing.T) {
	m, pos := phase{}.board()
	ph := phase{balance: map[string]int{"FRANCE": 2}, sheets: map[string]string{"FRANCE": "5#3 : A PAR - BUR\n3 : A MAR - PIE\n0 : F BRE - MAO"}}
	a, err := newAuction(m, pos, ph.purses(m), ph.parse(t, m, pos), 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.run(); err != nil {
		t.Fatal(err)
	}
	if a.rounds != 5 || a.decisions != 28 {
		t.Errorf("%d decisions in %d rounds, want 28 in 5", a.decisions, a.rounds)
	}
	expect{
		orders:     map[string]string{"A PAR": "A PAR - BUR", "A MAR": "A MAR - PIE", "F BRE": "F BRE - MAO"},
		totals:     map[string]int{"A PAR": 2, "A MAR": 0, "F BRE": 0},
		paid:       map[string]int{"FRANCE": 2},
		reductions: map[string]int{"FRANCE": 4},
	}.check(t, a.outcome())
}

// One stake per place a power's money goes (reduce.go): repeated offers
// for one order, and the atoms of one negative line, move together, so a
// cut costs one step per place, not one per offer.
func TestOffersForOnePlaceShareAStake(t *testing.T) {
	m, pos := phase{}.board()
	ph := phase{sheets: map[string]string{"FRANCE": "3*5 : A PAR - BUR\n2*4 ! A MAR - PIE\n1 : A PAR - BUR"}}
	a, err := newAuction(m, pos, ph.purses(m), ph.parse(t, m, pos), 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	fr := &a.bidders[a.powerIndex("FRANCE")]
	// PAR - BUR (lines 1 and 3), MAR's negative line; the built and
	// default 0 holds do not move.
	if len(fr.stakes) != 2 {
		t.Errorf("France's moving offers are in %d stakes, want 2", len(fr.stakes))
	}
}

// Rule 5.5: once every offer of an overspender is at its plateau, all lose
// 1 AgP and the plateaus are gone. Under eBayola (6.4, payola-rules §10.6)
// that shows: plateau money is not refunded, but after the flat round there
// is no plateau left, so France's lone bid is cut to its price of 1 AgP.
func TestPlateausDroppedAfterFlatRound(t *testing.T) {
	ph := phase{rules: AuctionRules{EBayola: true}, balance: map[string]int{"FRANCE": 3},
		sheets: map[string]string{"FRANCE": "5#5 : A PAR - BUR"}}
	expect{
		orders:     map[string]string{"A PAR": "A PAR - BUR"},
		totals:     map[string]int{"A PAR": 1},
		paid:       map[string]int{"FRANCE": 1},
		reductions: map[string]int{"FRANCE": 1},
	}.check(t, ph.run(t))

	// With money enough, the plateau stands and nothing is refunded.
	ph.balance = map[string]int{"FRANCE": 5}
	expect{totals: map[string]int{"A PAR": 5}, paid: map[string]int{"FRANCE": 5}}.check(t, ph.run(t))
}

// The overspending loop never hangs, even on its own bug: every round but
// the last takes at least 1 AgP off the offers, so past 1 + the AgP offered
// it stops with an error. A purse below 0, which openLedgers never makes,
// overspends for ever, as a wrong comparison would.
func TestOverspendingRoundsAreBounded(t *testing.T) {
	m, pos := phase{}.board()
	ph := phase{sheets: map[string]string{"FRANCE": "3 : A PAR - BUR\n2#1 & A MAR - BUR"}}
	a, err := newAuction(m, pos, ph.purses(m), ph.parse(t, m, pos), 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	a.bidders[a.powerIndex("FRANCE")].avail = -1
	err = a.run()
	if err == nil || !strings.Contains(err.Error(), "5.5") {
		t.Fatalf("err = %v after %d rounds", err, a.rounds)
	}
	if offered := 3 + 2; a.rounds != offered+2 {
		t.Errorf("stopped after %d rounds, want %d (1 + %d AgP offered, and the one that failed)", a.rounds, offered+2, offered)
	}
	// The error names the money the bound was drawn from.
	if !strings.Contains(err.Error(), "after 6 rounds, more than the 5 AgP offered allow") {
		t.Errorf("err = %v", err)
	}
}

// The tug of issue 9 §8: the top bid changes hands for about 70,000
// rounds, and each round decides again only the one unit whose money
// changed, not the hundreds of candidates of the others.
func TestTugDecidesOnlyTouchedUnits(t *testing.T) {
	ph := tugPhase(t, 30)
	a, err := newAuction(ph.m, ph.pos, ph.purses, ph.sheets, 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.run(); err != nil {
		t.Fatal(err)
	}
	if a.rounds < 7*9990 {
		t.Fatalf("only %d rounds: not a tug", a.rounds)
	}
	if max := len(a.units) + a.rounds; a.decisions > max {
		t.Errorf("%d units decided in %d rounds; touched units allow %d", a.decisions, a.rounds, max)
	}
}
