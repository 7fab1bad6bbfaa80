package gamefile

import (
	"fmt"
	"github.com/payola-gm/payola/engine/game"
	"sort"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// HistoryBoard is the board before a phase, kept in its history entry
// (history[].board) so that the phase can be drawn again later: every
// power's units and centers, and the units waiting to retreat.
type HistoryBoard struct {
	Units     map[string][]string `json:"units"`   // power -> units, as in powers[].units
	Centers   map[string][]string `json:"centers"` // power -> supply centers owned
	Dislodged []DislodgedFile     `json:"dislodged,omitempty"`
}

// boardOf is the record of a game's board as it stands.
func boardOf(g *game.State) *HistoryBoard {
	b := &HistoryBoard{Units: map[string][]string{}, Centers: map[string][]string{}}
	for _, u := range g.Pos.Sorted() {
		b.Units[u.Power] = append(b.Units[u.Power], u.Unit.String())
	}
	for prov, owner := range g.Owners {
		b.Centers[owner] = append(b.Centers[owner], prov)
	}
	for _, cs := range b.Centers {
		sort.Strings(cs)
	}
	for _, d := range g.Dislodged {
		b.Dislodged = append(b.Dislodged, DislodgedFile{Power: d.Power, Unit: d.Unit.String(), AttackedFrom: d.AttackedFrom, ByConvoy: d.ByConvoy})
	}
	return b
}

// Placed reads the recorded board on the map: its units (power by power),
// the units waiting to retreat and the owner of each center.
func (b *HistoryBoard) Placed(m *board.Map) ([]orders.Placed, []judge.Dislodgement, map[string]string, error) {
	var units []orders.Placed
	var dislodged []judge.Dislodgement
	owners := map[string]string{}
	for _, power := range sortedKeys(b.Units) {
		for _, text := range b.Units[power] {
			u, err := fileUnit(m, text)
			if err != nil {
				return nil, nil, nil, fmt.Errorf("%s: %q: %v", power, text, err)
			}
			units = append(units, orders.Placed{Power: power, Unit: u})
		}
	}
	for power, cs := range b.Centers {
		for _, c := range cs {
			owners[c] = power
		}
	}
	for _, d := range b.Dislodged {
		u, err := fileUnit(m, d.Unit)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("dislodged %q: %v", d.Unit, err)
		}
		dislodged = append(dislodged, judge.Dislodgement{Power: d.Power, Unit: u, AttackedFrom: d.AttackedFrom, ByConvoy: d.ByConvoy})
	}
	return units, dislodged, owners, nil
}
