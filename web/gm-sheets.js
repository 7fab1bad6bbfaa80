// The Sheets panel: every power's text in the sheet editor (editor.js, the
// checker's), the live check's findings marked at their lines and columns
// and listed (problems, silent powers, excess builds, void orders), each
// power's summary, and the Adjudicate button with its refusal. The words
// of the phase (how its text is written, what becomes of silence and of
// void orders) are the engine's (the words call).
import { $, el, clear, where, labelCells } from './ui.js';
import { SheetEditor } from './editor.js';
import { explanationText } from './text.js';

export function sheetsView() {
  let typed = () => {};
  const editor = new SheetEditor($('text'), {
    label: "Every power's offer sheet or orders, each after a line with the power's name",
    onChange: () => typed(),
    headers: true,
    describedBy: [$('check-status')],
    pageOpensFiles: true, // gm-open.js: a text of sheets or a game file
  });
  const phase = $('sheets-phase');
  const hint = $('sheets-hint');
  const notice = $('text-notice');
  const noticeMessage = $('text-notice-message');
  const busy = $('busy');
  const status = $('check-status');
  const diagnostics = $('diagnostics');
  const silent = $('silent');
  const excessBlock = $('excess-block');
  const excess = $('excess');
  const voidNote = $('void-note');
  const voids = $('void-orders');
  const summaryTable = $('summary');
  const summaryBody = summaryTable.tBodies[0];
  const explained = $('explained');
  const lenientChoice = $('lenient-choice');
  const lenient = $('lenient');
  const lenientLabel = $('lenient-label');
  const button = $('adjudicate');
  const refusal = $('adjudicate-error');
  const refusalMessage = $('adjudicate-error-message');
  const refusalList = $('adjudicate-error-list');
  let words = null; // the engine's words of the phase
  let kind = 'M'; // the phase's kind: M offers, R and A plain orders
  let counted = null; // the engine's count of what the lenient choice ignores

  // bind hands the GM's actions to the controller: typed() after each
  // change of the text by the GM (not after the page's own), lenient()
  // when the choice to ignore invalid lines changes, adjudicate(), clear()
  // and keep() for the notice of an old phase's text.
  function bind(on) {
    typed = on.typed;
    lenient.addEventListener('change', on.lenient);
    button.addEventListener('click', on.adjudicate);
    $('text-clear').addEventListener('click', on.clear);
    $('text-keep').addEventListener('click', () => { notice.hidden = true; });
  }

  // setPhase shows what the text of this phase is for and how it is
  // written; money columns only where money moves (movement), the orders
  // column only where plain orders are written.
  function setPhase(summary, phaseWords) {
    words = phaseWords;
    phase.textContent = `for ${summary.phaseLong}`;
    hint.textContent = words.hint;
    kind = summary.kind;
    summaryTable.classList.toggle('no-money', summary.kind !== 'M');
    // Plain orders in a movement phase are a loyal power's only (rule
    // 6.5): without one the column would read 0 for every power.
    summaryTable.classList.toggle('no-orders', summary.kind === 'M' && !(summary.powers || []).some((p) => p.status === 'loyal'));
  }

  // offerToClear: the text was written for another phase than the game's
  // (Open game… keeps it): offer to clear it.
  function offerToClear(before, now) {
    noticeMessage.textContent = `The text was written for ${before.phaseLong}; this game is at ${now.phaseLong}.`
      + (words.plain ? ` ${words.plain}` : '')
      + ' Clear the text for the new phase?';
    notice.hidden = false;
  }

  // hideNotice runs at every key: it touches the page only when the
  // notice is shown.
  function hideNotice() {
    if (!notice.hidden) notice.hidden = true;
  }

  // placeOf is a diagnostic's place in the text it was found in, as a
  // button that puts the cursor there (no button for the text as a whole).
  function placeOf(d, text) {
    const label = where(d, text);
    if (!d.line) return el('strong', {}, label);
    const jump = el('button', { type: 'button', className: 'link', title: 'Show this line' }, label);
    jump.addEventListener('click', () => editor.jump(d.line, d.col));
    return jump;
  }

  function diagnosticItems(list, ds, className, text) {
    clear(list);
    for (const d of ds) list.append(el('li', { className, dataset: { line: d.line } }, placeOf(d, text), ': ', d.message));
  }

  // renderCheck shows the engine's check of the text (checked in ms); doc
  // is the editor's snapshot of the text checked: its marks are dropped if
  // the text has changed since.
  function renderCheck(tc, ms, doc) {
    const problems = tc.diagnostics.length;
    editor.setDiagnostics(doc, tc.diagnostics, [...(tc.excess || []), ...(tc.void || [])]);
    const text = doc.toString();
    diagnosticItems(diagnostics, tc.diagnostics, 'problem', text);

    // Powers that sent nothing, and builds beyond what is due (shown when
    // the engine reports them).
    const quiet = tc.silent || [];
    silent.hidden = quiet.length === 0;
    silent.textContent = quiet.length ? `No text yet from ${quiet.join(', ')}: ${words.silent}.` : '';
    const over = tc.excess || [];
    excessBlock.hidden = over.length === 0;
    diagnosticItems(excess, over, 'void', text);

    // Orders the unit cannot carry out are issued void (no effect), not refused.
    const issuedVoid = tc.void || [];
    diagnosticItems(voids, issuedVoid, 'void', text);
    voidNote.textContent = words.void;
    voidNote.hidden = issuedVoid.length === 0;

    clear(summaryBody);
    clear(explained);
    for (const p of tc.powers || []) {
      summaryBody.append(el('tr', { className: p.problems ? 'has-problems' : '' },
        el('th', { scope: 'row' }, p.power),
        el('td', { className: 'num money' }, p.offers),
        el('td', { className: 'num money' }, `${p.offered} AgP`),
        el('td', { className: 'num money' }, `${p.savings} AgP`),
        el('td', { className: 'num orders' }, p.orders),
        el('td', { className: 'num' }, p.problems)));
      // Rule 5.5 before adjudicating: a sheet that may cost more than its
      // power may spend is flagged on a row of its own, across every
      // column, so that a phone (and a phase with the money columns
      // hidden) shows it too. The engine's words, as text.
      if (p.overspends) {
        summaryBody.append(el('tr', { className: 'overspends' },
          el('td', { colSpan: 6 }, el('span', {}, el('strong', {}, 'Overspends: '), p.overspends))));
      }
      if (p.explained && p.explained.length) {
        explained.append(el('details', {},
          el('summary', {}, `${p.power}: what each of its ${p.explained.length} lines becomes`),
          el('pre', {}, p.explained.map((e) => `line ${e.line}: ${explanationText(e)}`).join('\n'))));
      }
    }

    labelCells(summaryTable);
    status.className = problems ? 'status bad' : 'status good';
    const sections = (tc.powers || []).length;
    status.textContent = problems
      ? `${problems} problem${problems > 1 ? 's' : ''}: adjudication refuses the text until they are fixed`
      : sections === 0
        ? words.empty
        : `No problems (${sections} section${sections === 1 ? '' : 's'}; checked in ${ms.toFixed(0)} ms)`;
    lenientChoice.hidden = problems === 0;
    // The label waits for the engine's count of what would be ignored.
    counted = null;
    lenient.disabled = true;
    lenientLabel.textContent = 'Adjudicate anyway, ignoring what cannot be read (counting it…)';
    if (problems === 0) lenient.checked = false;
    refusal.hidden = true;
  }

  // renderLenient names exactly what "Adjudicate anyway" ignores: the
  // engine's count (the ignored call) of lines, and the whole sections set
  // aside, in the phase's words (offers in movement, orders otherwise).
  function renderLenient(count) {
    counted = count;
    lenient.disabled = false;
    lenientLabel.textContent = lenientWords(count, kind);
  }

  // lenientFailed: the engine could not count (a lenient run would fail).
  function lenientFailed(message) {
    counted = null;
    lenient.disabled = true;
    lenient.checked = false;
    lenientLabel.textContent = `Cannot adjudicate even ignoring the invalid lines: ${message}`;
  }

  // lenientChosen: the GM chose to adjudicate ignoring invalid lines.
  function lenientChosen(problems) {
    return problems > 0 && lenient.checked && counted !== null;
  }

  // renderButton names what Adjudicate will do, or why it cannot.
  function renderButton(summary, checked, problems) {
    const ignoring = lenientChosen(problems);
    button.disabled = !summary || Boolean(summary.winner) || !checked || (problems > 0 && !ignoring);
    const phaseLong = summary ? summary.phaseLong : '';
    button.textContent = !checked ? 'Checking the text…' : ignoring ? `Adjudicate ${phaseLong}, ignoring invalid lines` : `Adjudicate ${phaseLong}`;
  }

  function adjudicating() {
    button.disabled = true;
    button.textContent = 'Adjudicating…';
  }

  // showRefusal puts a refusal next to the button: the message, every
  // problem with its place, and the lenient choice when it applies.
  function showRefusal(e, refused) {
    const n = refused.length;
    refusalMessage.textContent = n
      ? `Nothing was adjudicated: ${n} problem${n === 1 ? '' : 's'} in the text. Fix ${n === 1 ? 'it' : 'them'}, or choose to ignore the invalid lines.`
      : `Adjudication failed: ${e.message}`;
    diagnosticItems(refusalList, refused, 'problem', editor.value);
    refusal.hidden = false;
    if (n) lenientChoice.hidden = false;
    refusal.scrollIntoView({ block: 'nearest' });
  }

  function hideRefusal() {
    refusal.hidden = true;
  }

  function showBusy(on) {
    busy.hidden = !on;
  }

  return {
    editor, bind, setPhase, offerToClear, hideNotice, renderCheck, renderLenient, lenientFailed, lenientChosen, renderButton,
    adjudicating, showRefusal, hideRefusal, showBusy,
  };
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

// lenientWords is the lenient choice's label for the engine's count.
export function lenientWords(count, kind) {
  const noun = kind === 'M' ? 'offer' : 'order';
  const parts = [];
  let inSections = 0;
  for (const x of count.sections) {
    inSections += x.lines;
    parts.push(x.power
      ? `${x.power}'s earlier section (line ${x.header}, ${plural(x.lines, 'line', 'lines')}: the one at line ${x.replacedBy} replaces it)`
      : `the whole section under “${x.written}” (line ${x.header}, ${plural(x.lines, 'line', 'lines')}: not a power, so none of its ${noun}s is read)`);
  }
  const rest = count.lines - inSections;
  if (rest > 0) parts.push(`${parts.length ? `${plural(rest, 'other invalid line', 'other invalid lines')}` : plural(rest, 'invalid line', 'invalid lines')} (${kind === 'M' ? 'no such offer is made' : 'no such order is given'})`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join('; ')} and ${parts[parts.length - 1]}` : parts[0] || '';
  return `Adjudicate anyway, ignoring ${plural(count.lines, 'line', 'lines')}${list ? `: ${list}` : ''}. Every ignored line is listed in the GM chart.`;
}
