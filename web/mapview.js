// MapView makes a map picture zoomable and pannable: Ctrl and the mouse
// wheel (once zoomed, the wheel alone) or a pinch zoom around the pointer, a drag or the arrow keys pan, + and −
// buttons or keys zoom, 0 shows the whole board, f or the button goes full
// screen. Zooming resizes the <img> itself (no CSS scale), so the browser
// draws the SVG afresh at every size: it stays sharp. The first view, and
// every new picture, shows the whole board.
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

    root.querySelector('[data-zoom="in"]').addEventListener('click', () => this.zoomBy(STEP));
    root.querySelector('[data-zoom="out"]').addEventListener('click', () => this.zoomBy(1 / STEP));
    root.querySelector('[data-zoom="fit"]').addEventListener('click', () => this.setZoom(1));
    this.fullButton = root.querySelector('[data-zoom="full"]');
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
    this.frame.style.height = full ? '' : `${Math.round((width * nh) / nw) + 2}px`;
  }

  down(e) {
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
