package orders

import "testing"

// payola-rules §10.13 makes a move of two abbreviations joined by a hyphen
// ("SWE-DEN"); only of two. A name broken by a hyphen where one side alone
// is an abbreviation still reads whole, as the longest run of words the map
// knows: "Den-mark" is Denmark, "Portu-gal" Portugal, not DEN or GAL
// followed by a stray word.
func TestHyphenatedNameWithOneAbbreviationReadsWhole(t *testing.T) {
	for text, want := range map[string]string{
		"A Den-mark - KIE":  "A DEN - KIE",
		"A KIE - Den-mark":  "A KIE - DEN",
		"A PIC - Bel-gium":  "A PIC - BEL",
		"A Portu-gal - SPA": "A POR - SPA",
		"A SPA - Portu-gal": "A SPA - POR",
	} {
		o, err := Parse(std, text, Movement)
		if err != nil || o.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", text, o, err, want)
		}
	}
}

// A move's missing destination is reported after the dash as written
// ("->" or ">"), so the player sees which mark the message means.
func TestMissingDestinationNamesTheDashWritten(t *testing.T) {
	for text, want := range map[string]string{
		"A PAR -> S": "column 10: expected a province after '->', found 'S'",
		"A PAR > H":  "column 9: expected a province after '>', found 'H'",
		"A PAR - S":  "column 9: expected a province after '-', found 'S'",
	} {
		if _, err := Parse(std, text, Movement); err == nil || err.Error() != want {
			t.Errorf("Parse(%q): %v; want %s", text, err, want)
		}
	}
}

// A place name takes at most four words (maxNameWords: "Gulf of Bothnia",
// "North Coast of Spain"): a name spread over five is not read whole.
func TestPlaceNameOfAtMostFourWords(t *testing.T) {
	if o, err := Parse(std, "F NTH - Nor th Atl antic", Movement); err != nil || o.String() != "F NTH - NAO" {
		t.Errorf("four words: %v, %v", o, err)
	}
	for _, text := range []string{"F NTH - No rth Atl ant ic", "F BOT - Gulf of Bo th nia"} {
		if o, err := Parse(std, text, Movement); err == nil {
			t.Errorf("%s read as %v", text, o)
		}
	}
}
