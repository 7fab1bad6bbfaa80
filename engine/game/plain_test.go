package game

import (
	"strings"
	"testing"
)

// A blank line or a comment line inside a section of plain orders is
// skipped, and the orders after it are read (game-format §2: % starts a
// comment); a comment after an order is cut off.
func TestCommentsAndBlankLinesInPlainOrders(t *testing.T) {
	g := newGame(t, Loyal)
	r := mustAdjudicate(t, g, "FRANCE:\nA PAR - BUR % to Burgundy\n\n% and the fleet:\nF BRE - MAO\n", Options{})
	if got := unitsOf(r.Next, "FRANCE"); !strings.Contains(got, "F MAO") || !strings.Contains(got, "A BUR") {
		t.Errorf("French units after the comment: %s; want A BUR and F MAO", got)
	}
}

// An offer written in a retreat or adjustment section is refused with the
// reason (offers belong to movement phases), whatever its amount or type
// symbol starts with: 0 and 9 are amounts, and a line may open with a type
// symbol such as ':'.
func TestEveryOfferShapeInPlainSectionSaysWhereOffersBelong(t *testing.T) {
	g := newGame(t, Playing)
	g.Phase = Phase{'W', 1901, 'A'}
	ds := mustRefuse(t, g, "FRANCE:\n0 : A PAR - BUR\n9 : F BRE - MAO\n:A MAR H\n& 3 A PAR H\n")
	if len(ds) != 4 {
		t.Fatalf("want 4 refusals, got %v", ds)
	}
	for i, d := range ds {
		if d.Line != i+2 || !strings.Contains(d.Msg, "offers belong to movement phases: in an adjustment phase write BUILD A PAR") {
			t.Errorf("line %d: %v", i+2, d)
		}
	}
}

// payola-rules §2: a line that is a plain order *is* `0 :`, and a line that
// starts with a type symbol has amount 0. So in a game where every power is
// loyal (rule 6.5, no auction) `0 : A PAR - BUR` and `: F BRE - MAO` are the
// plain orders they spell, as they are whenever some unit takes bribes;
// money (`3 :`) is still refused, and an error in the order after `0 :` is
// placed at its own column.
func TestZeroDirectOfferIsAPlainOrderInAnAllLoyalGame(t *testing.T) {
	g := newGame(t, Loyal)
	r := mustAdjudicate(t, g, "FRANCE:\n0 : A PAR - BUR\n: F BRE - MAO\n0:A MAR H\n", Options{})
	if got := unitsOf(r.Next, "FRANCE"); got != "A BUR, F MAO, A MAR" {
		t.Errorf("France after 0 : orders: %s; want A BUR, F MAO, A MAR", got)
	}
	if tc := Check(g, "FRANCE:\n0 : A PAR - BUR\n: F BRE - MAO\n"); len(tc.Diagnostics) > 0 {
		t.Errorf("the GM's check refuses 0 : orders: %v", tc.Diagnostics)
	}
	ds := mustRefuse(t, g, "FRANCE:\n3 : A PAR - BUR\n0 : A PAR - XYZ\n")
	if len(ds) != 2 || !strings.Contains(ds[0].Msg, "no unit on this board takes money") ||
		ds[1].Line != 3 || ds[1].Col != len("0 : A PAR - ")+1 {
		t.Errorf("refusals: %+v; want the money refused and XYZ placed at line 3, column 13", ds)
	}
}
