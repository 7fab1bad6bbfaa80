import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mailto, mergeText, timeLeft, withZone, zoned, localValue, dueWords } from './gm-mail.js';

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

// Issue 35's deadlines on the page: the time left is counted from the
// page's clock (the engine never reads one), in words, and said to have
// passed once it has.
test('timeLeft counts to the deadline, and from it once passed', () => {
  const due = '2026-12-07T18:00:00+01:00'; // 17:00 UTC
  const at = (utc) => Date.parse(utc);
  assert.equal(timeLeft(due, at('2026-12-05T14:00:00Z')), '2 days 3 hours left');
  assert.equal(timeLeft(due, at('2026-12-06T17:00:00Z')), '1 day left');
  assert.equal(timeLeft(due, at('2026-12-07T15:20:00Z')), '1 hour 40 minutes left');
  assert.equal(timeLeft(due, at('2026-12-07T16:59:00Z')), '1 minute left');
  assert.equal(timeLeft(due, at('2026-12-07T16:59:30Z')), 'less than a minute left');
  assert.equal(timeLeft(due, at('2026-12-07T17:00:20Z')), 'passed just now');
  assert.equal(timeLeft(due, at('2026-12-07T19:00:00Z')), 'passed 2 hours ago');
  assert.equal(timeLeft('', at('2026-12-07T19:00:00Z')), '');
  assert.equal(dueWords({ phaseLong: 'Spring 1901 Movement', deadline: due, deadlineLong: 'Monday 7 December 2026, 18:00 UTC+01:00' }, at('2026-12-07T16:00:00Z')),
    'Sheets for Spring 1901 Movement are due Monday 7 December 2026, 18:00 UTC+01:00: 1 hour left.');
  assert.equal(dueWords({ phaseLong: 'Spring 1901 Movement' }, 0), '');
});

// A date-time field's local value goes to the engine with the GM's zone
// (RFC 3339), and a deadline comes back into the field in local time.
test('deadlines go to the engine with the zone, and back to the field in local time', () => {
  assert.equal(withZone('2026-12-07T18:00', 60), '2026-12-07T18:00:00+01:00');
  assert.equal(withZone('2026-12-07T18:00:30', -330), '2026-12-07T18:00:30-05:30');
  assert.equal(withZone('2026-12-07T18:00', 0), '2026-12-07T18:00:00+00:00');
  assert.equal(zoned(''), '');
  assert.equal(zoned('not a date'), '');
  const z = zoned('2026-12-07T18:00');
  assert.equal(Date.parse(z), new Date('2026-12-07T18:00').getTime(), 'the same instant as the local time typed');
  assert.equal(localValue(z), '2026-12-07T18:00', 'and back');
  assert.equal(localValue(''), '');
  assert.equal(new Date(Date.parse(localValue('2026-12-07T17:00:00Z'))).getTime(), Date.parse('2026-12-07T17:00:00Z'));
});
