// The checker's seal panel (issue 34): a player checks the receipt of a
// private report against the sheet the player sent, and anybody verifies a
// whole game, on any built-in map, from the GM's archive and the files
// received. Everything runs in the engine in this browser, offline (a
// map's files once fetched); the panel only reads the files,
// asks the engine and shows its words.
import { call } from './engine.js';
import { loadMap, mapOfArchive } from './maps.js';
import { readFile, $ } from './ui.js';

// show writes a verdict ({confirmed, text}) or an error into an output.
function show(out, verdict, error) {
  out.hidden = false;
  out.dataset.confirmed = verdict ? String(verdict.confirmed) : 'false';
  out.textContent = verdict ? verdict.text : error;
}

// loadInto reads a chosen file into a text box.
function loadInto(input, box) {
  input.addEventListener('change', async () => {
    const file = input.files[0];
    if (!file) return;
    box.value = await readFile(file);
    input.value = '';
  });
}

export function sealPanel() {
  const sheet = $('receipt-sheet');
  const report = $('receipt-report');
  const results = $('receipt-results');
  const receiptOut = $('receipt-verdict');
  loadInto($('receipt-open-report'), report);
  loadInto($('receipt-open-results'), results);
  $('receipt-open-report-button').addEventListener('click', () => $('receipt-open-report').click());
  $('receipt-open-results-button').addEventListener('click', () => $('receipt-open-results').click());
  $('receipt-check').addEventListener('click', async () => {
    try {
      show(receiptOut, await call('receipt', { text: sheet.value, report: report.value, results: results.value }));
    } catch (e) {
      show(receiptOut, null, e.message);
    }
  });

  const archive = $('verify-archive');
  const files = $('verify-files');
  const verifyOut = $('verify-verdict');
  $('verify-run').addEventListener('click', async () => {
    try {
      if (!archive.files[0]) throw new Error('Choose the game’s archive first.');
      const received = {};
      for (const f of files.files) received[f.name] = await readFile(f);
      verifyOut.hidden = false;
      verifyOut.textContent = 'Playing every phase again…';
      const text = await readFile(archive.files[0]);
      // A game on another map is played on that map's data, fetched as the
      // GM page fetches it (kept offline once fetched).
      const map = await loadMap(mapOfArchive(text));
      show(verifyOut, await call('verify', { archive: text, files: received, ...(map ? { map: map.map } : {}) }));
    } catch (e) {
      show(verifyOut, null, e.message);
    }
  });
}
