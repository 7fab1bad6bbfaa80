package main

import (
	"errors"
	"fmt"

	"github.com/payola-gm/payola/engine/sheets"
)

// cost is the call
//
//	cost {game?, power?, text, balance} -> payola.Cost
//
// what the player's sheet can cost with the balance the player typed: the
// most (every offer accepted), the savings and transfers, and rule 5.5's
// cuts round by round in words when that is over the balance.
func cost(req request) (any, error) {
	if req.Balance == nil {
		return nil, errors.New("no balance given")
	}
	if *req.Balance < 0 {
		return nil, fmt.Errorf("a balance of %d AgP: a treasury is never below 0", *req.Balance)
	}
	g, err := loadPosition(req)
	if err != nil {
		return nil, err
	}
	sh, err := sheets.ReadOffers(stateOf(g).SheetBoard(), req.Power, req.Text)
	if err != nil {
		return nil, err
	}
	return sh.Cost(*req.Balance), nil
}
