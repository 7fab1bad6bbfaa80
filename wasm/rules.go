package main

import (
	"strings"

	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/orders"
	"github.com/payola-gm/payola/engine/publish"
)

// phaseWords is what the GM page says about the game's phase, so that the
// page restates no rule of its own: how the text of this phase is written,
// what becomes of a power that sends nothing (rule 3.3), of a void order and
// of an empty text, and whether each power sees only its part of the board
// (Tin Cup, rule 6.3). The variant itself in words is the summary's rules
// (gamefile.Game.RulesSummary, from the load call).
type phaseWords struct {
	Hint    string       `json:"hint"`    // how each power's part of the text is written, with Example
	Example sheetExample `json:"example"` // one power's part, in the game's own names (examples.go)
	Plain   string       `json:"plain"`   // why offers do not belong here; empty in movement
	Silent  string       `json:"silent"`  // what becomes of a power that sent nothing
	Void    string       `json:"void"`    // what an order issued void does
	Empty   string       `json:"empty"`   // what adjudicating with no text at all gives
	Blind   bool         `json:"blind"`   // each power sees only its part of the board (rule 6.3)
}

const noText = "No text yet: adjudicating now gives every power the defaults (units hold; no retreat disbands; civil disorder)."

// wordsOfKind are the words of each phase kind (movement, retreats,
// adjustments). The hint's example is the game's own (hintOf).
var wordsOfKind = map[string]phaseWords{
	"M": {
		Void: "These orders will be issued but cannot be carried out: each is void and its unit holds.",
	},
	"R": {
		Plain: "Offers do not belong in a retreat or adjustment phase: it takes plain orders only.",
		Void:  "These retreats will be issued but cannot be carried out: each is void, and a dislodged unit whose retreat is void is disbanded.",
	},
	"A": {
		Plain: "Offers do not belong in a retreat or adjustment phase: it takes plain orders only.",
		Void: "These orders will be issued but cannot be carried out: each is void. A void build builds nothing: " +
			"the center stays empty and the build is lost for this year (it is not kept for later); " +
			"a void removal removes nothing, and civil disorder then chooses the unit.",
	},
}

// hintOf is how the phase's text is written: in movement with the game's
// own example; retreats and adjustments in words that name no place, true
// on every map.
func hintOf(kind orders.PhaseKind, ex sheetExample) string {
	switch kind {
	case orders.Retreats:
		return "Retreats: under each power's name its plain orders: each dislodged unit retreats (the unit, '-' and a province) or DISBANDs. " +
			"Offers do not belong here. A dislodged unit without an order is disbanded."
	case orders.Adjustments:
		return "Adjustments: under each power's name its plain orders: BUILD, a unit type and a home center (with the coast, for a fleet where there are two); REMOVE and a unit; WAIVE. " +
			"Offers do not belong here. Missing removals are chosen by the civil-disorder rule."
	}
	if ex.Power == "" {
		return "Movement: under each power's name its offer sheet, one offer a line. A power without a section offers nothing and its units hold (rule 3.3)."
	}
	return "Movement: under each power's name (a line such as " + ex.Power + ":) its offer sheet, one offer a line: " +
		strings.Join(ex.Lines, " · ") + ". A power without a section offers nothing and its units hold (rule 3.3)."
}

// words answers {game} with the words of its phase; the game may be a
// public position file (the players' checker shows the example).
func words(req request) (any, error) {
	// The text sent is read once, as either kind of file (loadPosition
	// reads a full game file as loadGame does).
	load := loadGame // a session's game, or the refusal of none
	if req.session == nil && req.Game != "" {
		load = loadPosition
	}
	g, err := load(req)
	if err != nil {
		return nil, err
	}
	w := wordsOfKind[string(g.Phase.Kind)]
	w.Example = exampleOf(g)
	w.Hint = hintOf(g.Phase.Kind, w.Example)
	w.Empty = noText
	w.Silent = publish.SilentMeans(g.Phase.Kind) + " (rule 3.3)"
	w.Blind = g.Rules.Blind
	return w, nil
}

// form answers {} with what the New game dialog offers, in the engine's
// words (gamefile.Form): the page restates none of it.
func form(request) (any, error) { return gamefile.Form(), nil }
