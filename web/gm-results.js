// The Results panel: the adjudicated phase's map (in a Tin Cup game, rule
// 6.3, previewed as any power will receive it, with its results and
// report), the orders issued with their results, the ledgers and the lines
// ignored. The downloads beneath are gm-downloads.js's.
import { $, el, clear, where, labelCells, motion } from './ui.js';
import { showMap } from './mapview.js';

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

export function resultsView() {
  const section = $('results-section');
  const phase = $('results-phase');
  const note = $('results-note');
  const preview = $('preview');
  const previewPower = $('preview-power');
  const previewCaption = $('preview-caption');
  const previewTexts = $('preview-texts');
  const ordersGM = $('orders-gm');
  const map = $('results-map');
  const orders = $('orders').tBodies[0];
  const ledgers = $('ledgers').tBodies[0];
  const ignored = $('ignored');
  const ignoredList = $('ignored-list');
  const continueButton = $('continue');
  const continueLine = $('continue-line');
  const skip = $('skip-continue');
  const title = $('results-title');
  const stale = $('results-stale');
  const past = $('results-past');
  const pastMessage = $('results-past-message');
  const chartName = $('chart-name');
  const chartText = $('chart-text');
  let whyByUnit = new Map(); // unit -> the auction's why, for the map's units
  const texts = { results: [$('preview-results'), $('preview-results-name')], report: [$('preview-report'), $('preview-report-name')] };

  // bind hands the GM's choices to the controller: previewAs(power) and
  // continue() with the next phase.
  function bind(on) {
    previewPower.addEventListener('change', (e) => on.previewAs(e.target.value));
    continueButton.addEventListener('click', on.continue);
    skip.addEventListener('click', (e) => {
      e.preventDefault();
      continueButton.focus();
      continueButton.scrollIntoView({ block: 'center' });
    });
    $('results-current').addEventListener('click', on.current);
  }

  // render shows adjudicate's answer a (made in ms); text is the GM's text
  // it was made from, for the places of ignored lines. mode.stale: the text
  // changed since; mode.past: an earlier phase from the timeline, in words;
  // mode.rebuilt: made again by the engine from the history (ms is that).
  function render(a, ms, text, mode = {}) {
    stale.hidden = !mode.stale;
    past.hidden = !mode.past;
    pastMessage.textContent = mode.past || '';
    continueLine.hidden = Boolean(mode.past);
    skip.hidden = continueLine.hidden;
    section.classList.toggle('is-past', Boolean(mode.past));
    const r = a.result;
    phase.textContent = `${a.phaseLong} (seed ${r.seed})`;
    note.textContent = `${mode.rebuilt ? 'Made again from the history' : 'Adjudicated'} in ${ms.toFixed(0)} ms. Next: ${a.nextPhaseLong}.`
      + (r.ignored && r.ignored.length ? ` ${r.ignored.length} invalid line${r.ignored.length === 1 ? ' was' : 's were'} ignored.` : '');
    // In a blind game (rule 6.3) each power has its own map: the GM can
    // look at the phase as any power will receive it.
    const blind = a.files.some((f) => f.power && f.kind === 'map');
    clear(previewPower);
    previewPower.append(el('option', { value: '' }, 'GM: everything'));
    for (const f of a.files) if (f.power && f.kind === 'map') previewPower.append(el('option', { value: f.power }, f.power));
    preview.hidden = !blind;
    ordersGM.hidden = !blind;
    previewAs(a, '');

    clear(orders);
    // Why each unit issued its order (the auction's decision, GM only) opens
    // from its total, by click or keyboard; why each order had its result
    // (the judge's cause) stands beside the result. Both are the engine's words.
    whyByUnit = new Map((r.why || []).map((w) => [w.unit, w]));
    for (const o of r.orders) {
      const outcome = o.outcome ?? o.result; // the results file's words (publish.Outcome); a stored answer from before them has its result
      const total = o.total === undefined || o.total === null ? '' : `${o.total} AgP`;
      const w = whyByUnit.get(o.unit);
      orders.append(el('tr', { className: `result-${o.result}`, dataset: { unit: o.unit } },
        el('td', {}, o.power),
        el('td', { className: 'mono' }, o.unit),
        el('td', { className: 'mono order' }, o.order),
        el('td', { className: 'num gm-col' }, w
          ? el('details', { className: 'why' }, el('summary', {}, total), el('p', {}, w.words))
          : total),
        el('td', { className: 'outcome' }, outcome)));
    }
    labelCells($('orders'));

    clear(ledgers);
    const net = a.netTransfers || {};
    const income = a.income || {};
    for (const name of Object.keys(r.ledgers || {}).sort()) {
      const l = r.ledgers[name];
      ledgers.append(el('tr', {},
        el('th', { scope: 'row' }, name),
        el('td', { className: 'num' }, l.before),
        el('td', { className: 'num' }, l.paid ? `-${l.paid}` : '0'),
        el('td', { className: 'num' }, signed(net[name] || 0)),
        el('td', { className: 'num' }, signed(income[name] || 0)),
        el('td', { className: 'num' }, l.after),
        el('td', { className: 'num' }, l.reductions)));
    }
    if (!ledgers.rows.length) {
      ledgers.append(el('tr', {}, el('td', { colSpan: 7, className: 'muted' }, 'No money moves in this phase.')));
    }
    labelCells($('ledgers'));
    const chart = a.files.find((f) => f.kind === 'chart');
    chartName.textContent = chart ? chart.name : '';
    chartText.textContent = chart ? chart.text : 'No chart for this phase.';

    clear(ignoredList);
    for (const d of r.ignored || []) ignoredList.append(el('li', {}, `${where(d, text)}: ${d.message}`));
    ignored.hidden = !(r.ignored && r.ignored.length);

    continueButton.textContent = `Continue with ${a.nextPhaseLong}`;
    section.hidden = false;
  }

  // previewAs shows the results map as the GM sees it (power '') or as one
  // power of a blind game will receive it, that power's results and report
  // beneath.
  function previewAs(a, power) {
    const own = (kind) => a.files.find((f) => f.kind === kind && (power ? f.power === power : !f.power));
    const shown = own('map');
    previewPower.value = power;
    map.alt = power ? `The map of the phase as ${power} will receive it: only what ${power} sees`
      : 'The map of the phase with the orders and their results';
    if (shown) {
      showMap(map, shown.text, {
        onUnit: openWhy,
        describe: (unit) => whyByUnit.get(unit)?.words || '',
        unitsLabel: 'Units on the map: arrow keys go from unit to unit; focus shows why it took its order, Enter opens it in the orders table',
      });
    }
    previewCaption.hidden = preview.hidden;
    previewCaption.textContent = power ? `Preview: the map ${power} will receive (${shown ? shown.name : 'none'}); its results and report are under the map.`
      : 'The GM\'s view: every unit and every order. No player receives this map.';
    previewTexts.hidden = !power;
    if (!power) return;
    for (const span of previewTexts.querySelectorAll('.preview-power')) span.textContent = power;
    for (const kind of ['results', 'report']) {
      const f = own(kind);
      const [body, name] = texts[kind];
      body.textContent = f ? f.text : `${power} receives no ${kind} this phase.`;
      name.textContent = f ? f.name : '';
    }
  }

  // openWhy opens the orders table's reason for the unit's order (the
  // auction's why, the engine's words) and brings it into view: the map's
  // unit chosen by click or keyboard.
  function openWhy(unit) {
    const row = [...orders.rows].find((tr) => tr.dataset.unit === unit);
    if (!row) return;
    const details = row.querySelector('details.why');
    if (details) details.open = true;
    row.scrollIntoView({ behavior: motion(), block: 'center' });
    const target = details ? details.querySelector('summary') : row.cells[1];
    if (target) {
      if (!details) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
  }

  function hide() {
    section.hidden = true;
    skip.hidden = true;
  }

  // markStale says the text changed after this adjudication.
  function markStale() {
    stale.hidden = false;
  }

  // focus moves the keyboard to the results' heading, scrolled into view.
  function focus() {
    section.scrollIntoView({ behavior: motion(), block: 'start' });
    title.focus({ preventScroll: true });
  }

  return { bind, render, previewAs, hide, markStale, focus };
}
