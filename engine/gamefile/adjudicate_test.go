package gamefile

import (
	"bytes"
	"errors"
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"
)

func unitsOf(f *File, power string) string {
	return strings.Join(findPower(f, power).Units, ", ")
}

func mustAdjudicate(t *testing.T, g *Game, text string, opt game.Options) *Result {
	t.Helper()
	r, err := Adjudicate(g, text, opt)
	if err != nil {
		t.Fatalf("adjudicate: %v", err)
	}
	return r
}

func next(t *testing.T, r *Result) *Game {
	t.Helper()
	data, err := r.Next.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Load(data)
	if err != nil {
		t.Fatalf("the next game file does not load: %v", err)
	}
	return g
}

func TestLoyalGameOneYear(t *testing.T) {
	g := newGame(t, game.Loyal)
	r := mustAdjudicate(t, g, `
FRANCE:
A PAR - BUR
A MAR S A PAR - BUR
F BRE - MAO
GERMANY:
A MUN - BUR   % bounces off the supported French move? no: France has support
ENGLAND:
F LON - NTH
F EDI - NWG
A LVP - YOR
`, game.Options{})
	if r.NextPhase != "F1901M" {
		t.Fatalf("next phase %s, want F1901M (no retreats needed)", r.NextPhase)
	}
	if got := unitsOf(r.Next, "FRANCE"); got != "A BUR, F MAO, A MAR" {
		t.Errorf("France after spring: %s", got)
	}
	if got := unitsOf(r.Next, "GERMANY"); got != "A BER, F KIE, A MUN" {
		t.Errorf("Germany after spring: %s", got)
	}
	for _, o := range r.Orders {
		if o.Order == "A MUN - BUR" && o.Result != "fails" {
			t.Errorf("A MUN - BUR against a supported move: %s", o.Result)
		}
		if o.Total != nil {
			t.Errorf("%s: loyal orders carry no bribe total", o.Order)
		}
	}

	g = next(t, r)
	r = mustAdjudicate(t, g, "FRANCE:\nF MAO - POR\nA BUR - BEL\nENGLAND:\nF NTH - HOL\n", game.Options{})
	if r.NextPhase != "W1901A" {
		t.Fatalf("after fall with new centers the next phase is %s, want W1901A", r.NextPhase)
	}
	fr := findPower(r.Next, "FRANCE")
	if strings.Join(fr.Centers, " ") != "BEL BRE MAR PAR POR" {
		t.Errorf("France's centers after Fall: %v", fr.Centers)
	}

	g = next(t, r)
	r = mustAdjudicate(t, g, "FRANCE:\nBUILD A PAR\nBUILD F BRE\nENGLAND:\nBUILD F LON\n", game.Options{})
	if r.NextPhase != "S1902M" {
		t.Fatalf("after adjustments: %s", r.NextPhase)
	}
	// Rule 2.1: income after the adjustments, before Spring: 5 centers pay 75.
	if got := *findPower(r.Next, "FRANCE").Balance; got != 48+75 {
		t.Errorf("France's balance for 1902: %d, want 48 + 75", got)
	}
	if got := *findPower(r.Next, "ITALY").Balance; got != 48+48 {
		t.Errorf("Italy's balance for 1902: %d, want 48 + 48", got)
	}
	if got := unitsOf(r.Next, "FRANCE"); got != "A BEL, F BRE, A MAR, A PAR, F POR" {
		t.Errorf("France after builds: %s", got)
	}
	if r.Next.History.Len() != 3 || r.Next.History.At(2).Income["FRANCE"] != 75 {
		t.Errorf("history must keep every phase and the income paid: %+v", r.Next.History)
	}
}

