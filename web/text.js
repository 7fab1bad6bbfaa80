// Text positions as the engine and the browser count them. Pure functions,
// no DOM: tested under Node (text.test.js).

// utf16Index converts the engine's column (contract 1: the 1-based count of
// UTF-8 bytes in the line as pasted, like go/token) into the 0-based UTF-16
// index a textarea's selection uses. Column 0 (the whole line) and 1 are the
// line's start; a column past the end is the line's end. This is the only
// place the page converts columns.
export function utf16Index(line, col) {
  const target = (col | 0) - 1;
  let bytes = 0;
  let i = 0;
  while (i < line.length && bytes < target) {
    const c = line.codePointAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    i += c > 0xffff ? 2 : 1;
  }
  return i;
}

// lineRange is where 1-based line n lies in text: [start, end) in UTF-16
// units, end before the line's newline.
export function lineRange(text, n) {
  let start = 0;
  for (let i = 1; i < n; i++) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) return [text.length, text.length];
    start = nl + 1;
  }
  const nl = text.indexOf('\n', start);
  return [start, nl < 0 ? text.length : nl];
}

// explanationText writes one line's explanation, as the engine gives it
// ({line, echo, meaning}: values, never read back out of words), for a
// <pre>: the line as read, then what it becomes, indented a line each.
export function explanationText(e) {
  return `${e.echo}\n    ${e.meaning.split('\n').join('\n    ')}`;
}
