import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { notify } from '@/ui/loading/notify';
import { renderApp, startTestServer } from '@tests/harness/render-app';

/** Counts the loads of react-hot-toast's module (the mock factory runs on its first import). */
const toastLibrary = vi.hoisted(() => ({ loads: 0 }));
vi.mock('react-hot-toast/headless', async (importOriginal) => {
  toastLibrary.loads += 1;
  return importOriginal();
});

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

// One test per file: the toaster, once mounted, stays for the page's life (module state).
describe('notifications load with the first one (a start fetches nothing it does not show)', () => {
  it('mounts no toaster at start, then shows the first notification as it mounts', async () => {
    await renderApp('/sign_in');
    await screen.findByRole('heading', { name: 'デバッグログイン' });
    // Every import the start asked for has arrived: none of them is the toast library.
    await vi.dynamicImportSettled();
    expect(toastLibrary.loads).toBe(0);
    expect(document.querySelector('.toaster')).toBeNull();

    notify.success('保存しました。');
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(toastLibrary.loads).toBeGreaterThan(0);
  });
});
