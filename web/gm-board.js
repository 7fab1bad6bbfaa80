// The Board panel: the map of the board now or of an adjudicated phase of
// the history (Earlier / Later and a list of phases), and in a Tin Cup game
// (rule 6.3) the board now as one power sees it ("Seen by").
import { $, el, clear } from './ui.js';
import { showMap as drawMap } from './mapview.js';

export function boardView() {
  const prev = $('phase-prev');
  const next = $('phase-next');
  const pick = $('phase-pick');
  const seenBy = $('board-seen');
  const power = $('board-power');
  const caption = $('board-caption');
  const map = $('board-map');
  const error = $('board-error');

  // bind hands the GM's choices to the controller: phase(code) for a phase
  // ('' = the board now), step(±1) for Earlier / Later, power(name) for
  // "Seen by" ('' = the GM's board).
  function bind(on) {
    prev.addEventListener('click', () => on.step(-1));
    next.addEventListener('click', () => on.step(1));
    pick.addEventListener('change', (e) => on.phase(e.target.value));
    power.addEventListener('change', (e) => on.power(e.target.value));
  }

  // setGame lists the game's phases and powers; blind offers each power's
  // view of the board.
  function setGame(summary, blind) {
    clear(power);
    power.append(el('option', { value: '' }, 'GM: every unit'));
    for (const p of summary.powers) power.append(el('option', { value: p.name }, p.name));
    seenBy.hidden = !blind;
    clear(pick);
    for (const h of summary.history) pick.append(el('option', { value: h.code }, `${h.long}: orders and results`));
    pick.append(el('option', { value: '' }, `${summary.phaseLong}: the board now`));
  }

  // render shows which board is drawn: phase code ('' = now), the power
  // whose view it is ('' = the GM's), source = where the game came from.
  function render(summary, code, seen, source) {
    power.value = seen;
    const codes = [...summary.history.map((h) => h.code), ''];
    const at = codes.indexOf(code);
    pick.value = code;
    prev.disabled = at <= 0;
    next.disabled = at >= codes.length - 1;
    const h = summary.history.find((x) => x.code === code);
    caption.textContent = h ? `${h.long}, as adjudicated`
      : `${summary.phaseLong}${seen ? `, as ${seen} sees it` : ''}${source ? ` · ${source}` : ''}`;
    map.alt = h ? `The map of ${h.long}: the board before it, the orders and their results`
      : seen ? `The board as ${seen} sees it now: only its part of the board` : 'The board as it stands';
  }

  function showMap(svg) {
    error.hidden = true;
    drawMap(map, svg); // its failure marks say why on focus and hover
  }

  function showError(message) {
    error.textContent = message;
    error.hidden = false;
  }

  return { bind, setGame, render, showMap, showError };
}
