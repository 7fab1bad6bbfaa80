// Package sheets reads the GM's pasted orders text into each power's
// sheet: its plain orders, its offers (amounts, repetitions, plateaus,
// type symbols, the orders listed), its savings requests and its ACCEPT
// and TRANSFER lines, each a typed item (payola's SheetLine, Transfer,
// AcceptanceList; Order here) for payola's auction and the judge.
// Every item keeps the line and column it was written at, so that nothing
// later reads the text again.
package sheets
