package orders_test

import (
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
	"github.com/payola-gm/payola/engine/orders"
)

func loadMap(t *testing.T, name string) *board.Map {
	t.Helper()
	m, err := maps.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// on is a position of units written "SPAIN A COR" on map m.
func on(t *testing.T, m *board.Map, units ...string) orders.Position {
	t.Helper()
	pos := orders.Position{}
	for _, s := range units {
		u, power, err := orders.ParseUnitOwner(m, s)
		if err != nil {
			t.Fatalf("unit %q: %v", s, err)
		}
		pos[u.Province()] = orders.Placed{Power: power, Unit: u}
	}
	return pos
}

// A crossing a unit may move across but not support across (DPjudge's
// "naf~", "*MAO"; the map's noSupport pairs): DPjudge's Game.validOrder
// refuses such a support at validation, to hold ("UNIT CANNOT DELIVER
// SUPPORT TO DESTINATION") and to move ("UNIT CANNOT PROVIDE SUPPORT TO
// DESTINATION"); the move itself, and a support of a move across the strait
// from elsewhere, are legal. Worked on loeb9, whose map file says
// "COAST COR ABUTS CAT mad MAO POR WES naf~" and "AMEND NAF ABUTS cor~"
// (dpjudge-maps/loeb9.map lines 21 and 42; engine/maps/loeb9.json line
// 1893: noSupport COR-NAF, NAF-COR, NAP-SIC, SIC-NAP), and on 1900, whose
// Mid-Atlantic reaches Egypt and the Hejaz round Africa ("*EGY *HEJ",
// dpjudge-maps/1900.map line 173; engine/maps/1900.json line 1980).
func TestNoSupportAcrossAStrait(t *testing.T) {
	loeb9, m1900 := loadMap(t, "loeb9"), loadMap(t, "1900")
	strait := on(t, loeb9, "SPAIN A COR", "ITALY A NAF", "ITALY A TUN", "SPAIN A MAD", "ITALY A SIC", "ITALY A NAP")
	cape := on(t, m1900, "BRITAIN F MAO", "FRANCE F EGY", "FRANCE A BRE", "TURKEY A HEJ")
	tests := []struct {
		m    *board.Map
		pos  orders.Position
		text string
		want orders.Reason // 0: legal
	}{
		{loeb9, strait, "A COR - NAF", 0},
		{loeb9, strait, "A NAF - COR", 0},
		{loeb9, strait, "A COR S A NAF", orders.NoSupportAcross},
		{loeb9, strait, "A COR S A TUN - NAF", orders.NoSupportAcross},
		{loeb9, strait, "A NAF S A MAD - COR", orders.NoSupportAcross},
		{loeb9, strait, "A NAF S A COR", orders.NoSupportAcross},
		{loeb9, strait, "A MAD S A NAF - COR", 0}, // the supporter is not across the strait
		{loeb9, strait, "A TUN S A COR - NAF", 0},
		{loeb9, strait, "A NAP S A SIC", orders.NoSupportAcross},
		{loeb9, strait, "A SIC S A NAP", orders.NoSupportAcross},
		{loeb9, strait, "A MAD S A COR", 0}, // Madrid-Cordoba is a plain border
		{m1900, cape, "F MAO - EGY", 0},
		{m1900, cape, "F EGY - MAO", 0},
		{m1900, cape, "F MAO S F EGY", orders.NoSupportAcross},
		{m1900, cape, "F MAO S A HEJ", orders.NoSupportAcross},
		{m1900, cape, "F EGY S F MAO", orders.NoSupportAcross},
		{m1900, cape, "F EGY S A BRE - MAO", orders.NoSupportAcross},
		{m1900, cape, "F MAO S A BRE", 0},
	}
	for _, tc := range tests {
		o, err := orders.Parse(tc.m, tc.text, orders.Movement)
		if err == nil {
			err = orders.Complete(tc.m, tc.pos, &o)
		}
		if err == nil {
			err = orders.Check(tc.m, tc.pos, o)
		}
		if got := why(err); (err == nil) != (tc.want == 0) || err != nil && got != tc.want {
			t.Errorf("%s: %s: %v (%v), want %v", tc.m.ID, tc.text, err, got, tc.want)
		}
	}
	// The message says why in a player's words.
	o := orders.Order{Unit: orders.Unit{Type: board.Army, Loc: "COR"}, Kind: orders.Support, Target: orders.Unit{Type: board.Army, Loc: "TUN"}, To: "NAF"}
	want := "A COR cannot support into North Africa: on this map a unit may move from Cordoba to North Africa but not support across"
	if err := orders.Check(loeb9, strait, o); err == nil || err.Error() != want {
		t.Errorf("%s: %v, want %q", o, err, want)
	}
	// Legal lists the move across the strait but no support across it.
	legal, err := orders.Legal(loeb9, strait, orders.Unit{Loc: "COR"})
	if err != nil {
		t.Fatal(err)
	}
	var moves, across int
	for _, o := range legal {
		if o.Kind == orders.Move && o.Dest == "NAF" {
			moves++
		}
		if o.Kind == orders.Support && (o.To == "NAF" || o.To == "" && o.Target.Loc == "NAF") {
			across++
		}
	}
	if moves != 1 || across != 0 {
		t.Errorf("Legal(A COR): %d moves to NAF, %d supports into it; want 1 and 0: %v", moves, across, legal)
	}
	if !slices.ContainsFunc(legal, func(o orders.Order) bool { return o.Kind == orders.Support && o.Target.Loc == "MAD" }) {
		t.Errorf("Legal(A COR) lists no support of A MAD: %v", legal)
	}
}
