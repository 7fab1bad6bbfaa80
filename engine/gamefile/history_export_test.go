package gamefile

// ScanHistory is scanHistory, for the benchmarks of package game_test.
var ScanHistory = scanHistory

// DecodeFast and DecodeSlow are Decode's two lanes, for the tests of
// package game_test that hold both to the same verdict.
var (
	DecodeFast = decodeFast
	DecodeSlow = decodeSlow
)
