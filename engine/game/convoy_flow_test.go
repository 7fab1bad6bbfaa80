package game

import (
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// convoyFlowGame is Spring 1901 with DATC 6.H.11's position: France's army
// in Gascony, supported from Burgundy and carried by three French fleets,
// against Italy's army in Marseilles. Every power orders its own units.
func convoyFlowGame(t *testing.T) *Game {
	t.Helper()
	f, err := Start(board.Standard(), "convoy", 7)
	if err != nil {
		t.Fatal(err)
	}
	for i := range f.Powers {
		p := &f.Powers[i]
		p.Status = Loyal
		switch p.Name {
		case "FRANCE":
			p.Units = []string{"A GAS", "A BUR", "F MAO", "F WES", "F LYO"}
		case "ITALY":
			p.Units = []string{"A MAR"}
		}
	}
	return convoyFlowReload(t, f)
}

// convoyFlowReload writes a game file and loads it again, as the GM does
// between phases.
func convoyFlowReload(t *testing.T, f *File) *Game {
	t.Helper()
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := Load(data)
	if err != nil {
		t.Fatalf("the game file does not load: %v", err)
	}
	return g
}

const convoyFlowMovement = `FRANCE:
A GAS - MAR VIA CONVOY
A BUR S A GAS - MAR
F MAO C A GAS - MAR
F WES C A GAS - MAR
F LYO C A GAS - MAR
ITALY:
A MAR H
`

// DATC 6.H.11 through the whole engine: the movement phase records in the
// game file that Italy's army was dislodged by convoy, and in the retreat
// phase that follows the army may retreat to Gascony, where the convoyed
// army came from. The same attack overland closes Gascony.
func TestDislodgedByConvoyInAGame(t *testing.T) {
	t.Run("DATC_6.H.11_by_convoy", func(t *testing.T) {
		r, err := Adjudicate(convoyFlowGame(t), convoyFlowMovement, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.NextPhase != "S1901R" {
			t.Fatalf("next phase %s, want the Spring 1901 retreats", r.NextPhase)
		}
		want := DislodgedFile{Power: "ITALY", Unit: "A MAR", AttackedFrom: "GAS", ByConvoy: true}
		if len(r.Next.Dislodged) != 1 || r.Next.Dislodged[0] != want {
			t.Fatalf("dislodged %+v, want %+v", r.Next.Dislodged, want)
		}
		rr, err := Adjudicate(convoyFlowReload(t, r.Next), "ITALY:\nA MAR - GAS\n", Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(rr.Orders) != 1 || rr.Orders[0].Result != "succeeds" {
			t.Errorf("the retreat to Gascony: %+v, want it to succeed", rr.Orders)
		}
		if units := findPower(rr.Next, "ITALY").Units; !slices.Equal(units, []string{"A GAS"}) {
			t.Errorf("Italy's units after the retreat: %v, want [A GAS]", units)
		}
	})

	t.Run("overland", func(t *testing.T) {
		r, err := Adjudicate(convoyFlowGame(t), "FRANCE:\nA GAS - MAR\nA BUR S A GAS - MAR\nITALY:\nA MAR H\n", Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := DislodgedFile{Power: "ITALY", Unit: "A MAR", AttackedFrom: "GAS"}
		if len(r.Next.Dislodged) != 1 || r.Next.Dislodged[0] != want {
			t.Fatalf("dislodged %+v, want %+v", r.Next.Dislodged, want)
		}
		rr, err := Adjudicate(convoyFlowReload(t, r.Next), "ITALY:\nA MAR - GAS\n", Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(rr.Orders) != 1 || rr.Orders[0].Result != "void" || len(findPower(rr.Next, "ITALY").Units) != 0 {
			t.Errorf("a retreat to the attacker's origin: %+v, Italy %v; want it void and the army gone",
				rr.Orders, findPower(rr.Next, "ITALY").Units)
		}
	})
}
