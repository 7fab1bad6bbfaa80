// The GM's page: a game, every power's text with live diagnostics, the
// adjudication and its downloads, the map of every phase. All the game
// logic is in the engine (in a worker: engine.js); this file only shows
// what it answers.
import { startEngine, call, onBusy, EngineError, Latest, Superseded } from './engine.js';
import { $, el, clear, showAlert, save, showSVG, readFile, debounce, Editor, where } from './ui.js';
import { MapView } from './mapview.js';
import { zip } from './zip.js';

const STORE = 'payola-gm/1';

// state is what survives a reload: the game file, the pasted text and the
// last adjudication (until the text or the game changes).
let state = { game: '', text: '', source: '', result: null };
let summary = null; // the engine's summary of the game
let problems = 0; // diagnostics of the current text
let checked = false; // the shown check is of the current text
let editor = null;
let shownPhase = ''; // '' = the board as it stands, else a history phase code
let boardPower = ''; // Tin Cup: '' = the GM's board, else the power whose view is drawn
const checks = new Latest('check');
const renders = new Latest('render');

const hints = {
  M: 'Movement: under each power\'s name (a line such as FRANCE:) its offer sheet, one offer a line: '
    + '4 : A PAR - BUR · 2*3#1 > F BRE - MAO | - ENG · 5 ! A MUN H · 10$ · ACCEPT FEG? · TRANSFER 5 TO ENGLAND. '
    + 'A power without a section offers nothing and its units hold (rule 3.3).',
  R: 'Retreats: under each power\'s name its plain orders: F TRI - ALB, A VEN DISBAND. '
    + 'Offers do not belong here. A dislodged unit without an order is disbanded.',
  A: 'Adjustments: under each power\'s name its plain orders: BUILD A KIE, BUILD F STP/NC, REMOVE A PAR, WAIVE. '
    + 'Offers do not belong here. Missing removals are chosen by the civil-disorder rule.',
};

const voidNotes = {
  M: 'These orders will be issued but cannot be carried out: each is void and its unit holds.',
  R: 'These retreats will be issued but cannot be carried out: each is void, and a dislodged unit whose retreat is void is disbanded.',
  A: 'These orders will be issued but cannot be carried out: each is void. A void build builds nothing: the center stays empty and the build is lost for this year (it is not kept for later); a void removal removes nothing, and civil disorder then chooses the unit.',
};

