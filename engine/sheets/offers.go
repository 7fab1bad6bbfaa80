package sheets

import (
	"fmt"

	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/payola"
)

// ReadOffers reads one player's sheet as CheckSheet checks it (its own
// header allowed) and gives the lines the engine takes, whatever problems
// the other lines have: what a page draws while the player is still
// writing. power may be "" when the sheet's header says it.
func ReadOffers(b Board, power, text string) (*payola.Sheet, error) {
	if power != "" {
		p := orders.PowerNamed(b.Map, power)
		if p == nil {
			return nil, fmt.Errorf("%q is not a power of the %s map (%s)", power, b.Map.ID, powerNames(b.Map))
		}
		power = p.Name
	}
	if err := tooLong(text); err != nil {
		return nil, err
	}
	var head orders.Diagnostics
	lines, power := ownHeader(b.Map, orders.Normalise(text, 1), power, &head)
	sh, _ := offerSheet(b.Map, b.Pos, power, lines, b.Rules)
	if sh == nil {
		sh = &payola.Sheet{Power: power}
	}
	return sh, nil
}
