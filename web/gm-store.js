// The GM page's state and its storage, nothing else (no page, no engine):
// what survives a reload is the game file, the pasted text, where the game
// came from and the last adjudication (until the text or the game
// changes). Tested under Node (gm-store.test.js).

export const KEY = 'payola-gm/1';

export class Store {
  // storage is the browser's localStorage (or a stand-in); warn hears, in
  // words for the GM, what could not be kept.
  constructor(storage, warn) {
    this.storage = storage;
    this.warn = warn;
    this.state = { game: '', text: '', source: '', result: null };
  }

  save() {
    try {
      this.storage.setItem(KEY, JSON.stringify(this.state));
    } catch (e) {
      // Most likely the results are too big for this browser's storage:
      // keep the game and the text at least.
      try {
        this.storage.setItem(KEY, JSON.stringify({ ...this.state, result: null }));
        this.warn('This browser could not keep the results for a reload (too large); the game and the text are kept. Download what you need.');
      } catch (e2) {
        this.warn(`This browser did not keep your work (${e2.message}); download the game file to be safe.`);
      }
    }
  }

  // restore is what the last visit kept, or null (nothing, or a damaged
  // entry, which is forgotten: the demo takes its place).
  restore() {
    try {
      const saved = JSON.parse(this.storage.getItem(KEY) || 'null');
      if (saved && typeof saved.game === 'string') return saved;
    } catch (e) {
      // damaged
    }
    return null;
  }
}
