// The GM's page: a game, every power's text with live diagnostics, the
// adjudication and its downloads, the map of every phase, and the game's
// timeline. This controller wires the store (gm-store.js: every phase
// played here, kept in IndexedDB, and what the page shows of it, each
// changed only through the store's verbs), the engine (engine.js, in a worker) and
// one view per panel (gm-game, gm-board, gm-sheets, gm-results,
// gm-downloads, gm-timeline, gm-newgame, gm-confirm, and gm-open for the
// ways a file comes in); the game logic and the rules' words are all the
// engine's.
//
// Nothing the GM made is dropped silently: Continue, Undo, Open game and
// New game ask first when files of the phase were never downloaded; a
// keystroke after adjudicating keeps the results, marked stale.
import { call, openSession, EngineError, Latest, Superseded } from './engine.js';
import { loadMap } from './maps.js';
import { $, clear, showAlert, readFile } from './ui.js';
import { startPage, pageReady, afterTyping } from './startup.js';
import { MapView } from './mapview.js';
import { Store, idbBackend, blank, CURRENT, REBUILT } from './gm-store.js';
import { gameView } from './gm-game.js';
import { boardView } from './gm-board.js';
import { sheetsView } from './gm-sheets.js';
import { resultsView } from './gm-results.js';
import { downloadsView } from './gm-downloads.js';
import { newGameView } from './gm-newgame.js';
import { openView } from './gm-open.js';
import { confirmView } from './gm-confirm.js';
import { timelineView } from './gm-timeline.js';
import { mailView, mergeText } from './gm-mail.js';
import { archivePanel } from './gm-archive.js';

// The storage of older versions, reached only when used (a browser that
// blocks it throws then, inside the store's own try).
const legacy = {
  getItem: (key) => localStorage.getItem(key),
  removeItem: (key) => localStorage.removeItem(key),
};
let store = null; // made in main: IndexedDB may be missing
const checks = new Latest('check');
const counts = new Latest('ignored');
const renders = new Latest('render');
const stories = new Latest('story');
let storyOf = null; // the game file text whose story is shown
let opener, game, board, sheets, results, downloads, newGame, confirm, timeline, mail; // the views, made in main

async function demoGame() {
  return (await call('demo')).game;
}

// onGame is the part of a request that names the game open: its session
// in the engine (engine.js), opened once for the store's game file, so that
// no call sends the file again (issue 29).
async function onGame() {
  return { session: await openSession(store.state.game) };
}

// readGame opens a game file in the engine and asks for its summary and
// words; on a problem it says what is wrong with the file and answers null.
async function readGame(file, source) {
  try {
    const session = await openSession(file);
    return { s: await call('load', { session }), w: await call('words', { session }) };
  } catch (e) {
    showAlert(`${source || 'This game file'} cannot be used:\n${e.message}`);
    return null;
  }
}

// present shows the store's current phase of the game read.
function present(read) {
  showAlert('');
  store.opened(read.s, read.w);
  const { summary, words } = store.page;
  const st = store.state;
  sheets.editor.value = st.text;
  sheets.hideNotice();
  game.render(summary);
  mail.showDeadline(summary);
  sheets.setPhase(summary, words);
  if (summary.winner) showAlert(`${summary.winner} has won this game: there is nothing left to adjudicate.`);
  board.setGame(summary, words.blind);
  showPhase('', '');
  showCurrentResults();
  showTimeline();
  showNewFile();
  check();
  loadNames();
}

// loadNames gives the editor the names to complete on the game's map: its
// powers (as section headers), the units on the board, the places and the
// order words (the engine's names call, as on the checker).
async function loadNames() {
  const file = store.state.game;
  try {
    const names = await call('names', await onGame());
    if (file === store.state.game) sheets.editor.setNames(names);
  } catch (e) {
    // Completion waits for a game the engine can read.
  }
}

// showNewFile offers a new game's file until it is adjudicated.
function showNewFile() {
  const st = store.state;
  if ((st.newGame || st.readdressed) && !st.result && !store.past.length) {
    newGame.offerFile(store.page.summary, st.game, st.saved).catch((e) => showAlert(`The new game's files could not be made: ${e.message}`));
  }
  else newGame.hideFile();
}

