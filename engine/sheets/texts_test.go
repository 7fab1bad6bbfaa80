package sheets

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/orders"
)

// Issue 23: a TRANSFER line's misspelt power gets the suggestion a
// misspelt header gets (rule 2.3), in the GM's text as in a player's check.
func TestTransferToAMisspeltPowerSuggests(t *testing.T) {
	for _, b := range []Board{opening(orders.Movement), opening(orders.Adjustments)} {
		secs, ds, err := Split(b.Map, "FRANCE:\nTRANSFER 5 TO ENGLND\n")
		if err != nil || len(ds) > 0 {
			t.Fatal(err, ds)
		}
		_, ds = Read(b, secs)
		if len(ds) != 1 || ds[0].Line != 2 || !strings.HasSuffix(ds[0].Msg, "did you mean ENGLAND?") {
			t.Errorf("%v phase: %v; want one error at line 2 suggesting ENGLAND", b.Phase, ds)
		}
	}
	sc, err := CheckSheet(opening(orders.Movement), "FRANCE", "TRANSFER 5 TO ENGLND\n")
	if err != nil || len(sc.Diagnostics) != 1 || !strings.HasSuffix(sc.Diagnostics[0].Msg, "did you mean ENGLAND?") {
		t.Errorf("checked: %+v, %v", sc, err)
	}
	// A name far from every power gets no guess.
	sc, _ = CheckSheet(opening(orders.Movement), "FRANCE", "TRANSFER 5 TO NARNIA\n")
	if len(sc.Diagnostics) != 1 || strings.Contains(sc.Diagnostics[0].Msg, "did you mean") {
		t.Errorf("NARNIA: %+v", sc.Diagnostics)
	}
}

// Issue 23: the adjustment summary counts orders, not the section's ACCEPT
// and TRANSFER lines (rules 2.3, 4.2).
func TestSummaryCountsOnlyOrders(t *testing.T) {
	b := opening(orders.Adjustments)
	secs, _, err := Split(b.Map, "FRANCE:\nACCEPT FEGAIRT\nTRANSFER 5 TO ENGLAND\nWAIVE\n")
	if err != nil {
		t.Fatal(err)
	}
	shs, ds := Read(b, secs)
	if len(ds) > 0 || len(shs) != 1 {
		t.Fatal(ds)
	}
	if got := shs[0].Summary(0).Orders; got != 1 {
		t.Errorf("%d orders counted; want 1 (the WAIVE)", got)
	}
}
