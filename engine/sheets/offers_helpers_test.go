package sheets

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// startPosition is the map's opening board.
func startPosition(m *board.Map) orders.Position {
	pos := orders.Position{}
	for _, u := range m.Start {
		pos[u.Loc.Province()] = orders.Placed{Power: u.Power, Unit: orders.Unit{Type: u.Type, Loc: u.Loc}}
	}
	return pos
}

// parseLines reads lines as power's offer sheet starting at line 1, on
// the opening board.
func parseLines(t *testing.T, power string, r payola.AuctionRules, lines ...string) (*payola.Sheet, orders.Diagnostics) {
	t.Helper()
	m := board.Standard()
	return ParseSheet(m, startPosition(m), power, lines, 1, r)
}

// oneDiag fails unless ds holds exactly one diagnostic, and returns it.
func oneDiag(t *testing.T, what string, ds orders.Diagnostics) orders.Diagnostic {
	t.Helper()
	if len(ds) != 1 {
		t.Fatalf("%s: %d diagnostics %v, want 1", what, len(ds), ds)
	}
	return ds[0]
}

// parseOne reads one line, numbered 7, as power's sheet on the opening
// board.
func parseOne(t *testing.T, power, line string) (*payola.Sheet, []orders.Diagnostic) {
	t.Helper()
	m := board.Standard()
	return ParseSheet(m, startPosition(m), power, []string{line}, 7, payola.AuctionRules{})
}
