package gametest_test

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
)

// The heavy phase the benchmarks measure is a clean one: the live check
// finds nothing wrong with it and it adjudicates, every unit of the board
// given an order, every power paying within its treasury (rule 5.5). Under
// -short it is cut to 40 lines a power, which still holds every kind of
// line (the "1$" savings line comes at the 8th).
func TestHeavyPhaseIsClean(t *testing.T) {
	lines := 300
	if testing.Short() {
		lines = 40
	}
	data, text, err := gametest.HeavyPhase(lines)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	savings := (lines + 32) / 40 // lines 8, 48, 88, ...
	if n := strings.Count(text, "\n1$\n"); n != 7*savings {
		t.Errorf("%d savings lines, want %d", n, 7*savings)
	}
	// Each power's section holds its header, its lines and a blank line,
	// with lines of every kind, and offers to every unit of the board.
	sections := strings.Split(strings.TrimSuffix(text, "\n\n"), "\n\n")
	if len(sections) != 7 {
		t.Fatalf("%d sections", len(sections))
	}
	for _, sec := range sections {
		if n := strings.Count(sec, "\n"); n != lines {
			t.Errorf("%d lines after %s", n, sec[:strings.IndexByte(sec, '\n')])
		}
		for _, kind := range []string{" : ", " ! ", " > ", " @ ", " & ", "*", "#", " + ", " | ", "%"} {
			if !strings.Contains(sec, kind) {
				t.Errorf("no %q line in %s", kind, sec[:strings.IndexByte(sec, '\n')])
			}
		}
		for _, u := range g.Pos.Sorted() {
			if !strings.Contains(sec, " "+u.Unit.String()+" ") {
				t.Errorf("no offer to %s in %s", u.Unit, sec[:strings.IndexByte(sec, '\n')])
			}
		}
	}
	tc := game.CheckText(g.State, text)
	if len(tc.Diagnostics) > 0 {
		t.Fatalf("the heavy phase has problems, first: %v", tc.Diagnostics[0])
	}
	if len(tc.Powers) != 7 {
		t.Errorf("%d powers checked", len(tc.Powers))
	}
	for _, s := range tc.Powers {
		// Every other line is at least one offer.
		if s.Problems != 0 || s.Savings != savings || s.Offers < lines-savings {
			t.Errorf("%s: %+v", s.Power, s)
		}
	}
	r, err := gamefile.Adjudicate(g, text, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Orders) != len(g.Pos) {
		t.Errorf("%d orders for %d units", len(r.Orders), len(g.Pos))
	}
	for name, l := range r.Ledgers {
		if l.After < 0 || l.Paid > l.Before {
			t.Errorf("%s: %+v", name, l)
		}
	}
}

// The opening the wasm and browser tests start from is the standard 1901
// game with the units named moved elsewhere.
func TestOpeningWithAMovedUnit(t *testing.T) {
	data, err := gametest.Opening("retreat", 5, map[string]string{"A ROM": "A TYR"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if u, ok := g.Pos["TYR"]; !ok || u.Power != "ITALY" || g.File.Name != "retreat" || len(g.Pos) != 22 {
		t.Errorf("Tyrolia: %+v; %d units", u, len(g.Pos))
	}
	if _, ok := g.Pos["ROM"]; ok {
		t.Errorf("a unit still stands in Rome")
	}
}
