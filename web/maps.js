// The maps beyond the standard one. The engine knows only the standard
// map, so that the first visit stays light; a game on another map needs
// that map's data (engine/maps/NAME.json) and its drawing (engine/maps/drawings:
// a placement file and the picture it names, or a drawing of outlines,
// which names none), which scripts/build
// copies to the site's maps/ folder. They are fetched when a game uses the
// map, and the service worker keeps them for offline use from then on.
//
// loadMap(name) gives the texts the engine's requests carry for a game on
// that map: { map, drawing, picture } (picture '' for outlines), or null
// for the standard map. A
// map's files are fetched once per page.

const base = new URL('../maps/', import.meta.url);
const loaded = new Map();

// isStandard is whether a game file's map field names the map the engine
// carries itself.
export function isStandard(name) {
  return !name || String(name).toLowerCase() === 'standard';
}

// Offline is a fetch that never got an answer (the browser's "Failed to
// fetch", a TypeError), as against an answer that says no (a 404).
class Offline extends Error {}

async function text(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw new Offline(e.message);
  }
  if (!response.ok) throw new Error(`could not load ${url.pathname.split('/').pop()} (${response.status})`);
  return response.text();
}

async function fetchMap(key) {
  const drawingURL = new URL(`drawings/${key}.geo.json`, base);
  // Both are fetched at once; a failure is told in that order (the map's
  // first), whichever answer comes back first.
  const settled = await Promise.allSettled([text(new URL(`${key}.json`, base)), text(drawingURL)]);
  const [map, drawing] = settled.map((r) => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  });
  const named = JSON.parse(drawing).picture;
  const picture = named ? await text(new URL(`drawings/${named}`, base)) : '';
  return { map, drawing, picture };
}

export function loadMap(name) {
  if (isStandard(name)) return Promise.resolve(null);
  const key = String(name).toLowerCase();
  if (!/^[a-z0-9-]+$/.test(key)) return Promise.reject(new Error(`there is no map called "${name}"`));
  if (!loaded.has(key)) {
    const pending = fetchMap(key).catch((err) => {
      loaded.delete(key); // a failed load (offline, never kept) is tried again next time
      if (err instanceof Offline) {
        // Said plainly (issue 28): the browser's own words ("Failed to
        // fetch") tell a GM nothing.
        throw new Error(`the ${name} map's files could not be downloaded: you seem to be offline, and this map was never opened here (a map opened once is kept for offline use); it will work once you are online`);
      }
      throw new Error(`the ${name} map: ${err.message}`);
    });
    loaded.set(key, pending);
  }
  return loaded.get(key);
}

// mapOfGame is the map field of a game file's text ("standard" when the
// text does not parse or names none).
export function mapOfGame(gameText) {
  try {
    const m = JSON.parse(gameText).map;
    return typeof m === 'string' && m !== '' ? m : 'standard';
  } catch {
    return 'standard';
  }
}

// mapOfArchive is the map of a game's archive (payola-archive/1, issue 34):
// its first phase's game file's map field ("standard" when the text does
// not parse or names none; the engine's verify then says what is wrong).
export function mapOfArchive(archiveText) {
  try {
    const phases = JSON.parse(archiveText).phases;
    const m = Array.isArray(phases) && phases[0] && phases[0].game ? phases[0].game.map : undefined;
    return typeof m === 'string' && m !== '' ? m : 'standard';
  } catch {
    return 'standard';
  }
}
