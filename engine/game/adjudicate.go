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
	Lenient bool   // ignore invalid lines (listed in Outcome.Ignored) instead of refusing
	Seed    *int64 // overrides the game's seed
}

// Outcome is everything one phase produces, as values: the file layer
// writes the next game file and its history entry from it, and
// engine/publish the texts people receive. Only the orders and the next
// state (and the diagnostics) are for the players; the rest is the GM's.
type Outcome struct {
	Phase   Phase
	Seed    int64
	Orders  []Issued // every unit's order with its result, as issued
	Ledgers map[string]payola.LedgerSummary
	State   *State // the game after the phase
	Ignored diagnostics
	Void    diagnostics // orders issued that could not be carried out
	Silent  []string    // powers that sent nothing (rule 3.3)
	Excess  diagnostics // builds or removals beyond what the power is due: they fail
	// Sheets are the sections as submitted, power by power.
	Sheets map[string]string
	// Views are Tin Cup's cut of the phase, one per power (rule 6.3); nil
	// in a game that is not blind.
	Views map[string]*View
	Play  Run // how the phase went, for the texts
}

// Issued is one unit's order as issued, with its result: the judge's
// (Order, Outcome, Cause, as the map draws it), and for an order issued
// void before the judge saw it (the unit held), why.
type Issued struct {
	judge.OrderResult
	Total *int  // the accepted offers' total, for a bribed unit
	Void  error // issued void: why it could not be carried out (the judge saw a hold)
	// VoidRestsOn are the provinces a void order's reason rests on (Tin
	// Cup, payola-rules §10.23).
	VoidRestsOn []string
}

// Run is what the texts of a phase tell beyond the orders: the auction,
// the units dislodged and destroyed, and each power's money.
type Run struct {
	Auction   *payola.AuctionResult   // the movement phase's auction, or nil
	Earned    map[string]int          // Zero Sum: paid to each power's units in the auction (6.7)
	Dislodged []judge.Dislodgement    // every unit dislodged, destroyed ones included
	Destroyed []judge.Dislodgement    // dislodged with no retreat possible
	Contested []string                // provinces left empty by a standoff
	After     orders.Position         // the units standing after the phase
	Transfers []payola.TransferRecord // money moved between powers (2.3)
	Before    map[string]int          // power -> balance before the phase
	Balances  map[string]int          // power -> balance after the auction and transfers
	// Account is, per power, the money moved after the auction: Zero
	// Sum's year, forfeits and income, each with its label.
	Account map[string][]payola.AccountLine
	// The history's own: income paid after the phase (Zero Sum: the year's
	// bribe profits), Zero Sum's captures, Tin Cup's phantom offers.
	Income   map[string]int
	Captures []payola.CaptureRecord
	Phantoms []string
	excess   []excessOrder // adjustments beyond what the power is due (Outcome.Beyond)
}

// Beyond is why an issued order failed as beyond what its power is due
// (one of Excess), if it did.
func (r *Outcome) Beyond(o judge.OrderResult) (string, bool) {
	for _, x := range r.Play.excess {
		if x.Power == o.Power && x.Order.String() == o.Order.String() {
			return x.Why, true
		}
	}
	return "", false
}

// IsDestroyed says whether a dislodged unit had nowhere to go.
func (p *Run) IsDestroyed(d judge.Dislodgement) bool {
	for _, x := range p.Destroyed {
		if x.Unit == d.Unit && x.Power == d.Power {
			return true
		}
	}
	return false
}

// Play runs the state's phase with the GM's pasted text. On bad input it
// returns Diagnostics naming every problem and no outcome at all.
func Play(g *State, text string, opt Options) (*Outcome, error) {
	if g.Winner != "" {
		return nil, fmt.Errorf("the game is over: %s has won", g.Winner)
	}
	all, diags, err := sheets.Split(g.Map, text)
	if err != nil {
		return nil, err
	}
	seed := g.seed(opt)
	shs, ds := sheets.Read(g.reading(), all)
	r := &Outcome{Phase: g.Phase, Seed: seed, Ledgers: map[string]payola.LedgerSummary{}}
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
	return r, nil
}

