package game

import (
	"fmt"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// movement runs a movement phase: sheets and plain orders are read,
// transfers applied, the auction decides every bribed unit's order (rules
// 3–5), and the judge adjudicates the issued orders.
func (g *Game) movement(secs []Section, diags Diagnostics, seed int64, opt Options) (*phaseRun, Diagnostics) {
	run := &phaseRun{totals: map[string]int{}, balances: map[string]int{}, before: map[string]int{}, accept: map[string]string{}}
	for _, p := range g.File.Powers {
		run.before[p.Name] = *p.Balance
		run.balances[p.Name] = *p.Balance
	}
	sheets, direct, header, ds := g.readMovement(secs)
	diags = append(diags, ds...)

	// Transfers (rule 2.3) are applied by the auction before determination;
	// an overdraft is caught here so that it is reported at its section.
	for _, p := range g.File.Powers {
		sheet := sheets[p.Name]
		if sheet == nil {
			continue
		}
		sum := 0
		for _, t := range sheet.Transfers {
			sum += t.Amount
		}
		if sum > run.balances[p.Name] {
			diags = append(diags, Diagnostic{Power: p.Name, Line: header[p.Name], Msg: fmt.Sprintf("the transfers add up to %d AgP but the treasury holds %d AgP (rule 2.3)", sum, run.balances[p.Name])})
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
			diags = append(diags, Diagnostic{Line: 1, Msg: err.Error()})
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
		ords = direct
	}
	mr := judge.Movement(g.Map, g.Pos, ords)
	run.results, run.after, run.dislodged, run.contested = mr.Results, mr.After, mr.Dislodged, mr.Contested
	return run, diags
}

// payolaRules are the game's switches as the sheet parser and the auction
// take them.
func (g *Game) payolaRules() payola.Rules {
	r := payola.Rules{Classic: g.Rules.Classic, Blind: g.Rules.Blind, EBayola: g.Rules.EBayola}
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
func (g *Game) readMovement(secs []Section) (map[string]*payola.Sheet, map[string]orders.Order, map[string]int, Diagnostics) {
	sheets := map[string]*payola.Sheet{}
	direct := map[string]orders.Order{}
	header := map[string]int{}
	var diags Diagnostics
	bribed := g.anyBribed()
	rules := g.payolaRules()
	for _, s := range secs {
		header[s.Power] = s.Header
		switch g.Status(s.Power) {
		case Resigned:
			diags = append(diags, Diagnostic{Power: s.Power, Line: s.Header, Msg: s.Power + " has resigned: it submits nothing"})
		case Loyal:
			if bribed {
				diags = append(diags, g.readSheet(s, rules, sheets)...)
				continue
			}
			byProv, _, ds := plainOrders(s, orders.Movement, g, g.ownOrder(s.Power))
			diags = append(diags, ds...)
			for prov, o := range byProv {
				direct[prov] = o
			}
		default:
			diags = append(diags, g.readSheet(s, rules, sheets)...)
		}
	}
	return sheets, direct, header, diags
}

// readSheet reads one power's offer sheet into sheets.
func (g *Game) readSheet(s Section, rules payola.Rules, sheets map[string]*payola.Sheet) Diagnostics {
	var diags Diagnostics
	sheet, ds := payola.ParseSheet(g.Map, g.Pos, s.Power, s.Lines, s.FirstLine, rules)
	for _, d := range ds {
		diags = append(diags, Diagnostic{Power: s.Power, Line: d.Line, Col: d.Col, Msg: d.Msg})
	}
	if sheet != nil {
		sheets[s.Power] = sheet
	}
	return diags
}

// ownOrder checks that a plain movement order is complete, legal and for one
// of the power's own units.
func (g *Game) ownOrder(power string) func(o *orders.Order) error {
	return func(o *orders.Order) error {
		if err := orders.Complete(g.Map, g.Pos, o); err != nil {
			return err
		}
		if u, ok := g.Pos.At(o.Unit.Loc); !ok || u.Power != power {
			owner := "nobody's"
			if ok {
				owner = u.Power + "'s"
			}
			return fmt.Errorf("%s is %s unit, not %s's: a power orders only its own units", o.Unit, owner, power)
		}
		return orders.Check(g.Map, g.Pos, *o)
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
	ords, ds := g.readRetreats(secs)
	rr := judge.Retreats(g.Map, g.Pos, g.dislodgements(), g.Contested, ords)
	return &phaseRun{results: rr.Results, after: rr.After}, append(diags, ds...)
}

func (g *Game) dislodgements() []judge.Dislodgement {
	var dis []judge.Dislodgement
	for _, d := range g.Dislodged {
		dis = append(dis, judge.Dislodgement{Power: d.Power, Unit: d.Unit, AttackedFrom: d.AttackedFrom, ByConvoy: d.ByConvoy})
	}
	return dis
}

// readRetreats reads each power's orders for its dislodged units.
func (g *Game) readRetreats(secs []Section) (map[string]orders.Order, Diagnostics) {
	dis := g.dislodgements()
	ords := map[string]orders.Order{}
	var diags Diagnostics
	for _, s := range secs {
		byProv, _, ds := plainOrders(s, orders.Retreats, g, func(o *orders.Order) error {
			for _, d := range dis {
				if d.Unit.Province() == o.Unit.Province() {
					if d.Power != s.Power {
						return fmt.Errorf("%s is %s's unit, not %s's: a power orders only its own units", d.Unit, d.Power, s.Power)
					}
					if o.Unit.Type == 0 {
						o.Unit = d.Unit
					}
					return judge.CheckRetreat(g.Map, g.Pos, dis, g.Contested, *o)
				}
			}
			return fmt.Errorf("%s was not dislodged: only dislodged units retreat", o.Unit)
		})
		diags = append(diags, ds...)
		for prov, o := range byProv {
			ords[prov] = o
		}
	}
	return ords, diags
}

// adjustments adjudicates builds, removals and waives.
func (g *Game) adjustments(secs []Section, diags Diagnostics) (*phaseRun, Diagnostics) {
	ords, ds := g.readAdjustments(secs)
	ar := judge.Adjustments(g.Map, g.Pos, g.Owners, ords)
	return &phaseRun{results: ar.Results, after: ar.After}, append(diags, ds...)
}

// readAdjustments reads each power's builds, removals and waives.
func (g *Game) readAdjustments(secs []Section) (map[string][]orders.Order, Diagnostics) {
	ords := map[string][]orders.Order{}
	var diags Diagnostics
	for _, s := range secs {
		_, list, ds := plainOrders(s, orders.Adjustments, g, func(o *orders.Order) error {
			if o.Kind == orders.Remove {
				if err := orders.Complete(g.Map, g.Pos, o); err != nil {
					return err
				}
			}
			return judge.CheckAdjustment(g.Map, g.Pos, g.Owners, s.Power, *o)
		})
		diags = append(diags, ds...)
		ords[s.Power] = append(ords[s.Power], list...)
	}
	return ords, diags
}
