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
