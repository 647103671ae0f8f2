import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoMessages } from '@/messages/demo';
import { ja } from '@/messages/ja';
import { demoServerPerTest } from '@tests/harness/demo-server';
import { renderApp, signedInAs } from '@tests/harness/render-app';

// The panel exists in demo builds only (a static check of VITE_DEMO when src/app/demo-slot loads).
vi.hoisted(() => vi.stubEnv('VITE_DEMO', 'true'));
// A deploy has replaced the files: the panel's chunk is gone when the page asks for it.
vi.mock('@/features/demo/demo-panel', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/demo-panel-old.js');
});

const demo = demoServerPerTest();

describe('the demo panel whose code is gone (a deploy under an open page)', () => {
  it('leaves the page working without the panel, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn');
    signedInAs(demo.server);
    const app = await renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[demo] デモ設定を読み込めませんでした', expect.any(Error)));
    expect(screen.queryByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toBeNull();
    // The shell is still there and works.
    await app.user.click(screen.getByRole('link', { name: ja.menu.facilities }));
    expect(await screen.findByRole('heading', { level: 1, name: ja.titles.facilities })).toBeVisible();
  });
});