function showCurrentResults() {
  store.viewCurrent();
  const r = store.state.result;
  if (r) showResults(r.answer, r.ms, store.state.text, { stale: r.stale }, store.state);
  else results.hide();
  showTimeline();
}

function showTimeline() {
  const { summary, viewing, rebuilt } = store.page;
  const shown = viewing >= 0 ? store.past[viewing].result.answer.result.phase : viewing === REBUILT ? rebuilt.code : '';
  timeline.render(summary ? summary.history : [], store.past, shown);
  showStory();
  const undo = $('undo');
  const last = store.past[store.past.length - 1];
  undo.disabled = !last;
  undo.textContent = last ? `Undo: back to ${last.result.answer.phaseLong}` : 'Undo';
}

// showStory draws the game's story under the timeline, up to the phase
// last adjudicated: the history of the next game file when the phase in
// the page is adjudicated, else of the game open. It is asked again only
// when that file changed (an adjudication, Continue, Undo, another game).
async function showStory() {
  const st = store.state;
  const next = st.result && st.result.answer.files.find((f) => f.kind === 'game');
  const file = next ? next.text : st.game;
  if (!file || file === storyOf) return;
  storyOf = file;
  try {
    timeline.showStory(await stories.run({ session: await openSession(file) }));
  } catch (e) {
    if (e instanceof Superseded) return;
    if (storyOf === file) storyOf = null; // asked again at the next change
    timeline.showStoryError(e.message);
  }
}

// unsaved lists the files of a phase never downloaded, by name.
function unsaved(phase) {
  const r = phase.result;
  if (!r) return [];
  return r.answer.files.filter((f) => !phase.downloaded.includes(f.name)).map((f) => f.name);
}

// ofPhase says how many of a phase's files are listed.
function ofPhase(phase, n) {
  const r = phase.result;
  return r && n ? `${n} of the ${r.answer.files.length} files of ${r.answer.phaseLong}` : '';
}

// gameSaved says whether the game file of the current phase is safe
// outside the page: opened from a file, new, or downloaded as the earlier
// phase's next game file (then, or later from the timeline).
function gameSaved() {
  const last = store.past[store.past.length - 1];
  if (store.state.saved) return true;
  if (store.state.readdressed) return false; // its addresses were changed here since
  if (!last) return !store.state.newGame; // a new game's file is offered at once
  const next = last.result.answer.files.find((f) => f.kind === 'game');
  return Boolean(next && last.downloaded.includes(next.name));
}

// guard asks before an action drops what was never downloaded (items);
// with nothing at stake it lets the action go at once.
async function guard(items, heading, text, action) {
  if (!items.length) return true;
  return confirm.ask(heading, text, items, action);
}

// replaceGame puts another game in the page (Open game…, New game, the
// demo), once the GM agreed to drop what this one holds undownloaded. The
// text stays when keepText (Open game…: the text may be for that game); a
// game made here (fresh) counts as not downloaded until its file is.
async function replaceGame(file, source, keepText, fresh) {
  const read = await readGame(file, source);
  if (!read) return false;
  const { summary } = store.page;
  const items = [...unsaved(store.state)];
  const files = ofPhase(store.state, items.length);
  if (!gameSaved()) items.push(`the game file of ${summary.phaseLong}`);
  // The earlier phases go with the game (store.reset): their files never
  // downloaded are lost too, and Undo and the timeline start again.
  for (const p of store.past) {
    const n = unsaved(p).length;
    if (n) items.push(ofPhase(p, n));
  }
  const n = store.past.length;
  const earlier = n ? `, and the ${n} earlier phase${n > 1 ? 's' : ''} of ${summary.name} go${n > 1 ? '' : 'es'} with them: Undo and the timeline start again with ${source || 'the new game'}` : '';
  const ok = await guard(items, `Replace ${summary ? summary.name : 'this game'}?`,
    `These were never downloaded${files ? ` (${files})` : ''}; ${source || 'the new game'} replaces them${earlier}.`,
    `Drop them and open ${source || 'the new game'}`);
  if (!ok) return false;
  const before = summary;
  const text = keepText ? sheets.editor.value : '';
  await store.reset({ ...blank(file, source || ''), text, saved: !fresh, newGame: Boolean(fresh) });
  present(read);
  // A game file of another phase came in while the text of the old phase
  // is still there: offer to clear it.
  if (before && before.phase !== read.s.phase && text.trim()) sheets.offerToClear(before, read.s);
  return true;
}

