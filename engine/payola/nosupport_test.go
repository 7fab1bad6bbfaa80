package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

// payola-rules §2: "An illegal order in an offer is an error for that line"
// (rule 3.1: an offer is for a legal order). A support across a crossing the
// map lets units move across but not support across (loeb9's "naf~",
// dpjudge-maps/loeb9.map line 21) is such an order, as DPjudge's
// Game.validOrder has it: the line is refused, naming power, line and
// column, and kept as ignored for a lenient adjudication; the move across,
// on the next line, is read.
func TestOfferOfASupportAcrossAStraitIsAnError(t *testing.T) {
	m, err := maps.Load("loeb9")
	if err != nil {
		t.Fatal(err)
	}
	pos := orders.Position{}
	for _, s := range []string{"SPAIN A COR", "SPAIN A TUN", "ITALY A NAF"} {
		u, power, err := orders.ParseUnitOwner(m, s)
		if err != nil {
			t.Fatal(err)
		}
		pos[u.Province()] = orders.Placed{Power: power, Unit: u}
	}
	s, diags := ParseSheet(m, pos, "SPAIN", []string{"3 : A COR S A TUN - NAF", "2 : A COR - NAF"}, 1, AuctionRules{})
	if len(diags) != 1 || diags[0].Power != "SPAIN" || diags[0].Line != 1 || diags[0].Col == 0 ||
		!strings.Contains(diags[0].Msg, "may move from Cordoba to North Africa but not support across") {
		t.Fatalf("diagnostics %v, want one for line 1 saying the support crosses a strait", diags)
	}
	if len(s.Ignored) != 1 || len(s.Lines) != 1 || !strings.Contains(s.Lines[0].Text, "A COR - NAF") {
		t.Errorf("sheet keeps %d lines (%v) and ignores %d; want the move kept and the support ignored", len(s.Lines), s.Lines, len(s.Ignored))
	}
}
