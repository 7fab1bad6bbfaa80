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
