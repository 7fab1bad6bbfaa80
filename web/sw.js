// The service worker (scripts/build writes it to the site's root with the
// version and the file list filled in). Every file of one version is cached
// under that version's name at install; requests are answered from that
// cache only, so the app starts offline after one visit and never mixes
// files of two versions. A new version waits until the page asks for it
// (the GM's "reload" in the update bar).
//
// The maps beyond the standard one (maps/: each map's data and drawing) are
// not fetched at install, so the first visit stays light: LAZY lists them
// with a hash of each one's content, and a map's files are kept in a cache
// of their own once the page has loaded them (web/maps.js), under that
// hash, so they stay offline across versions that do not change them.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const LAZY = __LAZY__;
const CACHE = `payola-gm-${VERSION}`;
const MAPS = 'payola-gm-maps';

self.addEventListener('install', (event) => {
  // no-cache: revalidate with the server, never take a stale HTTP copy of an
  // older version into this version's cache.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('payola-gm-') && key !== CACHE && key !== MAPS) await caches.delete(key);
    }
    // Map files this version does not have, or has changed, go.
    const maps = await caches.open(MAPS);
    const wanted = new Set(Object.entries(LAZY).map(([f, hash]) => lazyKey(f, hash)));
    for (const request of await maps.keys()) {
      if (!wanted.has(request.url)) await maps.delete(request);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

// lazyKey is where a map file of a given content is kept.
function lazyKey(file, hash) {
  return new URL(`${file}?v=${hash}`, self.registration.scope).href;
}

// sha16 is the first 16 hex digits of a response body's SHA-256, as
// scripts/build hashes the map files.
async function sha16(response) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

// lazyFile is the site path of a map file LAZY lists ("maps/loeb9.json"),
// or undefined.
function lazyFile(url) {
  const scope = new URL(self.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return undefined;
  const file = url.pathname.slice(scope.pathname.length);
  return Object.hasOwn(LAZY, file) ? file : undefined;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const file = lazyFile(url);
  if (file !== undefined) {
    event.respondWith((async () => {
      const maps = await caches.open(MAPS);
      const key = lazyKey(file, LAZY[file]);
      const hit = await maps.match(key);
      if (hit) return hit;
      const response = await fetch(new Request(url.href, { cache: 'no-cache' }));
      // Kept only if it is this version's file: a newer deployment's
      // would otherwise be kept under this version's hash.
      if (response.ok && await sha16(response.clone()) === LAZY[file]) await maps.put(key, response.clone());
      return response;
    })());
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === 'navigate') {
      const page = await cache.match(new URL('index.html', request.url), { ignoreSearch: true });
      if (page && new URL(request.url).pathname.endsWith('/')) return page;
    }
    return fetch(request);
  })());
});
