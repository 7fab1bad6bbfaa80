package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// payola-rules §10.2: when every power's earliest offer is the same for
// two tied orders, the earliest *direct* offer decides, powers taken in the
// owner's list order. Here one negative of Austria's and one of France's
// pay for both moves of A PAR; Austria's direct offer makes BUR a candidate
// before PIC, but France (first in its own list) offered for PIC first.
func TestLastResortComparesDirectOffers(t *testing.T) {
	sheets := map[string]string{
		"AUSTRIA": "1 ! A PAR H\n1 @ A PAR - BUR", // a negative, then 1 for BUR and a hold wildcard
		"FRANCE":  "1 ! A PAR H\n1 : A PAR - PIC\n0 : A PAR - BUR",
	}
	for _, c := range []struct{ accept, want string }{
		{"F?", "A PAR - PIC"},      // France's direct offers: PIC before BUR
		{"AF?", "A PAR - BUR"},     // Austria's: BUR only
		{"IFRATEG", "A PAR - PIC"}, // powers that offered nothing are skipped
	} {
		o := phase{accept: map[string]string{"FRANCE": c.accept}, sheets: sheets}.run(t)
		is := issued(t, o, "A PAR")
		if len(is.Candidates) != 2 || is.Candidates[0].Total != 3 || is.Candidates[1].Total != 3 {
			t.Fatalf("list %s: not a tie of 3 AgP between two orders:\n%s", c.accept, o.Chart())
		}
		if is.Order.String() != c.want {
			t.Errorf("list %s: A PAR issues %s, want %s", c.accept, is.Order, c.want)
		}
	}
}

// Rule 5.5: once every offer of an overspender is at its plateau, all lose
// 1 AgP and the plateaus are gone. Under eBayola (6.4, payola-rules §10.6)
// that shows: plateau money is not refunded, but after the flat round there
// is no plateau left, so France's lone bid is cut to its price of 1 AgP.
func TestPlateausDroppedAfterFlatRound(t *testing.T) {
	ph := phase{rules: Rules{EBayola: true}, balance: map[string]int{"FRANCE": 3},
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

// Rule 6.5 at the auction's own boundary: sheets read without the loyal
// rule still cannot pay a loyal unit; its owner's plain order is fine.
func TestLoyalUnitRefusesMoneyInAuction(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	purses := phase{rules: Rules{Loyal: map[string]bool{"FRANCE": true}}}.purses(m)
	for _, c := range []struct{ power, line string }{
		{"GERMANY", "3 : A PAR - BUR"},
		{"GERMANY", "1 & A PAR - BUR"},
		{"FRANCE", "1 : A PAR - BUR"}, // money from its own owner is a bribe too
		{"FRANCE", "0 ! A PAR H"},     // so is a wildcard
	} {
		s, diags := ParseSheet(m, pos, c.power, []string{c.line}, 7, Rules{})
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		_, err := Auction(m, pos, purses, map[string]*Sheet{c.power: s}, 1, Rules{})
		if err == nil || !strings.Contains(err.Error(), "line 7") || !strings.Contains(err.Error(), "6.5") {
			t.Errorf("%s %q to loyal A PAR: err = %v", c.power, c.line, err)
		}
	}
	s, _ := ParseSheet(m, pos, "FRANCE", []string{"A PAR - BUR"}, 1, Rules{})
	o, err := Auction(m, pos, purses, map[string]*Sheet{"FRANCE": s}, 1, Rules{})
	if err != nil || issued(t, o, "A PAR").Order.String() != "A PAR - BUR" {
		t.Errorf("France's own order to loyal A PAR: %v", err)
	}
}

// The overspending loop never hangs, even on its own bug: every round but
// the last takes at least 1 AgP off the offers, so past 1 + the AgP offered
// it stops with an error. A purse below 0, which openLedgers never makes,
// overspends for ever, as a wrong comparison would.
func TestOverspendingRoundsAreBounded(t *testing.T) {
	m, pos := phase{}.board()
	ph := phase{sheets: map[string]string{"FRANCE": "3 : A PAR - BUR\n2#1 & A MAR - BUR"}}
	a, err := newAuction(m, pos, ph.purses(m), ph.parse(t, m, pos), 1, Rules{})
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
	a, err := newAuction(ph.m, ph.pos, ph.purses, ph.sheets, 1, Rules{})
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

// What BenchmarkHeavyPhase and BenchmarkAdversarial rely on: sheets read
// without a diagnostic (heavyPhase and readPhase fail otherwise) and at
// least 100 overspending rounds, with and without eBayola.
func TestBenchmarkPhasesAreHeavy(t *testing.T) {
	m, purses, sheets := heavyPhase(t, 300)
	for _, rules := range []Rules{{}, {EBayola: true}} {
		o, err := Auction(m, startPosition(m), purses, sheets, 1, rules)
		if err != nil {
			t.Fatal(err)
		}
		if o.Rounds < 100 {
			t.Errorf("%+v: only %d rounds", rules, o.Rounds)
		}
	}
	for _, ph := range []adversarial{longSheetPhase(t, 2000), oneUnitPhase(t, 300)} {
		o, err := Auction(ph.m, ph.pos, ph.purses, ph.sheets, 1, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		if o.Rounds < 5 {
			t.Errorf("only %d rounds", o.Rounds)
		}
	}
}
