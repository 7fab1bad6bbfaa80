// The checker's state and its storage, nothing else (no page, no engine):
// the sheet, the power and the balance the player typed (kept in this
// browser for the next visit), and for this visit only the position or
// game file checked against (game, label, rules: its variant in words),
// the powers offered (the file's, else the standard map's) and the
// acceptance list a loaded report states (accept, of the report's power
// acceptOf: the what-if breaks ties by it, rules 4.2, 4.3), and the
// example sheet in the file's own names (example, the engine's, for the
// hint above the sheet: none without a file). The state is
// frozen: it changes only through the verbs below, each of which makes a
// new state. Tested under Node (checker-store.test.js).

export const KEY = 'payola-checker/1';

function frozen(state) {
  return Object.freeze({ ...state, rules: Object.freeze([...state.rules]), powers: Object.freeze([...state.powers]), standard: Object.freeze([...state.standard]), example: Object.freeze([...state.example]) });
}

export class CheckerStore {
  // storage keeps the player's typing (localStorage in the page, or a
  // stand-in with getItem and setItem).
  constructor(storage) {
    this.storage = storage;
    this.state = frozen({ sheet: '', power: '', balance: '', game: '', label: '', rules: [], powers: [], standard: [], accept: '', acceptOf: '', example: [] });
  }

  set(fields) {
    this.state = frozen({ ...this.state, ...fields });
  }

  // keep saves what the player typed; a browser that refuses loses it,
  // and the page still works.
  keep() {
    const { sheet, power, balance } = this.state;
    try {
      this.storage.setItem(KEY, JSON.stringify({ sheet, power, balance }));
    } catch (e) {
      // Not kept.
    }
  }

  // restore reads what the last visit kept (a damaged entry is forgotten);
  // a power the powers offered do not hold is not said.
  restore() {
    let saved = {};
    try {
      saved = JSON.parse(this.storage.getItem(KEY) || 'null') || {};
    } catch (e) {
      saved = {};
    }
    const text = (v) => (typeof v === 'string' ? v : '');
    this.set({ sheet: text(saved.sheet), balance: text(saved.balance) });
    this.choose(text(saved.power));
  }

  // offer lists powers to choose from, keeping the power chosen if it is
  // among them.
  offer(powers) {
    this.set({ powers, power: powers.includes(this.state.power) ? this.state.power : '' });
  }

  // started: the standard map's powers, offered until a file is opened.
  started(standard) {
    this.set({ standard });
    this.offer(standard);
  }

  typed(sheet) { this.set({ sheet }); }

  choose(power) { this.set({ power: power && this.state.powers.includes(power) ? power : '' }); }

  balanceTyped(balance) { this.set({ balance }); }

  // opened checks against a file from now on; powers are its own (none
  // said: the standard map's).
  opened(game, label, rules, powers) {
    this.set({ game, label, rules, example: [] });
    this.offer(powers.length ? powers : this.state.standard);
  }

  // forgot checks against no file: syntax and the standard map only.
  forgot() {
    this.set({ game: '', label: '', rules: [], example: [] });
    this.offer(this.state.standard);
  }

  // exampleRead takes the example sheet of the file checked against, in
  // its own names (none: the page's own, on the standard map), for the
  // file it was asked for only (a file opened since keeps its own).
  exampleRead(game, lines) {
    if (game === this.state.game) this.set({ example: lines });
  }

  // reportRead takes the balance a report states, the acceptance list it
  // states ("" for none: the board's stands), and its power when none was
  // chosen; it answers the power chosen before.
  reportRead(balance, power, accept) {
    const chosen = this.state.power;
    this.set({ balance: String(balance), accept: accept || '', acceptOf: accept ? power : '' });
    if (!chosen) this.choose(power);
    return chosen;
  }

  // request is what the engine's calls on the sheet take.
  request() {
    const { game, power, sheet } = this.state;
    return { game, power, text: sheet };
  }

  // acceptance is the acceptance list the what-if sends: the loaded
  // report's while its power is the one chosen (another power's list is
  // not this power's), else "" (the board's).
  acceptance() {
    const { accept, acceptOf, power } = this.state;
    return accept && acceptOf === power ? accept : '';
  }

  // balance is the balance typed, as a number, or null when none is.
  balance() {
    const typed = this.state.balance.trim();
    return /^\d+$/.test(typed) ? Number(typed) : null;
  }
}