func TestRetreatPhaseFollowsDislodgement(t *testing.T) {
	g := newGame(t, game.Loyal)
	r := mustAdjudicate(t, g, "AUSTRIA:\nA VIE - TYR\nA BUD - GAL\nF TRI - VEN\nITALY:\nA VEN H\nA ROM S A VEN\n", game.Options{})
	if r.NextPhase != "F1901M" {
		t.Fatalf("nothing dislodged yet: %s", r.NextPhase)
	}
	g = next(t, r)
	r = mustAdjudicate(t, g, "AUSTRIA:\nA TYR - VEN\nF TRI S A TYR - VEN\nITALY:\nA VEN H\n", game.Options{})
	if r.NextPhase != "F1901R" {
		t.Fatalf("a dislodged unit must retreat: next phase %s", r.NextPhase)
	}
	if len(r.Next.Dislodged) != 1 || r.Next.Dislodged[0].Unit != "A VEN" || r.Next.Dislodged[0].AttackedFrom != "TYR" {
		t.Fatalf("dislodged: %+v", r.Next.Dislodged)
	}
	g = next(t, r)
	// Retreat into the attacker's province is barred (DATC retreat rules):
	// the order is issued void (game-format §4) and the unit disbands.
	barred := mustAdjudicate(t, g, "ITALY:\nA VEN - TYR\n", game.Options{})
	if len(barred.Orders) != 1 || barred.Orders[0].Order != "A VEN - TYR" || barred.Orders[0].Result != "void" {
		t.Errorf("a retreat into the attacker's origin: %+v; want it void", barred.Orders)
	}
	if len(barred.Void) != 1 || !strings.Contains(barred.Void[0].Msg, "attacker") || strings.Contains(unitsOf(barred.Next, "ITALY"), "VEN") {
		t.Errorf("void retreat: %v, Italy %s; want the reason listed and the unit gone", barred.Void, unitsOf(barred.Next, "ITALY"))
	}
	r = mustAdjudicate(t, g, "ITALY:\nA VEN - PIE\n", game.Options{})
	if got := unitsOf(r.Next, "ITALY"); !strings.Contains(got, "A PIE") {
		t.Errorf("Italy after retreat: %s", got)
	}
}