// showPhase draws the board now ('') or an adjudicated phase of the
// history (render's phase: the board before it, its orders and results).
// power ('' = the GM's board) is whose view of the board now is drawn.
async function showPhase(code, power) {
  // A power's view is of the board now only (render draws no power's view
  // of a past phase): an earlier phase is the GM's.
  store.board(code, code ? '' : power);
  const { summary } = store.page;
  const boardPower = store.page.power;
  board.render(summary, code, boardPower, store.state.source);
  const h = summary.history.find((x) => x.code === code);
  try {
    const on = await onGame();
    const request = code ? { ...on, phase: code } : boardPower ? { ...on, power: boardPower } : on;
    board.showMap((await renders.run(request)).svg);
  } catch (e) {
    if (e instanceof Superseded) return;
    board.showError(`The map of ${h ? h.long : 'the board'} could not be drawn: ${e.message}`);
  }
}

function stepPhase(delta) {
  const codes = [...store.page.summary.history.map((h) => h.code), ''];
  const at = codes.indexOf(store.page.phase) + delta;
  if (at >= 0 && at < codes.length) showPhase(codes[at], store.page.power);
}

function updateAdjudicateButton() {
  const { summary, checked, problems } = store.page;
  sheets.renderButton(summary, checked, problems);
}

// live is the check as typing calls it. Typing never waits for the
// engine: the check waits for a pause, and supersedes any check not yet
// shown.
const live = afterTyping(() => { check(); }, () => sheets.editor.lines);

// check reads the whole text as the adjudication would (the engine adds
// what adjudication alone would refuse) and shows every problem and each
// power's summary. A newer keystroke supersedes a check not yet shown.
async function check() {
  live.cancel();
  const doc = sheets.editor.snapshot();
  store.keepText(sheets.editor.value);
  store.checking();
  updateAdjudicateButton();
  const t0 = performance.now();
  let tc;
  let request;
  try {
    request = { ...await onGame(), text: store.state.text };
    tc = await checks.run(request);
  } catch (e) {
    if (e instanceof Superseded) return;
    showAlert(e.message);
    return;
  }
  const ms = performance.now() - t0;
  tc.diagnostics = tc.diagnostics || [];
  store.checkedText(tc.diagnostics.length);
  sheets.renderCheck(tc, ms, doc);
  mail.renderMissing({ ...request, text: undefined, silent: tc.silent || [] }); // the check's own answer, the game by its session
  updateAdjudicateButton();
  if (store.page.problems) countIgnored(request);
}

// countIgnored asks the engine what "Adjudicate anyway" would ignore, so
// that its label says exactly that.
async function countIgnored(request) {
  try {
    sheets.renderLenient(await counts.run(request));
  } catch (e) {
    if (e instanceof Superseded) return;
    sheets.lenientFailed(e.message);
  }
  updateAdjudicateButton();
}

async function adjudicate() {
  const lenient = sheets.lenientChosen(store.page.problems);
  sheets.adjudicating();
  const t0 = performance.now();
  let a;
  try {
    const deadline = mail.nextDeadlineValue(); // the next phase's, into the next game file
    a = await call('adjudicate', { ...await onGame(), text: sheets.editor.value, lenient, ...(deadline ? { deadline } : {}) });
  } catch (e) {
    // A refusal stands next to the button, with every problem at its place.
    const refused = e instanceof EngineError ? e.diagnostics : [];
    sheets.showRefusal(e, refused);
    store.refused(refused.length);
    updateAdjudicateButton();
    return;
  }
  const ms = performance.now() - t0;
  document.documentElement.dataset.adjudicateMs = ms.toFixed(1);
  showAlert('');
  sheets.hideRefusal();
  store.adjudicated(sheets.editor.value, a, ms);
  showCurrentResults();
  showNewFile();
  updateAdjudicateButton();
  results.focus();
}

