import test from 'node:test';
import assert from 'node:assert/strict';
import { Store, KEY } from './gm-store.js';

// memory is a stand-in for localStorage that holds at most limit
// characters per entry, as a full browser storage would refuse more.
function memory(limit = Infinity) {
  const items = new Map();
  return {
    items,
    getItem: (k) => (items.has(k) ? items.get(k) : null),
    setItem: (k, v) => {
      if (v.length > limit) throw new Error('quota exceeded');
      items.set(k, v);
    },
  };
}

test('the game, text, source and results survive a reload', () => {
  const storage = memory();
  const s = new Store(storage, assert.fail);
  Object.assign(s.state, { game: '{"g":1}', text: 'FRANCE:\n', source: 'g.json', result: { answer: { x: 1 }, ms: 3 } });
  s.save();
  assert.deepEqual(new Store(storage, assert.fail).restore(), s.state);
});

test('results too large for the storage are dropped, the game and text kept, the GM told', () => {
  const storage = memory(100);
  const warnings = [];
  const s = new Store(storage, (m) => warnings.push(m));
  Object.assign(s.state, { game: 'g', text: 't', result: { answer: 'x'.repeat(200) } });
  s.save();
  assert.deepEqual(s.restore(), { game: 'g', text: 't', source: '', result: null });
  assert.match(warnings.join(), /could not keep the results/);
  assert.equal(s.state.result.answer.length, 200, 'the page keeps showing the results');
});

test('nothing kept at all is said too', () => {
  const warnings = [];
  const s = new Store(memory(0), (m) => warnings.push(m));
  s.save();
  assert.match(warnings.join(), /did not keep your work \(quota exceeded\)/);
});

test('nothing saved, a damaged entry or one without a game restores nothing', () => {
  for (const entry of [null, '{not json', '{"text":"only text"}', 'null']) {
    const storage = memory();
    if (entry !== null) storage.items.set(KEY, entry);
    assert.equal(new Store(storage, assert.fail).restore(), null, String(entry));
  }
});
