package mail

import (
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/orders"
)

// Missing is a power that has sent nothing yet this phase, with whom to
// remind and what happens if nothing comes.
type Missing struct {
	Power     string   `json:"power"`
	Addresses []string `json:"addresses"`
	// Consequence is rule 3.3's for this power in this phase, in words.
	Consequence string `json:"consequence"`
}

// MissingOf lists the powers the phase expects something from that have
// no section in the GM's text (game.CheckText's Silent), each with its
// addresses and rule 3.3's consequence.
func MissingOf(g *gamefile.Game, silent []string) []Missing {
	out := []Missing{}
	for _, power := range silent {
		p := g.PowerFile(power)
		if p == nil {
			continue
		}
		out = append(out, Missing{Power: power, Addresses: append([]string{}, p.Addresses...), Consequence: consequence(g, p)})
	}
	return out
}

// consequence is what rule 3.3 (and the standard rules' civil disorder in
// the other phases) does with a power that sends nothing.
func consequence(g *gamefile.Game, p *gamefile.PowerFile) string {
	switch g.Phase.Kind {
	case orders.Movement:
		if len(p.Units) == 0 {
			return "rule 3.3: it has no units to bribe; it makes no offers and no transfers, and keeps its money"
		}
		return fmt.Sprintf("rule 3.3: each of its %s gets a 0 AgP hold offer of its own; it holds unless another power pays it more", count(len(p.Units), "unit"))
	case orders.Retreats:
		var units []string
		for _, d := range g.Dislodged {
			if d.Power == p.Name {
				units = append(units, d.Unit.String())
			}
		}
		return fmt.Sprintf("rule 3.3: with no retreat ordered, its dislodged %s disbanded (%s)", plural(len(units), "unit is", "units are"), strings.Join(units, ", "))
	}
	switch due := g.Due(p.Name); {
	case due > 0:
		return fmt.Sprintf("rule 3.3: it builds nothing; its %s lost", plural(due, "build is", fmt.Sprintf("%d builds are", due)))
	case due < 0:
		return fmt.Sprintf("rule 3.3: civil disorder removes %s for it, by the standard rule (the farthest from its home centers first)", count(-due, "unit"))
	}
	return "rule 3.3: nothing is due from it"
}

func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
