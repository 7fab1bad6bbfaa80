package game

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"sort"
	"strings"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// finish turns a phase's adjudication into the result and the next game file:
// positions, money, the phase that follows (skipping empty ones), center
// ownership after Fall, income before Spring, victory and the history entry.
func (g *Game) finish(r *Result, run *phaseRun, secs []Section) {
	next := g.copyFile()
	next.Seed = &r.Seed

	for _, res := range run.results {
		if o, ok := run.voided[res.Order.Unit.Province()]; ok && res.Order.Kind == orders.Hold {
			res.Order, res.Outcome = o, judge.Void // issued, but the unit held
		}
		io := IssuedOrder{Power: res.Power, Order: res.Order.String(), Result: res.Outcome.String(), Dislodged: res.Dislodged}
		if res.Order.Kind != orders.Waive {
			io.Unit = res.Order.Unit.String()
		}
		if t, ok := run.totals[res.Order.Unit.Province()]; ok {
			io.Total = &t
		}
		r.Orders = append(r.Orders, io)
		r.Results = append(r.Results, res)
	}

	// Money: the auction's ledgers, or untouched balances.
	if run.auction != nil {
		for name, l := range run.auction.Ledgers {
			r.Ledgers[name] = Ledger{Before: l.Before, Paid: l.Paid, After: l.After, Reductions: l.Reductions}
		}
	}
	for i := range next.Powers {
		p := &next.Powers[i]
		if b, ok := run.balances[p.Name]; ok {
			p.Balance = &b
		}
		if _, ok := r.Ledgers[p.Name]; !ok && g.Phase.Kind == 'M' && *p.Balance > 0 {
			r.Ledgers[p.Name] = Ledger{Before: *p.Balance, After: *p.Balance}
		}
		if a, ok := run.accept[p.Name]; ok {
			p.Accept = strings.ToUpper(a)
		}
		p.Units = []string{}
	}
	for _, u := range run.after.Sorted() {
		if p := findPower(next, u.Power); p != nil {
			p.Units = append(p.Units, u.Unit.String())
		}
	}
	next.Dislodged = []DislodgedFile{}
	for _, d := range run.dislodged {
		// A unit with nowhere to go is destroyed at once, as DPjudge does.
		if len(judge.RetreatOptions(g.Map, run.after, d, run.contested)) == 0 {
			run.destroyed = append(run.destroyed, d)
			continue
		}
		next.Dislodged = append(next.Dislodged, DislodgedFile{Power: d.Power, Unit: d.Unit.String(), AttackedFrom: d.AttackedFrom, ByConvoy: d.ByConvoy})
	}

	entry := HistoryEntry{Phase: g.Phase.String(), Seed: r.Seed, Orders: r.Orders, Transfers: run.transfers, Balances: run.before, Board: g.board()}
	if len(secs) > 0 {
		entry.Sheets = map[string]string{}
		for _, s := range secs {
			entry.Sheets[s.Power] = s.Text()
		}
	}
	for _, d := range r.Ignored {
		entry.Ignored = append(entry.Ignored, d.String())
	}
	if run.auction != nil {
		entry.Accept = run.auction.Expanded
		if g.Rules.ZeroSum {
			entry.Earned = earned(run.auction)
		}
		entry.Phantoms = phantoms(run.sheets)
	}

	// The phase that follows, skipping phases with nothing to do.
	ph := g.Phase.after()
	if ph.Kind == 'R' && len(next.Dislodged) == 0 {
		ph = ph.after()
	}
	next.Contested = []string{} // standoffs matter only to the retreats that follow
	if ph.Kind == 'R' {
		next.Contested = append(next.Contested, run.contested...)
		sort.Strings(next.Contested)
	}
	income := map[string]int{}
	var notes map[string][]string
	if ph.Kind == 'A' {
		before := ownersOf(next)
		owners := g.captureCenters(next, run.after)
		if g.Rules.ZeroSum {
			var profits map[string]int
			profits, entry.Captures, notes = g.settleZeroSum(next, before, owners, entry.Earned)
			if len(profits) > 0 {
				entry.Income = profits
			}
		}
		if w := g.winner(owners); w != "" {
			next.Winner = w
		}
		if !g.adjustmentsNeeded(next, run.after, owners) {
			ph = ph.after()
		}
	}
	if ph.Season == 'S' && ph.Kind == 'M' && next.Winner == "" {
		income = g.payIncome(next)
		if len(income) > 0 {
			entry.Income = income
		}
	}
	next.Phase = ph.String()
	r.NextPhase = next.Phase
	next.History = append(next.History, entry)
	r.Next = next

	r.Public = g.publicResults(r, run)
	r.Chart = g.chart(r, run)
	r.Reports = g.reports(r, run, income, notes)
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

func (g *Game) copyFile() *File {
	data, _ := json.Marshal(g.File) // a File always marshals
	var f File
	_ = json.Unmarshal(data, &f)
	return &f
}

func findPower(f *File, name string) *PowerFile {
	for i := range f.Powers {
		if f.Powers[i].Name == name {
			return &f.Powers[i]
		}
	}
	return nil
}

// captureCenters gives each supply center to the power whose unit stands in
// it after the Fall phases, and writes the new ownership into the file.
func (g *Game) captureCenters(f *File, pos orders.Position) map[string]string {
	owners := map[string]string{}
	for _, p := range f.Powers {
		for _, c := range p.Centers {
			owners[c] = p.Name
		}
	}
	for prov, u := range pos {
		if p := g.Map.Province(prov); p != nil && p.Center {
			owners[prov] = u.Power
		}
	}
	for i := range f.Powers {
		f.Powers[i].Centers = []string{}
	}
	var centers []string
	for c := range owners {
		centers = append(centers, c)
	}
	sort.Strings(centers)
	for _, c := range centers {
		if p := findPower(f, owners[c]); p != nil {
			p.Centers = append(p.Centers, c)
		}
	}
	return owners
}

func (g *Game) winner(owners map[string]string) string {
	count := map[string]int{}
	for _, o := range owners {
		count[o]++
	}
	for _, p := range g.Map.Powers {
		if count[p.Name] >= g.Map.Victory {
			return p.Name
		}
	}
	return ""
}

// adjustmentsNeeded says whether some power must remove a unit or can build one.
func (g *Game) adjustmentsNeeded(f *File, pos orders.Position, owners map[string]string) bool {
	for _, p := range f.Powers {
		n := judge.Adjustment(pos, owners, p.Name) // centers minus units
		if n < 0 {
			return true
		}
		for _, h := range g.Map.Power(p.Name).Homes {
			if _, occupied := pos[h]; n > 0 && !occupied && owners[h] == p.Name {
				return true
			}
		}
	}
	return false
}

// payIncome pays each power its yearly tax before Spring (rule 2.1). A
// resigned power without centers forfeits its money (rule 2.4).
func (g *Game) payIncome(f *File) map[string]int {
	paid := map[string]int{}
	for i := range f.Powers {
		p := &f.Powers[i]
		if p.Status == Resigned && len(p.Centers) == 0 {
			zero := 0
			p.Balance = &zero
			continue
		}
		in := g.Rules.YearlyIncome(g.Map, p.Centers)
		if in == 0 {
			continue
		}
		b := *p.Balance + in
		p.Balance = &b
		paid[p.Name] = in
	}
	return paid
}
