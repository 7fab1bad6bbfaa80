package main

import (
	"errors"

	"github.com/payola-gm/payola/engine/publish"
)

// rehearse is the call
//
//	rehearse {game, power, text, others, balance, accept?, balances?, seed?} -> publish.Rehearsed
//
// a player's private what-if (publish.Rehearse): the phase of the position
// file adjudicated with the player's sheet (text) and balance and the
// guessed sheets of others (others, under their headers) and their
// guessed balances, with the player's acceptance list in force (accept,
// as reportBalance reads it from the player's report); it runs in the player's browser and is kept nowhere.
func rehearse(req request) (any, error) {
	if req.Game == "" {
		return nil, errors.New("no position file loaded: a rehearsal needs the board")
	}
	if req.Balance == nil {
		return nil, errors.New("type your balance: a rehearsal needs it")
	}
	var seed int64 = 1
	if req.Seed != nil {
		seed = *req.Seed
	}
	maps, err := mapSource(req)
	if err != nil {
		return nil, err
	}
	return publish.Rehearse([]byte(req.Game), maps, publish.Rehearsal{
		Power: req.Power, Balance: *req.Balance, Accept: req.Accept, Sheet: req.Text, Others: req.Others, Balances: req.Balances, Seed: seed,
	})
}
