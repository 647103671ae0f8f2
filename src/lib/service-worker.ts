/** The service worker lives at a fixed path with root scope (SPEC §7); see public/sw.js. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Registers the worker after the page has loaded, so it never competes with the first screen:
 * at once when `load` has already fired (start-up awaits /config.json first, so it usually has),
 * otherwise on `load` (waiting for a `load` that has passed already would never register it).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
