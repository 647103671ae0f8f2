import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFaults } from '@mirage/faults';
import { createMemoryStore } from '@mirage/persistence-store';
import type { AppServer } from '@mirage/routes/define-routes';
import { demoControls, startDemoServer, stopDemoServer } from '@mirage/start-demo';
import { deferDemoPanel } from '@/app/demo-slot';
import { provideDemoControls } from '@/lib/demo-controls';
import { demoMessages } from '@/messages/demo';
import { renderApp, signedInAs } from '@tests/harness/render-app';

// The panel exists in demo builds only (a static check of VITE_DEMO when src/app/demo-slot loads).
vi.hoisted(() => vi.stubEnv('VITE_DEMO', 'true'));

// A file of its own: the panel's code is loaded once per page (module state), and here it must
// not have been loaded before.
let server: AppServer;

beforeEach(async () => {
  server = await startDemoServer({ store: createMemoryStore() });
  provideDemoControls(Promise.resolve(demoControls()));
  server.timing = 0;
});
afterEach(() => {
  stopDemoServer();
  provideDemoControls(undefined);
  resetFaults();
});

describe('the demo panel on a signed-in start (issue 15)', () => {
  it('comes after the first screen: its code is not asked for until the entry lets it', async () => {
    let release: () => void = () => undefined;
    deferDemoPanel(new Promise<void>((resolve) => (release = resolve)));
    signedInAs(server);
    await renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    // The screen has settled (its answers are in) and the panel is still not there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toBeNull();

    release();
    expect(await screen.findByRole('button', { name: new RegExp(`^${demoMessages.panel.open}`) })).toBeVisible();
  });
});

