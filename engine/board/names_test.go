package board

import "testing"

func TestLookupByAnyName(t *testing.T) {
	m := Standard()
	cases := map[string]Loc{
		"PAR": "PAR", "paris": "PAR", "Paris": "PAR",
		"English Channel": "ENG", "eng": "ENG", "channel": "ENG",
		"Mid-Atlantic Ocean": "MAO", "mid": "MAO", "MAT": "MAO",
		"St Petersburg": "STP", "st. petersburg": "STP", "stp/nc": "STP/NC",
		"StP(sc)": "STP/SC", "Spain (north coast)": "SPA/NC", "spa/wc": "SPA/SC",
		"bul/nc": "BUL/EC", "Bulgaria/sc": "BUL/SC", "gulf of lyons": "LYO",
		"livp": "LVP", "norw": "NWY", "burgandy": "BUR", "tyrol": "TYR",
		"switzerland": "SWI", "spain/north coast": "SPA/NC",
	}
	for in, want := range cases {
		if got, ok := m.Lookup(in); !ok || got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "xyz", "par/nc", "spa/ec", "atlantis"} {
		if got, ok := m.Lookup(bad); ok {
			t.Errorf("Lookup(%q) = %q; want not found", bad, got)
		}
	}
}

// Lookup also takes a province followed by a coast, but only one coast and
// only of a province that has it.
func TestLookupWithCoasts(t *testing.T) {
	m := Standard()
	for in, want := range map[string]Loc{
		"Spain/NC": "SPA/NC", "Spain(south coast)": "SPA/SC", "st petersburg(north)": "STP/NC",
		"Spain(nc/)": "SPA/NC", // a stray slash inside the brackets: the bracket reading still finds it
	} {
		if got, ok := m.Lookup(in); !ok || got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"Spain(nc)/sc", "xyz/nc", "/nc", "(nc)", "spa/xx", "Paris(nc)"} {
		if got, ok := m.Lookup(bad); ok {
			t.Errorf("Lookup(%q) = %q; want not found", bad, got)
		}
	}
}

// Names compare without case, spaces, dots, hyphens, apostrophes, '+' and
// '_', in any alphabet.
func TestNormaliseName(t *testing.T) {
	for in, want := range map[string]string{
		"A":                  "a",
		"Z":                  "z",
		"az":                 "az",
		"AZ":                 "az",
		"@[`{":               "@[`{", // the neighbours of the letters stay
		"Mid-Atlantic Ocean": "midatlanticocean",
		"St. Petersburg":     "stpetersburg",
		"gulf_of_lyons":      "gulfoflyons",
		"Côte d'Azur":        "côtedazur",
		"ÉCOSSE":             "écosse",
		"À B":                "àb",
		"\tA+B'":             "ab",
	} {
		if got := NormaliseName(in); got != want {
			t.Errorf("NormaliseName(%q) = %q, want %q", in, got, want)
		}
	}
}

// A coast is named by its code or its compass word, in any case, with or
// without brackets, slash or the word "coast"; anything else is no coast.
func TestCoastCode(t *testing.T) {
	for in, want := range map[string]string{
		"nc": "NC", "SC": "SC", "ec": "EC", "Wc": "WC",
		"north": "NC", "South": "SC", "EAST": "EC", "west": "WC",
		"northcoast": "NC", "north coast": "NC", "(sc)": "SC", "/ec": "EC", "West-Coast": "WC",
		"": "", "x": "", "nord": "", "n": "", "norths": "", "coast": "", "northcoastx": "",
		"(xx)": "", "a1": "", "ñc": "",
	} {
		if got := CoastCode(in); got != want {
			t.Errorf("CoastCode(%q) = %q, want %q", in, got, want)
		}
	}
}
