package game

// ScanHistory is scanHistory, for the benchmarks of package game_test.
var ScanHistory = scanHistory

// ToldByReasonAlone says whether a cause's reason has words of its own
// for a Tin Cup power that sees only what the reason alone rests on.
func ToldByReasonAlone(reason string) bool {
	return unnamed[reasons[reason]] != "" || reason == VoidReason
}

// DecodeFast and DecodeSlow are Decode's two lanes, for the tests of
// package game_test that hold both to the same verdict.
var (
	DecodeFast = decodeFast
	DecodeSlow = decodeSlow
)
