// The game's archive (issue 34), made in the page: every phase's game file
// this browser kept (the store's earlier phases, the current one, and the
// file the current adjudication made, unless its text changed since), with
// any the GM adds of phases played before this browser, handed to the
// engine's archive call, which makes the same archive as `payola archive`
// from the same files. The dialog says first that the archive is for after
// the game: it holds the seal's secret, so every salt, sheet and balance.
import { call } from './engine.js';
import { $, clear, readFile, save } from './ui.js';

// archiveGames is every game file of the game kept here, oldest first,
// each once: past and state are the store's (gm-store.js). The current
// adjudication's next file counts only while its results are fresh: a
// stale one was made from a text or file changed since.
export function archiveGames(past, state) {
  const games = [...past.map((p) => p.game), state.game];
  const r = state.result;
  if (r && !r.stale) {
    const next = r.answer.files.find((f) => f.kind === 'game');
    if (next) games.push(next.text);
  }
  return [...new Set(games.filter((g) => typeof g === 'string' && g !== ''))];
}

// keptPhases names the phases adjudicated here whose files archiveGames
// gives (the phase each kept file was adjudicated in), in the engine's words.
export function keptPhases(past, state) {
  const done = past.filter((p) => p.result).map((p) => p.result.answer.phaseLong);
  if (state.result && !state.result.stale) done.push(state.result.answer.phaseLong);
  return done;
}

// archivePanel wires the Archive… button and its dialog; kept() gives the
// store (its past and state, read when the GM asks).
export function archivePanel(kept) {
  const dialog = $('archive-dialog');
  const held = $('archive-held');
  const added = $('archive-add');
  const error = $('archive-error');
  const done = $('archive-done');
  const make = $('archive-download');
  const close = $('archive-close');

  close.addEventListener('click', () => dialog.close());
  $('archive-open').addEventListener('click', () => {
    const { past, state } = kept();
    const phases = keptPhases(past, state);
    clear(held);
    held.append(phases.length
      ? `This browser holds the game files of ${phases.length} adjudicated phase${phases.length === 1 ? '' : 's'}: ${phases[0]}${phases.length > 1 ? ` to ${phases[phases.length - 1]}` : ''}.`
      : 'No phase of this game was adjudicated in this browser: add the game files you kept, from the first phase\'s on.');
    error.hidden = true;
    done.textContent = '';
    added.value = '';
    dialog.showModal();
    close.focus();
  });

  make.addEventListener('click', async () => {
    error.hidden = true;
    done.textContent = '';
    make.disabled = true;
    try {
      const { past, state } = kept();
      const texts = await Promise.all([...added.files].map(readFile));
      const games = [...new Set([...archiveGames(past, state), ...texts])];
      const a = await call('archive', { games });
      save(a.name, a.archive, 'application/json');
      done.textContent = `Downloaded ${a.name}: ${a.phases.length} phases, ${a.phases[0]} to ${a.phases[a.phases.length - 1]}.`;
    } catch (e) {
      error.textContent = `No archive was made: ${e.message}`;
      error.hidden = false;
    } finally {
      make.disabled = false;
    }
  });
}
