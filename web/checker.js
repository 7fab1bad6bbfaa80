// The players' checker: one sheet, checked as the GM's engine will read it,
// with or without the game file; every line's problem or meaning.
import { startEngine, call } from './engine.js';
import { $, el, clear, showAlert, readFile, debounce, Editor } from './ui.js';

const STORE = 'payola-checker/1';
let editor = null;
let game = ''; // the game file, kept for this visit only
let gameLabel = '';
let gameRules = []; // the game's variant in words (rule 6), applied by the engine

function persist() {
  try {
    localStorage.setItem(STORE, JSON.stringify({ sheet: editor.value, power: $('power').value }));
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

// powersOf fills the power list from the game, or from the standard map.
function powersOf(text) {
  const summary = call('load', { game: text });
  const select = $('power');
  const chosen = select.value;
  select.replaceChildren(el('option', { value: '' }, '— not said —'));
  for (const p of summary.powers) select.append(el('option', { value: p.name }, p.name));
  select.value = summary.powers.some((p) => p.name === chosen) ? chosen : '';
  return summary;
}

function check() {
  persist();
  let sc;
  try {
    sc = call('checkSheet', { game, power: $('power').value, text: editor.value });
  } catch (e) {
    showAlert(e.message);
    return;
  }
  showAlert('');
  sc.diagnostics = sc.diagnostics || [];
  editor.mark(sc.diagnostics.map((d) => d.line));

  // Each line's entry: its problems, or what it means.
  const byLine = new Map();
  const entry = (n) => {
    if (!byLine.has(n)) byLine.set(n, { problems: [], meaning: '' });
    return byLine.get(n);
  };
  for (const d of sc.diagnostics) entry(d.line).problems.push(d);
  for (const text of sc.explained || []) {
    const m = /^line (\d+): ([\s\S]*)$/.exec(text);
    if (m) entry(Number(m[1])).meaning = m[2];
  }
  const source = editor.value.split('\n');
  const list = clear($('lines'));
  for (const n of [...byLine.keys()].sort((a, b) => a - b)) {
    const e = byLine.get(n);
    const item = el('li', { className: e.problems.length ? 'line bad' : 'line good', dataset: { line: n } });
    const head = el('button', { type: 'button', className: 'link', title: 'Show this line' }, `line ${n}`);
    head.addEventListener('click', () => editor.jump(n, e.problems.length ? e.problems[0].col : 0));
    item.append(head, el('code', {}, ` ${source[n - 1] || ''}`));
    for (const d of e.problems) item.append(el('p', { className: 'problem' }, d.col ? `column ${d.col}: ${d.message}` : d.message));
    if (e.meaning) item.append(el('pre', { className: 'meaning' }, e.meaning));
    list.append(item);
  }
  const bad = sc.diagnostics.length;
  const totals = $('totals');
  totals.className = bad ? 'totals bad' : 'totals good';
  totals.textContent = `${bad ? `${bad} problem${bad > 1 ? 's' : ''} · ` : 'No problems · '}`
    + `${sc.offers} offer${sc.offers === 1 ? '' : 's'}, ${sc.offered} AgP offered in all, ${sc.savings} AgP of savings`;
}

function showAgainst() {
  $('against').textContent = game
    ? `Checked against ${gameLabel}: the units on the board and the legality of every order.`
    : 'No game file: syntax and the standard map only. Load the game file to check units and orders too.';
  const rules = clear($('rules'));
  rules.hidden = !game;
  if (game) for (const line of gameRules) rules.append(el('li', {}, line));
  $('forget-game').hidden = !game;
}

async function openGame(file) {
  try {
    const text = await readFile(file);
    const summary = powersOf(text);
    game = text;
    gameLabel = `${file.name} (${summary.name}, ${summary.phaseLong})`;
    gameRules = summary.rules;
  } catch (e) {
    showAlert(`${file.name} cannot be used: ${e.message}`);
    return;
  }
  showAgainst();
  check();
}

async function main() {
  editor = new Editor($('sheet'), $('gutter'));
  try {
    const readyMs = await startEngine();
    document.documentElement.dataset.engineReadyMs = readyMs.toFixed(0);
    powersOf(call('demo').game);
  } catch (e) {
    $('loading').textContent = `The engine could not start: ${e.message}`;
    return;
  }
  $('loading').hidden = true;
  $('app').hidden = false;
  const saved = restore();
  editor.value = saved.sheet || '';
  if (saved.power) $('power').value = saved.power;
  $('sheet').addEventListener('input', debounce(check, 120));
  $('power').addEventListener('change', check);
  $('open-game').addEventListener('change', (e) => { if (e.target.files[0]) openGame(e.target.files[0]); e.target.value = ''; });
  $('forget-game').addEventListener('click', () => { game = ''; gameLabel = ''; showAgainst(); check(); });
  showAgainst();
  check();
  document.documentElement.dataset.ready = 'true';
}

main().catch((e) => showAlert(`Something went wrong in the page: ${e.message}. Reload it; your sheet is kept.`));
