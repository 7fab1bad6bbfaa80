package gamefile_test

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"runtime"
	"strings"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
)

// allocated is the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// Issue 30: what reading a text allocates grows with the text, not with
// its square: four times the lines of each hostile shape allocate at most
// six times as much (linear is four; the NMR readers' square was sixteen),
// in the live check and in a lenient adjudication. Memory, not time: a
// count the machine's load does not change.
func TestReadersAllocateInProportion(t *testing.T) {
	data, err := gametest.Opening("linear", 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gamefile.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, shape := range []string{"A PAR H\nNMR\n", "A PAR H\nCLEAR\n", "ACCEPT F\n", "9999 : A PAR H\n", "1 : A PAR - BURGNDY\n", "TRANSFER 1 TO ITALY\n", "x7#@ lorem ipsum\n"} {
		cost := func(n int) uint64 {
			text := "FRANCE:\n" + strings.Repeat(shape, n)
			return allocated(func() {
				game.CheckText(g.State, text)
				if _, err := gamefile.Adjudicate(g, text, game.Options{Lenient: true}); err != nil {
					t.Fatal(err)
				}
			})
		}
		small, large := cost(1000), cost(4000)
		if large > 6*small {
			t.Errorf("%q: 1000 times allocate %d bytes, 4000 times %d (%.1f times as much)", shape, small, large, float64(large)/float64(small))
		}
	}
}
