// MapView makes a map picture zoomable and pannable: Ctrl and the mouse
// wheel (once zoomed, the wheel alone) or a pinch zoom around the pointer, a drag or the arrow keys pan, + and −
// buttons or keys zoom, 0 shows the whole board, f or the button goes full
// screen. Zooming resizes the <img> itself (no CSS scale), so the browser
// draws the SVG afresh at every size: it stays sharp. The first view, and
// every new picture, shows the whole board.
import { el, showSVG } from './ui.js';
import { mapTools } from './maptools.js';

// The buttons' sizes in map units: a unit's symbol (engine/render's
// unitRadius is 24), a failure cross and its casing.
const UNIT_SIZE = 50;
const MARK_SIZE = 28;

const MIN = 1;
const MAX = 8;
const STEP = 1.25;

export class MapView {
  constructor(root) {
    this.root = root;
    this.frame = root.querySelector('.map-frame');
    this.img = root.querySelector('img');
    this.zoom = 1;
    this.pointers = new Map();
    this.pinch = null;
    this.drag = null;

    const tools = mapTools(root.querySelector('.map-tools'));
    tools.in.addEventListener('click', () => this.zoomBy(STEP));
    tools.out.addEventListener('click', () => this.zoomBy(1 / STEP));
    tools.fit.addEventListener('click', () => this.setZoom(1));
    this.fullButton = tools.full;
    this.fullButton.addEventListener('click', () => this.toggleFull());
    document.addEventListener('fullscreenchange', () => this.fullChanged());

    this.frame.addEventListener('wheel', (e) => {
      // At the whole board a plain wheel scrolls the page, as the GM
      // expects; with Ctrl (a trackpad pinch sends it), zoomed in or full
      // screen, it zooms.
      if (!e.ctrlKey && !e.metaKey && this.zoom <= 1 && !this.root.classList.contains('full')) return;
      e.preventDefault();
      // A trackpad pinch arrives as a wheel with ctrlKey and small deltas.
      const factor = Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015));
      this.zoomBy(factor, e.clientX, e.clientY);
    }, { passive: false });
    this.frame.addEventListener('keydown', (e) => this.key(e));
    this.frame.addEventListener('pointerdown', (e) => this.down(e));
    this.frame.addEventListener('pointermove', (e) => this.move(e));
    for (const type of ['pointerup', 'pointercancel', 'pointerleave']) this.frame.addEventListener(type, (e) => this.up(e));
    this.img.addEventListener('load', () => this.setZoom(1));
    this.img.draggable = false;
    new ResizeObserver(() => this.layout()).observe(this.frame);
  }

  key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const actions = { '+': () => this.zoomBy(STEP), '=': () => this.zoomBy(STEP), '-': () => this.zoomBy(1 / STEP), '0': () => this.setZoom(1), f: () => this.toggleFull(), Escape: () => { if (this.fallback) this.toggleFull(); } };
    const action = actions[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
    // Arrow keys scroll the focused frame natively.
  }

  // zoomBy scales by factor, keeping the picture's point under (x, y) (the
  // frame's centre by default) where it is.
  zoomBy(factor, x, y) {
    this.setZoom(this.zoom * factor, x, y);
  }

  setZoom(z, x, y) {
    const zoom = Math.min(MAX, Math.max(MIN, z));
    const box = this.frame.getBoundingClientRect();
    const px = (x === undefined ? box.width / 2 : x - box.left);
    const py = (y === undefined ? box.height / 2 : y - box.top);
    const cx = (this.frame.scrollLeft + px) / this.zoom;
    const cy = (this.frame.scrollTop + py) / this.zoom;
    this.zoom = zoom;
    this.layout();
    this.frame.scrollLeft = cx * zoom - px;
    this.frame.scrollTop = cy * zoom - py;
    this.root.dataset.zoom = zoom.toFixed(2);
    this.root.classList.toggle('zoomed', zoom > 1);
  }

  // layout sizes the picture: at zoom 1 it fills the frame's width (or, full
  // screen, fits the screen); zoomed, the frame keeps its height and scrolls.
  layout() {
    const full = this.root.classList.contains('full');
    const nw = this.img.naturalWidth || 4;
    const nh = this.img.naturalHeight || 3;
    const width = this.frame.clientWidth;
    let base = width;
    if (full) base = Math.min(width, (this.frame.clientHeight * nw) / nh);
    this.img.style.width = `${Math.round(base * this.zoom)}px`;
    this.img.style.height = 'auto';
    // The frame holds the picture's whole height (its border, 2 px, on top):
    // rounded down, a pixel short made it scroll both ways (issue 28).
    this.frame.style.height = full ? '' : `${Math.ceil((width * nh) / nw) + 2}px`;
  }

  down(e) {
    // A press on a unit or a mark is a click, not the start of a drag: a
    // captured pointer would take the click away from the button.
    if (e.target.closest && e.target.closest('.map-spot')) return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      this.pinch = { dist: Math.hypot(a.x - b.x, a.y - b.y), zoom: this.zoom };
      this.drag = null;
    } else if (this.pointers.size === 1 && (e.pointerType === 'mouse' ? e.button === 0 : this.zoom > 1)) {
      this.drag = { x: e.clientX, y: e.clientY, left: this.frame.scrollLeft, top: this.frame.scrollTop };
      try {
        this.frame.setPointerCapture(e.pointerId);
      } catch (err) {
        // A pointer the browser no longer tracks: drag without capture.
      }
    }
  }

  move(e) {
    if (!this.pointers.has(e.pointerId)) return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.pinch && this.pointers.size === 2) {
      e.preventDefault();
      const [a, b] = [...this.pointers.values()];
      const dist = Math.hypot(a.x - b.x, a.y - b.y);
      this.setZoom((this.pinch.zoom * dist) / this.pinch.dist, (a.x + b.x) / 2, (a.y + b.y) / 2);
    } else if (this.drag) {
      this.frame.scrollLeft = this.drag.left - (e.clientX - this.drag.x);
      this.frame.scrollTop = this.drag.top - (e.clientY - this.drag.y);
    }
  }

  up(e) {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0) this.drag = null;
  }

  toggleFull() {
    if (document.fullscreenElement === this.root) {
      document.exitFullscreen();
    } else if (this.fallback) {
      this.fallback = false;
      this.fullChanged();
    } else if (this.root.requestFullscreen && document.fullscreenEnabled) {
      this.root.requestFullscreen().catch(() => { this.fallback = true; this.fullChanged(); });
    } else {
      // No Fullscreen API (iPhone Safari): fill the window instead.
      this.fallback = true;
      this.fullChanged();
    }
  }

  fullChanged() {
    const full = document.fullscreenElement === this.root || Boolean(this.fallback);
    if (full === this.root.classList.contains('full')) return;
    this.root.classList.toggle('full', full);
    this.fullButton.textContent = full ? 'Exit full screen' : 'Full screen';
    this.setZoom(1);
    if (full) this.frame.focus();
  }
}

