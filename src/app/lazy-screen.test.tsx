import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageReload } from '@/lib/chunk-load';
import { holdCodeUntil } from '@/lib/code-gate';
import { ErrorBoundary } from '@/ui/error-boundary';
import { claimChunkReload, isChunkLoadError, lazyWithPreload, RELOAD_GUARD_MS } from './lazy-screen';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/help-page-x1.js');

afterEach(() => setPageReload(() => window.location.reload()));

describe('chunk reload guard (SPEC §8)', () => {
  it('recognises chunk load errors in every browser, Vite’s CSS preload and wrapped ones', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/coupons-ab12.css'))).toBe(true);
    expect(isChunkLoadError(new Error('画面の部品を読み込めませんでした。', { cause: chunkError() }))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(1_000_000, storage)).toBe(true);
    expect(claimChunkReload(1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimChunkReload(1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});

describe('lazyWithPreload (issue 15: no Suspense reveal delay; issue 14 item 4)', () => {
  it('renders a preloaded screen without suspending: the fallback never shows', async () => {
    const Screen = lazyWithPreload(async () => ({ default: () => <p>画面</p> }));
    expect(Screen.loadState()).toBe('idle');
    await Screen.preload();
    expect(Screen.loadState()).toBe('loaded');
    render(
      <Suspense fallback={<p>待機中</p>}>
        <Screen />
      </Suspense>,
    );
    // synchronously there, in the first commit
    expect(screen.getByText('画面')).toBeInTheDocument();
    expect(screen.queryByText('待機中')).toBeNull();
  });

  it('waits for held code (the demo evaluating its validation library at a signed-in start), then loads', async () => {
    let release!: () => void;
    holdCodeUntil(new Promise<void>((resolve) => (release = resolve)));
    const load = vi.fn(async () => ({ default: () => <p>画面</p> }));
    const Screen = lazyWithPreload(load);
    const loading = Screen.preload();
    expect(Screen.loadState()).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    release();
    await loading;
    expect(load).toHaveBeenCalledTimes(1);
    expect(Screen.loadState()).toBe('loaded');
    holdCodeUntil(Promise.resolve());
  });

  it('loads once, however often it is asked', async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const Screen = lazyWithPreload(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads the page on a vanished chunk when the guard allows it, and does not settle (the page is going)', async () => {
    // A fresh copy: once a reload is under way, the module holds every later failure too.
    vi.resetModules();
    const fresh = await import('./lazy-screen');
    const reload = vi.fn();
    (await import('@/lib/chunk-load')).setPageReload(reload);
    const Screen = fresh.lazyWithPreload<object>(() => Promise.reject(chunkError()));
    let settled = false;
    void Screen.preload().then(
      () => (settled = true),
      () => (settled = true),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('inside the guard, fails to the Japanese notice with a reload button; asking again later retries (React.lazy would not)', async () => {
    sessionStorage.setItem('petpass.chunkReloadAt', String(Date.now()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const reload = vi.fn();
    setPageReload(reload);
    let fail = true;
    const Screen = lazyWithPreload(async () => {
      if (fail) throw chunkError();
      return { default: () => <p>画面</p> };
    });
    await expect(Screen.preload()).rejects.toThrow(/dynamically imported module/);
    expect(Screen.loadState()).toBe('failed');
    const view = render(
      <ErrorBoundary>
        <Screen />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '画面を読み込めませんでした' })).toBeVisible();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
    screen.getByRole('button', { name: 'ページを再読み込み' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    view.unmount();

    fail = false;
    await Screen.preload();
    expect(Screen.loadState()).toBe('loaded');
    render(<Screen />);
    expect(screen.getByText('画面')).toBeInTheDocument();
  });
});
