package orders

import "github.com/payola-gm/payola/engine/board"

// ConvoyChain is the chain of the seas given that carries an army from
// province from to province to: the shortest run of them, each next to the
// one before, the first next to from and the last next to to, and among
// runs of one length the one whose seas come first in the list. It is nil
// when they form none. convoyPossible only asks whether a chain could
// exist; this is the one a picture draws the army's arrow through.
func ConvoyChain(m *board.Map, from, to string, seas []string) []string {
	prev := map[int]int{} // index in seas -> the one before it in the chain, -1 first
	var queue []int
	for i, s := range seas {
		if m.ProvinceAdjacent(from, s) {
			prev[i] = -1
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if m.ProvinceAdjacent(seas[i], to) {
			n := 0
			for k := i; k >= 0; k = prev[k] {
				n++
			}
			out := make([]string, n)
			for k := i; k >= 0; k = prev[k] {
				n--
				out[n] = seas[k]
			}
			return out
		}
		for j, s := range seas {
			if _, seen := prev[j]; !seen && m.ProvinceAdjacent(seas[i], s) {
				prev[j] = i
				queue = append(queue, j)
			}
		}
	}
	return nil
}
