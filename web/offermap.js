// The checker's map: the board of the loaded position file with the sheet's
// offers drawn on it as they are written (the engine's offerMap call), the
// offers listed with their amounts, and the composer: pick any unit, tick
// some of its legal orders (the engine's legal call), the offer type and
// amount, and the line goes into the sheet at the cursor.
import { Latest, Superseded } from './engine.js';
import { $, el, clear, motion } from './ui.js';
import { MapView, showMap } from './mapview.js';

const KIND_WORDS = { direct: 'direct', negative: 'negative: pays for anything but', wildcard: 'wildcard or gift, drawn' };

export class OfferMap {
  // editor is the SheetEditor lines are written into.
  constructor(editor) {
    this.editor = editor;
    this.game = '';
    this.drawing = new Latest('offerMap');
    this.asking = new Latest('legal'); // arrowing through the units asks for each
    this.view = new MapView($('offer-mapview'));
    this.legal = [];
    this.picking = Promise.resolve(); // the legal orders being asked for
    $('compose-unit').addEventListener('change', () => { this.picking = this.pickUnit(); });
    for (const id of ['compose-type', 'compose-amount', 'compose-plateau', 'compose-repeat']) $(id).addEventListener('input', () => this.preview());
    $('compose-orders').addEventListener('change', () => this.preview());
    $('compose').addEventListener('submit', (e) => { e.preventDefault(); this.write(); });
  }

  // setGame takes a position file (or '' for none) and its units
  // ({power, unit}, from the names call).
  async setGame(game, units) {
    this.game = game;
    $('map-none').hidden = Boolean(game);
    $('map-body').hidden = !game;
    const select = clear($('compose-unit'));
    select.append(el('option', { value: '' }, '— choose a unit —'));
    for (const u of units) select.append(el('option', { value: u.unit }, `${u.unit} (${u.power})`));
    this.legal = [];
    this.showOrders();
  }

  // draw redraws the offers of the sheet's text.
  async draw(text, power) {
    if (!this.game) return;
    let a;
    try {
      a = await this.drawing.run({ game: this.game, power, text });
    } catch (e) {
      if (e instanceof Superseded) return;
      $('offer-list').replaceChildren(el('li', { className: 'negative' }, `The map cannot be drawn: ${e.message}`));
      return;
    }
    showMap($('offer-map'), a.svg, {
      onUnit: (unit) => this.chooseUnit(unit, true),
      onFocusUnit: (unit) => this.chooseUnit(unit, false),
      unitsLabel: 'Units on the map: arrow keys go from unit to unit and show its orders below; Enter goes to them',
      marks: false,
    });
    const list = clear($('offer-list'));
    for (const o of a.offers) {
      list.append(el('li', { className: o.kind, dataset: { line: o.line } },
        `line ${o.line}: ${o.amount} AgP, ${KIND_WORDS[o.kind]} `, el('code', {}, o.orders.join(' | ')), ` (${o.owner})`));
    }
    if (!a.offers.length) list.append(el('li', {}, 'No offer to draw yet.'));
  }

  // chooseUnit opens the composer on a unit of the map (focused: its
  // orders listed; chosen: the focus moves to them too).
  async chooseUnit(unit, go) {
    const select = $('compose-unit');
    if (![...select.options].some((o) => o.value === unit)) return;
    if (select.value !== unit) {
      select.value = unit;
      this.picking = this.pickUnit();
    }
    await this.picking;
    if (!go || select.value !== unit) return;
    const first = $('compose-orders').querySelector('input');
    $('compose').scrollIntoView({ behavior: motion(), block: 'nearest' });
    (first || select).focus({ preventScroll: true });
  }

  async pickUnit() {
    const unit = $('compose-unit').value;
    this.legal = [];
    if (unit) {
      try {
        this.legal = (await this.asking.run({ game: this.game, unit })).orders;
      } catch (e) {
        if (e instanceof Superseded) return;
        this.legal = [];
        $('compose-preview').textContent = e.message;
      }
    }
    this.showOrders();
  }

  showOrders() {
    const box = $('compose-orders');
    box.replaceChildren(box.querySelector('legend') || el('legend', {}, 'Its legal orders'));
    if (!this.legal.length) box.append(el('p', { className: 'muted small' }, 'Choose a unit to see every order it may be given.'));
    this.legal.forEach((o, i) => {
      const input = el('input', { type: 'checkbox', value: String(i), id: `legal-${i}` });
      box.append(el('label', { htmlFor: `legal-${i}` }, input, ` ${o.text}`));
    });
    this.preview();
  }

  // line is the canonical line of the choices, or '' while incomplete:
  // amount (repetition*amount#plateau), the offer type, the first order in
  // full and each further one as its action after '|'.
  line() {
    const chosen = [...$('compose-orders').querySelectorAll('input:checked')].map((c) => this.legal[Number(c.value)]);
    const amount = $('compose-amount').value.trim();
    if (!chosen.length || !/^\d+$/.test(amount)) return '';
    const repeat = $('compose-repeat').value.trim();
    const plateau = $('compose-plateau').value.trim();
    const field = `${/^\d+$/.test(repeat) && Number(repeat) > 1 ? `${Number(repeat)}*` : ''}${Number(amount)}${/^\d+$/.test(plateau) && Number(plateau) > 0 ? `#${Number(plateau)}` : ''}`;
    return `${field} ${$('compose-type').value} ${chosen[0].text}${chosen.slice(1).map((o) => ` | ${o.action}`).join('')}`;
  }

  preview() {
    const line = this.line();
    $('compose-preview').textContent = line ? `Will write: ${line}` : 'Choose a unit, at least one of its orders and an amount.';
  }

  write() {
    const line = this.line();
    if (!line) {
      this.preview();
      return;
    }
    this.editor.insertLine(line);
    for (const c of $('compose-orders').querySelectorAll('input:checked')) c.checked = false;
    this.preview();
  }
}
