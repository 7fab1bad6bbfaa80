package game_test

import (
	"encoding/json"
	"github.com/payola-gm/payola/engine/gamefile"
	"reflect"
	"testing"

	"github.com/payola-gm/payola/engine/board"
	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
)

// Every reason the judge gives is told by its reason alone (unnamed) or
// rests, by its reason alone, on all the cause rests on, so that leaving
// it out of unnamed loses nothing (the full cause is told whenever the
// reason alone could be): over random Tin Cup games, every cause kept.
func TestReasonsLeftOutOfUnnamedRestOnAll(t *testing.T) {
	seen := map[string]int{}
	for seed := int64(1); seed <= 4; seed++ {
		f, err := gamefile.StartVariant(board.Standard(), "unnamed", seed, json.RawMessage(`{"blind": true}`))
		if err != nil {
			t.Fatal(err)
		}
		data, _ := f.Encode()
		err = gametest.Play(data, nil, seed, 8, func(g *gamefile.Game, r *gamefile.Result) error {
			for _, o := range r.Orders {
				c := o.Cause
				if c == nil {
					continue
				}
				seen[c.Reason]++
				if c.RestsOn == nil {
					t.Errorf("%s %s: a Tin Cup cause keeps no restsOn", g.Phase, o.Order)
					continue
				}
				if game.ToldByReasonAlone(c.Reason) {
					continue
				}
				if !reflect.DeepEqual(c.RestsOn.All, c.RestsOn.Reason) {
					t.Errorf("%s %s: %q is not in unnamed, yet its reason alone rests on %v of %v", g.Phase, o.Order, c.Reason, c.RestsOn.Reason, c.RestsOn.All)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("causes by reason: %v", seen)
	if len(seen) < 5 {
		t.Errorf("only %d reasons met", len(seen))
	}
}
