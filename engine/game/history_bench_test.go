package game_test

import (
	"encoding/json"
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
	"github.com/payola-gm/payola/engine/publish"
)

// benchPhase measures one phase as the command line runs it: load the
// game file, adjudicate, write the next game file.
func benchPhase(b *testing.B, data []byte, text string) {
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		g, err := game.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		r, err := game.Adjudicate(g, text, game.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.Next.Encode(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTwentyYears: the Spring phase after twenty years of play, with
// its 58 phases of history (year20) and with the same file's history
// removed (year1): issue 19 wants the first at most 1.5 times the second.
func BenchmarkTwentyYears(b *testing.B) {
	data, text, err := gametest.LongGame(20, publishNext)
	if err != nil {
		b.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		b.Fatal(err)
	}
	m["history"] = json.RawMessage("[]")
	bare, err := json.Marshal(m)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("year1", func(b *testing.B) { benchPhase(b, bare, text) })
	b.Run("year20", func(b *testing.B) { benchPhase(b, data, text) })
}

// publishNext adjudicates a phase as the GM runs it: the next game file
// keeps the phase's GM chart in its history.
func publishNext(g *game.Game, text string) (*game.File, error) {
	a, err := publish.Adjudicate(g, text, game.Options{})
	if err != nil {
		return nil, err
	}
	return a.Next, nil
}
