// The service worker, registered at /sw.js with root scope (docs/architecture.md "The service worker").
// It keeps the build's hashed files (/assets/*) and hands them over by a static route, so it never
// runs for a request: pages, API calls and uploads go to the network, and a morning's first load
// does not wait for the worker to start. The build writes the line below (scripts/vite-service-worker-plugin.ts).
const BUILD = { id: 'unbuilt', files: [] };
const CACHE = `petpass-${BUILD.id}`;
/** What may be kept: a script, a style, an image or a font; never a page a host answered instead. */
const KEPT_TYPE = /^(text\/(javascript|css)|application\/(x-)?javascript|image\/|font\/)/i;

self.addEventListener('install', (event) => {
  // Without static routes nothing could hand the files over: the HTTP cache serves them as well.
  if (!event.addRoutes) return void self.skipWaiting();
  // Any version's files: a page still open on the previous build gets its own; else the network.
  const route = event.addRoutes({ condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' });
  const keep = async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(
      BUILD.files.map(async (file) => {
        // A hashed name never changes its content: a copy the page's own load left in the HTTP cache is
        // the file, even from a host that asks for every answer to be revalidated (no-cache).
        const response = await fetch(file, { cache: 'force-cache' }).catch(() => undefined);
        if (!response?.ok || !KEPT_TYPE.test(response.headers.get('Content-Type') ?? '')) return;
        // Kept under its URL alone: a host's `Vary: Origin` would hide it from the page's module requests, which send an Origin.
        const headers = new Headers(response.headers);
        headers.delete('Vary');
        await cache.put(file, new Response(response.body, { status: response.status, headers }));
      }),
    );
  };
  // Filled under a lock of its name, so that the active worker's prune leaves it alone.
  event.waitUntil(Promise.all([route, navigator.locks.request(CACHE, { mode: 'shared' }, keep)]).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(prune().then(() => self.clients.claim())));
// A page that starts asks again: the pages of an older build may all have closed since.
self.addEventListener('message', (event) => event.data === 'prune' && event.waitUntil(prune()));

/** Deletes every cache but this build's and those of builds an open page runs: each page holds a lock named after its build's cache. */
async function prune() {
  const held = new Set(((await navigator.locks?.query())?.held ?? []).map((lock) => lock.name));
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== CACHE && !held.has(name)).map((name) => caches.delete(name)));
}
