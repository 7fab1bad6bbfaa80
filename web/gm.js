// The GM's page: a game, every power's text with live diagnostics, the
// adjudication and its downloads, the map of every phase. This controller
// wires the store (gm-store.js), the engine (engine.js, in a worker) and
// one view per panel (gm-game, gm-board, gm-sheets, gm-results,
// gm-downloads, gm-newgame, and gm-open for the ways a file comes in); the
// game logic and the rules' words are all the engine's.
import { startEngine, call, onBusy, EngineError, Latest, Superseded } from './engine.js';
import { $, showAlert, readFile, debounce } from './ui.js';
import { MapView } from './mapview.js';
import { Store } from './gm-store.js';
import { gameView } from './gm-game.js';
import { boardView } from './gm-board.js';
import { sheetsView } from './gm-sheets.js';
import { resultsView } from './gm-results.js';
import { downloadsView } from './gm-downloads.js';
import { newGameView } from './gm-newgame.js';
import { openView } from './gm-open.js';

// The browser's storage, reached only when used (a browser that blocks it
// throws then, inside the store's own try).
const store = new Store({
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => localStorage.setItem(key, value),
}, showAlert);
const state = store.state;
let summary = null; // the engine's summary of the game (load)
let words = null; // the engine's words of its phase (words)
let problems = 0; // diagnostics of the current text
let checked = false; // the shown check is of the current text
let shownPhase = ''; // '' = the board as it stands, else a history phase code
let boardPower = ''; // Tin Cup: '' = the GM's board, else the power whose view is drawn
const checks = new Latest('check');
const renders = new Latest('render');
let opener, game, board, sheets, results, downloads, newGame; // the views, made in main

async function demoGame() {
  return (await call('demo')).game;
}

// setGame loads a game file into the page; on any problem the page keeps
// the game it had and says what is wrong with the file. text replaces the
// GM's text when given; result restores a kept adjudication.
async function setGame(file, source, text, result) {
  let s, w;
  try {
    s = await call('load', { game: file });
    w = await call('words', { game: file });
  } catch (e) {
    showAlert(`${source || 'This game file'} cannot be used:\n${e.message}`);
    return false;
  }
  showAlert('');
  const before = summary;
  summary = s;
  words = w;
  state.game = file;
  state.source = source || '';
  if (text !== undefined) {
    state.text = text;
    sheets.editor.value = text;
  }
  shownPhase = '';
  showGame();
  if (result) {
    state.result = result;
    showResults(result.answer, result.ms);
  } else {
    clearResults();
  }
  store.save();
  // A game file of another phase came in while the text of the old phase
  // is still there (Open game… keeps it): offer to clear it.
  sheets.hideNotice();
  if (before && before.phase !== s.phase && sheets.editor.value.trim()) sheets.offerToClear(before, s);
  check();
  return true;
}

function showGame() {
  game.render(summary);
  sheets.setPhase(summary, words);
  if (summary.winner) showAlert(`${summary.winner} has won this game: there is nothing left to adjudicate.`);
  boardPower = '';
  board.setGame(summary, words.blind);
  showPhase('');
}

// showPhase draws the board now ('') or an adjudicated phase of the
// history (render's phase: the board before it, its orders and results).
async function showPhase(code) {
  shownPhase = code;
  // A power's view is of the board now only (render draws no power's view
  // of a past phase): an earlier phase is the GM's.
  if (code) boardPower = '';
  board.render(summary, code, boardPower, state.source);
  const h = summary.history.find((x) => x.code === code);
  try {
    const request = code ? { game: state.game, phase: code } : boardPower ? { game: state.game, power: boardPower } : { game: state.game };
    board.showMap((await renders.run(request)).svg);
  } catch (e) {
    if (e instanceof Superseded) return;
    board.showError(`The map of ${h ? h.long : 'the board'} could not be drawn: ${e.message}`);
  }
}

function stepPhase(delta) {
  const codes = [...summary.history.map((h) => h.code), ''];
  const at = codes.indexOf(shownPhase) + delta;
  if (at >= 0 && at < codes.length) showPhase(codes[at]);
}

function updateAdjudicateButton() {
  sheets.renderButton(summary, checked, problems);
}

// check reads the whole text as the adjudication would (the engine adds
// what adjudication alone would refuse) and shows every problem and each
// power's summary. A newer keystroke supersedes a check not yet shown.
async function check() {
  state.text = sheets.editor.value;
  store.save();
  checked = false;
  updateAdjudicateButton();
  const t0 = performance.now();
  let tc;
  try {
    tc = await checks.run({ game: state.game, text: state.text });
  } catch (e) {
    if (e instanceof Superseded) return;
    showAlert(e.message);
    return;
  }
  const ms = performance.now() - t0;
  checked = true;
  tc.diagnostics = tc.diagnostics || [];
  problems = tc.diagnostics.length;
  sheets.renderCheck(tc, ms);
  updateAdjudicateButton();
}

