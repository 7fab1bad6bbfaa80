package gamefile

import (
	"errors"
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/sheets"
)

// The live check's summary per power (what the GM sees while typing):
// each power's problems are its own lines with a diagnostic, and its plain
// orders are counted without blank and comment lines. A header naming no
// power stays an error even though the sections read are valid.
func TestCheckCountsEachPowersOrdersAndProblems(t *testing.T) {
	g := newGame(t, game.Loyal)
	text := "FRANCE:\nA PAR - BUR\n% the fleet\n\nF BRE - MAO\nA MAR - XYZ\nENGLAND:\nF LON - NTH\nGERMNAY:\nA MUN - RUH\n"
	tc := game.CheckText(g.State, text)
	got := map[string]sheets.Summary{}
	for _, s := range tc.Powers {
		got[s.Power] = s
	}
	if s := got["FRANCE"]; s.Orders != 3 || s.Problems != 1 {
		t.Errorf("France: %d orders, %d problems; want 3 orders (comment and blank not counted), 1 problem (line 6)", s.Orders, s.Problems)
	}
	if s := got["ENGLAND"]; s.Orders != 1 || s.Problems != 0 {
		t.Errorf("England: %d orders, %d problems; want 1 and 0", s.Orders, s.Problems)
	}
	var lines []int
	for _, d := range tc.Diagnostics {
		lines = append(lines, d.Line)
	}
	if len(tc.Diagnostics) != 2 || lines[0] != 6 || lines[1] != 9 || !strings.Contains(tc.Diagnostics[1].Msg, "'GERMNAY' is not a power") {
		t.Errorf("diagnostics %v; want France's line 6 and the header at line 9", tc.Diagnostics)
	}
	// In the retreats and the winter, orders are counted the same way.
	g.Phase = game.Phase{Season: 'W', Year: 1901, Kind: orders.Adjustments}
	tc = game.CheckText(g.State, "FRANCE:\n% two builds\nBUILD A PAR\n\nBUILD F BRE\n")
	if len(tc.Powers) != 1 || tc.Powers[0].Orders != 2 {
		t.Errorf("winter summary %+v; want FRANCE with 2 orders", tc.Powers)
	}
}

// The live check promises the GM that Adjudicate refuses nothing it did not
// show first (game-format §2, rule 2.3): a transfer the treasury cannot
// cover stands at its own TRANSFER line in the check, in every phase kind,
// and a text the check passes is adjudicated.
func TestCheckShowsEveryRefusalFirst(t *testing.T) {
	games, _ := playYear(t, `{}`)
	cases := []struct {
		g    *Game
		text string
		line int // 0: the text is fine
	}{
		{newGame(t, "playing"), "ENGLAND:\n2 : F LON - NTH\nFRANCE:\n4 : A PAR - BUR\nTRANSFER 100 TO ENGLAND\n", 5},
		{newGame(t, "playing"), "FRANCE:\n4 : A PAR - BUR\nTRANSFER 40 TO ENGLAND\nTRANSFER 40 TO ITALY\n", 4},
		{newGame(t, "playing"), "FRANCE:\n4 : A PAR - BUR\nTRANSFER 40 TO ENGLAND\n", 0},
		{newGame(t, "loyal"), "FRANCE:\nA PAR - BUR\nTRANSFER 100 TO ENGLAND\n", 3},
		{games[2], "FRANCE:\nA BUR - PIC\nTRANSFER 500 TO ITALY\n", 3},  // F1901R
		{games[3], "GERMANY:\nBUILD A BER\nTRANSFER 900 TO ITALY\n", 3}, // W1901A
		{games[3], "GERMANY:\nBUILD A BER\nTRANSFER 9 TO ITALY\n", 0},
	}
	for _, c := range cases {
		tc := game.CheckText(c.g.State, c.text)
		_, err := Adjudicate(c.g, c.text, game.Options{})
		var refused Diagnostics
		errors.As(err, &refused)
		switch {
		case c.line == 0 && (len(tc.Diagnostics) > 0 || err != nil):
			t.Errorf("%s %q: check %v, adjudication %v; want both clean", c.g.Phase, c.text, tc.Diagnostics, err)
		case c.line != 0 && (len(tc.Diagnostics) != 1 || tc.Diagnostics[0].Line != c.line):
			t.Errorf("%s %q: the check shows %v; want one problem at line %d", c.g.Phase, c.text, tc.Diagnostics, c.line)
		case c.line != 0 && (len(refused) != 1 || refused[0] != tc.Diagnostics[0]):
			t.Errorf("%s %q: adjudication refuses %v, the check showed %v", c.g.Phase, c.text, err, tc.Diagnostics)
		}
	}
}

