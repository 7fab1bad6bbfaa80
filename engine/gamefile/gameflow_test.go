package gamefile

import (
	"encoding/json"
	"errors"
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"
)

// position loads a game file made of the powers given (name -> units and
// centers), every power loyal unless status says otherwise.
func position(t *testing.T, phase string, powers map[string][2][]string, status map[string]string, rules string) *Game {
	t.Helper()
	var ps []map[string]any
	for _, name := range sortedKeys(powers) {
		st := game.Loyal
		if s, ok := status[name]; ok {
			st = s
		}
		ps = append(ps, map[string]any{"name": name, "status": st, "balance": 40, "units": powers[name][0], "centers": powers[name][1]})
	}
	data, _ := json.Marshal(map[string]any{"format": Format, "map": "standard", "phase": phase, "seed": 5, "rules": json.RawMessage(rules), "powers": ps})
	g, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func strs(s ...string) []string { return append([]string{}, s...) }

// Victory (payola-rules §8): exactly 18 centers on the standard map win, 17
// do not; once won, no income is paid and no further phase is adjudicated.
func TestVictoryAtExactly18Centers(t *testing.T) {
	all := strs("BRE", "PAR", "MAR", "SPA", "POR", "HOL", "LON", "LVP", "EDI", "MUN", "KIE", "BER", "NWY", "SWE", "DEN", "VEN", "ROM")
	for _, c := range []struct {
		centers int
		winner  string
	}{{17, "FRANCE"}, {16, ""}} {
		// Every French home center is occupied, so no build is possible and
		// the winter is skipped: the next phase is the Spring.
		g := position(t, "F1901M", map[string][2][]string{
			"FRANCE": {strs("A PAR", "A MAR", "F BRE", "A BUR"), all[:c.centers]},
		}, nil, `{}`)
		r := mustAdjudicate(t, g, "FRANCE:\nA BUR - BEL\n", game.Options{})
		if r.Next.Winner != c.winner {
			t.Errorf("%d + BEL centers: winner %q, want %q", c.centers+1, r.Next.Winner, c.winner)
		}
		if c.winner == "" {
			continue
		}
		if r.NextPhase != "S1902M" || balanceOf(r.Next, "FRANCE") != 40 || r.Ledgers["FRANCE"].Income != 0 {
			t.Errorf("after the win: %s, balance %d; want S1902M and no income paid", r.NextPhase, balanceOf(r.Next, "FRANCE"))
		}
		if _, err := Adjudicate(next(t, r), "FRANCE:\nA BEL - HOL\n", game.Options{}); err == nil || !strings.Contains(err.Error(), "over") {
			t.Errorf("an order after the win: %v; want the game over", err)
		}
	}
}

// Rule 4.4: a resigned power's units are bribed as a dummy's: a tie between
// different powers makes the unit hold on its own default offer.
func TestResignedUnitsAreDummies(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"ITALY":   {strs("A VEN", "A ROM"), strs("VEN", "ROM")},
		"ENGLAND": {strs("F LON"), strs("LON")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"ITALY": game.Resigned, "ENGLAND": game.Playing, "GERMANY": game.Playing}, `{}`)
	r := mustAdjudicate(t, g, "ENGLAND:\n5 : ITALIAN A VEN - TYR\nGERMANY:\n5 : ITALIAN A VEN - PIE\n", game.Options{})
	for _, o := range r.Orders {
		if o.Unit == "A VEN" && o.Order != "A VEN H" {
			t.Errorf("the resigned power's unit issued %s; a dummy's tie holds (4.4)", o.Order)
		}
	}
	if r.Ledgers["ENGLAND"].Paid != 0 || r.Ledgers["GERMANY"].Paid != 0 {
		t.Errorf("ledgers %+v: nobody pays for a dummy's tied hold (§10.15)", r.Ledgers)
	}
}

// A unit dislodged with nowhere to go is destroyed at once; when it was the
// only one, there is no retreat phase.
func TestRetreatSkippedWhenOnlyDislodgedIsDestroyed(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A BUR", "A PAR", "A PIC", "A GAS", "A MAR"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN", "A RUH"), strs("MUN")},
		"ENGLAND": {strs("A BEL"), strs()},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "GERMANY:\nA MUN - BUR\nA RUH S A MUN - BUR\n", game.Options{})
	if r.NextPhase != "F1901M" || len(r.Next.Dislodged) != 0 {
		t.Errorf("next %s, dislodged %+v; want F1901M and none", r.NextPhase, r.Next.Dislodged)
	}
	if strings.Contains(unitsOf(r.Next, "FRANCE"), "BUR") || len(r.Play.Destroyed) != 1 || r.Play.Destroyed[0].Unit.String() != "A BUR" {
		t.Errorf("France %s; destroyed %v", unitsOf(r.Next, "FRANCE"), r.Play.Destroyed)
	}
	// With a place to go, the retreat phase comes.
	g = position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A BUR", "A PAR", "A PIC", "A GAS"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN", "A RUH"), strs("MUN")},
		"ENGLAND": {strs("A BEL"), strs()},
	}, nil, `{}`)
	if r := mustAdjudicate(t, g, "GERMANY:\nA MUN - BUR\nA RUH S A MUN - BUR\n", game.Options{}); r.NextPhase != "S1901R" {
		t.Errorf("next %s, want S1901R (A BUR can retreat to MAR)", r.NextPhase)
	}
}

// The winter is skipped when no power must remove a unit or can build one:
// a power with a center to spare but every home center occupied cannot.
func TestWinterSkippedWhenNothingToAdjust(t *testing.T) {
	for _, c := range []struct {
		order, next string
	}{{"A MAR H", "S1902M"}, {"A MAR - GAS", "W1901A"}} {
		g := position(t, "F1901M", map[string][2][]string{
			"FRANCE": {strs("A PAR", "A MAR", "F BRE"), strs("BRE", "MAR", "PAR", "SPA")},
		}, nil, `{}`)
		r := mustAdjudicate(t, g, "FRANCE:\n"+c.order+"\n", game.Options{})
		if r.NextPhase != c.next {
			t.Errorf("after %s: next %s, want %s", c.order, r.NextPhase, c.next)
		}
	}
}

// Rules 2.4 and 4.4: a resigned power submits nothing (its units are a
// dummy's); a section under its name is refused at its header, and lenient
// reading sets it aside.
func TestResignedPowerSubmitsNothing(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"ITALY":   {strs("A VEN", "A ROM"), strs("VEN", "ROM")},
		"ENGLAND": {strs("F LON"), strs("LON")},
	}, map[string]string{"ITALY": game.Resigned, "ENGLAND": game.Playing}, `{}`)
	text := "ENGLAND:\n3 : F LON - NTH\nITALY:\n5 : A VEN - TYR\n"
	_, err := Adjudicate(g, text, game.Options{})
	var ds Diagnostics
	if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Power != "ITALY" || ds[0].Line != 3 || !strings.Contains(ds[0].Msg, "resigned") {
		t.Fatalf("a resigned power's section: %v; want one problem at its header, line 3", err)
	}
	r := mustAdjudicate(t, g, text, game.Options{Lenient: true})
	for _, o := range r.Orders {
		if o.Unit == "A VEN" && o.Order != "A VEN H" {
			t.Errorf("the resigned power's own offer was taken: %s", o.Order)
		}
	}
}
