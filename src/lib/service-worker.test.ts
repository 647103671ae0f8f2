import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

afterEach(() => vi.unstubAllGlobals());

/** A page in the given loading state, with a service worker container that records registrations. */
function page(readyState: DocumentReadyState) {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  vi.stubGlobal('navigator', { serviceWorker: { register } });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  return { register, load: () => window.dispatchEvent(new Event('load')) };
}

describe('service worker registration (SPEC §7)', () => {
  it('registers /sw.js with root scope at once when the page has already loaded', () => {
    const { register } = page('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for load when the page is still loading, and registers once', () => {
    const { register, load } = page('interactive');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    load();
    load();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where service workers do not exist', () => {
    vi.stubGlobal('navigator', {});
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
