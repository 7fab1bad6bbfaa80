package payola

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
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
	a, err := newAuction(m, pos, ph.purses(m), ph.parse(t, m, pos), 1, Rules{})
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
	a, err := newAuction(m, pos, ph.purses(m), ph.parse(t, m, pos), 1, Rules{})
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

// Rule 6.2: Payola plays on any map. The auction's bookkeeping must not
// depend on how many powers a map has: here 17, of which the standard
// seven play.
func TestAuctionOnAMapOfManyPowers(t *testing.T) {
	std := board.Standard()
	data, err := json.Marshal(std)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	powers := raw["powers"].([]any)
	for i, letter := range strings.Split("BCDHJKLMNO", "") {
		powers = append(powers, map[string]any{"name": fmt.Sprintf("EXTRA%c", 'A'+i), "letter": letter, "adjective": "EXTRA", "colour": "#000000", "homes": []string{}})
	}
	raw["powers"] = powers
	if data, err = json.Marshal(raw); err != nil {
		t.Fatal(err)
	}
	m, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Powers) != 17 {
		t.Fatalf("%d powers", len(m.Powers))
	}
	pos := startPosition(m)
	var purses []Purse
	for _, p := range m.Powers {
		purses = append(purses, Purse{Power: p.Name, Balance: 20})
	}
	s, diags := ParseSheet(m, pos, "EXTRAC", []string{"5 : A PAR - BUR"}, 1, Rules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	o, err := Auction(m, pos, purses, map[string]*Sheet{"EXTRAC": s}, 1, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if got := issued(t, o, "A PAR"); got.Order.String() != "A PAR - BUR" || got.Total != 5 || o.Ledgers["EXTRAC"].After != 15 {
		t.Errorf("A PAR issues %s for %d; the buyer ends with %d", got.Order, got.Total, o.Ledgers["EXTRAC"].After)
	}
}
