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

// A resigned power submits nothing (rule 2.4): a section of its own in a
// movement phase is an error at its header, not silently dropped.
func TestResignedPowerSubmitsNothing(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR"), strs("PAR")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"FRANCE": Resigned, "GERMANY": Playing}, `{}`)
	ds := mustRefuse(t, g, "GERMANY:\n1 : A MUN H\nFRANCE:\n3 : A PAR - BUR\n")
	if len(ds) != 1 || ds[0].Power != "FRANCE" || ds[0].Line != 3 || ds[0].Msg != "FRANCE has resigned: it submits nothing" {
		t.Errorf("diagnostics:\n%v", ds)
	}
}
