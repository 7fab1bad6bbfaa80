import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mailto, mergeText } from './gm-mail.js';

// Issue 35: a mailto: link per power where the body fits, to the power's
// addresses only (the address in angle brackets when a name is given).
test('mailto links a draft to its own addresses, when it fits', () => {
  const d = { to: ['Ann Vidal <ann@example.org>', 'b@example.org'], subject: 'Payola: S1901M & more', body: '1 : A PAR H\n' };
  assert.equal(mailto(d), 'mailto:ann%40example.org,b%40example.org?subject=Payola%3A%20S1901M%20%26%20more&body=1%20%3A%20A%20PAR%20H%0D%0A');
  assert.equal(mailto({ ...d, body: '1 : A PAR H\n'.repeat(200) }), '');
});

// The mail's sheets go after the text already there, never into it.
test('mergeText appends the mail after the text', () => {
  assert.equal(mergeText('  \n', 'FRANCE:\n1 : A PAR H\n'), 'FRANCE:\n1 : A PAR H\n');
  assert.equal(mergeText('ENGLAND:\n1 : F LON H\n\n', 'FRANCE:\n1 : A PAR H\n'), 'ENGLAND:\n1 : F LON H\n\nFRANCE:\n1 : A PAR H\n');
});
