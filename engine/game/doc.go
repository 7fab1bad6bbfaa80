// Package game plays one phase of Payola Diplomacy on typed values: from a
// State and the sheets as the GM pasted them it runs the auction, the judge,
// the money and Tin Cup's sight, and returns an Outcome with the next State.
// It knows no file format; engine/gamefile reads and writes the game file.
//
// Entry points:
//
//   - Play: a phase played, its Outcome (orders with typed results and
//     causes, ledgers and account lines, each power's view in Tin Cup, the
//     next State).
//   - CheckText: the GM's whole text checked as Play would read it.
//   - CheckSheet, SheetOffers: one player's sheet checked or read.
//   - ParsePhase, ParseRules: a phase code and the rules object read.
package game