// showResults shows an adjudication: the current phase's, or (mode.past)
// an earlier one's from the timeline; phase keeps what was downloaded and
// sent of it.
function showResults(a, ms, text, mode, phase) {
  results.render(a, ms, text, mode);
  downloads.render(a, phase);
  // The drafts are made from the phase in the page: not from one of the
  // timeline's earlier phases.
  $('drafts-block').hidden = Boolean(mode && mode.past);
  clear($('draft-links'));
  if (!(mode && mode.past)) mail.showNextDeadline(nextGame(a).deadline);
}

// nextGame is the results' next game file, read: its mail book (the
// addresses, the next phase's deadline) as the page holds it.
function nextGame(a) {
  const f = a && a.files.find((x) => x.kind === 'game');
  try {
    return f ? JSON.parse(f.text) : {};
  } catch (e) {
    return {};
  }
}

// nextFileText is the current phase's results' next game file, or ''.
function nextFileText() {
  const r = store.state.result;
  const f = r && r.answer.files.find((x) => x.kind === 'game');
  return f ? f.text : '';
}

// openMail reads mail files into the text: each power's sheet under its
// header, what the mail gave listed beside it.
async function openMail(files) {
  if (!files.length) return;
  const inbox = await mail.read(store.state.game, files);
  if (!inbox) return;
  mail.showInbox(inbox);
  if (inbox.text) {
    sheets.editor.value = mergeText(sheets.editor.value, inbox.text);
    textChanged();
    check();
  }
}

// openHistory opens a phase only in the game file's history: the engine
// plays the game again up to it and answers its files as made then, or says
// why it cannot.
async function openHistory(code) {
  const { summary } = store.page;
  const h = summary.history.find((x) => x.code === code);
  const t0 = performance.now();
  let a;
  try {
    a = await call('timeline', { ...await onGame(), phase: code });
  } catch (e) {
    showAlert(`${e.message}. The map of ${h ? h.long : code} is in the Board panel.`);
    showPhase(code, '');
    return;
  }
  showAlert('');
  store.viewRebuilt(code, a, performance.now() - t0);
  const { rebuilt } = store.page;
  showResults(a, rebuilt.result.ms, '', {
    rebuilt: true,
    past: `${a.phaseLong}, from the game file's history: the engine played the game again up to it and made the same files as were made then; the game is now at ${summary.phaseLong}. (What is ticked as sent for it is not kept.)`,
  }, rebuilt);
  showTimeline();
  results.focus();
}

function openPast(i) {
  const p = store.past[i];
  if (!p || !p.result) return;
  store.viewPast(i);
  showResults(p.result.answer, p.result.ms, p.text, {
    past: `An earlier phase of this game, ${p.result.answer.phaseLong}, exactly as adjudicated and sent then; the game is now at ${store.page.summary.phaseLong}.`,
  }, p);
  showTimeline();
  results.focus();
}

async function continueGame() {
  const st = store.state;
  if (!st.result) return;
  const a = st.result.answer;
  const next = a.files.find((f) => f.kind === 'game');
  const missing = unsaved(st);
  const ok = await guard(missing, `Continue with ${a.nextPhaseLong}?`,
    `${ofPhase(st, missing.length)} were never downloaded. They stay in the game timeline, where you can download them later.`,
    `Continue with ${a.nextPhaseLong}`);
  if (!ok) return;
  const { summary } = store.page;
  const source = `${summary.name} after ${summary.phaseLong}`;
  const read = await readGame(next.text, source);
  if (!read) return;
  await store.advance({ ...blank(next.text, source), saved: st.downloaded.includes(next.name) });
  present(read);
  window.scrollTo({ top: 0 });
  sheets.editor.focus();
}

