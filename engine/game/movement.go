package game

import (
	"errors"
	"fmt"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// movement runs a movement phase: sheets and plain orders are read,
// transfers applied, the auction decides every bribed unit's order (rules
// 3–5), and the judge adjudicates the issued orders.
func (g *Game) movement(secs []Section, diags Diagnostics, seed int64) (*phaseRun, Diagnostics) {
	run := g.newRun()
	sheets, direct, voids, standing, ds := g.readMovement(secs)
	diags = append(diags, ds...)

	// Transfers (rule 2.3) are applied by the auction before determination;
	// one that takes a power's transfers above its treasury is an error at
	// its own line, and taken off the sheet (a lenient run ignores it).
	for _, p := range g.File.Powers {
		if sheet := sheets[p.Name]; sheet != nil {
			diags = append(diags, sheet.LimitTransfers(run.balances[p.Name])...)
		}
	}
	for name, sheet := range sheets {
		if sheet.Accept != nil {
			run.accept[name] = *sheet.Accept
		}
	}

	run.sheets = sheets
	ords := map[string]orders.Order{}
	if g.anyBribed() {
		var purses []payola.Purse
		for _, p := range g.File.Powers {
			accept := p.Accept
			if a, ok := run.accept[p.Name]; ok {
				accept = a
			}
			purses = append(purses, payola.Purse{Power: p.Name, Balance: run.balances[p.Name], Accept: accept, Dummy: p.Status == Dummy || p.Status == Resigned, Loyal: p.Status == Loyal})
		}
		out, err := payola.Auction(g.Map, g.Pos, purses, sheets, phaseSeed(seed, g.Phase.String()), g.payolaRules())
		if err != nil {
			var at Diagnostics
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
		for _, p := range g.File.Powers {
			l := out.Ledgers[p.Name]
			if l == nil {
				continue
			}
			run.balances[p.Name] = l.After
			for _, t := range l.Transfers {
				if t.From == p.Name {
					run.transfers = append(run.transfers, TransferRecord{From: t.From, To: t.To, Amount: t.Amount})
				}
			}
		}
	} else {
		// No auction (an all-loyal game, a board without units): ACCEPT
		// and TRANSFER lines still take effect now, in sheets as in
		// plain sections (game-format.md §2).
		for name, sheet := range sheets {
			standing[name] = sheet
		}
		diags = append(diags, g.applyStanding(run, standing)...)
		// A void order is issued but has no effect: the unit holds.
		run.voided = map[string]orders.Order{}
		for prov, o := range direct {
			ords[prov] = o
			if d, ok := voids[prov]; ok {
				run.voided[prov] = o
				run.voids = append(run.voids, d)
				ords[prov] = orders.Order{Unit: o.Unit, Kind: orders.Hold}
			}
		}
	}
	mr := judge.Movement(g.Map, g.Pos, ords)
	run.results, run.after, run.dislodged, run.contested = mr.Results, mr.After, mr.Dislodged, mr.Contested
	return run, diags
}

// payolaRules are the game's switches as the sheet parser and the auction
// take them.
func (g *Game) payolaRules() payola.Rules {
	c := g.Rules.Parts
	r := payola.Rules{Blind: g.Rules.Blind, EBayola: g.Rules.EBayola,
		DirectOnly: c.DirectOnly, OneOfferPerUnit: c.OneOfferPerUnit, NoSavings: c.NoSavings,
		NoPlateaus: c.NoPlateaus, NoRepetition: c.NoRepetition, ZeroToForeign: c.ZeroToForeign}
	for _, p := range g.File.Powers {
		if p.Status == Loyal {
			if r.Loyal == nil {
				r.Loyal = map[string]bool{}
			}
			r.Loyal[p.Name] = true
		}
	}
	return r
}

// readMovement reads every section of a movement phase as an offer sheet.
// A loyal power's sheet gives its own units plain orders and may bribe the
// units of bribable powers (rule 6.5, as DPjudge's PAY_DUMMIES). When no
// unit on the board takes bribes, loyal sections are plain orders and no
// auction is held (the standard game, e.g. the DATC through the CLI).
//
// It returns the sheets, the plain orders by province with the void ones'
// reasons, and the ACCEPT and TRANSFER lines of plain sections.
func (g *Game) readMovement(secs []Section) (map[string]*payola.Sheet, map[string]orders.Order, map[string]Diagnostic, map[string]*payola.Sheet, Diagnostics) {
	sheets := map[string]*payola.Sheet{}
	direct := map[string]orders.Order{}
	voids := map[string]Diagnostic{}
	standing := map[string]*payola.Sheet{}
	var diags Diagnostics
	bribed := g.anyBribed()
	rules := g.payolaRules()
	for _, s := range secs {
		// A loyal power orders its units plainly, unless some unit takes
		// bribes: then its section is an offer sheet like everyone's.
		switch st := g.Status(s.Power); {
		case st == Resigned:
			diags.Add(s.Power, orders.Pos{Line: s.Header}, s.Power+" has resigned: it submits nothing")
		case st == Loyal && !bribed:
			pl := plainOrders(s, orders.Movement, g, g.ownOrder(s.Power))
			diags = append(diags, pl.errs...)
			if pl.standing != nil {
				standing[s.Power] = pl.standing
			}
			for prov, o := range pl.byProv {
				direct[prov] = o
			}
			for prov, d := range pl.voids {
				voids[prov] = d
			}
		default:
			diags = append(diags, g.readSheet(s, rules, sheets)...)
		}
	}
	return sheets, direct, voids, standing, diags
}

// readSheet reads one power's offer sheet into sheets.
func (g *Game) readSheet(s Section, rules payola.Rules, sheets map[string]*payola.Sheet) Diagnostics {
	sheet, diags := payola.ParseSection(g.Map, g.Pos, s.Power, s.Lines, rules)
	if sheet != nil {
		sheets[s.Power] = sheet
	}
	return diags
}

// ownOrder checks a plain movement order: it must be for one of the
// power's own units, standing where the order says (else the line is
// refused); an order that unit cannot carry out is issued void.
func (g *Game) ownOrder(power string) func(o *orders.Order) error {
	return func(o *orders.Order) error {
		placed, ok := g.Pos.At(o.Unit.Loc)
		if !ok || (o.Unit.Type != 0 && o.Unit.Type != placed.Unit.Type) {
			if err := orders.Complete(g.Map, g.Pos, o); err != nil {
				return err // names the unit that is not there
			}
			return fmt.Errorf("there is no %s in %s", o.Unit, g.Map.Province(o.Unit.Province()).Name)
		}
		if placed.Power != power {
			return fmt.Errorf("%s is %s's unit, not %s's: a power orders only its own units", placed.Unit, placed.Power, power)
		}
		if err := orders.Complete(g.Map, g.Pos, o); err != nil {
			o.Unit = placed.Unit
			return illegal{err}
		}
		if err := orders.Check(g.Map, g.Pos, *o); err != nil {
			return illegal{err}
		}
		return nil
	}
}

// anyBribed says whether some unit on the board takes bribes (its owner is not loyal).
func (g *Game) anyBribed() bool {
	for _, u := range g.Pos {
		if g.Status(u.Power) != Loyal {
			return true
		}
	}
	return false
}

// retreats adjudicates the retreat phase.
func (g *Game) retreats(secs []Section, diags Diagnostics) (*phaseRun, Diagnostics) {
	ords, voids, standing, ds := g.readRetreats(secs)
	rr := judge.Retreats(g.Map, g.Pos, g.Dislodged, g.Contested, ords)
	run := g.newRun()
	run.results, run.after, run.voids = rr.Results, rr.After, voids
	ds = append(ds, g.applyStanding(run, standing)...)
	return run, append(diags, ds...)
}

// readRetreats reads each power's orders for its dislodged units.
// It returns the orders by province, the void ones' reasons and the
// sections' ACCEPT and TRANSFER lines.
func (g *Game) readRetreats(secs []Section) (map[string]orders.Order, Diagnostics, map[string]*payola.Sheet, Diagnostics) {
	dis := g.Dislodged
	ords := map[string]orders.Order{}
	standing := map[string]*payola.Sheet{}
	var diags, voids Diagnostics
	for _, s := range secs {
		pl := plainOrders(s, orders.Retreats, g, func(o *orders.Order) error {
			for _, d := range dis {
				if d.Unit.Province() == o.Unit.Province() {
					if d.Power != s.Power {
						return fmt.Errorf("%s is %s's unit, not %s's: a power orders only its own units", d.Unit, d.Power, s.Power)
					}
					if o.Unit.Type == 0 {
						o.Unit = d.Unit
					}
					if o.Unit != d.Unit {
						return fmt.Errorf("the dislodged unit in %s is %s", g.Map.Province(d.Unit.Province()).Name, d.Unit)
					}
					if err := judge.CheckRetreat(g.Map, g.Pos, dis, g.Contested, *o); err != nil {
						return illegal{err} // the judge disbands it
					}
					return nil
				}
			}
			return fmt.Errorf("%s was not dislodged: only dislodged units retreat", o.Unit)
		})
		diags = append(diags, pl.errs...)
		for prov, o := range pl.byProv {
			ords[prov] = o
		}
		for _, d := range pl.voids {
			voids = append(voids, d)
		}
		if pl.standing != nil {
			standing[s.Power] = pl.standing
		}
	}
	return ords, voids, standing, diags
}

// adjustments adjudicates builds, removals and waives.
func (g *Game) adjustments(secs []Section, diags Diagnostics) (*phaseRun, Diagnostics) {
	ords, voids, standing, ds := g.readAdjustments(secs)
	ar := judge.Adjustments(g.Map, g.Pos, g.Owners, ords)
	run := g.newRun()
	run.results, run.after, run.voids = ar.Results, ar.After, voids
	ds = append(ds, g.applyStanding(run, standing)...)
	return run, append(diags, ds...)
}

// readAdjustments reads each power's builds, removals and waives.
// It returns the orders by power, the void ones' reasons and the sections'
// ACCEPT and TRANSFER lines.
func (g *Game) readAdjustments(secs []Section) (map[string][]orders.Order, Diagnostics, map[string]*payola.Sheet, Diagnostics) {
	ords := map[string][]orders.Order{}
	standing := map[string]*payola.Sheet{}
	var diags, voids Diagnostics
	for _, s := range secs {
		pl := plainOrders(s, orders.Adjustments, g, func(o *orders.Order) error {
			if o.Kind == orders.Remove || o.Kind == orders.Disband {
				// Removing a unit that is not there, or not one's own, is refused.
				if err := orders.Complete(g.Map, g.Pos, o); err != nil {
					return err
				}
				if p, _ := g.Pos.At(o.Unit.Loc); p.Power != s.Power {
					return fmt.Errorf("%s is %s's unit, not %s's: a power removes only its own units", p.Unit, p.Power, s.Power)
				}
			}
			if err := judge.CheckAdjustment(g.Map, g.Pos, g.Owners, s.Power, *o); err != nil {
				return illegal{err} // the judge voids it
			}
			return nil
		})
		diags = append(diags, pl.errs...)
		ords[s.Power] = append(ords[s.Power], pl.list...)
		for _, d := range pl.voids {
			voids = append(voids, d)
		}
		if pl.standing != nil {
			standing[s.Power] = pl.standing
		}
	}
	return ords, voids, standing, diags
}
