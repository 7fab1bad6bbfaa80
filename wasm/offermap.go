package main

import (
	"errors"

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
	g, err := loadPosition(req)
	if err != nil {
		return nil, err
	}
	d, err := requestDrawing(req)
	if err != nil {
		return nil, err
	}
	svg, offers, err := publish.DrawOffers(g, d, req.Power, req.Text)
	if err != nil {
		return nil, err
	}
	return struct {
		SVG    string               `json:"svg"`
		Offers []publish.DrawnOffer `json:"offers"`
	}{string(svg), offers}, nil
}
