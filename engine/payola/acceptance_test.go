package payola

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// Rule 4.1 and payola-rules §4: letters of the map's powers, each once, at
// most one '?', and every power named when there is no '?'.
func TestParseAcceptance(t *testing.T) {
	m := board.Standard()
	for _, ok := range []string{"F?", "FEG?", "?", "?F", "F?I", "AEFGIRT", "aefgirt", "F E G ?", "AEFGIRT?"} {
		if l, err := ParseAcceptance(m, "FRANCE", ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		} else if got := l.String(); got != strings.ToUpper(strings.ReplaceAll(ok, " ", "")) {
			t.Errorf("%q reads back as %q", ok, got)
		}
	}
	for list, msg := range map[string]string{
		"F??": "only one '?'", "FX?": "not the letter", "FF?": "twice", "FEG": "must name every power", "": "empty",
	} {
		_, err := ParseAcceptance(m, "FRANCE", list)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%q: %v, want %q", list, err, msg)
		}
	}
}

// The '?' stands for every unlisted power, each once, where it is written.
func TestAcceptanceExpand(t *testing.T) {
	m := board.Standard()
	l, _ := ParseAcceptance(m, "FRANCE", "F?I")
	rng := rand.New(rand.NewPCG(1, 1))
	for range 20 {
		got := l.expand(m, rng)
		if len(got) != 7 || got[0] != "FRANCE" || got[6] != "ITALY" {
			t.Fatalf("F?I expanded to %v", got)
		}
		seen := map[string]bool{}
		for _, p := range got {
			seen[p] = true
		}
		if len(seen) != 7 {
			t.Fatalf("F?I expanded to %v", got)
		}
	}
}
