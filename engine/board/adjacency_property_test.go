package board_test

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/board/boardtest"
	"github.com/payola-gm/payola/engine/maps"
)

// The map's questions, for every unit kind, location and province of every
// built-in map, agree with boardtest's plain reading of the map data: who
// stands where (CanHold), who steps where (Adjacent), who could move into a
// province by some coast (Touches, the reach of a support), and which
// provinces are next to each other for anyone (Neighbours, Tin Cup's sight).
func TestMapQuestionsProperty(t *testing.T) {
	n := 0
	for _, name := range maps.Names() {
		m, err := maps.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		n += mapQuestions(t, m)
	}
	t.Logf("%d steps on %d maps", n, len(maps.Names()))
}

func mapQuestions(t *testing.T, m *board.Map) int {
	locs := boardtest.Locs(m)
	n := 0
	for _, from := range locs {
		for _, ty := range []board.UnitType{board.Army, board.Fleet} {
			if (m.CanHold(ty, from) == nil) != boardtest.Stands(m, ty, from) {
				t.Errorf("%s: CanHold(%s, %s) = %v, the map says %v", m.ID, ty, from, m.CanHold(ty, from), boardtest.Stands(m, ty, from))
			}
			if !boardtest.Stands(m, ty, from) {
				continue
			}
			for _, to := range locs {
				if to.Province() == from.Province() {
					continue // some DPjudge maps list a province next to itself; no move goes there (orders.Check)
				}
				want := boardtest.Step(m, ty, from, to)
				if got := m.Adjacent(ty, from, to) && m.CanHold(ty, to) == nil; got != want {
					t.Errorf("%s: %s %s - %s: Adjacent says %v, the map says %v", m.ID, ty, from, to, got, want)
				}
				if to.Coast() == "" {
					if got, want := m.Touches(ty, from, string(to)), boardtest.Reaches(m, ty, from, string(to)); got != want {
						t.Errorf("%s: %s %s touches %s: %v, the map says %v", m.ID, ty, from, to, got, want)
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
			t.Errorf("%s: Neighbours(%s) = %v, the map says %v", m.ID, p.ID, got, near)
		}
		for _, q := range got {
			if !near[q] {
				t.Errorf("%s: Neighbours(%s) has %s, which the map does not border", m.ID, p.ID, q)
			}
		}
	}
	return n
}
