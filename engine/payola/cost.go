package payola

import (
	"fmt"
	"sort"
	"strings"
)

// Cost is what one sheet can cost its power, for the player writing it:
// the most it can cost (every offer it makes accepted, rule 5.6), and,
// when that is more than the power may spend, rule 5.5's cuts of its
// offers round by round until it is not. It is an upper bound: a unit
// issues one order, so not every offer can be accepted at once.
type Cost struct {
	Balance   int          `json:"balance"`
	Transfers int          `json:"transfers"` // given away on the sheet (2.3)
	Savings   int          `json:"savings"`   // requested on the sheet (3.4)
	Available int          `json:"available"` // balance less transfers and savings, never below 0
	Most      int          `json:"most"`      // every offer accepted, before any cut
	Over      int          `json:"over"`      // Most - Available when positive
	Rounds    int          `json:"rounds"`    // rounds of cuts (5.5); 0 when nothing is over
	After     int          `json:"after"`     // what every offer accepted costs after the cuts
	Stretches []CostRounds `json:"stretches"` // the rounds, grouped where the same offers lose 1 AgP each
	Words     []string     `json:"words"`     // all of it in plain words
}

// CostRounds are consecutive rounds of rule 5.5 that cut the same
// offers: Cut offers lose 1 AgP each round. A flat round (every offer at
// its plateau: all lose 1 and the plateaus are gone) is a stretch of its
// own.
type CostRounds struct {
	From, To int  // round numbers, from 1
	Cut      int  // offers that lose 1 AgP in each of these rounds
	Flat     bool // the round in which every offer was at its plateau
	Cost     int  // what the sheet costs after them
}

// bidStep is a group of the sheet's paid offers that stand at the same
// amount and plateau: they are cut together.
type bidStep struct {
	amount, plateau, count int
}

// Cost works out the sheet's Cost for a power whose treasury holds
// balance, every offer accepted: the cuts are rule 5.5's (payola-rules
// §5.3), so that an overspending sheet whose every offer is accepted is
// cut as the auction cuts it (TestCostScheduleMatchesTheAuction).
func (s *Sheet) Cost(balance int) Cost {
	c := Cost{Balance: balance, Savings: s.Savings}
	for _, t := range s.Transfers {
		c.Transfers += t.Amount
	}
	c.Available = max(0, balance-c.Transfers-c.Savings)
	steps := s.paidOffers()
	for _, b := range steps {
		c.Most += b.amount * b.count
	}
	cost := c.Most
	flat := false // the plateaus are gone
	for cost > c.Available {
		floor := func(b bidStep) int {
			if flat {
				return 0
			}
			return b.plateau
		}
		cut, rounds := 0, -1
		for _, b := range steps {
			if b.amount > 0 && b.amount > floor(b) {
				cut += b.count
				if n := b.amount - floor(b); rounds < 0 || n < rounds {
					rounds = n
				}
			}
		}
		if cut == 0 {
			// Rule 5.5: no offer could be cut, all at their plateau:
			// all lose 1 AgP (not below 0) and have no plateau from now on.
			for i := range steps {
				if steps[i].amount > 0 {
					steps[i].amount--
					cut += steps[i].count
				}
			}
			if cut == 0 {
				break // every offer at 0: it costs nothing
			}
			flat = true
			cost -= cut
			c.Rounds++
			c.Stretches = append(c.Stretches, CostRounds{From: c.Rounds, To: c.Rounds, Cut: cut, Flat: true, Cost: cost})
			continue
		}
		// As many rounds as cut the same offers: until one reaches its
		// plateau (or 0), or the sheet is no longer over.
		rounds = min(rounds, (cost-c.Available+cut-1)/cut)
		for i := range steps {
			if steps[i].amount > 0 && steps[i].amount > floor(steps[i]) {
				steps[i].amount -= rounds
			}
		}
		cost -= rounds * cut
		c.Stretches = append(c.Stretches, CostRounds{From: c.Rounds + 1, To: c.Rounds + rounds, Cut: cut, Cost: cost})
		c.Rounds += rounds
	}
	c.After = cost
	c.Over = max(0, c.Most-c.Available)
	c.Words = c.words()
	return c
}

// paidOffers are the sheet's offers that carry money (rule 3.1, the
// atoms of payola-rules §3), grouped by amount and plateau.
func (s *Sheet) paidOffers() []bidStep {
	count := map[[2]int]int{}
	for i := range s.Lines {
		l := &s.Lines[i]
		if !l.counts() {
			continue
		}
		_, paid := l.Shape()
		for _, p := range l.Parts {
			if p.Amount == 0 {
				continue
			}
			count[[2]int{p.Amount, p.Plateau}] += p.reps() * int(paid)
		}
	}
	var out []bidStep
	for k, n := range count {
		out = append(out, bidStep{amount: k[0], plateau: k[1], count: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].amount != out[j].amount {
			return out[i].amount < out[j].amount
		}
		return out[i].plateau < out[j].plateau
	})
	return out
}

// words says the cost in a player's words.
func (c Cost) words() []string {
	spend := fmt.Sprintf("you may spend %d AgP", c.Available)
	var less []string
	if c.Transfers > 0 {
		less = append(less, fmt.Sprintf("%d AgP transferred", c.Transfers))
	}
	if c.Savings > 0 {
		less = append(less, fmt.Sprintf("%d AgP saved", c.Savings))
	}
	if len(less) > 0 {
		spend += fmt.Sprintf(" (your balance of %d AgP less %s)", c.Balance, strings.Join(less, " and "))
	}
	if c.Over == 0 {
		return []string{fmt.Sprintf("If every offer is accepted your sheet costs %d AgP; %s: nothing is cut.", c.Most, spend)}
	}
	out := []string{fmt.Sprintf("If every offer is accepted you overspend by %d AgP: your offers come to %d AgP and %s. Rule 5.5 then cuts your offers round by round:", c.Over, c.Most, spend)}
	for _, st := range c.Stretches {
		rounds := fmt.Sprintf("round %d", st.From)
		if st.To > st.From {
			rounds = fmt.Sprintf("rounds %d to %d", st.From, st.To)
		}
		if st.Flat {
			out = append(out, fmt.Sprintf("In %s every offer is at its plateau: all %d offers still above 0 AgP lose 1 AgP and have no plateau from then on (the sheet then costs %d AgP).", rounds, st.Cut, st.Cost))
			continue
		}
		out = append(out, fmt.Sprintf("In %s, %d offer%s above %s plateau lose%s 1 AgP each round (the sheet then costs %d AgP).", rounds, st.Cut, plural(st.Cut, "s"), their(st.Cut), verbS(st.Cut), st.Cost))
	}
	out = append(out, fmt.Sprintf("After %d round%s every offer accepted costs %d AgP, within the %d AgP you may spend.", c.Rounds, plural(c.Rounds, "s"), c.After, c.Available))
	return out
}

func their(n int) string {
	if n == 1 {
		return "its"
	}
	return "their"
}

func verbS(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}
