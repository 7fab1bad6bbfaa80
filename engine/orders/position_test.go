package orders

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// A position lists its units by power, then province, however the map of
// units was filled; At finds a unit by province, whatever coast is asked.
func TestPositionOrder(t *testing.T) {
	pos := Position{}
	for _, s := range []string{"TURKEY F ANK", "AUSTRIA A VIE", "TURKEY A CON", "AUSTRIA F TRI", "ENGLAND F STP/SC", "AUSTRIA A BUD"} {
		power, unit, _ := strings.Cut(s, " ")
		typ, loc, _ := strings.Cut(unit, " ")
		u := Unit{board.UnitType(typ[0]), board.Loc(loc)}
		pos[u.Province()] = Placed{Power: power, Unit: u}
	}
	var got []string
	for _, p := range pos.Sorted() {
		got = append(got, p.Power+" "+p.Unit.String())
	}
	want := "AUSTRIA A BUD, AUSTRIA F TRI, AUSTRIA A VIE, ENGLAND F STP/SC, TURKEY F ANK, TURKEY A CON"
	if strings.Join(got, ", ") != want {
		t.Errorf("Sorted:\n got  %s\n want %s", strings.Join(got, ", "), want)
	}
	if p, ok := pos.At("STP/NC"); !ok || p.Unit.Loc != "STP/SC" {
		t.Errorf("At(STP/NC) = %v, %v; want the fleet on the south coast", p, ok)
	}
	if _, ok := pos.At("PAR"); ok {
		t.Error("At(PAR) found a unit in an empty province")
	}
}
