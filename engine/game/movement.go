package game

import (
	"errors"
	"fmt"
	"maps"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
	"github.com/payola-gm/payola/engine/sheets"
)

// movement runs a movement phase from the sections as read: transfers
// applied, the auction decides every bribed unit's order (rules 3–5), and
// the judge adjudicates the issued orders.
func (g *State) movement(shs []sheets.Sheet, diags diagnostics, seed int64) (*phaseRun, diagnostics) {
	run := g.newRun()
	offers := map[string]*payola.Sheet{}
	for _, sh := range shs {
		if sh.Offers != nil {
			offers[sh.Power] = sh.Offers
		}
	}

	// Transfers (rule 2.3) are applied by the auction before determination;
	// one that takes a power's transfers above its treasury is an error at
	// its own line, and taken off the sheet (a lenient run ignores it).
	held := maps.Clone(run.balances)
	for _, p := range g.Powers {
		if sheet := offers[p.Name]; sheet != nil {
			diags = append(diags, sheet.LimitTransfers(run.balances[p.Name], held)...)
		}
	}
	for name, sheet := range offers {
		if sheet.Accept != nil {
			run.accept[name] = sheet.Accept.String()
		}
	}

	run.sheets = offers
	ords := map[string]orders.Order{}
	if g.anyBribed() {
		var purses []payola.Purse
		for _, p := range g.Powers {
			// The list in force, read as the file's (checked when it
			// loaded); the sheet's own ACCEPT line the auction applies.
			var accept *payola.AcceptanceList
			if p.Accept != "" {
				l, err := sheets.ParseAcceptance(g.Map, p.Name, p.Accept)
				if err != nil {
					diags.Add(p.Name, orders.Pos{}, fmt.Sprintf("acceptance list %q of %s: %v", p.Accept, p.Name, err))
					return nil, diags
				}
				accept = &l
			}
			purses = append(purses, payola.Purse{Power: p.Name, Balance: run.balances[p.Name], Accept: accept, Dummy: p.Status == Dummy || p.Status == Resigned, Loyal: p.Status == Loyal})
		}
		out, err := payola.Auction(g.Map, g.Pos, purses, offers, phaseSeed(seed, g.Phase.String()), g.payolaRules())
		if err != nil {
			var at diagnostics
			if errors.As(err, &at) {
				return nil, append(diags, at...) // one line's fault, with its place
			}
			diags.Add("", orders.Pos{}, err.Error()) // not any one line's fault
			return nil, diags
		}
		out.Phase = g.Phase.Long()
		run.auction = out
		for _, is := range out.Issued {
			ords[is.Unit.Province()] = is.Order
			if !is.Loyal {
				run.totals[is.Unit.Province()] = is.Total
			}
		}
		for _, p := range g.Powers {
			l := out.Ledgers[p.Name]
			if l == nil {
				continue
			}
			run.balances[p.Name] = l.After
			for _, t := range l.Transfers {
				if t.From == p.Name {
					run.transfers = append(run.transfers, t)
				}
			}
		}
	} else {
		// No auction (an all-loyal game, a board without units): ACCEPT
		// and TRANSFER lines still take effect now, in sheets as in
		// plain sections (game-format.md §2).
		standing := standings(shs)
		for name, sheet := range offers {
			standing[name] = sheet
		}
		diags = append(diags, g.applyStanding(run, standing)...)
		// A void order is issued but has no effect: the unit holds.
		run.voided = map[string]voidOrder{}
		for _, sh := range shs {
			for _, o := range sh.Orders {
				prov := o.Unit.Province()
				ords[prov] = o.Order
				if o.Void != nil {
					run.voided[prov] = voidOrder{o.Order, o.Void}
					run.voids = append(run.voids, voidAt(sh.Power, o, o.Void))
					ords[prov] = orders.Order{Unit: o.Unit, Kind: orders.Hold}
				}
			}
		}
	}
	mr := judge.Movement(g.Map, g.Pos, ords)
	run.results, run.after, run.dislodged, run.contested = mr.Results, mr.After, mr.Dislodged, mr.Contested
	return run, diags
}

