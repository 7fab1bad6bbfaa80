import test from 'node:test';
import assert from 'node:assert/strict';
import { CheckerStore, KEY } from './checker-store.js';

// storage is a stand-in for localStorage; full, it refuses every write.
function storage(entry, full = false) {
  const items = new Map(entry === undefined ? [] : [[KEY, entry]]);
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => { if (full) throw new Error('quota exceeded'); items.set(k, v); },
  };
}

const STANDARD = ['AUSTRIA', 'ENGLAND', 'FRANCE', 'GERMANY', 'ITALY', 'RUSSIA', 'TURKEY'];

test('the sheet, the power and the balance survive a reload; the file checked against does not', () => {
  const kept = storage();
  const s = new CheckerStore(kept);
  s.started(STANDARD);
  s.opened('{"position":1}', 'p.json', ['Tin Cup'], ['FRANCE', 'ITALY']);
  s.typed('4 : A PAR - BUR\n');
  s.choose('FRANCE');
  s.balanceTyped('12');
  s.keep();
  const r = new CheckerStore(kept);
  r.started(STANDARD);
  r.restore();
  assert.deepEqual([r.state.sheet, r.state.power, r.state.balance], ['4 : A PAR - BUR\n', 'FRANCE', '12']);
  assert.equal(r.state.game, '');
  assert.deepEqual(r.state.powers, STANDARD);
  assert.equal(r.balance(), 12);
});

test('a damaged entry, a power no longer offered and a full storage are forgotten, never thrown', () => {
  for (const entry of ['{not json', 'null', '{"sheet":3,"power":"NOWHERE"}']) {
    const s = new CheckerStore(storage(entry));
    s.started(STANDARD);
    s.restore();
    assert.deepEqual([s.state.sheet, s.state.power, s.state.balance], ['', '', ''], entry);
  }
  const s = new CheckerStore(storage(undefined, true));
  s.typed('x');
  s.keep();
  assert.equal(s.state.sheet, 'x');
});

test('the power chosen stays while the powers offered hold it', () => {
  const s = new CheckerStore(storage());
  s.started(STANDARD);
  s.choose('ITALY');
  s.opened('g', 'g.json', [], ['ITALY', 'FRANCE']);
  assert.equal(s.state.power, 'ITALY');
  s.opened('h', 'h.json', [], ['EGYPT', 'ROME']);
  assert.equal(s.state.power, '', 'not a power of that map');
  s.opened('p', 'p.json', [], []);
  assert.deepEqual(s.state.powers, STANDARD, 'a file that names no powers: the standard ones');
  s.choose('TURKEY');
  s.forgot();
  assert.deepEqual([s.state.game, s.state.power], ['', 'TURKEY']);
});

test('a report gives its balance, and its power only when none was chosen', () => {
  const s = new CheckerStore(storage());
  s.started(STANDARD);
  assert.equal(s.reportRead(30, 'RUSSIA'), '');
  assert.deepEqual([s.state.balance, s.state.power], ['30', 'RUSSIA']);
  assert.equal(s.reportRead(5, 'ENGLAND'), 'RUSSIA');
  assert.deepEqual([s.state.balance, s.state.power], ['5', 'RUSSIA']);
  s.balanceTyped(' 7x');
  assert.equal(s.balance(), null, 'not a whole number: no balance');
});

test('the state changes only through the verbs', () => {
  const s = new CheckerStore(storage());
  s.started(STANDARD);
  s.opened('g', 'g.json', ['rule'], ['FRANCE']);
  for (const [k, v] of [['sheet', 'x'], ['power', 'FRANCE'], ['balance', '3'], ['game', '']]) {
    assert.throws(() => { s.state[k] = v; }, TypeError, k);
  }
  assert.throws(() => s.state.powers.push('ITALY'), TypeError);
  assert.throws(() => s.state.rules.push('x'), TypeError);
  assert.throws(() => s.state.standard.push('x'), TypeError);
});

test('a report\'s acceptance list is kept with its balance and sent for its power only (issue 28)', () => {
  const s = new CheckerStore(storage());
  s.started(STANDARD);
  assert.equal(s.acceptance(), '');
  s.reportRead(48, 'FRANCE', 'GFEAIRT');
  assert.deepEqual([s.state.balance, s.state.power, s.acceptance()], ['48', 'FRANCE', 'GFEAIRT']);
  // Another power chosen: France's list is not its own.
  s.choose('GERMANY');
  assert.equal(s.acceptance(), '');
  s.choose('FRANCE');
  assert.equal(s.acceptance(), 'GFEAIRT');
  // A balance typed keeps the list; a report stating none drops it.
  s.balanceTyped('60');
  assert.equal(s.acceptance(), 'GFEAIRT');
  s.reportRead(50, 'FRANCE', '');
  assert.deepEqual([s.state.accept, s.acceptance()], ['', '']);
  s.reportRead(50, 'FRANCE', undefined);
  assert.equal(s.acceptance(), '');
});

test('an example sheet belongs to the file it was asked for, and goes with it', () => {
  const s = new CheckerStore(storage());
  s.started(STANDARD);
  s.opened('med', 'med.json', [], ['ROME']);
  s.exampleRead('med', ['4 : A ROM - ETR']);
  assert.deepEqual(s.state.example, ['4 : A ROM - ETR']);
  s.opened('other', 'other.json', [], ['FRANCE']);
  assert.deepEqual(s.state.example, [], 'a new file: the old example goes');
  s.exampleRead('med', ['4 : A ROM - ETR']);
  assert.deepEqual(s.state.example, [], 'an answer for the file before is not taken');
  s.exampleRead('other', ['4 : A PAR - BUR']);
  s.forgot();
  assert.deepEqual(s.state.example, []);
});
