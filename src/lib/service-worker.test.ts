import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="petpass-build"]')?.remove();
});

/** A page in the given loading state, with a service worker container that records registrations, and a lock manager. */
function page(readyState: DocumentReadyState) {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const postMessage = vi.fn();
  const ready = Promise.resolve({ active: { postMessage } } as unknown as ServiceWorkerRegistration);
  const request = vi.fn(() => new Promise(() => {}));
  vi.stubGlobal('navigator', { serviceWorker: { register, ready }, locks: { request } });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const becomeIdle = () => idle.splice(0).forEach((callback) => callback());
  return { register, postMessage, ready, request, becomeIdle, load: () => window.dispatchEvent(new Event('load')) };
}

describe('service worker registration', () => {
  it('registers /sw.js with root scope once the browser is idle, when the page has already loaded', () => {
    const { register, becomeIdle } = page('complete');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    becomeIdle();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for load and then for the browser to be idle when the page is still loading, and registers once', () => {
    const { register, load, becomeIdle } = page('interactive');
    registerServiceWorker();
    becomeIdle();
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).not.toHaveBeenCalled();
    load();
    becomeIdle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("holds a shared lock named after its build's cache for as long as the page is open, then asks the worker to prune", async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="petpass-build" content="0123456789ab">');
    const { request, postMessage, ready, becomeIdle } = page('complete');
    registerServiceWorker();
    becomeIdle();
    expect(request).toHaveBeenCalledWith('petpass-0123456789ab', { mode: 'shared' }, expect.any(Function));
    const [, , holdWhile] = request.mock.calls[0] as unknown as [string, object, () => Promise<void>];
    // Never released by the page itself: the browser lets go when the page closes.
    await expect(Promise.race([holdWhile(), Promise.resolve('held')])).resolves.toBe('held');
    await ready;
    expect(postMessage).toHaveBeenCalledWith('prune');
  });

  it('does nothing where service workers do not exist', () => {
    vi.stubGlobal('navigator', {});
    expect(() => registerServiceWorker()).not.toThrow();
  });
});
