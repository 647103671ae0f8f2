import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';

/**
 * After a deploy the old chunks are gone. Each test loads a fresh
 * copy of the app whose chosen module fails to load the way a vanished chunk does.
 */
const vanished = (file: string) => () => {
  throw new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${file}`);
};

let server: AppServer;
let reload: ReturnType<typeof vi.fn<() => void>>;
let harness: typeof import('@tests/harness/render-app');

async function freshApp() {
  harness = await import('@tests/harness/render-app');
  reload = vi.fn<() => void>();
  (await import('@/lib/chunk-load')).setPageReload(reload);
  server = harness.startTestServer();
}

// The first load of the app's modules is the slow part: done once, before the tests (each test
// then loads a fresh copy from warm transforms).
beforeAll(async () => {
  await import('@tests/harness/render-app');
});
beforeEach(() => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.shutdown();
  vi.doUnmock('@/features/settings/help-page');
  vi.doUnmock('@/app/layout/main-layout');
});

/** As if the page had reloaded for a chunk failure a few seconds ago: no reload allowed for a minute. */
const reloadedMomentsAgo = () => sessionStorage.setItem('petpass.chunkReloadAt', String(Date.now() - 5_000));

describe('a chunk that vanished after a deploy', () => {
  it('reloads the page once; the screen before it stays meanwhile', async () => {
    vi.doMock('@/features/settings/help-page', vanished('help-page-old.js'));
    await freshApp();
    harness.signedInAs(server, { corporations: 1 });
    const app = await harness.renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    await app.user.click(within(screen.getByRole('navigation', { name: 'メインメニュー' })).getByRole('link', { name: 'ヘルプ' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 1, name: 'トップページ' })).toBeVisible();
  });

  it('within the minute, says so in Japanese inside the shell with a reload button; asking again later works', async () => {
    reloadedMomentsAgo();
    vi.doMock('@/features/settings/help-page', vanished('help-page-old.js'));
    await freshApp();
    harness.signedInAs(server, { corporations: 1 });
    const app = await harness.renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    const menu = screen.getByRole('navigation', { name: 'メインメニュー' });
    await app.user.click(within(menu).getByRole('link', { name: 'ヘルプ' }));

    expect(await screen.findByRole('heading', { level: 2, name: '画面を読み込めませんでした' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBe(menu);
    expect(screen.queryByText(/dynamically imported|An error occurred/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'ページを再読み込み' }));
    expect(reload).toHaveBeenCalledTimes(1);

    // The files are back (or the network is): going there again loads the screen.
    vi.doUnmock('@/features/settings/help-page');
    await app.user.click(within(menu).getByRole('link', { name: '各種お手続き' }));
    await screen.findByRole('heading', { level: 1, name: '各種お手続き' });
    await app.user.click(within(menu).getByRole('link', { name: 'ヘルプ' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'よくある質問' })).toBeVisible();
  });

  it('the signed-in shell failing to load leaves no blank page', async () => {
    reloadedMomentsAgo();
    vi.doMock('@/app/layout/main-layout', vanished('main-layout-old.js'));
    await freshApp();
    harness.signedInAs(server, { corporations: 1 });
    await harness.renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: '画面を読み込めませんでした' })).toBeVisible();
    expect(screen.getByText(/新しいバージョンが公開された/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ページを再読み込み' })).toBeEnabled();
  });
});
