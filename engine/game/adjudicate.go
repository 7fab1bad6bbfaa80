package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
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

// Ledger is one power's money for the phase (game-format.md §4).
type Ledger struct {
	Before     int `json:"before"`
	Paid       int `json:"paid"`
	After      int `json:"after"`
	Reductions int `json:"reductions"`
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
	Void      Diagnostics       `json:"void,omitempty"` // orders issued that could not be carried out

	Reports map[string]string `json:"-"` // power -> private report (rule 5.7)
	Chart   string            `json:"-"` // the GM's audit chart
	Public  string            `json:"-"` // public results
	Results []judge.Result    `json:"-"` // the judge's results, for the map
}

// Adjudicate runs the game's current phase with the GM's pasted text. On bad
// input it returns Diagnostics naming every problem and no result at all.
func Adjudicate(g *Game, text string, opt Options) (*Result, error) {
	if g.File.Winner != "" {
		return nil, fmt.Errorf("the game is over: %s has won", g.File.Winner)
	}
	seed := g.seed(opt)
	secs, diags := SplitSections(g.Map, text)
	r := &Result{Phase: g.Phase.String(), Seed: seed, Ledgers: map[string]Ledger{}}
	var ph *phaseRun
	switch g.Phase.Kind {
	case 'M':
		ph, diags = g.movement(secs, diags, seed)
	case 'R':
		ph, diags = g.retreats(secs, diags)
	default:
		ph, diags = g.adjustments(secs, diags)
	}
	if len(diags) > 0 {
		sortDiagnostics(diags)
		if !opt.Lenient || ph == nil {
			return nil, diags
		}
		r.Ignored = diags
	}
	r.Void = ph.voids
	sortDiagnostics(r.Void)
	g.finish(r, ph, secs)
	return r, nil
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

func sortDiagnostics(ds Diagnostics) {
	sort.SliceStable(ds, func(i, j int) bool {
		if ds[i].Line != ds[j].Line {
			return ds[i].Line < ds[j].Line
		}
		return ds[i].Col < ds[j].Col
	})
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
	byProv map[string]orders.Order // the ordered unit's province -> its order
	list   []orders.Order          // every order in the order written, WAIVE included
	errs   Diagnostics             // the lines refused
	voids  map[string]Diagnostic   // province -> why its (issued) order is void
}

// plainOrders reads a section of plain orders for the power's own units
// (loyal powers in movement phases, everybody in retreats and adjustments).
// check says whether the order may be given: an error refuses the line, an
// illegal one issues it void. Each unit may have one order.
func plainOrders(s Section, ph orders.Phase, g *Game, check func(o *orders.Order) error) plain {
	pl := plain{byProv: map[string]orders.Order{}, voids: map[string]Diagnostic{}}
	where := map[string]int{}
	for i, line := range s.Lines {
		n := s.FirstLine + i
		if isBlank(line) {
			continue
		}
		text := stripComment(line)
		lead := len(text) - len(strings.TrimLeft(text, " \t"))
		o, err := orders.Parse(g.Map, strings.TrimSpace(text), ph)
		if err == nil {
			err = check(&o)
		}
		var void illegal
		isVoid := errors.As(err, &void)
		if err != nil && !isVoid {
			d := Diagnostic{Power: s.Power, Line: n, Msg: err.Error()}
			if oe, ok := err.(*orders.Error); ok {
				d.Msg = oe.Msg
				if oe.Col > 0 {
					d.Col = oe.Col + lead
				}
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
			pl.errs = append(pl.errs, Diagnostic{Power: s.Power, Line: n, Msg: fmt.Sprintf("%s already has an order at line %d; give each unit one order", o.Unit, at)})
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
			pl.voids[prov] = Diagnostic{Power: s.Power, Line: n, Msg: o.String() + " is void: " + msg}
		}
	}
	return pl
}
