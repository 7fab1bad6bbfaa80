package game

import (
	"strings"
	"testing"
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
	r := mustAdjudicate(t, g, "RUSSIA:\nA UKR - GAL\nA WAR S A UKR - GAL\nFRANCE:\nA MAR - BUR\nGERMANY:\nA MUN - BUR\n", Options{})
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
	r := mustAdjudicate(t, g, "AUSTRIA:\nGAL - BOH\n", Options{})
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
	r := mustAdjudicate(t, g, "FRANCE:\nREMOVE A BUR\n", Options{})
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
	r := mustAdjudicate(t, g, "GERMANY:\nA MUN - BUR\nA RUH S A MUN - BUR\nAUSTRIA:\nA BUD - GAL\nA VIE S A BUD - GAL\n", Options{})
	if r.NextPhase != "S1901R" || len(r.Next.Dislodged) != 1 || r.Next.Dislodged[0].Unit != "A GAL" {
		t.Errorf("next %s, dislodged %+v; want S1901R with Russia's A GAL only", r.NextPhase, r.Next.Dislodged)
	}
	if len(r.Play.Destroyed) != 1 || r.Play.Destroyed[0].Power != "FRANCE" || r.Play.Destroyed[0].Unit.String() != "A BUR" {
		t.Errorf("destroyed %v; want France's A BUR", r.Play.Destroyed)
	}
}

// The public position file for the retreats (game-format §4, for
// everybody) names the province left empty by the standoff, as the game
// file does: no retreat may go there.
func TestPublicPositionKeepsTheStandoff(t *testing.T) {
	r := galicianSpring(t)
	data, err := PublicPosition(r.Next).Encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := LoadBoard(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(b.Contested, " ") != "BUR" || len(b.Dislodged) != 1 {
		t.Errorf("public position: contested %v, dislodged %v; want BUR and Austria's A GAL", b.Contested, b.Dislodged)
	}
}

// A loyal power's plain movement orders (rule 6.5), read as sheets reads
// them (its tests hold the refusals), are issued and carried out: one
// without its unit type, one after a blank and a comment line (game-format
// §2).
func TestPlainMovementOrdersAreIssued(t *testing.T) {
	g := newGame(t, Loyal)
	r := mustAdjudicate(t, g, "FRANCE:\nPAR - BUR % to Burgundy\n\n% and the fleet:\nF BRE - MAO\n", Options{})
	if o := orderOf(r, "A PAR"); o.Order != "A PAR - BUR" || o.Result != "succeeds" {
		t.Errorf("PAR - BUR without its type: %+v", o)
	}
	if got := unitsOf(r.Next, "FRANCE"); !strings.Contains(got, "F MAO") || !strings.Contains(got, "A BUR") {
		t.Errorf("French units after PAR - BUR and the comment: %s; want A BUR and F MAO", got)
	}
}
