import test from 'node:test';
import assert from 'node:assert/strict';
import { Store, KEY, memoryBackend, blank } from './gm-store.js';

// legacy is a stand-in for the localStorage older versions of the page used.
function legacy(entry) {
  const items = new Map(entry === undefined ? [] : [[KEY, entry]]);
  return { items, getItem: (k) => (items.has(k) ? items.get(k) : null), removeItem: (k) => items.delete(k) };
}

test('the game, text, source, results, what was sent and every earlier phase survive a reload', async () => {
  const backend = memoryBackend();
  const s = new Store(backend, assert.fail, legacy());
  Object.assign(s.state, { game: '{"g":1}', text: 'FRANCE:\n', source: 'g.json', result: { answer: { x: 1 }, ms: 3 }, downloaded: ['a.txt'], sent: ['FRANCE'] });
  await s.save();
  await s.advance(blank('{"g":2}', 'after'));
  s.state.text = 'ITALY:\n';
  await s.saveText();
  const r = new Store(backend, assert.fail, legacy());
  assert.equal(await r.restore(), true);
  assert.deepEqual(r.state, s.state);
  assert.deepEqual(r.past, s.past);
  assert.equal(r.past[0].result.answer.x, 1);
});

test('Undo takes back the earlier phases one by one, as many times as there are', async () => {
  const backend = memoryBackend();
  const s = new Store(backend, assert.fail, legacy());
  for (let i = 1; i <= 3; i++) {
    s.state.game = `g${i}`;
    await s.advance(blank(`g${i + 1}`));
  }
  for (const want of ['g3', 'g2', 'g1']) {
    assert.equal(await s.back(), true);
    assert.equal(s.state.game, want);
    const r = new Store(backend, assert.fail, legacy());
    await r.restore();
    assert.equal(r.state.game, want, 'the Undo survives a reload');
    assert.equal(r.past.length, s.past.length);
  }
  assert.equal(await s.back(), false, 'nothing before the first phase played here');
});

test('another game forgets the earlier phases of the last one', async () => {
  const backend = memoryBackend();
  const s = new Store(backend, assert.fail, legacy());
  await s.advance(blank('g2'));
  await s.reset(blank('other'));
  const r = new Store(backend, assert.fail, legacy());
  await r.restore();
  assert.equal(r.state.game, 'other');
  assert.deepEqual(r.past, []);
});

test('what an older version kept in localStorage moves over once', async () => {
  const backend = memoryBackend();
  const old = legacy(JSON.stringify({ game: 'g', text: 't', source: 's.json', result: { answer: 1, ms: 2 } }));
  const s = new Store(backend, assert.fail, old);
  assert.equal(await s.restore(), true);
  assert.deepEqual([s.state.game, s.state.text, s.state.source, s.state.result.answer], ['g', 't', 's.json', 1]);
  assert.equal(old.items.has(KEY), false, 'the old entry is emptied');
  const r = new Store(backend, assert.fail, legacy());
  assert.equal(await r.restore(), true);
  assert.equal(r.state.text, 't');
});

test('nothing saved, a damaged entry or one without a game restores nothing', async () => {
  for (const entry of [undefined, '{not json', '{"text":"only text"}', 'null']) {
    const s = new Store(memoryBackend(), assert.fail, legacy(entry));
    assert.equal(await s.restore(), false, String(entry));
  }
});

test('a storage that refuses says so in words for the GM, and the page keeps its state', async () => {
  const warnings = [];
  const s = new Store(memoryBackend(10), (m) => warnings.push(m), legacy());
  s.state.game = 'x'.repeat(100);
  assert.equal(await s.save(), false);
  assert.match(warnings.join(), /did not keep the game and its results \(quota exceeded\)/);
  assert.equal(s.state.game.length, 100);
});
