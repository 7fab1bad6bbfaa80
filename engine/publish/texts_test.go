package publish

import (
	"fmt"
	"github.com/payola-gm/payola/engine/gamefile"
	"regexp"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/orders"
)

// The public results of a worked Fall and Winter (game-format §4), line for
// line (testdata/results-fall.txt, results-winter.txt): each power's orders
// under its name (a power without orders is not named), a standoff's empty
// province in its own paragraph, and the position, where a power with a
// unit or a center is listed and a power with neither (Russia) is not. The
// Fall captures Holland for England; France's Marseilles and Germany's
// Munich bounce in Burgundy, which stays empty. In the Winter France builds
// in its free home, Italy in Rome: nothing stands off.
func TestPublicResultsOfAWorkedFallAndWinter(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE":  {strs("A MAR", "A PAR"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
		"ENGLAND": {strs("F NTH"), strs()},
		"ITALY":   {strs(), strs("ROM")},
		"RUSSIA":  {strs(), strs()},
	}, nil, `{}`)
	fall := mustAdjudicate(t, g, "FRANCE:\nA MAR - BUR\nA PAR - PIC\nGERMANY:\nA MUN - BUR\nENGLAND:\nF NTH - HOL\n", game.Options{})
	golden(t, "results-fall.txt", fall.Public)
	winter := mustAdjudicate(t, next(t, fall), "FRANCE:\nBUILD F BRE\nITALY:\nBUILD A ROM\n", game.Options{})
	golden(t, "results-winter.txt", winter.Public)
	if strings.Contains(fall.Public, "RUSSIA") {
		t.Errorf("Russia has nothing left and is named")
	}
}

// The results name a unit dislodged with no retreat possible, destroyed at
// once (as DPjudge does), beside one that must retreat.
func TestResultsOfDislodgementsAndDestruction(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A BUR", "A PAR", "A PIC", "A GAS", "A MAR"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN", "A RUH", "A KIE"), strs("MUN")},
		"ENGLAND": {strs("A BEL", "F NTH", "F HOL"), strs()},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "GERMANY:\nA MUN - BUR\nA RUH S A MUN - BUR\nA KIE - HOL\nENGLAND:\nF NTH S A BEL\n", game.Options{})
	golden(t, "results-destroyed.txt", r.Public)
}

// Victory (payola-rules §8): the results say who has won, and with how many
// centers.
func TestResultsNameTheWinner(t *testing.T) {
	all := strs("BRE", "PAR", "MAR", "SPA", "POR", "HOL", "LON", "LVP", "EDI", "MUN", "KIE", "BER", "NWY", "SWE", "DEN", "VEN", "ROM")
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE": {strs("A PAR", "A MAR", "F BRE", "A BUR"), all},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "FRANCE:\nA BUR - BEL\n", game.Options{})
	if !strings.HasSuffix(r.Public, "\nFRANCE has reached 18 supply centers and wins the game.\n\nNext phase: Spring 1902 Movement\n") {
		t.Errorf("results:\n%s", r.Public)
	}
}

// A build or removal beyond what the power is due fails, with the reason
// beside it in the results and in the GM chart (standard rules,
// payola-rules §8): in the winter of gametest.Year Germany has 4 centers
// and 3 units, one build; France removes one unit too many.
func TestResultsAndChartSayWhyAnExcessAdjustmentFails(t *testing.T) {
	games, _ := playYear(t, `{}`)
	r := mustAdjudicate(t, games[3], "GERMANY:\nBUILD A BER\nBUILD F KIE\nFRANCE:\nBUILD A MAR\n", game.Options{})
	golden(t, "results-excess-builds.txt", r.Public)
	golden(t, "chart-excess-builds.txt", r.Chart)
	// Issue 23: each power's report states its own failed build and why,
	// and the builds it lost (testdata/report-excess-builds-*.txt).
	golden(t, "report-excess-builds-germany.txt", r.Reports["GERMANY"])
	golden(t, "report-excess-builds-england.txt", r.Reports["ENGLAND"])
	g := position(t, "W1901A", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN"), strs("MUN", "BER")},
	}, nil, `{}`)
	r = mustAdjudicate(t, g, "GERMANY:\nBUILD A BER\nFRANCE:\nREMOVE A MAR\nREMOVE F BRE\n", game.Options{})
	golden(t, "results-excess-removal.txt", r.Public)
}

