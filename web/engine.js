// The Go engine, compiled to WebAssembly, behind two functions: start it
// once, then call it with a request object and get the answer's value back.
// Every failure of the engine arrives as an EngineError with its message
// (and, for the GM's text, every diagnostic).

export class EngineError extends Error {
  constructor(message, diagnostics) {
    super(message);
    this.diagnostics = diagnostics || [];
  }
}

let starting = null;
let stopped = false;

// startEngine loads payola.wasm (beside this script) and resolves with the
// time it took, in milliseconds since the page began loading.
export function startEngine() {
  if (!starting) {
    starting = (async () => {
      const url = new URL('payola.wasm', import.meta.url);
      const go = new Go();
      let result;
      try {
        result = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
      } catch (e) {
        // A server without the application/wasm type: read it whole instead.
        const response = await fetch(url);
        if (!response.ok) throw new EngineError(`The engine could not be loaded (${response.status} ${response.statusText}).`);
        result = await WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
      }
      const ready = new Promise((resolve) => { globalThis.payolaReady = resolve; });
      go.run(result.instance).then(() => { stopped = true; });
      await ready;
      return performance.now();
    })();
  }
  return starting;
}

// call runs one engine call synchronously.
export function call(name, request) {
  if (stopped || !globalThis.payola) {
    throw new EngineError('The engine has stopped; reload the page (your game and text are kept).');
  }
  let out;
  try {
    out = JSON.parse(globalThis.payola[name](JSON.stringify(request || {})));
  } catch (e) {
    throw new EngineError(`The engine failed in ${name}: ${e.message}`);
  }
  if (!out.ok) throw new EngineError(out.error, out.diagnostics);
  return out.value;
}
