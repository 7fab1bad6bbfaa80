import test from 'node:test';
import assert from 'node:assert/strict';
import { Store, KEY, memoryBackend, blank, CURRENT, REBUILT } from './gm-store.js';

// legacy is a stand-in for the localStorage older versions of the page used.
function legacy(entry) {
  const items = new Map(entry === undefined ? [] : [[KEY, entry]]);
  return { items, getItem: (k) => (items.has(k) ? items.get(k) : null), removeItem: (k) => items.delete(k) };
}

test('the game, text, source, results, what was sent and every earlier phase survive a reload', async () => {
  const backend = memoryBackend();
  const s = new Store(backend, assert.fail, legacy());
  await s.reset(blank('{"g":1}', 'g.json'));
  await s.adjudicated('FRANCE:\n', { x: 1 }, 3);
  await s.downloaded(['a.txt']);
  await s.sent('FRANCE', true);
  await s.advance(blank('{"g":2}', 'after'));
  await s.keepText('ITALY:\n');
  const r = new Store(backend, assert.fail, legacy());
  assert.equal(await r.restore(), true);
  assert.deepEqual(r.state, s.state);
  assert.deepEqual(r.past, s.past);
  assert.equal(r.past[0].result.answer.x, 1);
});

test('Undo takes back the earlier phases one by one, as many times as there are', async () => {
  const backend = memoryBackend();
  const s = new Store(backend, assert.fail, legacy());
  await s.reset(blank('g1'));
  for (let i = 1; i <= 3; i++) await s.advance(blank(`g${i + 1}`));
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
  assert.equal(await s.keepText('x'.repeat(100)), false);
  assert.match(warnings.join(), /did not keep your text \(quota exceeded\)/);
  assert.equal(await s.savedOutside(), false);
  assert.match(warnings.join(), /did not keep the game and its results \(quota exceeded\)/);
  assert.equal(s.state.text.length, 100);
});

// assign tries to change a frozen value behind the store's back: in a
// module (strict), the write throws.
function assign(target, key, value) {
  assert.throws(() => { target[key] = value; }, TypeError, `${key} changed without a verb`);
}

test('the state, its phases and what the page shows change only through the verbs', async () => {
  const s = new Store(memoryBackend(), assert.fail, legacy());
  await s.reset(blank('g1', 'g.json'));
  for (const [k, v] of [['text', 'x'], ['game', 'y'], ['saved', true], ['result', {}]]) assign(s.state, k, v);
  assert.throws(() => s.state.downloaded.push('a.txt'), TypeError);
  assert.throws(() => s.past.push(blank()), TypeError);
  for (const [k, v] of [['summary', {}], ['checked', true], ['problems', 3], ['viewing', 0], ['power', 'FRANCE']]) assign(s.page, k, v);

  await s.keepText('FRANCE:\n');
  assert.equal(s.state.text, 'FRANCE:\n');
  await s.adjudicated('FRANCE:\nA PAR-BUR\n', { phase: 'S1901M' }, 5);
  assign(s.state.result, 'stale', true);
  assert.deepEqual(s.state.result, { answer: { phase: 'S1901M' }, ms: 5 });
  assert.equal(s.edited('FRANCE:\n'), true, 'fresh results become stale');
  assert.equal(s.state.result.stale, true);
  assert.equal(s.state.text, 'FRANCE:\n');
  assert.equal(s.edited('FRANCE:\nA'), false, 'already stale');

  // The checklist of the phase whose results are open: the current one, an
  // earlier one (kept), one rebuilt from the history (this session only).
  await s.downloaded(['a.txt']);
  await s.sent('FRANCE', true);
  assert.deepEqual([s.state.downloaded, s.state.sent], [['a.txt'], ['FRANCE']]);
  await s.advance(blank('g2'));
  assert.deepEqual([s.state.downloaded, s.state.sent], [[], []]);
  s.viewPast(0);
  assert.equal(s.shownPhase(), s.past[0]);
  await s.sent('FRANCE', false);
  await s.sent('ITALY', true);
  assert.deepEqual(s.past[0].sent, ['ITALY']);
  assert.deepEqual(s.state.sent, [], 'the current phase is untouched');
  s.viewRebuilt('F1901M', { phase: 'F1901M' }, 7);
  assert.equal(s.page.viewing, REBUILT);
  await s.downloaded(['b.txt']);
  assert.deepEqual(s.page.rebuilt.downloaded, ['b.txt']);
  assert.deepEqual(s.past[0].downloaded, ['a.txt']);
  s.viewCurrent();
  assert.equal(s.page.viewing, CURRENT);
  assert.equal(s.page.rebuilt, null);

  s.opened({ phase: 'S1902M' }, { blind: false });
  s.board('F1901M', 'FRANCE');
  assert.deepEqual([s.page.phase, s.page.power], ['F1901M', 'FRANCE']);
  s.checkedText(2);
  s.refused(1);
  assert.deepEqual([s.page.checked, s.page.problems], [true, 2], 'a refusal never lowers the count');
  s.checking();
  assert.equal(s.page.checked, false);
  s.opened({ phase: 'S1902M' }, { blind: false });
  assert.deepEqual([s.page.phase, s.page.power, s.page.viewing], ['', '', CURRENT], 'a game opened shows its board now, for the GM');

  const r = new Store(s.backend, assert.fail, legacy());
  await r.restore();
  assert.deepEqual(r.past[0].sent, ['ITALY']);
  assign(r.state, 'text', 'x');
  assert.throws(() => r.past[0].sent.push('x'), TypeError, 'a restored phase is frozen too');
});

