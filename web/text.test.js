// Run with: node --test web/ (scripts/test does).
import test from 'node:test';
import assert from 'node:assert/strict';
import { utf16Index, lineRange, explanationText } from './text.js';

// Issue 13 §2: the engine's columns count UTF-8 bytes; the highlight must
// land on the token itself after any non-ASCII character.
test('a column after an en dash lands on its token', () => {
  const line = '5 : A PAR – XYZ';
  // "5 : A PAR " is 10 bytes, the dash 3, the space 1: XYZ starts at byte 15.
  assert.equal(line.slice(utf16Index(line, 15)), 'XYZ');
});

test('two- and four-byte characters and surrogate pairs', () => {
  const line = 'é 🙂 A MUN – XYZ';
  const col = new TextEncoder().encode('é 🙂 A MUN – ').length + 1;
  assert.equal(line.slice(utf16Index(line, col)), 'XYZ');
  assert.equal(utf16Index('🙂x', 5), 2); // after the pair, on x
});

test('ASCII columns are unchanged; 0, 1 and past the end are clamped', () => {
  const line = '4 : A PAR - XYZ';
  assert.equal(utf16Index(line, 13), 12);
  assert.equal(utf16Index(line, 0), 0);
  assert.equal(utf16Index(line, 1), 0);
  assert.equal(utf16Index(line, 99), line.length);
  assert.equal(utf16Index('', 5), 0);
});

test('lines are found by number', () => {
  const text = 'FRANCE:\n5 : A PAR – XYZ\n\nlast';
  assert.deepEqual(lineRange(text, 2), [8, 23]);
  assert.equal(text.slice(...lineRange(text, 4)), 'last');
  assert.deepEqual(lineRange(text, 9), [text.length, text.length]);
});

// Issue 29: the engine explains a line as values; the page writes them
// without reading a number back out of words.
test('an explanation is the echo, then each line of its meaning indented', () => {
  assert.equal(explanationText({ line: 3, echo: '2 : A PAR H', meaning: '#0 direct 2 for A PAR H\n#1 direct 2 for A PAR H' }),
    '2 : A PAR H\n    #0 direct 2 for A PAR H\n    #1 direct 2 for A PAR H');
  assert.equal(explanationText({ line: 1, echo: '% plan', meaning: 'comment' }), '% plan\n    comment');
});
