// The GM's page: a game, every power's text with live diagnostics, the
// adjudication and its downloads. All the game logic is in the engine; this
// file only shows what it answers.
import { startEngine, call, EngineError } from './engine.js';
import { $, el, clear, showAlert, save, showSVG, readFile, debounce, Editor, where, base64Bytes } from './ui.js';

const STORE = 'payola-gm/1';

// state is what survives a reload: the game file and the pasted text.
let state = { game: '', text: '', source: '' };
let summary = null; // the engine's summary of the game
let problems = 0; // diagnostics of the current text
let result = null; // the last adjudication, until the text or game changes
let editor = null;

const hints = {
  M: 'Movement: under each power\'s name (a line such as FRANCE:) its offer sheet, one offer a line: '
    + '4 : A PAR - BUR · 2*3#1 > F BRE - MAO | - ENG · 5 ! A MUN H · 10$ · ACCEPT FEG? · TRANSFER 5 TO ENGLAND. '
    + 'A power without a section offers nothing and its units hold (rule 3.3).',
  R: 'Retreats: under each power\'s name its plain orders: F TRI - ALB, A VEN DISBAND. '
    + 'A dislodged unit without an order is disbanded.',
  A: 'Adjustments: under each power\'s name its plain orders: BUILD A KIE, BUILD F STP/NC, REMOVE A PAR, WAIVE. '
    + 'Missing removals are chosen by the civil-disorder rule.',
};

function persist() {
  try {
    localStorage.setItem(STORE, JSON.stringify(state));
  } catch (e) {
    showAlert(`This browser did not keep your work (${e.message}); download the game file to be safe.`);
  }
}

function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) || 'null');
    if (saved && typeof saved.game === 'string') return saved;
  } catch (e) {
    // A damaged entry is forgotten: the demo takes its place.
  }
  return null;
}

function demoGame() {
  return call('demo').game;
}

// setGame loads a game file into the page; on any problem the page keeps
// the game it had and says what is wrong with the file.
function setGame(text, source, sheets) {
  let s;
  try {
    s = call('load', { game: text });
  } catch (e) {
    showAlert(`${source || 'This game file'} cannot be used:\n${e.message}`);
    return false;
  }
  showAlert('');
  summary = s;
  state.game = text;
  state.source = source || '';
  if (sheets !== undefined) {
    state.text = sheets;
    editor.value = sheets;
  }
  persist();
  showGame();
  clearResults();
  check();
  return true;
}

function showGame() {
  $('game-name').textContent = summary.name;
  $('game-phase').textContent = summary.phaseLong;
  $('sheets-phase').textContent = `for ${summary.phaseLong}`;
  $('board-caption').textContent = `${summary.phaseLong}${state.source ? ` · ${state.source}` : ''}`;
  $('sheets-hint').textContent = hints[summary.kind] || '';
  document.title = `${summary.name} · ${summary.phaseLong} · Payola GM`;

  const body = clear($('powers').tBodies[0]);
  for (const p of summary.powers) {
    const swatch = el('span', { className: 'swatch' });
    swatch.style.background = p.colour;
    body.append(el('tr', {},
      el('th', { scope: 'row' }, swatch, p.name),
      el('td', {}, p.status),
      el('td', { className: 'num', title: p.centers.join(' ') }, p.centerCount),
      el('td', { className: 'units' }, p.units.join(', ') || '—'),
      el('td', { className: 'num' }, `${p.balance} AgP`),
      el('td', { className: 'mono' }, p.accept)));
  }
  const rules = clear($('rules'));
  for (const line of summary.rules) rules.append(el('li', {}, line));
  const dislodged = $('dislodged');
  dislodged.hidden = summary.dislodged.length === 0;
  dislodged.textContent = summary.dislodged.length
    ? `Dislodged, to retreat or disband: ${summary.dislodged.map((d) => `${d.power} ${d.unit} (attacked from ${d.attackedFrom})`).join('; ')}.`
      + (summary.contested.length ? ` No retreat into ${summary.contested.join(', ')} (standoff).` : '')
    : '';
  if (summary.winner) showAlert(`${summary.winner} has won this game: there is nothing left to adjudicate.`);

  try {
    showSVG($('board-map'), call('render', { game: state.game }).svg);
  } catch (e) {
    showAlert(`The board could not be drawn: ${e.message}`);
  }
}

