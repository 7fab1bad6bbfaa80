package game_test

import (
	"testing"

	"github.com/payola-gm/payola/engine/game"
	"github.com/payola-gm/payola/engine/game/gametest"
)

// BenchmarkAdjudicateHeavy: loading the game and adjudicating the heavy
// phase (7 powers × 300 offer lines), as the GM page does per click.
func BenchmarkAdjudicateHeavy(b *testing.B) {
	data, text, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		g, err := game.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := game.Adjudicate(g, text, game.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckHeavy: the live check of the same text, which must find
// nothing wrong with it.
func BenchmarkCheckHeavy(b *testing.B) {
	data, text, err := gametest.HeavyPhase(300)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		g, err := game.Load(data)
		if err != nil {
			b.Fatal(err)
		}
		if tc := game.CheckText(g, text); len(tc.Diagnostics) > 0 {
			b.Fatalf("the heavy phase has problems, first: %v", tc.Diagnostics[0])
		}
	}
}
