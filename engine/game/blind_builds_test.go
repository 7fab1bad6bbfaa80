package game

import (
	"strings"
	"testing"
)

// Rule 6.3 in the winter: a build is news to every power that sees the
// place it is made in (the reference judge's Blind results). Russia's army
// in Prussia sees Berlin (and not Munich or Kiel), so it is told of
// Germany's build there and sees the new army; England, far away, is told nothing of it.
func TestBlindBuildSeenFromNextDoor(t *testing.T) {
	g := blindGame(t, "builds", "W1901A", map[string][]string{
		"GERMANY": {"A MUN", "F KIE"}, "RUSSIA": {"A PRU"}, "ENGLAND": {"F LON", "F EDI", "A LVP"},
	})
	r := mustAdjudicate(t, g, "GERMANY:\nBUILD A BER\n", Options{})
	want := title("builds: Winter 1901 Adjustments results for RUSSIA") + "Tin Cup (rule 6.3): what RUSSIA can see.\n" +
		"\nGERMANY\n" + ord("BUILD A BER", "succeeds") +
		"\nThe board as RUSSIA sees it now:\n" + other("GERMANY", "BER", "A BER") + own("RUSSIA", 4, "MOS SEV STP WAR", "A PRU") +
		"\nNext phase: Spring 1902 Movement\n"
	if ru := r.Views["RUSSIA"].Results; ru != want {
		t.Errorf("Russia's results:\n%s\nwant:\n%s", ru, want)
	}
	if en := r.Views["ENGLAND"].Results; strings.Contains(en, "BER") {
		t.Errorf("England is told of Berlin:\n%s", en)
	}
}

// Rule 6.3: a power is told of every dislodgement it can see, however many
// happen out of its sight: France sees Germany's army in Munich beaten,
// and is told nothing of Austria's in Galicia.
func TestBlindDislodgementsInSightOnly(t *testing.T) {
	g := blindGame(t, "two", "F1901M", map[string][]string{
		"FRANCE": {"A BUR", "A RUH"}, "GERMANY": {"A MUN"}, "AUSTRIA": {"A GAL"}, "RUSSIA": {"A UKR", "A WAR"},
	})
	r := mustAdjudicate(t, g, "FRANCE:\nA BUR - MUN\nA RUH S A BUR - MUN\nRUSSIA:\nA UKR - GAL\nA WAR S A UKR - GAL\n", Options{})
	fr := r.Views["FRANCE"].Results
	if !strings.Contains(fr, "\nDislodged units (must retreat):\n  GERMANY A MUN, attacked from BUR\n\n") || strings.Contains(fr, "GAL") {
		t.Errorf("France's results:\n%s", fr)
	}
	if ru := r.Views["RUSSIA"].Results; !strings.Contains(ru, "\nDislodged units (must retreat):\n  AUSTRIA A GAL, attacked from UKR\n\n") || strings.Contains(ru, "MUN") {
		t.Errorf("Russia's results:\n%s", ru)
	}
}

// Rule 6.3, after the reference judge: a power that comes to see a province
// in the same phase as a unit beats its way in there sees that unit
// arriving, not appearing. Italy's army moves to Tyrolia, and so sees
// Munich after the phase, which France's army from Burgundy (never in
// Italy's sight) took from Germany's.
func TestBlindArrivalThatDislodgesIsSeenArriving(t *testing.T) {
	g := blindGame(t, "arrive", "F1901M", map[string][]string{
		"FRANCE": {"A BUR", "A RUH"}, "GERMANY": {"A MUN"}, "ITALY": {"A PIE"},
	})
	r := mustAdjudicate(t, g, "FRANCE:\nA BUR - MUN\nA RUH S A BUR - MUN\nITALY:\nA PIE - TYR\n", Options{})
	it := r.Views["ITALY"].Results
	if !strings.Contains(it, "\nSeen arriving:\n  FRANCE A MUN\n") || strings.Contains(it, "Come into sight:\n  FRANCE") {
		t.Errorf("Italy's results:\n%s", it)
	}
}