// check reads the whole text as the adjudication would and shows every
// problem and each power's summary.
function check() {
  state.text = editor.value;
  persist();
  const t0 = performance.now();
  let tc;
  try {
    tc = call('check', { game: state.game, text: state.text });
  } catch (e) {
    showAlert(e.message);
    return;
  }
  const ms = performance.now() - t0;
  tc.diagnostics = tc.diagnostics || [];
  problems = tc.diagnostics.length;
  editor.mark(tc.diagnostics.map((d) => d.line));

  const list = clear($('diagnostics'));
  for (const d of tc.diagnostics) {
    const button = el('button', { type: 'button', className: 'link', title: 'Show this line' }, where(d));
    button.addEventListener('click', () => editor.jump(d.line, d.col));
    list.append(el('li', { className: 'problem', dataset: { line: d.line } }, button, ': ', d.message));
  }
  // Orders the unit cannot carry out are issued void (no effect), not refused.
  const voids = clear($('void-orders'));
  for (const d of tc.void || []) {
    const button = el('button', { type: 'button', className: 'link', title: 'Show this line' }, where(d));
    button.addEventListener('click', () => editor.jump(d.line, d.col));
    voids.append(el('li', { className: 'void', dataset: { line: d.line } }, button, ': ', d.message));
  }
  $('void-note').hidden = !(tc.void && tc.void.length);

  const body = clear($('summary').tBodies[0]);
  const explained = clear($('explained'));
  for (const p of tc.powers || []) {
    body.append(el('tr', { className: p.problems ? 'has-problems' : '' },
      el('th', { scope: 'row' }, p.power),
      el('td', { className: 'num' }, p.offers),
      el('td', { className: 'num' }, `${p.offered} AgP`),
      el('td', { className: 'num' }, `${p.savings} AgP`),
      el('td', { className: 'num' }, p.orders),
      el('td', { className: 'num' }, p.problems)));
    if (p.explained && p.explained.length) {
      explained.append(el('details', {},
        el('summary', {}, `${p.power}: what each of its ${p.explained.length} lines becomes`),
        el('pre', {}, p.explained.join('\n'))));
    }
  }

  const status = $('check-status');
  status.className = problems ? 'status bad' : 'status good';
  const sections = (tc.powers || []).length;
  status.textContent = problems
    ? `${problems} problem${problems > 1 ? 's' : ''}: adjudication refuses the text until they are fixed`
    : sections === 0
      ? 'No text yet: adjudicating now gives every power the defaults (units hold; no retreat disbands; civil disorder).'
      : `No problems (${(tc.powers || []).length} section${(tc.powers || []).length === 1 ? '' : 's'}; checked in ${ms.toFixed(0)} ms)`;
  $('lenient-choice').hidden = problems === 0;
  $('lenient-label').textContent = `Adjudicate anyway, ignoring the ${problems} invalid line${problems === 1 ? '' : 's'} (the units they concern get no such offer; listed in the GM chart)`;
  if (problems === 0) $('lenient').checked = false;
  updateAdjudicateButton();
}

function updateAdjudicateButton() {
  const button = $('adjudicate');
  const lenient = problems > 0 && $('lenient').checked;
  button.disabled = Boolean(summary && summary.winner) || (problems > 0 && !lenient);
  button.textContent = lenient ? `Adjudicate ${summary.phaseLong}, ignoring invalid lines` : `Adjudicate ${summary ? summary.phaseLong : ''}`;
}

function adjudicate() {
  const lenient = problems > 0 && $('lenient').checked;
  const t0 = performance.now();
  let a;
  try {
    a = call('adjudicate', { game: state.game, text: editor.value, lenient });
  } catch (e) {
    if (e instanceof EngineError && e.diagnostics.length) {
      check();
      showAlert(e.message);
    } else {
      showAlert(`Adjudication failed: ${e.message}`);
    }
    return;
  }
  const ms = performance.now() - t0;
  document.documentElement.dataset.adjudicateMs = ms.toFixed(1);
  showAlert('');
  result = a;
  showResults(a, ms);
}

function clearResults() {
  result = null;
  $('results-section').hidden = true;
}

