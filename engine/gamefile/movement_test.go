package gamefile

import (
	"fmt"
	"github.com/payola-gm/payola/engine/game"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// galicianSpring is the movement in which Russia dislodges Austria's army
// in Galicia (from the Ukraine), while France and Germany stand off in
// Burgundy.
func galicianSpring(t *testing.T) *Result {
	t.Helper()
	g := position(t, "S1901M", map[string][2][]string{
		"RUSSIA":  {strs("A WAR", "A UKR"), strs("WAR")},
		"AUSTRIA": {strs("A GAL"), strs("VIE")},
		"FRANCE":  {strs("A MAR"), strs("MAR")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "RUSSIA:\nA UKR - GAL\nA WAR S A UKR - GAL\nFRANCE:\nA MAR - BUR\nGERMANY:\nA MUN - BUR\n", game.Options{})
	return r
}

// galicianRetreat is the retreat phase after galicianSpring.
func galicianRetreat(t *testing.T) *Game {
	t.Helper()
	return next(t, galicianSpring(t))
}

// A retreat order names the dislodged unit; its type may be left out, and
// a wrong type is refused, naming the unit that is there.
func TestRetreatOrderNamesTheDislodgedUnit(t *testing.T) {
	g := galicianRetreat(t)
	ds := mustRefuse(t, g, "AUSTRIA:\nF GAL - BOH\n")
	if len(ds) != 1 || ds[0].Line != 2 || ds[0].Msg != "the dislodged unit in Galicia is A GAL" {
		t.Errorf("F GAL - BOH: %v", ds)
	}
	r := mustAdjudicate(t, g, "AUSTRIA:\nGAL - BOH\n", game.Options{})
	if o := orderOf(r, "A GAL"); o.Result != "succeeds" || !strings.Contains(unitsOf(r.Next, "AUSTRIA"), "A BOH") {
		t.Errorf("GAL - BOH: %+v, Austria %s", o, unitsOf(r.Next, "AUSTRIA"))
	}
}

// A removal names one of the power's own units where it stands: a removal
// of a unit that is not there, or of another power's, is refused in words.
func TestRemovalNamesAnOwnUnit(t *testing.T) {
	g := position(t, "W1901A", map[string][2][]string{
		"FRANCE":  {strs("A PAR", "A BUR"), strs("PAR")},
		"GERMANY": {strs("A MUN"), strs("MUN")},
	}, nil, `{}`)
	for _, c := range []struct{ line, msg string }{
		{"REMOVE A GAS", "there is no unit in Gascony"},
		{"REMOVE A MUN", "A MUN is GERMANY's unit, not FRANCE's: a power removes only its own units"},
	} {
		ds := mustRefuse(t, g, "FRANCE:\n"+c.line+"\n")
		if len(ds) != 1 || ds[0].Line != 2 || ds[0].Msg != c.msg {
			t.Errorf("%s: %v; want %q", c.line, ds, c.msg)
		}
	}
	r := mustAdjudicate(t, g, "FRANCE:\nREMOVE A BUR\n", game.Options{})
	if got := unitsOf(r.Next, "FRANCE"); got != "A PAR" {
		t.Errorf("after REMOVE A BUR France has %s", got)
	}
}

// A dislodged unit with nowhere to go is destroyed at once (as DPjudge
// does) and the other dislodged units of the phase still wait for the
// retreats: France's army in Burgundy, hemmed in, is destroyed; Russia's
// in Galicia retreats.
func TestDestroyedUnitBesideOneThatRetreats(t *testing.T) {
	g := position(t, "S1901M", map[string][2][]string{
		"FRANCE":  {strs("A BUR", "A PAR", "A PIC", "A GAS", "A MAR"), strs("PAR", "MAR")},
		"GERMANY": {strs("A MUN", "A RUH"), strs("MUN")},
		"ENGLAND": {strs("A BEL"), strs()},
		"AUSTRIA": {strs("A VIE", "A BUD"), strs("VIE")},
		"RUSSIA":  {strs("A GAL"), strs("WAR")},
	}, nil, `{}`)
	r := mustAdjudicate(t, g, "GERMANY:\nA MUN - BUR\nA RUH S A MUN - BUR\nAUSTRIA:\nA BUD - GAL\nA VIE S A BUD - GAL\n", game.Options{})
	if r.NextPhase != "S1901R" || len(r.Next.Dislodged) != 1 || r.Next.Dislodged[0].Unit != "A GAL" {
		t.Errorf("next %s, dislodged %+v; want S1901R with Russia's A GAL only", r.NextPhase, r.Next.Dislodged)
	}
	if len(r.Play.Destroyed) != 1 || r.Play.Destroyed[0].Power != "FRANCE" || r.Play.Destroyed[0].Unit.String() != "A BUR" {
		t.Errorf("destroyed %v; want France's A BUR", r.Play.Destroyed)
	}
}

// A loyal power's plain movement orders (rule 6.5), read as sheets reads
// them (its tests hold the refusals), are issued and carried out: one
// without its unit type, one after a blank and a comment line (game-format
// §2).
func TestPlainMovementOrdersAreIssued(t *testing.T) {
	g := newGame(t, game.Loyal)
	r := mustAdjudicate(t, g, "FRANCE:\nPAR - BUR % to Burgundy\n\n% and the fleet:\nF BRE - MAO\n", game.Options{})
	if o := orderOf(r, "A PAR"); o.Order != "A PAR - BUR" || o.Result != "succeeds" {
		t.Errorf("PAR - BUR without its type: %+v", o)
	}
	if got := unitsOf(r.Next, "FRANCE"); !strings.Contains(got, "F MAO") || !strings.Contains(got, "A BUR") {
		t.Errorf("French units after PAR - BUR and the comment: %s; want A BUR and F MAO", got)
	}
}

// Rule 4.4: a dummy's unit offered equal top totals by different powers
// holds, and nobody pays; a resigned power's units are dummies too
// (payola-rules §10.14). The GM chart marks each dummy's acceptance list
// as not used; a playing power's list is used.
func TestDummyUnitHoldsOnATie(t *testing.T) {
	g, err := loadEdited(t, "dummy", func(m map[string]any) {
		power(m, 6)["status"] = game.Dummy    // Turkey
		power(m, 5)["status"] = game.Resigned // Russia
	})
	if err != nil {
		t.Fatal(err)
	}
	text := "AUSTRIA:\n3 : A CON - BUL\n2 : A MOS - UKR\nITALY:\n3 : A CON - SMY\n2 : A MOS - LVN\n"
	r := mustAdjudicate(t, g, text, game.Options{})
	for _, unit := range []string{"A CON", "A MOS"} {
		if o := orderOf(r, unit); o.Order != unit+" H" {
			t.Errorf("%s on a tie: %+v; want it to hold", unit, o)
		}
	}
	for _, p := range []string{"AUSTRIA", "ITALY"} {
		if l := r.Ledgers[p]; l.Paid != 0 {
			t.Errorf("%s paid %d for a tie on a dummy unit", p, l.Paid)
		}
	}
	for _, c := range []struct {
		power string
		dummy bool
	}{{"TURKEY", true}, {"RUSSIA", true}, {"FRANCE", false}, {"AUSTRIA", false}} {
		line := ""
		for _, l := range strings.Split(r.Play.Auction.Chart(), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), c.power+" ") && strings.Contains(l, "->") {
				line = l
			}
		}
		if line == "" || strings.Contains(line, "(dummy: list not used, rule 4.4)") != c.dummy {
			t.Errorf("%s's acceptance line in the chart: %q (dummy %v)", c.power, line, c.dummy)
		}
	}
}

// Rule 2.3: each transfer of a movement phase is kept once in the game's
// history, givers in the file's order of powers (England before France),
// whatever the order of the sections.
func TestMovementTransfersRecordedOnce(t *testing.T) {
	g := newGame(t, game.Playing)
	text := "FRANCE:\nTRANSFER 5 TO ENGLAND\n3 : A PAR - BUR\nENGLAND:\nTRANSFER 2 TO FRANCE\nTRANSFER 1 TO GERMANY\n"
	r := mustAdjudicate(t, g, text, game.Options{})
	h := r.Next.History.At(r.Next.History.Len() - 1)
	var got []string
	for _, tr := range h.Transfers {
		got = append(got, fmt.Sprintf("%s>%s %d", tr.From, tr.To, tr.Amount))
	}
	if strings.Join(got, ", ") != "ENGLAND>FRANCE 2, ENGLAND>GERMANY 1, FRANCE>ENGLAND 5" {
		t.Errorf("history transfers: %v", got)
	}
	if l := r.Ledgers["ENGLAND"]; l.Transfers != 5-3 {
		t.Errorf("England's ledger %+v; want transfers +2", l)
	}
}

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
		p.Status = game.Loyal
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
		r, err := Adjudicate(convoyFlowGame(t), convoyFlowMovement, game.Options{})
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
		rr, err := Adjudicate(convoyFlowReload(t, r.Next), "ITALY:\nA MAR - GAS\n", game.Options{})
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
		r, err := Adjudicate(convoyFlowGame(t), "FRANCE:\nA GAS - MAR\nA BUR S A GAS - MAR\nITALY:\nA MAR H\n", game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := DislodgedFile{Power: "ITALY", Unit: "A MAR", AttackedFrom: "GAS"}
		if len(r.Next.Dislodged) != 1 || r.Next.Dislodged[0] != want {
			t.Fatalf("dislodged %+v, want %+v", r.Next.Dislodged, want)
		}
		rr, err := Adjudicate(convoyFlowReload(t, r.Next), "ITALY:\nA MAR - GAS\n", game.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(rr.Orders) != 1 || rr.Orders[0].Result != "void" || len(findPower(rr.Next, "ITALY").Units) != 0 {
			t.Errorf("a retreat to the attacker's origin: %+v, Italy %v; want it void and the army gone",
				rr.Orders, findPower(rr.Next, "ITALY").Units)
		}
	})
}
