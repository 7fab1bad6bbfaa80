package game

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// diagnostic is one problem in the GM's pasted text, located for a player.
type diagnostic = orders.Diagnostic

// diagnostics is a list of problems; as an error it prints one per line.
type diagnostics = orders.Diagnostics

// TextCheck is the live check of the GM's whole pasted text.
type TextCheck struct {
	Diagnostics diagnostics
	// Void lists orders that will be issued but cannot be carried out (a move
	// to a place the unit does not reach, a build in an occupied center): not
	// problems that stop adjudication, but what the GM will want to know.
	Void   diagnostics
	Powers []sheets.Summary
	Silent []string    // powers expected to send something that did not (rule 3.3)
	Excess diagnostics // builds or removals beyond what the power is due: they will fail
}

// CheckText reads the pasted text as Adjudicate would, without adjudicating:
// every problem, and a summary per power.
func CheckText(g *State, text string) *TextCheck { return CheckTextWith(g, text, sheets.Read) }

// CheckTextWith is CheckText with the sections read by read, as sheets.Read
// reads them: the page's live check (wasm/session.go) passes a reader that
// keeps the sections a keystroke left unchanged, so that it reads only the
// changed text.
func CheckTextWith(g *State, text string, read func(sheets.Board, []sheets.Section) ([]sheets.Sheet, diagnostics)) *TextCheck {
	all, diags, err := sheets.Split(g.Map, text)
	if err != nil {
		return &TextCheck{Diagnostics: diagnostics{{Msg: err.Error()}}}
	}
	shs, ds := read(g.reading(), all)
	tc := &TextCheck{Diagnostics: append(diags, ds...), Silent: g.silent(shs)}
	// What each power may spend is the auction's: its balance with the
	// transfers it receives from the other sheets (rule 2.3, before
	// determination), less those it gives and its savings (3.4).
	received := map[string]int{}
	for _, sh := range shs {
		for _, st := range []*payola.Sheet{sh.Offers, sh.Standing} {
			if st != nil {
				for _, t := range st.Transfers {
					received[t.To] += t.Amount
				}
			}
		}
	}
	for _, sh := range shs {
		tc.Powers = append(tc.Powers, sh.Summary(g.Balance(sh.Power)+received[sh.Power]))
	}
	switch g.Phase.Kind {
	case orders.Movement:
		tc.Void = g.movementVoids(shs)
	case orders.Retreats:
		_, tc.Void = g.retreatOrders(shs)
	default:
		ords, voids := g.adjustmentOrders(shs)
		m, owners := g.adjustmentBoard()
		for _, x := range g.excessAdjustments(shs, judge.AdjustmentsCounted(m, g.Pos, owners, g.adjustmentCounts(), ords).Results) {
			tc.Excess = append(tc.Excess, x.diagnostic())
		}
		tc.Void = voids
	}
	if len(tc.Diagnostics) == 0 && g.Winner == "" {
		// What only the phase's run finds (a transfer the treasury cannot
		// cover, the auction's complaints) shows here first: Adjudicate
		// refuses nothing the check did not show.
		_, tc.Diagnostics = g.runPhase(shs, nil, g.seed(Options{}))
	}
	tc.Void.Sort()
	problems := map[string]int{}
	for _, d := range tc.Diagnostics {
		problems[d.Power]++
	}
	for i := range tc.Powers {
		tc.Powers[i].Problems = problems[tc.Powers[i].Power]
	}
	tc.Diagnostics = tc.Diagnostics.Summarised()
	return tc
}

// SheetBoard is the board one player's sheet is read on, as its
// adjudication reads it: sheets.CheckSheet checks the sheet on it (units
// and every order's legality against the board, the game's rules),
// sheets.ReadOffers reads its valid lines for drawing and costing them.
// Without a game (g == nil), the standard map with no units: the syntax
// alone.
func (g *State) SheetBoard() sheets.Board {
	if g == nil {
		return sheets.Board{Map: board.Standard(), Phase: orders.Movement}
	}
	return g.reading()
}
