// The GM page's state and its storage, nothing else (no page, no engine).
// What survives a reload is the whole game as played in this browser: the
// game file, the pasted text, where the game came from, the last
// adjudication (kept, marked stale, when the text changes after it), which
// of its files were downloaded and which powers were sent theirs, and every
// earlier phase as it stood before Continue (its game file, text and
// adjudication answer, byte for byte): Undo and the timeline read them.
//
// It lives in IndexedDB (a long game's earlier files do not fit in
// localStorage's few MB); what an older version of the page kept in
// localStorage is moved over on the first visit. Tested under Node
// (gm-store.test.js) on an in-memory backend.

export const KEY = 'payola-gm/1'; // the localStorage entry of older versions

// A backend keeps values by string key: get, put, del and list(prefix) (the
// values under keys starting with prefix, in key order), all async.

// memoryBackend is a backend in memory (tests), refusing values whose
// JSON is longer than limit characters as a full storage would.
export function memoryBackend(limit = Infinity) {
  const items = new Map();
  return {
    items,
    async get(key) { return items.has(key) ? structuredClone(items.get(key)) : undefined; },
    async put(key, value) {
      if (JSON.stringify(value).length > limit) throw new Error('quota exceeded');
      items.set(key, structuredClone(value));
    },
    async del(key) { items.delete(key); },
    async list(prefix) {
      return [...items.keys()].filter((k) => k.startsWith(prefix)).sort().map((k) => structuredClone(items.get(k)));
    },
  };
}

// idbBackend opens the page's IndexedDB database (one object store of
// values by key).
export function idbBackend(idb, name = 'payola-gm') {
  const opened = new Promise((resolve, reject) => {
    const req = idb.open(name, 1);
    req.onupgradeneeded = () => req.result.createObjectStore('kv');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error || new Error('the browser refused its database'));
    req.onblocked = () => reject(new Error('another tab holds an older version of the database open'));
  });
  const run = (mode, fn) => opened.then((db) => new Promise((resolve, reject) => {
    const tx = db.transaction('kv', mode);
    const req = fn(tx.objectStore('kv'));
    // Committed at once, not when the page's task ends: a write made as
    // the page goes away (pagehide) is kept.
    if (mode === 'readwrite' && tx.commit) tx.commit();
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error || req.error);
    tx.onabort = () => reject(tx.error || new Error('the write was aborted (storage full?)'));
  }));
  return {
    get: (key) => run('readonly', (s) => s.get(key)),
    put: (key, value) => run('readwrite', (s) => s.put(value, key)),
    del: (key) => run('readwrite', (s) => s.delete(key)),
    list: (prefix) => run('readonly', (s) => s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
  };
}

// pastKey names the i-th earlier phase (zero-padded: keys sort in order).
const pastKey = (i) => `past/${String(i).padStart(6, '0')}`;

// blank is a phase with nothing done yet.
export function blank(game = '', source = '') {
  return { game, source, text: '', result: null, downloaded: [], sent: [] };
}

export class Store {
  // backend keeps the values (idbBackend in the page); warn hears, in words
  // for the GM, what could not be kept; legacy is the localStorage of older
  // versions (or a stand-in), read once and then emptied.
  constructor(backend, warn, legacy) {
    this.backend = backend;
    this.warn = warn;
    this.legacy = legacy;
    this.state = blank();
    this.past = []; // earlier phases, oldest first, each as this.state was before Continue
  }

  async guard(what, fn) {
    try {
      await fn();
      return true;
    } catch (e) {
      this.warn(`This browser did not keep ${what} (${e.message}); download the game file to be safe.`);
      return false;
    }
  }

  // restore reads what the last visit kept into state and past, and says
  // whether there was anything (else the page starts the demo).
  async restore() {
    let cur;
    try {
      cur = await this.backend.get('current');
      if (cur === undefined) cur = await this.migrate();
      if (!cur || typeof cur.game !== 'string') return false;
      const text = await this.backend.get('text');
      this.state = { ...blank(), ...cur, text: typeof text === 'string' ? text : cur.text || '' };
      this.past = (await this.backend.list('past/')).filter((p) => p && typeof p.game === 'string');
      return true;
    } catch (e) {
      this.warn(`What this browser kept of your game could not be read (${e.message}).`);
      return false;
    }
  }

  // migrate moves an older version's localStorage entry over, once.
  async migrate() {
    let old = null;
    try {
      old = JSON.parse((this.legacy && this.legacy.getItem(KEY)) || 'null');
    } catch (e) {
      return null; // damaged: forgotten
    }
    if (!old || typeof old.game !== 'string') return null;
    const cur = { ...blank(old.game, old.source || ''), result: old.result || null };
    await this.backend.put('current', { ...cur, text: undefined });
    await this.backend.put('text', old.text || '');
    try { this.legacy.removeItem(KEY); } catch (e) { /* kept there too: harmless */ }
    return { ...cur, text: old.text || '' };
  }

  // saveText keeps the text alone (each pause in typing).
  saveText() {
    return this.guard('your text', () => this.backend.put('text', this.state.text));
  }

  // save keeps the current phase: game, source, results, what was sent.
  save() {
    const { text, ...cur } = this.state;
    return this.guard('the game and its results', async () => {
      await this.backend.put('current', cur);
      await this.backend.put('text', text);
    });
  }

  // advance files the current phase among the earlier ones and starts
  // next (a blank phase of the next game file).
  async advance(next) {
    const i = this.past.length;
    const done = this.state;
    this.past.push(done);
    this.state = next;
    const kept = await this.guard('the phase just adjudicated (for Undo and the timeline)', () => this.backend.put(pastKey(i), done));
    return (await this.save()) && kept;
  }

  // back takes the last earlier phase back as the current one (Undo).
  async back() {
    if (!this.past.length) return false;
    this.state = this.past.pop();
    await this.guard('the Undo', () => this.backend.del(pastKey(this.past.length)));
    await this.save();
    return true;
  }

  // reset starts over with state (another game): the earlier phases go.
  async reset(state) {
    this.past = [];
    this.state = state;
    await this.guard('the new game', async () => {
      const n = (await this.backend.list('past/')).length; // kept contiguous: pushed and popped at the end
      for (let i = 0; i < n; i++) await this.backend.del(pastKey(i));
    });
    await this.save();
  }

  // keepPast saves an earlier phase again (its checklist of what was sent).
  keepPast(i) {
    return this.guard('the checklist', () => this.backend.put(pastKey(i), this.past[i]));
  }
}