test('addresses changed: the new game file is kept, not downloaded, its text and earlier phases stay, its results go stale', async () => {
  const backend = memoryBackend();
  const s = new Store(backend, assert.fail, legacy());
  await s.reset({ ...blank('{"g":1}', 'g.json'), saved: true });
  await s.adjudicated('FRANCE:\n', { x: 1 }, 3);
  await s.advance(blank('{"g":2}', 'after'));
  await s.adjudicated('ITALY:\n', { x: 2 }, 4);
  await s.readdressed('{"g":2,"a":1}');
  assert.equal(s.state.game, '{"g":2,"a":1}');
  assert.equal(s.state.saved, false);
  assert.equal(s.state.readdressed, true);
  assert.equal(s.state.text, 'ITALY:\n');
  assert.equal(s.state.result.stale, true);
  assert.equal(s.state.result.answer.x, 2);
  assert.equal(s.past.length, 1);
  const r = new Store(backend, assert.fail, legacy());
  assert.equal(await r.restore(), true);
  assert.deepEqual(r.state, s.state);
  await s.readdressed('{"g":2,"a":2}');
  assert.equal(s.state.result.stale, true);
  const fresh = new Store(memoryBackend(), assert.fail, legacy());
  await fresh.reset(blank('{"g":1}'));
  await fresh.readdressed('{"g":1,"a":1}');
  assert.equal(fresh.state.result, null);
});

// Issue 35: an address corrected after adjudicating reaches the next game
// file the GM downloads (and the drafts made from it), and the results,
// which hold no address, stay fresh; a deadline moved for this phase or
// set for the next one likewise. The changed next file is to be
// downloaded again; the other files stay ticked.
test('the mail book changed after adjudicating: the next game file is replaced, the results stay fresh', async () => {
  const backend = memoryBackend();
  const s = new Store(backend, assert.fail, legacy());
  await s.reset({ ...blank('{"g":1}', 'g.json'), saved: true });
  const answer = { x: 1, files: [{ name: 'g-S1901M-results.txt', kind: 'results', text: 'R' }, { name: 'g-F1901M-gm-game.json', kind: 'game', text: '{"g":2}' }] };
  await s.adjudicated('FRANCE:\n', answer, 3);
  await s.downloaded(['g-S1901M-results.txt', 'g-F1901M-gm-game.json']);
  await s.readdressed('{"g":1,"a":1}', '{"g":2,"a":1}');
  assert.equal(s.state.game, '{"g":1,"a":1}');
  assert.equal(s.state.saved, false);
  assert.equal(s.state.result.stale, undefined, 'the results hold no address: still fresh');
  assert.equal(s.state.result.answer.files[1].text, '{"g":2,"a":1}');
  assert.equal(s.state.result.answer.files[0].text, 'R');
  assert.equal(s.state.result.answer.x, 1);
  assert.deepEqual(s.state.downloaded, ['g-S1901M-results.txt'], 'the changed next file is to be downloaded again');
  assert.equal(answer.files[1].text, '{"g":2}', 'the engine\'s answer kept is never changed in place');
  const r = new Store(backend, assert.fail, legacy());
  await r.restore();
  assert.equal(r.state.result.answer.files[1].text, '{"g":2,"a":1}', 'kept over a reload');

  await s.nextRedated('{"g":2,"a":1,"d":1}');
  assert.equal(s.state.result.answer.files[1].text, '{"g":2,"a":1,"d":1}');
  assert.equal(s.state.result.stale, undefined);
  await s.redated('{"g":1,"a":1,"d":0}');
  assert.equal(s.state.game, '{"g":1,"a":1,"d":0}');
  assert.equal(s.state.result.answer.files[1].text, '{"g":2,"a":1,"d":1}', 'this phase\'s deadline is not the next one\'s');
  assert.equal(s.state.result.stale, undefined);
  assert.equal(s.state.readdressed, true, 'the game file changed here is offered for download');

  const none = new Store(memoryBackend(), assert.fail, legacy());
  await none.reset(blank('{"g":1}'));
  assert.equal(await none.nextRedated('{"g":2}'), false);
  assert.equal(none.state.result, null);
});
