package payola

import (
	"strings"
	"testing"
)

// One writer of "Your account:" (issue 29), for the auction's report and
// publish's statements: its rows, and what it leaves out.
func TestAccountWrite(t *testing.T) {
	for _, c := range []struct {
		name  string
		acc   Account
		width int
		want  string
	}{
		{"only_the_giver_and_the_receiver_are_told_of_a_transfer_2.3",
			Account{Power: "FRANCE", Before: 20, Transfers: []TransferRecord{
				{From: "FRANCE", To: "ITALY", Amount: 6},
				{From: "GERMANY", To: "ITALY", Amount: 3},
				{From: "ENGLAND", To: "FRANCE", Amount: 2},
			}, Rows: []AccountRow{{Label: "New balance", Amount: 16}}},
			22,
			"\nYour account:\n" +
				"   Previous balance           20 AgP\n" +
				"   Transfer to ITALY          -6 AgP\n" +
				"   Transfer from ENGLAND       2 AgP\n" +
				"   New balance                16 AgP\n"},
		{"overspending_rounds_are_a_count_not_AgP_5.5",
			Account{Power: "FRANCE", Before: 10, Rows: []AccountRow{
				{Label: "Reduction rounds", Amount: 2, Rounds: true, Note: "      (cut twice)"},
				{Label: "Savings requested", Amount: 4, Note: "   (still yours)"},
			}},
			20,
			"\nYour account:\n" +
				"   Previous balance         10 AgP\n" +
				"   Reduction rounds          2      (cut twice)\n" +
				"   Savings requested         4 AgP   (still yours)\n"},
		{"a_label_longer_than_the_width_pushes_its_amount_only",
			Account{Power: "ITALY", Before: 1, Rows: []AccountRow{{Label: "New balance, for Winter 1901 Adjustments", Amount: 7}}},
			16,
			"\nYour account:\n" +
				"   Previous balance      1 AgP\n" +
				"   New balance, for Winter 1901 Adjustments      7 AgP\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b strings.Builder
			c.acc.Write(&b, c.width)
			if b.String() != c.want {
				t.Errorf("got\n%s\nwant\n%s", b.String(), c.want)
			}
		})
	}
}
