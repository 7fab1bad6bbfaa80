package game

import (
	"strings"
	"testing"
)

// A loyal power's plain movement order (rule 6.5) names one of its own
// units where it stands; the unit type may be left out. An order for a
// province without a unit, for the wrong type of unit, or for another
// power's unit is refused at its line with the reason in a player's words.
func TestPlainMovementOrdersNameTheirOwnUnits(t *testing.T) {
	g := newGame(t, Loyal)
	for _, c := range []struct{ line, msg string }{
		{"A BUR - PIC", "there is no unit in Burgundy"},
		{"BUR - PIC", "there is no unit in Burgundy"},
		{"F PAR - BUR", "there is no fleet in Paris: the unit there is A PAR"},
		{"A MUN - RUH", "A MUN is GERMANY's unit, not FRANCE's: a power orders only its own units"},
	} {
		ds := mustRefuse(t, g, "FRANCE:\n"+c.line+"\n")
		if len(ds) != 1 || ds[0].Power != "FRANCE" || ds[0].Line != 2 || ds[0].Msg != c.msg {
			t.Errorf("%s: %v; want %q at FRANCE line 2", c.line, ds, c.msg)
		}
	}
	r := mustAdjudicate(t, g, "FRANCE:\nPAR - BUR\n", Options{})
	if o := orderOf(r, "A PAR"); o.Order != "A PAR - BUR" || o.Result != "succeeds" {
		t.Errorf("PAR - BUR without its type: %+v", o)
	}
	if !strings.Contains(unitsOf(r.Next, "FRANCE"), "A BUR") {
		t.Errorf("French units after PAR - BUR: %s", unitsOf(r.Next, "FRANCE"))
	}
}
