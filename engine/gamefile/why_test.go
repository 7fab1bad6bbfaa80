package gamefile

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/game"
	"strings"
	"testing"
)

// Issue 21, rules 5.1 and 5.2: the result a GM's tools read (--json, the
// page) says for every unit why it issued its order, with the rule.
func TestResultSaysWhyEachUnitIssuedItsOrder(t *testing.T) {
	g := newGame(t, "")
	r := mustAdjudicate(t, g, "FRANCE:\n5 : A PAR - BUR\n3 : A MUN - RUH\nGERMANY:\n3 : A MUN - BUR\nACCEPT GF?\n", game.Options{})
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Why []UnitWhy `json:"why"`
	}
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Why) != len(g.Pos) {
		t.Fatalf("%d explanations for %d units", len(back.Why), len(g.Pos))
	}
	byUnit := map[string]UnitWhy{}
	for _, w := range back.Why {
		byUnit[w.Unit] = w
	}
	// A MUN: France 3 for RUH against Germany 3 for BUR, a tie broken by
	// the owner's list, on which Germany stands first (rule 5.2).
	mun := byUnit["A MUN"]
	if mun.Order != "A MUN - BUR" || mun.Rule != "rule 5.2" || mun.Total != 3 || !strings.Contains(mun.Words, "FRANCE 3") {
		t.Errorf("A MUN: %+v", mun)
	}
	if par := byUnit["A PAR"]; par.Order != "A PAR - BUR" || par.Rule != "rule 5.1" || par.Total != 5 {
		t.Errorf("A PAR: %+v", par)
	}
}
