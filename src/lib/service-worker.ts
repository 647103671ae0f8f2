/**
 * Registers public/sw.js in the browser's first idle period after the page has loaded (at once if `load` has passed: it would never come).
 * On a first visit the worker fetches and keeps the whole build, which would otherwise run beside the code the page has just asked for
 * (the sign-in page's preload, a screen's) and hold its main thread longer. The page holds a lock named after its build, so a later
 * deploy's worker keeps this build's files while the page is open.
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
  const whenIdle = () => void (typeof requestIdleCallback === 'function' ? requestIdleCallback(register) : setTimeout(register));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
