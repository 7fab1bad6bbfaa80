// The New game dialog: the game's name, its map (every built-in map, from
// the site's maps/index.json, which `payola maps --json` writes at build),
// the variation switches of rule 6 (the rules object, game-format §3, with
// Payola Classic part by part and the income object of rule 6.6), each
// power's status and the random seed, read into the engine's new call. The
// engine checks them all and words its refusals naming each field as the
// dialog labels it; the dialog only reads what is typed into numbers. Its
// parts, switches, income schemes with their fields, labels and statuses
// are the engine's (the form call, gamefile.Form), not restated here.
//
// Each power's players' mail addresses (issue 35) are typed beside its
// status, separated by commas or line ends (parseAddresses).
//
// After Start the page offers the new game file at once (offerFile), before
// any adjudication.
import { $, el, clear, save } from './ui.js';
import { call } from './engine.js';
import { zoned } from './gm-mail.js';

// schemeOf is the form's scheme of that key (the rules' own, the first,
// when the key is none of them).
function schemeOf(form, key) {
  return form.schemes.find((s) => s.key === key) || form.schemes[0];
}

// fieldLabel names a field as the engine's form labels it under a scheme,
// and as the engine's refusals name it.
export function fieldLabel(form, key, scheme) {
  const f = [...schemeOf(form, scheme).fields, ...form.income].find((x) => x.key === key);
  return f ? f.label : key;
}

// STANDARD is the standard map's entry until the index arrives (its powers
// come from the engine then): New game on the standard map needs no fetch.
const STANDARD = { name: 'standard', powers: null, centers: 34, victory: 18, firstPhase: 'S1901M', firstPhaseLong: 'Spring 1901 Movement' };

const count = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;

// mapChoices orders the index's maps for the select: standard first, then
// the others by name, each labelled with its powers, centers and victory.
export function mapChoices(index) {
  const maps = [...((index && index.maps) || [])];
  if (!maps.some((m) => m.name === 'standard')) maps.push(STANDARD);
  maps.sort((a, b) => (b.name === 'standard') - (a.name === 'standard') || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return maps.map((m) => ({
    entry: m,
    label: m.powers ? `${m.name}: ${count(m.powers.length, 'power')}, ${count(m.centers, 'center')}, ${m.victory} to win` : m.name,
  }));
}

// mapIntro says which map and first phase the new game has.
export function mapIntro(m) {
  const powers = m.powers ? `${count(m.powers.length, 'power')}, ` : '';
  return `A game on the ${m.name} map (${powers}${m.centers} supply centers, ${m.victory} to win), from ${m.firstPhaseLong}.`;
}

// wholeNumber reads a field's text: {} when empty, {value} for a whole
// number (negative ones go to the engine, which says why not), else {error}.
export function wholeNumber(text, label) {
  const t = String(text).trim();
  if (t === '') return {};
  if (!/^-?\d+$/.test(t)) return { error: `${label}: write a whole number, not “${t}”.` };
  return { value: Number(t) };
}

// parseCenterValues reads the center values, one center a line: its name
// or abbreviation, then its value ("PAR 5", "St Petersburg 3"). Empty lines
// are skipped; the engine checks the names against the map.
export function parseCenterValues(text) {
  const values = {};
  const lines = String(text).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    const m = /^(.*?)[\s:=]+(-?\d+)$/.exec(line);
    if (!m || m[1].trim() === '') {
      return { error: `Center values, line ${i + 1}: write a center and its value in AgP, e.g. “PAR 5”, not “${line}”.` };
    }
    const name = m[1].trim();
    if (Object.hasOwn(values, name)) return { error: `Center values, line ${i + 1}: ${name} has a value already.` };
    values[name] = Number(m[2]);
  }
  return { values };
}

// incomeRequest is the income object of the fields as filled in ({} when
// they say the rules' own income: decreasing, nothing typed, paid each
// year), or {error}. Only the chosen scheme's fields are read.
export function incomeRequest(f, form) {
  const { key: scheme, fields } = schemeOf(form, f.scheme);
  const income = {};
  if (scheme !== form.schemes[0].key) income.scheme = scheme;
  for (const key of [...fields.map((x) => x.key), 'cap']) {
    if (key === 'centerValues') {
      const cv = parseCenterValues(f.centerValues || '');
      if (cv.error) return { error: cv.error };
      if (Object.keys(cv.values).length) income.centerValues = cv.values;
      continue;
    }
    const n = wholeNumber(f[key] ?? '', fieldLabel(form, key, scheme));
    if (n.error) return { error: n.error };
    if (n.value !== undefined) income[key] = n.value;
  }
  if (f.paidEach === 'season') income.paidEach = 'season';
  return Object.keys(income).length ? { income } : {};
}

