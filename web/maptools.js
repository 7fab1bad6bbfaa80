// The map toolbar every map of both pages carries: zoom in and out, the
// whole board, full screen, each with the key that does the same (MapView,
// mapview.js, handles the keys and the buttons). A page's HTML holds the
// empty bar (its own label says which map it zooms); this fills it, so the
// four buttons are written once.
import { el } from './ui.js';

// mapTools fills bar with the toolbar's buttons and answers them by what
// they do: zoom in, zoom out, fit (the whole board), full (full screen).
export function mapTools(bar) {
  const button = (zoom, text, title, label) => {
    const b = el('button', { type: 'button', className: 'small', dataset: { zoom }, title }, text);
    if (label) b.setAttribute('aria-label', label);
    return b;
  };
  const buttons = {
    in: button('in', '+', 'Zoom in (+)', 'Zoom in'),
    out: button('out', '−', 'Zoom out (−)', 'Zoom out'),
    fit: button('fit', 'Whole board', 'Show the whole board (0)'),
    full: button('full', 'Full screen', 'Full screen (f)'),
  };
  bar.replaceChildren(buttons.in, buttons.out, buttons.fit, buttons.full);
  return buttons;
}
