package orders

import (
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// A place may be written as the beginning, six letters or more, of its full
// name in two words or more ("Mid Atl"), when no other name begins so.
func TestPlaceByBeginningOfName(t *testing.T) {
	m := board.Standard()
	for text, want := range map[string]Unit{
		"F Mid Atl":    {board.Fleet, "MAO"}, // "midatl": six letters, just enough
		"F North Atl":  {board.Fleet, "NAO"},
		"F Gulf of L":  {board.Fleet, "LYO"},
		"A St Pete":    {board.Army, "STP"},
		"F Gulf of Bo": {board.Fleet, "BOT"},
	} {
		if u, err := ParseUnit(m, text); err != nil || u != want {
			t.Errorf("ParseUnit(%q) = %v, %v; want %v", text, u, err, want)
		}
	}
	for _, text := range []string{"F Gulf of", "A St Pe", "F Midd Atlantis"} { // two provinces, or under six letters
		if u, err := ParseUnit(m, text); err == nil {
			t.Errorf("ParseUnit(%q) = %v; want an error", text, u)
		}
	}
}

// A word that names a coast or an order never continues a place name.
func TestNameWords(t *testing.T) {
	for w, want := range map[string]bool{
		"ATLANTIC": true, "NC": false, "SC": false, "COAST": false, "S": false, "H": false, "A": false, "F": false, "NORTH": true,
	} {
		if got := nameWord(w); got != want {
			t.Errorf("nameWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// smallMap is a one-province map with the powers given as JSON.
func smallMap(t *testing.T, powers string) *board.Map {
	t.Helper()
	m, err := board.Load([]byte(`{"id":"small","victory":1,
		"provinces":[{"id":"AAA","name":"Aaa","terrain":"coast","center":true}],
		"aliases":{"aaa":"AAA"},"powers":` + powers + `}`))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A power may be named by its adjective in front of a unit, in any case,
// however the map writes it; maps with adjectives outside ASCII too.
func TestPowerAdjectivesOfAnyMap(t *testing.T) {
	ascii := smallMap(t, `[{"name":"ZANZIBAR","letter":"Z","adjective":"zanzibari","homes":["AAA"]},
		{"name":"AZTECA","letter":"T","adjective":"Aztec","homes":[]}]`)
	for text, want := range map[string]string{
		"ZANZIBARI A AAA": "ZANZIBAR", "Zanzibari A AAA": "ZANZIBAR", "zanzibar a aaa": "ZANZIBAR",
		"AZTEC F AAA": "AZTECA", "azteca f aaa": "AZTECA",
	} {
		if _, power, err := ParseUnitOwner(ascii, text); err != nil || power != want {
			t.Errorf("ParseUnitOwner(%q) = %q, %v; want %q", text, power, err, want)
		}
	}
	// A non-ASCII adjective before an ASCII one: both still found.
	other := smallMap(t, `[{"name":"NANDU","letter":"N","adjective":"Ñanduan","homes":["AAA"]},
		{"name":"ZANZIBAR","letter":"Z","adjective":"zanzibari","homes":[]}]`)
	for text, want := range map[string]string{"ÑANDUAN A AAA": "NANDU", "ñanduan a aaa": "NANDU", "zanzibari a aaa": "ZANZIBAR"} {
		if _, power, err := ParseUnitOwner(other, text); err != nil || power != want {
			t.Errorf("ParseUnitOwner(%q) = %q, %v; want %q", text, power, err, want)
		}
	}
}

// A power's adjective matches as strings.EqualFold matches, also when the
// word is not ASCII: the Kelvin sign folds to K ("TURKISH" with U+212A).
func TestPowerAdjectiveFolding(t *testing.T) {
	m := board.Standard()
	for text, want := range map[string]string{"TUR\u212aISH F ANK": "TURKEY", "ruſſian a mos": "RUSSIA", "FRENCH A PAR": "FRANCE"} {
		if _, power, err := ParseUnitOwner(m, text); err != nil || power != want {
			t.Errorf("ParseUnitOwner(%q) = %q, %v; want %q", text, power, err, want)
		}
	}
}
