package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// legalList is the legal call's answer as the page reads it.
type legalList struct {
	Unit   string
	Orders []struct {
		Text, Action, Kind, Dest, Target, To string
		ViaConvoy                            bool
	}
}

func askLegal(t *testing.T, game, unit string) legalList {
	t.Helper()
	r := ask(t, "legal", map[string]any{"game": game, "unit": unit})
	if !r.OK {
		t.Fatalf("legal %s: %s", unit, r.Error)
	}
	var l legalList
	if err := json.Unmarshal(r.Value, &l); err != nil {
		t.Fatal(err)
	}
	return l
}

// convoyBoard is a public position with fleets at sea, so that convoys,
// convoyed moves and "VIA CONVOY" beside a land route are legal.
const convoyBoard = `{"format": "payola-position/1", "map": "standard", "phase": "S1901M", "powers": [
	{"name": "ENGLAND", "units": ["A LON", "F NTH", "F ENG"], "centers": ["LON", "EDI", "LVP"]},
	{"name": "FRANCE", "units": ["A BRE", "F PIC"], "centers": ["BRE", "MAR", "PAR"]}], "dislodged": [], "contested": []}`

// Every order the legal call offers for every unit can be offered (rule
// 3.1): a sheet with all of them, each for 1 AgP, passes the players'
// check without a diagnostic, on the demo game and on a board with
// convoys.
func TestLegalOrdersPassTheSheetCheck(t *testing.T) {
	boards := map[string]struct {
		game  string
		units []string
	}{
		"demo":   {demoGame(t), []string{"A BER", "A BUD", "A LVP", "A MAR", "A MOS", "A MUN", "A PAR", "A ROM", "A VEN", "A VIE", "A WAR", "F ANK", "A CON", "A SMY", "F BRE", "F EDI", "F KIE", "F LON", "F NAP", "F SEV", "F STP/SC", "F TRI"}},
		"convoy": {convoyBoard, []string{"A LON", "F NTH", "F ENG", "A BRE", "F PIC"}},
	}
	for name, b := range boards {
		var sheet strings.Builder
		n := 0
		for _, u := range b.units {
			l := askLegal(t, b.game, u)
			if l.Unit != u {
				t.Errorf("%s: legal %s answers for %s", name, u, l.Unit)
			}
			for _, o := range l.Orders {
				if o.Text != u+" "+o.Action {
					t.Errorf("%s: %q is not the unit and its action %q", name, o.Text, o.Action)
				}
				fmt.Fprintf(&sheet, "1 : %s\n", o.Text)
				n++
			}
		}
		r := ask(t, "checkSheet", map[string]any{"game": b.game, "power": "FRANCE", "text": sheet.String()})
		if !r.OK {
			t.Fatalf("%s: checkSheet: %s", name, r.Error)
		}
		var sc struct {
			Diagnostics []struct {
				Line int
				Msg  string `json:"message"`
			}
		}
		if err := json.Unmarshal(r.Value, &sc); err != nil {
			t.Fatal(err)
		}
		for _, d := range sc.Diagnostics {
			t.Errorf("%s: line %d refused: %s", name, d.Line, d.Msg)
		}
		if n < 5*len(b.units) {
			t.Errorf("%s: only %d legal orders for %d units", name, n, len(b.units))
		}
	}
}

// The structured fields say what the text says: a convoy's army and
// destination, a move's destination and "VIA CONVOY" (DATC 6.G: beside a
// land route it is an order of its own), a support to hold with no
// destination.
func TestLegalOrdersAreStructured(t *testing.T) {
	want := map[string]string{
		"F NTH C A LON - NWY":    "convoy  false A LON NWY",
		"A BRE - PIC VIA CONVOY": "move PIC true  ",
		"A BRE - PIC":            "move PIC false  ",
		"F ENG S A BRE":          "support  false A BRE ",
		"F ENG S A LON - BRE":    "support  false A LON BRE",
		"A LON H":                "hold  false  ",
	}
	found := 0
	for _, u := range []string{"NTH", "Brest", "F ENG", "A LON"} {
		for _, o := range askLegal(t, convoyBoard, u).Orders {
			w, ok := want[o.Text]
			if !ok {
				continue
			}
			found++
			if got := fmt.Sprintf("%s %s %v %s %s", o.Kind, o.Dest, o.ViaConvoy, o.Target, o.To); got != w {
				t.Errorf("%s: got %q, want %q", o.Text, got, w)
			}
		}
	}
	if found != len(want) {
		t.Errorf("found %d of the %d orders expected", found, len(want))
	}
}

// Asking for a unit that is not there, or outside a movement phase, is
// answered in words.
func TestLegalRefusals(t *testing.T) {
	demo := demoGame(t)
	for _, c := range []struct{ game, unit, want string }{
		{demo, "BUR", "there is no unit in Burgundy"},
		{demo, "A LON", "there is no army in London"},
		{demo, "", "no unit given"},
		{"", "A PAR", "no game file"},
		{strings.Replace(convoyBoard, "S1901M", "F1901R", 1), "A LON", "not a movement phase"},
	} {
		r := ask(t, "legal", map[string]any{"game": c.game, "unit": c.unit})
		if r.OK || !strings.Contains(r.Error, c.want) {
			t.Errorf("legal %q: ok=%v %q, want an error containing %q", c.unit, r.OK, r.Error, c.want)
		}
	}
}
