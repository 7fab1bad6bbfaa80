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
