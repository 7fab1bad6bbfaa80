// The start-up both pages share, as a module (start.js, the classic script
// that runs before it, says how to open a page from disk and keeps the
// site for offline use): start the engine, saying how much of it has
// arrived; show the page; say when it is ready (the service worker waits
// for that, and so do the tests). Also the pause a page's check waits for
// after typing.
import { startEngine, onBusy } from './engine.js';
import { $, debounce } from './ui.js';

// showDownload tells how much of the engine has arrived, while it loads.
function showDownload(bytes) {
  $('loading').textContent = `Starting the engine… (${(bytes / 1048576).toFixed(1)} MB downloaded; the next visit starts at once, even offline)`;
}

// startPage starts the engine, then runs first (the page's first calls,
// which count as the start: a failure there is the engine's too), and
// shows the page (#app in place of #loading). busy(yes) shows or hides the
// page's indicator of a wait long enough to notice. On a failure it says
// why in #loading, calls failed, and answers false.
export async function startPage({ busy, first = async () => {}, failed = () => {} }) {
  let busyTimer = null;
  onBusy((yes) => {
    clearTimeout(busyTimer);
    // Only a wait long enough to notice shows the indicator.
    if (yes) busyTimer = setTimeout(() => busy(true), 120);
    else busy(false);
  });
  try {
    const readyMs = await startEngine(showDownload);
    document.documentElement.dataset.engineReadyMs = readyMs.toFixed(0);
    await first();
  } catch (e) {
    $('loading').textContent = `The engine could not start: ${e.message}`;
    $('loading').classList.add('error');
    failed();
    return false;
  }
  $('loading').hidden = true;
  $('app').hidden = false;
  return true;
}

// pageReady says the page is ready: the tests wait for it, and start.js
// then keeps the site for offline use.
export function pageReady() {
  document.documentElement.dataset.ready = 'true';
  document.dispatchEvent(new Event('payola:ready'));
}

// afterTyping runs check once typing pauses, longer on a long text (lines
// gives its length): its answer costs the page more there and must not
// land between keys. cancel() forgets a pending check.
export function afterTyping(check, lines) {
  return debounce(check, () => 150 + Math.min(850, lines() / 5));
}
