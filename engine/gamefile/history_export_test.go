package gamefile

// ScanHistory is scanHistory, for the benchmarks of package game_test.
var ScanHistory = scanHistory

// DecodeFast and DecodeSlow are Decode's two lanes, for the tests of
// package game_test that hold both to the same verdict.
var (
	DecodeFast = decodeFast
	DecodeSlow = decodeSlow
)

// WalkedTallies is Tallies without the walk's guard, so that a walk that
// fails fails the test instead of falling back to the decoder; it says
// how many entries were walked from their bytes.
func (h History) WalkedTallies() ([]Tally, int) {
	out, walked, keys := make([]Tally, len(h.items)), 0, map[string]string{}
	for i, it := range h.items {
		if it.entry != nil {
			out[i] = tallyOf(it.entry)
			continue
		}
		out[i] = walkTally(it.raw, keys)
		walked++
	}
	return out, walked
}
