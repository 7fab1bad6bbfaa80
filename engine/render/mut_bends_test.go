package render

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/render/geom"
)

// dryCurve reports whether the curve from a to b through control c
// passes over land other than the provinces home and away, or over an
// island, checked at twice as many evenly spread points as the
// renderer checks (so at every point it checks, and between).
func dryCurve(m *board.Map, g *drawing, a, c, b geom.Vec, home, away string) bool {
	n := 2 * (int((c.Sub(a).Len()+b.Sub(c).Len())/routeStep) + 8)
	for i := 1; i < n; i++ {
		q := quadAt(a, c, b, float64(i)/float64(n))
		for _, id := range provincesAt(g, q) {
			if id != home && id != away && m.Province(id).Terrain != board.Sea {
				return true
			}
		}
		for k := range g.isles {
			if g.isles[k].Contains(q) {
				return true
			}
		}
	}
	return false
}

// Every fleet move on the board is drawn with the gentlest bend that keeps
// to water, trying each side in turn: a bend of 0.12 of its length to the
// left, then to the right, then 0.25, 0.4 and 0.6 of it; only when every
// one of those crosses land is it drawn another way.
func TestFleetMovesTakeTheGentlestWetBend(t *testing.T) {
	m, g := board.Standard(), standardDrawing(t)
	shares := []float64{.12, -.12, .25, -.25, .4, -.4, .6, -.6}
	p := newPicture(m, g, Scene{})
	used := map[int]int{}
	for from, fs := range places(m, g) {
		if m.CanHold(board.Fleet, from) != nil {
			continue
		}
		for to, ts := range places(m, g) {
			if from.Province() == to.Province() || !m.Adjacent(board.Fleet, from, to) {
				continue
			}
			a, b := fs.Unit.Vec(), ts.Unit.Vec()
			r := p.fleetRoute(from, to, a, b)
			// The left of the direction of travel, on a map whose y runs down.
			v := b.Sub(a)
			k := -1
			for i, s := range shares {
				want := a.Add(b).Mul(.5).Add(geom.Pt(v.Y, -v.X).Mul(s))
				if r.via == nil && near(r.ctrl, want, 1e-6) {
					k = i
					break
				}
			}
			used[k]++
			last := len(shares)
			if k >= 0 {
				last = k
			}
			for _, s := range shares[:last] {
				c := a.Add(b).Mul(.5).Add(geom.Pt(v.Y, -v.X).Mul(s))
				if !dryCurve(m, g, a, c, b, from.Province(), to.Province()) {
					t.Errorf("F %s - %s: drawn with bend %d (%v), but the bend %.2f keeps to water", from, to, k, r, s)
				}
			}
		}
	}
	t.Logf("moves by bend tried (-1: none of them): %v", used)
	for _, k := range []int{0, 1, 2, 3, -1} {
		if used[k] == 0 {
			t.Errorf("no move is drawn with bend %d; the board tests less than it seems", k)
		}
	}
}
