/** The page counts as quiet, its start over, once this long has passed with no long task and no resource arriving. */
export const QUIET_MS = 2_000;

/**
 * Calls `then` once the page has been quiet for QUIET_MS after load. A first visit's worker fetches and keeps the whole build: run beside
 * the code and data the page is still asking for (the sign-in page's preload, a screen's schemas), that fill holds the page's main thread
 * longer, and it serves only the next visit.
 */
function whenQuiet(then: () => void): void {
  const kinds = ['longtask', 'resource'].filter((kind) => PerformanceObserver.supportedEntryTypes?.includes(kind));
  let timer: ReturnType<typeof setTimeout>;
  const observer = new PerformanceObserver(() => wait());
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      observer.disconnect();
      then();
    }, QUIET_MS);
  };
  if (kinds.length > 0) observer.observe({ entryTypes: kinds });
  wait();
}

/**
 * Registers public/sw.js once the page's start is over (whenQuiet). The page holds a lock named after its build, so a later deploy's worker
 * keeps this build's files while the page is open.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const build = document.querySelector<HTMLMetaElement>('meta[name="petpass-build"]')?.content;
    if (build) void navigator.locks?.request(`petpass-${build}`, { mode: 'shared' }, () => new Promise(() => {}));
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage('prune'));
  };
  if (document.readyState === 'complete') whenQuiet(register);
  else window.addEventListener('load', () => whenQuiet(register), { once: true });
}
