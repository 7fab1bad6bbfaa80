package game

import "github.com/payola-gm/payola/engine/orders"

// Power statuses (game-format.md §1).
const (
	Playing  = "playing"
	Dummy    = "dummy"    // unplayed: rule 4.4
	Loyal    = "loyal"    // orders its own units directly: rule 6.5
	Resigned = "resigned" // rule 2.4
)

// Balance is a power's treasury.
func (g *State) Balance(power string) int {
	if p := g.power(power); p != nil {
		return p.Balance
	}
	return 0
}

// Status is a power's status (playing, dummy, loyal, resigned).
func (g *State) Status(power string) string {
	if p := g.power(power); p != nil {
		return p.Status
	}
	return ""
}

// CenterCount counts the supply centers a power owns.
func (g *State) CenterCount(power string) int {
	n := 0
	for _, o := range g.Owners {
		if o == power {
			n++
		}
	}
	return n
}

// UnitsOf lists a power's units in province order.
func (g *State) UnitsOf(power string) []orders.Unit {
	var us []orders.Unit
	for _, p := range g.Pos.Sorted() {
		if p.Power == power {
			us = append(us, p.Unit)
		}
	}
	return us
}