// rulesRequest is the rules object of the ticks ({classic, parts: {KEY:
// bool}, ebayola, zeroSum, blind}) and the income fields: Classic when
// every part is ticked, else each part ticked; no income object when the
// flat income part sets it.
export function rulesRequest(ticks, incomeFields, form) {
  const rules = {};
  const on = form.parts.map((p) => p.key).filter((k) => ticks.parts[k]);
  if (on.length === form.parts.length) rules[form.classic.key] = true;
  else for (const k of on) rules[k] = true;
  for (const { key } of form.switches) if (ticks[key]) rules[key] = true;
  if (!ticks.parts.flatIncome) {
    const inc = incomeRequest(incomeFields, form);
    if (inc.error) return { error: inc.error };
    if (inc.income) rules.income = inc.income;
  }
  return { rules };
}

// parseAddresses reads a power's addresses as typed: separated by commas
// or line ends, any number, none fine ([]). A comma inside quotes or angle
// brackets belongs to the address ("Vidal, Ann" <ann@example.org>); the
// engine checks each address.
export function parseAddresses(text) {
  const out = [];
  let cur = '';
  let quoted = false;
  let angled = false;
  for (const c of String(text)) {
    if (c === '"') quoted = !quoted;
    else if (c === '<' && !quoted) angled = true;
    else if (c === '>' && !quoted) angled = false;
    if ((c === ',' || c === '\n' || c === '\r') && !quoted && !angled) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

// addressLabel is how the page labels a power's addresses field.
export const addressLabel = (power) => `${power}'s addresses`;

// addressWords puts a refusal of the engine's in the page's words: its
// field "powers[i].addresses[j]" (powers in the game file's order) becomes
// the field as labelled, "FRANCE's addresses, the 2nd".
export function addressWords(message, powers) {
  const nth = (n) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
  return String(message).replace(/powers\[(\d+)\]\.addresses(?:\[(\d+)\])?/g, (all, i, j) => {
    const p = powers[Number(i)];
    if (p === undefined) return all;
    return addressLabel(p) + (j === undefined ? '' : `, the ${nth(Number(j) + 1)}`);
  });
}

// sealSecret is a new game's seal secret (issue 34): 32 random bytes from
// the browser's cryptography, in hexadecimal, from which the engine
// derives every salt; the engine does not draw it, as Go's crypto/rand
// would add 190 KB to its download.
export function sealSecret() {
  const a = new Uint8Array(32);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] % 1000000000;
}

export function newGameView() {
  const dialog = $('new-dialog');
  const intro = $('new-intro');
  const name = $('new-name');
  const mapSelect = $('new-map');
  const seed = $('new-seed');
  const powers = $('new-powers');
  const classic = $('rule-classic');
  let form = null; // the engine's form (made: the dialog's parts, switches and schemes)
  let parts = []; // [key, checkbox]
  let switches = [];
  const scheme = $('rule-income');
  const incomeInputs = ['victory', 'first', 'step', 'perCenter', 'centerValues', 'cap', 'paidEach'].map((key) => [key, $(`income-${key}`)]);
  const incomeFields = $('income-fields');
  const flatNote = $('income-flat-note');
  const error = $('new-error');
  const fileBar = $('new-file');
  const fileMessage = $('new-file-message');
  const fileButton = $('new-file-download');
  const positions = $('new-file-positions');
  let entries = new Map([['standard', STANDARD]]);
  let index = null; // the promise of maps/index.json, fetched once
  let on = { standardPowers: async () => [], downloaded: () => {} };
  let offered = null; // the game file offered: {name, text}
  let offers = 0; // which offer is the latest (the engine answers later)
  let shown = []; // the powers listed, in the map's order (the game file's)

  // bind hands the GM's choices to the controller: start(), demo(),
  // downloaded() once the new game file went out, and standardPowers(), the
  // standard map's powers from the engine (no fetch).
  function bind(handlers) {
    on = { ...on, ...handlers };
    $('new-start').addEventListener('click', on.start);
    $('new-demo').addEventListener('click', on.demo);
    $('new-cancel').addEventListener('click', () => dialog.close());
    $('new-seed-random').addEventListener('click', () => { seed.value = randomSeed(); });
    mapSelect.addEventListener('change', showMap);
    classic.addEventListener('change', () => {
      for (const [, box] of parts) box.checked = classic.checked;
      showParts();
    });
    scheme.addEventListener('change', showScheme);
    fileButton.addEventListener('click', () => {
      if (!offered) return;
      save(offered.name, offered.text, 'application/json');
      on.downloaded(offered.name);
    });
  }

  // makeForm asks the engine for its form once and makes the dialog's
  // checkboxes (rule-KEY), the schemes and the labels from it.
  async function makeForm() {
    if (form) return;
    const f = await call('form');
    const box = (c) => {
      const input = el('input', { type: 'checkbox', id: `rule-${c.key}` });
      return [input, el('label', {}, input, ` ${c.label}`)];
    };
    $('rule-classic-label').textContent = ` ${f.classic.label}`;
    const partsBox = $('rule-parts');
    parts = f.parts.map((c) => {
      const [input, label] = box(c);
      input.dataset.part = c.key;
      input.addEventListener('change', showParts);
      partsBox.append(label);
      return [c.key, input];
    });
    const switchBox = $('rule-switches');
    switches = f.switches.map((c) => {
      const [input, label] = box(c);
      switchBox.append(label);
      return [c.key, input];
    });
    clear(scheme);
    for (const s of f.schemes) scheme.append(el('option', { value: s.key }, s.label));
    for (const c of f.income) {
      const l = document.querySelector(`label[for="income-${c.key}"]`);
      if (l) l.textContent = c.label;
    }
    form = f;
  }

  // showParts keeps Classic in step with its parts (ticked when all are,
  // mixed when some are) and the income fields with the flat income part.
  function showParts() {
    const n = parts.filter(([, box]) => box.checked).length;
    classic.checked = n === parts.length;
    classic.indeterminate = n > 0 && n < parts.length;
    const flat = parts.some(([key, box]) => key === 'flatIncome' && box.checked);
    incomeFields.disabled = flat;
    flatNote.hidden = !flat;
  }

  // showScheme shows the fields the chosen scheme uses, and only those.
  function showScheme() {
    const uses = schemeOf(form, scheme.value).fields;
    for (const node of incomeFields.querySelectorAll('[data-field]')) node.hidden = !uses.some((f) => f.key === node.dataset.field);
    for (const f of uses) {
      const l = document.querySelector(`label[for="income-${f.key}"]`);
      if (l) l.textContent = f.label;
    }
    placeholders();
  }

  // placeholders say the defaults the empty fields stand for, on this map.
  function placeholders() {
    const m = entries.get(mapSelect.value) || STANDARD;
    $('income-victory').placeholder = `${m.victory} (the map's)`;
    $('income-first').placeholder = scheme.value === 'increasing' ? '1' : `${Math.max(m.victory - 1, 0)} (victory count − 1)`;
    $('income-perCenter').placeholder = scheme.value === 'flat' ? 'needed' : '0';
  }

  // loadIndex fetches the list of maps once (the service worker keeps it
  // from the first visit); without it only the standard map is offered.
  function loadIndex() {
    if (!index) {
      index = fetch(new URL('../maps/index.json', import.meta.url))
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`))))
        .catch(() => { index = null; return null; });
    }
    return index;
  }

  function fillMaps(list) {
    const chosen = mapSelect.value || 'standard';
    const choices = mapChoices(list);
    entries = new Map(choices.map((c) => [c.entry.name, c.entry]));
    clear(mapSelect);
    for (const c of choices) mapSelect.append(el('option', { value: c.entry.name }, c.label));
    mapSelect.value = entries.has(chosen) ? chosen : 'standard';
  }

  // showMap draws the chosen map's powers, each with its status, keeping
  // the statuses already chosen for powers of the same name.
  async function showMap() {
    const m = entries.get(mapSelect.value) || STANDARD;
    intro.textContent = mapIntro(m);
    placeholders();
    const names = m.powers || await on.standardPowers();
    if ((entries.get(mapSelect.value) || STANDARD) !== m) return; // another map was chosen meanwhile
    const before = new Map([...powers.querySelectorAll('select')].map((s) => [s.dataset.power, s.value]));
    const typed = new Map([...powers.querySelectorAll('textarea')].map((s) => [s.dataset.power, s.value]));
    clear(powers);
    for (const p of names) {
      const id = `status-${p}`;
      const select = el('select', { id, dataset: { power: p } },
        ...form.statuses.map((s) => el('option', { value: s }, s)));
      select.value = before.get(p) || form.statuses[0];
      // Its players' mail addresses (issue 35), GM-only: in the game file,
      // never in a player's.
      const addresses = el('textarea', { id: `addresses-${p}`, rows: 1, spellcheck: false, dataset: { power: p },
        placeholder: 'mail addresses, if any' });
      addresses.setAttribute('aria-label', addressLabel(p));
      addresses.value = typed.get(p) || '';
      powers.append(el('label', { htmlFor: id }, p), select, addresses);
    }
    shown = names;
  }

  // open shows the dialog; the list of maps fills in when it arrives.
  async function open() {
    seed.value = randomSeed();
    error.hidden = true;
    await makeForm();
    showParts();
    showScheme();
    dialog.showModal();
    name.focus();
    await showMap();
    const list = await loadIndex();
    if (list) {
      fillMaps(list);
      await showMap();
    }
    dialog.dataset.ready = 'true';
  }

  // request is the new call's request as the GM filled it in, and the map
  // chosen ({request, map}), or null (with the reason shown) when a number
  // is not one.
  function request() {
    error.hidden = true;
    const ticks = { parts: {} };
    for (const [key, box] of parts) ticks.parts[key] = box.checked;
    for (const [key, box] of switches) ticks[key] = box.checked;
    const fields = { scheme: scheme.value };
    for (const [key, input] of incomeInputs) fields[key] = input.value;
    const r = rulesRequest(ticks, fields, form);
    if (r.error) {
      showError(r.error);
      return null;
    }
    const status = {};
    for (const s of powers.querySelectorAll('select')) if (s.value !== form.statuses[0]) status[s.dataset.power] = s.value;
    const addresses = {};
    for (const input of powers.querySelectorAll('textarea')) {
      const list = parseAddresses(input.value);
      if (list.length) addresses[input.dataset.power] = list;
    }
    const req = { name: name.value, rules: r.rules, status, addresses, seal: sealSecret() };
    const due = zoned($('new-deadline').value); // the first phase's deadline, in the GM's zone
    if (due) req.deadline = due;
    const s = wholeNumber(seed.value, 'Random seed');
    if (s.error) {
      showError(s.error);
      return null;
    }
    if (s.value !== undefined) req.seed = s.value;
    return { request: req, map: mapSelect.value || 'standard' };
  }

  // showError says why not; an address refused is named as labelled.
  function showError(message) {
    error.textContent = addressWords(message, shown);
    error.hidden = false;
  }

  function close() {
    dialog.close();
  }

  // offerFile offers the new game's files at once, before any
  // adjudication, as the engine names them (the opening call): the game
  // file, and the position the players check their first sheets against
  // (each power's own in Tin Cup); downloaded says the game file went out.
  async function offerFile(summary, game, downloaded) {
    hideFile(); // not the last game's files while the engine makes these
    const mine = offers;
    const { files } = await call('opening', { game });
    if (mine !== offers) return; // hidden, or offered again, meanwhile
    const gameFile = files.find((f) => f.kind === 'game');
    offered = { name: gameFile.name, text: gameFile.text };
    fileMessage.textContent = downloaded
      ? `${summary.name} is ready, ${summary.phaseLong}; its game file was downloaded. Each power's opening treasury is in the Powers panel.`
      : `${summary.name} is ready, ${summary.phaseLong}. Download its game file now, to keep it outside this browser; each power's opening treasury is in the Powers panel.`;
    fileButton.textContent = `Download ${offered.name}`;
    fileButton.dataset.file = offered.name;
    clear(positions);
    for (const f of files.filter((x) => x.kind === 'position')) {
      const b = el('button', { type: 'button', className: 'small', dataset: { file: f.name } },
        f.power ? `${f.power}'s position` : 'The position, for the players');
      b.title = `${f.name}: what the players load into the sheet checker for ${summary.phaseLong}`;
      b.addEventListener('click', () => save(f.name, f.text, 'application/json'));
      positions.append(b);
    }
    fileBar.hidden = false;
  }

  function hideFile() {
    offers++;
    offered = null;
    fileBar.hidden = true;
  }

  return { bind, open, request, showError, close, offerFile, hideFile };
}
