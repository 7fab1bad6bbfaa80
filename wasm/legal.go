package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/payola-gm/payola/engine/orders"
)

// legal is the call
//
//	legal {game, unit} -> {unit, orders: [{text, action, kind, dest?, viaConvoy?, target?, to?}]}
//
// every order the unit may be given in this movement phase, as an offer
// names it (orders.Legal: decided by the engine's own legality check),
// for the page to offer when a player picks a unit. game is a game file or
// a public position file; unit is written as in a sheet ("F TRI", "TRI",
// "Trieste"). text is the order's canonical form, action the part a '|'
// alternative repeats.
func legal(req request) (any, error) {
	if req.Game == "" {
		return nil, errors.New("no game file or position loaded")
	}
	g, err := loadPosition(req)
	if err != nil {
		return nil, err
	}
	if g.Phase.Kind != orders.Movement {
		return nil, fmt.Errorf("%s is not a movement phase: offers, and so legal orders, are for movement phases", g.Phase.Long())
	}
	if strings.TrimSpace(req.Unit) == "" {
		return nil, errors.New("no unit given")
	}
	u, err := orders.ParseUnit(g.Map, req.Unit)
	if err != nil {
		return nil, err
	}
	list, err := orders.Legal(g.Map, g.Pos, u)
	if err != nil {
		return nil, err
	}
	type legalOrder struct {
		Text      string `json:"text"`
		Action    string `json:"action"`
		Kind      string `json:"kind"` // hold, move, support, convoy
		Dest      string `json:"dest,omitempty"`
		ViaConvoy bool   `json:"viaConvoy,omitempty"`
		Target    string `json:"target,omitempty"` // the unit supported or convoyed
		To        string `json:"to,omitempty"`     // where it moves; "" for a support to hold
	}
	out := struct {
		Unit   string       `json:"unit"`
		Orders []legalOrder `json:"orders"`
	}{Orders: make([]legalOrder, len(list))}
	if len(list) > 0 {
		out.Unit = list[0].Unit.String()
	}
	for i, o := range list {
		lo := legalOrder{Text: o.String(), Action: o.Action(), Kind: o.Kind.String(), Dest: string(o.Dest), ViaConvoy: o.ViaConvoy, To: o.To}
		if o.Target.Loc != "" {
			lo.Target = o.Target.String()
		}
		out.Orders[i] = lo
	}
	return out, nil
}