// showMap shows an engine map in its <img> and lays over it a button per
// unit and per failure mark, found by the data attributes the engine
// writes (engine/render: data-unit, data-power, data-words, data-at;
// data-mark and its <title>). The SVG files stay as players download them
// (no tabindex, no script in them): the page adds what is interactive.
// The buttons of one kind are one Tab stop (a roving tabindex): the arrow
// keys go from one to the next in reading order, Home and End to the
// first and last, Enter or Space (or a click) chooses.
//
// options:
//   onUnit(unit, power)  a unit is chosen (click, Enter, Space); without
//                        it the units are not buttons
//   onFocusUnit(unit, power)  a unit is focused (the arrow keys, Tab)
//   describe(unit, power)  extra words shown with the unit's name when it
//                        is focused or hovered (the GM's auction why)
//   unitsLabel           the units group's name for screen readers
//   marks: false         no buttons for the marks (an offer map's crosses
//                        are offers, not failures)
export function showMap(img, svg, options = {}) {
  showSVG(img, svg);
  let canvas = img.parentElement;
  if (!canvas.classList.contains('map-canvas')) {
    canvas = el('div', { className: 'map-canvas' });
    img.replaceWith(canvas);
    canvas.append(img);
  }
  // A redrawn map (the checker's, at every edit) keeps the unit last
  // focused as its Tab stop, and the focus if it was on the map.
  const was = canvas.querySelector('.map-units [tabindex="0"]');
  const keep = was ? was.dataset.unit : '';
  const hadFocus = Boolean(was) && document.activeElement === was;
  for (const old of canvas.querySelectorAll('.map-spots, .map-tip')) old.remove();
  // Read for its data attributes only (the picture is the <img>'s), without
  // its <style>: a parsed document keeps the page's Content-Security-Policy,
  // which refuses an inline style (style-src 'self') and logs it.
  const doc = new DOMParser().parseFromString(svg.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, ''), 'image/svg+xml');
  const root = doc.documentElement;
  const box = (root.getAttribute('viewBox') || '').split(/\s+/).map(Number);
  if (box.length !== 4 || !(box[2] > 0) || !(box[3] > 0)) return;
  const [, , width, height] = box;
  const tip = el('div', { className: 'map-tip', id: `${img.id}-tip`, hidden: true });
  tip.setAttribute('role', 'tooltip');
  // Positions and sizes are shares of the picture, so that the buttons
  // follow every zoom (the <img> is resized, not scaled).
  const place = (node, x, y, size) => {
    node.style.left = `${(100 * x) / width}%`;
    node.style.top = `${(100 * y) / height}%`;
    if (size) node.style.width = `${(100 * size) / width}%`;
  };
  const at = (g) => (g.getAttribute('data-at') || '').split(' ').map(Number);
  const titleOf = (g) => {
    const t = [...g.children].find((c) => c.localName === 'title');
    return t ? t.textContent : '';
  };
  const show = (spot, words) => {
    tip.textContent = words;
    tip.hidden = !words;
    tip.style.left = spot.style.left;
    tip.style.top = spot.style.top;
    // Beside the spot, on the side with room (level with it: no need to
    // go up or down).
    tip.classList.toggle('left', parseFloat(spot.style.left) > 60);
  };
  // spot is a button at (x, y) whose words() show beside it while it is
  // focused or hovered.
  const spot = (className, label, x, y, size, words) => {
    const b = el('button', { type: 'button', className: `map-spot ${className}` });
    b.setAttribute('aria-label', label);
    place(b, x, y, size);
    b.addEventListener('focus', () => show(b, words()));
    b.addEventListener('blur', () => { tip.hidden = true; });
    b.addEventListener('pointerenter', () => show(b, words()));
    b.addEventListener('pointerleave', () => { if (document.activeElement !== b) tip.hidden = true; });
    return b;
  };

  const groups = [];
  const units = [...doc.querySelectorAll('g[data-unit][data-at]')].map((g) => {
    const [x, y] = at(g);
    const title = titleOf(g);
    const words = g.getAttribute('data-words') || title;
    const state = g.getAttribute('data-state') && title.includes(' (') ? title.slice(title.indexOf(' (')) : '';
    return { x, y, unit: g.getAttribute('data-unit'), power: g.getAttribute('data-power') || '', label: words + state };
  }).filter((u) => Number.isFinite(u.x) && Number.isFinite(u.y));
  if (units.length && options.onUnit) {
    groups.push(spotGroup('map-units', options.unitsLabel || 'Units on the map: arrow keys go from unit to unit, Enter chooses', units, (u) => {
      const b = spot('map-unit', u.label, u.x, u.y, UNIT_SIZE, () => {
        const more = options.describe ? options.describe(u.unit, u.power) : '';
        return more ? `${u.label}: ${more}` : u.label;
      });
      b.dataset.unit = u.unit;
      b.dataset.power = u.power;
      b.addEventListener('click', () => options.onUnit(u.unit, u.power));
      if (options.onFocusUnit) b.addEventListener('focus', () => options.onFocusUnit(u.unit, u.power));
      return b;
    }));
  }
  const marks = [...doc.querySelectorAll('g[data-mark][data-at]')].map((g) => {
    const [x, y] = at(g);
    return { x, y, order: g.getAttribute('data-mark'), why: titleOf(g) };
  }).filter((m) => Number.isFinite(m.x) && Number.isFinite(m.y) && m.why);
  if (marks.length && options.marks !== false) {
    groups.push(spotGroup('map-marks', 'Failure marks: arrow keys go from mark to mark, each says why', marks, (m) => {
      const b = spot('map-mark', m.why, m.x, m.y, MARK_SIZE, () => m.why);
      b.setAttribute('aria-describedby', tip.id);
      b.dataset.mark = m.order;
      b.addEventListener('click', () => show(b, m.why));
      return b;
    }));
  }
  canvas.append(...groups, tip);
  const again = keep ? [...canvas.querySelectorAll('.map-unit')].find((b) => b.dataset.unit === keep) : null;
  if (again) {
    for (const b of canvas.querySelectorAll('.map-unit')) b.tabIndex = b === again ? 0 : -1;
    if (hadFocus) again.focus({ preventScroll: true });
  }
}

// spotGroup is one roving-tabindex group of buttons, in reading order
// (rows of the map, then left to right).
function spotGroup(className, label, items, make) {
  const group = el('div', { className: `map-spots ${className}` });
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', label);
  const row = (i) => Math.round(i.y / 60);
  const sorted = [...items].sort((a, b) => row(a) - row(b) || a.x - b.x);
  const buttons = sorted.map(make);
  buttons.forEach((b, i) => { b.tabIndex = i === 0 ? 0 : -1; });
  // The one Tab stop is the button last focused, by keys or pointer.
  group.addEventListener('focusin', (e) => {
    if (!buttons.includes(e.target)) return;
    for (const b of buttons) b.tabIndex = b === e.target ? 0 : -1;
  });
  const go = (to) => {
    for (const b of buttons) b.tabIndex = -1;
    buttons[to].tabIndex = 0;
    buttons[to].focus();
  };
  group.addEventListener('keydown', (e) => {
    const at = buttons.indexOf(document.activeElement);
    if (at < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    go(Math.max(0, Math.min(buttons.length - 1, to)));
  });
  group.append(...buttons);
  return group;
}
