import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

function environment(readyState: DocumentReadyState) {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const listeners: Array<() => void> = [];
  return {
    register,
    fireLoad: () => listeners.forEach((listener) => listener()),
    env: {
      document: { readyState },
      window: { addEventListener: (type: string, listener: () => void) => type === 'load' && listeners.push(listener) } as unknown as Window,
      navigator: { serviceWorker: { register } } as unknown as Navigator,
    },
  };
}

describe('service worker registration (SPEC §7, issue 19 item 1)', () => {
  it('registers /sw.js with root scope at once when the page has already loaded', () => {
    const { env, register } = environment('complete');
    registerServiceWorker(env);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for load when the page is still loading', () => {
    const { env, register, fireLoad } = environment('interactive');
    registerServiceWorker(env);
    expect(register).not.toHaveBeenCalled();
    fireLoad();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where service workers do not exist', () => {
    const { env } = environment('complete');
    expect(() => registerServiceWorker({ ...env, navigator: {} as Navigator })).not.toThrow();
  });
});
