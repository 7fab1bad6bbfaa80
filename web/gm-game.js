// The game as it stands: its name and phase in the page's header and the
// Powers panel (each power's GM-only figures, the rules of the game in the
// engine's words, the units waiting to retreat).
import { $, el, clear, labelCells } from './ui.js';

export function gameView() {
  const name = $('game-name');
  const phase = $('game-phase');
  const powers = $('powers').tBodies[0];
  const rules = $('rules');
  const dislodged = $('dislodged');

  // render shows the engine's summary of the game (the load call).
  function render(summary) {
    name.textContent = summary.name;
    phase.textContent = summary.phaseLong;
    phase.hidden = false;
    document.title = `${summary.name} · ${summary.phaseLong} · Payola GM`;

    clear(powers);
    for (const p of summary.powers) {
      const swatch = el('span', { className: 'swatch' });
      swatch.style.background = p.colour;
      const units = p.units.map((u) => el('span', { className: 'unit' }, u));
      powers.append(el('tr', {},
        el('th', { scope: 'row' }, swatch, p.name),
        el('td', {}, p.status),
        el('td', { className: 'num', title: p.centers.join(' ') }, p.centerCount),
        // A unit never breaks across lines ("F" above "STP/SC"); the list is
        // one box (a phone's card lays a cell's children out in a row).
        el('td', { className: 'units' }, el('span', {}, ...(units.length ? units.flatMap((u, i) => (i ? [', ', u] : [u])) : ['—']))),
        el('td', { className: 'num' }, `${p.balance} AgP`),
        el('td', { className: 'mono' }, p.accept)));
    }
    labelCells($('powers'));
    clear(rules);
    for (const line of summary.rules) rules.append(el('li', {}, line));
    dislodged.hidden = summary.dislodged.length === 0;
    dislodged.textContent = summary.dislodged.length
      ? `Dislodged, to retreat or disband: ${summary.dislodged.map((d) => `${d.power} ${d.unit}${d.attackedFrom ? ` (attacked from ${d.attackedFrom})` : ''}`).join('; ')}.`
        + (summary.contested.length ? ` No retreat into ${summary.contested.join(', ')} (standoff).` : '')
      : '';
  }

  // notStarted says the engine never came.
  function notStarted() {
    name.textContent = 'Not started';
  }

  return { render, notStarted };
}