// Rule 6.3: a removal is news to every power that sees the place, before
// or after the phase: France's new army in Marseilles sees Piedmont, where
// Italy removes its army; France is told of the removal, and the army does
// not "come into sight".
func TestBlindRemovalSeenByANewNeighbour(t *testing.T) {
	g := blindGame(t, "removal", "W1901A", map[string][]string{
		"FRANCE": {"A PAR", "F BRE"}, "ITALY": {"A PIE", "A ROM", "A VEN", "F NAP"},
	})
	r := mustAdjudicate(t, g, "FRANCE:\nBUILD A MAR\nITALY:\nREMOVE A PIE\n", Options{})
	fr := r.Views["FRANCE"].Results
	if !strings.Contains(fr, "\nITALY\n"+ord("REMOVE A PIE", "succeeds")) || strings.Contains(fr, "Come into sight") {
		t.Errorf("France's results:\n%s", fr)
	}
}

// Rule 6.3: a unit whose move fails stays where it stood, so a power that
// comes to see it only after the phase sees it come into sight, not the
// order it was given. Italy's army moves to Tyrolia and so comes to see
// Munich and Vienna, whose armies bounced in Bohemia.
func TestBlindBouncedUnitComesIntoSight(t *testing.T) {
	g := blindGame(t, "bounce", "F1901M", map[string][]string{
		"AUSTRIA": {"A VIE"}, "GERMANY": {"A MUN"}, "ITALY": {"A PIE"},
	})
	r := mustAdjudicate(t, g, "AUSTRIA:\nA VIE - BOH\nGERMANY:\nA MUN - BOH\nITALY:\nA PIE - TYR\n", Options{})
	it := r.Views["ITALY"].Results
	if !strings.Contains(it, "\nCome into sight:\n  AUSTRIA A VIE\n  GERMANY A MUN\n") || strings.Contains(it, "- BOH") {
		t.Errorf("Italy's results:\n%s", it)
	}
}

// Rule 6.3 with the standard retreat rules: a power is told which of its
// dislodged units must retreat and which have nowhere to go, each once.
// Austria's army in Albania is beaten from Greece with Serbia and Trieste
// held: destroyed. Its army in Vienna, beaten from Galicia, can retreat.
func TestBlindDestroyedBesideARetreat(t *testing.T) {
	g := blindGame(t, "cornered", "F1901M", map[string][]string{
		"AUSTRIA": {"A ALB", "A TRI", "A VIE"}, "TURKEY": {"A GRE", "A SER"}, "RUSSIA": {"A GAL", "A BOH"},
	})
	r := mustAdjudicate(t, g, "TURKEY:\nA GRE - ALB\nA SER S A GRE - ALB\nRUSSIA:\nA GAL - VIE\nA BOH S A GAL - VIE\n", Options{})
	au := r.Views["AUSTRIA"].Results
	want := "\nDislodged units (must retreat):\n  AUSTRIA A VIE, attacked from GAL\n" +
		"\nDislodged with no retreat possible, destroyed:\n  AUSTRIA A ALB\n"
	if !strings.Contains(au, want) {
		t.Errorf("Austria's results:\n%s\nwant:\n%s", au, want)
	}
}

// Rule 6.3: a WAIVE is its own power's business; it hides no other order.
// Germany waives its build; Italy, after it in the results, sees its own
// build and not Germany's waive.
func TestBlindWaiveSeenByItsPowerOnly(t *testing.T) {
	g := blindGame(t, "waive", "W1901A", map[string][]string{
		"GERMANY": {"A MUN", "F KIE"}, "ITALY": {"A ROM"},
	})
	r := mustAdjudicate(t, g, "GERMANY:\nWAIVE\nITALY:\nBUILD F NAP\n", Options{})
	it, ge := r.Views["ITALY"].Results, r.Views["GERMANY"].Results
	if !strings.Contains(it, "\nITALY\n  BUILD F NAP") || strings.Contains(it, "WAIVE") {
		t.Errorf("Italy's results:\n%s", it)
	}
	if !strings.Contains(ge, "\nGERMANY\n  WAIVE") {
		t.Errorf("Germany's results:\n%s", ge)
	}
}
