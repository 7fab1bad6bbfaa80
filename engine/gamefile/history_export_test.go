package gamefile

// ScanHistory is scanHistory, for the benchmarks of package game_test.
var ScanHistory = scanHistory

// DecodeFast and DecodeSlow are Decode's two lanes, for the tests of
// package game_test that hold both to the same verdict.
var (
	DecodeFast = decodeFast
	DecodeSlow = decodeSlow
)

// TalliesOf is Tallies of the powers named, for the tests that hold the
// scan's notes to tallyOf on powers of their choosing; scanned is how
// many entries' tallies are the scan's notes.
func (h History) TalliesOf(powers []string) (ts []Tally, scanned int) {
	for _, it := range h.items {
		if it.entry == nil {
			scanned++
		}
	}
	return h.tallies(powers), scanned
}