function persist() {
  try {
    localStorage.setItem(STORE, JSON.stringify(state));
  } catch (e) {
    // Most likely the results are too big for this browser's storage: keep
    // the game and the text at least.
    try {
      localStorage.setItem(STORE, JSON.stringify({ ...state, result: null }));
      showAlert('This browser could not keep the results for a reload (too large); the game and the text are kept. Download what you need.');
    } catch (e2) {
      showAlert(`This browser did not keep your work (${e2.message}); download the game file to be safe.`);
    }
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

async function demoGame() {
  return (await call('demo')).game;
}

// setGame loads a game file into the page; on any problem the page keeps
// the game it had and says what is wrong with the file. sheets replaces the
// text when given; result restores a kept adjudication.
async function setGame(text, source, sheets, result) {
  let s;
  try {
    s = await call('load', { game: text });
  } catch (e) {
    showAlert(`${source || 'This game file'} cannot be used:\n${e.message}`);
    return false;
  }
  showAlert('');
  const before = summary;
  summary = s;
  state.game = text;
  state.source = source || '';
  if (sheets !== undefined) {
    state.text = sheets;
    editor.value = sheets;
  }
  shownPhase = '';
  showGame();
  if (result) {
    state.result = result;
    showResults(result.answer, result.ms);
  } else {
    clearResults();
  }
  persist();
  offerToClear(before, s);
  check();
  return true;
}

// offerToClear: a game file of another phase came in while the text of the
// old phase is still there (Open game… keeps it): offer to clear it.
function offerToClear(before, now) {
  const notice = $('text-notice');
  notice.hidden = true;
  if (!before || before.phase === now.phase || !editor.value.trim()) return;
  $('text-notice-message').textContent = `The text was written for ${before.phaseLong}; this game is at ${now.phaseLong}.`
    + (now.kind !== 'M' ? ' Offers do not belong in a retreat or adjustment phase: it takes plain orders only.' : '')
    + ' Clear the text for the new phase?';
  notice.hidden = false;
}

function showGame() {
  $('game-name').textContent = summary.name;
  $('game-phase').textContent = summary.phaseLong;
  $('game-phase').hidden = false;
  $('sheets-phase').textContent = `for ${summary.phaseLong}`;
  $('sheets-hint').textContent = hints[summary.kind] || '';
  document.title = `${summary.name} · ${summary.phaseLong} · Payola GM`;
  $('summary').classList.toggle('no-money', summary.kind !== 'M');

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

  // Tin Cup (rule 6.3): the board now can be drawn as one power sees it.
  boardPower = '';
  const seen = clear($('board-power'));
  seen.append(el('option', { value: '' }, 'GM: every unit'));
  for (const p of summary.powers) seen.append(el('option', { value: p.name }, p.name));
  $('board-seen').hidden = !isBlind(state.game);

  const pick = clear($('phase-pick'));
  for (const h of summary.history) pick.append(el('option', { value: h.code }, `${h.long}: orders and results`));
  pick.append(el('option', { value: '' }, `${summary.phaseLong}: the board now`));
  showPhase('');
}

// showPhase draws the board now ('') or an adjudicated phase of the
// history (render's phase: the board before it, its orders and results).
async function showPhase(code) {
  shownPhase = code;
  // A power's view is of the board now only (render draws no power's view
  // of a past phase): an earlier phase is the GM's.
  if (code) boardPower = '';
  $('board-power').value = boardPower;
  const codes = [...summary.history.map((h) => h.code), ''];
  const at = codes.indexOf(code);
  $('phase-pick').value = code;
  $('phase-prev').disabled = at <= 0;
  $('phase-next').disabled = at >= codes.length - 1;
  const h = summary.history.find((x) => x.code === code);
  $('board-caption').textContent = h ? `${h.long}, as adjudicated`
    : `${summary.phaseLong}${boardPower ? `, as ${boardPower} sees it` : ''}${state.source ? ` · ${state.source}` : ''}`;
  $('board-map').alt = h ? `The map of ${h.long}: the board before it, the orders and their results`
    : boardPower ? `The board as ${boardPower} sees it now: only its part of the board` : 'The board as it stands';
  const error = $('board-error');
  try {
    const request = code ? { game: state.game, phase: code } : boardPower ? { game: state.game, power: boardPower } : { game: state.game };
    const answer = await renders.run(request);
    error.hidden = true;
    showSVG($('board-map'), answer.svg);
  } catch (e) {
    if (e instanceof Superseded) return;
    error.textContent = `The map of ${h ? h.long : 'the board'} could not be drawn: ${e.message}`;
    error.hidden = false;
  }
}

// isBlind tells a Tin Cup game (rule 6.3) from its game file, which the
// engine has already accepted.
function isBlind(game) {
  try {
    const g = JSON.parse(game);
    return Boolean(g && g.rules && g.rules.blind === true);
  } catch (e) {
    return false;
  }
}

function stepPhase(delta) {
  const codes = [...summary.history.map((h) => h.code), ''];
  const at = codes.indexOf(shownPhase) + delta;
  if (at >= 0 && at < codes.length) showPhase(codes[at]);
}

// jumpButton is a diagnostic's place, as a button that selects it in the
// text (no button for the text as a whole).
function placeOf(d) {
  const label = where(d, editor.value);
  if (!d.line) return el('strong', {}, label);
  const button = el('button', { type: 'button', className: 'link', title: 'Show this line' }, label);
  button.addEventListener('click', () => editor.jump(d.line, d.col));
  return button;
}

function diagnosticItems(list, ds, className) {
  clear(list);
  for (const d of ds) list.append(el('li', { className, dataset: { line: d.line } }, placeOf(d), ': ', d.message));
}

// check reads the whole text as the adjudication would (the engine adds
// what adjudication alone would refuse) and shows every problem and each
// power's summary. A newer keystroke supersedes a check not yet shown.
async function check() {
  state.text = editor.value;
  persist();
  checked = false;
  updateAdjudicateButton();
  const t0 = performance.now();
  let tc;
  try {
    tc = await checks.run({ game: state.game, text: state.text });
  } catch (e) {
    if (e instanceof Superseded) return;
    showAlert(e.message);
    return;
  }
  const ms = performance.now() - t0;
  checked = true;
  tc.diagnostics = tc.diagnostics || [];
  problems = tc.diagnostics.length;
  editor.mark(tc.diagnostics.map((d) => d.line));
  diagnosticItems($('diagnostics'), tc.diagnostics, 'problem');

  // Powers that sent nothing, and builds beyond what is due (shown when the
  // engine reports them).
  const silent = tc.silent || [];
  $('silent').hidden = silent.length === 0;
  $('silent').textContent = silent.length
    ? `No text yet from ${silent.join(', ')}: ${summary.kind === 'M' ? 'their units hold and they offer nothing (rule 3.3)' : summary.kind === 'R' ? 'their dislodged units are disbanded' : 'their builds are waived and removals chosen by civil disorder'}.`
    : '';
  const excess = tc.excess || [];
  $('excess-block').hidden = excess.length === 0;
  diagnosticItems($('excess'), excess, 'void');

  // Orders the unit cannot carry out are issued void (no effect), not refused.
  const voids = tc.void || [];
  diagnosticItems($('void-orders'), voids, 'void');
  $('void-note').textContent = voidNotes[summary.kind] || voidNotes.M;
  $('void-note').hidden = voids.length === 0;

  const body = clear($('summary').tBodies[0]);
  const explained = clear($('explained'));
  for (const p of tc.powers || []) {
    body.append(el('tr', { className: p.problems ? 'has-problems' : '' },
      el('th', { scope: 'row' }, p.power),
      el('td', { className: 'num money' }, p.offers),
      el('td', { className: 'num money' }, `${p.offered} AgP`),
      el('td', { className: 'num money' }, `${p.savings} AgP`),
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
      : `No problems (${sections} section${sections === 1 ? '' : 's'}; checked in ${ms.toFixed(0)} ms)`;
  $('lenient-choice').hidden = problems === 0;
  $('lenient-label').textContent = `Adjudicate anyway, ignoring the ${problems} invalid line${problems === 1 ? '' : 's'} (the units they concern get no such offer; listed in the GM chart)`;
  if (problems === 0) $('lenient').checked = false;
  $('adjudicate-error').hidden = true;
  updateAdjudicateButton();
}

function updateAdjudicateButton() {
  const button = $('adjudicate');
  const lenient = problems > 0 && $('lenient').checked;
  button.disabled = !summary || Boolean(summary.winner) || !checked || (problems > 0 && !lenient);
  const phase = summary ? summary.phaseLong : '';
  button.textContent = !checked ? 'Checking the text…' : lenient ? `Adjudicate ${phase}, ignoring invalid lines` : `Adjudicate ${phase}`;
}

async function adjudicate() {
  const lenient = problems > 0 && $('lenient').checked;
  const button = $('adjudicate');
  button.disabled = true;
  button.textContent = 'Adjudicating…';
  const t0 = performance.now();
  let a;
  try {
    a = await call('adjudicate', { game: state.game, text: editor.value, lenient });
  } catch (e) {
    showAdjudicationError(e);
    updateAdjudicateButton();
    return;
  }
  const ms = performance.now() - t0;
  document.documentElement.dataset.adjudicateMs = ms.toFixed(1);
  showAlert('');
  $('adjudicate-error').hidden = true;
  state.result = { answer: a, ms };
  persist();
  showResults(a, ms);
  updateAdjudicateButton();
  $('results-section').scrollIntoView({ behavior: 'smooth', block: 'start' });
}

// showAdjudicationError puts a refusal next to the button: the message,
// every problem with its place, and the lenient choice when it applies.
function showAdjudicationError(e) {
  const box = $('adjudicate-error');
  $('adjudicate-error-message').textContent = e instanceof EngineError && e.diagnostics.length
    ? `Nothing was adjudicated: ${e.diagnostics.length} problem${e.diagnostics.length === 1 ? '' : 's'} in the text. Fix ${e.diagnostics.length === 1 ? 'it' : 'them'}, or choose to ignore the invalid lines.`
    : `Adjudication failed: ${e.message}`;
  diagnosticItems($('adjudicate-error-list'), e.diagnostics || [], 'problem');
  box.hidden = false;
  if (e.diagnostics && e.diagnostics.length) {
    problems = Math.max(problems, e.diagnostics.length);
    $('lenient-choice').hidden = false;
    $('lenient-label').textContent = `Adjudicate anyway, ignoring the ${e.diagnostics.length} invalid line${e.diagnostics.length === 1 ? '' : 's'} (listed in the GM chart)`;
  }
  box.scrollIntoView({ block: 'nearest' });
}

function clearResults() {
  state.result = null;
  $('results-section').hidden = true;
}

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

function showResults(a, ms) {
  const r = a.result;
  $('results-phase').textContent = `${a.phaseLong} (seed ${r.seed})`;
  $('results-note').textContent = `Adjudicated in ${ms.toFixed(0)} ms. Next: ${a.nextPhaseLong}.`
    + (r.ignored && r.ignored.length ? ` ${r.ignored.length} invalid line(s) were ignored.` : '');
  // In a blind game (rule 6.3) each power has its own map: the GM can look
  // at the phase as any power will receive it.
  const blind = a.files.some((f) => f.power && f.kind === 'map');
  const preview = clear($('preview-power'));
  preview.append(el('option', { value: '' }, 'GM: everything'));
  for (const f of a.files) if (f.power && f.kind === 'map') preview.append(el('option', { value: f.power }, f.power));
  $('preview').hidden = !blind;
  $('orders-gm').hidden = !blind;
  showPreview(a, '');

  const orders = clear($('orders').tBodies[0]);
  for (const o of r.orders) {
    const outcome = o.result + (o.dislodged ? ', dislodged' : '');
    orders.append(el('tr', { className: `result-${o.result}` },
      el('td', {}, o.power),
      el('td', { className: 'mono' }, o.unit),
      el('td', { className: 'mono order' }, o.order),
      el('td', { className: 'num gm-col' }, o.total === undefined || o.total === null ? '' : `${o.total} AgP`),
      el('td', { className: 'outcome' }, outcome)));
  }

  const ledgers = clear($('ledgers').tBodies[0]);
  const net = a.netTransfers || {};
  const income = a.income || {};
  for (const name of Object.keys(r.ledgers || {}).sort()) {
    const l = r.ledgers[name];
    ledgers.append(el('tr', {},
      el('th', { scope: 'row' }, name),
      el('td', { className: 'num' }, l.before),
      el('td', { className: 'num' }, l.paid ? `−${l.paid}` : '0'),
      el('td', { className: 'num' }, signed(net[name] || 0)),
      el('td', { className: 'num' }, signed(income[name] || 0)),
      el('td', { className: 'num' }, l.after),
      el('td', { className: 'num' }, l.reductions)));
  }
  if (!ledgers.rows.length) {
    ledgers.append(el('tr', {}, el('td', { colSpan: 7, className: 'muted' }, 'No money moves in this phase.')));
  }

  const ignored = clear($('ignored-list'));
  for (const d of r.ignored || []) ignored.append(el('li', {}, `${where(d, editor.value)}: ${d.message}`));
  $('ignored').hidden = !(r.ignored && r.ignored.length);

  const results = a.files.find((f) => f.kind === 'results');
  const base = results ? results.name.replace(/(-gm)?-results\.txt$/, '') : 'payola';
  const reports = clear($('reports'));
  reports.classList.toggle('by-power', blind);
  $('downloads').classList.toggle('by-power', blind);
  const publicFiles = clear($('public-files'));
  const gmFiles = clear($('gm-files'));
  const labels = {
    results: 'Public results',
    map: 'Map of the phase (SVG)',
    position: `Public position, ${a.nextPhaseLong} (for the players' sheet checker)`,
    chart: 'GM chart (every offer, every balance)',
    game: `Next game file, ${a.nextPhaseLong}`,
  };
  const groups = new Map(); // blind: power -> its list
  const ownLabels = { report: 'report', results: 'results, as this power sees them', map: 'map, as this power sees it', position: 'position file, as this power sees it' };
  for (const f of a.files) {
    // A file with a power is that power's alone (its report; in a blind
    // game, rule 6.3, its own results, map and position too).
    const label = f.power ? `${f.power} ${ownLabels[f.kind] || f.kind}`
      : f.gmOnly && (f.kind === 'results' || f.kind === 'map') ? `Full ${f.kind === 'map' ? 'map' : 'results'}, every unit (GM only)`
        : labels[f.kind] || f.name;
    const item = fileButton(label, f);
    if (f.power && blind) {
      if (!groups.has(f.power)) groups.set(f.power, ownFiles(reports, a.files, f.power, base));
      groups.get(f.power).append(item);
    } else if (f.power) reports.append(item);
    else if (f.gmOnly) gmFiles.append(item);
    else publicFiles.append(item);
  }
  if (blind && !publicFiles.children.length) {
    publicFiles.append(el('li', { className: 'muted' }, 'Nothing: in a Tin Cup game each power receives only its own files (rule 6.3).'));
  }
  gmFiles.prepend(zipButton('Everything, as one zip', `${base}-all-gm.zip`, a.files));

  $('continue').textContent = `Continue with ${a.nextPhaseLong}`;
  $('results-section').hidden = false;
}

// showPreview shows the results map as the GM sees it (power '') or as one
// power of a blind game will receive it, that power's results and report
// beneath.
function showPreview(a, power) {
  const own = (kind) => a.files.find((f) => f.kind === kind && (power ? f.power === power : !f.power));
  const map = own('map');
  $('preview-power').value = power;
  $('results-map').alt = power ? `The map of the phase as ${power} will receive it: only what ${power} sees`
    : 'The map of the phase with the orders and their results';
  if (map) showSVG($('results-map'), map.text);
  const caption = $('preview-caption');
  caption.hidden = $('preview').hidden;
  caption.textContent = power ? `Preview: the map ${power} will receive (${map ? map.name : 'none'}); its results and report are under the map.`
    : 'The GM\'s view: every unit and every order. No player receives this map.';
  $('preview-texts').hidden = !power;
  if (!power) return;
  for (const span of document.querySelectorAll('.preview-power')) span.textContent = power;
  for (const kind of ['results', 'report']) {
    const f = own(kind);
    $(`preview-${kind}`).textContent = f ? f.text : `${power} receives no ${kind} this phase.`;
    $(`preview-${kind}-name`).textContent = f ? f.name : '';
  }
}

// ownFiles starts one power's group of downloads in a blind game, its zip
// first: everything that goes to that power, and only that.
function ownFiles(reports, files, power, base) {
  const list = el('ul', { className: 'files' });
  const name = `${base}-${power.toLowerCase()}.zip`;
  list.append(zipButton(`All of ${power}'s files, as one zip`, name, files.filter((f) => f.power === power)));
  reports.append(el('li', { className: 'power-files' }, el('h5', {}, power), list));
  return list;
}

function zipButton(label, name, files) {
  const button = el('button', { type: 'button', className: 'file', dataset: { file: name } }, label, el('small', {}, name));
  button.addEventListener('click', () => {
    try {
      save(name, new Blob([zip(files)], { type: 'application/zip' }));
    } catch (e) {
      showAlert(`The zip could not be made: ${e.message}`);
    }
  });
  return el('li', {}, button);
}

function fileButton(label, f) {
  const button = el('button', { type: 'button', className: 'file', dataset: { file: f.name } }, label, el('small', {}, f.name));
  const types = { map: 'image/svg+xml', game: 'application/json', position: 'application/json' };
  button.addEventListener('click', () => save(f.name, f.text, types[f.kind]));
  return el('li', {}, button);
}

async function continueGame() {
  if (!state.result) return;
  const a = state.result.answer;
  await setGame(a.files.find((f) => f.kind === 'game').text, `${summary.name} after ${summary.phaseLong}`, '');
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

// The New game dialog: name, switches (the rules object, game-format §3),
// each power's status and the random seed, through the engine's
// StartVariant.
function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] % 1000000000;
}

function openNewGame() {
  const powers = clear($('new-powers'));
  for (const p of summary.powers) {
    const id = `status-${p.name}`;
    powers.append(el('label', { htmlFor: id }, p.name),
      el('select', { id, dataset: { power: p.name } },
        el('option', { value: 'playing' }, 'playing'),
        el('option', { value: 'loyal' }, 'loyal'),
        el('option', { value: 'dummy' }, 'dummy')));
  }
  $('new-seed').value = randomSeed();
  $('new-error').hidden = true;
  $('new-dialog').showModal();
  $('new-name').focus();
}

async function startNewGame() {
  const rules = {};
  for (const key of ['classic', 'ebayola', 'zeroSum', 'blind']) if ($(`rule-${key}`).checked) rules[key] = true;
  if ($('rule-income').value) rules.income = { scheme: $('rule-income').value };
  const status = {};
  for (const s of $('new-powers').querySelectorAll('select')) if (s.value !== 'playing') status[s.dataset.power] = s.value;
  const seedText = $('new-seed').value.trim();
  const request = { name: $('new-name').value, rules, status };
  if (seedText !== '') {
    if (!/^-?\d+$/.test(seedText)) {
      showNewError('The seed must be a whole number.');
      return;
    }
    request.seed = Number(seedText);
  }
  let g;
  try {
    g = (await call('new', request)).game;
  } catch (e) {
    showNewError(e.message);
    return;
  }
  $('new-dialog').close();
  await setGame(g, '', '');
}

function showNewError(message) {
  $('new-error').textContent = message;
  $('new-error').hidden = false;
}

async function openGameFile(file) {
  try {
    await setGame(await readFile(file), file.name);
  } catch (e) {
    showAlert(`${file.name} could not be read: ${e.message}`);
  }
}

async function openTextFile(file) {
  try {
    editor.value = await readFile(file);
    clearResults();
    persist();
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

function wire() {
  // Typing is cheap: the gutter updates at once, the check waits for a
  // pause and supersedes any check not yet shown.
  const live = debounce(() => { check(); }, 200);
  $('text').addEventListener('input', () => {
    checked = false;
    if (state.result) {
      clearResults();
      persist();
    }
    $('text-notice').hidden = true;
    live();
  });
  $('lenient').addEventListener('change', updateAdjudicateButton);
  $('adjudicate').addEventListener('click', adjudicate);
  $('continue').addEventListener('click', continueGame);
  $('new-game').addEventListener('click', openNewGame);
  $('new-start').addEventListener('click', startNewGame);
  $('new-cancel').addEventListener('click', () => $('new-dialog').close());
  $('new-seed-random').addEventListener('click', () => { $('new-seed').value = randomSeed(); });
  $('new-demo').addEventListener('click', async () => {
    $('new-dialog').close();
    await setGame(await demoGame(), '', '');
  });
  $('open-game-button').addEventListener('click', () => $('open-game').click());
  $('open-text-button').addEventListener('click', () => $('open-text').click());
  $('open-game').addEventListener('change', (e) => { if (e.target.files[0]) openGameFile(e.target.files[0]); e.target.value = ''; });
  $('open-text').addEventListener('change', (e) => { if (e.target.files[0]) openTextFile(e.target.files[0]); e.target.value = ''; });
  $('text-clear').addEventListener('click', () => {
    editor.value = '';
    $('text-notice').hidden = true;
    clearResults();
    persist();
    check();
    $('text').focus();
  });
  $('text-keep').addEventListener('click', () => { $('text-notice').hidden = true; });
  $('phase-prev').addEventListener('click', () => stepPhase(-1));
  $('phase-next').addEventListener('click', () => stepPhase(1));
  $('phase-pick').addEventListener('change', (e) => showPhase(e.target.value));
  $('board-power').addEventListener('change', (e) => {
    boardPower = e.target.value;
    showPhase(boardPower ? '' : shownPhase);
  });
  $('preview-power').addEventListener('change', (e) => { if (state.result) showPreview(state.result.answer, e.target.value); });
  wireDrop();
}

// showDownload tells how much of the engine has arrived, while it loads.
function showDownload(bytes) {
  $('loading').textContent = `Starting the engine… (${(bytes / 1048576).toFixed(1)} MB downloaded; the next visit starts at once, even offline)`;
}

async function main() {
  editor = new Editor($('text'), $('gutter'));
  new MapView($('board-view'));
  new MapView($('results-view'));
  let busyTimer = null;
  onBusy((busy) => {
    clearTimeout(busyTimer);
    // Only a wait long enough to notice shows the indicator.
    if (busy) busyTimer = setTimeout(() => { $('busy').hidden = false; }, 120);
    else $('busy').hidden = true;
  });
  try {
    const readyMs = await startEngine(showDownload);
    document.documentElement.dataset.engineReadyMs = readyMs.toFixed(0);
  } catch (e) {
    $('loading').textContent = `The engine could not start: ${e.message}`;
    $('loading').classList.add('error');
    $('game-name').textContent = 'Not started';
    return;
  }
  wire();
  $('loading').hidden = true;
  $('app').hidden = false;
  for (const id of ['open-game-button', 'new-game']) $(id).disabled = false;

  const saved = restore();
  if (!saved) {
    await setGame(await demoGame(), '', '');
  } else if (!(await setGame(saved.game, saved.source, saved.text || '', saved.result || null))) {
    // Keep the text and say why the game is not the one saved.
    const why = $('alert').textContent;
    await setGame(await demoGame(), '', saved.text || '');
    showAlert(`${why}\nThe demo game is shown instead; your text is kept.`);
  }
  document.documentElement.dataset.ready = 'true';
  document.dispatchEvent(new Event('payola:ready'));
}

main().catch((e) => showAlert(`Something went wrong in the page: ${e.message}. Reload it; your game and text are kept.`));
