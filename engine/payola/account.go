package payola

import (
	"fmt"
	"strings"
)

// Account is a power's account as its private report states it (rule
// 5.7 item 4): the previous balance, the transfers it gave or received
// (2.3), then the rows that follow them, the new balance last. The
// auction's report writes the ledger's (Report) and publish the statement
// of a retreat or adjustment phase; both through Write, so the two read
// alike.
type Account struct {
	Power     string
	Before    int              // the balance before the phase
	Transfers []TransferRecord // the phase's; only the giver and the receiver are told of one (2.3)
	Rows      []AccountRow     // after the transfers
}

// AccountRow is one row of an account after its transfers.
type AccountRow struct {
	Label  string
	Amount int
	Rounds bool   // Amount counts overspending rounds (5.5), not AgP
	Note   string // said after the amount, e.g. why
}

// Write writes the account under "Your account:", each label padded to
// width so the amounts line up.
func (a Account) Write(b *strings.Builder, width int) {
	b.WriteString("\nYour account:\n")
	row := func(r AccountRow) {
		unit := " AgP"
		if r.Rounds {
			unit = ""
		}
		fmt.Fprintf(b, "   %-*s %6d%s%s\n", width, r.Label, r.Amount, unit, r.Note)
	}
	row(AccountRow{Label: "Previous balance", Amount: a.Before})
	for _, t := range a.Transfers {
		switch a.Power {
		case t.From:
			row(AccountRow{Label: "Transfer to " + t.To, Amount: -t.Amount})
		case t.To:
			row(AccountRow{Label: "Transfer from " + t.From, Amount: t.Amount})
		}
	}
	for _, r := range a.Rows {
		row(r)
	}
}

// account is the power's ledger as its report states it (rule 5.7 item
// 4): savings and what was left to spend only when they differ from the
// balance, the overspending rounds only when there were any.
func (l *Ledger) account() Account {
	a := Account{Power: l.Power, Before: l.Before, Transfers: l.Transfers}
	add := func(r AccountRow) { a.Rows = append(a.Rows, r) }
	if l.Savings > 0 {
		add(AccountRow{Label: "Savings requested", Amount: l.Savings, Note: "   (kept back from spending, still yours)"})
	}
	if l.Savings > 0 || len(l.Transfers) > 0 {
		add(AccountRow{Label: "Available to spend", Amount: l.Available})
	}
	switch l.Reductions {
	case 0:
	case 1:
		add(AccountRow{Label: "Reduction rounds", Amount: 1, Rounds: true, Note: "      (each of your offers was cut by 1 AgP once: overspending, rule 5.5)"})
	default:
		add(AccountRow{Label: "Reduction rounds", Amount: l.Reductions, Rounds: true, Note: "      (each of your offers was cut by 1 AgP per round: overspending, rule 5.5)"})
	}
	add(AccountRow{Label: "Total paid", Amount: l.Paid})
	add(AccountRow{Label: "New balance", Amount: l.After})
	return a
}
