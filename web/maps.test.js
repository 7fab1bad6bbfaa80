// Run with: node --test web/ (scripts/test does).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { loadMap, mapOfGame, mapOfArchive, isStandard } from './maps.js';

// Issue 20: a map beyond the standard one is loaded from the site's maps/
// folder (scripts/build copies engine/maps there), its data, its drawing
// and the picture the drawing names, once per page; the standard map needs
// nothing.
const site = new URL('../engine/maps/', import.meta.url);
let fetched = [];
globalThis.fetch = async (url) => {
  const path = url.pathname.slice(url.pathname.indexOf('/maps/') + '/maps/'.length);
  fetched.push(path);
  // The map's own file answers last, as a slow line may make it: which
  // failure is told must not depend on it.
  if (path.endsWith('.json') && !path.startsWith('drawings/')) await new Promise((r) => setTimeout(r, 5));
  try {
    return new Response(await readFile(new URL(path, site)), { status: 200 });
  } catch {
    return new Response('', { status: 404 });
  }
};

test('the standard map needs no files', async () => {
  fetched = [];
  assert.equal(await loadMap('Standard'), null);
  assert.equal(isStandard(''), true);
  assert.deepEqual(fetched, []);
});

test('a map, its drawing and its picture, fetched once', async () => {
  fetched = [];
  // 1900 is drawn on DPjudge's picture (loeb9 is now drawn from jDip's
  // outlines, as ancmed below).
  const m = await loadMap('1900');
  assert.equal(JSON.parse(m.map).id, '1900');
  assert.equal(JSON.parse(m.drawing).picture, '1900.svg');
  assert.match(m.picture, /^<svg /);
  await loadMap('1900');
  assert.deepEqual(fetched.sort(), ['1900.json', 'drawings/1900.geo.json', 'drawings/1900.svg']);
});

test('maps sharing a picture fetch the picture the drawing names', async () => {
  const m = await loadMap('void');
  assert.equal(JSON.parse(m.drawing).picture, 'void.svg');
  const f = await loadMap('fleetrome');
  assert.match(f.picture, /^<svg /);
});

test('a drawing of outlines names no picture, and none is fetched', async () => {
  fetched = [];
  const m = await loadMap('ancmed');
  assert.equal(JSON.parse(m.drawing).picture, undefined);
  assert.ok(JSON.parse(m.drawing).provinces.CIR.d);
  assert.equal(m.picture, '');
  assert.deepEqual(fetched.sort(), ['ancmed.json', 'drawings/ancmed.geo.json']);
});

test('an unknown map is refused, and tried again next time', async () => {
  await assert.rejects(loadMap('atlantis'), /the atlantis map: could not load atlantis.json \(404\)/);
  fetched = [];
  await assert.rejects(loadMap('atlantis'));
  assert.ok(fetched.includes('atlantis.json'));
  await assert.rejects(loadMap('../secret'), /there is no map called/);
});

test('offline, a map never opened says so plainly, and is tried again online', async () => {
  const online = globalThis.fetch;
  globalThis.fetch = async () => { throw new TypeError('Failed to fetch'); };
  try {
    await assert.rejects(loadMap('fiveman'), (e) => /^the fiveman map's files could not be downloaded: you seem to be offline.*once you are online$/.test(e.message) && !e.message.includes('Failed to fetch'));
  } finally {
    globalThis.fetch = online;
  }
  assert.equal(JSON.parse((await loadMap('fiveman')).map).id, 'fiveman');
});

test("a game file's map field", () => {
  assert.equal(mapOfGame('{"map":"youngstown"}'), 'youngstown');
  assert.equal(mapOfGame('{"name":"x"}'), 'standard');
  assert.equal(mapOfGame('not json'), 'standard');
});

test("an archive's map: its first phase's game file's", () => {
  assert.equal(mapOfArchive('{"format":"payola-archive/1","phases":[{"phase":"S1M","game":{"map":"ancmed"}},{"game":{"map":"x"}}]}'), 'ancmed');
  assert.equal(mapOfArchive('{"format":"payola-archive/1","phases":[{"phase":"S1901M","game":{"name":"x"}}]}'), 'standard');
  assert.equal(mapOfArchive('{"phases":[]}'), 'standard');
  assert.equal(mapOfArchive('{"phases":[null]}'), 'standard');
  assert.equal(mapOfArchive('not json'), 'standard');
});
