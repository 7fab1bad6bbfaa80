package orders

import (
	"errors"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

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

// A coast may be written before the province ("North Coast of Spain", "NC
// Spain") or after it, as a code or a compass word with or without "COAST",
// also at the very end of the text. A bare EAST or WEST after a province is
// no coast: both begin names of seas.
func TestCoastWrittenAsWords(t *testing.T) {
	m := board.Standard()
	for text, want := range map[string]board.Loc{
		"F North Coast of Spain": "SPA/NC",
		"F NC of Spain":          "SPA/NC",
		"F NC from Spain":        "SPA/NC",
		"F NC Spain":             "SPA/NC",
		"F South Coast Spain":    "SPA/SC",
		"F NorthCoast of Spain":  "SPA/NC",
		"F Spain north coast":    "SPA/NC",
		"F SPA NC":               "SPA/NC",
		"F SPA NC COAST":         "SPA/NC",
		"F SPA NORTH":            "SPA/NC",
		"F SPA NORTH COAST":      "SPA/NC",
		"F SPA (NORTH)":          "SPA/NC",
		"F SPA/north coast":      "SPA/NC",
		"F BUL/EAST":             "BUL/EC", // after '/' or in brackets EAST is a coast
		"F BUL (east)":           "BUL/EC",
		"F BUL(EAST)":            "BUL/EC",
		"F BUL [SC]":             "BUL/SC",
	} {
		u, err := ParseUnit(m, text)
		if err != nil || u != (Unit{board.Fleet, want}) {
			t.Errorf("ParseUnit(%q) = %v, %v; want F %s", text, u, err, want)
		}
	}
	for text, msg := range map[string]string{
		"F BUL EAST": "unexpected 'EAST': a unit is a type and a place, and 'F BUL' is complete",
		"F STP WEST": "unexpected 'WEST': a unit is a type and a place, and 'F STP' is complete",
		"F NC":       "'NC' is not a place on this map",
		"F SPA (":    "expected a coast inside the brackets (NC, SC, EC or WC), found nothing",
		"A Xyz-Abc":  "'Xyz-Abc' is not a place on this map",
	} {
		_, err := ParseUnit(m, text)
		var e *Error
		if !errors.As(err, &e) || e.Msg != msg {
			t.Errorf("ParseUnit(%q) = %v; want %q", text, err, msg)
		}
	}
}

// Full names are read in any case, Z included ("switzerland", "SWITZERLAND").
func TestFullNameAnyCase(t *testing.T) {
	m := board.Standard()
	for _, text := range []string{"A MUN - SWITZERLAND", "A MUN - switzerland", "A MUN - Switzerland"} {
		o, err := Parse(m, text, Movement)
		if err != nil || o.Dest != "SWI" {
			t.Errorf("Parse(%q) = %q, %v; want a move to SWI", text, o, err)
		}
	}
}

// A word that names no place is refused with the reason NoSuchPlace as a
// value, so that a caller (payola's hint on what a sheet line may be)
// never reads the message; a misspelt order word is another reason.
func TestUnknownPlaceReason(t *testing.T) {
	for text, want := range map[string]Reason{
		"Dear GM":     NoSuchPlace,
		"A PAR - XYZ": NoSuchPlace,
		"A PAR - BUR": Unclassified,
		"A PAR QQ":    Unclassified,
	} {
		_, err := ParseIn(std, text, 0, len(text), Movement)
		var e *Error
		switch {
		case want == Unclassified && err == nil:
		case errors.As(err, &e) && e.Why == want:
		default:
			t.Errorf("%q: %v (%v); want the reason %v", text, err, e, want)
		}
	}
}

// A misspelt place gets the "did you mean" a misspelt power gets: the
// provinces spelt most nearly as written (abbreviation or name), all of
// them when equally near, none when nothing is near.
func TestMisspeltPlaceIsSuggested(t *testing.T) {
	m := board.Standard()
	for text, msg := range map[string]string{
		"A KEI":      "'KEI' is not a place on this map: did you mean KIE (Kiel)?",
		"A MRA":      "'MRA' is not a place on this map: did you mean MAR (Marseilles)?",
		"A Burgundi": "'Burgundi' is not a place on this map: did you mean BUR (Burgundy)?",
		"F Nort Sea": "'Nort' is not a place on this map",
		"A XYZ":      "'XYZ' is not a place on this map",
		"A BRG":      "'BRG' is not a place on this map: did you mean BRE (Brest), BUR (Burgundy) or NWG (Norwegian Sea)?",
	} {
		_, err := ParseUnit(m, text)
		var e *Error
		if !errors.As(err, &e) || e.Msg != msg {
			t.Errorf("ParseUnit(%q) = %v; want %q", text, err, msg)
		}
	}
}
