/** The service worker lives at a fixed path with root scope (SPEC §7); see public/sw.js. */
export const SERVICE_WORKER_PATH = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
      console.warn('[sw] registration failed', error);
    });
  });
}
