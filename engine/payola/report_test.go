package payola

import (
	"fmt"
	"strings"
	"testing"
)

// Rule 5.7 and payola-rules §7: the private report carries the power's own
// units with totals and the '*' mark, its accepted offers with what each
// paid, its sheet as read and its account.
func TestReport(t *testing.T) {
	t.Run("rule_5.7_foreign_purchase_is_marked", func(t *testing.T) {
		// reference-judge scenario 1
		o := phase{accept: map[string]string{"FRANCE": "FAEGIRT"}, sheets: map[string]string{
			"FRANCE": "5 : A PAR - BUR", "GERMANY": "6 : A PAR - PIC"}}.run(t)
		fr := o.Report("FRANCE")
		for _, want := range []string{
			" * A PAR - PIC                      6 AgP",
			"   F BRE H                          0 AgP",
			"line   1: 5 : A PAR - BUR",
			"Previous balance                       48 AgP",
			"Total paid                              0 AgP",
			"New balance                            48 AgP",
			"bought by others",
		} {
			if !strings.Contains(fr, want) {
				t.Errorf("France's report lacks %q:\n%s", want, fr)
			}
		}
		if strings.Contains(fr, "A PAR - PIC                      6 AgP   (") {
			t.Errorf("France's report lists Germany's purchase as its own accepted offer:\n%s", fr)
		}
		ge := o.Report("GERMANY")
		if !strings.Contains(ge, "   A PAR - PIC                      6 AgP   (line 1)") || !strings.Contains(ge, "New balance                            42 AgP") {
			t.Errorf("Germany's report:\n%s", ge)
		}
	})
	t.Run("rule_5.7_owner_zero_offer_is_not_marked", func(t *testing.T) {
		// reference-judge scenario 20b
		o := phase{accept: map[string]string{"FRANCE": "FAGIRTE"}, sheets: map[string]string{
			"ENGLAND": "4 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC", "FRANCE": "0 : A PAR - BUR"}}.run(t)
		if fr := o.Report("FRANCE"); !strings.Contains(fr, "   A PAR - BUR                      4 AgP") {
			t.Errorf("France's report:\n%s", fr)
		}
	})
	t.Run("rule_5.5_reductions_and_savings_are_reported", func(t *testing.T) {
		// reference-judge scenario 12
		o := phase{accept: map[string]string{"FRANCE": "FAEGIRT"}, sheets: map[string]string{
			"FRANCE": "40 $\n5 : A PAR - BUR\n4 : A MAR - PIE", "GERMANY": "5 : A PAR - PIC"}}.run(t)
		fr := o.Report("FRANCE")
		for _, want := range []string{"Savings requested                      40 AgP", "Available to spend                      8 AgP", "Reduction rounds                        1", "Total paid                              3 AgP", "New balance                            45 AgP", "   A MAR - PIE                      3 AgP   (line 3)"} {
			if !strings.Contains(fr, want) {
				t.Errorf("France's report lacks %q:\n%s", want, fr)
			}
		}
	})
	t.Run("rule_5.7_ledger_of_scenario_10", func(t *testing.T) {
		// reference-judge §5.1's example ledger, in our words.
		o := phase{accept: map[string]string{"FRANCE": "FAEGIRT"}, balance: map[string]int{"FRANCE": 10}, sheets: map[string]string{
			"FRANCE": "2*4 : A PAR - BUR\n6#4 : A MAR - PIE", "GERMANY": "5 : A PAR - PIC"}}.run(t)
		o.Phase = "Spring 1901 movement"
		want := `FRANCE: private report, Spring 1901 movement
============================================

Your units issue these orders (total bribe accepted):
   F BRE H                          0 AgP
   A MAR - PIE                      4 AgP
 * A PAR - PIC                      5 AgP
 * bought by others: you put nothing into the order this unit issues.

Your accepted offers (what each costs you):
   F BRE H                          0 AgP   (default hold)
   A MAR - PIE                      4 AgP   (line 2)

Why (rule 5.7: your units' totals, not who paid them; your own accepted offers):
   F BRE H: no order was offered more than 0 AgP for it, so it holds by default, as your sheet gives it no offer (rule 3.3)
   A MAR - PIE: no order of this unit was offered more than its 4 AgP (rules 5.1-5.4); your offer (line 2) pays 4 AgP of it (rule 5.6); you offered 6 AgP, cut by 2 overspending rounds (rule 5.5)
   A PAR - PIC: no order of this unit was offered more than its 5 AgP (rules 5.1-5.4); you put nothing into it

Your offer sheet as read:
   line   1: 2*4 : A PAR - BUR
   line   2: 6#4 : A MAR - PIE

Your account:
   Previous balance                       10 AgP
   Reduction rounds                        2      (each of your offers was cut by 1 AgP per round: overspending, rule 5.5)
   Total paid                              4 AgP
   New balance                             6 AgP
`
		if got := o.Report("FRANCE"); got != want {
			t.Errorf("France's report:\n%s\nwant:\n%s", got, want)
		}
	})
	t.Run("rule_2.3_transfers_told_to_giver_and_receiver_only", func(t *testing.T) {
		o := phase{sheets: map[string]string{"FRANCE": "TRANSFER 7 TO ENGLAND"}}.run(t)
		if fr := o.Report("FRANCE"); !strings.Contains(fr, "Transfer to ENGLAND                    -7 AgP") || !strings.Contains(fr, "New balance                            41 AgP") {
			t.Errorf("France's report:\n%s", fr)
		}
		if en := o.Report("ENGLAND"); !strings.Contains(en, "Transfer from FRANCE                    7 AgP") || !strings.Contains(en, "New balance                            55 AgP") {
			t.Errorf("England's report:\n%s", en)
		}
		if ge := o.Report("GERMANY"); strings.Contains(ge, "Transfer") || strings.Contains(ge, "FRANCE") {
			t.Errorf("Germany hears of the transfer:\n%s", ge)
		}
	})
	t.Run("rule_2.3_transfers_beyond_the_balance_are_refused", func(t *testing.T) {
		m, pos := phase{}.board()
		s, _ := ParseSheet(m, pos, "FRANCE", []string{"TRANSFER 30 TO ENGLAND", "TRANSFER 30 TO ITALY"}, 1, AuctionRules{})
		if _, err := Auction(m, pos, phase{}.purses(m), map[string]*Sheet{"FRANCE": s}, 1, AuctionRules{}); err == nil || !strings.Contains(err.Error(), "48") {
			t.Errorf("60 AgP transferred from 48: %v", err)
		}
	})
}

