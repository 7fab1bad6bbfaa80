// Package judge knows the standard Diplomacy rules as the DATC tests them: it
// adjudicates movement, retreat and adjustment phases on any board. Movement
// uses Kruijswijk's guess-and-check resolver with the Szykman rule for convoy
// paradoxes.
package judge

import "github.com/payola-gm/payola/engine/orders"

// Outcome is what became of one order.
type Outcome int

const (
	Succeeds Outcome = iota
	Fails
	Void // the order did not fit the board or what the other unit did, so it had no effect
)

func (o Outcome) String() string {
	switch o {
	case Succeeds:
		return "succeeds"
	case Fails:
		return "fails"
	case Void:
		return "void"
	}
	return "unknown"
}

// OrderResult is the outcome of one order.
type OrderResult struct {
	Power     string
	Order     orders.Order
	Outcome   Outcome
	Dislodged bool // the unit was dislodged (movement phase only)
	// CivilDisorder marks a removal the judge chose because the power did
	// not order enough of them.
	CivilDisorder bool
	// Cause says why the order had its outcome (NoReason when it simply did
	// what it said).
	Cause Cause `json:"-"`
	// DislodgedBy is the unit that dislodged this one, as it stood before
	// moving (Dislodged only).
	DislodgedBy orders.Unit `json:"-"`
}
