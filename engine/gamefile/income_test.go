package gamefile

import (
	"github.com/payola-gm/payola/engine/game"
	"testing"
)

// Income before Spring (rule 2.1) with an eliminated power (2.4, payola-rules
// §10.14): resigned Austria, without centers, forfeits its treasury, and
// every power after it in the file is still paid; England, playing on
// without a center, keeps its money and is paid nothing; France's three
// centers pay 17 + 16 + 15 = 48 AgP and Germany's one pays 17.
func TestIncomeWithAnEliminatedPowerFirst(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		"AUSTRIA": {strs(), strs()},
		"ENGLAND": {strs(), strs()},
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"AUSTRIA": game.Resigned, "ENGLAND": game.Playing}, `{}`)
	r := mustAdjudicate(t, g, "", game.Options{})
	if r.NextPhase != "S1902M" {
		t.Fatalf("next phase %s, want S1902M", r.NextPhase)
	}
	for _, c := range []struct {
		power                      string
		income, forfeited, balance int
	}{
		{"AUSTRIA", 0, 40, 0},
		{"ENGLAND", 0, 0, 40},
		{"FRANCE", 48, 0, 88},
		{"GERMANY", 17, 0, 57},
	} {
		l := r.Ledgers[c.power]
		if l.Income != c.income || l.Forfeited != c.forfeited || l.After != c.balance || balanceOf(r.Next, c.power) != c.balance {
			t.Errorf("%s: ledger %+v, balance %d; want income %d, forfeited %d, balance %d", c.power, l, balanceOf(r.Next, c.power), c.income, c.forfeited, c.balance)
		}
	}
	// Austria's account shows the forfeit as money out.
	if got, ok := accountOf(r, "AUSTRIA", "Forfeited: resigned without supply centers (rule 2.4)"); !ok || got != -40 {
		t.Errorf("Austria's account: %v", r.Play.Account["AUSTRIA"])
	}
}

// The winter is skipped (rule 2.1 income is then paid at once) when no power
// must remove a unit or can build one: a power with as many units as
// centers has no build even with an empty home center.
func TestWinterSkippedWhenEvenWithAFreeHome(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		// Marseilles is empty and French, but France is even.
		"FRANCE": {strs("A PAR", "F BRE", "A BUR"), strs("PAR", "MAR", "BRE")},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "FRANCE:\nA BUR H\n", game.Options{})
	if r.NextPhase != "S1902M" || r.Ledgers["FRANCE"].Income != 48 {
		t.Errorf("next %s, France's income %d; want S1902M and 48", r.NextPhase, r.Ledgers["FRANCE"].Income)
	}
}
