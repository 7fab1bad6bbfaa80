// The game timeline: every adjudicated phase of the game, oldest first.
// A phase adjudicated in this browser is kept whole (its adjudication
// answer, byte for byte): it opens in the Results panel with its files.
// A phase only in the game file's history (played elsewhere, or before
// this browser) is made again by the engine (the timeline call) from the
// record the history keeps of it, which it checks it gives again; its map
// shows too. Under the list, the game's story in two plots the engine
// draws from the history (the story call), once a phase is adjudicated.
import { $, el, clear, showSVG } from './ui.js';

export function timelineView() {
  const list = $('timeline');
  const story = $('story');
  const storyError = $('story-error');
  let on = { open: () => {}, rebuild: () => {}, map: () => {} };

  // bind hands the GM's choices to the controller: open(i) a phase kept
  // here (the i-th earlier phase); for one of the history only, rebuild(code)
  // and map(code).
  function bind(handlers) {
    on = handlers;
  }

  // render lists the phases: history (the game file's, from the load
  // call), past (the earlier phases kept here), shown (the code of the
  // phase open in the Results panel, or '').
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
        const open = el('button', { type: 'button', className: 'small', dataset: { phase: code }, ariaPressed: String(code === shown) }, `Open ${entry.result.answer.phaseLong}`);
        open.addEventListener('click', () => on.open(i));
        list.append(el('li', { className: code === shown ? 'shown' : '' }, open,
          el('span', { className: 'muted' }, ` results, ledgers, chart, map and every file · sent to ${sent} of ${powers} powers`)));
      } else {
        const long = h ? h.long : code;
        const open = el('button', { type: 'button', className: 'small', dataset: { phase: code }, ariaPressed: String(code === shown) }, `Open ${long}`);
        open.addEventListener('click', () => on.rebuild(code));
        const map = el('button', { type: 'button', className: 'small link', dataset: { map: code }, ariaLabel: `its map: ${long}` }, 'its map');
        map.addEventListener('click', () => on.map(code));
        list.append(el('li', { className: code === shown ? 'shown' : '' }, open,
          el('span', { className: 'muted' }, ' from the game file\'s history, its files made again by the engine · '), map));
      }
    }
  }

  // showStory shows the engine's plots ({phases, public, money}, the story
  // call's answer): as images, like the map, so that they run nothing; a
  // game with no phase adjudicated has no story to show.
  function showStory(s) {
    storyError.hidden = true;
    story.hidden = !s || !s.phases;
    if (story.hidden) return;
    showSVG($('story-public'), s.public);
    showSVG($('story-money'), s.money);
  }

  function showStoryError(message) {
    story.hidden = true;
    storyError.textContent = `The game's story could not be drawn: ${message}`;
    storyError.hidden = false;
  }

  return { bind, render, showStory, showStoryError };
}
