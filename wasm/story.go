package main

import (
	"bytes"

	"github.com/payola-gm/payola/engine/publish"
	"github.com/payola-gm/payola/engine/render"
)

// story answers {game|session}: the game's story in plots for the GM's
// timeline (issue 32), drawn by the engine from the history's typed
// records (publish.PublicStory, publish.MoneyStory): every power's supply
// centers and units, and every power's treasury, bribes paid and received. The GM
// sees every power's lines, in a Tin Cup game too (rule 6.3 hides nothing
// from the GM). Phases is how many phases the public plot tells: none
// before the first adjudication, when the page shows no story.
func story(req request) (any, error) {
	g, err := loadGame(req)
	if err != nil {
		return nil, err
	}
	h := g.File.History.Tallies(g.Map)
	pub := publish.PublicStory(g.Map, g.File.Name+": supply centers and units", h, "")
	money := publish.MoneyStory(g.Map, g.File.Name+": treasuries and bribes", h)
	var a, b bytes.Buffer
	if err := render.Plot(&a, g.Map, pub); err != nil {
		return nil, err
	}
	if err := render.Plot(&b, g.Map, money); err != nil {
		return nil, err
	}
	return struct {
		Phases int    `json:"phases"`
		Public string `json:"public"`
		Money  string `json:"money"`
	}{len(pub.Phases), a.String(), b.String()}, nil
}
