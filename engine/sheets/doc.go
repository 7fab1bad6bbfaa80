// Package sheets reads the GM's pasted orders text into each power's
// sheet: its plain orders, its offers and its ACCEPT and TRANSFER lines.
// Every item keeps the line and column it was written at, so that nothing
// later reads the text again.
package sheets
