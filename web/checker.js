// The players' checker: one sheet, checked as the GM's engine will read it,
// with or without the public position file the GM sends after each phase
// (or a game file); every line's problem or meaning. This controller wires
// the store (checker-store.js: what the player typed, kept in this
// browser, and the file checked against, each changed only through the
// store's verbs), the engine (engine.js, in a worker), the view of the
// panels (checker-view.js), the sheet's editor, the map of its offers and
// the rehearsal (What if).
import { call, Latest, Superseded } from './engine.js';
import { showAlert, readFile, debounce, $ } from './ui.js';
import { SheetEditor } from './editor.js';
import { OfferMap } from './offermap.js';
import { WhatIf } from './whatif.js';
import { CheckerStore } from './checker-store.js';
import { checkerView } from './checker-view.js';
import { startPage, pageReady, afterTyping } from './startup.js';
import { sealPanel } from './seal.js';

let store = null;
let view = null;
let editor = null;
let offerMap = null;
let whatIf = null;
const checks = new Latest('checkSheet');
const costs = new Latest('cost');

// The storage kept for the next visit, reached only when used (a browser
// that blocks it throws then, inside the store's own try).
const storage = {
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => localStorage.setItem(key, value),
};

// showChoice shows the powers, the power chosen and the balance, and
// gives the rehearsal the others' powers.
function showChoice() {
  view.renderChoice(store.state);
  whatIf.setPowers(store.state.powers, store.state.power);
}

async function check() {
  store.typed(editor.value);
  store.keep();
  let sc;
  const doc = editor.snapshot();
  const { power, sheet: text } = store.state;
  offerMap.draw(text, power);
  showCost();
  try {
    // With the balance typed or read from the report, the engine checks
    // the sheet as the GM's page will (a transfer above it is refused).
    const request = store.request();
    const balance = store.balance();
    if (balance !== null) request.balance = balance;
    sc = await checks.run(request);
  } catch (e) {
    if (e instanceof Superseded) return;
    showAlert(e.message);
    return;
  }
  showAlert('');
  sc.diagnostics = sc.diagnostics || [];
  editor.setDiagnostics(doc, sc.diagnostics);
  view.renderCheck(sc, text);
}

// showCost asks the engine what the sheet can cost with the balance typed
// (rules 5.5, 5.6) and says it in its words.
async function showCost() {
  const balance = store.balance();
  if (balance === null) return;
  try {
    view.renderCost(await costs.run({ ...store.request(), balance }));
  } catch (e) {
    if (e instanceof Superseded) return;
    view.costFailed(e.message);
  }
}

// loadNames gives the editor the names to complete: the board's units
// when a file is loaded, the map's places, the order words.
async function loadNames() {
  const { game } = store.state;
  let names = { provinces: [], units: [], words: [], powers: [] };
  try {
    names = await call('names', { game });
  } catch (e) {
    // Completion waits for a file the engine can read.
  }
  editor.setNames(names);
  offerMap.setGame(game, names.units);
  offerMap.draw(editor.value, store.state.power);
}

function showAgainst() {
  loadNames();
  loadExample();
  view.renderAgainst(store.state);
  view.renderExamples(store.state);
}

// loadExample asks the engine for an example sheet in the checked file's
// own names (its powers, units and places: the page's own examples are
// the standard map's); the engine gives one for a movement phase only.
async function loadExample() {
  const { game } = store.state;
  if (!game) return;
  try {
    const w = await call('words', { game });
    store.exampleRead(game, w.example.lines || []); // none outside movement
  } catch (e) {
    return; // the page's own examples stay
  }
  view.renderExamples(store.state);
}

// positionPowers is the powers a public position file names (none: the
// store offers the standard ones).
function positionPowers(text) {
  try {
    return JSON.parse(text).powers.map((p) => p.name).filter((n) => typeof n === 'string');
  } catch {
    return [];
  }
}

// openGame takes the public position file (payola-position/1) or, as well,
// a full game file; the engine says what is wrong with anything else.
async function openGame(file) {
  let text;
  try {
    text = await readFile(file);
    // The engine reads it as checkSheet will; a file it cannot use is
    // refused here, with the engine's words.
    await call('checkSheet', { game: text, text: '' });
  } catch (e) {
    showAlert(`${file.name} cannot be used: ${e.message}`);
    return;
  }
  try {
    // A full game file sums up with its name, phase, powers and rules.
    const summary = await call('load', { game: text });
    store.opened(text, `${file.name} (${summary.name}, ${summary.phaseLong})`, summary.rules, summary.powers.map((p) => p.name));
  } catch (e) {
    // A position file holds no rules; its powers are its map's.
    store.opened(text, file.name, [], positionPowers(text));
  }
  showChoice();
  showAgainst();
  check();
}

// openReport fills the balance from the player's last private report:
// the engine reads the balance it wrote (reportBalance), the page never
// parses the report's words.
async function openReport(file) {
  let stated;
  try {
    stated = await call('reportBalance', { text: await readFile(file) });
  } catch (e) {
    view.reportFailed(`${file.name} cannot be used: ${e.message}`);
    return;
  }
  const chosen = store.reportRead(stated.balance, stated.power, stated.accept);
  showChoice(); // the power the report names, when none was chosen, is not among the others guessed
  // The acceptance list beside the balance: the what-if breaks ties by it.
  const accept = store.state.accept;
  view.reportRead(`${stated.balance} AgP, read from ${stated.power}'s report${stated.phase ? ` of ${stated.phase}` : ''} (${file.name}): the balance after that phase`
    + (accept ? `; its acceptance list in force, ${accept}, is the one What if breaks ties by` : '; it states no acceptance list: What if uses the board\'s')
    + (chosen && chosen !== stated.power ? `: note that your power is set to ${chosen}` : ''));
  store.keep();
  check();
}

function wire() {
  const balanceChecked = debounce(() => { store.keep(); check(); }, 150);
  view.bind({
    balance: (typed) => {
      store.balanceTyped(typed);
      balanceChecked();
    },
    power: (power) => {
      store.choose(power);
      showChoice();
      check();
    },
    openGame,
    openReport,
    forget: () => {
      store.forgot();
      showChoice();
      showAgainst();
      check();
    },
    jump: (line, col) => editor.jump(line, col),
  });
}

async function main() {
  store = new CheckerStore(storage);
  view = checkerView();
  // The check waits for typing to pause.
  editor = new SheetEditor($('sheet'), { label: 'Your offer sheet', onChange: afterTyping(check, () => editor.lines), describedBy: [$('totals')] });
  offerMap = new OfferMap(editor);
  // What if rehearses the sheet as it stands, typed a moment ago or not.
  whatIf = new WhatIf(() => ({ ...store.request(), text: editor.value, balance: store.state.balance.trim(), accept: store.acceptance() }));
  const started = await startPage({
    busy: view.showBusy,
    first: async () => {
      const demo = await call('load', { game: (await call('demo')).game });
      store.started(demo.powers.map((p) => p.name));
      showChoice();
    },
  });
  if (!started) return;
  store.restore();
  editor.value = store.state.sheet;
  showChoice();
  wire();
  sealPanel();
  showAgainst();
  await check();
  pageReady();
}

main().catch((e) => showAlert(`Something went wrong in the page: ${e.message}. Reload it; your sheet is kept.`));
