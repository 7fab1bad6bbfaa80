// The service worker (scripts/build writes it to the site's root with the
// version and the file list filled in). Every file of one version is cached
// under that version's name at install; requests are answered from that
// cache only, so the app starts offline after one visit and never mixes
// files of two versions. A new version waits until the page asks for it
// (the GM's "reload" in the update bar).
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `payola-gm-${VERSION}`;

self.addEventListener('install', (event) => {
  // no-cache: revalidate with the server, never take a stale HTTP copy of an
  // older version into this version's cache.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('payola-gm-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
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
