// The GM page's state and its storage, nothing else (no page, no engine).
// The state is frozen: it changes only through the store's verbs (below),
// each of which makes a new state, so that no view or handler can change
// what is kept behind the store's back.
//
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

// frozen is a phase as the store holds it: frozen, with its lists and its
// adjudication (not the engine's answer inside, which no one changes).
function frozen(phase) {
  return Object.freeze({
    ...phase,
    downloaded: Object.freeze([...(phase.downloaded || [])]),
    sent: Object.freeze([...(phase.sent || [])]),
    result: phase.result ? Object.freeze({ ...phase.result }) : null,
  });
}

// nextFile is the change to a phase that puts next in place of its
// results' next game file, which then counts as not downloaded; nothing
// without results or without next.
function nextFile(phase, next) {
  const r = phase.result;
  if (!r || !next) return {};
  const old = r.answer.files.find((f) => f.kind === 'game');
  if (!old || old.text === next) return {};
  const files = r.answer.files.map((f) => (f === old ? { ...f, text: next } : f));
  return {
    result: { ...r, answer: { ...r.answer, files } },
    downloaded: phase.downloaded.filter((name) => name !== old.name),
  };
}

// CURRENT, REBUILT: which phase's results are open (page.viewing), beside
// the index of an earlier phase.
export const CURRENT = -1;
export const REBUILT = -2;

// seen is what the page shows of the game, kept for the session only (not
// saved): the engine's summary and words of the current game file, the
// check of the text (checked: of the text as it is now; problems: how many
// it found), the board drawn (phase: '' = as it stands, else a history
// phase code; power: Tin Cup, '' = the GM's board, else the power whose
// view is drawn), and the phase whose results are open (viewing: CURRENT,
// REBUILT or an earlier phase's index; rebuilt: the phase of the history
// made again by the timeline call).
function seen(fields) {
  return Object.freeze({
    summary: null, words: null, problems: 0, checked: false,
    phase: '', power: '', viewing: CURRENT, rebuilt: null, ...fields,
  });
}

export class Store {
  // backend keeps the values (idbBackend in the page); warn hears, in words
  // for the GM, what could not be kept; legacy is the localStorage of older
  // versions (or a stand-in), read once and then emptied.
  constructor(backend, warn, legacy) {
    this.backend = backend;
    this.warn = warn;
    this.legacy = legacy;
    this.state = frozen(blank());
    this.past = Object.freeze([]); // earlier phases, oldest first, each as this.state was before Continue
    this.page = seen({});
  }

  // set replaces the current phase by a copy with fields changed.
  set(fields) {
    this.state = frozen({ ...this.state, ...fields });
  }