// The GM chart's balances (game-format §4) for a Fall movement whose winter
// is skipped, so that income (rule 2.1) is paid at once: after the auction
// only the balances that moved since are listed, each with what moved it.
// France paid 2 AgP and receives 17 + 16 + 15 = 48; Germany, which sent
// nothing, receives 17 (testdata/chart-fall-income.txt). France's report
// repeats the balance, since the income changed it after the auction's
// account (report-fall-income-france.txt).
func TestChartBalancesAfterAFallWithIncome(t *testing.T) {
	g := position(t, "F1901M", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"FRANCE": game.Playing, "GERMANY": game.Playing}, `{}`)
	r := mustAdjudicate(t, g, "FRANCE:\n2 : A PAR H\n", game.Options{})
	golden(t, "chart-fall-income.txt", r.Chart)
	golden(t, "report-fall-income-france.txt", r.Reports["FRANCE"])
}

// In a phase without an auction (here the winter) the chart lists every
// ledger: a transfer (rule 2.3) with the income, and a resigned power's
// forfeit (2.4); nobody was expected to send anything, so nobody is listed
// as silent (testdata/chart-winter.txt). The statements (2.5) show the
// transfer and the income (report-winter-*.txt).
func TestChartBalancesInTheWinter(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		"AUSTRIA": {strs(), strs()},
		"FRANCE":  {strs("A PAR", "A MAR", "F BRE"), strs("PAR", "MAR", "BRE")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, map[string]string{"AUSTRIA": game.Resigned}, `{}`)
	r := mustAdjudicate(t, g, "GERMANY:\nTRANSFER 5 TO FRANCE\n", game.Options{})
	golden(t, "chart-winter.txt", r.Chart)
	for _, p := range []string{"AUSTRIA", "FRANCE", "GERMANY"} {
		golden(t, "report-winter-"+strings.ToLower(p)+".txt", r.Reports[p])
	}
}

// Rules 3.3, 4.4 and --lenient: the chart names the powers that sent
// nothing and what becomes of their units, the void orders and the ignored
// lines, each with its power, line and column (testdata/chart-lenient.txt).
// Every power is loyal (6.5): there is no auction, and a plain order its
// unit cannot carry out is issued void.
func TestChartListsSilentVoidAndIgnored(t *testing.T) {
	g := newGame(t, game.Loyal)
	text := "FRANCE:\nA PAR - BUR\nA PIC - BEL\nF LON - NTH\nbanana split\nF BRE - PAR\nENGLAND:\nF LON - NTH\n"
	r := mustAdjudicate(t, g, text, game.Options{Lenient: true})
	golden(t, "chart-lenient.txt", r.Chart)
}

// Rules 2.5 and 5.7, game-format §4: in every phase of every kind and every
// variation, each power's private report and the GM chart give the balance
// the phase began with and the one the next begins with, as the ledger has
// them.
func TestReportsAndChartStateTheLedgers(t *testing.T) {
	for _, rules := range []string{`{}`, `{"zeroSum": true}`, `{"classic": true}`, `{"ebayola": true}`, `{"blind": true}`} {
		t.Run(rules, func(t *testing.T) {
			games, results := playYear(t, rules)
			for i, r := range results {
				g := games[i]
				for _, p := range g.File.Powers {
					l, ok := r.Ledgers[p.Name]
					if !ok {
						continue
					}
					before, after := l.Before, l.After
					rep := r.Reports[p.Name]
					if got, ok := amountOn(rep, "Previous balance"); ok && got != before {
						t.Errorf("%s %s: the report gives the previous balance %d, want %d:\n%s", r.Phase, p.Name, got, before, rep)
					} else if !ok && (before != 0 || r.Phase[3] != 'M') {
						t.Errorf("%s %s: the report does not give the balance %d:\n%s", r.Phase, p.Name, before, rep)
					}
					if got, ok := amountOn(rep, "New balance", "Balance for"); (ok || before != 0 || r.Phase[3] != 'M') && got != after {
						t.Errorf("%s %s: the report gives the new balance %d, want %d:\n%s", r.Phase, p.Name, got, after, rep)
					}
					if g.Phase.Kind != orders.Movement && !strings.Contains(r.Chart, fmt.Sprintf("%-8s %5d -> %5d AgP", p.Name, before, after)) {
						t.Errorf("%s: the chart does not show %s %d -> %d:\n%s", r.Phase, p.Name, before, after, r.Chart)
					}
				}
			}
		})
	}
}

