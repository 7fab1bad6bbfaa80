package payola

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Offer sheets are read by engine/sheets, which imports payola, so this
// package's tests cannot import it: reader_test.go, in package payola_test
// (which can), hands its readers over here before any test runs. The
// auction's tests write their sheets as players do, and read them as the
// GM's adjudication does.
var (
	// ParseSheet is sheets.ParseSheet.
	ParseSheet func(m *board.Map, pos orders.Position, power string, lines []string, firstLine int, r AuctionRules) (*Sheet, Diagnostics)
	// ParseAcceptance is sheets.ParseAcceptance.
	ParseAcceptance func(m *board.Map, power, list string) (AcceptanceList, error)
)

// acceptList reads a purse's list as the game file keeps it, letters
// ("F?I"); "" is no list (the default of rule 4.2).
func acceptList(m *board.Map, power, letters string) *AcceptanceList {
	if letters == "" {
		return nil
	}
	l, err := ParseAcceptance(m, power, letters)
	if err != nil {
		panic(err) // the tests' lists are written to read
	}
	return &l
}
