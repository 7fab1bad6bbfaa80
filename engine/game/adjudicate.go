package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// Options are the GM's choices for one adjudication.
type Options struct {
	Lenient bool   // ignore invalid lines (listed in Result.Ignored) instead of refusing
	Seed    *int64 // overrides the game's seed
}

// Ledger is one power's money for the phase (game-format.md §4), in every
// phase kind: Before + Transfers - Paid + Income - Forfeited = After, and
// After is the balance the next phase starts with.
type Ledger struct {
	Before     int `json:"before"`
	Paid       int `json:"paid"`
	After      int `json:"after"`
	Reductions int `json:"reductions"`
	Transfers  int `json:"transfers,omitempty"` // received less given (2.3)
	Income     int `json:"income,omitempty"`    // paid after the phase: tax before Spring (2.1), or Zero Sum's year-end money (6.7), which may be negative
	Forfeited  int `json:"forfeited,omitempty"` // a resigned power's treasury, lost (2.4, payola-rules §10.14)
}

// Result is everything one adjudication produces. Reports and Chart are
// GM-private; Public is for everybody.
type Result struct {
	Phase     string            `json:"phase"`
	NextPhase string            `json:"nextPhase"`
	Seed      int64             `json:"seed"`
	Orders    []IssuedOrder     `json:"orders"`
	Ledgers   map[string]Ledger `json:"ledgers"`
	Next      *File             `json:"next"`
	Ignored   Diagnostics       `json:"ignored,omitempty"`
	Void      Diagnostics       `json:"void,omitempty"`   // orders issued that could not be carried out
	Silent    []string          `json:"silent,omitempty"` // powers that sent nothing (rule 3.3)
	Excess    Diagnostics       `json:"excess,omitempty"` // builds or removals beyond what the power is due: they fail

	Reports map[string]string `json:"-"` // power -> private report (rule 5.7)
	Chart   string            `json:"-"` // the GM's audit chart
	Public  string            `json:"-"` // public results
	Results []judge.Result    `json:"-"` // the judge's results, for the map
	// Views are Tin Cup's cut of the phase, one per power (rule 6.3): a
	// blind game has no public results; Public is then the GM's.
	Views map[string]*View `json:"-"`
}

