// Run with: node --test web/ (scripts/test does).
import test from 'node:test';
import assert from 'node:assert/strict';
import { archiveGames, keptPhases } from './gm-archive.js';

// A phase as the store keeps it, adjudicated (answer) or not.
const phase = (game, code, next, stale) => ({
  game,
  result: code ? { stale, answer: { phaseLong: code, files: [{ kind: 'results', text: 'r' }, { kind: 'game', text: next }] } } : null,
});

test('the archive takes every game file kept, oldest first, and the file the fresh adjudication made', () => {
  const past = [phase('g1', 'S1901M', 'g2'), phase('g2', 'F1901M', 'g3')];
  assert.deepEqual(archiveGames(past, phase('g3', 'W1901A', 'g4')), ['g1', 'g2', 'g3', 'g4']);
  assert.deepEqual(keptPhases(past, phase('g3', 'W1901A', 'g4')), ['S1901M', 'F1901M', 'W1901A']);
  // Not yet adjudicated: the current file ends the list.
  assert.deepEqual(archiveGames(past, phase('g3')), ['g1', 'g2', 'g3']);
  assert.deepEqual(keptPhases(past, phase('g3')), ['S1901M', 'F1901M']);
});

test("a stale adjudication's next file is left out: its text or file changed since", () => {
  const past = [phase('g1', 'S1901M', 'g2')];
  assert.deepEqual(archiveGames(past, phase('g2', 'F1901M', 'g3', true)), ['g1', 'g2']);
  assert.deepEqual(keptPhases(past, phase('g2', 'F1901M', 'g3', true)), ['S1901M']);
});

test('a game file kept twice is sent once', () => {
  assert.deepEqual(archiveGames([phase('g1', 'S1901M', 'g2')], phase('g1')), ['g1']);
});
