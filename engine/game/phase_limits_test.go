package game

import "testing"

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

// A power has a ledger in a phase when it took part in the auction or has
// money (game-format §4): with no money and no auction, it has none.
func TestLedgersOnlyForPowersInTheAuctionOrWithMoney(t *testing.T) {
	g, err := loadEdited(t, "poor", func(m map[string]any) { power(m, 4)["balance"] = 0 }) // Italy
	if err != nil {
		t.Fatal(err)
	}
	r := mustAdjudicate(t, g, "FRANCE:\n3 : A PAR - BUR\n", Options{})
	if l, ok := r.Ledgers["ITALY"]; !ok || l.Before != 0 || l.After != 0 {
		t.Errorf("Spring: Italy, penniless, in the auction: ledger %+v, %v", l, ok)
	}
	winter := position(t, "W1901A", map[string][2][]string{
		"FRANCE": {strs("A PAR"), strs("PAR", "MAR")},
	}, nil, `{}`)
	*winter.PowerFile("FRANCE").Balance = 0
	r = mustAdjudicate(t, winter, "FRANCE:\nBUILD A MAR\n", Options{})
	if l, ok := r.Ledgers["FRANCE"]; !ok || l.Income != 33 {
		t.Errorf("Winter: France is paid 17 + 16 before Spring: ledger %+v, %v", l, ok)
	}
	if l, ok := r.Ledgers["ENGLAND"]; ok {
		t.Errorf("Winter: England (not listed, so 0 AgP) has a ledger %+v", l)
	}
}
