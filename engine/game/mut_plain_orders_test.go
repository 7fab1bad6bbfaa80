package game

import (
	"strings"
	"testing"
)

// A unit given a second order is an error at that line (game-format §2:
// one order per unit), and the lines after it are still read: a bad one
// further down is reported too.
func TestSecondOrderForAUnitAndTheLinesAfterIt(t *testing.T) {
	games, _ := playYear(t, `{}`)
	winter := games[3] // Germany: one build due
	ds := mustRefuse(t, winter, "GERMANY:\nBUILD A BER\nBUILD A BER\nBUILD A XYZ\n")
	if len(ds) != 2 || ds[0].Line != 3 || ds[1].Line != 4 || !strings.Contains(ds[0].Msg, "A BER already has an order at line 2") {
		t.Errorf("diagnostics:\n%v", ds)
	}
}
