// Package gamefile is the game file (payola-game/1) above engine/game: it
// reads and checks a file into a typed game.State with the history of
// adjudicated phases, and writes a phase's game.Outcome as the result
// (--json), the next file and its history entry.
//
// Entry points:
//
//   - Decode, Load, LoadFrom, LoadBoard, NewFrom: a file read and checked
//     (LoadBoard also takes a public position file).
//   - Adjudicate: a phase played (game.Play) and written down as a Result
//     with the next File.
//   - Start, StartVariant: a new game's file.
//   - File.Encode, PublicPosition, PositionFile.SeenBy: files written.
//   - ParsePhase: a phase code read (onCalendar checks it on the map).
//   - Form, Game.RulesSummary: the rules object's keys for the New game
//     dialog, and a game's rules in words (rules.go reads the object into
//     game.Rules).
package gamefile
