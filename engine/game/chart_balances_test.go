package game

import (
	"strings"
	"testing"
)

// The GM chart's balances (game-format §4) for a Fall movement whose winter
// is skipped, so that income (rule 2.1) is paid at once: after the auction
// only the balances that moved since are listed, each with what moved it.
// France paid 2 AgP and receives 17 + 16 + 15 = 48; Germany, which sent
// nothing, receives 17. France's report repeats the balance, since the
// income changed it after the auction's account.
func TestChartBalancesAfterAFallWithIncome(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"FRANCE": Playing, "GERMANY": Playing}, `{}`)
	r := mustAdjudicate(t, g, "FRANCE:\n2 : A PAR H\n", Options{})
	want := "\nBalances:\n" +
		"  FRANCE      40 ->    86 AgP   transfers +0, paid 2   income +48\n" +
		"  GERMANY     40 ->    57 AgP   income +17\n"
	if !strings.HasSuffix(r.Chart, want) {
		t.Errorf("chart ends:\n%s\nwant:\n%s", r.Chart, want)
	}
	if !strings.HasSuffix(r.Reports["FRANCE"], "   New balance                            38 AgP\nIncome for 3 supply centers (rule 2.1): 48 AgP\nBalance for Spring 1902 Movement: 86 AgP\n\nYour acceptance list now in force (rules 4.2, 4.3): F?\n") {
		t.Errorf("France's report:\n%s", r.Reports["FRANCE"])
	}
}

// In a phase without an auction (here the winter) the chart lists every
// ledger: a transfer (rule 2.3) with the income, and a resigned power's
// forfeit (2.4); nobody was expected to send anything, so nobody is listed
// as silent. The statements (2.5) show the transfer and the income.
func TestChartBalancesInTheWinter(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		"AUSTRIA": {strs(), strs()},
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"AUSTRIA": Resigned}, `{}`)
	r := mustAdjudicate(t, g, "GERMANY:\nTRANSFER 5 TO FRANCE\n", Options{})
	want := "game: Winter 1901 Adjustments GM chart (game seed 5) - GM ONLY\n" +
		"==============================================================\n" +
		"\nBalances:\n" +
		"  AUSTRIA     40 ->     0 AgP   forfeited 40 (rule 2.4)\n" +
		"  FRANCE      40 ->    93 AgP   transfers +5, paid 0   income +48\n" +
		"  GERMANY     40 ->    52 AgP   transfers -5, paid 0   income +17\n"
	if r.Chart != want {
		t.Errorf("chart:\n%s\nwant:\n%s", r.Chart, want)
	}
	wantFR := "\nYour account:\n" +
		"   Previous balance                                             40 AgP\n" +
		"   Transfer from GERMANY                                         5 AgP\n" +
		"   Income for 3 supply centers (rule 2.1)                       48 AgP\n" +
		"   New balance, for Spring 1902 Movement                        93 AgP\n"
	if !strings.Contains(r.Reports["FRANCE"], wantFR) {
		t.Errorf("France's statement:\n%s\nwant:\n%s", r.Reports["FRANCE"], wantFR)
	}
}