// undo takes the game back one adjudicated phase: its game file, its text
// and its results as they were before Continue.
async function undo() {
  const prev = store.past[store.past.length - 1];
  if (!prev) return;
  const items = unsaved(store.state);
  const files = ofPhase(store.state, items.length);
  if (store.state.text.trim()) items.push(`the text typed for ${store.page.summary.phaseLong}`);
  const ok = await guard(items, `Undo ${prev.result.answer.nextPhaseLong}?`,
    `Going back to ${prev.result.answer.phaseLong} drops these${files ? `, ${files}, never downloaded` : ''}.`, `Undo: back to ${prev.result.answer.phaseLong}`);
  if (!ok) return;
  const read = await readGame(prev.game, prev.source);
  if (!read) return;
  await store.back();
  present(read);
}

// startNewGame makes the game the New game dialog describes (the engine's
// new call checks it all).
async function startNewGame() {
  const made = newGame.request();
  if (!made) return;
  let g;
  try {
    // Another map's data goes with the request (the engine carries the
    // standard map only).
    const files = await loadMap(made.map);
    g = (await call('new', files ? { ...made.request, map: files.map } : made.request)).game;
  } catch (e) {
    newGame.showError(e.message);
    return;
  }
  newGame.close();
  await replaceGame(g, '', false, true);
}

// changeAddresses replaces a power's players' mail addresses (the engine's
// addresses call on the game file, which checks them): the page then holds
// the changed game file, not downloaded yet (store.readdressed), with the
// text as typed. After adjudicating, the results' next game file is
// changed the same way, and the drafts go to it (issue 35); the results,
// which hold no address, stay as they were. A refusal goes back to the
// Powers panel.
async function changeAddresses(power, list) {
  const addresses = { [power]: list };
  const { game: file } = await call('addresses', { game: store.state.game, addresses });
  const was = nextFileText();
  const next = was ? (await call('addresses', { game: was, addresses })).game : null;
  const session = await openSession(file);
  const read = { s: await call('load', { session }), w: await call('words', { session }) };
  await store.keepText(sheets.editor.value);
  await store.readdressed(file, next);
  present(read);
  const edit = document.getElementById(`edit-addresses-${power}`);
  if (edit) edit.focus(); // where the GM was, in the table drawn again
}

// setDeadline sets the phase's deadline (the engine's deadline call, which
// checks it): the page then holds the changed game file, not downloaded
// yet; results made before stay as they were (the next phase's deadline is
// the next file's). A refusal goes back beside the field.
async function setDeadline(deadline) {
  const { game: file } = await call('deadline', { game: store.state.game, deadline });
  const read = await readGame(file, 'The game with its deadline');
  if (!read) return;
  await store.keepText(sheets.editor.value);
  await store.redated(file);
  present(read);
}

// setNextDeadline sets the next phase's deadline in the current phase's
// results' next game file, once adjudicated (before, adjudicate takes it
// from the field); their downloads are drawn again when they are open.
async function setNextDeadline(deadline) {
  const was = nextFileText();
  if (!was) return;
  const { game: next } = await call('deadline', { game: was, deadline });
  await store.nextRedated(next);
  if (store.page.viewing === CURRENT) showCurrentResults();
}

async function openGameFile(file) {
  let text;
  try {
    text = await readFile(file);
  } catch (e) {
    showAlert(`${file.name} could not be read: ${e.message}`);
    return;
  }
  await replaceGame(text, file.name, true);
}

async function openTextFile(file) {
  try {
    sheets.editor.value = await readFile(file);
    textChanged();
    check();
  } catch (e) {
    showAlert(`${file.name} could not be read: ${e.message}`);
  }
}

// textChanged keeps the results of the text adjudicated, marked stale.
function textChanged() {
  // The button says at once that the text is not checked yet (once per
  // burst of typing: a key costs the page nothing more).
  if (store.page.checked) {
    store.checking();
    updateAdjudicateButton();
  }
  if (store.edited(sheets.editor.value) && store.page.viewing < 0) results.markStale();
  sheets.hideNotice();
}

