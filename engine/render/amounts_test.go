package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/render/geom"
)

// startUnits are the standard map's units at the start.
func startUnits(m *board.Map) []orders.Placed {
	var out []orders.Placed
	for _, u := range m.Start {
		out = append(out, orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}})
	}
	return out
}

// Issue 24: every unit on the map names itself in words for the page's
// button over it (data-words), with its power's adjective, its kind and
// its place, a coast when it stands on one.
func TestUnitsSayWhoTheyAreInWords(t *testing.T) {
	m := board.Standard()
	doc := mustRender(t, Scene{Title: "Spring 1901 Movement", Units: startUnits(m)})
	words := map[string]string{}
	for _, e := range elements(t, doc) {
		if u := e.attrs["data-unit"]; u != "" && e.name == "g" {
			words[u] = e.attrs["data-words"]
		}
	}
	if len(words) != len(m.Start) {
		t.Fatalf("%d units drawn, want %d", len(words), len(m.Start))
	}
	for unit, want := range map[string]string{
		"F BRE":    "French fleet in Brest",
		"A PAR":    "French army in Paris",
		"F STP/SC": "Russian fleet in St Petersburg, south coast",
		"F ANK":    "Turkish fleet in Ankara",
	} {
		if words[unit] != want {
			t.Errorf("%s says %q, want %q", unit, words[unit], want)
		}
	}
}

// offerScene is a France's offer map: a direct move, a support of it, a
// hold, a negative offer drawn failing and a wildcard drawn void, each
// with its amount.
func offerScene(m *board.Map) Scene {
	return Scene{
		Title: "Spring 1901 Movement: FRANCE's offers",
		Units: startUnits(m),
		Orders: []judge.OrderResult{
			move("FRANCE", "A PAR", "BUR", judge.Succeeds),
			support("FRANCE", "A MAR", "A PAR", "BUR", judge.Succeeds),
			hold("FRANCE", "F BRE", judge.Succeeds),
			move("GERMANY", "A MUN", "BUR", judge.Fails),
			move("ITALY", "A VEN", "TYR", judge.Void),
			move("ENGLAND", "F LON", "ENG", judge.Succeeds),
		},
		Amounts: []string{"4", "12", "1", "2 !", "2*3#1 >", ""},
	}
}

// Issue 24: an offer map labels each offer's order with its amount, near
// its line, off every province name, each once; an order without an amount
// has none; a map without amounts has no tag at all.
func TestOfferAmountsLabelTheirOrders(t *testing.T) {
	m := board.Standard()
	s := offerScene(m)
	doc := mustRender(t, s)
	g, err := drawingFor(m.ID)
	if err != nil {
		t.Fatal(err)
	}
	type tag struct {
		order string
		box   geom.Box
	}
	tags := map[string]tag{}
	var marks []geom.Box
	for _, e := range elements(t, doc) {
		if e.name == "g" && e.attrs["data-mark"] != "" {
			var at geom.Vec
			fmt.Sscanf(e.attrs["data-at"], "%g %g", &at.X, &at.Y)
			marks = append(marks, geom.Around(at, failSize))
		}
		if e.name != "rect" || e.parent == nil || e.parent.attrs["data-amount"] == "" {
			continue
		}
		amount := e.parent.attrs["data-amount"]
		if _, twice := tags[amount]; twice {
			t.Errorf("amount %q drawn twice", amount)
		}
		at := num2(t, e, "x", "y")
		size := num2(t, e, "width", "height")
		tags[amount] = tag{e.parent.attrs["data-for"], geom.Box{X0: at.X, Y0: at.Y, X1: at.X + size.X, Y1: at.Y + size.Y}}
	}
	for i, amount := range s.Amounts {
		o := s.Orders[i]
		tg, ok := tags[amount]
		if amount == "" {
			continue
		}
		if !ok {
			t.Errorf("%s: no tag %q", o.Order, amount)
			continue
		}
		if tg.order != o.Order.String() {
			t.Errorf("tag %q is on %s, want %s", amount, tg.order, o.Order)
		}
		for _, mk := range marks {
			if mk.Hits(tg.box) {
				t.Errorf("tag %q of %s covers a failure mark", amount, o.Order)
			}
		}
		for j := range g.marks {
			if g.marks[j].overlaps(tg.box) {
				t.Errorf("tag %q of %s covers a province name", amount, o.Order)
			}
		}
		from, _ := g.spot(o.Order.Unit.Loc)
		mid := geom.Vec{X: (tg.box.X0 + tg.box.X1) / 2, Y: (tg.box.Y0 + tg.box.Y1) / 2}
		if d := mid.Sub(from.Unit.Vec()).Len(); d > 260 {
			t.Errorf("tag %q is %.0f from %s", amount, d, o.Order.Unit)
		}
	}
	if len(tags) != 5 {
		t.Errorf("%d tags, want 5", len(tags))
	}
	s.Amounts = nil
	if doc := mustRender(t, s); strings.Contains(doc, "data-amount") || strings.Contains(doc, `id="amounts"`) {
		t.Error("a map without amounts has amount tags")
	}
}