// Rule 3.3 in a movement phase: a power is expected to send something when
// it has a unit or a center, either one alone being enough; a power with
// neither is out of the game and is not named.
func TestSilentInMovementNeedsUnitsOrCenters(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR"), strs("PAR")},
		"ENGLAND": {strs("A YOR"), strs()}, // units, no center
		"GERMANY": {strs(), strs("KIE")},   // a center, no unit
		"ITALY":   {strs(), strs()},        // nothing left
	}, nil, `{}`)
	if got := strings.Join(game.CheckText(g.State, "FRANCE:\nA PAR H\n").Silent, " "); got != "ENGLAND GERMANY" {
		t.Errorf("silent %q, want ENGLAND GERMANY", got)
	}
}

// Rule 3.3 in the winter: only a power with a removal due, or a build it can
// make (an own home center, owned and empty), is expected to send orders.
func TestSilentInWinterOnlyWhenAnAdjustmentCanBeMade(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		// even: no adjustment, although Marseilles is free
		"FRANCE": {strs("A PAR", "F BRE", "A BUR"), strs("PAR", "BRE", "MAR")},
		// one build due, but every home is occupied
		"GERMANY": {strs("A KIE", "A BER", "A MUN"), strs("KIE", "BER", "MUN", "HOL")},
		// one build due; the free home, Venice, is Austria's
		"ITALY":   {strs("A ROM", "A NAP"), strs("ROM", "NAP", "TUN")},
		"AUSTRIA": {strs("A VIE", "A BUD", "F TRI", "A TYR"), strs("VIE", "BUD", "TRI", "VEN")},
		// one build due and London free: expected
		"ENGLAND": {strs("F NWY", "F NTH", "A YOR"), strs("LON", "LVP", "EDI", "NWY")},
		// a removal due: expected
		"RUSSIA": {strs("A MOS", "A UKR"), strs("MOS")},
	}, nil, `{}`)
	if got := strings.Join(game.CheckText(g.State, "").Silent, " "); got != "ENGLAND RUSSIA" {
		t.Errorf("silent %q, want ENGLAND RUSSIA", got)
	}
}

// Rule 5.5, issue 28: the GM's summary says, before adjudicating, what
// each sheet may cost against the money its power may spend, and when it
// overspends (the offers will be cut), by payola's cost measure.
func TestCheckSummaryFlagsOverspending(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"FRANCE": game.Playing, "GERMANY": game.Playing}, `{}`)
	// Each power holds 40 AgP. France offers 30 + 20 and transfers 5:
	// it may spend 35 and its offers may cost 50, 15 over. Germany may
	// spend its 40 and France's 5 (rule 2.3: transfers before
	// determination); its 12 are within them.
	tc := game.CheckText(g.State, "FRANCE:\nTRANSFER 5 TO GERMANY\n30 : A PAR - BUR\n20 : A MAR - SPA\nGERMANY:\n12 : A MUN - RUH\n")
	if len(tc.Diagnostics) != 0 {
		t.Fatal(tc.Diagnostics)
	}
	got := map[string]sheets.Summary{}
	for _, s := range tc.Powers {
		got[s.Power] = s
	}
	if s := got["FRANCE"]; s.Most != 50 || s.Available != 35 || s.Over != 15 || !strings.Contains(s.Overspends, "50 AgP, 15 more than the 35 AgP") {
		t.Errorf("France: most %d, available %d, over %d (%q); want 50, 35, 15, said", s.Most, s.Available, s.Over, s.Overspends)
	}
	if s := got["GERMANY"]; s.Overspends != "" {
		t.Errorf("Germany does not overspend, but the summary says %q", s.Overspends)
	}
	if s := got["GERMANY"]; s.Most != 12 || s.Available != 45 || s.Over != 0 {
		t.Errorf("Germany: most %d, available %d, over %d; want 12, 45, 0", s.Most, s.Available, s.Over)
	}
	// The summary's figures are the auction's (rule 5.5 cuts France's
	// offers from 50 to what it may spend).
	r := mustAdjudicate(t, g, "FRANCE:\nTRANSFER 5 TO GERMANY\n30 : A PAR - BUR\n20 : A MAR - SPA\nGERMANY:\n12 : A MUN - RUH\n", game.Options{})
	for _, p := range []string{"FRANCE", "GERMANY"} {
		if l := r.Play.Auction.Ledgers[p]; l.Available != got[p].Available {
			t.Errorf("%s may spend %d in the auction, %d in the check's summary", p, l.Available, got[p].Available)
		}
	}
}
