package judge

import (
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Payola-rules §10.23: each cause carries the provinces it rests on, those
// it names and those it implies without naming (RestsOn), and those its
// reason alone implies (ReasonRestsOn): one board per reason.
func TestCauseGrounds(t *testing.T) {
	m := board.Standard()
	cases := []struct {
		name       string
		pos        orders.Position
		ords       []orders.Order
		prov       string
		reason     Reason
		all, alone string
	}{
		// Issue 29: the occupant makes it a self-dislodgement, unnamed in
		// the reason alone.
		{"self_dislodgement", place("GERMANY A TYR", "GERMANY A BOH"),
			[]orders.Order{move("A TYR", "BOH")}, "TYR", SelfDislodgement, "BOH", "BOH"},
		{"bounce_of_equal_strength", place("FRANCE A BUR", "GERMANY A MUN"),
			[]orders.Order{move("A BUR", "RUH"), move("A MUN", "RUH")}, "BUR", Bounced, "MUN RUH", "MUN RUH"},
		// The strengths (1 against 2) count the German support from Kiel.
		{"bounced_by_a_supported_move", place("FRANCE A BUR", "GERMANY A MUN", "GERMANY A KIE"),
			[]orders.Order{move("A BUR", "RUH"), move("A MUN", "RUH"), supportMove("A KIE", "A MUN", "RUH")}, "BUR", Bounced, "KIE MUN RUH", "MUN RUH"},
		{"held_off_by_a_supported_hold", place("FRANCE A BUR", "GERMANY A MUN", "GERMANY A BOH"),
			[]orders.Order{move("A BUR", "MUN"), supportMove("A BOH", "A MUN", "")}, "BUR", HeldOff, "BOH MUN", "MUN"},
		// The owner of a support that does not count.
		{"held_off_with_a_support_that_does_not_count", place("FRANCE A BUR", "GERMANY A MUN", "GERMANY A RUH"),
			[]orders.Order{move("A BUR", "MUN"), supportMove("A RUH", "A BUR", "MUN")}, "BUR", HeldOff, "MUN RUH", "MUN"},
		{"head_to_head_lost", place("FRANCE A BUR", "FRANCE A RUH", "GERMANY A MUN"),
			[]orders.Order{move("A BUR", "MUN"), supportMove("A RUH", "A BUR", "MUN"), move("A MUN", "BUR")}, "MUN", HeadToHeadLost, "BUR RUH", "BUR"},
		{"foreign_unit_could_not_move_away", place("FRANCE A BUR", "GERMANY A RUH", "GERMANY A PAR"),
			[]orders.Order{move("A BUR", "PAR"), move("A RUH", "BUR")}, "RUH", NotVacated, "BUR", "BUR"},
		// A convoy's fleets.
		{"convoy_disrupted", place("ENGLAND A LON", "ENGLAND F NTH", "GERMANY F HEL", "GERMANY F DEN"),
			[]orders.Order{move("A LON", "NWY"), convoy("F NTH", "A LON", "NWY"), move("F HEL", "NTH"), supportMove("F DEN", "F HEL", "NTH")},
			"LON", NoConvoyRoute, "NTH", ""},
		// The cutter came by convoy: the fleet that carried it.
		{"support_cut_by_a_convoyed_army", place("ENGLAND A LON", "ENGLAND F ENG", "FRANCE A PIC", "FRANCE A PAR"),
			[]orders.Order{move("A LON", "PIC"), convoy("F ENG", "A LON", "PIC"), supportMove("A PIC", "A PAR", "")},
			"PIC", SupportCut, "ENG LON", ""},
		{"dislodged", place("FRANCE A BUR", "GERMANY A MUN", "GERMANY A RUH"),
			[]orders.Order{move("A MUN", "BUR"), supportMove("A RUH", "A MUN", "BUR")}, "BUR", Dislodged, "MUN", ""},
		{"beleaguered_garrison", place("FRANCE A BUR", "FRANCE A RUH", "GERMANY A BOH", "GERMANY A MUN", "GERMANY A TYR"),
			[]orders.Order{move("A BUR", "MUN"), supportMove("A RUH", "A BUR", "MUN"), move("A BOH", "MUN"), supportMove("A TYR", "A BOH", "MUN")},
			"MUN", BeleagueredGarrison, "BOH BUR RUH TYR", "BOH BUR"},
		{"circular_movement", place("FRANCE A PAR", "FRANCE A BUR", "FRANCE A PIC"),
			[]orders.Order{move("A PAR", "BUR"), move("A BUR", "PIC"), move("A PIC", "PAR")}, "PAR", CircularMovement, "BUR PAR PIC", "BUR PAR PIC"},
		{"support_of_nobody", place("FRANCE A PAR"),
			[]orders.Order{supportMove("A PAR", "A BUR", "")}, "PAR", NotThere, "BUR", "BUR"},
		{"support_of_a_hold_that_moves", place("FRANCE A PAR", "FRANCE A BUR"),
			[]orders.Order{supportMove("A PAR", "A BUR", ""), move("A BUR", "PIC")}, "PAR", Unmatched, "BUR", "BUR"},
		{"move_out_of_reach", place("FRANCE A PAR"),
			[]orders.Order{move("A PAR", "ENG")}, "PAR", Unreachable, "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := Movement(m, c.pos, byProvince(c.ords...))
			wantCause(t, m, res.Results, c.prov, c.reason)
			r := find(res.Results, c.prov)
			if got := strings.Join(r.Cause.RestsOn, " "); got != c.all {
				t.Errorf("%s (%s) rests on %q; want %q", r.Order, r.Cause.Words(m), got, c.all)
			}
			if got := strings.Join(r.Cause.ReasonRestsOn, " "); got != c.alone {
				t.Errorf("%s (%s): its reason alone rests on %q; want %q", r.Order, r.Cause.Words(m), got, c.alone)
			}
		})
	}
}

