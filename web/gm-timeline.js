// The game timeline: every adjudicated phase of the game, oldest first.
// A phase adjudicated in this browser is kept whole (its adjudication
// answer, byte for byte): it opens in the Results panel with its files.
// A phase only in the game file's history (played elsewhere, or before
// this browser) shows its map; its files need the engine to rebuild them.
import { $, el, clear } from './ui.js';

export function timelineView() {
  const list = $('timeline');
  let on = { open: () => {}, map: () => {} };

  // bind hands the GM's choices to the controller: open(i) a phase kept
  // here (the i-th earlier phase), map(code) for one of the history only.
  function bind(handlers) {
    on = handlers;
  }

  // render lists the phases: history (the game file's, from the load
  // call), past (the earlier phases kept here), shown (the index open in
  // the Results panel, or -1).
  function render(history, past, shown) {
    clear(list);
    const kept = new Map(past.map((p, i) => [p.result && p.result.answer.result.phase, i]));
    const codes = history.map((h) => h.code);
    for (const p of past) {
      const code = p.result && p.result.answer.result.phase;
      if (code && !codes.includes(code)) codes.push(code);
    }
    if (!codes.length) list.append(el('li', { className: 'muted' }, 'No phase adjudicated yet.'));
    for (const code of codes) {
      const h = history.find((x) => x.code === code);
      const i = kept.get(code);
      if (i !== undefined) {
        const entry = past[i];
        const sent = (entry.sent || []).length;
        const powers = new Set(entry.result.answer.files.filter((f) => f.power).map((f) => f.power)).size;
        const open = el('button', { type: 'button', className: 'small', dataset: { phase: code }, ariaPressed: String(i === shown) }, `Open ${entry.result.answer.phaseLong}`);
        open.addEventListener('click', () => on.open(i));
        list.append(el('li', { className: i === shown ? 'shown' : '' }, open,
          el('span', { className: 'muted' }, ` results, ledgers, chart, map and every file · sent to ${sent} of ${powers} powers`)));
      } else {
        const map = el('button', { type: 'button', className: 'small', dataset: { phase: code } }, `Map of ${h ? h.long : code}`);
        map.addEventListener('click', () => on.map(code));
        list.append(el('li', {}, map, el('span', { className: 'muted' }, ' from the game file\'s history: adjudicated elsewhere, so only its map is shown here')));
      }
    }
  }

  return { bind, render };
}
