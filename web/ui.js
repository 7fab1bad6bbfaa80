// Small DOM helpers shared by the pages. User text only ever goes in as
// text nodes (textContent), never as HTML.

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

// debounce runs fn once the calls have paused for ms milliseconds.
export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

// Editor is a textarea with a line-number gutter that marks faulty lines
// and can jump to a line.
export class Editor {
  constructor(textarea, gutter) {
    this.textarea = textarea;
    this.gutter = gutter;
    this.bad = new Set();
    textarea.addEventListener('scroll', () => { gutter.scrollTop = textarea.scrollTop; });
    textarea.addEventListener('input', () => this.paint());
    this.paint();
  }

  get value() { return this.textarea.value; }

  set value(text) {
    this.textarea.value = text;
    this.paint();
  }

  mark(lines) {
    this.bad = new Set(lines);
    this.paint();
  }

  paint() {
    const count = this.textarea.value.split('\n').length;
    const nodes = [];
    for (let n = 1; n <= count; n++) {
      nodes.push(el('span', { className: this.bad.has(n) ? 'bad' : '' }, String(n)), '\n');
    }
    this.gutter.replaceChildren(...nodes);
    this.gutter.scrollTop = this.textarea.scrollTop;
  }

  // jump selects a line (and a column) and scrolls it into view.
  jump(line, col) {
    const lines = this.textarea.value.split('\n');
    let start = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    const length = (lines[line - 1] || '').length;
    const from = col > 0 ? Math.min(start + col - 1, start + length) : start;
    this.textarea.focus();
    this.textarea.setSelectionRange(from, start + length);
    const lineHeight = parseFloat(getComputedStyle(this.textarea).lineHeight) || 18;
    this.textarea.scrollTop = Math.max(0, (line - 4) * lineHeight);
  }
}

// where writes a diagnostic's place as people read it.
export function where(d) {
  // Line 0: a problem of the text as a whole, not of one line.
  const parts = [d.power, d.line ? `line ${d.line}` : '', d.line && d.col ? `column ${d.col}` : ''];
  return parts.filter(Boolean).join(', ') || 'the text';
}

// base64Bytes turns the engine's base64 into bytes for a Blob.
export function base64Bytes(b64) {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}