// Bad input is refused with its place (issue 2: units that are not there,
// another power's units, garbage); a well-formed order the unit cannot carry
// out is issued void instead (game-format §4), and the unit holds.
func TestBadOrdersAreRefusedWithPlaces(t *testing.T) {
	g := newGame(t, game.Loyal)
	text := "FRANCE:\nA PAR - BUR\nA PIC - BEL\nF LON - NTH\nbanana split\nF BRE - PAR\n"
	_, err := Adjudicate(g, text, game.Options{})
	var ds Diagnostics
	if !errors.As(err, &ds) {
		t.Fatalf("want diagnostics, got %v", err)
	}
	want := map[int]string{3: "Picardy", 4: "ENGLAND", 5: "banana"}
	if len(ds) != len(want) {
		t.Fatalf("want %d problems, got %d:\n%v", len(want), len(ds), ds)
	}
	for _, d := range ds {
		frag, ok := want[d.Line]
		if !ok || d.Power != "FRANCE" || !strings.Contains(d.String(), frag) {
			t.Errorf("unexpected diagnostic %s", d)
		}
	}
	// --lenient: the bad lines are ignored and listed; the units hold.
	r, err := Adjudicate(g, text, game.Options{Lenient: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Ignored) != 3 || !strings.Contains(r.Ignored.Error(), "banana") {
		t.Errorf("lenient: ignored %v", r.Ignored)
	}
	if got := unitsOf(r.Next, "FRANCE"); got != "F BRE, A BUR, A MAR" {
		t.Errorf("lenient France: %s", got)
	}
	var bre IssuedOrder
	for _, o := range r.Orders {
		if o.Unit == "F BRE" {
			bre = o
		}
	}
	if bre.Order != "F BRE - PAR" || bre.Result != "void" || len(r.Void) != 1 || !strings.Contains(r.Void[0].String(), "F BRE - PAR is void") {
		t.Errorf("F BRE - PAR (Paris is inland): %+v, void %v; want it issued void and listed", bre, r.Void)
	}
	// Without --lenient, only the void order: adjudicated, void, listed.
	r = mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR\nF BRE - PAR\nA MAR S A PIC - BUR\n", game.Options{})
	if len(r.Void) != 2 || !strings.Contains(r.Void[1].String(), "line 4") {
		t.Errorf("void orders: %v; want F BRE - PAR and the support of a unit that is not there", r.Void)
	}
	if tc := game.CheckText(g.State, "FRANCE:\nF BRE - PAR\n"); len(tc.Diagnostics) != 0 || len(tc.Void) != 1 {
		t.Errorf("the live check: %v / %v; want no problem and one void order", tc.Diagnostics, tc.Void)
	}
}

// A 1901 Payola game with seven sheets, end to end, twice: byte-identical.
func TestPayolaSpringEndToEnd(t *testing.T) {
	sheets := `
AUSTRIA:
5 : A VIE - GAL
3 : F TRI - ALB
2 : A BUD - SER
ENGLAND:
4 : F LON - NTH
4 : F EDI - NWG
3 : A LVP - YOR
2 : FRENCH A PAR - PIC
FRANCE:
10 : A PAR - BUR
6 : A MAR - SPA
5 : F BRE - MAO
ACCEPT FEG?
GERMANY:
8 : A MUN - BUR
3 : F KIE - DEN
3 : A BER - KIE
ITALY:
4 : A VEN H
4 : A ROM - APU
4 : F NAP - ION
RUSSIA:
5 : A WAR - GAL
4 : F SEV - BLA
4 : F STP/SC - BOT
4 : A MOS - UKR
TURKEY:
5 : F ANK - BLA
4 : A CON - BUL
3 : A SMY - CON
`
	g := newGame(t, game.Playing)
	r1 := mustAdjudicate(t, g, sheets, game.Options{})
	r2 := mustAdjudicate(t, newGame(t, game.Playing), sheets, game.Options{})
	a, _ := r1.Next.Encode()
	b, _ := r2.Next.Encode()
	if !bytes.Equal(a, b) || r1.Play.Auction.Chart() != r2.Play.Auction.Chart() {
		t.Fatal("the same game, sheets and seed gave different outputs")
	}
	issued := map[string]IssuedOrder{}
	for _, o := range r1.Orders {
		issued[o.Unit] = o
	}
	// A PAR: France's 10 beats England's 2 for Picardy.
	if o := issued["A PAR"]; o.Order != "A PAR - BUR" || o.Total == nil || *o.Total != 10 {
		t.Errorf("A PAR: %+v", o)
	}
	// A VIE and A WAR both go to Galicia and bounce.
	if issued["A VIE"].Result != "fails" || issued["A WAR"].Result != "fails" {
		t.Errorf("Galicia standoff: %+v %+v", issued["A VIE"], issued["A WAR"])
	}
	l := r1.Ledgers["FRANCE"]
	if l.Before != 48 || l.Paid != 21 || l.After != 27 {
		t.Errorf("France's ledger: %+v; want 48 - 21 = 27", l)
	}
	// Rules 2.2 and 5.6: money offered for an order that is not issued stays
	// in the account: England pays its 4 + 4 + 3, not its 2 for A PAR - PIC.
	if l := r1.Ledgers["ENGLAND"]; l.Paid != 11 || l.After != 37 {
		t.Errorf("England's ledger: %+v; want 48 - 11 = 37", l)
	}
	if *findPower(r1.Next, "FRANCE").Balance != 27 || findPower(r1.Next, "FRANCE").Accept != "FEG?" {
		t.Errorf("next file: France %+v", findPower(r1.Next, "FRANCE"))
	}
	if r1.Next.History.At(0).Sheets["FRANCE"] == "" || r1.Next.History.At(0).Accept["FRANCE"] == "" {
		t.Error("history must keep every sheet and the expanded acceptance lists (rules 3.6, 4.5)")
	}
}

// accountOf is the amount of the power's account line with that label.
func accountOf(r *Result, power, label string) (int, bool) {
	for _, l := range r.Play.Account[power] {
		if l.Label == label {
			return l.Amount, true
		}
	}
	return 0, false
}

// payola-rules §2: a line that is a plain order *is* `0 :`, and a line that
// starts with a type symbol has amount 0. So in a game where every power is
// loyal (rule 6.5, no auction) `0 : A PAR - BUR` and `: F BRE - MAO` are the
// plain orders they spell, as they are whenever some unit takes bribes;
// money (`3 :`) is still refused, and an error in the order after `0 :` is
// placed at its own column.
func TestZeroDirectOfferIsAPlainOrderInAnAllLoyalGame(t *testing.T) {
	g := newGame(t, game.Loyal)
	r := mustAdjudicate(t, g, "FRANCE:\n0 : A PAR - BUR\n: F BRE - MAO\n0:A MAR H\n", game.Options{})
	if got := unitsOf(r.Next, "FRANCE"); got != "A BUR, F MAO, A MAR" {
		t.Errorf("France after 0 : orders: %s; want A BUR, F MAO, A MAR", got)
	}
	if tc := game.CheckText(g.State, "FRANCE:\n0 : A PAR - BUR\n: F BRE - MAO\n"); len(tc.Diagnostics) > 0 {
		t.Errorf("the GM's check refuses 0 : orders: %v", tc.Diagnostics)
	}
	ds := mustRefuse(t, g, "FRANCE:\n3 : A PAR - BUR\n0 : A PAR - XYZ\n")
	if len(ds) != 2 || !strings.Contains(ds[0].Msg, "no unit on this board takes money") ||
		ds[1].Line != 3 || ds[1].Col != len("0 : A PAR - ")+1 {
		t.Errorf("refusals: %+v; want the money refused and XYZ placed at line 3, column 13", ds)
	}
}
