/**
 * Registers public/sw.js once the page has loaded, so it never competes with the first screen (at once if `load` has passed: it would never
 * come). The page holds a lock named after its build, so a later deploy's worker keeps this build's files while the page is open.
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
