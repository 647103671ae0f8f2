import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, registerServiceWorker } from './service-worker';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="petpass-build"]')?.remove();
});

/**
 * A page in the given loading state, with a service worker container that records registrations, a lock manager, and a performance
 * timeline the test feeds (`arrive`: a long task or a resource's answer).
 */
function page(readyState: DocumentReadyState) {
  vi.useFakeTimers();
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const postMessage = vi.fn();
  const ready = Promise.resolve({ active: { postMessage } } as unknown as ServiceWorkerRegistration);
  const request = vi.fn(() => new Promise(() => {}));
  vi.stubGlobal('navigator', { serviceWorker: { register, ready }, locks: { request } });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const observers = new Set<() => void>();
  const observed: string[][] = [];
  class Timeline {
    static supportedEntryTypes = ['longtask', 'resource', 'paint'];
    constructor(private readonly callback: () => void) {}
    observe({ entryTypes }: { entryTypes: string[] }) {
      observed.push(entryTypes);
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', Timeline);
  const arrive = () => observers.forEach((callback) => callback());
  const pass = (ms: number) => vi.advanceTimersByTime(ms);
  return { register, postMessage, ready, request, arrive, pass, observers, observed, load: () => window.dispatchEvent(new Event('load')) };
}

describe('service worker registration', () => {
  it('registers /sw.js with root scope once the loaded page has been quiet, each long task or arriving resource starting the wait again', () => {
    const { register, arrive, pass, observers, observed } = page('complete');
    registerServiceWorker();
    expect(observed).toEqual([['longtask', 'resource']]);
    pass(QUIET_MS - 1);
    arrive();
    pass(QUIET_MS - 1);
    arrive();
    pass(QUIET_MS - 1);
    expect(register).not.toHaveBeenCalled();
    pass(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(observers.size).toBe(0);
    arrive();
    pass(QUIET_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('starts waiting for quiet only at load when the page is still loading, and registers once', () => {
    const { register, load, pass } = page('interactive');
    registerServiceWorker();
    pass(QUIET_MS);
    expect(register).not.toHaveBeenCalled();
    load();
    load();
    pass(QUIET_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits for quiet by the clock alone where the browser reports neither long tasks nor resources', () => {
    const { register, pass, observed } = page('complete');
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe = vi.fn(() => observed.push(['called']));
        disconnect() {}
      },
    );
    registerServiceWorker();
    pass(QUIET_MS);
    expect(observed).toEqual([]);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("holds a shared lock named after its build's cache for as long as the page is open, then asks the worker to prune", async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="petpass-build" content="0123456789ab">');
    const { request, postMessage, ready, pass } = page('complete');
    registerServiceWorker();
    pass(QUIET_MS);
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
