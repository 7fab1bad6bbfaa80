package render

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
)

// Issue 32: on every map, every power's colour differs from every other's
// by at least minColourDistance (CIE76 ΔE): chaos's 34 powers, whose
// drawing gives Berlin and Norway one green, included. A map whose own
// colours are apart keeps them.
func TestPowersColoursStandApart(t *testing.T) {
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		got := distinctColours(m.Powers)
		for i, a := range m.Powers {
			la, ok := labOf(got[a.Name])
			if !ok {
				t.Fatalf("%s: %s's colour %q", name, a.Name, got[a.Name])
			}
			for _, b := range m.Powers[i+1:] {
				lb, _ := labOf(got[b.Name])
				if d := deltaE(la, lb); d < minColourDistance {
					t.Errorf("%s: %s %s and %s %s are %.1f apart, want %d", name, a.Name, got[a.Name], b.Name, got[b.Name], d, minColourDistance)
				}
			}
		}
	}
	std := board.Standard()
	for pw, c := range distinctColours(std.Powers) {
		if c != std.Power(pw).Colour {
			t.Errorf("standard: %s drawn %s, not its own %s", pw, c, std.Power(pw).Colour)
		}
	}
	if d := deltaE(mustLab(t, "#00ff00"), mustLab(t, "#00ff00")); d != 0 {
		t.Errorf("a colour is %.1f from itself", d)
	}
	if d := deltaE(mustLab(t, "#000000"), mustLab(t, "#ffffff")); d < 99 || d > 101 {
		t.Errorf("black and white are %.1f apart, want 100", d)
	}
}

func mustLab(t *testing.T, c string) [3]float64 {
	t.Helper()
	l, ok := labOf(c)
	if !ok {
		t.Fatalf("%q is no colour", c)
	}
	return l
}
