// What if: the player's private rehearsal. Guessed sheets of the other
// powers and their guessed balances; "Try it" has the engine adjudicate
// the phase of the loaded position with them and the player's own sheet
// and balance (the rehearse call: the GM's adjudication, in this browser)
// and shows the map, the player's own report and the public results.
// Nothing of it is stored or sent.
import { call } from './engine.js';
import { $, el, clear } from './ui.js';
import { MapView, showMap } from './mapview.js';

export class WhatIf {
  // context() gives {game, power, text, balance, accept} as the page has
  // them (accept: the loaded report's acceptance list, "" for the board's).
  constructor(context) {
    this.context = context;
    this.view = new MapView($('rehearsal-mapview'));
    $('try').addEventListener('click', () => this.run());
  }

  // setPowers lists a guessed balance for each power but the player's.
  setPowers(powers, own) {
    const box = $('guessed');
    const kept = {};
    for (const input of box.querySelectorAll('input')) kept[input.dataset.power] = input.value;
    clear(box);
    for (const p of powers) {
      if (p === own) continue;
      const input = el('input', { type: 'number', min: '0', max: '1000000', inputMode: 'numeric', value: kept[p] || '', dataset: { power: p } });
      box.append(el('label', {}, `${p} `, input));
    }
  }

  async run() {
    const { game, power, text, balance, accept } = this.context();
    const status = $('try-status');
    if (!game) { status.textContent = 'Load the position file first: the rehearsal plays on its board.'; return; }
    if (!power) { status.textContent = 'Say which power you are (at the top of your sheet).'; return; }
    if (!/^\d+$/.test(balance)) { status.textContent = 'Type your balance (under “What it costs”).'; return; }
    const balances = {};
    for (const input of $('guessed').querySelectorAll('input')) {
      if (/^\d+$/.test(input.value.trim())) balances[input.dataset.power] = Number(input.value);
    }
    status.textContent = 'Adjudicating in your browser…';
    let r;
    try {
      r = await call('rehearse', { game, power, text, others: $('others').value, balance: Number(balance), balances, ...(accept ? { accept } : {}) });
    } catch (e) {
      const where = (e.diagnostics || []).slice(0, 5).map((d) => `${d.power ? `${d.power}, ` : ''}line ${d.line}: ${d.message}`);
      status.textContent = `The rehearsal cannot run: ${e.message}${where.length ? ` — ${where.join('; ')}` : ''}`;
      return;
    }
    status.textContent = 'Done: a rehearsal only, nothing was sent.';
    $('rehearsal').hidden = false;
    showMap($('rehearsal-map'), r.map); // its failure marks say why on focus
    $('rehearsal-paid').textContent = `You would pay ${r.paid} AgP.`;
    $('rehearsal-report').textContent = r.report;
    $('rehearsal-results').textContent = r.results;
  }
}