// payolaRules are the game's switches as the sheet parser and the auction
// take them.
func (g *State) payolaRules() payola.AuctionRules {
	c := g.Rules.Parts
	r := payola.AuctionRules{Blind: g.Rules.Blind, EBayola: g.Rules.EBayola,
		DirectOnly: c.DirectOnly, OneOfferPerUnit: c.OneOfferPerUnit, NoSavings: c.NoSavings,
		NoPlateaus: c.NoPlateaus, NoRepetition: c.NoRepetition, ZeroToForeign: c.ZeroToForeign}
	for _, p := range g.Powers {
		if p.Status == Loyal {
			if r.Loyal == nil {
				r.Loyal = map[string]bool{}
			}
			r.Loyal[p.Name] = true
		}
	}
	return r
}

// movementVoids are the plain movement orders issued void, with why.
func (g *State) movementVoids(shs []sheets.Sheet) diagnostics {
	var voids diagnostics
	for _, sh := range shs {
		for _, o := range sh.Orders {
			if o.Void != nil {
				voids = append(voids, voidAt(sh.Power, o, o.Void))
			}
		}
	}
	return voids
}

// anyBribed says whether some unit on the board takes bribes (its owner is not loyal).
func (g *State) anyBribed() bool {
	for _, u := range g.Pos {
		if g.Status(u.Power) != Loyal {
			return true
		}
	}
	return false
}

// retreats adjudicates the retreat phase.
func (g *State) retreats(shs []sheets.Sheet, diags diagnostics) (*phaseRun, diagnostics) {
	ords, voids := g.retreatOrders(shs)
	rr := judge.Retreats(g.Map, g.Pos, g.Dislodged, g.Contested, ords)
	run := g.newRun()
	run.results, run.after, run.voids = rr.Results, rr.After, voids
	return run, append(diags, g.applyStanding(run, standings(shs))...)
}

// retreatOrders are each power's orders for its dislodged units by
// province, and why those the judge's rules forbid are void (the judge
// disbands them).
func (g *State) retreatOrders(shs []sheets.Sheet) (map[string]orders.Order, diagnostics) {
	ords := map[string]orders.Order{}
	var voids diagnostics
	for _, sh := range shs {
		for _, o := range sh.Orders {
			ords[o.Unit.Province()] = o.Order
			if err := judge.CheckRetreat(g.Map, g.Pos, g.Dislodged, g.Contested, o.Order); err != nil {
				voids = append(voids, voidAt(sh.Power, o, err))
			}
		}
	}
	return ords, voids
}

// adjustments adjudicates builds, removals and waives.
func (g *State) adjustments(shs []sheets.Sheet, diags diagnostics) (*phaseRun, diagnostics) {
	ords, voids := g.adjustmentOrders(shs)
	m, owners := g.adjustmentBoard()
	ar := judge.AdjustmentsCounted(m, g.Pos, owners, g.adjustmentCounts(), ords)
	run := g.newRun()
	run.results, run.after, run.voids = ar.Results, ar.After, voids
	return run, append(diags, g.applyStanding(run, standings(shs))...)
}

// adjustmentOrders are each power's builds, removals and waives in the
// order written, and why those the judge's rules forbid are void (the
// judge voids them).
func (g *State) adjustmentOrders(shs []sheets.Sheet) (map[string][]orders.Order, diagnostics) {
	ords := map[string][]orders.Order{}
	var voids diagnostics
	m, owners := g.adjustmentBoard()
	for _, sh := range shs {
		for _, o := range sh.Orders {
			ords[sh.Power] = append(ords[sh.Power], o.Order)
			if o.Kind == orders.Waive {
				continue
			}
			if err := judge.CheckAdjustmentCounted(m, g.Pos, owners, g.adjustmentCounts(), sh.Power, o.Order); err != nil {
				voids = append(voids, voidAt(sh.Power, o, err))
			}
		}
	}
	return ords, voids
}

// standings are the plain sections' ACCEPT and TRANSFER lines by power.
func standings(shs []sheets.Sheet) map[string]*payola.Sheet {
	out := map[string]*payola.Sheet{}
	for _, sh := range shs {
		if sh.Standing != nil {
			out[sh.Power] = sh.Standing
		}
	}
	return out
}
