package game

// ScanHistory is scanHistory, for the benchmarks of package game_test.
var ScanHistory = scanHistory
