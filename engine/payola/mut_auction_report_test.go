package payola

import (
	"strings"
	"testing"
)

// Rule 5.7 for a power with a purse but no unit (Italy here, its units
// gone): it has no units' orders to be told of, and no units were given
// default holds (3.3), whether it sent no sheet or an empty one. France,
// with units and no sheet, is told its units held for 0 AgP.
func TestReportOfAPowerWithoutUnits(t *testing.T) {
	m, pos, _ := withoutItaly(t)
	purses := phase{}.purses(m)
	for _, sheets := range []map[string]*Sheet{nil, {"ITALY": {Power: "ITALY"}}} {
		o, err := Auction(m, pos, purses, sheets, 1, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		it := o.Report("ITALY")
		if strings.Contains(it, "Your units") || strings.Contains(it, "each of your units") || !strings.Contains(it, "\n   no sheet\n") {
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
	o := phase{rules: Rules{Loyal: map[string]bool{"FRANCE": true}}, sheets: map[string]string{"FRANCE": "A PAR - BUR"}}.run(t)
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
	s, diags := ParseSheet(m, pos, "GERMANY", []string{"% Germany", "5 : A PAR - PIC"}, 20, Rules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	o, err := Auction(m, pos, phase{}.purses(m), map[string]*Sheet{"GERMANY": s}, 1, Rules{})
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

// Rule 4.4 and payola-rules §10.15: a dummy's tied unit takes nobody's
// money; every other unit's accepted offers are still recorded (5.6, 5.7
// item 3), those of the units after it too.
func TestDummyTieLeavesOtherAcceptedOffers(t *testing.T) {
	o := phase{dummy: []string{"AUSTRIA"}, sheets: map[string]string{
		"ENGLAND": "3 : A VIE - BOH", "FRANCE": "3 : A VIE - TYR\n2 : A PAR - BUR"}}.run(t)
	if !issued(t, o, "A VIE").DummyTie {
		t.Fatalf("A VIE has no dummy tie:\n%s", o.Chart())
	}
	found := false
	for _, p := range []string{"ENGLAND", "FRANCE"} {
		for _, a := range o.Ledgers[p].Accepted {
			if a.Owner == "AUSTRIA" {
				t.Errorf("%s pays for the dummy's tied unit: %+v", p, a)
			}
			if a.Order.String() == "A PAR - BUR" {
				found = a.Amount == 2 && p == "FRANCE"
			}
		}
	}
	if !found || o.Ledgers["FRANCE"].Paid != 2 {
		t.Errorf("France's accepted offers %+v, paid %d; want A PAR - BUR for 2", o.Ledgers["FRANCE"].Accepted, o.Ledgers["FRANCE"].Paid)
	}
	if fr := o.Report("FRANCE"); !strings.Contains(fr, "   A PAR - BUR                      2 AgP   (line 2)\n") {
		t.Errorf("France's report:\n%s", fr)
	}
}

// Issued.Candidates lists the winner first, also in a tie (rules 5.2,
// 5.3): here England's and Germany's 4 AgP tie on A PAR, and France's
// list decides; France's default hold (3.3) comes last.
func TestTiedWinnerIsListedFirst(t *testing.T) {
	for list, want := range map[string]string{"FEG?": "A PAR - BUR", "FGE?": "A PAR - PIC"} {
		o := phase{accept: map[string]string{"FRANCE": list}, sheets: map[string]string{
			"ENGLAND": "4 : A PAR - BUR", "GERMANY": "4 : A PAR - PIC"}}.run(t)
		is := issued(t, o, "A PAR")
		if is.Order.String() != want || len(is.Candidates) != 3 || is.Candidates[0].Order.String() != want || is.Candidates[1].Total != 4 {
			t.Errorf("list %s: A PAR issues %s, candidates %s; want %s first", list, is.Order, candidates(is), want)
		}
	}
}

// eBayola (6.4, payola-rules §10.6): plateau money is not refunded, and
// France's plateau here is that of its direct offer only. Its negative
// pays for HOLD, not for BUR, so its plateau is no part of BUR's money.
// BUR's 10 beats HOLD's 3: the price would be 4, but the 7 AgP plateau
// stands, so France pays 7.
func TestEBayolaRefundReadsOnlyThePlateausThatPay(t *testing.T) {
	ph := phase{rules: Rules{EBayola: true}, sheets: map[string]string{"FRANCE": "10#7 : A PAR - BUR\n3#3 ! A PAR - BUR"}}
	expect{
		orders: map[string]string{"A PAR": "A PAR - BUR"},
		totals: map[string]int{"A PAR": 7},
		paid:   map[string]int{"FRANCE": 7},
	}.check(t, ph.run(t))
}

// Rule 6.3 item 7 for a convoy: an offer to convoy an army that is not on
// the board is ignored without a word, like a support of one; checking it
// must not tell that York is empty.
func TestTinCupConvoyOfAMissingArmyIsSilent(t *testing.T) {
	m, pos := phase{}.board()
	s, diags := ParseSheet(m, pos, "FRANCE", []string{"3 : F NTH C A YOR - BEL", "3 : F NTH C A WAL - BEL"}, 1, Rules{Blind: true})
	if len(diags) != 0 {
		t.Fatalf("convoys of missing armies: %v", diags)
	}
	if ph := s.Phantoms(); len(ph) != 2 {
		t.Errorf("%d lines ignored, want both", len(ph))
	}
}
