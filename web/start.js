// Runs first on both pages, as a classic script (module scripts do not run
// from file://): says how to open the app when it is opened from disk, and
// once the engine is ready makes the app work offline through the service
// worker (sw.js at the site's root), offering a reload when a new version
// has been deployed. A new version is never used silently: every file comes
// from one version's cache until the GM chooses to reload.
(function () {
  'use strict';
  var here = document.currentScript ? document.currentScript.src : location.href;

  if (location.protocol === 'file:') {
    document.documentElement.dataset.fileProtocol = 'true';
    document.addEventListener('DOMContentLoaded', function () {
      var loading = document.getElementById('loading');
      if (!loading) return;
      loading.className = 'loading error';
      loading.textContent = 'Payola GM cannot run from a file on your disk: browsers do not start its engine there. '
        + 'Open the published site instead, or run scripts/serve in the project folder and open http://localhost:8080/ '
        + '(the players\u2019 checker is at http://localhost:8080/web/checker.html).';
      var name = document.getElementById('game-name');
      if (name) name.textContent = 'Not started';
    });
    return;
  }
  if (!('serviceWorker' in navigator)) return;

  var hadController = Boolean(navigator.serviceWorker.controller);
  var wantReload = false;

  function offer(worker) {
    var bar = document.getElementById('update');
    var button = document.getElementById('update-reload');
    if (!bar || !button) return;
    bar.hidden = false;
    document.documentElement.dataset.updateReady = 'true';
    button.onclick = function () {
      wantReload = true;
      if (worker && worker.state !== 'activated' && worker.state !== 'redundant') worker.postMessage('skipWaiting');
      else location.reload();
    };
  }

  navigator.serviceWorker.addEventListener('controllerchange', function () {
    if (wantReload) {
      location.reload();
      return;
    }
    // Another tab switched to a new version: this one keeps the files it
    // runs and says so.
    if (hadController) offer(null);
    hadController = true;
  });

  function register() {
    navigator.serviceWorker.register(new URL('../sw.js', here), { scope: new URL('../', here).href }).then(function (reg) {
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener('updatefound', function () {
        var worker = reg.installing;
        if (!worker) return;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
        });
      });
      // A GM keeps the page open for hours: look for a new deployment now
      // and then, as a navigation would.
      setInterval(function () { reg.update().catch(function () {}); }, 30 * 60 * 1000);
      return navigator.serviceWorker.ready;
    }).then(function () {
      document.documentElement.dataset.offlineReady = 'true';
    }).catch(function (e) {
      document.documentElement.dataset.offlineError = String(e && e.message || e);
    });
  }

  // After the engine is ready, so that caching the site for offline use
  // does not compete with the first load.
  document.addEventListener('payola:ready', register, { once: true });
}());
