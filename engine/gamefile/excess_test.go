package gamefile

import (
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"
)

// Rule: a power builds no more units than its supply centers exceed its
// units (standard rules, payola-rules §8). A build beyond that is flagged
// when the GM checks the text, with the reason, and the reason stands in
// the results beside the failed order.
func TestExcessBuildsFlagged(t *testing.T) {
	games, _ := playYear(t, `{}`)
	winter := games[3] // Germany: 4 centers, 3 units: one build
	text := "GERMANY:\nBUILD A BER\nBUILD F KIE\nFRANCE:\nBUILD A MAR\n"
	tc := game.CheckText(winter.State, text)
	if len(tc.Excess) != 1 || tc.Excess[0].Power != "GERMANY" || tc.Excess[0].Line != 3 || !strings.Contains(tc.Excess[0].Msg, "only 1") {
		t.Fatalf("check: excess %+v", tc.Excess)
	}
	if len(tc.Diagnostics) != 0 {
		t.Errorf("an excess build is not an error: %v", tc.Diagnostics)
	}
	r := mustAdjudicate(t, winter, text, game.Options{})
	if len(r.Excess) != 1 || r.Excess[0].Line != 3 {
		t.Errorf("result: excess %+v", r.Excess)
	}
	if why, ok := r.Beyond(issuedOf(r, "F KIE")); !ok || why != "GERMANY may build only 1 (4 supply centers, 3 units)" {
		t.Errorf("why BUILD F KIE fails: %q", why)
	}
	// Within its due, nothing is flagged.
	if tc := game.CheckText(winter.State, "GERMANY:\nBUILD A BER\n"); len(tc.Excess) != 0 {
		t.Errorf("one build flagged: %+v", tc.Excess)
	}
}

// Each excess adjustment is flagged at its own line: two WAIVEs beyond a
// single build due are two diagnostics at the two WAIVE lines, never both
// at the first; a comment line between them is not an order.
func TestExcessWaivesEachAtItsLine(t *testing.T) {
	games, _ := playYear(t, `{}`)
	winter := games[3] // Germany: 4 centers, 3 units: one build
	tc := game.CheckText(winter.State, "GERMANY:\nBUILD A BER\nWAIVE\n% and once more\nWAIVE\n")
	if len(tc.Excess) != 2 || tc.Excess[0].Line != 3 || tc.Excess[1].Line != 5 {
		t.Fatalf("excess %v; want the WAIVEs at lines 3 and 5", tc.Excess)
	}
	for _, d := range tc.Excess {
		if d.Power != "GERMANY" || d.Msg != "WAIVE fails: GERMANY may build only 1 (4 supply centers, 3 units)" {
			t.Errorf("excess %v", d)
		}
	}
	if !strings.Contains(game.CheckText(winter.State, "GERMANY:\nBUILD A BER\nWAIVE\n").Excess.Error(), "line 3") {
		t.Errorf("one excess WAIVE is not at line 3")
	}
}

// Removals beyond those due are flagged too, with their own reason: France
// with three units and two centers must remove one (standard rules,
// payola-rules §8), so a second REMOVE fails at its line (found past
// Germany's section), and the results say why beside it.
func TestExcessRemovalFlagged(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN"), strs("MUN", "BER")},
	}, nil, `{}`)
	text := "GERMANY:\nBUILD A BER\nFRANCE:\nREMOVE A MAR\nREMOVE F BRE\n"
	tc := game.CheckText(g.State, text)
	want := "REMOVE F BRE fails: FRANCE must remove only 1 (2 supply centers, 3 units)"
	if len(tc.Excess) != 1 || tc.Excess[0].Line != 5 || tc.Excess[0].Power != "FRANCE" || tc.Excess[0].Msg != want {
		t.Fatalf("excess %v; want line 5: %s", tc.Excess, want)
	}
	r := mustAdjudicate(t, g, text, game.Options{})
	if why, ok := r.Beyond(issuedOf(r, "F BRE")); !ok || why != "FRANCE must remove only 1 (2 supply centers, 3 units)" {
		t.Errorf("why REMOVE F BRE fails: %q", why)
	}
}

// An excess adjustment is flagged at the line of the order that counts,
// not at a line NMR or CLEAR discarded (game-format §2) that reads the
// same: the WAIVE at line 2 is cleared, the one at line 5 is beyond the
// single build due.
func TestExcessAtTheLineThatCountsAfterClear(t *testing.T) {
	games, _ := playYear(t, `{}`)
	winter := games[3] // Germany: 4 centers, 3 units: one build
	tc := game.CheckText(winter.State, "GERMANY:\nWAIVE\nCLEAR\nBUILD A BER\nWAIVE\n")
	if len(tc.Excess) != 1 || tc.Excess[0].Line != 5 {
		t.Errorf("excess %v; want the WAIVE at line 5", tc.Excess)
	}
}
