package gamefile

import (
	"encoding/json"
	"fmt"
	"github.com/payola-gm/payola/engine/game"
	"slices"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// Start is a new game file at the map's opening position and first phase:
// every power with its home centers (or the centers the map gives it), its
// opening units, one year's income (rule 2.1; rule 6.2's half for a power
// with units and no centers; nothing before a Winter of builds, whose
// Spring pays the first income) and the default acceptance list (rule 4.2).
func Start(m *board.Map, name string, seed int64) (*File, error) {
	return StartVariant(m, name, seed, nil)
}

// StartVariant is Start for a game with variant rules (game-format.md §3):
// the rules object is stored as given and the opening balances follow it
// (Classic's 7 per center, Zero Sum's 10, an income scheme's first year).
func StartVariant(m *board.Map, name string, seed int64, rules json.RawMessage) (*File, error) {
	if err := checkName(name); err != nil {
		return nil, err // before the position, so that the message is the name's
	}
	r, err := parseRules(rules, m)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	f := &File{Format: Format, Name: name, Map: m.ID, Phase: m.StartPhase, Seed: &seed, Rules: rules}
	for _, p := range m.Powers {
		// A power owns its homes at the start, unless the map says which
		// centers it owns (OWNS: 1900, the shift maps) or mobilizes (1898).
		owned := m.OpeningCenters(p)
		pf := PowerFile{Name: p.Name, Accept: p.Letter + "?", Units: []string{}, Centers: append([]string{}, owned...), Status: game.Playing}
		slices.Sort(pf.Centers) // in the order every later phase lists them
		for _, u := range m.Start {
			if u.Power == p.Name {
				pf.Units = append(pf.Units, fmt.Sprintf("%s %s", u.Type, u.Loc))
			}
		}
		b := r.OpeningBalance(m, pf.Centers, len(pf.Units))
		if ph, err := ParsePhase(m.StartPhase); err == nil && ph.Kind == orders.Adjustments {
			// A map that starts with a Winter of builds (1898, chaos) pays its
			// first income before the Spring that follows (rule 2.1): the
			// treasury is empty until then, so nobody is paid twice.
			b = 0
		}
		pf.Balance = &b
		f.Powers = append(f.Powers, pf)
	}
	if _, err := NewFrom(f, OneMap(m)); err != nil {
		return nil, fmt.Errorf("the %s map's opening position is not a valid game: %w", m.ID, err)
	}
	return f, nil
}
