package game

import (
	"strings"
	"testing"
)

// Rule 3.3 in a movement phase: a power is expected to send something when
// it has a unit or a center, either one alone being enough; a power with
// neither is out of the game and is not named.
func TestSilentInMovementNeedsUnitsOrCenters(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR"), strs("PAR")},
		"ENGLAND": {strs("A YOR"), strs()}, // units, no center
		"GERMANY": {strs(), strs("KIE")},   // a center, no unit
		"ITALY":   {strs(), strs()},        // nothing left
	}, nil, `{}`)
	if got := strings.Join(CheckText(g, "FRANCE:\nA PAR H\n").Silent, " "); got != "ENGLAND GERMANY" {
		t.Errorf("silent %q, want ENGLAND GERMANY", got)
	}
}

// Rule 3.3 in the winter: only a power with a removal due, or a build it can
// make (an own home center, owned and empty), is expected to send orders.
func TestSilentInWinterOnlyWhenAnAdjustmentCanBeMade(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		// even: no adjustment, although Marseilles is free
		"FRANCE": {strs("A PAR", "F BRE", "A BUR"), strs("PAR", "BRE", "MAR")},
		// one build due, but every home is occupied
		"GERMANY": {strs("A KIE", "A BER", "A MUN"), strs("KIE", "BER", "MUN", "HOL")},
		// one build due; the free home, Venice, is Austria's
		"ITALY":   {strs("A ROM", "A NAP"), strs("ROM", "NAP", "TUN")},
		"AUSTRIA": {strs("A VIE", "A BUD", "F TRI", "A TYR"), strs("VIE", "BUD", "TRI", "VEN")},
		// one build due and London free: expected
		"ENGLAND": {strs("F NWY", "F NTH", "A YOR"), strs("LON", "LVP", "EDI", "NWY")},
		// a removal due: expected
		"RUSSIA": {strs("A MOS", "A UKR"), strs("MOS")},
	}, nil, `{}`)
	if got := strings.Join(CheckText(g, "").Silent, " "); got != "ENGLAND RUSSIA" {
		t.Errorf("silent %q, want ENGLAND RUSSIA", got)
	}
}
