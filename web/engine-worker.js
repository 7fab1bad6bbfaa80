// The engine's own thread: the wasm module runs here, so that a heavy check
// or adjudication never freezes the page. Messages in: {module} once, then
// {id, name, request}; out: {id, out} with the engine's JSON answer text, or
// {ready: ms} / {failed: message} once at the start.
/* global Go */
importScripts('wasm_exec.js');

// The page compiles payola.wasm as it downloads (engine.js) and sends the
// compiled module as the first message; here it is instantiated and run.
let compiled;
const moduleArrives = new Promise((resolve) => { compiled = resolve; });

async function start() {
  const module = await moduleArrives;
  const go = new Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  const ready = new Promise((resolve, reject) => {
    self.payolaReady = (failure) => (failure ? reject(new Error(failure)) : resolve());
  });
  go.run(instance).then(() => { self.payola = null; });
  await ready;
}

const started = start().then(
  () => self.postMessage({ ready: performance.now() }),
  (e) => self.postMessage({ failed: e.message || String(e) }),
);

self.onmessage = async (event) => {
  if (event.data.module) {
    compiled(event.data.module);
    return;
  }
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
