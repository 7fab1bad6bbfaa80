package render

import (
	"strings"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/orders"
)

// unitWords names a unit as a person says it, "French fleet in Brest",
// "Russian fleet in St Petersburg, south coast": the page's name for the
// unit's button on the map (data-words), read out by screen readers.
func unitWords(m *board.Map, u orders.Placed) string {
	who := u.Power
	if pw := m.Power(u.Power); pw != nil && pw.Adjective != "" {
		who = pw.Adjective
	}
	kind := "army"
	if u.Unit.Type == board.Fleet {
		kind = "fleet"
	}
	place := u.Unit.Loc.Province()
	if pr := m.Province(place); pr != nil {
		place = pr.Name
	}
	w := capitalised(who) + " " + kind + " in " + place
	if c := u.Unit.Loc.Coast(); c != "" {
		w += ", " + orders.CoastWords(c)
	}
	return w
}

// capitalised writes a name given in capitals ("FRENCH") as a word
// ("French"), each part after a space or a hyphen capitalised.
func capitalised(s string) string {
	b := []byte(strings.ToLower(s))
	up := true
	for i, c := range b {
		if up && c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
		up = c == ' ' || c == '-'
	}
	return string(b)
}
