package main

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/sheets"
)

// asTheGM is what the GM's page says of one player's sheet (issue 28): the
// engine's one check of a GM's text (game.CheckText, which also runs the
// phase to find what only the run finds, such as a transfer above the
// treasury), on the power's section alone, with the player's balance in
// the game, its diagnostics numbered as the sheet's lines. The players'
// checker shows these, so that it never passes what the GM's page refuses
// nor refuses what it passes, for every kind of line in every phase.
//
// balance is the player's; nil when the player gave none: then a game
// file's own balance, and for a public position file (which holds no
// treasury) the most any amount may be (game.MaxAmount), so that no line
// is refused for want of a balance the checker does not know.
//
// ok is false when the sheet cannot be put to the GM's check as one
// power's section: its power is unknown, or a header other than its own
// at its top stands in it (the sheet check names those problems itself).
func asTheGM(g *gamefile.Game, file []byte, power string, balance *int, text string) (ds orders.Diagnostics, ok bool) {
	if power == "" {
		return nil, false
	}
	secs, _, err := sheets.Split(g.Map, text)
	if err != nil {
		return nil, false
	}
	offset := 1 // the header the GM's text gets above the sheet
	switch {
	case len(secs) == 0:
		text = power + ":\n" + text
	case len(secs) == 1 && secs[0].Power == power && leadingHeader(text, secs[0].Header):
		offset = 0 // the sheet starts with its own header, as mailed
	default:
		return nil, false
	}
	var head struct {
		Format string `json:"format"`
	}
	position := json.Unmarshal(file, &head) == nil && head.Format == gamefile.PositionFormat
	for i := range g.Powers {
		p := &g.Powers[i]
		if p.Name != power {
			continue
		}
		switch {
		case balance != nil:
			p.Balance = *balance
		case position:
			p.Balance = gamefile.MaxAmount
		}
	}
	for _, d := range game.CheckText(stateOf(g), text).Diagnostics {
		if d.Power != "" && d.Power != power {
			continue
		}
		if d.Line > 0 {
			d.Line = max(d.Line-offset, 0)
			if d.Line == 0 {
				d.Col = 0 // the header the GM's text was given: the sheet as a whole
			}
		}
		ds = append(ds, d)
	}
	return ds, true
}

// leadingHeader says whether line n (1-based) is the text's first line
// that is not blank.
func leadingHeader(text string, n int) bool {
	for _, l := range orders.Normalise(text, 1) {
		if l.Num == n {
			return true
		}
		for _, c := range l.Text {
			if c != ' ' && c != '\t' {
				return false
			}
		}
	}
	return false
}
