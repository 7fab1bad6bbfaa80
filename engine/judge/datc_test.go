package judge

import (
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/datc"
	"github.com/payola-gm/payola/engine/orders"
)

// loadDATC is the DATC cases (engine/datc).
func loadDATC(t testing.TB) []datc.Case {
	t.Helper()
	cases, err := datc.Cases()
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// position reads "Power: unit" lines into a position.
func position(t testing.TB, m *board.Map, lines []datc.Line) orders.Position {
	t.Helper()
	pos := orders.Position{}
	for _, l := range lines {
		u, err := orders.ParseUnit(m, l.Text)
		if err != nil {
			t.Fatalf("unit %q: %v", l.Text, err)
		}
		pos[u.Province()] = orders.Placed{Power: m.Power(l.Power).Name, Unit: u}
	}
	return pos
}

// lenient reads one order the way a lenient GM does: anything that does not
// parse, complete and check, or is for a unit that is not there or is
// another power's, is dropped (the unit then holds, or disbands in a retreat).
func lenient(t testing.TB, m *board.Map, pos orders.Position, l datc.Line, ph orders.PhaseKind) (orders.Order, bool) {
	power := m.Power(l.Power).Name
	o, err := orders.Parse(m, l.Text, ph)
	if err == nil && o.Kind != orders.Build && o.Kind != orders.Waive {
		if p, ok := pos.At(o.Unit.Loc); !ok || p.Power != power {
			note(t, "dropped %s: %q: no %s unit there", l.Power, l.Text, power)
			return o, false
		}
	}
	if err == nil {
		err = orders.Complete(m, pos, &o)
	}
	if err == nil {
		err = orders.Check(m, pos, o)
	}
	if err != nil {
		note(t, "dropped %s: %q: %v", l.Power, l.Text, err)
		return o, false
	}
	return o, true
}

// movementOrders reads a case's orders for a movement phase.
func movementOrders(t testing.TB, m *board.Map, pos orders.Position, lines []datc.Line) map[string]orders.Order {
	ords := map[string]orders.Order{}
	for _, l := range lines {
		if o, ok := lenient(t, m, pos, l, orders.Movement); ok {
			if _, dup := ords[o.Unit.Province()]; dup {
				note(t, "second order for %s ignored: %q", o.Unit, l.Text)
				continue
			}
			ords[o.Unit.Province()] = o
		}
	}
	return ords
}

// note logs why an order was dropped, except in benchmarks.
func note(t testing.TB, format string, args ...any) {
	if _, bench := t.(*testing.B); !bench {
		t.Logf(format, args...)
	}
}

func units(pos orders.Position) []string {
	var out []string
	for _, p := range pos.Sorted() {
		out = append(out, p.Power+" "+p.Unit.String())
	}
	return out
}

func sameList(t *testing.T, what string, got, want []string) {
	t.Helper()
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("%s:\n got  %v\n want %v", what, got, want)
	}
}

// TestDATC runs every case of DATC v2.4 section 6 (the shared jDip-format
// file), comparing positions and dislodged units exactly. A dislodged unit
// with nowhere to retreat is destroyed at once, as the file expects.
func TestDATC(t *testing.T) {
	m := board.Standard()
	cases := loadDATC(t)
	if len(cases) != 167 {
		t.Fatalf("%d DATC cases, want 167", len(cases))
	}
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			want := c.Poststate
			if c.Same {
				want = c.Prestate
			}
			after, dislodged := prepare(t, m, c)()
			sameList(t, "position", units(after), units(position(t, m, want)))
			sameList(t, "dislodged", dislodged, units(position(t, m, c.PostDislodged)))
		})
	}
}

// prepare reads a case's position and orders, leniently as a GM would, and
// returns the adjudication alone: the position after it and the dislodged
// units that can retreat.
func prepare(t testing.TB, m *board.Map, c datc.Case) func() (orders.Position, []string) {
	t.Helper()
	pos := position(t, m, c.Prestate)
	switch c.Phase {
	case "movement":
		ords := movementOrders(t, m, pos, c.Orders)
		return func() (orders.Position, []string) {
			res := Movement(m, pos, ords)
			var dislodged []string
			for _, d := range res.Dislodged {
				if len(RetreatOptions(m, res.After, d, res.Contested)) > 0 {
					dislodged = append(dislodged, d.Power+" "+d.Unit.String())
				}
			}
			return res.After, dislodged
		}
	case "retreat":
		dislodged, contested, ords := retreatInputs(t, m, c)
		return func() (orders.Position, []string) {
			return Retreats(m, pos, dislodged, contested, ords).After, nil
		}
	case "adjustment":
		owners, ords := adjustmentInputs(t, m, c, pos)
		return func() (orders.Position, []string) {
			return Adjustments(m, pos, owners, ords).After, nil
		}
	}
	t.Fatalf("unknown phase %q", c.Phase)
	return nil
}

// retreatInputs reads a retreat case: the units the movement before it
// dislodged, the provinces it left contested, and the retreats ordered
// (read leniently, each against its dislodged unit).
func retreatInputs(t testing.TB, m *board.Map, c datc.Case) ([]Dislodgement, []string, map[string]orders.Order) {
	t.Helper()
	dislodged, contested := retreatSetting(t, m, c)
	dpos := orders.Position{}
	for _, d := range dislodged {
		dpos[d.Unit.Loc.Province()] = orders.Placed{Power: d.Power, Unit: d.Unit}
	}
	ords := map[string]orders.Order{}
	for _, l := range c.Orders {
		if o, ok := lenient(t, m, dpos, l, orders.Retreats); ok {
			ords[o.Unit.Province()] = o
		}
	}
	return dislodged, contested, ords
}

// adjustmentInputs reads an adjustment case: each center's owner and each
// power's builds and removals (read leniently).
func adjustmentInputs(t testing.TB, m *board.Map, c datc.Case, pos orders.Position) (map[string]string, map[string][]orders.Order) {
	t.Helper()
	owners := map[string]string{}
	for _, l := range c.Owners {
		u, err := orders.ParseUnit(m, l.Text)
		if err != nil {
			t.Fatalf("owner line %q: %v", l.Text, err)
		}
		owners[u.Province()] = m.Power(l.Power).Name
	}
	ords := map[string][]orders.Order{}
	for _, l := range c.Orders {
		if o, ok := lenient(t, m, pos, l, orders.Adjustments); ok {
			power := m.Power(l.Power).Name
			ords[power] = append(ords[power], o)
		}
	}
	return owners, ords
}

// retreatSetting reads what the movement phase before a retreat case left:
// the dislodged units with their attackers' origins, and the standoffs.
func retreatSetting(t testing.TB, m *board.Map, c datc.Case) ([]Dislodgement, []string) {
	var dislodged []Dislodgement
	for _, l := range c.Dislodged {
		u, err := orders.ParseUnit(m, l.Text)
		if err != nil {
			t.Fatalf("dislodged %q: %v", l.Text, err)
		}
		dislodged = append(dislodged, Dislodgement{Power: m.Power(l.Power).Name, Unit: u, AttackedFrom: l.AttackedFrom, ByConvoy: l.ByConvoy})
	}
	return dislodged, c.Contested
}
