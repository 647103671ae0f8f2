import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferDemoPanel } from '@/app/demo-slot';
import { demoMessages } from '@/messages/demo';
import { demoServerPerTest } from '@tests/harness/demo-server';
import { renderApp, signedInAs } from '@tests/harness/render-app';

// The panel exists in demo builds only (a static check of VITE_DEMO when src/app/demo-slot loads).
vi.hoisted(() => vi.stubEnv('VITE_DEMO', 'true'));

// A file of its own: the panel's code is loaded once per page (module state), and here it must
// not have been loaded before.
const demo = demoServerPerTest();

describe('the demo panel on a signed-in start (issue 15)', () => {
  it('comes after the first screen: its code is not asked for until the entry lets it', async () => {
    let release: () => void = () => undefined;
    deferDemoPanel(new Promise<void>((resolve) => (release = resolve)));
    signedInAs(demo.server);
    await renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    // The screen has settled (its answers are in) and the panel is still not there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toBeNull();

    release();
    expect(await screen.findByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toBeVisible();
  });
});

