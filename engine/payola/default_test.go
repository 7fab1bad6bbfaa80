package payola

import (
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

func candidates(is Issued) string {
	var out []string
	for _, c := range is.Candidates {
		out = append(out, c.Order.Action())
	}
	return strings.Join(out, ",")
}

// Rule 3.3 and payola-rules §3: the default 0 HOLD goes only to an owner
// that made no direct offer to its unit; wildcard money never makes a
// candidate.
func TestDefaultHold(t *testing.T) {
	cases := []struct {
		name, sheet, want string
	}{
		{"rule_3.3_no_sheet_holds", "", "H"},
		{"rule_3.3_direct_offer_replaces_default", "2 : A PAR - BUR", "- BUR"},
		{"rule_3.3_move_offer_lists_are_direct_offers", "2 > A PAR - BUR", "- BUR"},
		{"rule_3.3_negative_listing_hold_is_no_direct_offer", "4 ! A PAR H", "H"},
		{"rule_3.3_negative_builds_the_hold", "4 ! A PAR - BUR", "H"},
		{"rule_3.3_offer_to_another_unit_keeps_default", "2 : A MAR - BUR", "H"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ph := phase{sheets: map[string]string{}}
			if c.sheet != "" {
				ph.sheets["FRANCE"] = c.sheet
			}
			if got := candidates(issued(t, ph.run(t), "A PAR")); got != c.want {
				t.Errorf("A PAR's candidates %s, want %s", got, c.want)
			}
		})
	}
}

// An ACCEPT line in the phase's sheet is the list used now (rule 4.3).
func TestAcceptLineApplies(t *testing.T) {
	sheets := map[string]string{"GERMANY": "4 : A PAR - PIC", "ENGLAND": "4 : A PAR - BUR"}
	for list, want := range map[string]string{"ACCEPT FEG?": "A PAR - BUR", "ACCEPT FGE?": "A PAR - PIC"} {
		sheets["FRANCE"] = list
		o := phase{accept: map[string]string{"FRANCE": "FAEGIRT"}, sheets: sheets}.run(t)
		if got := issued(t, o, "A PAR").Order.String(); got != want {
			t.Errorf("%s: A PAR issues %s, want %s", list, got, want)
		}
		if o.Written["FRANCE"] != list[len("ACCEPT "):] {
			t.Errorf("recorded list %q", o.Written["FRANCE"])
		}
	}
}

func TestAuctionRefuses(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	purses := phase{}.purses(m)
	t.Run("a_unit_without_a_purse", func(t *testing.T) {
		if _, err := Auction(m, pos, purses[1:], nil, 1, Rules{}); err == nil || !strings.Contains(err.Error(), "AUSTRIA") {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("an_offer_to_a_unit_gone_from_the_board", func(t *testing.T) {
		s, _ := ParseSheet(m, pos, "FRANCE", []string{"3 : A PAR - BUR"}, 4, Rules{})
		moved := orders.Position{}
		for k, v := range pos {
			moved[k] = v
		}
		delete(moved, "PAR")
		if _, err := Auction(m, moved, purses, map[string]*Sheet{"FRANCE": s}, 1, Rules{}); err == nil || !strings.Contains(err.Error(), "line 4") {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("rule_4.1_bad_list_in_purse", func(t *testing.T) {
		bad := append([]Purse(nil), purses...)
		bad[2].Accept = "FF"
		if _, err := Auction(m, pos, bad, nil, 1, Rules{}); err == nil || !strings.Contains(err.Error(), "FRANCE") {
			t.Errorf("err = %v", err)
		}
	})
}
