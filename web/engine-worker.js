// The engine's own thread: the wasm module is instantiated here, so that a
// heavy check or adjudication never freezes the page. Messages in:
// {id, name, request}; out: {id, out} with the engine's JSON answer text, or
// {ready: ms} / {failed: message} once at the start.
/* global Go */
importScripts('wasm_exec.js');

async function start() {
  const url = new URL('payola.wasm', self.location.href);
  const go = new Go();
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
  } catch (e) {
    // A server without the application/wasm type: read it whole instead.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`payola.wasm could not be loaded (${response.status} ${response.statusText})`);
    result = await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
  }
  const ready = new Promise((resolve, reject) => {
    self.payolaReady = (failure) => (failure ? reject(new Error(failure)) : resolve());
  });
  go.run(result.instance).then(() => { self.payola = null; });
  await ready;
}

const started = start().then(
  () => self.postMessage({ ready: performance.now() }),
  (e) => self.postMessage({ failed: e.message || String(e) }),
);

self.onmessage = async (event) => {
  await started;
  const { id, name, request } = event.data;
  let out;
  if (!self.payola) {
    out = JSON.stringify({ ok: false, error: 'The engine has stopped; reload the page (your game and text are kept).' });
  } else if (typeof self.payola[name] !== 'function') {
    out = JSON.stringify({ ok: false, error: `The engine has no call ${name}.` });
  } else {
    try {
      out = self.payola[name](JSON.stringify(request || {}));
    } catch (e) {
      out = JSON.stringify({ ok: false, error: `The engine failed in ${name}: ${e.message}` });
    }
  }
  self.postMessage({ id, out });
};
