/**
 * Registers the service worker (public/sw.js, at a fixed path with root scope) after the page has
 * loaded, so it never competes with the first screen: at once when `load` has already fired
 * (start-up awaits /config.json first, so it usually has), otherwise on `load` (waiting for a
 * `load` that has passed already would never register it). While the page is open it holds a lock
 * named after its build's cache, so that the worker of a later deploy keeps this build's files for
 * it; the worker then forgets the builds no page holds.
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
