package orders

import (
	"slices"
	"testing"

	"github.com/payola-gm/payola/engine/board"
)

// A convoy runs through a chain of fleets, each next to the one before
// (payola-rules: a move is legal where a chain of fleets could convoy it).
func TestConvoyChain(t *testing.T) {
	m := board.Standard()
	for _, c := range []struct {
		name, from, to string
		seas, want     []string
	}{
		{"one_sea", "LON", "NWY", []string{"NTH"}, []string{"NTH"}},
		{"in_order_of_the_chain", "LON", "TUN", []string{"WES", "MAO", "ENG"}, []string{"ENG", "MAO", "WES"}},
		{"shortest_of_two", "LON", "BEL", []string{"ENG", "NTH"}, []string{"ENG"}},
		{"stray_sea_left_out", "LON", "NWY", []string{"BLA", "NTH"}, []string{"NTH"}},
		{"broken_chain", "LON", "TUN", []string{"ENG", "WES"}, nil},
		{"no_sea", "LON", "NWY", nil, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := ConvoyChain(m, c.from, c.to, c.seas); !slices.Equal(got, c.want) {
				t.Errorf("ConvoyChain(%s, %s, %v) = %v, want %v", c.from, c.to, c.seas, got, c.want)
			}
		})
	}
}
