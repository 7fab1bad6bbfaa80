package orders

import (
	"errors"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// An order word may come before the unit ("HOLD A PAR", "RETREAT F TRI -
// ALB"). After a leading RETREAT the destination follows in any of the
// usual ways; after any other leading word the order is complete once the
// unit is named, and what follows is refused at its own column.
func TestLeadingOrderWord(t *testing.T) {
	m := board.Standard()
	tri := Unit{board.Fleet, "TRI"}
	for _, text := range []string{"RETREAT F TRI - ALB", "RETREAT F TRI ALB", "RETREAT F TRI TO ALB", "R F TRI -> ALB"} {
		o, err := Parse(m, text, Retreats)
		want := Order{Unit: tri, Kind: Retreat, Dest: "ALB"}
		if err != nil || !o.Equal(want) {
			t.Errorf("Parse(%q) = %q, %v; want %q", text, o, err, want)
		}
	}
	for _, c := range []struct {
		text string
		ph   Phase
		col  int
		msg  string
	}{
		{"RETREAT F TRI S A BUD", Retreats, 15, "unexpected 'S': the order is complete after 'RETREAT F TRI'"},
		{"HOLD A PAR - BUR", Movement, 12, "unexpected '-': the order is complete after 'HOLD A PAR'"},
		{"HOLD A PAR BUR", Movement, 12, "unexpected 'BUR': the order is complete after 'HOLD A PAR'"},
		{"DISBAND F TRI - ALB", Retreats, 15, "unexpected '-': the order is complete after 'DISBAND F TRI'"},
	} {
		_, err := Parse(m, c.text, c.ph)
		var e *Error
		if !errors.As(err, &e) || e.Col != c.col || e.Msg != c.msg {
			t.Errorf("Parse(%q) = %v; want column %d: %s", c.text, err, c.col, c.msg)
		}
	}
}

// Kinds have names for messages; an unknown kind says so rather than
// reading past the table.
func TestKindNames(t *testing.T) {
	for k, want := range map[Kind]string{
		Hold: "hold", Move: "move", Convoy: "convoy", Waive: "waive", Waive + 1: "unknown", Kind(200): "unknown",
	} {
		if got := k.String(); got != want {
			t.Errorf("Kind(%d) = %q, want %q", k, got, want)
		}
	}
}

// Two orders are the same order when they read the same; IsMove is true
// for moves only.
func TestOrderEqualAndIsMove(t *testing.T) {
	m := board.Standard()
	a, err := Parse(m, "a par - bur", Movement)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Parse(m, "Army Paris moves to Burgundy", Movement)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse(m, "A PAR S A MAR - BUR", Movement)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Equal(b) || a.Equal(c) || c.Equal(a) {
		t.Errorf("Equal: %q = %q is %v, %q = %q is %v", a, b, a.Equal(b), a, c, a.Equal(c))
	}
	if !a.IsMove() || c.IsMove() {
		t.Errorf("IsMove: %q %v, %q %v", a, a.IsMove(), c, c.IsMove())
	}
}

// A convoy route may follow VIA ("A LON - NWY VIA NTH"), a sea or several;
// VIA needs a destination before it.
func TestRouteAfterVia(t *testing.T) {
	m := board.Standard()
	for text, want := range map[string]string{
		"A LON - NWY VIA NTH":            "A LON - NTH - NWY",
		"A LON - BEL VIA ENG NTH":        "A LON - ENG - NTH - BEL",
		"A LON - NWY VIA CONVOY":         "A LON - NWY VIA CONVOY",
		"A LON - NWY VIA North Sea":      "A LON - NTH - NWY",
		"A LON - NWY via the North Sea":  "A LON - NTH - NWY",
		"A LON - NWY VIA CONVOY VIA NTH": "A LON - NTH - NWY", // the route says more than VIA CONVOY
	} {
		o, err := Parse(m, text, Movement)
		if err != nil || o.String() != want {
			t.Errorf("Parse(%q) = %q, %v; want %q", text, o, err, want)
		}
	}
	_, err := Parse(m, "A LON - VIA CONVOY", Movement)
	var e *Error
	if !errors.As(err, &e) || e.Col != 9 || e.Msg != "expected a province for A LON to move to, found 'VIA'" {
		t.Errorf("Parse(A LON - VIA CONVOY) = %v; want column 9: expected a province, found 'VIA'", err)
	}
}

// Only a name of two words or more may be the beginning of a full name:
// one word must be a whole name or abbreviation.
func TestOneWordIsNoBeginningOfAName(t *testing.T) {
	m := board.Standard()
	for _, text := range []string{"A Burgun", "A Pruss", "F Adriat"} {
		if u, err := ParseUnit(m, text); err == nil {
			t.Errorf("ParseUnit(%q) = %v; want an error", text, u)
		}
	}
}

// A word of apostrophes only is no place (and never crashes the lookup).
func TestApostrophesAreNoPlace(t *testing.T) {
	_, err := Parse(board.Standard(), "A ' - BUR", Movement)
	var e *Error
	if !errors.As(err, &e) || e.Col != 3 || e.Msg != "''' is not a place on this map" {
		t.Errorf("Parse(A ' - BUR) = %v; want column 3: ''' is not a place on this map", err)
	}
}
