// Package game plays one phase of Payola Diplomacy on typed values: from a
// State and the sheets as the GM pasted them it runs the auction, the judge,
// the money and Tin Cup's sight, and returns an Outcome with the next State.
// It knows no file format: engine/gamefile reads and writes the game file
// (its rules object and phase codes included), engine/board knows the map
// and its calendar, engine/payola the money and its records.
//
// Entry points:
//
//   - Play: a phase played, its Outcome (orders with typed results and
//     causes, ledgers and account lines, each power's view in Tin Cup, the
//     next State).
//   - CheckText, CheckTextWith: the GM's whole text checked as Play would
//     read it, a TextCheck; CheckTextWith reads the sections with the
//     caller's reader (the page's keystroke cache).
//   - State.SheetBoard: the board one player's sheet is read on
//     (sheets.CheckSheet, sheets.ReadOffers); the standard map without a
//     game.
//   - State.BoardView: a Tin Cup power's view of the board between phases.
//
// Its types: State with its Power (statuses Playing, Dummy, Loyal,
// Resigned), Phase and Rules (ClassicParts, Income); Options; Outcome with
// Issued, Run, and Tin Cup's View of Sighted units (Sighting).
package game
