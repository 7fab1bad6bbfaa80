// The Go engine, compiled to WebAssembly and run in a Web Worker
// (engine-worker.js), behind one asynchronous call: call(name, request)
// resolves with the answer's value. Every failure of the engine arrives as
// an EngineError with its message (and, for the GM's text, every
// diagnostic). latest() is for live checks: a newer request supersedes an
// older one, which then never runs, or whose answer is dropped.

import { loadMap, mapOfGame, isStandard } from './maps.js';

export class EngineError extends Error {
  constructor(message, diagnostics) {
    super(message);
    this.diagnostics = diagnostics || [];
  }
}

// Superseded is how latest() rejects a request a newer one replaced.
export class Superseded extends Error {
  constructor() { super('superseded by a newer request'); }
}

// Lost is a call naming a session the worker does not hold (it was
// restarted): call() opens the session again from its text and asks again.
class Lost extends Error {}

let worker = null;
let starting = null;
let nextId = 1;
const pending = new Map(); // id -> {resolve, reject}
const busyListeners = new Set();

let busyNow = false;

function setBusy() {
  if (busyNow === pending.size > 0) return;
  busyNow = pending.size > 0;
  for (const fn of busyListeners) fn(busyNow);
}

// onBusy calls fn(true) when the engine starts working and fn(false) when
// it is idle again.
export function onBusy(fn) { busyListeners.add(fn); }

// counted passes a response through, telling onProgress how many bytes of
// it have arrived so far (the page shows it while the engine downloads).
function counted(response, onProgress) {
  if (!onProgress || !response.ok || !response.body || typeof TransformStream !== 'function') return response;
  let bytes = 0;
  const body = response.body.pipeThrough(new TransformStream({
    transform(chunk, controller) {
      bytes += chunk.byteLength;
      onProgress(bytes);
      controller.enqueue(chunk);
    },
  }));
  return new Response(body, { status: response.status, headers: { 'Content-Type': 'application/wasm' } });
}

let compiled = null; // the engine's compiled module, to start a worker again
let restarts = 0;

// spawn starts a worker on the compiled module; ready resolves with the
// worker's start-up time on its own clock.
function spawn(module, ready, failed) {
  const w = new Worker(new URL('engine-worker.js', import.meta.url));
  w.onerror = (e) => {
    const err = new EngineError(`the engine could not start: ${e.message || 'the worker failed to load'}`);
    failed(err);
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    setBusy();
  };
  w.onmessage = (event) => {
    const m = event.data;
    if (m.ready !== undefined) {
      ready(m.ready);
      return;
    }
    if (m.failed !== undefined) {
      failed(new EngineError(m.failed));
      return;
    }
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    setBusy();
    let out;
    try {
      out = JSON.parse(m.out);
    } catch (e) {
      p.reject(new EngineError(`the engine's answer could not be read: ${e.message}`));
      return;
    }
    if (out.ok) p.resolve(out.value);
    else if (out.reopen) p.reject(new Lost(out.error));
    else p.reject(new EngineError(out.error, out.diagnostics));
  };
  if (module) w.postMessage({ module });
  return w;
}

// startEngine starts the worker and resolves with the time the engine was
// ready, in milliseconds since the page began loading. onProgress, if
// given, hears how many bytes of the engine have arrived.
export function startEngine(onProgress) {
  if (!starting) {
    starting = new Promise((resolve, reject) => {
      const t0 = performance.now();
      // The page fetches and compiles the wasm while it downloads (the
      // browser compiles off the main thread) and hands the module to the
      // worker: one download, in the page's own network timeline.
      const url = new URL('payola.wasm', import.meta.url);
      const compiling = WebAssembly.compileStreaming(fetch(url).then((r) => counted(r, onProgress))).catch(async () => {
        // A server without the application/wasm type: read it whole instead.
        const response = await fetch(url);
        if (!response.ok) throw new EngineError(`payola.wasm could not be loaded (${response.status} ${response.statusText})`);
        return WebAssembly.compile(await response.arrayBuffer());
      });
      try {
        // The worker's clock starts with the worker: add when it began.
        worker = spawn(null, (ms) => resolve(t0 + ms), reject);
      } catch (e) {
        reject(new EngineError(`the engine's worker could not start (${e.message})`));
        return;
      }
      compiling.then((module) => {
        compiled = module;
        worker.postMessage({ module });
      }, (e) => reject(new EngineError(e.message)));
    });
  }
  return starting;
}