function wire() {
  // The live check saves the text, after a pause: text typed or pasted a
  // moment before the page goes away (a reload, a closed tab) is saved
  // as it goes.
  const keep = () => {
    if (sheets.editor.value === store.state.text) return;
    store.keepText(sheets.editor.value);
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
  sheets.bind({
    typed: () => {
      textChanged();
      live();
    },
    lenient: updateAdjudicateButton,
    adjudicate,
    clear: () => {
      sheets.editor.value = '';
      textChanged();
      check();
      sheets.editor.focus();
    },
  });
  board.bind({
    step: stepPhase,
    phase: (code) => showPhase(code, store.page.power),
    power: (power) => showPhase(power ? '' : store.page.phase, power),
  });
  results.bind({
    previewAs: (power) => {
      const p = store.shownPhase();
      if (p.result) results.previewAs(p.result.answer, power);
    },
    continue: continueGame,
    current: () => {
      showCurrentResults();
      if (store.state.result) results.focus();
      else sheets.editor.focus();
    },
  });
  downloads.bind({
    downloaded: (names) => { store.downloaded(names); },
    sent: (power, yes) => {
      store.sent(power, yes);
      showTimeline();
    },
  });
  timeline.bind({
    open: openPast,
    rebuild: openHistory,
    map: (code) => {
      showPhase(code, '');
      $('board-section').scrollIntoView({ block: 'start' });
    },
  });
  game.bind({ addresses: changeAddresses });
  mail.bind({ deadline: setDeadline, nextDeadline: setNextDeadline, paste: (text) => openMail([{ name: 'pasted mail', text }]) });
  $('undo').addEventListener('click', undo);
  newGame.bind({
    start: startNewGame,
    demo: async () => {
      newGame.close();
      await replaceGame(await demoGame(), '', false);
    },
    standardPowers: async () => JSON.parse(await demoGame()).powers.map((p) => p.name),
    downloaded: () => {
      store.savedOutside();
      showNewFile();
    },
  });
  opener.bind({ gameFile: openGameFile, textFile: openTextFile, mailFiles: openMail, newGame: () => newGame.open() });
  $('drafts').addEventListener('click', () => {
    const r = store.state.result;
    if (!r) return;
    // Leniently: a text adjudicated strictly had nothing to ignore, so the
    // drafts are of the phase as it was adjudicated either way.
    // With the next game file's deadline, which the GM may have moved
    // since adjudicating (its addresses are the game's: an edit changes
    // both).
    const { deadline } = nextGame(r.answer);
    mail.offerDrafts({ game: store.state.game, text: store.state.text, lenient: true, ...(deadline ? { deadline } : {}) }, r.answer.base);
  });
}

// persist asks the browser to keep the page's storage even when the disk
// runs low (it may say no: the game is then kept as any site's data).
async function persist() {
  try {
    if (navigator.storage && navigator.storage.persist) {
      document.documentElement.dataset.persisted = String(await navigator.storage.persist());
    }
  } catch (e) {
    // not offered by this browser
  }
}

async function main() {
  opener = openView();
  game = gameView();
  board = boardView();
  sheets = sheetsView();
  results = resultsView();
  downloads = downloadsView();
  newGame = newGameView();
  confirm = confirmView();
  timeline = timelineView();
  mail = mailView();
  new MapView($('board-view'));
  new MapView($('results-view'));
  store = new Store(idbBackend(indexedDB), showAlert, legacy);
  archivePanel(() => store); // issue 34: the game's archive, made here
  persist();
  if (!await startPage({ busy: (yes) => sheets.showBusy(yes), failed: () => game.notStarted() })) return;
  wire();
  opener.enable();

  const r0 = performance.now();
  const saved = await store.restore();
  document.documentElement.dataset.restoreMs = (performance.now() - r0).toFixed(0);
  const read = saved ? await readGame(store.state.game, store.state.source) : null;
  if (read) {
    present(read);
  } else {
    // Keep the text and say why the game is not the one saved.
    const why = saved ? $('alert').textContent : '';
    const text = store.state.text || '';
    const demo = await demoGame();
    await store.reset({ ...blank(demo), text, saved: true });
    present(await readGame(demo, ''));
    if (why) showAlert(`${why}\nThe demo game is shown instead; your text is kept.`);
  }
  pageReady();
}

main().catch((e) => showAlert(`Something went wrong in the page: ${e.message}. Reload it; your game and text are kept.`));
