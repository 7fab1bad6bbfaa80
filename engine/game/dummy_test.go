package game

import (
	"fmt"
	"strings"
	"testing"
)

// Rule 4.4: a dummy's unit offered equal top totals by different powers
// holds, and nobody pays; a resigned power's units are dummies too
// (payola-rules §10.14). The GM chart marks each dummy's acceptance list
// as not used; a playing power's list is used.
func TestDummyUnitHoldsOnATie(t *testing.T) {
	g, err := loadEdited(t, "dummy", func(m map[string]any) {
		power(m, 6)["status"] = Dummy    // Turkey
		power(m, 5)["status"] = Resigned // Russia
	})
	if err != nil {
		t.Fatal(err)
	}
	text := "AUSTRIA:\n3 : A CON - BUL\n2 : A MOS - UKR\nITALY:\n3 : A CON - SMY\n2 : A MOS - LVN\n"
	r := mustAdjudicate(t, g, text, Options{})
	for _, unit := range []string{"A CON", "A MOS"} {
		if o := orderOf(r, unit); o.Order != unit+" H" {
			t.Errorf("%s on a tie: %+v; want it to hold", unit, o)
		}
	}
	for _, p := range []string{"AUSTRIA", "ITALY"} {
		if l := r.Ledgers[p]; l.Paid != 0 {
			t.Errorf("%s paid %d for a tie on a dummy unit", p, l.Paid)
		}
	}
	for _, c := range []struct {
		power string
		dummy bool
	}{{"TURKEY", true}, {"RUSSIA", true}, {"FRANCE", false}, {"AUSTRIA", false}} {
		line := ""
		for _, l := range strings.Split(r.Play.Auction.Chart(), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), c.power+" ") && strings.Contains(l, "->") {
				line = l
			}
		}
		if line == "" || strings.Contains(line, "(dummy: list not used, rule 4.4)") != c.dummy {
			t.Errorf("%s's acceptance line in the chart: %q (dummy %v)", c.power, line, c.dummy)
		}
	}
}

// Rule 2.3: each transfer of a movement phase is kept once in the game's
// history, givers in the file's order of powers (England before France),
// whatever the order of the sections.
func TestMovementTransfersRecordedOnce(t *testing.T) {
	g := newGame(t, Playing)
	text := "FRANCE:\nTRANSFER 5 TO ENGLAND\n3 : A PAR - BUR\nENGLAND:\nTRANSFER 2 TO FRANCE\nTRANSFER 1 TO GERMANY\n"
	r := mustAdjudicate(t, g, text, Options{})
	h := r.Next.History[len(r.Next.History)-1]
	var got []string
	for _, tr := range h.Transfers {
		got = append(got, fmt.Sprintf("%s>%s %d", tr.From, tr.To, tr.Amount))
	}
	if strings.Join(got, ", ") != "ENGLAND>FRANCE 2, ENGLAND>GERMANY 1, FRANCE>ENGLAND 5" {
		t.Errorf("history transfers: %v", got)
	}
	if l := r.Ledgers["ENGLAND"]; l.Transfers != 5-3 {
		t.Errorf("England's ledger %+v; want transfers +2", l)
	}
}