// Rule 2.5 and 3.6: no power's report shows another power's offers,
// comments, balance or acceptance list. Every sheet carries a distinctive
// comment and distinctive amounts; the other powers' units are offered
// less than their owners offer, so no foreign amount can surface as a total.
func TestReportPrivacy(t *testing.T) {
	m, pos := phase{}.board()
	var purses []Purse
	sheets := map[string]*Sheet{}
	secret := map[string][]string{}
	for i, p := range m.Powers {
		own, foreign := 7000+i*10, 6000+i*10
		bal := 30000 + i*100
		accept := p.Letter + "?"
		if i%2 == 0 {
			accept = "?" + p.Letter
		}
		purses = append(purses, Purse{Power: p.Name, Balance: bal, Accept: acceptList(m, p.Name, accept)})
		var lines []string
		for _, u := range pos.Sorted() {
			if u.Power == p.Name {
				lines = append(lines, fmt.Sprintf("%d : %s H %% plan-%s-own", own, u.Unit, p.Letter))
			} else {
				lines = append(lines, fmt.Sprintf("%d ! %s H %% plot-%s-%s", foreign, u.Unit, p.Letter, u.Unit.Province()))
			}
		}
		lines = append(lines, fmt.Sprintf("%d$ %% nest-egg-%s", 11+i, p.Letter), "ACCEPT "+accept)
		s, diags := ParseSheet(m, pos, p.Name, lines, 1, AuctionRules{})
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		sheets[p.Name] = s
		secret[p.Name] = []string{fmt.Sprint(own), fmt.Sprint(foreign), fmt.Sprint(bal), "plan-" + p.Letter, "plot-" + p.Letter, "nest-egg-" + p.Letter, "ACCEPT " + accept, fmt.Sprintf("%d$", 11+i)}
	}
	o, err := Auction(m, pos, purses, sheets, 99, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Powers {
		rep := o.Report(p.Name)
		for other, words := range secret {
			if other == p.Name {
				for _, w := range words[2:6] {
					if !strings.Contains(rep, w) {
						t.Errorf("%s's report lacks its own %q", p.Name, w)
					}
				}
				continue
			}
			for _, w := range words {
				if strings.Contains(rep, w) {
					t.Errorf("%s's report shows %s's %q:\n%s", p.Name, other, w, rep)
				}
			}
			if strings.Contains(rep, other) {
				t.Errorf("%s's report names %s", p.Name, other)
			}
		}
	}
	// The GM sees everything.
	chart := o.Chart()
	for other, words := range secret {
		for _, w := range []string{words[0], words[2]} {
			if !strings.Contains(chart, w) {
				t.Errorf("the chart lacks %s's %s", other, w)
			}
		}
	}
}

// Rule 5.7 for a power with a purse but no unit (Italy here, its units
// gone): it has no units' orders to be told of, and no units were given
// default holds (3.3), whether it sent no sheet or an empty one. France,
// with units and no sheet, is told its units held for 0 AgP.
func TestReportOfAPowerWithoutUnits(t *testing.T) {
	m, pos, _ := withoutItaly(t)
	purses := phase{}.purses(m)
	for _, sheets := range []map[string]*Sheet{nil, {"ITALY": {Power: "ITALY"}}} {
		o, err := Auction(m, pos, purses, sheets, 1, AuctionRules{})
		if err != nil {
			t.Fatal(err)
		}
		it := o.Report("ITALY")
		told := "\n   no sheet\n"
		if sheets != nil {
			told = "\n   no line of your sheet was read\n" // a sheet sent, nothing in it read: not "no sheet"
		}
		if strings.Contains(it, "Your units") || strings.Contains(it, "each of your units") || !strings.Contains(it, told) {
			t.Errorf("Italy, without units (sheet %v), is told:\n%s", sheets["ITALY"], it)
		}
		fr := o.Report("FRANCE")
		if !strings.Contains(fr, "Your units issue these orders") || !strings.Contains(fr, "no sheet: each of your units was offered 0 AgP to hold (rule 3.3)") {
			t.Errorf("France, with units and no sheet, is told:\n%s", fr)
		}
	}
}

// Rule 6.5: a loyal power's report lists every one of its units with its
// plain order, not only the first.
func TestReportListsEveryLoyalUnit(t *testing.T) {
	o := phase{rules: AuctionRules{Loyal: map[string]bool{"FRANCE": true}}, sheets: map[string]string{"FRANCE": "A PAR - BUR"}}.run(t)
	fr := o.Report("FRANCE")
	for _, u := range []string{"A PAR - BUR", "A MAR H", "F BRE H"} {
		if !strings.Contains(fr, "   "+u+strings.Repeat(" ", 28-len(u))+"    loyal: your order") {
			t.Errorf("France's report does not list loyal %s:\n%s", u, fr)
		}
	}
}

// Sheet.Local: a power's report numbers the lines of its accepted offers
// within its own section, whatever stood before it in the pasted text.
func TestReportNumbersAcceptedLinesInTheSection(t *testing.T) {
	m, pos := phase{}.board()
	s, diags := ParseSheet(m, pos, "GERMANY", []string{"% Germany", "5 : A PAR - PIC"}, 20, AuctionRules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	o, err := Auction(m, pos, phase{}.purses(m), map[string]*Sheet{"GERMANY": s}, 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	if ge := o.Report("GERMANY"); !strings.Contains(ge, "   A PAR - PIC                      5 AgP   (line 2)\n") {
		t.Errorf("Germany's offer on line 2 of its section (21 of the text):\n%s", ge)
	}
}

// Rule 5.7 item 3 names the lines that paid for an accepted order: a move
// wildcard pays for a move, a hold wildcard does not (rule 3.1,
// payola-rules §3).
func TestAcceptedMoveNamesItsMoveWildcard(t *testing.T) {
	o := phase{sheets: map[string]string{"FRANCE": "3 > A PAR - BUR\n1 @ A PAR H"}}.run(t)
	is := issued(t, o, "A PAR")
	if is.Order.String() != "A PAR - BUR" || is.Total != 3 {
		t.Fatalf("A PAR issues %s for %d, want A PAR - BUR for 3:\n%s", is.Order, is.Total, o.Chart())
	}
	for _, a := range o.Ledgers["FRANCE"].Accepted {
		if a.Order.String() == "A PAR - BUR" && (len(a.Lines) != 1 || a.Lines[0] != 1) {
			t.Errorf("the move was paid by lines %v, want line 1 only", a.Lines)
		}
	}
	if fr := o.Report("FRANCE"); !strings.Contains(fr, "   A PAR - BUR                      3 AgP   (line 1)\n") {
		t.Errorf("France's report:\n%s", fr)
	}
}
