// The players' checker: one sheet, checked as the GM's engine will read it,
// with or without the public position file the GM sends after each phase
// (or a game file); every line's problem or meaning.
import { call, Latest, Superseded } from './engine.js';
import { $, el, clear, showAlert, readFile, debounce } from './ui.js';
import { startPage, pageReady, afterTyping } from './startup.js';
import { SheetEditor } from './editor.js';
import { OfferMap } from './offermap.js';
import { WhatIf } from './whatif.js';
import { utf16Index } from './text.js';

const STORE = 'payola-checker/1';
const SHOWN = 200; // lines explained at most in the line-by-line list
let editor = null;
let offerMap = null;
let whatIf = null;
let game = ''; // the position or game file, kept for this visit only
let gameLabel = '';
let gameRules = []; // the game's variant in words (rule 6), when the file says
let standardPowers = [];
const checks = new Latest('checkSheet');
const costs = new Latest('cost');

function persist() {
  try {
    localStorage.setItem(STORE, JSON.stringify({ sheet: editor.value, power: $('power').value, balance: $('balance').value }));
  } catch (e) {
    // Not kept: the page still works.
  }
}

function restore() {
  try {
    return JSON.parse(localStorage.getItem(STORE) || 'null') || {};
  } catch (e) {
    return {};
  }
}

function fillPowers(powers) {
  const select = $('power');
  const chosen = select.value;
  select.replaceChildren(el('option', { value: '' }, '— not said —'));
  for (const p of powers) select.append(el('option', { value: p }, p));
  select.value = powers.includes(chosen) ? chosen : '';
  if (whatIf) whatIf.setPowers(powers, select.value);
}

async function check() {
  persist();
  let sc;
  const text = editor.value;
  const doc = editor.snapshot();
  offerMap.draw(text, $('power').value);
  showCost(text);
  try {
    // With the balance typed or read from the report, the engine checks
    // the sheet as the GM's page will (a transfer above it is refused).
    const typed = $('balance').value.trim();
    const request = { game, power: $('power').value, text };
    if (/^\d+$/.test(typed)) request.balance = Number(typed);
    sc = await checks.run(request);
  } catch (e) {
    if (e instanceof Superseded) return;
    showAlert(e.message);
    return;
  }
  showAlert('');
  sc.diagnostics = sc.diagnostics || [];
  editor.setDiagnostics(doc, sc.diagnostics);

  // Each line's entry: its problems, or what it means.
  const byLine = new Map();
  const entry = (n) => {
    if (!byLine.has(n)) byLine.set(n, { problems: [], meaning: '' });
    return byLine.get(n);
  };
  for (const d of sc.diagnostics) entry(d.line).problems.push(d);
  for (const line of sc.explained || []) {
    const m = /^line (\d+): ([\s\S]*)$/.exec(line);
    if (m) entry(Number(m[1])).meaning = m[2];
  }
  const source = text.split('\n');
  const list = clear($('lines'));
  // Every problem, but not thousands of explanations: a long list costs
  // the page more than typing may (issue 24: 50 ms a key at 5,000 lines).
  const numbers = [...byLine.keys()].sort((a, b) => a - b);
  const shown = numbers.filter((n) => byLine.get(n).problems.length).slice(0, SHOWN)
    .concat(numbers.filter((n) => !byLine.get(n).problems.length)).slice(0, SHOWN).sort((a, b) => a - b);
  for (const n of shown) {
    const e = byLine.get(n);
    const item = el('li', { className: e.problems.length ? 'line bad' : 'line good', dataset: { line: n } });
    const head = el('button', { type: 'button', className: 'link', title: 'Show this line' }, n ? `line ${n}` : 'the sheet');
    head.addEventListener('click', () => editor.jump(n, e.problems.length ? e.problems[0].col : 0));
    item.append(head, el('code', {}, ` ${source[n - 1] || ''}`));
    for (const d of e.problems) {
      // Columns in characters, as the player counts them.
      const col = d.col ? utf16Index(source[n - 1] || '', d.col) + 1 : 0;
      item.append(el('p', { className: 'problem' }, col ? `column ${col}: ${d.message}` : d.message));
    }
    if (e.meaning) item.append(el('pre', { className: 'meaning' }, e.meaning));
    list.append(item);
  }
  if (shown.length < numbers.length) {
    list.append(el('li', { className: 'line more' }, `… and ${numbers.length - shown.length} more lines, each as the engine reads it: fix the problems above first.`));
  }
  const bad = sc.diagnostics.length;
  const totals = $('totals');
  totals.className = bad ? 'totals bad' : 'totals good';
  totals.textContent = `${bad ? `${bad} problem${bad > 1 ? 's' : ''} · ` : 'No problems · '}`
    + `${sc.offers} offer${sc.offers === 1 ? '' : 's'}, ${sc.offered} AgP offered in all, ${sc.savings} AgP of savings`;
}

