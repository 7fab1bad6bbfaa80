package payola

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// table writes a unit's candidates as the user's guide prints them:
// "order: POWER n, POWER n = total", one per candidate, sorted by order.
func table(is Issued) string {
	var rows []string
	for _, c := range is.Candidates {
		var who []string
		for _, k := range c.Contributions {
			who = append(who, fmt.Sprintf("%s %d", k.Power, k.Amount))
		}
		rows = append(rows, fmt.Sprintf("%s: %s = %d", c.Order, strings.Join(who, ", "), c.Total))
	}
	sort.Strings(rows)
	return strings.Join(rows, "\n")
}

// withRussianRumania is the opening plus a Russian army in Rumania, the
// board of the user's guide's Rumania examples.
func withRussianRumania() orders.Position {
	m := board.Standard()
	pos := startPosition(m)
	pos["RUM"] = orders.Placed{Power: "RUSSIA", Unit: orders.Unit{Type: board.Army, Loc: "RUM"}}
	return pos
}

// The worked examples of the user's guide (seeds/004), with their exact
// tables of who pays what for which order.
func TestUsersGuide(t *testing.T) {
	cases := []struct {
		name  string
		ph    phase
		unit  string
		order string
		table string
		paid  map[string]int
	}{
		{"rule_5.1_paris_holds_for_the_most_money", phase{sheets: map[string]string{
			"FRANCE":  " 2 : A Paris HOLD\n10 : A Paris -> Burgundy",
			"GERMANY": "5 : A Paris HOLD",
			"ITALY":   "4 : A Paris HOLD",
		}}, "A PAR", "A PAR H",
			"A PAR - BUR: FRANCE 10 = 10\nA PAR H: FRANCE 2, GERMANY 5, ITALY 4 = 11",
			map[string]int{"FRANCE": 2, "GERMANY": 5, "ITALY": 4}},
		{"rule_5.2_tie_table_for_rumania", phase{pos: withRussianRumania(), accept: map[string]string{"RUSSIA": "RTAEFGI"}, sheets: map[string]string{
			"RUSSIA":  "5 : A Rumania -> Bulgaria",
			"TURKEY":  "7 : RUSSIAN A Rumania -> Budapest",
			"AUSTRIA": "7 : RUSSIAN A Rumania HOLD",
		}}, "A RUM", "A RUM - BUD",
			"A RUM - BUD: TURKEY 7 = 7\nA RUM - BUL: RUSSIA 5 = 5\nA RUM H: AUSTRIA 7 = 7",
			map[string]int{"TURKEY": 7, "AUSTRIA": 0, "RUSSIA": 0}},
		{"rule_5.2_owner_list_RAIFTEG_picks_budapest", phase{pos: withRussianRumania(), accept: map[string]string{"RUSSIA": "RAIFTEG"}, sheets: map[string]string{
			"ITALY":   "6 : RUSSIAN A Rumania -> Bulgaria\n5 : RUSSIAN A Rumania -> Budapest",
			"RUSSIA":  "2 : A Rumania -> Budapest",
			"AUSTRIA": "7 : RUSSIAN A Rumania HOLD",
		}}, "A RUM", "A RUM - BUD",
			"A RUM - BUD: ITALY 5, RUSSIA 2 = 7\nA RUM - BUL: ITALY 6 = 6\nA RUM H: AUSTRIA 7 = 7",
			map[string]int{"ITALY": 5, "RUSSIA": 2, "AUSTRIA": 0}},
		{"rule_5.3_earliest_offer_of_first_listed_contributor", phase{accept: map[string]string{"FRANCE": "AFIETRG"}, sheets: map[string]string{
			"ENGLAND": "5 : FRENCH F Brest HOLD",
			"FRANCE":  "5 : F Brest -> Picardy\n3 : F Brest -> English Channel\n2 : F Brest HOLD",
			"GERMANY": "4 : FRENCH F Brest -> English Channel\n1 : FRENCH F Brest -> Picardy",
		}}, "F BRE", "F BRE - ENG",
			"F BRE - ENG: FRANCE 3, GERMANY 4 = 7\nF BRE - PIC: FRANCE 5, GERMANY 1 = 6\nF BRE H: ENGLAND 5, FRANCE 2 = 7",
			map[string]int{"FRANCE": 3, "GERMANY": 4, "ENGLAND": 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := c.ph.run(t)
			is := issued(t, o, c.unit)
			if is.Order.String() != c.order {
				t.Errorf("%s issues %s, want %s", c.unit, is.Order, c.order)
			}
			if got := table(is); got != c.table {
				t.Errorf("table\n%s\nwant\n%s", got, c.table)
			}
			for p, want := range c.paid {
				if got := o.Ledgers[p].Paid; got != want {
					t.Errorf("%s paid %d, want %d", p, got, want)
				}
			}
		})
	}
}
