// Small DOM helpers shared by the pages. User text only ever goes in as
// text nodes (textContent), never as HTML.
import { utf16Index, lineRange } from './text.js';

export const $ = (id) => document.getElementById(id);

// el builds an element: el('td', {className: 'num'}, 'text', child...).
export function el(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (key === 'dataset') Object.assign(node.dataset, value);
    else node[key] = value;
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// motion is how the page scrolls to what it brings into view: smoothly,
// unless the reader asked for reduced motion (WCAG 2.3.3).
export function motion() {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function clear(node) {
  node.replaceChildren();
  return node;
}

export function showAlert(message) {
  const alert = $('alert');
  alert.textContent = message;
  alert.hidden = !message;
}

// save offers a file to the user as a download.
export function save(name, data, type) {
  const blob = data instanceof Blob ? data : new Blob([data], { type: type || 'text/plain;charset=utf-8' });
  const a = el('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
}

// showSVG puts the engine's SVG into an <img>: as an image it cannot run
// anything, and its own stylesheet applies inside it only.
export function showSVG(img, svg) {
  if (img.dataset.url) URL.revokeObjectURL(img.dataset.url);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  img.dataset.url = url;
  img.src = url;
}

export function readFile(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error || new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

// debounce runs fn once the calls have paused for ms milliseconds (ms: a
// number, or a function giving it at each call); cancel() forgets a
// pending call.
export function debounce(fn, ms) {
  let timer = null;
  const run = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), typeof ms === 'function' ? ms() : ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}

// where writes a diagnostic's place as people read it; given the text it
// was found in, the column counts characters, as the GM does (the engine
// counts bytes).
export function where(d, text) {
  // Line 0: a problem of the text as a whole, not of one line.
  let col = d.col;
  if (d.line && col > 1 && typeof text === 'string') {
    const [start, end] = lineRange(text, d.line);
    col = utf16Index(text.slice(start, end), col) + 1;
  }
  const parts = [d.power, d.line ? `line ${d.line}` : '', d.line && col ? `column ${col}` : ''];
  return parts.filter(Boolean).join(', ') || 'the text as a whole';
}

// labelCells gives every body cell of a table its column's heading as
// data-label: on a phone the rows become cards that show it beside each
// value (style.css), so no column is ever out of sight.
export function labelCells(table) {
  const heads = [...table.tHead.rows[0].cells].map((c) => c.firstChild ? c.firstChild.textContent.trim() : '');
  for (const row of table.tBodies[0].rows) {
    let col = 0;
    for (const cell of row.cells) {
      if (cell.colSpan === 1 && heads[col]) cell.dataset.label = heads[col];
      col += cell.colSpan;
    }
  }
}