// showCost asks the engine what the sheet can cost with the balance typed
// (rules 5.5, 5.6) and says it in its words.
async function showCost(text) {
  const typed = $('balance').value.trim();
  if (!/^\d+$/.test(typed)) return;
  let c;
  try {
    c = await costs.run({ game, power: $('power').value, text, balance: Number(typed) });
  } catch (e) {
    if (e instanceof Superseded) return;
    $('cost').replaceChildren(el('p', { className: 'problem' }, e.message));
    return;
  }
  const [first, ...rest] = c.words;
  const box = clear($('cost'));
  box.className = c.over ? 'cost-words bad' : 'cost-words good';
  box.dataset.rounds = c.rounds;
  box.append(el('p', {}, first));
  if (rest.length) {
    const steps = el('ol', {});
    for (const w of rest.slice(0, -1)) steps.append(el('li', {}, w));
    box.append(steps, el('p', {}, rest[rest.length - 1]));
  }
}

// loadNames gives the editor the names to complete: the board's units
// when a file is loaded, the map's places, the order words.
async function loadNames() {
  let names = { provinces: [], units: [], words: [], powers: [] };
  try {
    names = await call('names', { game });
  } catch (e) {
    // Completion waits for a file the engine can read.
  }
  editor.setNames(names);
  offerMap.setGame(game, names.units);
  offerMap.draw(editor.value, $('power').value);
}

function showAgainst() {
  loadNames();
  $('against').textContent = game
    ? `Checked against ${gameLabel}: the units on the board and the legality of every order.`
    : 'No position file: syntax and the standard map only. Load the public position file your GM sent after the last phase to check your units and orders too.';
  const rules = clear($('rules'));
  rules.hidden = !game || gameRules.length === 0;
  if (game) for (const line of gameRules) rules.append(el('li', {}, line));
  $('forget-game').hidden = !game;
}

// openGame takes the public position file (payola-position/1) or, as well,
// a full game file; the engine says what is wrong with anything else.
// positionPowers is the powers a public position file names (the
// standard ones if it names none).
function positionPowers(text) {
  try {
    const names = JSON.parse(text).powers.map((p) => p.name).filter((n) => typeof n === 'string');
    return names.length ? names : standardPowers;
  } catch {
    return standardPowers;
  }
}

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
  let label = file.name;
  gameRules = [];
  try {
    // A full game file sums up with its name, phase, powers and rules.
    const summary = await call('load', { game: text });
    label = `${file.name} (${summary.name}, ${summary.phaseLong})`;
    gameRules = summary.rules;
    fillPowers(summary.powers.map((p) => p.name));
  } catch (e) {
    // A position file holds no rules; its powers are its map's.
    fillPowers(positionPowers(text));
  }
  game = text;
  gameLabel = label;
  showAgainst();
  check();
}

// openReport fills the balance from the player's last private report:
// the engine reads the balance it wrote (reportBalance), the page never
// parses the report's words.
async function openReport(file) {
  const status = $('report-status');
  let stated;
  try {
    stated = await call('reportBalance', { text: await readFile(file) });
  } catch (e) {
    status.className = 'error small';
    status.textContent = `${file.name} cannot be used: ${e.message}`;
    return;
  }
  $('balance').value = String(stated.balance);
  const chosen = $('power').value;
  if (!chosen && [...$('power').options].some((o) => o.value === stated.power)) $('power').value = stated.power;
  status.className = 'muted small';
  status.textContent = `${stated.balance} AgP, read from ${stated.power}'s report (${file.name})`
    + (chosen && chosen !== stated.power ? `: note that your power is set to ${chosen}` : '');
  persist();
  check();
}

async function main() {
  // The check waits for typing to pause.
  const later = afterTyping(check, () => editor.lines);
  editor = new SheetEditor($('sheet'), { label: 'Your offer sheet', onChange: later, describedBy: [$('totals')] });
  offerMap = new OfferMap(editor);
  whatIf = new WhatIf(() => ({ game, power: $('power').value, text: editor.value, balance: $('balance').value.trim() }));
  const started = await startPage({
    busy: (yes) => { $('busy').hidden = !yes; },
    first: async () => {
      const demo = await call('load', { game: (await call('demo')).game });
      standardPowers = demo.powers.map((p) => p.name);
      fillPowers(standardPowers);
    },
  });
  if (!started) return;
  const saved = restore();
  editor.value = saved.sheet || '';
  if (saved.power) $('power').value = saved.power;
  if (saved.balance) $('balance').value = saved.balance;
  $('balance').addEventListener('input', debounce(() => { persist(); check(); }, 150));
  $('power').addEventListener('change', () => { whatIf.setPowers([...$('power').options].map((o) => o.value).filter(Boolean), $('power').value); check(); });
  whatIf.setPowers(standardPowers, $('power').value);
  $('open-game-button').addEventListener('click', () => $('open-game').click());
  $('open-report-button').addEventListener('click', () => $('open-report').click());
  $('open-report').addEventListener('change', (e) => { if (e.target.files[0]) openReport(e.target.files[0]); e.target.value = ''; });
  $('open-game').addEventListener('change', (e) => { if (e.target.files[0]) openGame(e.target.files[0]); e.target.value = ''; });
  $('forget-game').addEventListener('click', () => { game = ''; gameLabel = ''; gameRules = []; fillPowers(standardPowers); showAgainst(); check(); });
  showAgainst();
  await check();
  pageReady();
}

main().catch((e) => showAlert(`Something went wrong in the page: ${e.message}. Reload it; your sheet is kept.`));
