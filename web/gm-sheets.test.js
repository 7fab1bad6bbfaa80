import test from 'node:test';
import assert from 'node:assert/strict';
import { lenientWords } from './gm-sheets.js';

// The engine's count (the ignored call) in words: whole sections first,
// then the other lines, in the phase's own words.
test('a misspelt header and a replaced section are named with their lines', () => {
  const words = lenientWords({
    lines: 8,
    sections: [
      { power: 'ITALY', header: 1, lines: 2, replacedBy: 13 },
      { written: 'GERMNAY', header: 5, lines: 3 },
    ],
  }, 'M');
  assert.match(words, /^Adjudicate anyway, ignoring 8 lines: /);
  assert.match(words, /ITALY's earlier section \(line 1, 2 lines: the one at line 13 replaces it\)/);
  assert.match(words, /the whole section under “GERMNAY” \(line 5, 3 lines: not a power, so none of its offers is read\)/);
  assert.match(words, /and 3 other invalid lines \(no such offer is made\)/);
});

test('retreats and adjustments speak of orders, one line of a line', () => {
  const words = lenientWords({ lines: 1, sections: [] }, 'R');
  assert.equal(words, 'Adjudicate anyway, ignoring 1 line: 1 invalid line (no such order is given). Every ignored line is listed in the GM chart.');
  assert.doesNotMatch(lenientWords({ lines: 2, sections: [] }, 'A'), /offer/);
});
