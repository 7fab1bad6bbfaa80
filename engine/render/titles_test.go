package render

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// Issue 21: every failure and void mark, a removal's badge, a refused
// build, a dislodged unit and a unit waiting to retreat carry the judge's
// cause as their tooltip (<title>), in the player's words of
// judge.Cause.Words.

// titles are the <title> texts of the groups carrying the attribute key,
// by its value.
func titles(t *testing.T, doc, key string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, e := range elements(t, doc) {
		if e.name == "title" && e.parent != nil && e.parent.name == "g" {
			if v := e.parent.attrs[key]; v != "" {
				out[v] = append(out[v], e.text)
			}
		}
	}
	return out
}

// convoyCut is a spring where Germany dislodges England's convoying fleet:
// the convoy fails (dislodged) and the army has no route.
func convoyCut(m *board.Map) Scene {
	pos := orders.Position{}
	for _, u := range append(placed("ENGLAND", "A LON", "F NTH"), placed("GERMANY", "F HEL", "F SKA")...) {
		pos[u.Unit.Loc.Province()] = u
	}
	lon := convoyedMove("ENGLAND", "A LON", "BEL", 0).Order
	res := judge.Movement(m, pos, map[string]orders.Order{
		"LON": lon,
		"NTH": convoy("ENGLAND", "F NTH", "A LON", "BEL", 0).Order,
		"HEL": move("GERMANY", "F HEL", "NTH", 0).Order,
		"SKA": support("GERMANY", "F SKA", "F HEL", "NTH", 0).Order,
	})
	return Scene{Title: "Spring 1902 Movement", Units: pos.Sorted(), Orders: res.Results}
}

// winterRefusals is a winter where Italy, Venice lost, removes nothing
// (civil disorder removes for it) and Austria builds in Venice, which is
// not its home and not empty.
func winterRefusals(m *board.Map) Scene {
	pos := orders.Position{}
	for _, u := range m.Start {
		pos[u.Loc.Province()] = orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}}
	}
	owners := homeOwners(m)
	owners["VEN"], owners["SER"] = "AUSTRIA", "AUSTRIA"
	res := judge.Adjustments(m, pos, owners, map[string][]orders.Order{
		"AUSTRIA": {{Kind: orders.Build, Unit: unit("A VEN")}},
	})
	return Scene{Title: "Winter 1901 Adjustments", Units: pos.Sorted(), Owners: owners, Orders: res.Results}
}

func TestMarksNameTheirCause(t *testing.T) {
	m := board.Standard()
	fall, _ := fall1901(m, true)
	retreats := fall1901Retreats(m)
	// A VEN retreats into Tyrolia, where its attacker came from: void.
	retreats.Orders = judge.Retreats(m, orders.Position{}, retreats.Dislodged, nil,
		map[string]orders.Order{"VEN": retreat("ITALY", "A VEN", "TYR", 0).Order}).Results
	kinds := map[string]bool{}
	for name, s := range map[string]Scene{"fall": fall, "retreats": retreats, "convoy": convoyCut(m), "winter": winterRefusals(m)} {
		doc := mustRender(t, s)
		marks, ordersT := titles(t, doc, "data-mark"), titles(t, doc, "data-order")
		for _, o := range s.Orders {
			words := o.Cause.Words(m)
			marked := o.Outcome != judge.Succeeds || o.Order.Kind == orders.Remove
			if !marked || o.Order.Kind == orders.Waive {
				continue
			}
			if words == "" {
				t.Errorf("%s: %s %s has no cause to show", name, o.Order, o.Outcome)
				continue
			}
			got := marks[o.Order.String()]
			what := "mark"
			if o.Order.Kind == orders.Build {
				got, what = ordersT[o.Order.String()], "refused build" // crossed through in its own group
			}
			if len(got) != 1 || !strings.Contains(got[0], words) {
				t.Errorf("%s: the %s of %s is titled %q, want the cause %q", name, what, o.Order, got, words)
				continue
			}
			kinds[o.Order.Kind.String()+" "+o.Outcome.String()+" "+o.Cause.Reason.String()] = true
		}
	}
	// Every kind of mark was met: the test cannot pass on scenes without causes.
	for _, k := range []string{"hold fails dislodged", "move fails bounced", "move fails held off", "support fails support cut",
		"support void unmatched", "convoy fails dislodged", "move fails no convoy route", "retreat void retreat not allowed",
		"remove succeeds civil disorder", "build void not allowed"} {
		if !kinds[k] {
			t.Errorf("no mark of the kind %q was checked (checked %v)", k, kinds)
		}
	}
}

// A dislodged unit, and the same unit waiting to retreat, say who
// dislodged it and from where.
func TestDislodgedUnitNamesItsAttacker(t *testing.T) {
	m := board.Standard()
	fall, res := fall1901(m, true)
	want := ""
	for _, r := range res.Results {
		if r.Dislodged && r.Order.Unit.Loc == "VEN" {
			want = "dislodged by " + r.DislodgedBy.String() + " from " + m.Province(r.DislodgedBy.Loc.Province()).Name
		}
	}
	if want != "dislodged by A TYR from Tyrolia" {
		t.Fatalf("the judge says A VEN was %q", want)
	}
	for name, s := range map[string]Scene{"movement": fall, "retreats": fall1901Retreats(m)} {
		var venice []string
		for _, e := range elements(t, mustRender(t, s)) {
			if e.name == "title" && e.parent != nil && e.parent.attrs["data-power"] == "ITALY" && e.parent.attrs["data-unit"] == "A VEN" {
				venice = append(venice, e.text)
			}
		}
		if len(venice) != 1 || !strings.Contains(venice[0], want) {
			t.Errorf("%s: A VEN is titled %q, want %q", name, venice, want)
		}
	}
}
