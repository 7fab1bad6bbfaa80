package main

import (
	"errors"
	"fmt"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/publish"
)

// offerMap is the call
//
//	offerMap {game, power?, text} -> {svg, offers: [publish.DrawnOffer]}
//
// the player's sheet drawn on the board of the position (or game) file as
// it is being written (publish.DrawOffers), and its valid offer lines with
// their amounts, for the list beside the map.
func offerMap(req request) (any, error) {
	if req.Game == "" {
		return nil, errors.New("no position file loaded")
	}
	maps, err := mapSource(req)
	if err != nil {
		return nil, err
	}
	g, err := game.LoadBoard([]byte(req.Game), maps)
	if err != nil {
		return nil, fmt.Errorf("game file: %v", err)
	}
	svg, offers, err := publish.DrawOffers(g, req.Power, req.Text)
	if err != nil {
		return nil, err
	}
	return struct {
		SVG    string               `json:"svg"`
		Offers []publish.DrawnOffer `json:"offers"`
	}{string(svg), offers}, nil
}
