package main

import (
	"github.com/payola-gm/payola/engine/gamefile"
	"github.com/payola-gm/payola/engine/publish"
)

// phaseWords is what the GM page says about the game's phase, so that the
// page restates no rule of its own: how the text of this phase is written,
// what becomes of a power that sends nothing (rule 3.3), of a void order and
// of an empty text, and whether each power sees only its part of the board
// (Tin Cup, rule 6.3). The variant itself in words is the summary's rules
// (gamefile.Game.RulesSummary, from the load call).
type phaseWords struct {
	Hint   string `json:"hint"`   // how each power's part of the text is written
	Plain  string `json:"plain"`  // why offers do not belong here; empty in movement
	Silent string `json:"silent"` // what becomes of a power that sent nothing
	Void   string `json:"void"`   // what an order issued void does
	Empty  string `json:"empty"`  // what adjudicating with no text at all gives
	Blind  bool   `json:"blind"`  // each power sees only its part of the board (rule 6.3)
}

const noText = "No text yet: adjudicating now gives every power the defaults (units hold; no retreat disbands; civil disorder)."

// wordsOfKind are the words of each phase kind (movement, retreats,
// adjustments).
var wordsOfKind = map[string]phaseWords{
	"M": {
		Hint: "Movement: under each power's name (a line such as FRANCE:) its offer sheet, one offer a line: " +
			"4 : A PAR - BUR · 2*3#1 > F BRE - MAO | - ENG · 5 ! A MUN H · 10$ · ACCEPT FEG? · TRANSFER 5 TO ENGLAND. " +
			"A power without a section offers nothing and its units hold (rule 3.3).",
		Void: "These orders will be issued but cannot be carried out: each is void and its unit holds.",
	},
	"R": {
		Hint: "Retreats: under each power's name its plain orders: F TRI - ALB, A VEN DISBAND. " +
			"Offers do not belong here. A dislodged unit without an order is disbanded.",
		Plain: "Offers do not belong in a retreat or adjustment phase: it takes plain orders only.",
		Void:  "These retreats will be issued but cannot be carried out: each is void, and a dislodged unit whose retreat is void is disbanded.",
	},
	"A": {
		Hint: "Adjustments: under each power's name its plain orders: BUILD A KIE, BUILD F STP/NC, REMOVE A PAR, WAIVE. " +
			"Offers do not belong here. Missing removals are chosen by the civil-disorder rule.",
		Plain: "Offers do not belong in a retreat or adjustment phase: it takes plain orders only.",
		Void: "These orders will be issued but cannot be carried out: each is void. A void build builds nothing: " +
			"the center stays empty and the build is lost for this year (it is not kept for later); " +
			"a void removal removes nothing, and civil disorder then chooses the unit.",
	},
}

// words answers {game} with the words of its phase.
func words(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	w := wordsOfKind[string(g.Phase.Kind)]
	w.Empty = noText
	w.Silent = publish.SilentMeans(g.Phase.Kind) + " (rule 3.3)"
	w.Blind = g.Rules.Blind
	return w, nil
}

// form answers {} with what the New game dialog offers, in the engine's
// words (gamefile.Form): the page restates none of it.
func form(request) (any, error) { return gamefile.Form(), nil }
