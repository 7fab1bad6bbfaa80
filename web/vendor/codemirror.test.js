// The vendored CodeMirror bundle loads as an ES module and does what the
// sheet editor will ask of it, without a page (node --test web/): an
// editor state with undo history, a stream language for the offer syntax,
// lint diagnostics and completion. Creating an EditorView needs a DOM and
// is left to the browser test of the page that uses it.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as cm from "./codemirror.js";

test("the bundle exports what the sheet editor needs", () => {
	for (const name of ["EditorState", "EditorView", "lineNumbers", "history", "historyKeymap", "defaultKeymap", "keymap",
		"StreamLanguage", "syntaxHighlighting", "HighlightStyle", "tags", "linter", "setDiagnostics", "lintGutter",
		"autocompletion", "completeFromList", "undo", "redo"]) {
		assert.ok(cm[name], `${name} is not exported`);
	}
});

test("undo restores the text typed", () => {
	let state = cm.EditorState.create({ doc: "4 : A PAR - BUR\n", extensions: [cm.history()] });
	const view = { get state() { return state; }, dispatch(tr) { state = tr.state; } };
	view.dispatch(state.update({ changes: { from: state.doc.length, insert: "2 > F BRE - MAO\n" }, userEvent: "input" }));
	assert.equal(state.doc.lines, 3);
	assert.ok(cm.undo(view), "nothing to undo");
	assert.equal(state.doc.toString(), "4 : A PAR - BUR\n");
	assert.ok(cm.redo(view));
	assert.equal(state.doc.line(2).text, "2 > F BRE - MAO");
});

test("a stream language tokenizes the offer syntax", () => {
	const offers = cm.StreamLanguage.define({
		token(stream) {
			if (stream.match(/^\d+/)) return "number";
			if (stream.match(/^[:!>@&]/)) return "operator";
			if (stream.match(/^%.*/)) return "comment";
			stream.next();
			return null;
		},
	});
	const state = cm.EditorState.create({ doc: "4 : A PAR - BUR % a comment", extensions: [offers] });
	const tree = offers.parser.parse(state.doc.toString());
	const names = new Set();
	tree.iterate({ enter: (n) => { names.add(n.name); } });
	assert.ok(names.has("number") && names.has("comment"), `tokens seen: ${[...names].join(", ")}`);
});

test("diagnostics set on a state are counted", () => {
	let state = cm.EditorState.create({ doc: "2 & F TRI\n", extensions: [cm.linter(null)] });
	state = state.update(cm.setDiagnostics(state, [{ from: 4, to: 9, severity: "error", message: "expected an order for F TRI" }])).state;
	assert.equal(cm.diagnosticCount(state), 1);
});
