package game

import (
	"strings"
	"testing"
)

// A treasury holds at most MaxAmount AgP (game-format §4): exactly that
// much loads and plays on (a quiet Spring pays no income, so the next file
// holds it too); one more is refused, naming the field and the value; 0 is
// the least, and -1 is refused.
func TestTreasuryLimitsAreInclusive(t *testing.T) {
	for _, c := range []struct {
		balance int
		refused string
	}{
		{MaxAmount, ""},
		{0, ""},
		{MaxAmount + 1, "powers[0].balance: 1000001 is more than the 1000000 AgP"},
		{-1, "powers[0].balance: -1 is negative"},
	} {
		g, err := loadEdited(t, "rich", func(m map[string]any) { power(m, 0)["balance"] = c.balance })
		if c.refused != "" {
			if err == nil || !strings.Contains(err.Error(), c.refused) {
				t.Errorf("balance %d: %v; want %q", c.balance, err, c.refused)
			}
			continue
		}
		if err != nil {
			t.Errorf("balance %d refused: %v", c.balance, err)
			continue
		}
		name := g.File.Powers[0].Name
		r := mustAdjudicate(t, g, "", Options{})
		if b := balanceOf(r.Next, name); b != c.balance {
			t.Errorf("balance %d after a silent Spring: %d", c.balance, b)
		}
		next(t, r)
	}
}
