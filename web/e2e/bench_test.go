//go:build e2e

package e2e

import (
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
)

// BenchmarkHeavyPhaseNative is the engine's own share of the heavy phase,
// without WebAssembly: the floor for the in-page timing.
func BenchmarkHeavyPhaseNative(b *testing.B) {
	gameJSON, text, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("load+adjudicate", func(b *testing.B) {
		for b.Loop() {
			g, err := game.Load(gameJSON)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := game.Adjudicate(g, text, game.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("load+check", func(b *testing.B) {
		for b.Loop() {
			g, err := game.Load(gameJSON)
			if err != nil {
				b.Fatal(err)
			}
			game.Check(g, text)
		}
	})
}