// Retreats and adjustments: a retreat refused by the board rests on where
// it was to go, one refused by the map on nothing; a retreat standoff on
// the other units; a count used up and civil disorder on the power's count.
func TestRetreatAndAdjustmentGrounds(t *testing.T) {
	m := board.Standard()
	after := place("RUSSIA F ANK", "RUSSIA F CON")
	ank := Dislodgement{Power: "TURKEY", Unit: u("F ANK"), AttackedFrom: "BLA"}
	res := Retreats(m, after, []Dislodgement{ank}, nil, byProvince(retreat("F ANK", "CON")))
	if c := res.Results[0].Cause; c.Reason != RetreatBlocked || strings.Join(c.RestsOn, " ") != "CON" {
		t.Errorf("a retreat where a unit stands: %v resting on %v", c.Reason, c.RestsOn)
	}
	res = Retreats(m, after, []Dislodgement{ank}, nil, byProvince(retreat("F ANK", "MOS")))
	if c := res.Results[0].Cause; c.Reason != RetreatBlocked || len(c.RestsOn) != 0 {
		t.Errorf("a retreat the map refuses: %v resting on %#v", c.Reason, c.RestsOn)
	}
	a := Dislodgement{Power: "FRANCE", Unit: u("A BUR"), AttackedFrom: "MUN"}
	b := Dislodgement{Power: "GERMANY", Unit: u("A RUH"), AttackedFrom: "HOL"}
	res = Retreats(m, orders.Position{}, []Dislodgement{a, b}, nil, byProvince(retreat("A BUR", "BEL"), retreat("A RUH", "BEL")))
	if c := find(res.Results, "BUR").Cause; strings.Join(c.RestsOn, " ") != "RUH" || strings.Join(c.ReasonRestsOn, " ") != "RUH" {
		t.Errorf("a retreat standoff rests on %v, its reason alone on %v; want RUH", c.RestsOn, c.ReasonRestsOn)
	}
	owners := map[string]string{"BER": "GERMANY", "KIE": "GERMANY", "MUN": "GERMANY"}
	adj := Adjustments(m, place("GERMANY A BER"), owners, map[string][]orders.Order{
		"GERMANY": {build("A KIE"), waive, build("A MUN")},
	})
	if c := adj.Results[2].Cause; c.Reason != CountReached || c.Count != "GERMANY" {
		t.Errorf("a count used up: %v resting on the count of %q", c.Reason, c.Count)
	}
	adj = Adjustments(m, place("GERMANY A BER", "GERMANY A MUN", "GERMANY A KIE", "GERMANY A SIL"), owners, nil)
	for _, r := range adj.Results {
		if r.Cause.Reason != CivilDisorder || r.Cause.Count != "GERMANY" {
			t.Errorf("civil disorder: %v resting on the count of %q", r.Cause.Reason, r.Cause.Count)
		}
	}
}

// Over every DATC case: a cause rests on at least what it names (the units
// of By where they stood, From) and what its reason alone rests on, each
// province once and in order.
func TestCauseGroundsHoldWhatTheyName(t *testing.T) {
	m := board.Standard()
	checked := 0
	for _, c := range loadDATC(t) {
		if c.Phase != "movement" {
			continue
		}
		pos := position(t, m, c.Prestate)
		res := Movement(m, pos, movementOrders(t, m, pos, c.Orders))
		for _, r := range res.Results {
			cause := r.Cause
			if !slices.IsSorted(cause.RestsOn) || len(slices.Compact(slices.Clone(cause.RestsOn))) != len(cause.RestsOn) {
				t.Errorf("%s %s: rests on %v, not sorted once each", c.ID, r.Order, cause.RestsOn)
			}
			named := append([]string{}, cause.ReasonRestsOn...)
			for _, b := range cause.By {
				named = append(named, b.Province())
			}
			if cause.From != "" {
				named = append(named, cause.From)
			}
			for _, p := range named {
				checked++
				if !slices.Contains(cause.RestsOn, p) {
					t.Errorf("%s %s: %s (%s) names or implies %s but rests on %v", c.ID, r.Order, cause.Reason, cause.Words(m), p, cause.RestsOn)
				}
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d names checked", checked)
	}
}