function showResults(a, ms) {
  const r = a.result;
  $('results-phase').textContent = `${a.phaseLong} (seed ${r.seed})`;
  $('results-note').textContent = `Adjudicated in ${ms.toFixed(0)} ms. Next: ${a.nextPhaseLong}.`
    + (r.ignored && r.ignored.length ? ` ${r.ignored.length} invalid line(s) were ignored.` : '');
  showSVG($('results-map'), a.files.find((f) => f.kind === 'map').text);

  const orders = clear($('orders').tBodies[0]);
  for (const o of r.orders) {
    const outcome = o.result + (o.dislodged ? ', dislodged' : '');
    orders.append(el('tr', { className: `result-${o.result}` },
      el('td', {}, o.power),
      el('td', { className: 'mono' }, o.unit),
      el('td', { className: 'mono order' }, o.order),
      el('td', { className: 'num' }, o.total === undefined || o.total === null ? '' : `${o.total} AgP`),
      el('td', { className: 'outcome' }, outcome)));
  }

  const ledgers = clear($('ledgers').tBodies[0]);
  for (const name of Object.keys(r.ledgers || {}).sort()) {
    const l = r.ledgers[name];
    ledgers.append(el('tr', {},
      el('th', { scope: 'row' }, name),
      el('td', { className: 'num' }, l.before),
      el('td', { className: 'num' }, l.paid),
      el('td', { className: 'num' }, l.after),
      el('td', { className: 'num' }, l.reductions)));
  }

  if (!ledgers.rows.length) {
    ledgers.append(el('tr', {}, el('td', { colSpan: 5, className: 'muted' }, 'No money moves in this phase.')));
  }

  const ignored = clear($('ignored-list'));
  for (const d of r.ignored || []) ignored.append(el('li', {}, `${where(d)}: ${d.message}`));
  $('ignored').hidden = !(r.ignored && r.ignored.length);

  const reports = clear($('reports'));
  const publicFiles = clear($('public-files'));
  const gmFiles = clear($('gm-files'));
  const labels = { results: 'Public results', map: 'Map of the phase (SVG)', chart: 'GM chart (every offer, every balance)', game: `Next game file, ${a.nextPhaseLong}` };
  for (const f of a.files) {
    const label = f.kind === 'report' ? `${f.power} report` : labels[f.kind] || f.name;
    const item = fileButton(label, f);
    if (f.kind === 'report') reports.append(item);
    else if (f.gmOnly) gmFiles.append(item);
    else publicFiles.append(item);
  }
  const results = a.files.find((f) => f.kind === 'results');
  const zipName = `${results ? results.name.replace(/-results\.txt$/, '') : 'payola'}-all-gm.zip`;
  const zipButton = el('button', { type: 'button', className: 'file', dataset: { file: zipName } }, 'Everything, as one zip', el('small', {}, zipName));
  zipButton.addEventListener('click', () => {
    try {
      const z = call('zip', { name: zipName, files: a.files.map((f) => ({ name: f.name, text: f.text })) });
      save(z.name, new Blob([base64Bytes(z.base64)], { type: 'application/zip' }));
    } catch (e) {
      showAlert(`The zip could not be made: ${e.message}`);
    }
  });
  gmFiles.prepend(el('li', {}, zipButton));

  $('continue').textContent = `Continue with ${a.nextPhaseLong}`;
  $('results-section').hidden = false;
  $('results-section').scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function fileButton(label, f) {
  const button = el('button', { type: 'button', className: 'file', dataset: { file: f.name } }, label, el('small', {}, f.name));
  const types = { map: 'image/svg+xml', game: 'application/json' };
  button.addEventListener('click', () => save(f.name, f.text, types[f.kind]));
  return el('li', {}, button);
}

function continueGame() {
  if (!result) return;
  setGame(result.files.find((f) => f.kind === 'game').text, `${summary.name} after ${summary.phaseLong}`, '');
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

function newGame() {
  if ((editor.value.trim() || state.source) && !window.confirm('Forget this game and the text, and start again from the demo game?')) return;
  localStorage.removeItem(STORE);
  setGame(demoGame(), '', '');
}

async function openGameFile(file) {
  try {
    setGame(await readFile(file), file.name);
  } catch (e) {
    showAlert(`${file.name} could not be read: ${e.message}`);
  }
}

async function openTextFile(file) {
  try {
    editor.value = await readFile(file);
    clearResults();
    check();
  } catch (e) {
    showAlert(`${file.name} could not be read: ${e.message}`);
  }
}

function wireDrop() {
  const drop = $('drop');
  let depth = 0;
  document.addEventListener('dragenter', (e) => { e.preventDefault(); depth++; drop.hidden = false; });
  document.addEventListener('dragleave', () => { depth = Math.max(0, depth - 1); if (!depth) drop.hidden = true; });
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    depth = 0;
    drop.hidden = true;
    const file = e.dataTransfer && e.dataTransfer.files[0];
    if (!file) return;
    if (/\.txt$/i.test(file.name) || file.type === 'text/plain') openTextFile(file);
    else openGameFile(file);
  });
}

async function main() {
  editor = new Editor($('text'), $('gutter'));
  try {
    const readyMs = await startEngine();
    document.documentElement.dataset.engineReadyMs = readyMs.toFixed(0);
  } catch (e) {
    $('loading').textContent = `The engine could not start: ${e.message}`;
    return;
  }
  $('loading').hidden = true;
  $('app').hidden = false;

  const live = debounce(() => { clearResults(); check(); }, 150);
  $('text').addEventListener('input', live);
  $('lenient').addEventListener('change', updateAdjudicateButton);
  $('adjudicate').addEventListener('click', adjudicate);
  $('continue').addEventListener('click', continueGame);
  $('new-game').addEventListener('click', newGame);
  $('open-game').addEventListener('change', (e) => { if (e.target.files[0]) openGameFile(e.target.files[0]); e.target.value = ''; });
  $('open-text').addEventListener('change', (e) => { if (e.target.files[0]) openTextFile(e.target.files[0]); e.target.value = ''; });
  wireDrop();

  const saved = restore();
  if (!saved) {
    setGame(demoGame(), '', '');
  } else if (!setGame(saved.game, saved.source, saved.text || '')) {
    // Keep the text and say why the game is not the one saved.
    const why = $('alert').textContent;
    setGame(demoGame(), '', saved.text || '');
    showAlert(`${why}\nThe demo game is shown instead; your text is kept.`);
  }
  document.documentElement.dataset.ready = 'true';
}

main().catch((e) => showAlert(`Something went wrong in the page: ${e.message}. Reload it; your game and text are kept.`));