// Adjudicate runs the game's current phase with the GM's pasted text. On bad
// input it returns Diagnostics naming every problem and no result at all.
func Adjudicate(g *Game, text string, opt Options) (*Result, error) {
	if g.File.Winner != "" {
		return nil, fmt.Errorf("the game is over: %s has won", g.File.Winner)
	}
	if err := tooLong(text); err != nil {
		return nil, err
	}
	seed := g.seed(opt)
	all, diags := SplitSections(g.Map, text)
	secs := readSections(all)
	r := &Result{Phase: g.Phase.String(), Seed: seed, Ledgers: map[string]Ledger{}}
	ph, diags := g.runPhase(secs, diags, seed)
	if len(diags) > 0 {
		if !opt.Lenient || ph == nil {
			diags.Sort()
			return nil, diags
		}
		r.Ignored = append(diags, ignoredSections(all)...)
		r.Ignored.Sort()
	}
	r.Void = ph.voids
	r.Void.Sort()
	r.Silent = g.Silent(secs)
	if g.Phase.Kind == 'A' {
		r.Excess = g.excessAdjustments(secs, ph.results)
	}
	g.finish(r, ph, secs)
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

// runPhase reads the sections and adjudicates the phase: the auction and
// the judge, with every problem they find. It changes nothing, so the live
// check runs it too.
func (g *Game) runPhase(secs []Section, diags Diagnostics, seed int64) (*phaseRun, Diagnostics) {
	switch g.Phase.Kind {
	case 'M':
		return g.movement(secs, diags, seed)
	case 'R':
		return g.retreats(secs, diags)
	}
	return g.adjustments(secs, diags)
}

// phaseRun is what a phase's adjudication hands to finish.
type phaseRun struct {
	results   []judge.Result
	after     orders.Position
	dislodged []judge.Dislodgement
	destroyed []judge.Dislodgement // dislodged with no retreat possible
	contested []string
	totals    map[string]int // unit province -> accepted total (bribed units)
	balances  map[string]int // power -> balance after the phase
	auction   *payola.Outcome
	sheets    map[string]*payola.Sheet // movement: the sheets as read
	transfers []TransferRecord
	accept    map[string]string       // power -> acceptance list to keep
	before    map[string]int          // power -> balance before the phase
	voids     Diagnostics             // orders issued void, with why
	voided    map[string]orders.Order // movement: province -> the void order issued (the unit held)
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

// isBlank says whether a line holds nothing but a comment or spaces.
func isBlank(line string) bool {
	t := strings.TrimSpace(line)
	return t == "" || strings.HasPrefix(t, "%")
}

// stripComment cuts a trailing % comment off a plain-order line.
func stripComment(line string) string {
	if i := strings.IndexByte(line, '%'); i >= 0 {
		return line[:i]
	}
	return line
}

// illegal wraps the reason a well-formed order for the power's own unit
// cannot be carried out. Such an order is not refused: it is issued, has no
// effect and is reported void (game-format.md §4), as the standard rules
// treat an illegal order.
type illegal struct{ error }

// plain is a section of plain orders as read.
type plain struct {
	byProv   map[string]orders.Order // the ordered unit's province -> its order
	list     []orders.Order          // every order in the order written, WAIVE included
	errs     Diagnostics             // the lines refused
	voids    map[string]Diagnostic   // province -> why its (issued) order is void
	standing *payola.Sheet           // the section's ACCEPT and TRANSFER lines (rules 2.3, 4.3), or nil
}

// plainOrders reads a section of plain orders for the power's own units
// (loyal powers in movement phases, everybody in retreats and adjustments).
// check says whether the order may be given: an error refuses the line, an
// illegal one issues it void. Each unit may have one order. ACCEPT and
// TRANSFER lines stand in a section of any phase (rules 2.3, 4.3 "at any
// time"; game-format.md §2); NMR or CLEAR discards every line before it.
func plainOrders(s Section, ph orders.Phase, g *Game, check func(o *orders.Order) error) plain {
	var pl plain
	var where map[string]int
	var standing []orders.Line
	clear := func() {
		pl = plain{byProv: map[string]orders.Order{}, voids: map[string]Diagnostic{}}
		where, standing = map[string]int{}, nil
	}
	clear()
	for _, line := range s.Lines {
		n := line.Num
		if isBlank(line.Text) {
			continue
		}
		text := stripComment(line.Text)
		switch first := strings.ToUpper(firstWord(text)); {
		case payola.IsClear(strings.TrimSpace(text)):
			clear()
			continue
		case first == "ACCEPT" || first == "TRANSFER":
			standing = append(standing, line)
			continue
		case offerLike(text):
			pl.errs.Add(s.Power, line.Pos(0), offersElsewhere(ph, g))
			continue
		}
		o, err := orders.Parse(g.Map, text, ph)
		if err == nil {
			err = check(&o)
		}
		var void illegal
		isVoid := errors.As(err, &void)
		if err != nil && !isVoid {
			d := Diagnostic{Power: s.Power, Pos: line.Pos(0), Msg: err.Error()}
			if oe, ok := err.(*orders.Error); ok {
				d.Msg, d.Pos = oe.Msg, line.Pos(oe.Col)
			}
			pl.errs = append(pl.errs, d)
			continue
		}
		if o.Kind == orders.Waive {
			pl.list = append(pl.list, o)
			continue
		}
		prov := o.Unit.Province()
		if at, dup := where[prov]; dup {
			pl.errs.Add(s.Power, line.Pos(0), fmt.Sprintf("%s already has an order at line %d; give each unit one order", o.Unit, at))
			continue
		}
		where[prov] = n
		pl.byProv[prov] = o
		pl.list = append(pl.list, o)
		if isVoid {
			msg := void.Error()
			if oe, ok := void.error.(*orders.Error); ok {
				msg = oe.Msg
			}
			pl.voids[prov] = Diagnostic{Power: s.Power, Pos: line.Pos(0), Msg: o.String() + " is void: " + msg}
		}
	}
	if len(standing) > 0 {
		sh, ds := payola.ParseSection(g.Map, nil, s.Power, standing, payola.Rules{})
		pl.errs = append(pl.errs, ds...)
		pl.standing = sh
	}
	return pl
}

// Silent lists, in order, the powers that were expected to send something
// in this phase and have no section in the text (rule 3.3): in a movement
// phase every played power with units or centers (its units will hold on a
// 0 AgP offer), in the retreats the owners of dislodged units (they will be
// disbanded), in the winter the powers with builds to make or units to
// remove (civil disorder). Dummies and resigned powers are not expected.
func (g *Game) Silent(secs []Section) []string {
	sent := map[string]bool{}
	for _, s := range secs {
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
	case 'M':
		return len(p.Units) > 0 || len(p.Centers) > 0
	case 'R':
		for _, d := range g.Dislodged {
			if d.Power == p.Name {
				return true
			}
		}
		return false
	}
	return g.mustAdjust(g.Pos, g.Owners, p.Name)
}

// firstWord is the first word of a line, or "".
func firstWord(text string) string {
	if f := strings.Fields(text); len(f) > 0 {
		return f[0]
	}
	return ""
}

// offerLike says whether a line is written as an offer or a savings
// request: it starts with an amount or a type symbol.
func offerLike(text string) bool {
	t := strings.TrimSpace(text)
	return t != "" && (t[0] >= '0' && t[0] <= '9' || strings.IndexByte(":!>@&", t[0]) >= 0)
}

// offersElsewhere says why an offer cannot stand in a section of plain orders.
func offersElsewhere(ph orders.Phase, g *Game) string {
	switch ph {
	case orders.Retreats:
		return "offers belong to movement phases: in a retreat phase write orders for your dislodged units, such as F TRI - ALB or F TRI DISBAND"
	case orders.Adjustments:
		return "offers belong to movement phases: in an adjustment phase write BUILD A PAR, REMOVE F BRE or WAIVE"
	}
	return "no unit on this board takes money (every power is loyal, rule 6.5): write plain orders, such as A PAR - BUR"
}

// applyStanding applies the ACCEPT and TRANSFER lines of a phase without an
// auction (retreats, adjustments, a movement phase where no unit takes
// bribes): they take effect in that phase (game-format.md §2). A transfer
// above what the treasury holds is an error at its line.
func (g *Game) applyStanding(run *phaseRun, standing map[string]*payola.Sheet) Diagnostics {
	var diags Diagnostics
	for _, p := range g.File.Powers {
		sh := standing[p.Name]
		if sh == nil {
			continue
		}
		if sh.Accept != nil {
			run.accept[p.Name] = *sh.Accept
		}
		diags = append(diags, sh.LimitTransfers(run.before[p.Name])...)
		for _, t := range sh.Transfers {
			run.balances[p.Name] -= t.Amount
			run.balances[t.To] += t.Amount
			run.transfers = append(run.transfers, TransferRecord{From: p.Name, To: t.To, Amount: t.Amount})
		}
	}
	return diags
}
