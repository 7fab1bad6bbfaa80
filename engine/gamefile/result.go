package gamefile

import (
	"fmt"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Result is a phase's outcome as adjudicate --json prints it, with the next
// game file (whose last history entry is the phase's) and the outcome itself
// (game.Outcome) for the texts.
type Result struct {
	*game.Outcome `json:"-"`

	Phase     string                          `json:"phase"`
	NextPhase string                          `json:"nextPhase"`
	Seed      int64                           `json:"seed"`
	Orders    []IssuedOrder                   `json:"orders"`
	Ledgers   map[string]payola.LedgerSummary `json:"ledgers"`
	// Next is the next game file. Its last history entry keeps the GM chart
	// of the phase, which engine/publish writes (publish.Adjudicate).
	Next    *File       `json:"next"`
	Ignored Diagnostics `json:"ignored,omitempty"`
	Void    Diagnostics `json:"void,omitempty"`   // orders issued that could not be carried out
	Silent  []string    `json:"silent,omitempty"` // powers that sent nothing (rule 3.3)
	Excess  Diagnostics `json:"excess,omitempty"` // builds or removals beyond what the power is due: they fail
	// Why says, for each unit of a movement phase, why it issued its order
	// (the auction's own decision, rules 4.4, 5.1-5.5, 6.5). GM only, as
	// the whole result is: it names every payer.
	Why []UnitWhy `json:"why,omitempty"`

	Results []judge.OrderResult `json:"-"` // the judge's results, for the map
	m       *board.Map
}

// Diagnostics is a list of problems; as an error it prints one per line.
type Diagnostics = orders.Diagnostics

// Adjudicate plays the game's phase with the GM's pasted text (game.Play)
// and writes its outcome down: the result, and the next game file with the
// phase's history entry. On bad input it returns Diagnostics naming every
// problem and no result at all.
func Adjudicate(g *Game, text string, opt game.Options) (*Result, error) {
	out, err := game.Play(g.State, text, opt)
	if err != nil {
		return nil, err
	}
	r := &Result{Outcome: out, Phase: out.Phase.String(), NextPhase: out.State.Phase.String(), Seed: out.Seed,
		Orders: []IssuedOrder{}, Ledgers: out.Ledgers, Ignored: out.Ignored, Void: out.Void, Silent: out.Silent, Excess: out.Excess,
		Why: unitsWhy(out.Play.Auction), m: g.Map}
	for _, o := range out.Orders {
		r.Orders = append(r.Orders, issuedOrder(g.Map, o, g.Rules.Blind))
		r.Results = append(r.Results, o.OrderResult)
	}
	r.Next = g.nextFile(out.State, r.entry(g))
	if err := CanFollow(r.Next); err != nil {
		return nil, err
	}
	for _, p := range r.Next.Powers {
		// Only an income scheme far beyond any real game gets here; a next
		// file that would not load is refused instead.
		if *p.Balance > MaxAmount {
			return nil, fmt.Errorf("%s's treasury would reach %d AgP, above the %d AgP a game file holds: lower the game's income", p.Name, *p.Balance, MaxAmount)
		}
	}
	return r, nil
}

// entry is the phase's history entry: the sheets as submitted, the lists
// as drawn, the issued orders, the balances before the phase, the board it
// was played on, and the money of the phase.
func (r *Result) entry(g *Game) HistoryEntry {
	out := r.Outcome
	e := HistoryEntry{Phase: r.Phase, Seed: r.Seed, Orders: r.Orders, Transfers: out.Play.Transfers, Balances: out.Play.Before,
		Board: boardOf(g.State), Sheets: out.Sheets, Income: out.Play.Income, Ledgers: r.Ledgers, Captures: out.Play.Captures}
	for _, d := range r.Ignored {
		e.Ignored = append(e.Ignored, d.String())
	}
	if out.Play.Auction != nil {
		e.Accept = out.Play.Auction.Expanded
		e.Earned = out.Play.Earned
		e.Phantoms = out.Play.Phantoms
	}
	return e
}

// issuedOrder is an issued order as the result and the history keep it.
// blind keeps what its cause rests on.
func issuedOrder(m *board.Map, o game.Issued, blind bool) IssuedOrder {
	res := o.OrderResult
	io := IssuedOrder{Power: res.Power, Order: res.Order.String(), Result: res.Outcome.String(), Dislodged: res.Dislodged, Total: o.Total}
	if o.Void != nil {
		why := o.Void.Error()
		io.Cause = &CauseFile{Reason: VoidReason, Note: why, Words: why}
		if blind {
			io.Cause.RestsOn = &Grounds{All: nonNil(o.VoidRestsOn), Reason: []string{}}
		}
	} else {
		io.Cause = causeFile(m, res.Cause, blind)
	}
	if res.Dislodged && res.DislodgedBy != (orders.Unit{}) {
		io.DislodgedBy = res.DislodgedBy.String()
	}
	if res.Order.Kind != orders.Waive {
		io.Unit = res.Order.Unit.String()
	}
	return io
}

// Seen is an order a Tin Cup power saw in full, as it is told it
// (game.Sighted): its cause cut to what the power may know.
func (r *Result) Seen(s game.Sighted) IssuedOrder {
	io := issuedOrder(r.m, s.Order, true)
	switch {
	case s.ToldAll:
	case s.ToldReason != "" && io.Cause != nil:
		io.Cause = &CauseFile{Reason: io.Cause.Reason, Words: s.ToldReason}
	default:
		io.Cause = nil
	}
	return io
}

// UnitWhy is one unit's auction decision as --json and the page carry it.
type UnitWhy struct {
	Unit  string `json:"unit"`
	Order string `json:"order"`
	Total int    `json:"total"`
	Rule  string `json:"rule"`  // the rule that decided, as the rules name it
	Words string `json:"words"` // the whole explanation, as the GM chart gives it
}

// unitsWhy lists the auction's decisions, in the order it issued them.
func unitsWhy(o *payola.AuctionResult) []UnitWhy {
	if o == nil {
		return nil
	}
	out := make([]UnitWhy, 0, len(o.Decisions))
	for _, d := range o.Decisions {
		out = append(out, UnitWhy{Unit: d.Unit.String(), Order: d.Order.String(), Total: d.Total, Rule: d.Rule.String(), Words: d.Words()})
	}
	return out
}