// runPhase adjudicates the phase from the sheets as read: the auction and
// the judge, with every problem they find. It changes nothing, so the live
// check runs it too.
func (g *State) runPhase(shs []sheets.Sheet, diags diagnostics, seed int64) (*phaseRun, diagnostics) {
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
	transfers []payola.TransferRecord
	accept    map[string]string    // power -> acceptance list to keep
	before    map[string]int       // power -> balance before the phase
	voids     diagnostics          // orders issued void, with why
	voided    map[string]voidOrder // movement: province -> the void order issued (the unit held)
	excess    []excessOrder        // adjustments beyond what the power is due
}

// newRun starts a phase's run from the treasuries and lists as they stand.
func (g *State) newRun() *phaseRun {
	return &phaseRun{totals: map[string]int{}, balances: g.balances(), before: g.balances(), accept: map[string]string{}}
}

// balances is every power's treasury as the phase starts.
func (g *State) balances() map[string]int {
	b := map[string]int{}
	for _, p := range g.Powers {
		b[p.Name] = p.Balance
	}
	return b
}

// seed is the GM's, the game's, or else a fresh one, which is written into
// every output so the run can be repeated. It only orders acceptance lists,
// so math/rand suffices (crypto/rand would add 190 KB to the wasm).
func (g *State) seed(opt Options) int64 {
	switch {
	case opt.Seed != nil:
		return *opt.Seed
	case g.Seed != nil:
		return *g.Seed
	}
	return rand.Int64N(1 << 53) // exact in a JavaScript number
}

// reading is what the sheets' reader needs of the game, as data: the
// board, the units' owners, the dislodged units and each power's status.
func (g *State) reading() sheets.Board {
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
	for _, p := range g.Powers {
		if p.Status == Resigned {
			b.Resigned[p.Name] = true
		}
	}
	return b
}

// voidAt is the report of an order issued void: it has no effect, as the
// standard rules treat an illegal order (game-format.md §4).
func voidAt(power string, o sheets.Order, why error) diagnostic {
	msg := why.Error()
	if oe, ok := why.(*orders.Error); ok {
		msg = oe.Msg
	}
	return diagnostic{Power: power, Pos: o.Pos, Msg: o.Order.String() + " is void: " + msg}
}

// silent lists, in order, the powers that were expected to send something
// in this phase and have no section in the text (rule 3.3): in a movement
// phase every played power with units or centers (its units will hold on a
// 0 AgP offer), in the retreats the owners of dislodged units (they will be
// disbanded), in the winter the powers with builds to make or units to
// remove (civil disorder). Dummies and resigned powers are not expected.
func (g *State) silent(shs []sheets.Sheet) []string {
	sent := map[string]bool{}
	for _, s := range shs {
		sent[s.Power] = true
	}
	out := []string{}
	for _, p := range g.Powers {
		if sent[p.Name] || p.Status == Dummy || p.Status == Resigned || !g.expects(p) {
			continue
		}
		out = append(out, p.Name)
	}
	return out
}

// hasUnits says whether a unit of the power stands on the board.
func (g *State) hasUnits(power string) bool {
	for _, u := range g.Pos {
		if u.Power == power {
			return true
		}
	}
	return false
}

// expects says whether the phase needs something from the power.
func (g *State) expects(p Power) bool {
	switch g.Phase.Kind {
	case orders.Movement:
		return len(p.Centers) > 0 || g.hasUnits(p.Name)
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
func (g *State) applyStanding(run *phaseRun, standing map[string]*payola.Sheet) diagnostics {
	var diags diagnostics
	held := maps.Clone(run.before)
	for _, p := range g.Powers {
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
			run.transfers = append(run.transfers, payola.TransferRecord{From: p.Name, To: t.To, Amount: t.Amount})
		}
	}
	return diags
}
