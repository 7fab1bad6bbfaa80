package game

import (
	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/judge"
	"github.com/payola-gm/payola/engine/orders"
)

// State is a game between two phases, as values: the board and the phase
// the next adjudication plays, every power's money, list and status, and
// the rules. It is what a phase is played from and what it leads to
// (Outcome.State); the game file (engine/gamefile) is one way of writing
// it down.
type State struct {
	Map    *board.Map // as it is in this phase's season (loeb9's Arctic Ocean)
	Phase  Phase
	Rules  Rules
	Name   string
	Seed   *int64 // the game's seed, if it has one
	Winner string // set once a power reached the victory condition: no more phases
	Powers []Power
	Pos    orders.Position   // province -> unit standing there
	Owners map[string]string // supply center -> owning power
	// Retreat phases only.
	Dislodged []judge.Dislodgement
	Contested []string
	// Earned is Zero Sum's bribe money already paid to each power's units
	// in this year's earlier movement phases (6.7), credited at the end of
	// Fall.
	Earned map[string]int
}

// Power is one power's part of the state: its treasury, its acceptance
// list (rule 4.2), its status and its centers in the order the game lists
// them (Owners is the same ownership by center).
type Power struct {
	Name    string
	Balance int
	Accept  string
	Status  string
	Centers []string
}

// power is the named power's part, or nil.
func (s *State) power(name string) *Power {
	for i := range s.Powers {
		if s.Powers[i].Name == name {
			return &s.Powers[i]
		}
	}
	return nil
}

// clone is the state a phase turns into the next one: what finish changes
// is copied.
func (s *State) clone() *State {
	n := *s
	n.Powers = make([]Power, len(s.Powers))
	for i, p := range s.Powers {
		p.Centers = append([]string{}, p.Centers...)
		n.Powers[i] = p
	}
	n.Owners = make(map[string]string, len(s.Owners))
	for c, o := range s.Owners {
		n.Owners[c] = o
	}
	n.Dislodged, n.Contested, n.Earned = nil, nil, nil
	return &n
}
