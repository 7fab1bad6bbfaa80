// The checker's panels: the power and balance chosen, what the sheet is
// checked against, the totals, the line-by-line list, the cost and the
// report's balance. It grabs its elements once, draws what the controller
// (checker.js) gives it and tells it what the player did; it holds no
// state of its own.
import { $, el, clear } from './ui.js';
import { utf16Index, explanationText } from './text.js';

const SHOWN = 200; // lines explained at most in the line-by-line list

export function checkerView() {
  const [power, balance, lines, totals, cost, report, rules, examples] = ['power', 'balance', 'lines', 'totals', 'cost', 'report-status', 'rules', 'examples'].map($);
  const pageExamples = [...examples.childNodes].map((n) => n.cloneNode(true)); // the standard map's, without a file
  let on = {};

  // bind wires the controls to the controller's handlers: power(p),
  // balance(typed), openGame(file), openReport(file), forget(), jump(line,
  // column).
  function bind(handlers) {
    on = handlers;
    balance.addEventListener('input', () => on.balance(balance.value));
    power.addEventListener('change', () => on.power(power.value));
    $('open-game-button').addEventListener('click', () => $('open-game').click());
    $('open-report-button').addEventListener('click', () => $('open-report').click());
    $('open-report').addEventListener('change', (e) => { if (e.target.files[0]) on.openReport(e.target.files[0]); e.target.value = ''; });
    $('open-game').addEventListener('change', (e) => { if (e.target.files[0]) on.openGame(e.target.files[0]); e.target.value = ''; });
    $('forget-game').addEventListener('click', () => on.forget());
  }

  // renderChoice shows the powers offered, the power chosen and the
  // balance typed.
  function renderChoice(st) {
    const options = [...power.options].map((o) => o.value);
    if (options.join('\n') !== ['', ...st.powers].join('\n')) {
      power.replaceChildren(el('option', { value: '' }, '— not said —'));
      for (const p of st.powers) power.append(el('option', { value: p }, p));
    }
    power.value = st.power;
    if (balance.value !== st.balance) balance.value = st.balance;
  }

  // renderAgainst says what the sheet is checked against.
  function renderAgainst(st) {
    $('against').textContent = st.game
      ? `Checked against ${st.label}: the units on the board and the legality of every order.`
      : 'No position file: syntax and the standard map only. Load the public position file your GM sent after the last phase to check your units and orders too.';
    clear(rules);
    rules.hidden = !st.game || st.rules.length === 0;
    if (st.game) for (const line of st.rules) rules.append(el('li', {}, line));
    $('forget-game').hidden = !st.game;
  }

  // renderExamples shows the example offers in the checked file's own
  // names, or the page's own (the standard map's) without them.
  function renderExamples(st) {
    if (!st.example.length) {
      examples.replaceChildren(...pageExamples.map((n) => n.cloneNode(true)));
      return;
    }
    examples.replaceChildren('One offer a line: ');
    st.example.forEach((line, i) => {
      if (i) examples.append(' · ');
      examples.append(el('code', { className: 'example' }, line));
    });
    examples.append(' · ', el('code', { className: 'example' }, '% a comment'));
  }

  // renderCheck shows the engine's check sc of text: each line's problems
  // or what it means (sc.explained, one {line, echo, meaning} a line),
  // and the totals.
  function renderCheck(sc, text) {
    const byLine = new Map();
    const entry = (n) => {
      if (!byLine.has(n)) byLine.set(n, { problems: [], meaning: null });
      return byLine.get(n);
    };
    for (const d of sc.diagnostics) entry(d.line).problems.push(d);
    for (const e of sc.explained || []) entry(e.line).meaning = e;
    const source = text.split('\n');
    clear(lines);
    // Every problem, but not thousands of explanations: a long list costs
    // the page more than typing may (issue 24: 50 ms a key at 5,000 lines).
    const numbers = [...byLine.keys()].sort((a, b) => a - b);
    const shown = numbers.filter((n) => byLine.get(n).problems.length).slice(0, SHOWN)
      .concat(numbers.filter((n) => !byLine.get(n).problems.length)).slice(0, SHOWN).sort((a, b) => a - b);
    for (const n of shown) {
      const e = byLine.get(n);
      const item = el('li', { className: e.problems.length ? 'line bad' : 'line good', dataset: { line: n } });
      const head = el('button', { type: 'button', className: 'link', title: 'Show this line' }, n ? `line ${n}` : 'the sheet');
      head.addEventListener('click', () => on.jump(n, e.problems.length ? e.problems[0].col : 0));
      item.append(head, el('code', {}, ` ${source[n - 1] || ''}`));
      for (const d of e.problems) {
        // Columns in characters, as the player counts them.
        const col = d.col ? utf16Index(source[n - 1] || '', d.col) + 1 : 0;
        item.append(el('p', { className: 'problem' }, col ? `column ${col}: ${d.message}` : d.message));
      }
      if (e.meaning) item.append(el('pre', { className: 'meaning' }, explanationText(e.meaning)));
      lines.append(item);
    }
    if (shown.length < numbers.length) {
      lines.append(el('li', { className: 'line more' }, `… and ${numbers.length - shown.length} more lines, each as the engine reads it: fix the problems above first.`));
    }
    const bad = sc.diagnostics.length;
    totals.className = bad ? 'totals bad' : 'totals good';
    totals.textContent = `${bad ? `${bad} problem${bad > 1 ? 's' : ''} · ` : 'No problems · '}`
      + `${sc.offers} offer${sc.offers === 1 ? '' : 's'}, ${sc.offered} AgP offered in all, ${sc.savings} AgP of savings`;
  }

  // renderCost says what the sheet can cost (rules 5.5, 5.6), in the
  // engine's words c.words: the first, the steps, the last.
  function renderCost(c) {
    const [first, ...rest] = c.words;
    clear(cost);
    cost.className = c.over ? 'cost-words bad' : 'cost-words good';
    cost.dataset.rounds = c.rounds;
    cost.append(el('p', {}, first));
    if (rest.length) {
      const steps = el('ol', {});
      for (const w of rest.slice(0, -1)) steps.append(el('li', {}, w));
      cost.append(steps, el('p', {}, rest[rest.length - 1]));
    }
  }

  function costFailed(message) {
    cost.replaceChildren(el('p', { className: 'problem' }, message));
  }

  // reportRead and reportFailed say what came of a report loaded.
  function reportRead(message) {
    report.className = 'muted small';
    report.textContent = message;
  }

  function reportFailed(message) {
    report.className = 'error small';
    report.textContent = message;
  }

  const showBusy = (yes) => { $('busy').hidden = !yes; };

  return { bind, renderChoice, renderAgainst, renderExamples, renderCheck, renderCost, costFailed, reportRead, reportFailed, showBusy };
}
