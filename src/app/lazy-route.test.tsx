import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageReload } from '@/lib/chunk-load';
import { ErrorBoundary } from '@/ui/error-boundary';
import { claimChunkReload, isChunkLoadError, RELOAD_GUARD_MS } from '@/lib/chunk-load';
import { lazyRoute } from './lazy-route';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/help-page-x1.js');

afterEach(() => setPageReload(() => window.location.reload()));

describe('chunk reload guard', () => {
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

describe('lazyRoute: React.lazy with preload and the reload guard', () => {
  it('starts the load ahead of the render, once however often it is asked, and renders it', async () => {
    const load = vi.fn(async () => ({ default: () => <p>画面</p> }));
    const Screen = lazyRoute(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(
      <Suspense fallback={<p>待機中</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('画面')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders code that has loaded in the first commit, without the fallback (React holds back what follows a fallback)', async () => {
    const Screen = lazyRoute(async () => ({ default: () => <p>画面</p> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>待機中</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('画面')).toBeInTheDocument();
    expect(screen.queryByText('待機中')).toBeNull();
  });

  it('reloads the page on a vanished chunk when the guard allows it, and does not settle (the page is going)', async () => {
    // A fresh copy: once a reload is under way, the module holds every later failure too.
    vi.resetModules();
    const fresh = await import('./lazy-route');
    const reload = vi.fn();
    (await import('@/lib/chunk-load')).setPageReload(reload);
    const failed = Promise.reject(chunkError());
    const Screen = fresh.lazyRoute<object>(() => failed);
    let settled = false;
    void Screen.preload().then(
      () => (settled = true),
      () => (settled = true),
    );
    await expect(failed).rejects.toThrow();
    await act(async () => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('inside the guard, fails to the Japanese notice with a reload button; the next navigation tries again', async () => {
    sessionStorage.setItem('petpass.chunkReloadAt', String(Date.now()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const reload = vi.fn();
    setPageReload(reload);
    let fail = true;
    const Screen = lazyRoute(async () => {
      if (fail) throw chunkError();
      return { default: () => <p>画面</p> };
    });
    await expect(Screen.preload()).rejects.toThrow(/dynamically imported module/);
    const view = render(
      <ErrorBoundary>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: '画面を読み込めませんでした' })).toBeVisible();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
    screen.getByRole('button', { name: 'ページを再読み込み' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    view.unmount();

    fail = false;
    void Screen.preload(); // what a navigation to the route does first
    render(
      <Suspense fallback={null}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('画面')).toBeInTheDocument();
  });
});