async function adjudicate() {
  const lenient = sheets.lenientChosen(problems);
  sheets.adjudicating();
  const t0 = performance.now();
  let a;
  try {
    a = await call('adjudicate', { game: state.game, text: sheets.editor.value, lenient });
  } catch (e) {
    // A refusal stands next to the button, with every problem at its place.
    const refused = e instanceof EngineError ? e.diagnostics : [];
    sheets.showRefusal(e, refused);
    problems = Math.max(problems, refused.length);
    updateAdjudicateButton();
    return;
  }
  const ms = performance.now() - t0;
  document.documentElement.dataset.adjudicateMs = ms.toFixed(1);
  showAlert('');
  sheets.hideRefusal();
  state.result = { answer: a, ms };
  store.save();
  showResults(a, ms);
  updateAdjudicateButton();
  results.scrollTo();
}

function showResults(a, ms) {
  results.render(a, ms, sheets.editor.value);
  downloads.render(a);
}

function clearResults() {
  state.result = null;
  results.hide();
}

async function continueGame() {
  if (!state.result) return;
  const a = state.result.answer;
  await setGame(a.files.find((f) => f.kind === 'game').text, `${summary.name} after ${summary.phaseLong}`, '');
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

// startNewGame makes the game the New game dialog describes (the engine's
// new call checks it all).
async function startNewGame() {
  const request = newGame.request();
  if (!request) return;
  let g;
  try {
    g = (await call('new', request)).game;
  } catch (e) {
    newGame.showError(e.message);
    return;
  }
  newGame.close();
  await setGame(g, '', '');
}

async function openGameFile(file) {
  try {
    await setGame(await readFile(file), file.name);
  } catch (e) {
    showAlert(`${file.name} could not be read: ${e.message}`);
  }
}

async function openTextFile(file) {
  try {
    sheets.editor.value = await readFile(file);
    clearResults();
    store.save();
    check();
  } catch (e) {
    showAlert(`${file.name} could not be read: ${e.message}`);
  }
}

function wire() {
  // Typing is cheap: the gutter updates at once, the check waits for a
  // pause and supersedes any check not yet shown.
  const live = debounce(() => { check(); }, 200);
  sheets.bind({
    typed: () => {
      checked = false;
      if (state.result) {
        clearResults();
        store.save();
      }
      sheets.hideNotice();
      live();
    },
    lenient: updateAdjudicateButton,
    adjudicate,
    clear: () => {
      sheets.editor.value = '';
      sheets.hideNotice();
      clearResults();
      store.save();
      check();
      sheets.editor.textarea.focus();
    },
  });
  board.bind({
    step: stepPhase,
    phase: showPhase,
    power: (power) => {
      boardPower = power;
      showPhase(power ? '' : shownPhase);
    },
  });
  results.bind({
    previewAs: (power) => { if (state.result) results.previewAs(state.result.answer, power); },
    continue: continueGame,
  });
  newGame.bind({
    start: startNewGame,
    demo: async () => {
      newGame.close();
      await setGame(await demoGame(), '', '');
    },
  });
  opener.bind({ gameFile: openGameFile, textFile: openTextFile, newGame: () => newGame.open(summary) });
}

// showDownload tells how much of the engine has arrived, while it loads.
function showDownload(bytes) {
  $('loading').textContent = `Starting the engine… (${(bytes / 1048576).toFixed(1)} MB downloaded; the next visit starts at once, even offline)`;
}

async function main() {
  opener = openView();
  game = gameView();
  board = boardView();
  sheets = sheetsView();
  results = resultsView();
  downloads = downloadsView();
  newGame = newGameView();
  new MapView($('board-view'));
  new MapView($('results-view'));
  let busyTimer = null;
  onBusy((busy) => {
    clearTimeout(busyTimer);
    // Only a wait long enough to notice shows the indicator.
    if (busy) busyTimer = setTimeout(() => sheets.showBusy(true), 120);
    else sheets.showBusy(false);
  });
  try {
    const readyMs = await startEngine(showDownload);
    document.documentElement.dataset.engineReadyMs = readyMs.toFixed(0);
  } catch (e) {
    $('loading').textContent = `The engine could not start: ${e.message}`;
    $('loading').classList.add('error');
    game.notStarted();
    return;
  }
  wire();
  $('loading').hidden = true;
  $('app').hidden = false;
  opener.enable();

  const saved = store.restore();
  if (!saved) {
    await setGame(await demoGame(), '', '');
  } else if (!(await setGame(saved.game, saved.source, saved.text || '', saved.result || null))) {
    // Keep the text and say why the game is not the one saved.
    const why = $('alert').textContent;
    await setGame(await demoGame(), '', saved.text || '');
    showAlert(`${why}\nThe demo game is shown instead; your text is kept.`);
  }
  document.documentElement.dataset.ready = 'true';
  document.dispatchEvent(new Event('payola:ready'));
}

main().catch((e) => showAlert(`Something went wrong in the page: ${e.message}. Reload it; your game and text are kept.`));
