package game

import "sort"

// HistoryBoard is the board before a phase, kept in its history entry
// (history[].board) so that the phase can be drawn again later: every
// power's units and centers, and the units waiting to retreat.
type HistoryBoard struct {
	Units     map[string][]string `json:"units"`   // power -> units, as in powers[].units
	Centers   map[string][]string `json:"centers"` // power -> supply centers owned
	Dislodged []DislodgedFile     `json:"dislodged,omitempty"`
}

// board is the record of the game's board as it stands.
func (g *Game) board() *HistoryBoard {
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
	b.Dislodged = append(b.Dislodged, g.File.Dislodged...)
	return b
}
