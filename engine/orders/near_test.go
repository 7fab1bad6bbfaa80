package orders

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/maps"
)

// plainNearPlace is nearPlace the plainest way: every name of the map, the
// whole table for each.
func plainNearPlace(m *board.Map, written string) string {
	w := board.NormaliseName(written)
	if len(w) < 3 || len(w) > 32 {
		return ""
	}
	limit := 1
	if len(w) >= 8 {
		limit = 2
	}
	best, near := limit+1, []string{}
	for name, loc := range m.Aliases {
		switch d := fullDistance(w, name); {
		case d > limit:
		case d < best:
			best, near = d, []string{loc.Province()}
		case d == best && !slices.Contains(near, loc.Province()):
			near = append(near, loc.Province())
		}
	}
	if len(near) == 0 || len(near) > 3 {
		return ""
	}
	slices.Sort(near)
	for i, id := range near {
		near[i] = fmt.Sprintf("%s (%s)", id, m.Province(id).Name)
	}
	last := len(near) - 1
	if last == 0 {
		return ": did you mean " + near[0] + "?"
	}
	return ": did you mean " + strings.Join(near[:last], ", ") + " or " + near[last] + "?"
}

// The index of names (issue 30: by length and letters, where every name
// was compared) suggests what comparing every name suggests, for names of
// each map misspelt by one to three random edits, and for random words.
func TestNearPlaceIsEveryNameCompared(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 2))
	for _, name := range []string{"standard", "youngstown", "void", "modern"} {
		m := board.Standard()
		if name != "standard" {
			var err error
			if m, err = maps.Load(name); err != nil {
				t.Fatal(err)
			}
		}
		names := make([]string, 0, len(m.Aliases))
		for k := range m.Aliases {
			names = append(names, k)
		}
		slices.Sort(names)
		const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		for range 800 {
			w := []byte(names[rng.IntN(len(names))])
			if rng.IntN(8) == 0 {
				w = w[:0]
				for range 3 + rng.IntN(10) {
					w = append(w, letters[rng.IntN(26)])
				}
			}
			for range 1 + rng.IntN(3) {
				i := rng.IntN(len(w) + 1)
				switch rng.IntN(4) {
				case 0: // a letter more
					w = slices.Insert(w, i, letters[rng.IntN(26)])
				case 1: // a letter less
					if i < len(w) {
						w = slices.Delete(w, i, i+1)
					}
				case 2: // a letter changed
					if i < len(w) {
						w[i] = letters[rng.IntN(26)]
					}
				default: // two swapped
					if i+1 < len(w) {
						w[i], w[i+1] = w[i+1], w[i]
					}
				}
			}
			if got, want := nearPlace(m, string(w)), plainNearPlace(m, string(w)); got != want {
				t.Fatalf("%s: %q: nearPlace says %q, every name compared %q", name, w, got, want)
			}
		}
	}
}
