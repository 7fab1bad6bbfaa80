package payola

import (
	"strings"
	"testing"
)

// Rule 6 introduction: the elements of a variation may be used separately.
// Each part of Payola Classic (6.1) refuses its own lines and nothing else:
// every line below is refused by exactly the parts named, and accepted
// under each other part alone.
func TestClassicPartsOneByOne(t *testing.T) {
	m, pos := phase{}.board()
	parts := map[string]Rules{
		"DirectOnly":      {DirectOnly: true},
		"OneOfferPerUnit": {OneOfferPerUnit: true},
		"NoSavings":       {NoSavings: true},
		"NoPlateaus":      {NoPlateaus: true},
		"NoRepetition":    {NoRepetition: true},
		"ZeroToForeign":   {ZeroToForeign: true},
	}
	cases := []struct {
		line    string
		refused map[string]string // part -> words of its message
	}{
		{"2 > A MAR - PIE", map[string]string{"DirectOnly": "only direct offers"}},
		{"! A MAR - PIE", map[string]string{"DirectOnly": "only direct offers"}},
		{"3 : A PAR - PIC", map[string]string{"OneOfferPerUnit": "one offer per unit"}},
		{"1 : F BRE - MAO | - PIC", map[string]string{"OneOfferPerUnit": "'|' is not allowed"}},
		{"5 $", map[string]string{"NoSavings": "savings"}},
		{"3#2 : F BRE - MAO", map[string]string{"NoPlateaus": "plateaus"}},
		{"2*3 : F BRE - MAO", map[string]string{"NoRepetition": "repetition"}},
		{"2+1 : F BRE - MAO", map[string]string{"NoRepetition": "augmentation"}},
		// A 0 offer to a foreign unit: refused unless ZeroToForeign (3.1 item 2).
		{"0 : A MUN - RUH", map[string]string{"DirectOnly": "not allowed", "OneOfferPerUnit": "not allowed", "NoSavings": "not allowed", "NoPlateaus": "not allowed", "NoRepetition": "not allowed"}},
	}
	for _, c := range cases {
		for name, r := range parts {
			t.Run(name+"/"+strings.ReplaceAll(c.line, " ", "_"), func(t *testing.T) {
				_, diags := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", c.line}, 1, r)
				want, refused := c.refused[name]
				switch {
				case refused && (len(diags) != 1 || diags[0].Line != 2 || !strings.Contains(diags[0].Msg, want)):
					t.Errorf("diagnostics %v; want one at line 2 naming %q", diags, want)
				case refused && name != "ZeroToForeign" && want != "not allowed" && !strings.Contains(diags[0].Msg, "6.1"):
					t.Errorf("%q does not cite rule 6.1", diags[0].Msg)
				case !refused && len(diags) != 0:
					t.Errorf("refused under %s alone: %v", name, diags)
				}
			})
		}
	}
}

// Rule 6.1: Classic is all six sheet parts at once, the same as setting
// each of them.
func TestClassicIsItsParts(t *testing.T) {
	m, pos := phase{}.board()
	all := Rules{DirectOnly: true, OneOfferPerUnit: true, NoSavings: true, NoPlateaus: true, NoRepetition: true, ZeroToForeign: true}
	for _, line := range []string{"2 > A MAR - PIE", "3 : A PAR - PIC", "1 : F BRE - MAO | - PIC", "5 $", "3#2 : F BRE - MAO", "2*3 : F BRE - MAO", "2+1 : F BRE - MAO", "0 : A MUN - RUH", "4 : F BRE - MAO"} {
		_, a := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", line}, 1, Rules{Classic: true})
		_, b := ParseSheet(m, pos, "FRANCE", []string{"8 : A PAR - BUR", line}, 1, all)
		if len(a) != len(b) || len(a) > 0 && a[0] != b[0] {
			t.Errorf("%q: classic %v, parts %v", line, a, b)
		}
	}
}