// playYear adjudicates gametest.Year from a new game with the given rules,
// returning each phase's game and adjudication.
func playYear(t *testing.T, rules string) ([]*gamefile.Game, []*Adjudication) {
	t.Helper()
	g := variantGame(t, rules)
	var games []*gamefile.Game
	var results []*Adjudication
	for _, ph := range gametest.Year() {
		if g.Phase.String() != ph.Phase {
			t.Fatalf("the game is at %s, want %s", g.Phase, ph.Phase)
		}
		r := mustAdjudicate(t, g, ph.Text, game.Options{})
		games, results = append(games, g), append(results, r)
		g = next(t, r)
	}
	return games, results
}

// variantGame is a standard 1901 game under the rules object given, with
// the rules' opening treasuries.
func variantGame(t *testing.T, rules string) *gamefile.Game {
	t.Helper()
	g, err := loadEdited(t, "variant", func(m map[string]any) {
		m["rules"] = jsonRaw(rules)
		for _, p := range m["powers"].([]any) {
			delete(p.(map[string]any), "balance")
		}
	})
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return g
}

// amountOn is the amount on the last line of the text that starts with one
// of the labels ("   New balance   41 AgP", "Balance for ...: 41 AgP").
func amountOn(text string, labels ...string) (int, bool) {
	amount, found := 0, false
	for _, line := range strings.Split(text, "\n") {
		for _, l := range labels {
			f := strings.Fields(line)
			if strings.HasPrefix(strings.TrimSpace(line), l) && len(f) >= 2 && f[len(f)-1] == "AgP" {
				if _, err := fmt.Sscan(f[len(f)-2], &amount); err == nil {
					found = true
				}
			}
		}
	}
	return amount, found
}

// Rule 4.2: each report confirms the power's own acceptance list now in
// force, the new one when the sheet changed it, and no other power's.
func TestReportsConfirmAcceptanceList(t *testing.T) {
	g := newGame(t, game.Playing)
	r := mustAdjudicate(t, g, "FRANCE:\nACCEPT FEG?\n5 : A PAR - BUR\n", game.Options{})
	const line = "Your acceptance list now in force (rules 4.2, 4.3): "
	if !strings.Contains(r.Reports["FRANCE"], line+"FEG?\n") {
		t.Errorf("France's report:\n%s", r.Reports["FRANCE"])
	}
	if rep := r.Reports["ENGLAND"]; !strings.Contains(rep, line+"E?\n") || strings.Contains(rep, "FEG?") {
		t.Errorf("England's report:\n%s", rep)
	}
	// Retreats and adjustments confirm it too.
	_, results := playYear(t, `{}`)
	for _, r := range results[2:] {
		if !strings.Contains(r.Reports["GERMANY"], line+"G?\n") {
			t.Errorf("%s: Germany's report:\n%s", r.Phase, r.Reports["GERMANY"])
		}
	}
}

// Rules 2.3 and 2.5 with game-format §2: a transfer written in a retreat or
// adjustment section moves money in that phase, and the statements of the
// giver and the receiver say so; nobody else hears of it.
func TestTransfersOutsideMovementAreStated(t *testing.T) {
	games, _ := playYear(t, `{}`)
	for _, g := range games[2:4] { // F1901R, W1901A
		r := mustAdjudicate(t, g, "FRANCE:\nTRANSFER 6 TO ITALY\n", game.Options{})
		if l := r.Ledgers["FRANCE"]; l.Transfers != -6 {
			t.Errorf("%s: France's ledger %+v", r.Phase, l)
		}
		if got, ok := amountOn(r.Reports["FRANCE"], "Transfer to ITALY"); !ok || got != -6 {
			t.Errorf("%s: France's statement does not give the transfer:\n%s", r.Phase, r.Reports["FRANCE"])
		}
		if got, ok := amountOn(r.Reports["ITALY"], "Transfer from FRANCE"); !ok || got != 6 {
			t.Errorf("%s: Italy's statement does not give the transfer:\n%s", r.Phase, r.Reports["ITALY"])
		}
		for _, p := range []string{"ENGLAND", "GERMANY"} {
			if strings.Contains(r.Reports[p], "Transfer") {
				t.Errorf("%s: %s hears of the transfer:\n%s", r.Phase, p, r.Reports[p])
			}
		}
	}
}

// Zero Sum (6.7): a movement phase's report says what the power's units
// were paid; the Fall's year end (after the retreats) states each capture,
// loss and profit on the account (testdata/report-zerosum-*.txt).
func TestZeroSumReports(t *testing.T) {
	_, results := playYear(t, `{"zeroSum": true}`)
	for _, r := range results[:2] {
		want := fmt.Sprintf("Paid to your units this phase: %d AgP (credited to you after the Fall turn, rule 6.7)\n", r.Play.Earned["GERMANY"])
		if r.Play.Earned["GERMANY"] == 0 || !strings.Contains(r.Reports["GERMANY"], want) {
			t.Errorf("%s: Germany's report lacks %q:\n%s", r.Phase, want, r.Reports["GERMANY"])
		}
	}
	golden(t, "report-zerosum-F1901R-germany.txt", results[2].Reports["GERMANY"])
	golden(t, "report-zerosum-F1901R-france.txt", results[2].Reports["FRANCE"])
}

