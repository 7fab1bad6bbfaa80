package game

import (
	"fmt"
	"maps"
	"math/rand/v2"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// Options are the GM's choices for one adjudication.
type Options struct {
	Lenient bool   // ignore invalid lines (listed in Result.Ignored) instead of refusing
	Seed    *int64 // overrides the game's seed
}

// LedgerSummary is one power's money for the phase as the result and the
// history keep it (game-format.md §4; payola.Ledger is the auction's own,
// line by line), in every phase kind: Before + Transfers - Paid + Income -
// Forfeited = After, and After is the balance the next phase starts with.
type LedgerSummary struct {
	Before     int `json:"before"`
	Paid       int `json:"paid"`
	After      int `json:"after"`
	Reductions int `json:"reductions"`
	Transfers  int `json:"transfers,omitempty"` // received less given (2.3)
	Income     int `json:"income,omitempty"`    // paid after the phase: tax before Spring (2.1), or Zero Sum's year-end money (6.7), which may be negative
	Forfeited  int `json:"forfeited,omitempty"` // a resigned power's treasury, lost (2.4, payola-rules §10.14)
}

// Result is everything one adjudication produces, as facts: engine/publish
// writes the texts people receive from it. Only Orders and Next (and the
// diagnostics) are for the players; the rest is the GM's.
type Result struct {
	Phase     string                   `json:"phase"`
	NextPhase string                   `json:"nextPhase"`
	Seed      int64                    `json:"seed"`
	Orders    []IssuedOrder            `json:"orders"`
	Ledgers   map[string]LedgerSummary `json:"ledgers"`
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
	// Views are Tin Cup's cut of the phase, one per power (rule 6.3); nil
	// in a game that is not blind.
	Views map[string]*View `json:"-"`
	Play  Play             `json:"-"` // how the phase went, for the texts
}

// Play is what the texts of a phase tell beyond the orders: the auction,
// the units dislodged and destroyed, and each power's money.
type Play struct {
	Auction   *payola.AuctionResult // the movement phase's auction, or nil
	Earned    map[string]int        // Zero Sum: paid to each power's units in the auction (6.7)
	Dislodged []judge.Dislodgement  // every unit dislodged, destroyed ones included
	Destroyed []judge.Dislodgement  // dislodged with no retreat possible
	Contested []string              // provinces left empty by a standoff
	After     orders.Position       // the units standing after the phase
	Transfers []TransferRecord      // money moved between powers (2.3)
	Before    map[string]int        // power -> balance before the phase
	Balances  map[string]int        // power -> balance after the auction and transfers
	// Account is, per power, the money moved after the auction: Zero
	// Sum's year, forfeits and income, each with its label.
	Account map[string][]AccountLine
	excess  []excessOrder // adjustments beyond what the power is due (Result.Beyond)
}

// AccountLine is one line of a power's account after the phase.
type AccountLine struct {
	Label  string
	Amount int
}

// Beyond is why an issued order failed as beyond what its power is due
// (one of Excess), if it did.
func (r *Result) Beyond(o IssuedOrder) (string, bool) {
	for _, x := range r.Play.excess {
		if x.Power == o.Power && x.Order.String() == o.Order {
			return x.Why, true
		}
	}
	return "", false
}

// IsDestroyed says whether a dislodged unit had nowhere to go.
func (p *Play) IsDestroyed(d judge.Dislodgement) bool {
	for _, x := range p.Destroyed {
		if x.Unit == d.Unit && x.Power == d.Power {
			return true
		}
	}
	return false
}

// Adjudicate runs the game's current phase with the GM's pasted text. On bad
// input it returns Diagnostics naming every problem and no result at all.
func Adjudicate(g *Game, text string, opt Options) (*Result, error) {
	if g.File.Winner != "" {
		return nil, fmt.Errorf("the game is over: %s has won", g.File.Winner)
	}
	all, diags, err := sheets.Split(g.Map, text)
	if err != nil {
		return nil, err
	}
	seed := g.seed(opt)
	shs, ds := sheets.Read(g.reading(), all)
	r := &Result{Phase: g.Phase.String(), Seed: seed, Ledgers: map[string]LedgerSummary{}}
	ph, diags := g.runPhase(shs, append(diags, ds...), seed)
	if len(diags) > 0 {
		if !opt.Lenient || ph == nil {
			return nil, diags.Summarised()
		}
		r.Ignored = append(diags, sheets.SetAside(all)...).Summarised()
	}
	r.Void = ph.voids
	r.Void.Sort()
	r.Silent = g.silent(shs)
	if g.Phase.Kind == orders.Adjustments {
		ph.excess = g.excessAdjustments(shs, ph.results)
		for _, x := range ph.excess {
			r.Excess = append(r.Excess, x.diagnostic())
		}
	}
	g.finish(r, ph, shs)
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

// runPhase adjudicates the phase from the sheets as read: the auction and
// the judge, with every problem they find. It changes nothing, so the live
// check runs it too.
func (g *Game) runPhase(shs []sheets.Sheet, diags Diagnostics, seed int64) (*phaseRun, Diagnostics) {
	switch g.Phase.Kind {
	case orders.Movement:
		return g.movement(shs, diags, seed)
	case orders.Retreats:
		return g.retreats(shs, diags)
	}
	return g.adjustments(shs, diags)
}

// phaseRun is what a phase's adjudication hands to finish.
type phaseRun struct {
	results   []judge.OrderResult
	after     orders.Position
	dislodged []judge.Dislodgement
	destroyed []judge.Dislodgement // dislodged with no retreat possible
	contested []string
	totals    map[string]int // unit province -> accepted total (bribed units)
	balances  map[string]int // power -> balance after the phase
	auction   *payola.AuctionResult
	sheets    map[string]*payola.Sheet // movement: the sheets as read
	transfers []TransferRecord
	accept    map[string]string    // power -> acceptance list to keep
	before    map[string]int       // power -> balance before the phase
	voids     Diagnostics          // orders issued void, with why
	voided    map[string]voidOrder // movement: province -> the void order issued (the unit held)
	excess    []excessOrder        // adjustments beyond what the power is due
}

// newRun starts a phase's run from the treasuries and lists as they stand.
func (g *Game) newRun() *phaseRun {
	return &phaseRun{totals: map[string]int{}, balances: g.balances(), before: g.balances(), accept: map[string]string{}}
}

// balances is every power's treasury as the phase starts.
func (g *Game) balances() map[string]int {
	b := map[string]int{}
	for _, p := range g.File.Powers {
		b[p.Name] = *p.Balance
	}
	return b
}

// seed is the GM's, the game's, or else a fresh one, which is written into
// every output so the run can be repeated. It only orders acceptance lists,
// so math/rand suffices (crypto/rand would add 190 KB to the wasm).
func (g *Game) seed(opt Options) int64 {
	switch {
	case opt.Seed != nil:
		return *opt.Seed
	case g.File.Seed != nil:
		return *g.File.Seed
	}
	return rand.Int64N(1 << 53) // exact in a JavaScript number
}

// reading is what the sheets' reader needs of the game, as data: the
// board, the units' owners, the dislodged units and each power's status.
func (g *Game) reading() sheets.Board {
	b := sheets.Board{Map: g.Map, Pos: g.Pos, Phase: orders.PhaseKind(g.Phase.Kind), Rules: g.payolaRules(), Resigned: map[string]bool{}}
	if g.Phase.Kind == orders.Adjustments {
		b.Map, _ = g.adjustmentBoard() // a build in a partisan site or, by the map's rules, away from home
	}
	if len(g.Dislodged) > 0 {
		b.Dislodged = orders.Position{}
		for _, d := range g.Dislodged {
			b.Dislodged[d.Unit.Province()] = orders.Placed{Power: d.Power, Unit: d.Unit}
		}
	}
	for _, p := range g.File.Powers {
		if p.Status == Resigned {
			b.Resigned[p.Name] = true
		}
	}
	return b
}

// voidAt is the report of an order issued void: it has no effect, as the
// standard rules treat an illegal order (game-format.md §4).
func voidAt(power string, o sheets.Order, why error) Diagnostic {
	msg := why.Error()
	if oe, ok := why.(*orders.Error); ok {
		msg = oe.Msg
	}
	return Diagnostic{Power: power, Pos: o.Pos, Msg: o.Order.String() + " is void: " + msg}
}

// silent lists, in order, the powers that were expected to send something
// in this phase and have no section in the text (rule 3.3): in a movement
// phase every played power with units or centers (its units will hold on a
// 0 AgP offer), in the retreats the owners of dislodged units (they will be
// disbanded), in the winter the powers with builds to make or units to
// remove (civil disorder). Dummies and resigned powers are not expected.
func (g *Game) silent(shs []sheets.Sheet) []string {
	sent := map[string]bool{}
	for _, s := range shs {
		sent[s.Power] = true
	}
	out := []string{}
	for _, p := range g.File.Powers {
		if sent[p.Name] || p.Status == Dummy || p.Status == Resigned || !g.expects(p) {
			continue
		}
		out = append(out, p.Name)
	}
	return out
}

// expects says whether the phase needs something from the power.
func (g *Game) expects(p PowerFile) bool {
	switch g.Phase.Kind {
	case orders.Movement:
		return len(p.Units) > 0 || len(p.Centers) > 0
	case orders.Retreats:
		for _, d := range g.Dislodged {
			if d.Power == p.Name {
				return true
			}
		}
		return false
	}
	return g.mobilizing() || g.mustAdjust(g.Pos, g.Owners, p.Name)
}

// applyStanding applies the ACCEPT and TRANSFER lines of a phase without an
// auction (retreats, adjustments, a movement phase where no unit takes
// bribes): they take effect in that phase (game-format.md §2). A transfer
// above what the treasury holds is an error at its line.
func (g *Game) applyStanding(run *phaseRun, standing map[string]*payola.Sheet) Diagnostics {
	var diags Diagnostics
	held := maps.Clone(run.before)
	for _, p := range g.File.Powers {
		sh := standing[p.Name]
		if sh == nil {
			continue
		}
		if sh.Accept != nil {
			run.accept[p.Name] = sh.Accept.String()
		}
		diags = append(diags, sh.LimitTransfers(run.before[p.Name], held)...)
		for _, t := range sh.Transfers {
			run.balances[p.Name] -= t.Amount
			run.balances[t.To] += t.Amount
			run.transfers = append(run.transfers, TransferRecord{From: p.Name, To: t.To, Amount: t.Amount})
		}
	}
	return diags
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
