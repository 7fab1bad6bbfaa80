package game

import (
	"fmt"
	"hash/fnv"
	"maps"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// turn is the next state while finish builds it, step by step.
type turn struct {
	out    *Outcome
	next   *State
	phase  Phase             // the phase the next file is at
	before map[string]string // center -> owner at the start of the year (Fall turns)
	owners map[string]string // center -> owner after the Fall captures
	income map[string]int    // tax paid before Spring (2.1)
	// Money moved after the phase, for the ledgers: tax or Zero Sum's
	// year-end money, and resigned powers' treasuries lost.
	credits   map[string]int
	forfeited map[string]int
	notes     map[string][]payola.AccountLine // account lines per power
}

// finish turns a phase's adjudication into the result and the next game
// file, one step at a time in the order the rules apply them: the orders
// issued, the money of the phase, the units' new places, the phase that
// follows, and at the end of a Fall turn the captures, Zero Sum's year-end
// money, victory and the winter's skipping, then the income before Spring.
func (g *State) finish(r *Outcome, run *phaseRun, secs []sheets.Sheet) {
	t := &turn{out: r, next: g.clone(), credits: map[string]int{}, forfeited: map[string]int{}, notes: map[string][]payola.AccountLine{}}
	t.next.Seed = &r.Seed
	g.issueOrders(r, run)
	g.settlePhaseMoney(run, t)
	g.moveUnits(run, t)
	g.mobilized(run, t)
	g.record(r, run, secs)
	g.nextPhase(run, t)
	if t.phase.Kind == orders.Adjustments { // the Fall turn is over
		g.captureCenters(run, t)
		g.settleZeroSum(t)
		g.checkVictory(t)
		g.skipIdleWinter(run, t)
	}
	g.forfeitResigned(t)
	g.payIncome(t)
	g.writeLedgers(r, run, t)

	t.next.Phase = t.phase
	r.State = t.next

	r.Play.Dislodged, r.Play.Destroyed, r.Play.Contested, r.Play.After = run.dislodged, run.destroyed, run.contested, run.after
	r.Play.Transfers, r.Play.Before, r.Play.Balances, r.Play.Account, r.Play.excess = run.transfers, run.before, run.balances, t.notes, run.excess
	for _, p := range t.next.Powers {
		if in, ok := t.income[p.Name]; ok {
			r.Play.Account[p.Name] = append(r.Play.Account[p.Name], payola.AccountLine{Label: fmt.Sprintf("Income for %d supply centers (rule 2.1)", len(p.Centers)), Amount: in})
		}
	}
	if g.Rules.Blind {
		r.Views = g.blindViews(r)
	}
}

// issueOrders lists every unit's order with its result, for the result,
// the map and the history.
func (g *State) issueOrders(r *Outcome, run *phaseRun) {
	r.Orders = []Issued{} // a list even when nothing was ordered
	for _, res := range run.results {
		io := Issued{}
		if v, ok := run.voided[res.Order.Unit.Province()]; ok && res.Order.Kind == orders.Hold {
			res.Order, res.Outcome = v.order, judge.Void // issued, but the unit held
			io.Void, io.VoidRestsOn = v.why, voidGrounds(g.Map, v.order, v.why)
		}
		if t, ok := run.totals[res.Order.Unit.Province()]; ok {
			io.Total = &t
		}
		io.OrderResult = res
		r.Orders = append(r.Orders, io)
	}
}

// settlePhaseMoney writes the phase's balances (the auction's, with its
// transfers) and acceptance lists into the next file.
func (g *State) settlePhaseMoney(run *phaseRun, t *turn) {
	for i := range t.next.Powers {
		p := &t.next.Powers[i]
		if b, ok := run.balances[p.Name]; ok {
			p.Balance = b
		}
		if a, ok := run.accept[p.Name]; ok {
			p.Accept = strings.ToUpper(a)
		}
	}
}

// moveUnits puts every unit where the phase left it; a dislodged unit with
// nowhere to go is destroyed at once, as DPjudge does, and the others wait
// for the retreat phase.
func (g *State) moveUnits(run *phaseRun, t *turn) {
	t.next.Pos = run.after
	for _, d := range run.dislodged {
		if len(judge.RetreatOptions(g.Map, run.after, d, run.contested)) == 0 {
			run.destroyed = append(run.destroyed, d)
			continue
		}
		t.next.Dislodged = append(t.next.Dislodged, d)
	}
}

// record keeps what the phase's history entry holds beyond the orders:
// the sections as submitted, Zero Sum's earnings, Tin Cup's phantoms.
func (g *State) record(r *Outcome, run *phaseRun, secs []sheets.Sheet) {
	if len(secs) > 0 {
		r.Sheets = map[string]string{}
		for _, s := range secs {
			r.Sheets[s.Power] = s.Text()
		}
	}
	r.Play.Auction = run.auction
	if run.auction != nil {
		if g.Rules.ZeroSum {
			r.Play.Earned = earned(run.auction)
		}
		r.Play.Phantoms = phantoms(run.sheets)
	}
}

// nextPhase is the phase that follows, skipping a retreat phase with no
// unit to retreat; contested provinces matter only to those retreats.
func (g *State) nextPhase(run *phaseRun, t *turn) {
	t.phase = g.after(g.Phase)
	if t.phase.Kind == orders.Retreats && len(t.next.Dislodged) == 0 {
		t.phase = g.after(t.phase)
	}
	if t.phase.Kind == orders.Retreats {
		t.next.Contested = append(t.next.Contested, run.contested...)
		sort.Strings(t.next.Contested)
	}
}

// captureCenters gives each supply center to the power whose unit stands in
// it after the Fall phases, and writes the new ownership into the file.
func (g *State) captureCenters(run *phaseRun, t *turn) {
	f := t.next
	before := f.Owners
	owners := maps.Clone(before)
	for prov, u := range run.after {
		if p := g.Map.Province(prov); p != nil && p.Center {
			owners[prov] = u.Power
		}
	}
	for i := range f.Powers {
		f.Powers[i].Centers = []string{}
	}
	for _, c := range sortedKeys(owners) {
		if p := f.power(owners[c]); p != nil {
			p.Centers = append(p.Centers, c)
		}
	}
	f.Owners = owners
	t.owners = owners
	t.before = before
}

// settleZeroSum credits Zero Sum's year at the end of Fall (6.7).
func (g *State) settleZeroSum(t *turn) {
	if !g.Rules.ZeroSum {
		return
	}
	profits, delta, captures, notes := g.zeroSumYear(t.next, t.before, t.owners, t.out.Play.Earned)
	t.out.Play.Captures = captures
	for p, ns := range notes {
		t.notes[p] = append(t.notes[p], ns...)
	}
	if len(profits) > 0 {
		t.out.Play.Income = profits
	}
	for p, d := range delta {
		t.credits[p] += d
	}
}

// checkVictory ends the game when a power owns the victory condition's
// number of supply centers.
func (g *State) checkVictory(t *turn) {
	count := map[string]int{}
	for _, o := range t.owners {
		count[o]++
	}
	for _, p := range g.Map.Powers {
		if count[p.Name] >= g.Map.Victory {
			t.next.Winner = p.Name
			return
		}
	}
}

// skipIdleWinter goes straight to Spring when no power must remove a unit
// or can build one.
func (g *State) skipIdleWinter(run *phaseRun, t *turn) {
	for _, p := range t.next.Powers {
		if g.mustAdjust(run.after, t.owners, p.Name) {
			return
		}
	}
	t.phase = g.after(t.phase)
}

// mustAdjust says whether the power has a winter adjustment to make on the
// board: a unit to remove, or a build it can place in a free home center
// (any free center it owns under BUILD_ANY).
func (g *State) mustAdjust(pos orders.Position, owners map[string]string, power string) bool {
	m, owners := g.Map.ForAdjustments(owners)
	n := judge.Adjustment(pos, owners, power) // centers minus units
	if n < 0 {
		return true
	}
	for _, h := range m.HomesOf(power) {
		if _, occupied := pos[h]; n > 0 && !occupied && owners[h] == power {
			return true
		}
	}
	return false
}

// forfeitResigned takes the treasury of a resigned power left with no
// centers and no units, in the phase it is found so (rule 2.4, payola-rules
// §10.14): it is 0 from then on.
func (g *State) forfeitResigned(t *turn) {
	for i := range t.next.Powers {
		if p := &t.next.Powers[i]; p.Status == Resigned && len(p.Centers) == 0 && !t.next.hasUnits(p.Name) {
			g.forfeit(t, p)
		}
	}
}

func (g *State) forfeit(t *turn, p *Power) {
	if p.Balance == 0 {
		return
	}
	t.forfeited[p.Name] += p.Balance
	t.notes[p.Name] = append(t.notes[p.Name], payola.AccountLine{Label: "Forfeited: resigned without supply centers (rule 2.4)", Amount: -p.Balance})
	p.Balance = 0
}

// payIncome pays each power its tax before Spring (rule 2.1), or before
// every movement phase when the income object says so (rule 6.6), unless
// the game is over. A resigned power without centers (eliminated, 2.4) that
// still has units forfeits its money then.
func (g *State) payIncome(t *turn) {
	t.income = map[string]int{}
	if !g.Rules.Income.PaysBefore(t.phase, g.Map) || t.next.Winner != "" {
		return
	}
	for i := range t.next.Powers {
		p := &t.next.Powers[i]
		if p.Status == Resigned && len(p.Centers) == 0 {
			g.forfeit(t, p)
			continue
		}
		in := g.Rules.YearlyIncome(g.Map, p.Centers)
		if in == 0 {
			continue
		}
		p.Balance += in
		t.income[p.Name] = in
		t.credits[p.Name] += in
	}
	if len(t.income) > 0 {
		t.out.Play.Income = t.income
	}
}

// writeLedgers states every power's money for the phase: every power in
// play, 0 AgP included, in every phase kind (game-format §4; issue 28: a
// power left out read as one that is not in the game). A power is in play
// when it began the phase with a unit, a dislodged unit or a center, or
// had money, or took part in the auction; the map's other powers (never
// in this game, or out of it with nothing) have no ledger.
func (g *State) writeLedgers(r *Outcome, run *phaseRun, t *turn) {
	moved := map[string]int{}
	for _, tr := range run.transfers {
		moved[tr.From] -= tr.Amount
		moved[tr.To] += tr.Amount
	}
	holds := map[string]bool{}
	for _, p := range g.Powers {
		holds[p.Name] = len(p.Centers) > 0 || g.hasUnits(p.Name)
	}
	for _, d := range g.Dislodged {
		holds[d.Power] = true
	}
	for _, p := range t.next.Powers {
		l := payola.LedgerSummary{Before: run.before[p.Name], After: p.Balance, Transfers: moved[p.Name], Income: t.credits[p.Name], Forfeited: t.forfeited[p.Name]}
		var bid *payola.Ledger
		if run.auction != nil {
			bid = run.auction.Ledgers[p.Name]
		}
		if bid != nil {
			l.Paid, l.Reductions = bid.Paid, bid.Reductions
		}
		if holds[p.Name] || bid != nil || l.Before != 0 || l.After != 0 || l.Transfers != 0 {
			r.Ledgers[p.Name] = l
		}
	}
}

// phantoms lists the Tin Cup offers ignored silently (6.3), power by power.
func phantoms(sheets map[string]*payola.Sheet) []string {
	var out []string
	for _, p := range sortedKeys(sheets) {
		for _, l := range sheets[p].Phantoms() {
			out = append(out, fmt.Sprintf("%s line %d: %s (%s)", p, l.Number, l.Echo, l.Phantom))
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// phaseSeed gives every phase its own draw from the game's one seed, so the
// random acceptance orders differ from phase to phase yet repeat exactly.
func phaseSeed(seed int64, phase string) int64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%s", seed, phase)
	return int64(h.Sum64() >> 1)
}
