package game

import (
	"strings"
	"testing"
)

// The game panel's rules (rule 6.5): loyal powers are named in one line,
// in the file's order, and the line is absent when no power is loyal.
func TestRulesSummaryNamesLoyalPowers(t *testing.T) {
	income := "Income: decreasing: 17 AgP for the first center, one less for each next (rule 2.1, victory at 18)"
	if got := newGame(t, Playing).RulesSummary(); strings.Join(got, "\n") != income {
		t.Errorf("no loyal power: %q", got)
	}
	g, err := loadEdited(t, "loyal", func(m map[string]any) {
		power(m, 2)["status"] = Loyal // France
		power(m, 4)["status"] = Loyal // Italy
	})
	if err != nil {
		t.Fatal(err)
	}
	want := income + "\nLoyal units (rule 6.5): FRANCE, ITALY order their own units directly; those units take no money. Other powers' units take bribes"
	if got := strings.Join(g.RulesSummary(), "\n"); got != want {
		t.Errorf("France and Italy loyal:\n%s\nwant:\n%s", got, want)
	}
}
