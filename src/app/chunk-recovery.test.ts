import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

/** A fresh copy of the policy (it remembers that a reload is under way). */
async function fresh() {
  vi.resetModules();
  const [recovery, chunk] = await Promise.all([import('./chunk-recovery'), import('@/lib/chunk-load')]);
  const reload = vi.fn();
  chunk.setPageReload(reload);
  return { ...recovery, reload };
}

const preloadError = (payload: unknown) => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

describe("Vite's preload failures", () => {
  it('a chunk whose CSS failed to preload reloads the page, once per 60 s', async () => {
    const { installChunkRecovery, reload } = await fresh();
    const uninstall = installChunkRecovery();
    window.dispatchEvent(preloadError(new Error('Unable to preload CSS for /assets/coupons-ab12.css')));
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();

    // the reloaded page, within the minute: no second reload
    const again = await fresh();
    const uninstallAgain = again.installChunkRecovery();
    window.dispatchEvent(preloadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')));
    expect(again.reload).not.toHaveBeenCalled();
    uninstallAgain();
  });

  it('ignores failures that are not about code loading', async () => {
    const { installChunkRecovery, reload } = await fresh();
    const uninstall = installChunkRecovery();
    window.dispatchEvent(preloadError(new Error('boom')));
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('petpass.chunkReloadAt')).toBeNull();
    uninstall();
  });
});
