package gamefile

import (
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/orders"
)

func TestPhaseCodes(t *testing.T) {
	for _, ok := range []string{"S1901M", "F1901R", "W1901A", "S2000R"} {
		if p, err := ParsePhase(ok); err != nil || p.String() != ok {
			t.Errorf("ParsePhase(%q) = %v, %v", ok, p, err)
		}
	}
	for _, bad := range []string{"", "S1901", "X1901M", "W1901M", "S1901A", "F19o1M", "S0M"} {
		if _, err := ParsePhase(bad); err == nil {
			t.Errorf("ParsePhase(%q) accepted", bad)
		}
	}
	if got := (game.Phase{Season: 'F', Year: 1901, Kind: orders.Retreats}).Long(); got != "Fall 1901 Retreats" {
		t.Errorf("Long: %q", got)
	}
}

// Phase codes (game-format §1) take any year from 1 to 9999, written with
// as many digits as it has: the shortest code is three characters. A sign
// or a leading zero is another spelling of the year, refused (issue 19):
// the code must read back as it is written.
func TestPhaseCodeYearLimits(t *testing.T) {
	for _, c := range []struct {
		code string
		year int
	}{{"S1M", 1}, {"W9999A", 9999}, {"F42R", 42}} {
		if p, err := ParsePhase(c.code); err != nil || p.Year != c.year {
			t.Errorf("ParsePhase(%q) = %+v, %v; want year %d", c.code, p, err, c.year)
		}
	}
	for _, bad := range []string{"S0M", "S10000M", "SM", "S-1M", "S+1901M", "S01901M", "F0042R", "S 1901M"} {
		if _, err := ParsePhase(bad); err == nil {
			t.Errorf("ParsePhase(%q) accepted", bad)
		}
	}
}
