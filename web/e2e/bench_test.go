//go:build e2e

package e2e

import (
	"testing"

	"github.com/payola-gm/payola/engine/game"
)

// BenchmarkHeavyPhaseNative is the engine's own share of the heavy phase,
// without WebAssembly: the floor for the in-page timing.
func BenchmarkHeavyPhaseNative(b *testing.B) {
	gameJSON, text, err := heavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("load+adjudicate", func(b *testing.B) {
		for b.Loop() {
			g, err := game.Load([]byte(gameJSON))
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
			g, err := game.Load([]byte(gameJSON))
			if err != nil {
				b.Fatal(err)
			}
			game.Check(g, text)
		}
	})
}
