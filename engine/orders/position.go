package orders

import (
	"sort"

	"github.com/payola-gm/payola/engine/board"
)

// Placed is a unit and the power that owns it.
type Placed struct {
	Power string // "FRANCE"
	Unit  Unit
}

// Position says who stands where: province id ("STP", never a coast) to the
// unit there. One unit per province.
type Position map[string]Placed

// At returns the unit in the province (coast ignored), if any.
func (p Position) At(loc board.Loc) (Placed, bool) {
	u, ok := p[loc.Province()]
	return u, ok
}

// Sorted lists the units by power name, then province, so that anything
// printed from a position comes out in the same order every time.
func (p Position) Sorted() []Placed {
	out := make([]Placed, 0, len(p))
	for _, u := range p {
		out = append(out, u)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Power != out[j].Power {
			return out[i].Power < out[j].Power
		}
		return out[i].Unit.Loc < out[j].Unit.Loc
	})
	return out
}
