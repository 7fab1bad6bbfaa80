// The game as it stands: its name and phase in the page's header and the
// Powers panel (each power's GM-only figures, the rules of the game in the
// engine's words, the units waiting to retreat), where the GM edits each
// power's players' mail addresses (issue 35).
import { $, el, clear, labelCells } from './ui.js';
import { parseAddresses, addressWords, addressLabel } from './gm-newgame.js';

export function gameView() {
  const name = $('game-name');
  const phase = $('game-phase');
  const powers = $('powers').tBodies[0];
  const rules = $('rules');
  const dislodged = $('dislodged');
  let on = { addresses: async () => {} };

  // bind hands the GM's edits to the controller: addresses(power, list)
  // replaces a power's addresses (the addresses call), and fails with the
  // engine's refusal.
  function bind(handlers) {
    on = { ...on, ...handlers };
  }

  // addressCell shows a power's addresses with an Edit button, which opens
  // them in a box (one a line) with Save and Cancel; a refusal is shown
  // under the box, naming the field as labelled.
  function addressCell(p, names) {
    const cell = el('td', { className: 'addresses' });
    const show = () => {
      const edit = el('button', { type: 'button', className: 'small', id: `edit-addresses-${p.name}` }, 'Edit');
      edit.setAttribute('aria-label', `Edit ${addressLabel(p.name)}`);
      edit.addEventListener('click', open);
      cell.replaceChildren(el('span', {}, p.addresses.length ? p.addresses.join(', ') : '—'), ' ', edit);
    };
    const open = () => {
      const box = el('textarea', { id: `powers-addresses-${p.name}`, rows: Math.max(2, p.addresses.length + 1), spellcheck: false,
        value: p.addresses.join('\n') });
      box.setAttribute('aria-label', addressLabel(p.name));
      const error = el('p', { className: 'error', hidden: true });
      error.setAttribute('role', 'alert');
      const saveButton = el('button', { type: 'button', className: 'small', id: `save-addresses-${p.name}` }, 'Save');
      const cancel = el('button', { type: 'button', className: 'small' }, 'Cancel');
      cancel.addEventListener('click', show);
      saveButton.addEventListener('click', async () => {
        saveButton.disabled = true;
        try {
          await on.addresses(p.name, parseAddresses(box.value));
        } catch (e) {
          error.textContent = addressWords(e.message, names);
          error.hidden = false;
          saveButton.disabled = false;
        }
      });
      cell.replaceChildren(box, el('span', {}, saveButton, ' ', cancel), error);
      box.focus();
    };
    show();
    return cell;
  }

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
        el('td', { className: 'mono' }, p.accept),
        addressCell(p, summary.powers.map((x) => x.name))));
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

  return { bind, render, notStarted };
}
