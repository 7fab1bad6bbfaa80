package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// startPosition is the standard opening: baseline B of reference-judge §7.
func startPosition(m *board.Map) orders.Position {
	pos := orders.Position{}
	for _, u := range m.Start {
		pos[u.Loc.Province()] = orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}}
	}
	return pos
}

// phase is one auction's input, written the way a GM pastes it.
type phase struct {
	balance map[string]int    // default 48, Russia 62
	accept  map[string]string // default own letter + '?'
	dummy   []string
	sheets  map[string]string // power -> sheet text
	seed    int64
	pos     orders.Position // default: the opening
	rules   AuctionRules    // the variant (rule 6); Loyal also marks the purses
}

func (ph phase) purses(m *board.Map) []Purse {
	var out []Purse
	for _, p := range m.Powers {
		pu := Purse{Power: p.Name, Balance: 48}
		if p.Name == "RUSSIA" {
			pu.Balance = 62
		}
		if b, ok := ph.balance[p.Name]; ok {
			pu.Balance = b
		}
		pu.Accept = acceptList(m, p.Name, ph.accept[p.Name])
		for _, d := range ph.dummy {
			pu.Dummy = pu.Dummy || d == p.Name
		}
		pu.Loyal = ph.rules.Loyal[p.Name]
		out = append(out, pu)
	}
	return out
}

// parse reads every sheet, failing the test on any diagnostic.
func (ph phase) parse(t testing.TB, m *board.Map, pos orders.Position) map[string]*Sheet {
	t.Helper()
	sheets := map[string]*Sheet{}
	for power, text := range ph.sheets {
		s, diags := ParseSheet(m, pos, power, strings.Split(text, "\n"), 1, ph.rules)
		for _, d := range diags {
			t.Fatalf("%s sheet: %s", power, d)
		}
		sheets[power] = s
	}
	return sheets
}

// board is the standard map and the phase's position.
func (ph phase) board() (*board.Map, orders.Position) {
	m := board.Standard()
	if ph.pos == nil {
		return m, startPosition(m)
	}
	return m, ph.pos
}

func (ph phase) run(t testing.TB) *AuctionResult {
	t.Helper()
	m, pos := ph.board()
	o, err := Auction(m, pos, ph.purses(m), ph.parse(t, m, pos), ph.seed, ph.rules)
	if err != nil {
		t.Fatalf("auction: %v", err)
	}
	return o
}

// issued finds the order a unit ("A PAR") issued.
func issued(t testing.TB, o *AuctionResult, unit string) Issued {
	t.Helper()
	for _, is := range o.Issued {
		if is.Unit.String() == unit || is.Unit.Province() == strings.Fields(unit)[len(strings.Fields(unit))-1] {
			return is
		}
	}
	t.Fatalf("no unit %s in the outcome", unit)
	return Issued{}
}

// expect checks issued orders ("A PAR": "A PAR - PIC"), payments and
// balances after.
type expect struct {
	orders     map[string]string
	totals     map[string]int
	paid       map[string]int
	after      map[string]int
	reductions map[string]int
}

func (e expect) check(t *testing.T, o *AuctionResult) {
	t.Helper()
	for u, want := range e.orders {
		if got := issued(t, o, u).Order.String(); got != want {
			t.Errorf("%s issues %q, want %q", u, got, want)
		}
	}
	for u, want := range e.totals {
		if got := issued(t, o, u).Total; got != want {
			t.Errorf("%s total %d, want %d", u, got, want)
		}
	}
	for p, want := range e.paid {
		if got := o.Ledgers[p].Paid; got != want {
			t.Errorf("%s paid %d, want %d", p, got, want)
		}
	}
	for p, want := range e.after {
		if got := o.Ledgers[p].After; got != want {
			t.Errorf("%s ends with %d, want %d", p, got, want)
		}
	}
	for p, want := range e.reductions {
		if got := o.Ledgers[p].Reductions; got != want {
			t.Errorf("%s reduced %d times, want %d", p, got, want)
		}
	}
	if t.Failed() {
		t.Log("\n" + o.Chart())
	}
}

// parseLines reads lines as power's section starting at line 1, on the
// opening board.
func parseLines(t *testing.T, power string, r AuctionRules, lines ...string) (*Sheet, Diagnostics) {
	t.Helper()
	m := board.Standard()
	return ParseSheet(m, startPosition(m), power, lines, 1, r)
}

// oneDiag fails unless ds holds exactly one diagnostic, and returns it.
func oneDiag(t *testing.T, what string, ds Diagnostics) Diagnostic {
	t.Helper()
	if len(ds) != 1 {
		t.Fatalf("%s: %d diagnostics %v, want 1", what, len(ds), ds)
	}
	return ds[0]
}

func parseOne(t *testing.T, power, line string) (*Sheet, []Diagnostic) {
	t.Helper()
	m := board.Standard()
	return ParseSheet(m, startPosition(m), power, []string{line}, 7, AuctionRules{})
}

func offersText(s *Sheet) string {
	var out []string
	for _, o := range expandedOffers(s) {
		out = append(out, o.String())
	}
	return strings.Join(out, "; ")
}

func candidates(is Issued) string {
	var out []string
	for _, c := range is.Candidates {
		out = append(out, c.Order.Action())
	}
	return strings.Join(out, ",")
}

// explained is s.Explain() as payola check writes it, a text per line.
func explained(s *Sheet) []string {
	var out []string
	for _, e := range s.Explain() {
		out = append(out, e.String())
	}
	return out
}
