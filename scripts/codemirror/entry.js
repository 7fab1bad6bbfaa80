// What the pages take from CodeMirror 6: web/vendor/codemirror.js is this
// module bundled by scripts/vendor-codemirror. Add a name here (and rebuild)
// when a page needs one more.
export {
	EditorState, EditorSelection, StateEffect, StateField, Compartment, Transaction, Annotation, Facet, Prec,
	RangeSet, RangeSetBuilder, Text,
} from "@codemirror/state";
export {
	EditorView, ViewPlugin, Decoration, WidgetType, keymap, lineNumbers, highlightActiveLine,
	highlightActiveLineGutter, highlightSpecialChars, drawSelection, placeholder, hoverTooltip, showTooltip,
	gutter, GutterMarker, getTooltip,
} from "@codemirror/view";
export {
	defaultKeymap, history, historyKeymap, undo, redo, undoDepth, redoDepth, indentWithTab, insertNewlineAndIndent,
	selectAll, cursorDocEnd,
} from "@codemirror/commands";
export {
	StreamLanguage, LanguageSupport, HighlightStyle, syntaxHighlighting, defaultHighlightStyle,
} from "@codemirror/language";
export {
	linter, lintGutter, setDiagnostics, forceLinting, lintKeymap, nextDiagnostic, previousDiagnostic, diagnosticCount,
	forEachDiagnostic, openLintPanel, closeLintPanel,
} from "@codemirror/lint";
export {
	autocompletion, completionKeymap, startCompletion, closeCompletion, acceptCompletion, completionStatus,
	currentCompletions, completeFromList, CompletionContext, snippetCompletion,
} from "@codemirror/autocomplete";
export { tags, Tag } from "@lezer/highlight";
