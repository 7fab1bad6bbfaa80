package board_test

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/board/boardtest"
)

// The map's questions, for every unit kind, location and province of the
// standard map, agree with boardtest's plain reading of the map data: who
// stands where (CanHold), who steps where (Adjacent), who could move into a
// province by some coast (Touches, the reach of a support), and which
// provinces are next to each other for anyone (Neighbours, Tin Cup's sight).
func TestMapQuestionsProperty(t *testing.T) {
	m := board.Standard()
	locs := boardtest.Locs(m)
	n := 0
	for _, from := range locs {
		for _, ty := range []board.UnitType{board.Army, board.Fleet} {
			if (m.CanHold(ty, from) == nil) != boardtest.Stands(m, ty, from) {
				t.Errorf("CanHold(%s, %s) = %v, the map says %v", ty, from, m.CanHold(ty, from), boardtest.Stands(m, ty, from))
			}
			if !boardtest.Stands(m, ty, from) {
				continue
			}
			for _, to := range locs {
				want := boardtest.Step(m, ty, from, to)
				if got := m.Adjacent(ty, from, to) && m.CanHold(ty, to) == nil; got != want {
					t.Errorf("%s %s - %s: Adjacent says %v, the map says %v", ty, from, to, got, want)
				}
				if to.Coast() == "" {
					if got, want := m.Touches(ty, from, string(to)), boardtest.Reaches(m, ty, from, string(to)); got != want {
						t.Errorf("%s %s touches %s: %v, the map says %v", ty, from, to, got, want)
					}
				}
				n++
			}
		}
	}
	for _, p := range m.Provinces {
		near := boardtest.Near(m, p.ID)
		got := m.Neighbours(p.ID)
		if len(got) != len(near) {
			t.Errorf("Neighbours(%s) = %v, the map says %v", p.ID, got, near)
		}
		for _, q := range got {
			if !near[q] {
				t.Errorf("Neighbours(%s) has %s, which the map does not border", p.ID, q)
			}
		}
	}
	t.Logf("%d steps", n)
}