  // show changes what the page shows (not saved).
  show(fields) {
    this.page = seen({ ...this.page, ...fields });
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
      this.state = frozen({ ...blank(), ...cur, text: typeof text === 'string' ? text : cur.text || '' });
      this.past = (await this.backend.list('past/')).filter((p) => p && typeof p.game === 'string').map(frozen);
      Object.freeze(this.past);
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

  // keepText takes the text as typed and keeps it alone (each pause in
  // typing, and as the page goes away).
  keepText(text) {
    this.set({ text });
    return this.guard('your text', () => this.backend.put('text', this.state.text));
  }

  // edited takes the text as typed after an adjudication of an earlier
  // text: the results stay, marked stale. It answers whether they were
  // fresh until now.
  edited(text) {
    const r = this.state.result;
    if (!r || r.stale) return false;
    this.set({ text, result: { ...r, stale: true } });
    this.save();
    return true;
  }

  // adjudicated keeps an adjudication of text: nothing of it downloaded or
  // sent yet.
  adjudicated(text, answer, ms) {
    this.set({ text, result: { answer, ms }, downloaded: [], sent: [] });
    return this.save();
  }

  // savedOutside says the current game file was downloaded (a new game's).
  savedOutside() {
    this.set({ saved: true });
    return this.save();
  }

  // readdressed takes the current phase's game file with its players' mail
  // addresses changed (the addresses call): not downloaded yet. next is
  // the results' next game file changed the same way, when the phase has
  // results: it replaces theirs (not downloaded yet), and the results stay
  // as fresh as they were, since no file a player receives holds an
  // address (the seal leaves them out). Results without a next given are
  // stale (their next game file has the old addresses).
  readdressed(game, next) {
    const r = this.state.result;
    this.set({ game, saved: false, readdressed: true, ...nextFile(this.state, next) });
    if (r && !next) this.set({ result: { ...r, stale: true } });
    return this.save();
  }

  // redated takes the current phase's game file with its deadline changed
  // (the deadline call): not downloaded yet, as readdressed; its results,
  // if any, are as they were (the next phase's deadline is the next file's).
  redated(game) {
    this.set({ game, saved: false, readdressed: true });
    return this.save();
  }

  // nextRedated takes the results' next game file with the next phase's
  // deadline changed after adjudicating: not downloaded yet; the results
  // are as fresh as they were.
  nextRedated(next) {
    if (!this.state.result) return Promise.resolve(false);
    this.set(nextFile(this.state, next));
    return this.save();
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
    this.past = Object.freeze([...this.past, done]);
    this.state = frozen(next);
    const kept = await this.guard('the phase just adjudicated (for Undo and the timeline)', () => this.backend.put(pastKey(i), done));
    return (await this.save()) && kept;
  }

  // back takes the last earlier phase back as the current one (Undo).
  async back() {
    if (!this.past.length) return false;
    this.state = this.past[this.past.length - 1];
    this.past = Object.freeze(this.past.slice(0, -1));
    await this.guard('the Undo', () => this.backend.del(pastKey(this.past.length)));
    await this.save();
    return true;
  }

  // reset starts over with state (another game): the earlier phases go.
  async reset(state) {
    this.past = Object.freeze([]);
    this.state = frozen(state);
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

  // opened shows a game file read (the engine's summary and words): its
  // board as it stands, drawn for the GM, and its current results.
  opened(summary, words) {
    this.show({ summary, words, phase: '', power: '', viewing: CURRENT, rebuilt: null });
  }

  // checking: the text shown is not checked yet. checkedText: it is, with
  // problems found. refused: the adjudication found at least problems.
  checking() { this.show({ checked: false }); }
  checkedText(problems) { this.show({ checked: true, problems }); }
  refused(problems) { this.show({ problems: Math.max(this.page.problems, problems) }); }

  // board draws phase ('' = now) for power ('' = the GM).
  board(phase, power) { this.show({ phase, power }); }

  // viewCurrent, viewPast, viewRebuilt open the results of the current
  // phase, of the i-th earlier one, or of a phase of the history made again
  // (code: its phase code; answer and ms: the engine's answer and its time).
  viewCurrent() { this.show({ viewing: CURRENT, rebuilt: null }); }
  viewPast(i) { this.show({ viewing: i, rebuilt: null }); }
  viewRebuilt(code, answer, ms) {
    this.show({ viewing: REBUILT, rebuilt: frozen({ code, game: '', text: '', result: { answer, ms }, downloaded: [], sent: [] }) });
  }

  // shownPhase is the phase whose results are open: its downloads and
  // checklist are kept with it.
  shownPhase() {
    const v = this.page.viewing;
    return v >= 0 ? this.past[v] : v === REBUILT ? this.page.rebuilt : this.state;
  }

  // downloaded and sent tick files downloaded and a power's files sent on
  // the phase whose results are open, and keep it (a phase rebuilt from
  // the history only for the session).
  downloaded(names) {
    const p = this.shownPhase();
    return this.changeShown({ downloaded: [...new Set([...p.downloaded, ...names])] });
  }

  sent(power, yes) {
    const p = this.shownPhase();
    return this.changeShown({ sent: yes ? [...new Set([...p.sent, power])] : p.sent.filter((x) => x !== power) });
  }

  changeShown(fields) {
    const v = this.page.viewing;
    if (v >= 0) {
      this.past = Object.freeze(this.past.map((p, i) => (i === v ? frozen({ ...p, ...fields }) : p)));
      return this.keepPast(v);
    }
    if (v === REBUILT) {
      this.show({ rebuilt: frozen({ ...this.page.rebuilt, ...fields }) });
      return Promise.resolve(true);
    }
    this.set(fields);
    return this.save();
  }
}
