package game

import (
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
	tc := Check(winter, text)
	if len(tc.Excess) != 1 || tc.Excess[0].Power != "GERMANY" || tc.Excess[0].Line != 3 || !strings.Contains(tc.Excess[0].Msg, "only 1") {
		t.Fatalf("check: excess %+v", tc.Excess)
	}
	if len(tc.Diagnostics) != 0 {
		t.Errorf("an excess build is not an error: %v", tc.Diagnostics)
	}
	r := mustAdjudicate(t, winter, text, Options{})
	if len(r.Excess) != 1 || r.Excess[0].Line != 3 {
		t.Errorf("result: excess %+v", r.Excess)
	}
	if why, ok := r.Beyond(orderOf(r, "F KIE")); !ok || why != "GERMANY may build only 1 (4 supply centers, 3 units)" {
		t.Errorf("why BUILD F KIE fails: %q", why)
	}
	// Within its due, nothing is flagged.
	if tc := Check(winter, "GERMANY:\nBUILD A BER\n"); len(tc.Excess) != 0 {
		t.Errorf("one build flagged: %+v", tc.Excess)
	}
}
