import test from 'node:test';
import assert from 'node:assert/strict';
import { sheetTokens } from './editor.js';

// What each part of a line is coloured as (editor.js sheetTokens).
const kinds = (line) => sheetTokens(line).map(([s, e, k]) => `${k}:${line.slice(s, e)}`);

test('an offer: its amount with repetition and plateau, its kind, the unit and the dash', () => {
  assert.deepEqual(kinds('2*3#1 > F BRE - MAO | A PAR H'), ['number:2*3#1 ', 'operator:>', 'type:F', 'punctuation:-', 'punctuation:|', 'type:A']);
});

test('a header only alone on its line, CR included; a comment to the end of the line', () => {
  assert.deepEqual(kinds('FRANCE:\r'), ['heading:FRANCE:\r']);
  assert.deepEqual(kinds('4 : A PAR – BUR % why'), ['number:4 ', 'operator::', 'type:A', 'punctuation:–', 'comment:% why']);
  assert.ok(!kinds(' FRANCE:').some((k) => k.startsWith('heading')), 'an indented header is not coloured as one');
});

test('after the kind, numbers are the order\'s; ACCEPT and TRANSFER lines', () => {
  assert.deepEqual(kinds('5 ! A MUN S A BER - SIL'), ['number:5 ', 'operator:!', 'type:A', 'type:A', 'punctuation:-']);
  assert.deepEqual(kinds('TRANSFER 5 TO ENGLAND'), ['keyword:TRANSFER', 'number:5 ']);
  assert.deepEqual(kinds('accept FEG?'), ['keyword:accept']);
});