// restart stops the worker in the middle of whatever it computes and starts
// a fresh one on the same compiled module (a fraction of a second): the
// way to cancel a long call. Calls in flight reject with Superseded.
function restart() {
  if (!compiled) return;
  worker.terminate();
  for (const p of pending.values()) p.reject(new Superseded());
  pending.clear();
  setBusy();
  restarts++;
  worker = spawn(compiled, () => {}, () => {});
}

// engineRestarts counts the calls cancelled by a fresh worker (for tests).
export function engineRestarts() { return restarts; }

// call runs one engine call in the worker. A request whose game (or
// public position file) is on another map carries that map's files
// (maps.js, fetched once per page); requests on the standard map go as
// they are.
export function call(name, request) {
  const session = request && request.session;
  if (!session) return send(name, request);
  return send(name, request).catch(async (e) => {
    if (!(e instanceof Lost)) throw e;
    const text = sessionTexts.get(session);
    if (text === undefined) throw new EngineError(e.message);
    await send('open', { game: text });
    return send(name, request);
  });
}

// Sessions (issue 29): the engine decodes and checks a game file once
// (the open call) and keeps it under a digest of its content; the GM
// page's calls then name it ({session}) instead of sending a file that
// grows with every phase. The text stays the page's (its store keeps it):
// a restarted worker holds no session, and call() opens it again from the
// text kept here. The last few texts opened are kept, each with its
// session, so that opening the same text again asks nothing.
const SESSIONS_KEPT = 4;
const sessionIds = new Map(); // game file text -> session
const sessionTexts = new Map(); // session -> game file text

// openSession resolves with the session of a game file's text, opening it
// in the engine the first time; a file the engine refuses rejects with
// its EngineError, as load would.
export async function openSession(game) {
  const known = sessionIds.get(game);
  if (known !== undefined) {
    sessionIds.delete(game); // the most recently used, kept longest
    sessionIds.set(game, known);
    return known;
  }
  const { session } = await send('open', { game });
  sessionIds.set(game, session);
  sessionTexts.set(session, game);
  while (sessionIds.size > SESSIONS_KEPT) {
    const [oldText, oldSession] = sessionIds.entries().next().value;
    sessionIds.delete(oldText);
    sessionTexts.delete(oldSession);
  }
  return session;
}

function send(name, request) {
  if (!worker) return Promise.reject(new EngineError('The engine is not started.'));
  const game = request && request.game;
  // Most games are on the standard map: a glance for a "map" field other
  // than it comes first, so those requests are posted at once, unparsed.
  if (typeof game === 'string' && !request.map && /"map"\s*:\s*"(?!standard")/.test(game) && !isStandard(mapOfGame(game))) {
    return loadMap(mapOfGame(game)).then(
      (files) => post(name, { ...request, ...files }),
      (err) => Promise.reject(new EngineError(err.message)),
    );
  }
  return post(name, request);
}

function post(name, request) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    setBusy();
    worker.postMessage({ id, name, request: request || {} });
  });
}

// Latest runs one kind of request at a time and only the newest: while one
// runs, further requests wait, and each newer one replaces the waiting one
// (which rejects with Superseded). An answer that arrives after a newer
// request was made is dropped the same way, so what is shown always
// matches the newest input. A call that has run for longer than
// CANCEL_AFTER when a newer request comes is stopped outright (the worker
// is restarted), unless other calls are in flight with it.
const CANCEL_AFTER = 400;

export class Latest {
  constructor(name) {
    this.name = name;
    this.running = null;
    this.waiting = null; // {request, resolve, reject}
    this.generation = 0;
  }

  run(request) {
    const generation = ++this.generation;
    if (this.waiting) this.waiting.reject(new Superseded());
    if (this.running && performance.now() - this.since > CANCEL_AFTER && pending.size === 1) restart();
    return new Promise((resolve, reject) => {
      this.waiting = { request, resolve, reject, generation };
      this.pump();
    });
  }

  // cancel drops the waiting request and any answer still to come.
  cancel() {
    this.generation++;
    if (this.waiting) this.waiting.reject(new Superseded());
    this.waiting = null;
  }

  pump() {
    if (this.running || !this.waiting) return;
    const job = this.waiting;
    this.waiting = null;
    this.since = performance.now();
    this.running = call(this.name, job.request);
    this.running.then(
      (value) => (job.generation === this.generation ? job.resolve(value) : job.reject(new Superseded())),
      (err) => (job.generation === this.generation ? job.reject(err) : job.reject(new Superseded())),
    ).finally(() => {
      this.running = null;
      this.pump();
    });
  }
}
