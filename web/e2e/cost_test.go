//go:build e2e

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/payola"
	sheetreader "github.com/payola-gm/payola/engine/sheets"
)

// Issue 24, what it costs: with the balance typed, the cost panel says
// the most the sheet can cost and, over the balance, rule 5.5's cuts
// round by round: the engine's schedule (payola's Sheet.Cost, which
// TestCostScheduleMatchesTheAuction holds to the auction), in its words.
func TestTheCostPanelShowsRule55Schedule(t *testing.T) {
	text := "5#3 : A PAR - BUR\n3 : A MAR - PIE\n2*4#2 & F BRE H\n3$"
	sh, ds := sheetreader.ParseSheet(board.Standard(), nil, "FRANCE", strings.Split(text, "\n"), 1, payola.AuctionRules{})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	want := sh.Cost(12)
	if want.Rounds < 2 {
		t.Fatalf("the sheet overspends %d rounds; the test wants several", want.Rounds)
	}
	p := newPage(t)
	p.open("/web/checker.html")
	p.do("pick France", chromedp.SetValue(chromedp.ID("power"), "FRANCE"))
	p.paste("sheet", text)
	eval[bool](p, `(() => { const b = document.getElementById('balance'); b.focus(); return true; })()`)
	p.typeKeys("12")
	p.wait("the schedule", `document.getElementById('cost').dataset.rounds !== undefined`)
	got := eval[[]string](p, `[...document.querySelectorAll('#cost p, #cost li')].map(e => e.textContent)`)
	if strings.Join(got, "\n") != strings.Join(want.Words, "\n") {
		t.Errorf("the panel says\n%s\nwant the engine's\n%s", strings.Join(got, "\n"), strings.Join(want.Words, "\n"))
	}
	if !strings.HasPrefix(got[0], "If every offer is accepted you overspend by") {
		t.Errorf("the panel starts %q", got[0])
	}
	p.shot("cost-panel")
}