// Secrecy (rules 2.5, 5.7): a power's report never shows another power's
// offers or acceptance list.
func TestReportsKeepOtherPowersSecret(t *testing.T) {
	g := newGame(t, game.Playing)
	r := mustAdjudicate(t, g, "FRANCE:\n10 : A PAR - BUR\nACCEPT FEG?\nENGLAND:\n4 : F LON - NTH\n2 : FRENCH A PAR - PIC\n", game.Options{})
	if rep := r.Reports["ENGLAND"]; strings.Contains(rep, "10 : A PAR - BUR") || strings.Contains(rep, "FEG") {
		t.Errorf("England's report shows France's offers:\n%s", rep)
	}
	golden(t, "report-spring-england.txt", r.Reports["ENGLAND"])
}

// README: no control character from a sheet reaches any download.
func TestNoControlCharacterInAnyDownload(t *testing.T) {
	g := newGame(t, game.Playing)
	r, err := Adjudicate(g, "FRANCE:\n3 : A MAR\x1b - BUR\n2 : A PAR - BUR % hi\x1b\r\n", game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	ds, err := Downloads(g, r)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range ds {
		if strings.ContainsAny(string(d.Data), "\x1b\r") {
			t.Errorf("%s holds a control character", d.Name)
		}
	}
}

// Issue 23: one minus sign. Every text people receive writes a negative
// amount with the ASCII hyphen-minus ("-5 AgP", "transfers -5"), never
// U+2212, in every variation's year; and some text of the year has one.
func TestOneMinusSign(t *testing.T) {
	negative := false
	for _, rules := range []string{`{}`, `{"zeroSum": true}`, `{"blind": true}`} {
		games, results := playYear(t, rules)
		for i, a := range results {
			ds, err := Downloads(games[i], a)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range ds {
				if d.Kind == Map || d.Kind == GameFile || d.Kind == Position {
					continue
				}
				if strings.ContainsRune(string(d.Data), '\u2212') {
					t.Errorf("%s %s holds U+2212", rules, d.Name)
				}
				negative = negative || regexp.MustCompile(`(^| )-[0-9]`).Match(d.Data)
			}
		}
	}
	if !negative {
		t.Error("no text of the year writes a negative amount: nothing was checked")
	}
}

// Issue 28, game-format §4: the GM chart of a phase without an auction
// lists every power in play, 0 AgP included. In the classic year France
// is dislodged with no money; its retreat phase's chart names it.
func TestChartListsAPowerWithNoMoney(t *testing.T) {
	games, results := playYear(t, `{"classic": true}`)
	for i, r := range results {
		if games[i].Phase.Kind == orders.Movement {
			continue
		}
		_, balances, _ := strings.Cut(r.Chart, "\nBalances:\n")
		for _, p := range games[i].File.Powers {
			if len(p.Units) == 0 && len(p.Centers) == 0 {
				continue
			}
			if !strings.Contains(balances, "  "+p.Name+" ") {
				t.Errorf("%s: %s (balance %d) is not in the chart's balances:\n%s", r.Phase, p.Name, *p.Balance, balances)
			}
		}
	}
}

// Rule 3.3 as a player reads it: a power whose sheet came but whose every
// line was ignored (--lenient) is told that no line was read, never "no
// sheet", which would say the GM lost its mail; a power that sent nothing
// is told "no sheet". Both have their units hold for 0 AgP.
func TestAReadlessSheetIsNotNoSheet(t *testing.T) {
	g := newGame(t, game.Playing)
	r := mustAdjudicate(t, g, "FRANCE:\n3 : A BUR - MUN\n2 : banana\n", game.Options{Lenient: true})
	fr, it := r.Reports["FRANCE"], r.Reports["ITALY"]
	if !strings.Contains(fr, "no line of your sheet was read: each of your units was offered 0 AgP to hold (rule 3.3)") || strings.Contains(fr, "no sheet") {
		t.Errorf("France, whose every line was ignored, is told:\n%s", fr)
	}
	if !strings.Contains(it, "no sheet: each of your units was offered 0 AgP to hold (rule 3.3)") {
		t.Errorf("Italy, which sent nothing, is told:\n%s", it)
	}
}
