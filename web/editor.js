// SheetEditor is the offer-sheet editor of the pages: CodeMirror 6 (the
// vendored bundle) with line numbers, undo, the offer syntax highlighted,
// the engine's diagnostics as lint marks at their columns with the message
// on hover, and completion of the names the engine gives (units, places,
// order words, powers). It never waits for the engine: the page checks the
// text after typing pauses and hands the answer back with setDiagnostics,
// which drops an answer for a text that has changed since.
//
// Line ends are the engine's (game-format.md §2): CRLF, a lone CR and LF
// each end a line. CodeMirror's own line splitting (no lineSeparator set)
// is that rule, for every way text enters: set by the page, pasted,
// dropped, typed. The text then holds LF alone, so the editor's lines are
// the engine's, and the engine's columns (bytes of a line, its end not
// counted) are the same in it as in the text as pasted.
//
// The editor lives in a shadow root: there CodeMirror's styles go in as
// constructed style sheets, which the pages' Content-Security-Policy
// (style-src 'self') allows; in the document they would be refused.
import * as cm from './vendor/codemirror.js';
import { utf16Index } from './text.js';

// sheetTokens colours one line of a sheet as the engine reads it: amounts
// (with repetition, plateau and wildcard marks), the offer kinds, unit
// types, the ACCEPT and TRANSFER lines, power headers and comments, as
// [start, end, kind]. It only colours: what a line means is the engine's
// to say. The syntax is a line's own (nothing carries over from the line
// before), so the editor colours the lines on screen alone (offerSyntax).
export function sheetTokens(text) {
  const out = [];
  let pos = 0;
  let order = false; // past the offer's kind: numbers are the order's
  const at = (re) => {
    re.lastIndex = pos;
    const m = re.exec(text);
    return m && m[0];
  };
  while (pos < text.length) {
    const space = at(/\s+/y);
    if (space) { pos += space.length; continue; }
    if (text[pos] === '%') { out.push([pos, text.length, 'comment']); break; }
    let m;
    let kind = null;
    if (pos === 0 && (m = at(/[A-Za-z][A-Za-z-]*:\s*$/y))) kind = 'heading';
    else if (!order && (m = at(/\d+(\s*[*#+]\s*\d+)*\s*\$?/y))) kind = 'number';
    else if (!order && (m = at(/[:>!@&]/y))) { order = true; kind = 'operator'; }
    else if ((m = at(/(ACCEPT|TRANSFER)\b/iy))) kind = 'keyword';
    else if ((m = at(/[|\-\u2010-\u2015\u2212]/y))) kind = 'punctuation'; // dashes as mail writes them too
    else if ((m = at(/[AF](?=\s)/y))) kind = 'type';
    else if ((m = at(/\d+/y))) kind = 'number';
    else m = at(/[\w/?]+/y) || text[pos];
    if (kind) out.push([pos, pos + m.length, kind]);
    pos += m.length;
  }
  return out;
}

const marks = Object.fromEntries(['comment', 'heading', 'number', 'operator', 'keyword', 'punctuation', 'type']
  .map((k) => [k, cm.Decoration.mark({ class: `cm-sheet-${k}` })]));

// colourLines marks the tokens of the lines on screen.
function colourLines(view) {
  const b = new cm.RangeSetBuilder();
  const { doc } = view.state;
  let next = 0; // the first line not yet coloured (ranges may share one)
  for (const { from, to } of view.visibleRanges) {
    for (let pos = Math.max(from, next); pos <= to;) {
      const line = doc.lineAt(pos);
      for (const [s, e, k] of sheetTokens(line.text)) b.add(line.from + s, line.from + e, marks[k]);
      next = line.to + 1;
      pos = next;
    }
  }
  return b.finish();
}

// offerSyntax colours the sheet on screen, again at every change of the
// text or of what is on screen. Tuned for a key's cost at 5,000 lines
// (TestTheSheetEditorKeyLatencyWith5000Lines): a CodeMirror language (a
// StreamLanguage, parsing the whole text into a tree) cost twice the
// script a bare editor spends per key; the few lines on screen cost
// nothing to speak of.
const offerSyntax = cm.ViewPlugin.fromClass(class {
  constructor(view) { this.decorations = colourLines(view); }

  update(u) { if (u.docChanged || u.viewportChanged) this.decorations = colourLines(u.view); }
}, { decorations: (v) => v.decorations });

// Colours of the offer syntax, each at least 4.5:1 on white.
const theme = cm.EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#fff', color: '#1d232b' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace', lineHeight: '18px', overflow: 'auto' },
  '.cm-gutters': { backgroundColor: '#eef0f3', color: '#4f5863', borderRight: '1px solid #d8d2c4' },
  '.cm-tooltip': { fontFamily: 'system-ui, sans-serif', fontSize: '13px', maxWidth: '30rem' },
  '.cm-completionDetail': { color: '#4f5863' },
  '.cm-sheet-comment': { color: '#5d6672', fontStyle: 'italic' },
  '.cm-sheet-heading': { color: '#6b2d8c', fontWeight: 'bold' },
  '.cm-sheet-number': { color: '#1f6a35' },
  '.cm-sheet-operator': { color: '#b3261e', fontWeight: 'bold' },
  '.cm-sheet-keyword': { color: '#6b2d8c', fontWeight: 'bold' },
  '.cm-sheet-punctuation': { color: '#9a4a00' },
  '.cm-sheet-type': { color: '#275d8c', fontWeight: 'bold' },
});

// Characters shown as a marked placeholder: CodeMirror's own list (a
// carriage return never reaches the text: see above).
const specialChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u2028\u2029\u202d\u202e\u2066\u2067\u2069\ufeff\ufff9-\ufffc]/gu;

// quiet marks a change the page made itself (a text restored, loaded or
// cleared): the page already knows of it, so onChange is not called.
const quiet = cm.Annotation.define();

export class SheetEditor {
  // host is an element the editor fills; label names it for assistive
  // technology; onChange() is called after every change of the text by
  // the user (or by a script setting host.value, as a paste would);
  // headers offers the powers' section headers ("FRANCE:") in completion
  // at a line's start (the GM's text holds every power's section).
  // describedBy are the elements outside that describe the text (the
  // check's status): set by ARIA element reflection, as an id reference
  // cannot reach out of the editor's shadow root.
  // pageOpensFiles: a file dropped on the text is the page's to open (the
  // GM's page: a text of sheets or a game file); the editor leaves it to
  // the page rather than insert it at the drop as well.
  constructor(host, { label, onChange, headers = false, describedBy = [], pageOpensFiles = false }) {
    this.names = { provinces: [], units: [], words: [], powers: [] };
    this.onChange = onChange || (() => {});
    this.headers = headers;
    const root = host.attachShadow({ mode: 'open' });
    this.view = new cm.EditorView({
      root,
      parent: root,
      state: cm.EditorState.create({
        doc: '',
        // Tuned for a key's cost at 5,000 lines (measured, with the
        // profiler, by TestTheSheetEditorKeyLatencyWith5000Lines). No
        // drawSelection, whose drawn cursor and selection doubled the
        // time CodeMirror spends reading the selection at every key; the
        // browser's own caret and selection serve.
        extensions: [
          cm.lineNumbers(),
          cm.highlightActiveLineGutter(),
          cm.highlightSpecialChars({ specialChars }),
          cm.history(),
          offerSyntax,
          cm.lintGutter(),
          // At most 20 options drawn at a time (the arrows scroll through
          // the rest): the list is drawn anew at most keys.
          cm.autocompletion({ override: [(ctx) => this.complete(ctx)], activateOnTyping: true, icons: false, maxRenderedOptions: 20 }),
          cm.keymap.of([...cm.completionKeymap, ...cm.defaultKeymap, ...cm.historyKeymap, ...cm.lintKeymap]),
          // tabindex: the editable text is in the Tab order anyway; said
          // outright, assistive checks (axe) see the scrolled region's
          // focusable content.
          cm.EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off', tabindex: '0' }),
          cm.EditorView.updateListener.of((u) => {
            if (u.docChanged && !u.transactions.some((tr) => tr.annotation(quiet))) this.onChange();
          }),
          theme,
          // Handled (true): CodeMirror neither inserts the file nor stops the
          // drop from reaching the page.
          pageOpensFiles ? cm.EditorView.domEventHandlers({ drop: (e) => Boolean(e.dataTransfer && e.dataTransfer.files.length) }) : [],
        ],
      }),
    });
    // The page's tests and scripts may set the text as on a textarea; the
    // page hears of it as of a paste.
    Object.defineProperty(host, 'value', { get: () => this.value, set: (t) => { this.replace(t, false); } });
    Object.defineProperty(host, 'selectedText', { get: () => this.selected() });
    if ('ariaDescribedByElements' in Element.prototype) this.view.contentDOM.ariaDescribedByElements = describedBy;
    host.cmView = this.view; // for scripts and tests
    this.host = host;
  }

  get value() { return this.view.state.doc.toString(); }

  get lines() { return this.view.state.doc.lines; }

  // Setting the text replaces it (a sheet kept from the last visit, a
  // file loaded, a text cleared): the page's own doing, so onChange is not
  // called. Ctrl+Z does not go back past it.
  set value(text) { this.replace(text, true); }

  replace(text, silent) {
    const annotations = [cm.Transaction.addToHistory.of(false)];
    if (silent) annotations.push(quiet.of(true));
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text }, annotations });
  }

  // snapshot is the text as it is now, for setDiagnostics to know whether
  // the answer is still about it.
  snapshot() { return this.view.state.doc; }

  // setDiagnostics shows the engine's diagnostics ({line, col, message};
  // col counts UTF-8 bytes, 0 for the whole line; line 0, the text as a
  // whole, marks the first line) on the text they were found in, and
  // warnings (what the engine accepts but notes: an order issued void) the
  // same way; an answer about an older text is dropped.
  setDiagnostics(doc, diagnostics, warnings = []) {
    if (doc !== this.view.state.doc) return;
    const marks = [];
    const all = [...diagnostics.map((d) => [d, 'error']), ...warnings.map((d) => [d, 'warning'])];
    for (const [d, severity] of all) {
      const n = Math.min(Math.max(d.line || 1, 1), doc.lines);
      const line = doc.line(n);
      let from = line.from;
      let to = line.to;
      if (d.line && d.col > 1) {
        from = line.from + utf16Index(line.text, d.col);
        // The mark covers the word the problem starts at.
        const rest = /^\S*/.exec(line.text.slice(from - line.from))[0];
        to = Math.min(line.to, from + Math.max(rest.length, 1));
        if (from >= line.to) { from = Math.max(line.from, line.to - 1); to = line.to; }
      }
      marks.push({ from, to, severity, message: d.message });
    }
    this.view.dispatch(cm.setDiagnostics(this.view.state, marks));
  }

  // setNames gives the names to complete (the engine's names call).
  setNames(names) { this.names = names; }

  complete(ctx) {
    // Nothing to complete in a comment.
    const line = ctx.state.doc.lineAt(ctx.pos);
    if (line.text.lastIndexOf('%', ctx.pos - line.from - 1) >= 0) return null;
    // A section's header: a power's name alone at a line's start.
    if (this.headers) {
      const head = ctx.matchBefore(/^[A-Za-z]*$/);
      if (head && head.from === line.from && (head.text || ctx.explicit) && /^\s*$/.test(line.text.slice(ctx.pos - line.from))) {
        const options = this.names.powers.map((p) => ({ label: `${p}:`, type: 'namespace', detail: 'section' }));
        if (options.length) return { from: head.from, options, validFor: /^[A-Za-z]*$/ };
      }
    }
    const unit = ctx.matchBefore(/\b[AF] [A-Za-z/]*$/);
    if (unit) {
      const type = unit.text[0].toUpperCase();
      const options = this.names.units.filter((u) => u.unit[0] === type)
        .map((u) => ({ label: u.unit, detail: u.power, type: 'variable' }));
      if (options.length) return { from: unit.from, options, validFor: /^[AF] [A-Za-z/]*$/ };
    }
    // After a move's dash, the place it goes to: places alone (the units
    // the list puts first elsewhere are no answer there).
    const dash = ctx.matchBefore(/-\s*[A-Za-z/]*$/);
    if (dash) {
      const typed = /[A-Za-z/]*$/.exec(dash.text)[0];
      if (!typed && !ctx.explicit) return null;
      return { from: ctx.pos - typed.length, options: this.places(), validFor: /^[A-Za-z/]*$/ };
    }
    const word = ctx.matchBefore(/[A-Za-z][A-Za-z/]*$/);
    if (!word && !ctx.explicit) return null;
    const from = word ? word.from : ctx.pos;
    return { from, options: this.everyName(), validFor: /^[A-Za-z/]*$/ };
  }

  // everyName is the options of a word, made once per set of names (a key
  // typed costs no more than the filtering).
  everyName() {
    if (this.options && this.options.names === this.names) return this.options.list;
    const list = [
      ...this.names.units.map((u) => ({ label: u.unit, detail: u.power, type: 'variable', boost: 2 })),
      ...this.names.provinces.map((p) => ({ label: p.id, detail: p.name, type: 'constant' })),
      ...this.names.words.map((w) => ({ label: w, type: 'keyword', boost: -1 })),
      ...this.names.powers.map((p) => ({ label: p, type: 'namespace', boost: -2 })),
    ];
    this.options = { names: this.names, list };
    return list;
  }

  // places is the map's places of everyName, made once per set of names.
  places() {
    const every = this.everyName();
    if (this.options.places) return this.options.places;
    this.options.places = every.filter((o) => o.type === 'constant');
    return this.options.places;
  }

  // insertLine writes a line at the cursor: on the cursor's line when it
  // is empty, otherwise on a new line after it; the cursor ends after it.
  insertLine(text) {
    const { state } = this.view;
    const line = state.doc.lineAt(state.selection.main.head);
    const empty = line.text.trim() === '';
    const insert = empty ? text : `\n${text}`;
    const from = empty ? line.from : line.to;
    // The focus stays where it is: a player composing on the map goes on
    // composing there.
    this.view.dispatch({ changes: { from, to: line.to, insert }, selection: { anchor: from + insert.length }, scrollIntoView: true });
  }

  // jump puts the cursor on a line at a column (the engine's: see
  // utf16Index), selecting nothing, shows it in the middle of the editor
  // and gives the editor the focus: what the player types next goes in at
  // the problem (a selection would be replaced by it: issue 28, the
  // missing ': ' typed over the whole order).
  jump(n, col) {
    const { doc } = this.view.state;
    const line = doc.line(Math.min(Math.max(n, 1), doc.lines));
    const at = line.from + utf16Index(line.text, col);
    this.view.dispatch({ selection: { anchor: at }, effects: cm.EditorView.scrollIntoView(at, { y: 'center' }) });
    this.view.focus();
  }

  // selected is the text selected, for tests and the page.
  selected() {
    const { from, to } = this.view.state.selection.main;
    return this.view.state.sliceDoc(from, to);
  }

  focus() { this.view.focus(); }
}
