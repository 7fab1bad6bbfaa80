// Small DOM helpers shared by the pages. User text only ever goes in as
// text nodes (textContent), never as HTML.
import { utf16Index, lineRange, countLines } from './text.js';

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

// debounce runs fn once the calls have paused for ms milliseconds;
// cancel() forgets a pending call.
export function debounce(fn, ms) {
  let timer = null;
  const run = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  run.cancel = () => clearTimeout(timer);
  return run;
}

// Editor is a textarea with a line-number gutter that marks faulty lines
// and can jump to a line. Typing costs little however long the text: the
// numbers are rebuilt only when the count of lines changes, as one text
// node, and the marks are a few positioned elements over them.
export class Editor {
  constructor(textarea, gutter) {
    this.textarea = textarea;
    this.gutter = gutter;
    this.lines = 0;
    this.bad = [];
    this.numbers = document.createTextNode('');
    this.marks = el('span', { className: 'marks' });
    gutter.replaceChildren(this.numbers, this.marks);
    textarea.addEventListener('scroll', () => { gutter.scrollTop = textarea.scrollTop; });
    textarea.addEventListener('input', () => this.paint());
    this.paint();
  }

  get value() { return this.textarea.value; }

  set value(text) {
    this.textarea.value = text;
    this.paint();
  }

  // mark flags lines (1-based) in the gutter.
  mark(lines) {
    this.bad = [...new Set(lines.filter((n) => n > 0))].sort((a, b) => a - b);
    const marks = this.bad.map((n) => {
      const m = el('span', { className: 'bad' }, String(n));
      m.style.top = `calc(var(--pad) + ${n - 1} * var(--line))`;
      return m;
    });
    this.marks.replaceChildren(...marks);
  }

  paint() {
    const count = countLines(this.textarea.value);
    if (count !== this.lines) {
      this.lines = count;
      let s = '';
      for (let n = 1; n <= count; n++) s += `${n}\n`;
      this.numbers.data = s;
    }
    this.gutter.scrollTop = this.textarea.scrollTop;
  }

  // jump selects a line from a column (the engine's: see utf16Index) to its
  // end, and scrolls it into view.
  jump(line, col) {
    const text = this.textarea.value;
    const [start, end] = lineRange(text, line);
    const from = start + utf16Index(text.slice(start, end), col);
    this.textarea.focus();
    this.textarea.setSelectionRange(from, end);
    const lineHeight = parseFloat(getComputedStyle(this.textarea).lineHeight) || 18;
    this.textarea.scrollTop = Math.max(0, (line - 4) * lineHeight);
  }
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
