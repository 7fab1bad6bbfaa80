package payola

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// withoutItaly is a game without Italy: no Italian units and no Italian
// purse, as when a map power is not played. Each other power has its
// opening units and purse.
func withoutItaly(t *testing.T) (*board.Map, orders.Position, []Purse) {
	t.Helper()
	m, pos := phase{}.board()
	for prov, pl := range pos {
		if pl.Power == "ITALY" {
			delete(pos, prov)
		}
	}
	var purses []Purse
	for _, pu := range (phase{}).purses(m) {
		if pu.Power != "ITALY" {
			purses = append(purses, pu)
		}
	}
	return m, pos, purses
}

// A power without a purse takes no part: a sheet of offers for it is an
// error rather than offers made with no money (payola-rules §1), but an
// empty one is nothing at all; the other powers' lists are drawn as ever
// (rule 4.1: every power of the map, Italy among them).
func TestPowerWithoutPurse(t *testing.T) {
	m, pos, purses := withoutItaly(t)
	empty := &Sheet{Power: "ITALY"}
	o, err := Auction(m, pos, purses, map[string]*Sheet{"ITALY": empty}, 3, AuctionRules{})
	if err != nil {
		t.Fatalf("an empty sheet for a power without a purse: %v", err)
	}
	for _, p := range m.Powers {
		if p.Name == "ITALY" {
			if _, ok := o.Ledgers["ITALY"]; ok {
				t.Errorf("Italy, without a purse, has a ledger")
			}
			continue
		}
		if l := o.Expanded[p.Name]; len(l) != len(m.Powers) || !strings.Contains(l, "I") || l[:1] != p.Letter {
			t.Errorf("%s's list %q expanded to %q, want its own letter then all %d powers", p.Name, o.Written[p.Name], l, len(m.Powers))
		}
	}

	s, diags := ParseSheet(m, pos, "ITALY", []string{"3 : A PAR - BUR"}, 1, AuctionRules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	if _, err := Auction(m, pos, purses, map[string]*Sheet{"ITALY": s}, 3, AuctionRules{}); err == nil || !strings.Contains(err.Error(), "ITALY has a sheet but no purse") {
		t.Errorf("offers from a power without a purse: err = %v", err)
	}
}

// Rule 2.3: money goes only to a power in the game; a map power without a
// purse is not one. A transfer is at least 1 AgP, also in a sheet that was
// built rather than read (the reader refuses 0 itself).
func TestTransferNeedsAPowerInTheGame(t *testing.T) {
	m, pos, purses := withoutItaly(t)
	s, diags := ParseSheet(m, pos, "FRANCE", []string{"TRANSFER 5 TO ITALY"}, 4, AuctionRules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	_, err := Auction(m, pos, purses, map[string]*Sheet{"FRANCE": s}, 1, AuctionRules{})
	if err == nil || !strings.Contains(err.Error(), "cannot transfer to 'ITALY'") || !strings.Contains(err.Error(), "line 4") {
		t.Errorf("a transfer to Italy, not in the game: err = %v", err)
	}

	m, pos = phase{}.board()
	built := &Sheet{Power: "FRANCE", Transfers: []Transfer{{Amount: 0, To: "GERMANY", Line: 2}}}
	_, err = Auction(m, pos, phase{}.purses(m), map[string]*Sheet{"FRANCE": built}, 1, AuctionRules{})
	if err == nil || !strings.Contains(err.Error(), "at least 1 AgP") {
		t.Errorf("a transfer of 0 AgP: err = %v", err)
	}
}

// Auction's contract: the sheets are read against the position it gets;
// an offer to a unit that is not there, even an army where a fleet stands,
// is an error naming the line, not an offer to whatever stands there.
func TestOfferToAUnitNotThere(t *testing.T) {
	m, pos := phase{}.board()
	s, diags := ParseSheet(m, pos, "GERMANY", []string{"", "2 : F KIE - HOL"}, 1, AuctionRules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	moved := orders.Position{}
	for prov, pl := range pos {
		moved[prov] = pl
	}
	moved["KIE"] = orders.Placed{Power: "GERMANY", Unit: orders.Unit{Type: board.Army, Loc: "KIE"}}
	_, err := Auction(m, moved, phase{}.purses(m), map[string]*Sheet{"GERMANY": s}, 1, AuctionRules{})
	if err == nil || !strings.Contains(err.Error(), "there is no F KIE on the board") || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("an offer to F KIE where an army stands: err = %v", err)
	}
}

// The auction takes sheets built in Go as well as read ones (Line's fields
// are exported): a line without the reader's cached keys names its orders
// by their text.
func TestAuctionTakesSheetBuiltByHand(t *testing.T) {
	m, pos := phase{}.board()
	par := orders.Unit{Type: board.Army, Loc: "PAR"}
	bur := orders.Order{Unit: par, Kind: orders.Move, Dest: "BUR"}
	gas := orders.Order{Unit: par, Kind: orders.Move, Dest: "GAS"}
	s := &Sheet{Power: "GERMANY", Lines: []SheetLine{{
		Number: 1, Kind: OfferLine, Amount: "5", Parts: []Part{{Rep: 1, Amount: 5}}, Type: Direct,
		Unit: par, Owner: "FRANCE", Orders: []orders.Order{gas, bur},
	}}}
	read, ds := ParseSheet(m, pos, "FRANCE", []string{"3 : A PAR - BUR"}, 1, AuctionRules{})
	if len(ds) != 0 {
		t.Fatal(ds)
	}
	ph := phase{accept: map[string]string{"FRANCE": "FG?"}}
	o, err := Auction(m, pos, ph.purses(m), map[string]*Sheet{"GERMANY": s, "FRANCE": read}, 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	// Germany's 5 for A PAR - BUR pools with France's 3 (rule 5.1): 8
	// against 5 for GAS.
	expect{orders: map[string]string{"A PAR": "A PAR - BUR"}, totals: map[string]int{"A PAR": 8}}.check(t, o)
}

// An auction error about one line of a sheet carries the line's position
// as a field, not "line %d" in its text (issue 13 §2).
func TestAuctionLineErrorsHaveAPosition(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	// Read without a board, the offer's unit is checked by the auction.
	s, ds := ParseSheet(m, nil, "FRANCE", []string{"% hello", "3 : A PIC - BUR"}, 4, AuctionRules{})
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	ph := phase{}
	_, err := Auction(m, pos, ph.purses(m), map[string]*Sheet{"FRANCE": s}, 1, AuctionRules{})
	var at Diagnostics
	if !errors.As(err, &at) || len(at) != 1 || at[0].Line != 5 || at[0].Power != "FRANCE" || strings.Contains(at[0].Msg, "line") {
		t.Errorf("auction error: %#v", err)
	}
}

func TestAuctionRefuses(t *testing.T) {
	m := board.Standard()
	pos := startPosition(m)
	purses := phase{}.purses(m)
	t.Run("a_unit_without_a_purse", func(t *testing.T) {
		if _, err := Auction(m, pos, purses[1:], nil, 1, AuctionRules{}); err == nil || !strings.Contains(err.Error(), "AUSTRIA") {
			t.Errorf("err = %v", err)
		}
	})
	t.Run("an_offer_to_a_unit_gone_from_the_board", func(t *testing.T) {
		s, _ := ParseSheet(m, pos, "FRANCE", []string{"3 : A PAR - BUR"}, 4, AuctionRules{})
		moved := orders.Position{}
		for k, v := range pos {
			moved[k] = v
		}
		delete(moved, "PAR")
		if _, err := Auction(m, moved, purses, map[string]*Sheet{"FRANCE": s}, 1, AuctionRules{}); err == nil || !strings.Contains(err.Error(), "line 4") {
			t.Errorf("err = %v", err)
		}
	})
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

// Rule 6.2: Payola plays on any map. The auction's bookkeeping must not
// depend on how many powers a map has: here 17, of which the standard
// seven play.
func TestAuctionOnAMapOfManyPowers(t *testing.T) {
	std := board.Standard()
	data, err := json.Marshal(std)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	powers := raw["powers"].([]any)
	for i, letter := range strings.Split("BCDHJKLMNO", "") {
		powers = append(powers, map[string]any{"name": fmt.Sprintf("EXTRA%c", 'A'+i), "letter": letter, "adjective": "EXTRA", "colour": "#000000", "homes": []string{}})
	}
	raw["powers"] = powers
	if data, err = json.Marshal(raw); err != nil {
		t.Fatal(err)
	}
	m, err := board.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Powers) != 17 {
		t.Fatalf("%d powers", len(m.Powers))
	}
	pos := startPosition(m)
	var purses []Purse
	for _, p := range m.Powers {
		purses = append(purses, Purse{Power: p.Name, Balance: 20})
	}
	s, diags := ParseSheet(m, pos, "EXTRAC", []string{"5 : A PAR - BUR"}, 1, AuctionRules{})
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	o, err := Auction(m, pos, purses, map[string]*Sheet{"EXTRAC": s}, 1, AuctionRules{})
	if err != nil {
		t.Fatal(err)
	}
	if got := issued(t, o, "A PAR"); got.Order.String() != "A PAR - BUR" || got.Total != 5 || o.Ledgers["EXTRAC"].After != 15 {
		t.Errorf("A PAR issues %s for %d; the buyer ends with %d", got.Order, got.Total, o.Ledgers["EXTRAC"].After)
	}
}
