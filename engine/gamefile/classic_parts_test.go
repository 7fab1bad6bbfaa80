package gamefile

import (
	"encoding/json"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// Rule 6 introduction: each element of Payola Classic (6.1) is a switch of
// its own. Each line below is a rules object and the parts it must leave
// on, written from game-format §3; every other part must be off.
func TestClassicPartsParse(t *testing.T) {
	all := []string{"directOnly", "oneOfferPerUnit", "noSavings", "noPlateaus", "noRepetition", "zeroToForeign", "flatIncome"}
	cases := []struct {
		rules string
		on    []string
	}{
		{`{}`, nil},
		{`{"classic": true}`, all},
		{`{"classic": false}`, nil},
		{`{"noSavings": true}`, []string{"noSavings"}},
		{`{"directOnly": true, "noPlateaus": true}`, []string{"directOnly", "noPlateaus"}},
		{`{"classic": true, "noSavings": false}`, []string{"directOnly", "oneOfferPerUnit", "noPlateaus", "noRepetition", "zeroToForeign", "flatIncome"}},
		{`{"classic": true, "zeroToForeign": false, "flatIncome": false}`, []string{"directOnly", "oneOfferPerUnit", "noSavings", "noPlateaus", "noRepetition"}},
		{`{"classic": false, "flatIncome": true}`, []string{"flatIncome"}},
		// An explicit income object sets the tax, as before parts existed.
		{`{"classic": true, "income": {"scheme": "decreasing"}}`, []string{"directOnly", "oneOfferPerUnit", "noSavings", "noPlateaus", "noRepetition", "zeroToForeign"}},
		// Without 0 offers to foreign units, Classic goes with Tin Cup.
		{`{"classic": true, "zeroToForeign": false, "blind": true}`, []string{"directOnly", "oneOfferPerUnit", "noSavings", "noPlateaus", "noRepetition", "flatIncome"}},
	}
	m := board.Standard()
	for _, c := range cases {
		t.Run(c.rules, func(t *testing.T) {
			r, err := parseRules(json.RawMessage(c.rules), m)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]bool{}
			for _, k := range c.on {
				want[k] = true
			}
			for _, pt := range classicParts {
				if got := *pt.field(&r.Parts); got != want[pt.key] {
					t.Errorf("%s = %v, want %v", pt.key, got, want[pt.key])
				}
			}
		})
	}
}
